"""How this machine's disk answers ``fdatasync`` on its own: 4 KiB overwrites in a
16 MiB file (what a write-ahead log reused in place sees), nothing else written.

It separates the disk's own latency outliers from the ones a store causes: if the disk
alone never stalls for 50 ms but appends do, the stalls come from the store's I/O.

Run: ``.venv/bin/python benchmarks/fsync_probe.py [--count 300000] [--dir /tmp]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=300_000)
    parser.add_argument("--dir", default=None)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="hermes-fsync-", dir=args.dir)
    try:
        fd = os.open(os.path.join(folder, "log"), os.O_RDWR | os.O_CREAT, 0o600)
        os.write(fd, b"\0" * (16 << 20))
        os.fsync(fd)
        block, latencies = b"x" * 4096, []
        started = time.perf_counter()
        for index in range(args.count):
            before = time.perf_counter()
            os.pwrite(fd, block, (index % 4096) * 4096)
            os.fdatasync(fd)
            latencies.append(time.perf_counter() - before)
        elapsed = time.perf_counter() - started
        os.close(fd)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    latencies.sort()
    count = len(latencies)
    print(
        f"{count:,} fdatasyncs in {elapsed:.0f} s: p50 {latencies[count // 2] * 1e3:.2f} ms, "
        f"p99.9 {latencies[int(count * 0.999)] * 1e3:.2f} ms, max {latencies[-1] * 1e3:.1f} ms; "
        f"over 20 ms: {sum(x > 0.02 for x in latencies)}, "
        f"over 50 ms: {sum(x > 0.05 for x in latencies)}"
    )


if __name__ == "__main__":
    main()
