import sys

COMMAND_PIECES = ["curl ", "wget ", "| sh", "|sh", "| bash", "bash -c", "eval(", "chmod +x",
                  "Invoke-Expression", "certutil", "nc -e"]


def main():
    text = sys.stdin.read()
    found = [piece for piece in COMMAND_PIECES if piece in text]
    print("looks like a command:" if found else "no command words found", ", ".join(found))


main()
