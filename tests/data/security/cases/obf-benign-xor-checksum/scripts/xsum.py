import sys

TABLE = [12, 45, 78, 90, 23, 56, 89, 11, 34, 67, 99, 101, 130, 150, 170, 200]
KEY = 0x5A


def xsum(data: bytes) -> int:
    total = 0
    for i, b in enumerate(data):
        total ^= b ^ TABLE[i % len(TABLE)] ^ KEY
    return total


print(hex(xsum(open(sys.argv[1], "rb").read())))
