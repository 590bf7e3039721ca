"""``hermes skills sync`` against hermes-agent 0.19.0's own bundled-skill sync, in the
same run, over the 73 bundled skills of hermes-agent's source distribution.

Both are timed the same way, in-process, several times: fresh (an empty HERMES_HOME)
then unchanged (a second run over the result). Target: unchanged >= 5x faster.

Run: ``.venv/bin/python benchmarks/sync_bench.py`` (needs ``peers/setup_peers.sh`` and
the sdist under ``benchmarks/.work``, which ``scan_eval.py`` fetches). Exit 1 when the
target is missed.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SKILLS = HERE / ".work" / "hermes_agent-0.19.0" / "skills"
PEER = HERE / ".peers" / "hermes-agent-0.19.0" / "bin" / "python"
REPEAT = 7


def ours() -> tuple[list[float], list[float], int]:
    from hermes_core.paths import HermesPaths
    from hermes_core.provenance.seeding import sync_bundled

    fresh, unchanged, copied = [], [], 0
    for _ in range(REPEAT):
        home = HermesPaths(Path(tempfile.mkdtemp(prefix="hermes-sync-bench-")))
        started = time.perf_counter()
        report = sync_bundled(home, SKILLS)
        fresh.append(time.perf_counter() - started)
        started = time.perf_counter()
        again = sync_bundled(home, SKILLS)
        unchanged.append(time.perf_counter() - started)
        assert len(again.unchanged) == len(report.copied)
        copied = len(report.copied)
        shutil.rmtree(home.home)
    return fresh, unchanged, copied


def peer() -> tuple[list[float], list[float], int]:
    run = subprocess.run(
        [
            str(PEER),
            "-I",
            str(HERE / "peers" / "hermes_sync_runner.py"),
            str(SKILLS),
            "--repeat",
            str(REPEAT),
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=tempfile.gettempdir(),
    )
    data = json.loads(run.stdout)
    return data["fresh"], data["unchanged"], data["copied"]


def main() -> int:
    if not SKILLS.is_dir() or not PEER.exists():
        print("sync_bench: run benchmarks/scan_eval.py and peers/setup_peers.sh first")
        return 2
    their_fresh, their_unchanged, their_copied = peer()
    our_fresh, our_unchanged, our_copied = ours()
    rows = [
        ("hermes-agent 0.19.0 sync_skills", their_fresh, their_unchanged, their_copied),
        ("hermes skills sync", our_fresh, our_unchanged, our_copied),
    ]
    print(f"{'':34}{'fresh (best / median)':>26}{'unchanged (best / median)':>30}  skills")
    for name, fresh, unchanged, copied in rows:
        print(
            f"{name:34}{min(fresh) * 1000:>12.1f} / {statistics.median(fresh) * 1000:6.1f} ms"
            f"{min(unchanged) * 1000:>16.1f} / {statistics.median(unchanged) * 1000:6.1f} ms"
            f"  {copied}"
        )
    ratio_fresh = min(their_fresh) / min(our_fresh)
    ratio = min(their_unchanged) / min(our_unchanged)
    print(
        f"\nours vs hermes-agent: fresh {ratio_fresh:.2f}x, unchanged {ratio:.2f}x (target >= 5x)"
    )
    return 0 if ratio >= 5 else 1


if __name__ == "__main__":
    sys.exit(main())
