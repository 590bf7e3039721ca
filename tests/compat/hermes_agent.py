"""Hermes Agent 0.19.0 itself, from PyPI, in a virtual environment of its own: the
tests make a home with its own code and check that each program reads and writes what
the other wrote.

The environment is the benchmarks' (``benchmarks/.peers/hermes-agent-0.19.0``, which
``benchmarks/peers/setup_peers.sh`` makes too); the first test that needs it installs
it if it is missing (``pip install hermes-agent==0.19.0``, about 60 packages, all
wheels) and downloads the source distribution, whose ``skills/`` folder holds the
skills Hermes Agent bundles (its wheel ships none). Where PyPI cannot be reached the
tests are skipped — unless ``HERMES_E2E_REQUIRE=1`` (as in CI), when they fail.

Every run of Hermes Agent gets an explicit environment: ``HOME`` and ``HERMES_HOME``
of the test, ``HERMES_BUNDLED_SKILLS`` pointing at its own bundled skills, and a
working folder outside this repository (whose ``hermes_cli`` package would otherwise
shadow Hermes Agent's).
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import tarfile
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

__all__ = ["VERSION", "HermesAgent", "hermes_agent_or_skip"]

VERSION = "0.19.0"
REPO = Path(__file__).resolve().parents[2]
PEERS = Path(os.environ.get("BENCH_PEERS_DIR", REPO / "benchmarks" / ".peers"))
VENV = PEERS / f"hermes-agent-{VERSION}"
WORK = REPO / "benchmarks" / ".work"
SDIST = f"hermes_agent-{VERSION}"
_TIMEOUT = 600


class Unavailable(Exception):
    """Hermes Agent could not be installed here (no PyPI)."""


def _run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        command, capture_output=True, text=True, timeout=_TIMEOUT, check=False, **kwargs
    )


def _installed() -> bool:
    python = VENV / "bin" / "python"
    if not python.is_file():
        return False
    probe = _run(
        [
            str(python),
            "-I",
            "-c",
            "import importlib.metadata as m, sys, hermes_state, tools.skills_sync;"
            f"sys.exit(m.version('hermes-agent') != {VERSION!r})",
        ],
        cwd="/",
        env={"PATH": os.environ.get("PATH", ""), "HOME": str(WORK)},
    )
    return probe.returncode == 0


def _install() -> None:
    _run([sys.executable, "-m", "venv", "--clear", str(VENV)])
    done = _run(
        [str(VENV / "bin" / "python"), "-m", "pip", "install", "-q", f"hermes-agent=={VERSION}"]
    )
    if done.returncode != 0:
        raise Unavailable(f"pip install hermes-agent=={VERSION} failed:\n{done.stderr[-2000:]}")


def _bundled_skills() -> Path:
    skills = WORK / SDIST / "skills"
    if skills.is_dir():
        return skills
    archive = WORK / f"{SDIST}.tar.gz"
    if not archive.is_file():
        done = _run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "-q",
                "--no-deps",
                "--no-binary",
                ":all:",
                f"hermes-agent=={VERSION}",
                "-d",
                str(WORK),
            ]
        )
        if done.returncode != 0:
            raise Unavailable(f"pip download of the {SDIST} sdist failed:\n{done.stderr[-2000:]}")
    with tarfile.open(archive) as tar:
        tar.extractall(WORK, filter="data")
    return skills


@dataclass(frozen=True)
class HermesAgent:
    """Runs Hermes Agent 0.19.0's own code against a home."""

    venv: Path
    bundled: Path  # its bundled skills (the sdist's skills/)

    def environment(self, home: Path) -> dict[str, str]:
        scratch = home.parent / f"{home.name}-hermes-agent-user"
        scratch.mkdir(exist_ok=True)
        return {
            "PATH": f"{self.venv / 'bin'}:{os.environ.get('PATH', '')}",
            "HOME": str(scratch),
            "HERMES_HOME": str(home),
            "HERMES_BUNDLED_SKILLS": str(self.bundled),
            "NO_COLOR": "1",
            "TERM": "dumb",
        }

    def python(self, home: Path, code: str) -> str:
        """Run ``code`` with Hermes Agent's interpreter; its standard output."""
        done = _run(
            [str(self.venv / "bin" / "python"), "-I", "-c", textwrap.dedent(code)],
            env=self.environment(home),
            cwd=self.environment(home)["HOME"],
            stdin=subprocess.DEVNULL,
        )
        if done.returncode != 0:
            raise AssertionError(f"Hermes Agent failed ({done.returncode}):\n{done.stderr}")
        return done.stdout

    def cli(self, home: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run Hermes Agent's ``hermes`` command."""
        done = _run(
            [str(self.venv / "bin" / "hermes"), *args],
            env=self.environment(home),
            cwd=self.environment(home)["HOME"],
            stdin=subprocess.DEVNULL,
        )
        if check and done.returncode != 0:
            raise AssertionError(
                f"hermes {' '.join(args)} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
            )
        return done

    def sync(self, home: Path) -> dict[str, object]:
        """Hermes Agent's bundled-skill sync (what its CLI and gateway run at start)."""
        import json

        out = self.python(
            home,
            """
            import json
            from tools.skills_sync import sync_skills
            print(json.dumps(sync_skills(quiet=True)))
            """,
        )
        result: dict[str, object] = json.loads(out.strip().splitlines()[-1])
        return result


def _ensure() -> HermesAgent:
    PEERS.mkdir(parents=True, exist_ok=True)
    WORK.mkdir(parents=True, exist_ok=True)
    with (PEERS / ".hermes-agent-install.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not _installed():
            _install()
            if not _installed():
                raise Unavailable(f"hermes-agent {VERSION} installed but does not import")
        return HermesAgent(VENV, _bundled_skills())


def hermes_agent_or_skip() -> HermesAgent:
    """Hermes Agent, installed if need be; skips (fails under HERMES_E2E_REQUIRE=1)
    when it cannot be installed."""
    try:
        return _ensure()
    except (Unavailable, subprocess.TimeoutExpired, OSError) as exc:
        if os.environ.get("HERMES_E2E_REQUIRE") == "1":
            pytest.fail(f"Hermes Agent {VERSION} is needed (HERMES_E2E_REQUIRE=1): {exc}")
        pytest.skip(f"Hermes Agent {VERSION} cannot be installed here: {exc}")
