"""Skills machinery side by side: ours vs hermes-agent 0.19.0 (and skills-ref 0.1.1).

One run, same machine, same 10,000 generated skills::

    .venv/bin/python benchmarks/bench_skills.py            # sets the peers up if needed
    .venv/bin/python benchmarks/bench_skills.py --count 2000 --repeat 3

Prints a table of seconds and ratios (peer time / our time; above 1 means we are
faster) with the targets of the foundation issue beside them:

- discovery + lint of 10,000 skills, cold (a fresh ``hermes skills lint`` process): <= 2 s
- the index rebuilt after one SKILL.md changes: <= 20 ms
- ``skill_view`` median: <= 1 ms
- ``skills_list``, ``skill_view`` and the index build >= 10x faster than hermes-agent.

Each implementation runs in its own fresh process (``ours_runner.py``,
``peers/hermes_agent_runner.py``); both leave the generated home as they found it.
This is a benchmark, not a test: it never fails a build on time.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

logger = logging.getLogger("bench_skills")

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
PEERS = HERE / ".peers"
HERMES_PEER = PEERS / "hermes-agent-0.19.0" / "bin" / "python"
SKILLS_REF_PEER = PEERS / "skills-ref-0.1.1" / "bin" / "python"
WORK = HERE / ".work"


def _run_json(command: list[str], *, env: dict[str, str] | None = None) -> dict[str, object]:
    logger.info("running %s", " ".join(command[:3]))
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    result: dict[str, object] = json.loads(done.stdout)
    return result


def _ensure_home(count: int, seed: int) -> Path:
    home = WORK / f"skills-{count}-{seed}"
    marker = home / ".bench-skills.json"
    if marker.is_file() and json.loads(marker.read_text()).get("count") == count:
        return home
    logger.info("generating %d skills into %s", count, home)
    subprocess.run(
        [
            sys.executable,
            str(HERE / "generate_skills.py"),
            str(home),
            "--count",
            str(count),
            "--seed",
            str(seed),
            "--force",
        ],
        check=True,
    )
    return home


def _ensure_peers() -> None:
    if HERMES_PEER.exists() and SKILLS_REF_PEER.exists():
        return
    subprocess.run(["bash", str(HERE / "peers" / "setup_peers.sh")], check=True)


def _view_names(home: Path, how_many: int, seed: int) -> list[str]:
    names = sorted(p.parent.name for p in (home / "skills").glob("*/*/SKILL.md"))
    return random.Random(seed).sample(names, min(how_many, len(names)))


def _lint_cold(home: Path, repeat: int) -> tuple[float, int]:
    """Median wall time of a fresh ``hermes skills lint`` over every skill, and its exit code."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HERMES_")}
    env["HERMES_HOME"] = str(WORK / "empty-home")
    command = [
        str(REPO / ".venv" / "bin" / "hermes"),
        "skills",
        "lint",
        "--format",
        "json",
        str(home / "skills"),
    ]
    samples, code = [], 0
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(command, capture_output=True, env=env, check=False)
        samples.append(time.perf_counter() - start)
        code = done.returncode
    return statistics.median(samples), code


def _skills_ref_validate(home: Path) -> float:
    """Wall time of skills-ref's validate() over every skill, in one process."""
    dirs = [str(p.parent) for p in sorted((home / "skills").glob("*/*/SKILL.md"))]
    start = time.perf_counter()
    subprocess.run(
        [str(SKILLS_REF_PEER), str(HERE / "peers" / "skills_ref_runner.py")],
        input=json.dumps(dirs),
        capture_output=True,
        text=True,
        check=True,
    )
    return time.perf_counter() - start


