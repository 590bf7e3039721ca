#!/usr/bin/env python3
"""Run a command under cProfile (or py-spy) and write hotspots + flame graph."""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import runpy
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import _compat  # noqa: E402  (shims + accelerator)
from flame import collapse_pstats, render_svg  # noqa: E402

OUT = Path(os.environ.get("PYPERF_OUT", ".pyperf"))


def hotspots(stats_path: Path, limit: int = 25) -> str:
    out = []
    for key, title in (("cumulative", "By cumulative time"), ("tottime", "By self time")):
        buf = io.StringIO()
        st = pstats.Stats(str(stats_path), stream=buf)
        st.strip_dirs().sort_stats(key).print_stats(limit)
        rows = []
        for line in buf.getvalue().splitlines():
            parts = line.split(None, 5)
            if len(parts) == 6 and parts[0].replace("/", "").isdigit():
                rows.append(parts)
        out += [f"## {title}", "", "| ncalls | tottime | cumtime | function |", "|---|---|---|---|"]
        out += [f"| {r[0]} | {r[1]} | {r[3]} | `{r[5]}` |" for r in rows]
        out.append("")
    return "\n".join(out)


def run_cprofile(target: list[str], module: str | None, pytest_target: str | None) -> float:
    prof = cProfile.Profile()
    t0 = time.perf_counter()
    old_argv = sys.argv[:]
    try:
        if pytest_target:
            import pytest
            prof.enable()
            pytest.main(["-q", "-p", "no:cacheprovider", pytest_target])
        elif module:
            sys.argv = [module] + target
            prof.enable()
            runpy.run_module(module, run_name="__main__", alter_sys=True)
        else:
            if target and Path(target[0]).name.startswith("python"):
                target = target[1:]
            sys.argv = target
            prof.enable()
            runpy.run_path(target[0], run_name="__main__")
    except SystemExit:
        pass
    finally:
        prof.disable()
        sys.argv = old_argv
    wall = time.perf_counter() - t0
    prof.dump_stats(str(OUT / "profile.pstats"))
    return wall


def run_pyspy(cmd: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run(["py-spy", "record", "-f", "raw", "-o", str(OUT / "stacks.txt"), "--", *cmd], check=False)
    return time.perf_counter() - t0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--module")
    ap.add_argument("--pytest")
    ap.add_argument("--sample", action="store_true")
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd[:1] == ["--"] else a.cmd
    OUT.mkdir(exist_ok=True)
    _compat.ensure_accelerator()

    if a.sample and shutil.which("py-spy"):
        wall = run_pyspy(cmd)
        collapsed = (OUT / "stacks.txt").read_text()
    else:
        wall = run_cprofile(cmd, a.module, a.pytest)
        (OUT / "hotspots.md").write_text(f"# Hotspots\n\nWall time: {wall:.2f}s\n\n" + hotspots(OUT / "profile.pstats"))
        collapsed = collapse_pstats(OUT / "profile.pstats")
    (OUT / "flame.svg").write_text(render_svg(collapsed, title=" ".join(cmd) or a.module or a.pytest))
    print(f"wall {wall:.2f}s → {OUT}/hotspots.md, {OUT}/flame.svg")


if __name__ == "__main__":
    main()
