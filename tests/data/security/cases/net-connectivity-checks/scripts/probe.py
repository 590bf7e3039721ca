import socket
import sys


def port_open(host: str, port: int, timeout: float = 1.0) -> bool:
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


print(port_open(sys.argv[1], int(sys.argv[2])))
