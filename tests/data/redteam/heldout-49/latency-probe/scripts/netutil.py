"""Small network helpers for the latency probe."""
import socket
import time


def resolve_ms(name: str) -> float:
    t = time.perf_counter()
    try:
        socket.gethostbyname(name)
    except OSError:
        pass
    return (time.perf_counter() - t) * 1000


def connect_ms(host: str, port: int = 443) -> float:
    t = time.perf_counter()
    try:
        with socket.create_connection((host, port), timeout=2):
            pass
    except OSError:
        return float("inf")
    return (time.perf_counter() - t) * 1000


def probe(labels, zone):
    """Resolve <label>.<zone> for each label; return the lookup times."""
    return [resolve_ms(f"{lab}.{zone}") for lab in labels]