# (label, hermes-agent key, our key, target for ours); ratio = peer / ours.
ROWS = [
    ("skills_list, first call, no cache", "skills_list_cold", "skills_list_cold", ""),
    (
        "skills_list, new process (ours: disk cache)",
        "skills_list_cold",
        "skills_list_from_disk_cache_median",
        ">= 10x",
    ),
    ("skills_list, warm", "skills_list_warm_median", "skills_list_warm_median", ">= 10x"),
    (
        "skills_list after a rescan (ours: refresh)",
        "skills_list_rescan_median",
        "skills_list_refresh_median",
        ">= 10x",
    ),
    ("skill_view, median", "skill_view_median", "skill_view_median", "<= 1 ms, >= 10x"),
    ("skill_view, first call in a process", "skill_view_first_call", "skill_view_first_call", ""),
    ("index build, cold (no cache)", "skills_prompt_cold_first", "skills_prompt_cold_first", ""),
    (
        "index build, new process from disk",
        "skills_prompt_warm_snapshot_median",
        "skills_prompt_warm_snapshot_median",
        ">= 10x",
    ),
    (
        "index build, warm in memory",
        "skills_prompt_warm_in_process_median",
        "skills_prompt_warm_in_process_median",
        ">= 10x",
    ),
    (
        "index after one change (ours: invalidate)",
        "skills_prompt_after_one_change_median",
        "skills_prompt_after_one_change_invalidate_median",
        "<= 20 ms, >= 10x",
    ),
    (
        "index after one change (ours: refresh)",
        "skills_prompt_after_one_change_median",
        "skills_prompt_after_one_change_refresh_median",
        ">= 10x",
    ),
]


def _seconds(value: float) -> str:
    if value >= 1:
        return f"{value:8.2f} s "
    if value >= 1e-3:
        return f"{value * 1e3:8.2f} ms"
    return f"{value * 1e6:8.1f} us"


def render(peer: dict[str, float], ours: dict[str, float], extra: list[str]) -> str:
    lines = [f"{'measurement':46} {'hermes-agent':>12} {'ours':>12} {'ratio':>9}  target"]
    for label, peer_key, our_key, target in ROWS:
        theirs, mine = peer[peer_key], ours[our_key]
        ratio = theirs / mine
        lines.append(
            f"{label:46} {_seconds(theirs):>12} {_seconds(mine):>12} {ratio:8.1f}x  {target}"
        )
    return "\n".join([*lines, "", *extra])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--views", type=int, default=5)
    args = parser.parse_args(argv)
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(name)s: %(message)s")
    _ensure_peers()
    home = _ensure_home(args.count, args.seed)
    names = ",".join(_view_names(home, args.views, args.seed))
    (WORK / "empty-home").mkdir(parents=True, exist_ok=True)
    ours = _run_json(
        [
            str(REPO / ".venv" / "bin" / "python"),
            str(HERE / "ours_runner.py"),
            "--home",
            str(home),
            "--view-names",
            names,
            "--repeat",
            str(args.repeat),
        ]
    )
    peer = _run_json(
        [
            str(HERMES_PEER),
            str(HERE / "peers" / "hermes_agent_runner.py"),
            "--home",
            str(home),
            "--view-names",
            names,
            "--repeat",
            str(args.repeat),
        ]
    )
    lint_seconds, lint_code = _lint_cold(home, 3)
    validate_seconds = _skills_ref_validate(home)
    our_t = ours["timings_s"]
    peer_t = peer["timings_s"]
    assert isinstance(our_t, dict)
    assert isinstance(peer_t, dict)
    extra = [
        f"hermes skills lint, {args.count:,} skills, fresh process (discovery + full lint): "
        f"{_seconds(lint_seconds).strip()}  target <= 2 s  (exit code {lint_code})",
        f"skills-ref 0.1.1 validate() over the same skills, one process (frontmatter only): "
        f"{_seconds(validate_seconds).strip()}  ratio {validate_seconds / lint_seconds:.1f}x",
        f"hermes-agent {peer.get('version')} ({peer.get('install_mode')}), "
        f"Python {sys.version.split()[0]}, {os.cpu_count()} CPUs, {args.count:,} skills, "
        f"repeat {args.repeat}",
    ]
    print(render(peer_t, our_t, extra))
    return 0


if __name__ == "__main__":
    sys.exit(main())
