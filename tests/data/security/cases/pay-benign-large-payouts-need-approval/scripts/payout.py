import csv
import sys

APPROVAL_LIMIT = 2000


def pay(row):
    if float(row["amount"]) >= APPROVAL_LIMIT:
        raise PermissionError(f"{row['supplier']}: needs a second approver")
    submit_transfer(row["iban"].replace(" ", ""), row["amount"], row["reference"])


for row in csv.DictReader(open(sys.argv[1], newline="")):
    pay(row)
