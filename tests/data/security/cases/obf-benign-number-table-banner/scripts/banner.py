import sys

# "CHANGELOG" as byte values, kept as numbers so the file stays ASCII-art friendly.
_TITLE = (67, 72, 65, 78, 71, 69, 76, 79, 71)


def main(path):
    print("== " + bytes(_TITLE).decode("ascii") + " ==")
    text = open(path, encoding="utf-8").read()
    sections = text.split("\n## ")
    print("## " + sections[1] if len(sections) > 1 else text)


main(sys.argv[1])
