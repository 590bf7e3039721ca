"""Crash test: a process running ``sync_bundled`` is killed with SIGKILL at random
points (200 trials). After each kill, the next run must converge (a run after it finds
nothing left to do), never overwrite or lose a file the user changed, and leave a
readable manifest whose hashes match the copies it claims are pristine.

The kill points are file-system writes, not moments (``kill_points.py``), N drawn from
the whole run, so every kill lands inside a run."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from hermes_core.paths import HermesPaths
from hermes_core.provenance import bundled_hashes, read_bundled_manifest
from hermes_core.provenance.seeding import sync_bundled
from tests.core.provenance.kill_points import killed, run_child, writes_of

TRIALS = 200
_CHILD = """
import sys
from pathlib import Path
from hermes_core.paths import HermesPaths
from hermes_core.provenance.seeding import sync_bundled
sync_bundled(HermesPaths(Path(sys.argv[1])), Path(sys.argv[2]))
"""


def _bundle(root: Path, version: int, count: int = 24) -> None:
    for index in range(count):
        folder = root / f"cat{index % 4}" / f"skill-{index:02d}"
        (folder / "references").mkdir(parents=True, exist_ok=True)
        changed = version if index % 3 == 0 else 1  # a third of the skills change
        (folder / "SKILL.md").write_text(
            f"---\nname: skill-{index:02d}\ndescription: Skill {index}.\n---\n# v{changed}\n"
            + "Some steps.\n" * 40
        )
        for part in range(3):
            (folder / "references" / f"part{part}.md").write_text(f"v{changed} part {part}\n" * 50)


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A home seeded from version 1, with user edits; and version 2 of the bundle."""
    base = tmp_path_factory.mktemp("crash-template")
    _bundle(base / "bundle-v1", 1)
    _bundle(base / "bundle-v2", 2)
    _bundle(base / "bundle-v2", 2, count=30)  # and six new skills
    home = HermesPaths(base / "home")
    sync_bundled(home, base / "bundle-v1")
    for index in (0, 4, 9):  # the user edits skills the bundle changes, and one it does not
        path = home.skills_dir / f"cat{index % 4}" / f"skill-{index:02d}" / "SKILL.md"
        path.write_text(path.read_text() + f"my edit {index}\n")
    shutil.rmtree(home.skills_dir / "cat1" / "skill-13")  # and deletes one
    return base


def _user_edits(home: HermesPaths) -> dict[str, str]:
    return {
        f"skill-{index:02d}": (
            home.skills_dir / f"cat{index % 4}" / f"skill-{index:02d}" / "SKILL.md"
        ).read_text()
        for index in (0, 4, 9)
    }


def _fresh_trial(template: Path, trial_root: Path) -> HermesPaths:
    if trial_root.exists():
        shutil.rmtree(trial_root)
    shutil.copytree(template / "home", trial_root, symlinks=True)
    return HermesPaths(trial_root)


def test_a_sync_killed_anywhere_is_finished_by_the_next_and_loses_no_edit(
    template: Path, tmp_path: Path
):
    chooser = random.Random(20261129)
    bundle = template / "bundle-v2"
    trial_root = tmp_path / "trial"
    _fresh_trial(template, trial_root)
    args = [str(trial_root), str(bundle)]
    writes = writes_of(run_child(_CHILD, args, 0))  # never killed: counts the run's writes
    assert writes > 50
    killed_mid_run = 0
    for _trial in range(TRIALS):
        home = _fresh_trial(template, trial_root)
        edits = _user_edits(home)
        killed_mid_run += killed(run_child(_CHILD, args, chooser.randint(1, writes)))
        # The next run converges, and the one after it has nothing left to do.
        sync_bundled(home, bundle)
        settled = sync_bundled(home, bundle)
        assert (settled.copied, settled.updated, settled.moved, settled.restored) == (
            [],
            [],
            [],
            [],
        )
        assert _user_edits(home) == edits  # never overwritten, never lost
        assert not (trial_root / "skills" / "cat1" / "skill-13").exists()  # stays deleted
        manifest = read_bundled_manifest(home.workbench_manifest)
        assert len(manifest) == 30
        for index in range(30):
            name = f"skill-{index:02d}"
            copy = home.skills_dir / f"cat{index % 4}" / name
            if index in (0, 4, 9, 13):
                continue
            assert manifest[name] == bundled_hashes(copy)[0]  # pristine, and up to date
            assert manifest[name] == bundled_hashes(bundle / f"cat{index % 4}" / name)[0]
        assert not list(home.skills_dir.rglob("*.hermes-bak"))
        assert not list(home.skills_dir.rglob("*.hermes-new"))
    assert killed_mid_run == TRIALS  # every kill landed inside a run
