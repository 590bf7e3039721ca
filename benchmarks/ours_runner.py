"""Time our skills machinery on a generated HERMES_HOME, the way the peer runner does.

Run with this repository's interpreter, in a fresh process (the orchestrator,
``bench_skills.py``, does that)::

    .venv/bin/python benchmarks/ours_runner.py --home /tmp/bench-home --view-names a,b,c

Prints one JSON object on stdout with the same measurement names as
``peers/hermes_agent_runner.py`` where the two measure the same thing, plus ours
(``index_after_one_change_invalidate`` and ``..._refresh``). "Cold" means the first
call in this process with no disk cache. The one SKILL.md edited for the
"after one change" measurements is restored on exit, and our disk cache file is
removed, so the home can be measured again by anyone.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

logger = logging.getLogger("ours_runner")

REPO = Path(__file__).resolve().parents[1]


def _timed(call: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = call()
    return time.perf_counter() - start, result


def _median(call: Callable[[], object], repeat: int) -> float:
    return statistics.median(_timed(call)[0] for _ in range(repeat))


@contextmanager
def _edited(path: Path) -> Iterator[Callable[[int], None]]:
    """Yields a function that rewrites ``path`` with a changed description; restores it."""
    original = path.read_bytes()
    stat = path.stat()

    def edit(round_number: int) -> None:
        text = original.decode("utf-8")
        changed = text.replace("description: ", f"description: Edited {round_number}. ", 1)
        path.write_text(changed, encoding="utf-8")
        # Make the edit visible even on a coarse-mtime file system.
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000 * (round_number + 1)))

    try:
        yield edit
    finally:
        path.write_bytes(original)
        os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def measure(home: Path, view_names: list[str], repeat: int) -> dict[str, object]:
    """Every timing, in seconds, keyed like the peer runner's ``timings_s``."""
    os.environ["HERMES_HOME"] = str(home)
    timings: dict[str, float] = {}
    start = time.perf_counter()
    from hermes_core.config import load_config
    from hermes_core.paths import HermesPaths
    from hermes_core.skills.catalog import SkillCatalog
    from hermes_core.skills.discovery import SkillFilter
    from hermes_core.skills.view import ViewContext, skill_view, skills_list

    timings["import"] = time.perf_counter() - start
    paths = HermesPaths.from_env()
    config = load_config(paths)
    cache = paths.cache_dir / "skills_index.json"
    cache.unlink(missing_ok=True)
    skill_filter = SkillFilter.from_config(config.skills)
    context = ViewContext.for_home(paths)

    def new_catalog(*, disk: bool) -> SkillCatalog:
        return SkillCatalog.for_home(paths, config.skills, use_disk_cache=disk)

    # skills_list: cold (new catalog, no disk cache), warm, and after a full rescan.
    catalog = new_catalog(disk=False)
    timings["skills_list_cold"], listing = _timed(lambda: skills_list(catalog, skill_filter))
    timings["skills_list_warm_median"] = _median(lambda: skills_list(catalog, skill_filter), repeat)
    timings["skills_list_refresh_median"] = _median(
        lambda: (catalog.refresh(), skills_list(catalog, skill_filter)), repeat
    )
    timings["skills_list_rescan_median"] = _median(
        lambda: skills_list(new_catalog(disk=False), skill_filter), max(1, repeat // 2)
    )
    # skill_view: first call on a fresh catalog, then warm.
    fresh = new_catalog(disk=False)
    timings["skill_view_first_call"], _ = _timed(
        lambda: skill_view(fresh, view_names[0], skill_filter=skill_filter, context=context)
    )
    samples = [
        _timed(lambda n=name: skill_view(catalog, n, skill_filter=skill_filter, context=context))[0]
        for name in view_names
        for _ in range(repeat)
    ]
    timings["skill_view_median"] = statistics.median(samples)
    timings["skill_view_max"] = max(samples)
    # The index: cold, warm in memory, from the disk cache in a new catalog, after one change.
    indexed = new_catalog(disk=True)
    timings["skills_prompt_cold_first"], prompt = _timed(lambda: indexed.index(skill_filter))
    indexed.save()
    timings["skills_prompt_warm_in_process_median"] = _median(
        lambda: indexed.index(skill_filter), repeat
    )
    timings["skills_prompt_warm_snapshot_median"] = _median(
        lambda: new_catalog(disk=True).index(skill_filter), repeat
    )
    timings["skills_list_from_disk_cache_median"] = _median(
        lambda: skills_list(new_catalog(disk=True), skill_filter), repeat
    )
    target = next(iter(catalog.snapshot())).path
    with _edited(target) as edit:
        invalidate_samples, refresh_samples = [], []
        for round_number in range(repeat):
            edit(round_number)
            invalidate_samples.append(
                _timed(lambda: (indexed.invalidate([target]), indexed.index(skill_filter)))[0]
            )
        for round_number in range(repeat):
            edit(repeat + round_number)
            refresh_samples.append(
                _timed(lambda: (indexed.refresh(), indexed.index(skill_filter)))[0]
            )
    timings["skills_prompt_after_one_change_invalidate_median"] = statistics.median(
        invalidate_samples
    )
    timings["skills_prompt_after_one_change_refresh_median"] = statistics.median(refresh_samples)
    cache.unlink(missing_ok=True)
    return {
        "tool": "hermes-workbench",
        "timings_s": timings,
        "checks": {
            "skills_listed": len(listing.skills),
            "prompt_bytes": len(str(prompt).encode("utf-8")),
            "view_names": view_names,
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--view-names", required=True, help="comma-separated skill names")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    logging.basicConfig(stream=sys.stderr, level=logging.INFO)
    sys.path.insert(0, str(REPO))
    result = measure(args.home.resolve(), args.view_names.split(","), args.repeat)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
