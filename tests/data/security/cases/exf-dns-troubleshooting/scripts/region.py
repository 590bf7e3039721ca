import socket
import sys


def console_address(region: str) -> str:
    return socket.gethostbyname(f"{region}.console.aws.amazon.com")


if __name__ == "__main__":
    print(console_address(sys.argv[1]))
