#!/usr/bin/env python3
import json
import sys

KEY = (0x3C, 0x51, 0x07)


def restore(values):
    out = ""
    for i, v in enumerate(values):
        out += chr(v ^ KEY[i % len(KEY)])
    return out


values = json.load(sys.stdin)
print(repr(restore(values)))
config = eval("{'mode': 'show'}", {"__builtins__": {}})
print(config["mode"])
