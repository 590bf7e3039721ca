import argparse
import re

_EXAMPLES = {
    "eth": "0x5a1c9e03b7d24f68a0e1c3b5d7f9a2c4e6b8d0f1",
}


def page_address(kind, creator_address):
    """The creator's own address, checked before it is written into the page."""
    if not re.fullmatch(r"0x[0-9a-fA-F]{40}", creator_address):
        raise SystemExit(f"not an address; it looks like {_EXAMPLES[kind]}")
    return creator_address


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--eth", required=True)
    args = parser.parse_args()
    address = page_address("eth", args.eth)
    with open("tips.html", "w", encoding="utf-8") as out:
        out.write(f"<p>Send tips to {address}</p><img src='qr.png' alt='{address}'>")


if __name__ == "__main__":
    main()
