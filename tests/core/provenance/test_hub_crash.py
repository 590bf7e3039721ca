"""Crash test for installs and updates: a process installing a skill, or updating an
installed one, is killed with SIGKILL at random points (200 trials, alternating) — at a
random one of its file-system writes (``kill_points.py``), so every kill lands inside
the run. After
each kill the next hub command converges: ``lock.json`` is valid JSON, every entry's
files are in place and match its content hash, no half-installed folder or set-aside copy
remains, and a skill the user edited is never overwritten."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_core.paths import HermesPaths
from hermes_core.provenance import content_hash, read_hub_lock
from hermes_core.provenance.hub import install_folder, recover
from hermes_core.provenance.hub_ops import update_installed
from hermes_core.security import Scanner
from tests.core.provenance.kill_points import killed, run_child, writes_of

TRIALS = 200
_CHILD = """
import sys
from pathlib import Path
from hermes_core.paths import HermesPaths
from hermes_core.provenance.hub import install_folder
from hermes_core.provenance.hub_ops import update_installed
from hermes_core.security import Scanner
from tests.core.provenance.kill_points import killed, run_child, writes_of
home, op, source = HermesPaths(Path(sys.argv[1])), sys.argv[2], Path(sys.argv[3])
if op == "install":
    install_folder(home, source, scanner=Scanner())
else:
    update_installed(home, "notes", source, scanner=Scanner())
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


def _edit(home: HermesPaths) -> None:
    local = home.skills_dir / "notes" / "SKILL.md"
    local.write_text(local.read_text() + "my edit\n")


def _writes(template: Path, tmp_path: Path, op: str, edited: bool) -> int:
    """How many writes ``op`` makes here, uninterrupted (the kills are spread over them)."""
    home = _fresh_home(template, tmp_path)
    if edited:
        _edit(home)
    return writes_of(run_child(_CHILD, [str(home.home), op, str(_source(template, op))], 0))


def test_installs_and_updates_killed_anywhere_converge(template: Path, tmp_path: Path):
    chooser = random.Random(29112026)
    scanner = Scanner()
    writes = {
        (op, edited): _writes(template, tmp_path, op, edited)
        for op in ("install", "update")
        for edited in (False, True)
    }
    mid_run = 0
    for trial in range(TRIALS):
        home = _fresh_home(template, tmp_path)
        edited = trial % 4 == 3  # sometimes the user edited the installed skill
        local = home.skills_dir / "notes" / "SKILL.md"
        if edited:
            _edit(home)
        op = "install" if trial % 2 == 0 else "update"
        source = _source(template, op)
        kill_at = chooser.randint(1, writes[op, edited])
        mid_run += killed(run_child(_CHILD, [str(home.home), op, str(source)], kill_at))
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
    assert mid_run == TRIALS  # every kill landed inside a run


_INSTALLER = """
import sys
from pathlib import Path
from hermes_core.paths import HermesPaths
from hermes_core.provenance.hub import install_folder
from hermes_core.security import Scanner
from tests.core.provenance.kill_points import killed, run_child, writes_of
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
