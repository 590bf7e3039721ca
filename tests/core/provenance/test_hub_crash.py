"""Crash test for installs and updates: a process installing a skill, or updating an
installed one, is killed with SIGKILL at random points (200 trials, alternating). After
each kill the next hub command converges: ``lock.json`` is valid JSON, every entry's
files are in place and match its content hash, no half-installed folder or set-aside copy
remains, and a skill the user edited is never overwritten."""

from __future__ import annotations

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hermes_core.paths import HermesPaths
from hermes_core.provenance import content_hash, read_hub_lock
from hermes_core.provenance.hub import install_folder, recover
from hermes_core.provenance.hub_ops import update_installed
from hermes_core.security import Scanner

TRIALS = 200
_CHILD = """
import sys
from pathlib import Path
from hermes_core.paths import HermesPaths
from hermes_core.provenance.hub import install_folder
from hermes_core.provenance.hub_ops import update_installed
from hermes_core.security import Scanner
home, op, source = HermesPaths(Path(sys.argv[1])), sys.argv[2], Path(sys.argv[3])
scanner = Scanner()
print("go", flush=True)
if op == "install":
    install_folder(home, source, scanner=scanner)
else:
    update_installed(home, "notes", source, scanner=scanner)
print("done", flush=True)
"""


def _skill(folder: Path, version: str, files: int = 30) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(
        f"---\nname: {folder.name}\ndescription: Notes.\n---\n# {version}\n" + "Step.\n" * 50
    )
    for index in range(files):
        (folder / f"ref{index}.md").write_text(f"{version} reference {index}\n" * 40)


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("hub-crash")
    _skill(base / "src-v1" / "notes", "v1")
    _skill(base / "src-v2" / "notes", "v2")
    _skill(base / "new" / "report-writer", "v1")
    home = HermesPaths(base / "home")
    assert install_folder(home, base / "src-v1" / "notes", scanner=Scanner()).installed
    mine = home.skills_dir / "mine"
    _skill(mine, "mine", files=1)
    return base


def _check(home: HermesPaths, edited: bool) -> None:
    json.loads((home.hub_dir / "lock.json").read_text())  # valid JSON
    for name, entry in read_hub_lock(home.hub_dir / "lock.json").items():
        folder = home.skills_dir / entry.install_path
        assert folder.is_dir(), name
        if edited and name == "notes":  # the user's edit is there, untouched
            assert "my edit" in (folder / "SKILL.md").read_text()
        else:
            assert content_hash(folder) == entry.content_hash, name
    assert not list(home.skills_dir.glob("*.hermes-old"))
    quarantine = home.hub_dir / "quarantine"
    assert not quarantine.exists() or not list(quarantine.iterdir())
    assert not (home.hub_dir / "in-progress.json").exists()


def _fresh_home(template: Path, tmp_path: Path) -> HermesPaths:
    root = tmp_path / "home"
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(template / "home", root)
    return HermesPaths(root)


def _source(template: Path, op: str) -> Path:
    if op == "install":
        return template / "new" / "report-writer"
    return template / "src-v2" / "notes"


def _run(home: HermesPaths, op: str, source: Path, kill_after: float | None) -> tuple[bool, float]:
    """Run ``op`` in a child; kill it ``kill_after`` seconds after it starts working.
    Returns whether it finished, and how long it worked."""
    with subprocess.Popen(
        [sys.executable, "-c", _CHILD, str(home.home), op, str(source)],
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "go"
        started = time.perf_counter()
        if kill_after is not None:
            time.sleep(kill_after)
            os.kill(child.pid, signal.SIGKILL)
        finished = child.stdout.readline().strip() == "done"
        elapsed = time.perf_counter() - started
        child.wait()
        return finished, elapsed


def _duration(template: Path, tmp_path: Path, op: str) -> float:
    """How long ``op`` takes here, uninterrupted (the kills are spread over it)."""
    finished, elapsed = _run(_fresh_home(template, tmp_path), op, _source(template, op), None)
    assert finished
    return elapsed


def test_installs_and_updates_killed_anywhere_converge(template: Path, tmp_path: Path):
    chooser = random.Random(29112026)
    scanner = Scanner()
    window = {op: _duration(template, tmp_path, op) for op in ("install", "update")}
    mid_run = 0
    for trial in range(TRIALS):
        home = _fresh_home(template, tmp_path)
        edited = trial % 4 == 3  # sometimes the user edited the installed skill
        local = home.skills_dir / "notes" / "SKILL.md"
        if edited:
            local.write_text(local.read_text() + "my edit\n")
        op = "install" if trial % 2 == 0 else "update"
        source = _source(template, op)
        mid_run += not _run(home, op, source, chooser.uniform(0, window[op]))[0]
        recover(home)
        _check(home, edited)
        # Running the operation again converges on the intended state.
        if op == "install":
            if "report-writer" not in read_hub_lock(home.hub_dir / "lock.json"):
                assert install_folder(home, source, scanner=scanner).installed
            assert "report-writer" in read_hub_lock(home.hub_dir / "lock.json")
        else:
            message = update_installed(home, "notes", source, scanner=scanner)
            if edited:
                assert "my edit" in local.read_text()
                assert "kept" in message or "up to date" in message
            else:
                assert "# v2" in local.read_text()
        _check(home, edited)
        assert (home.skills_dir / "mine" / "SKILL.md").is_file()
    print(f"{mid_run} of {TRIALS} kills landed inside a run (windows {window})")
    assert mid_run > TRIALS // 2


_INSTALLER = """
import sys
from pathlib import Path
from hermes_core.paths import HermesPaths
from hermes_core.provenance.hub import install_folder
from hermes_core.security import Scanner
home, scanner = HermesPaths(Path(sys.argv[1])), Scanner()
for source in sys.argv[2:]:
    assert install_folder(home, Path(source), scanner=scanner).installed
"""


def test_two_processes_installing_at_once_lose_nothing(tmp_path: Path):
    """Hub commands take one lock on .hub for the whole operation, so one never
    recovers (drops) the other's install in flight."""
    sources = []
    for index in range(30):
        folder = tmp_path / "src" / f"skill-{index}"
        _skill(folder, "v1", files=3)
        sources.append(str(folder))
    root = tmp_path / "home"
    children = [
        subprocess.Popen([sys.executable, "-c", _INSTALLER, str(root), *sources[half::2]])
        for half in (0, 1)
    ]
    assert [child.wait(timeout=120) for child in children] == [0, 0]
    home = HermesPaths(root)
    installed = read_hub_lock(home.hub_dir / "lock.json")
    assert sorted(installed) == sorted(Path(s).name for s in sources)
    _check(home, edited=False)
    audit_lines = (home.hub_dir / "audit.log").read_text().splitlines()
    assert len(audit_lines) == 30
    assert all(" INSTALL " in line for line in audit_lines)
