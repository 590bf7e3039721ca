"""Time hermes-agent's skills machinery on a generated HERMES_HOME.

Run with the peer venv's interpreter (see ``setup_peers.sh``)::

    benchmarks/.peers/hermes-agent-0.19.0/bin/python \\
        benchmarks/peers/hermes_agent_runner.py --home /tmp/bench-home --repeat 5

Prints one JSON object on stdout; logs go to stderr. Everything is measured
in-process with ``time.perf_counter``. "Cold" means cold for this process (no
in-process cache, and for the prompt no disk snapshot); the OS page cache is
warm after generation, so no number here includes disk reads from a cold cache.

What hermes-agent 0.19.0 does, read from its source:

* ``tools.skills_tool.skills_list()`` scans every SKILL.md (first 4000 chars,
  YAML frontmatter) through ``_find_all_skills()``, whose module cache
  ``_SKILLS_CACHE`` is keyed on the mtimes of the skills dir and its category
  dirs plus the disabled set, with a 30 s TTL. "warm" is that cache hit;
  "rescan" clears ``_SKILLS_CACHE`` first, i.e. a full scan in a warm process.
* ``tools.skills_tool.skill_view(name)`` has no cache: besides the direct path
  it walks every SKILL.md of the tree and YAML-parses each one whose directory
  name differs (collision detection), and ``rglob``s ``<name>.md``, so one view
  costs about a full scan. It does not bump usage counters itself; the
  registered tool handler ``_skill_view_with_bump`` adds ``bump_view`` and
  ``bump_use``, two locked, fsynced rewrites of ``skills/.usage.json``. The
  view is timed without them and the bump pair is timed separately.
* ``agent.prompt_builder.build_skills_system_prompt()`` has an in-process LRU
  (``_SKILLS_PROMPT_CACHE``) that never looks at the disk, and a disk snapshot
  ``HERMES_HOME/.skills_prompt_snapshot.json`` validated by an mtime/size
  manifest of every SKILL.md. Any change to one SKILL.md invalidates the whole
  snapshot: the rebuild is a full rescan plus a snapshot rewrite.

Side effects on HERMES_HOME (directory skeleton, SOUL.md, chmod 0700, the
prompt snapshot, ``skills/.usage.json``) and the one edited SKILL.md are undone
on exit unless ``--keep-artifacts`` is given, so the same home can then be used
to measure another implementation.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import json
import logging
import os
import platform
import shutil
import socket
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

logger = logging.getLogger("hermes_agent_runner")

PACKAGE = "hermes-agent"
# This repository has its own ``hermes_cli`` package, which must not shadow hermes-agent's.
REPO_ROOT = Path(__file__).resolve().parents[2]
SNAPSHOT_NAME = ".skills_prompt_snapshot.json"
_LOCAL_HOSTS = frozenset({None, "localhost", "127.0.0.1", "::1"})
_KEPT_ENV = frozenset({"PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "TMPDIR", "PYTHONHASHSEED"})

T = TypeVar("T")


# ---------------------------------------------------------------------------
# Environment: isolation and no network
# ---------------------------------------------------------------------------


@dataclass
class NetworkGuard:
    """Refuses every non-local connection and DNS lookup, and records the attempts."""

    attempts: list[str] = field(default_factory=list)

    def install(self) -> None:
        """Patch ``socket`` so that any network use fails fast instead of leaving the machine."""
        guard = self
        real_connect = socket.socket.connect
        real_connect_ex = socket.socket.connect_ex
        real_getaddrinfo = socket.getaddrinfo

        def connect(sock: socket.socket, address: Any) -> None:
            guard.check(sock.family, address)
            real_connect(sock, address)

        def connect_ex(sock: socket.socket, address: Any) -> int:
            guard.check(sock.family, address)
            return real_connect_ex(sock, address)

        def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
            if host not in _LOCAL_HOSTS:
                guard.refuse(f"getaddrinfo {host!r}")
            return real_getaddrinfo(host, *args, **kwargs)

        socket.socket.connect = connect  # type: ignore[method-assign,assignment]
        socket.socket.connect_ex = connect_ex  # type: ignore[method-assign,assignment]
        socket.getaddrinfo = getaddrinfo

    def check(self, family: int, address: Any) -> None:
        """Refuse an INET connection to anything but loopback."""
        if family not in (socket.AF_INET, socket.AF_INET6):
            return
        host = address[0] if isinstance(address, tuple) else address
        if host not in _LOCAL_HOSTS and not str(host).startswith("127."):
            self.refuse(f"connect {address!r}")

    def refuse(self, what: str) -> None:
        """Record a refused attempt and raise the error a dead network would."""
        self.attempts.append(what)
        logger.warning("blocked network access: %s", what)
        raise OSError(101, f"network disabled by benchmark runner: {what}")


def isolate_environment(home: Path, scratch_home: Path) -> None:
    """Point hermes-agent at ``home`` and a throw-away HOME; must run before importing it.

    Every other variable is dropped (HERMES_PLATFORM, TERMINAL_ENV, API keys,
    proxies, ...) so that no user setting changes what is measured and nothing
    can enable a provider, a gateway surface or an interactive secret prompt.
    """
    kept = {key: value for key, value in os.environ.items() if key in _KEPT_ENV}
    os.environ.clear()
    os.environ.update(kept)
    os.environ.update(
        {
            "HERMES_HOME": str(home),
            "HOME": str(scratch_home),
            "XDG_CONFIG_HOME": str(scratch_home / ".config"),
            "XDG_CACHE_HOME": str(scratch_home / ".cache"),
            "XDG_DATA_HOME": str(scratch_home / ".local" / "share"),
            "NO_COLOR": "1",
        }
    )


@dataclass(frozen=True)
class _PathState:
    mode: int
    atime_ns: int
    mtime_ns: int

    @classmethod
    def of(cls, path: Path) -> _PathState:
        st = path.stat()
        return cls(st.st_mode & 0o7777, st.st_atime_ns, st.st_mtime_ns)

    def restore(self, path: Path) -> None:
        os.chmod(path, self.mode)
        os.utime(path, ns=(self.atime_ns, self.mtime_ns))


@contextmanager
def preserve_home(home: Path, *, keep: bool, removed: list[str]) -> Iterator[None]:
    """Undo what hermes-agent adds to ``home`` and ``home/skills``; list it in ``removed``."""
    skills = home / "skills"
    watched = [home, skills]
    before = {d: set(os.listdir(d)) for d in watched}
    states = {d: _PathState.of(d) for d in watched}
    try:
        yield
    finally:
        for directory in watched:
            for name in sorted(set(os.listdir(directory)) - before[directory]):
                path = directory / name
                removed.append(str(path.relative_to(home)))
                if keep:
                    continue
                if path.is_dir() and not path.is_symlink():
                    shutil.rmtree(path)
                else:
                    path.unlink()
        if not keep:
            for directory in reversed(watched):
                states[directory].restore(directory)


# ---------------------------------------------------------------------------
# Timing helpers
# ---------------------------------------------------------------------------


def timed(fn: Callable[[], T]) -> tuple[float, T]:
    """Seconds taken by ``fn()`` and its result."""
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def median(samples: list[float]) -> float:
    """Median of non-empty samples."""
    return statistics.median(samples)


@dataclass
class Report:
    """What ends up in the JSON object."""

    timings: dict[str, float] = field(default_factory=dict)
    samples: dict[str, list[float]] = field(default_factory=dict)
    checks: dict[str, Any] = field(default_factory=dict)

    def add(self, key: str, samples: list[float]) -> None:
        """Record samples under ``key`` and their median under ``<key>_median``."""
        self.samples[key] = samples
        self.timings[f"{key}_median"] = median(samples)

    def single(self, key: str, seconds: float) -> None:
        """Record a one-off measurement (such as the first call in the process)."""
        self.timings[key] = seconds


# ---------------------------------------------------------------------------
# Measurements
# ---------------------------------------------------------------------------


def import_modules(report: Report) -> tuple[ModuleType, ModuleType]:
    """Import the two hermes-agent modules under test, timing each import."""
    seconds, skills_tool = timed(lambda: importlib.import_module("tools.skills_tool"))
    report.timings["import_tools_skills_tool"] = seconds
    seconds, prompt_builder = timed(lambda: importlib.import_module("agent.prompt_builder"))
    report.timings["import_agent_prompt_builder"] = seconds
    report.checks["modules_loaded_after_import"] = len(sys.modules)
    report.checks["hermes_agent_location"] = str(Path(str(skills_tool.__file__)).parents[1])
    return skills_tool, prompt_builder


def measure_skills_list(st: ModuleType, repeat: int, report: Report) -> list[dict[str, Any]]:
    """Cold first call, warm (module cache hit) and rescan (module cache cleared)."""
    seconds, raw = timed(st.skills_list)
    report.single("skills_list_cold", seconds)
    payload = json.loads(raw)
    if not payload.get("success"):
        raise RuntimeError(f"skills_list failed: {payload}")
    report.add("skills_list_warm", [timed(st.skills_list)[0] for _ in range(repeat)])
    rescans: list[float] = []
    for _ in range(repeat):
        st._SKILLS_CACHE.clear()
        rescans.append(timed(st.skills_list)[0])
    report.add("skills_list_rescan", rescans)
    report.checks["skills_list_count"] = payload.get("count", 0)
    report.checks["skills_list_categories"] = len(payload.get("categories", []))
    report.checks["skills_list_cache_ttl_s"] = st._SKILLS_CACHE_TTL_SECONDS
    return list(payload["skills"])


def pick_view_names(spec: str, listed: list[dict[str, Any]]) -> list[str]:
    """Names from ``a,b,c``, or ``N`` names spread evenly over the sorted listing."""
    if not spec.strip().isdigit():
        return [name.strip() for name in spec.split(",") if name.strip()]
    names = sorted(str(skill["name"]) for skill in listed)
    count = min(int(spec), len(names))
    if count <= 0:
        return []
    step = len(names) / count
    return [names[int(i * step + step / 2)] for i in range(count)]


def measure_skill_view(st: ModuleType, names: list[str], repeat: int, report: Report) -> None:
    """First view in the process, then every name ``repeat`` times (no usage bump)."""
    seconds, _ = timed(lambda: st.skill_view(names[0]))
    report.single("skill_view_first_call", seconds)
    samples: list[float] = []
    readiness: Counter[str] = Counter()
    failures: dict[str, str] = {}
    for name in names:
        for _ in range(repeat):
            seconds, raw = timed(partial(st.skill_view, name))
            samples.append(seconds)
        payload = json.loads(raw)
        if payload.get("success"):
            readiness[str(payload.get("readiness_status"))] += 1
        else:
            failures[name] = str(payload.get("error"))
    report.add("skill_view", samples)
    report.timings["skill_view_min"] = min(samples)
    report.timings["skill_view_max"] = max(samples)
    report.checks["skill_view_ok"] = len(names) - len(failures)
    report.checks["skill_view_failures"] = failures
    report.checks["skill_view_readiness"] = dict(readiness)


def measure_usage_bump(names: list[str], report: Report) -> None:
    """What the registered skill_view tool handler adds: bump_view + bump_use."""
    skill_usage = importlib.import_module("tools.skill_usage")

    def bump(name: str) -> None:
        skill_usage.bump_view(name)
        skill_usage.bump_use(name)

    report.add("skill_view_usage_bump", [timed(partial(bump, name))[0] for name in names])


def _file_id(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return (st.st_ino, st.st_mtime_ns)


def _build_layer(pb: ModuleType, snapshot: Path) -> tuple[float, str, str]:
    """Build the prompt; say whether the disk snapshot was reused or rewritten (rescan)."""
    before = _file_id(snapshot)
    seconds, prompt = timed(pb.build_skills_system_prompt)
    layer = "disk_snapshot" if before is not None and _file_id(snapshot) == before else "rescan"
    return seconds, layer, prompt


def measure_prompt_cold_and_warm(pb: ModuleType, home: Path, repeat: int, report: Report) -> str:
    """Cold (no LRU, no snapshot), warm from the disk snapshot, warm from the LRU."""
    snapshot = home / SNAPSHOT_NAME
    cold: list[float] = []
    layers: set[str] = set()
    for _ in range(repeat):
        pb.clear_skills_system_prompt_cache(clear_snapshot=True)
        seconds, layer, prompt = _build_layer(pb, snapshot)
        cold.append(seconds)
        layers.add(layer)
    report.single("skills_prompt_cold_first", cold[0])
    report.add("skills_prompt_cold", cold)
    warm: list[float] = []
    warm_layers: set[str] = set()
    for _ in range(repeat):
        pb.clear_skills_system_prompt_cache()
        seconds, layer, _ = _build_layer(pb, snapshot)
        warm.append(seconds)
        warm_layers.add(layer)
    report.add("skills_prompt_warm_snapshot", warm)
    report.add(
        "skills_prompt_warm_in_process",
        [timed(pb.build_skills_system_prompt)[0] for _ in range(repeat)],
    )
    report.checks["skills_prompt_cold_layer"] = sorted(layers)
    report.checks["skills_prompt_warm_snapshot_layer"] = sorted(warm_layers)
    report.checks["skills_prompt_chars"] = len(prompt)
    report.checks["skills_prompt_skill_lines"] = prompt.count("\n    - ")
    report.checks["skills_prompt_snapshot_bytes"] = snapshot.stat().st_size
    return prompt


def _edit_description(original: str, marker: str) -> str:
    """``original`` with ``marker`` put in front of its (plain or quoted) description."""
    head, sep, rest = original.partition("\ndescription: ")
    if not sep or rest[:1] in {"|", ">"}:
        raise ValueError("SKILL.md has no single-line description to edit")
    quote = rest[:1] if rest[:1] in {'"', "'"} else ""
    return f"{head}{sep}{quote}{marker}{rest[len(quote) :]}"


def measure_prompt_after_change(
    pb: ModuleType, skill_md: Path, *, home: Path, repeat: int, previous: str, report: Report
) -> None:
    """Edit one SKILL.md, see whether the LRU notices, then clear it and rebuild."""
    snapshot = home / SNAPSHOT_NAME
    original = skill_md.read_bytes()
    state = _PathState.of(skill_md)
    samples: list[float] = []
    layers: set[str] = set()
    reflected: list[bool] = []
    try:
        for i in range(repeat):
            marker = f"Edited{'x' * (i + 1)} "
            skill_md.write_text(
                _edit_description(original.decode("utf-8"), marker), encoding="utf-8"
            )
            if i == 0:
                stale = pb.build_skills_system_prompt()
                report.checks["skills_prompt_in_process_cache_noticed_change"] = stale != previous
            pb.clear_skills_system_prompt_cache()
            seconds, layer, prompt = _build_layer(pb, snapshot)
            samples.append(seconds)
            layers.add(layer)
            reflected.append(marker in prompt)
    finally:
        skill_md.write_bytes(original)
        state.restore(skill_md)
    report.add("skills_prompt_after_one_change", samples)
    report.checks["skills_prompt_after_change_layer"] = sorted(layers)
    report.checks["skills_prompt_after_change_reflected"] = all(reflected)
    report.checks["skills_prompt_changed_file"] = str(skill_md.relative_to(home))


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


NOTES = [
    "cold = first call in this process; the OS page cache is warm in every measurement",
    "skills_list_warm hits tools.skills_tool._SKILLS_CACHE (dir-mtime signature, 30 s TTL);"
    " skills_list_rescan clears it before each call",
    "skill_view is the plain function: no usage bump; skill_view_usage_bump is the"
    " bump_view+bump_use pair the registered tool handler adds (locked, fsynced rewrites of"
    " skills/.usage.json)",
    "skill_view walks and YAML-parses the whole tree on every call (name-collision check), so"
    " its cost grows with the number of skills",
    "skills_prompt_cold deletes .skills_prompt_snapshot.json and clears the in-process LRU;"
    " warm_snapshot clears only the LRU; warm_in_process is an LRU hit",
    "skills_prompt_after_one_change edits one SKILL.md description, clears the LRU (which does"
    " not notice file changes by itself) and rebuilds: the snapshot manifest no longer matches,"
    " so hermes-agent rescans every SKILL.md and rewrites the snapshot",
]


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--home", type=Path, required=True, help="HERMES_HOME holding skills/")
    parser.add_argument("--repeat", type=int, default=5, help="samples per warm measurement (5)")
    parser.add_argument(
        "--view-names", default="5", help="comma-separated skill names, or a count to pick (5)"
    )
    parser.add_argument("--view-repeat", type=int, default=1, help="skill_view calls per name (1)")
    parser.add_argument(
        "--keep-artifacts", action="store_true", help="leave what hermes-agent wrote in HERMES_HOME"
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log hermes-agent's INFO too")
    return parser.parse_args(argv)


def _install_mode() -> str:
    """``full`` or ``minimal``, as recorded by setup_peers.sh in this venv."""
    marker = Path(sys.prefix) / ".install-mode"
    return marker.read_text(encoding="utf-8").strip() if marker.exists() else "unknown"


def _count_skill_files(skills_dir: Path) -> int:
    return sum("SKILL.md" in files for _root, _dirs, files in os.walk(skills_dir))


def run(args: argparse.Namespace, guard: NetworkGuard) -> dict[str, Any]:
    """All measurements, in an order where each one's precondition holds."""
    home: Path = args.home
    report = Report()
    removed: list[str] = []
    with preserve_home(home, keep=args.keep_artifacts, removed=removed):
        st, pb = import_modules(report)
        logger.info("skills_list (cold, warm x%d, rescan x%d)", args.repeat, args.repeat)
        listed = measure_skills_list(st, args.repeat, report)
        names = pick_view_names(args.view_names, listed)
        if names:
            logger.info("skill_view on %d names x%d", len(names), args.view_repeat)
            measure_skill_view(st, names, args.view_repeat, report)
            measure_usage_bump(names, report)
        logger.info("build_skills_system_prompt (cold, warm, after one change) x%d", args.repeat)
        prompt = measure_prompt_cold_and_warm(pb, home, args.repeat, report)
        target = next((s for s in listed if names and s["name"] == names[0]), listed[0])
        skill_md = home / "skills" / str(target["category"]) / str(target["name"]) / "SKILL.md"
        measure_prompt_after_change(
            pb, skill_md, home=home, repeat=args.repeat, previous=prompt, report=report
        )
    return {
        "tool": PACKAGE,
        "version": importlib.metadata.version(PACKAGE),
        "install_mode": _install_mode(),
        "python": platform.python_version(),
        "sys_platform": sys.platform,
        "hermes_home": str(home),
        "skills_on_disk": _count_skill_files(home / "skills"),
        "repeat": args.repeat,
        "view_names": names,
        "timings_s": report.timings,
        "samples_s": report.samples,
        "checks": report.checks,
        "network_attempts": guard.attempts,
        "home_artifacts": {"paths": removed, "removed": not args.keep_artifacts},
        "notes": NOTES,
    }


def main(argv: list[str] | None = None) -> int:
    """CLI entry point."""
    args = _parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        stream=sys.stderr,
        format="%(name)s: %(message)s",
    )
    logger.setLevel(logging.INFO)
    args.home = args.home.expanduser().resolve()
    if not (args.home / "skills").is_dir():
        logger.error("%s has no skills/ directory", args.home)
        return 2
    if args.repeat < 1 or args.view_repeat < 1:
        logger.error("--repeat and --view-repeat must be at least 1")
        return 2
    sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != REPO_ROOT]
    guard = NetworkGuard()
    guard.install()
    scratch = Path(tempfile.mkdtemp(prefix="hermes-bench-user-"))
    try:
        isolate_environment(args.home, scratch)
        result = run(args, guard)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
