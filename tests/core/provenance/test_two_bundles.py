"""One home seeded by two bundles: Hermes Agent's (``.bundled_manifest``) and ours
(``.workbench_bundled_manifest``). No skill changes hands, our lines that an older
version of us wrote into Hermes Agent's manifest are moved into ours, and a diff is
always against what was really seeded. (``tests/compat/`` runs Hermes Agent itself.)"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_core.paths import HermesPaths
from hermes_core.provenance import bundled_hashes, bundles, read_bundled_manifest
from hermes_core.provenance.bundled_diff import NotBundledError, diff_bundled
from hermes_core.provenance.bundles import HERMES_AGENT, OURS, known_hashes
from hermes_core.provenance.seeding import (
    bundled_skills,
    bundled_source,
    modified_bundled,
    reset_bundled,
    seed_on_first_use,
    sync_bundled,
)


def skill(folder: Path, name: str, body: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(f"---\nname: {name}\ndescription: {body}\n---\n# {body}\n")
    return folder


@pytest.fixture
def ours(tmp_path: Path) -> Path:
    root = tmp_path / "ours"
    skill(root / "software-development" / "tdd", "tdd", "Our test-first method.")
    skill(root / "devops" / "triage", "triage", "Our CI triage.")
    return root


@pytest.fixture
def home(tmp_path: Path) -> HermesPaths:
    return HermesPaths(tmp_path / "home")


def seeded_by_hermes_agent(home: HermesPaths, tmp_path: Path) -> Path:
    """A home as Hermes Agent's sync leaves it: its own ``tdd`` and ``notes``, listed
    in ``.bundled_manifest`` with their hashes (sorted ``name:hash`` lines)."""
    stock = tmp_path / "stock"
    skill(stock / "software-development" / "tdd", "tdd", "Their test-first method.")
    skill(stock / "note-taking" / "notes", "notes", "Their notes.")
    shutil.copytree(stock, home.skills_dir)
    lines = [
        f"{name}:{bundled_hashes(folder)[0]}"
        for name, folder in sorted(bundled_skills(stock).items())
    ]
    home.bundled_manifest.write_text("\n".join(lines) + "\n")
    return stock


def test_a_skill_hermes_agent_seeded_is_never_overwritten_and_its_manifest_is_untouched(
    ours: Path, home: HermesPaths, tmp_path: Path
):
    seeded_by_hermes_agent(home, tmp_path)
    theirs = (home.skills_dir / "software-development" / "tdd" / "SKILL.md").read_bytes()
    manifest = home.bundled_manifest.read_bytes()
    for _ in range(3):
        report = sync_bundled(home, ours)
        assert report.another_bundle == ["tdd"]
        assert (home.skills_dir / "software-development" / "tdd" / "SKILL.md").read_bytes() == (
            theirs
        )
        assert home.bundled_manifest.read_bytes() == manifest
    assert set(read_bundled_manifest(home.workbench_manifest)) == {"triage"}
    assert (home.skills_dir / "devops" / "triage" / "SKILL.md").is_file()


def test_a_skill_we_seeded_first_stays_ours_and_is_not_listed_in_their_manifest(
    ours: Path, home: HermesPaths
):
    report = sync_bundled(home, ours)
    assert sorted(report.copied) == ["tdd", "triage"]
    assert not home.bundled_manifest.exists()  # Hermes Agent's file is never created by us
    assert set(read_bundled_manifest(home.workbench_manifest)) == {"tdd", "triage"}


def test_our_lines_an_older_version_wrote_into_their_manifest_move_into_ours(
    home: HermesPaths, tmp_path: Path
):
    source = bundled_source()  # the real bundle, whose hashes are in the history
    stock = seeded_by_hermes_agent(home, tmp_path)
    ours = bundled_skills(source)
    ours.pop("test-driven-development")
    for folder in ours.values():
        shutil.copytree(folder, home.skills_dir / folder.relative_to(source))
    theirs_lines = home.bundled_manifest.read_text().splitlines()
    wave1 = sorted([*theirs_lines, *(f"{n}:{bundled_hashes(f)[0]}" for n, f in ours.items())])
    home.bundled_manifest.write_text("\n".join(wave1) + "\n")
    report = sync_bundled(home, source)
    assert report.claimed == sorted(ours)
    assert home.bundled_manifest.read_text().splitlines() == theirs_lines
    assert set(read_bundled_manifest(home.workbench_manifest)) == {*ours, "test-driven-development"}
    assert sorted(report.unchanged) == sorted(ours)
    assert report.another_bundle == []  # no clash in this home: their tdd is not ours
    assert "test-driven-development" in report.copied
    assert (stock / "software-development" / "tdd").is_dir()


def test_the_bundle_on_disk_is_in_the_history_of_our_hashes():
    history = known_hashes()
    for name, folder in bundled_skills(bundled_source()).items():
        assert bundled_hashes(folder)[0] in history.get(name, ()), (
            f"{name} changed: run tests/data/regenerate_bundled_history.py"
        )


def test_a_pristine_earlier_version_of_ours_is_adopted_and_updated(
    home: HermesPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    source = bundled_source()
    name, folder = sorted(bundled_skills(source).items())[0]
    old = tmp_path / "old"
    shutil.copytree(folder, old)
    (old / "SKILL.md").write_text((old / "SKILL.md").read_text() + "An older line.\n")
    history = tmp_path / "history.txt"
    history.write_text(f"{name}:{bundled_hashes(old)[0]}\n")
    monkeypatch.setattr(bundles, "HISTORY", history)
    known_hashes.cache_clear()
    shutil.copytree(old, home.skills_dir / folder.relative_to(source))
    try:
        report = sync_bundled(home, source)
    finally:
        known_hashes.cache_clear()
    assert name in report.updated
    assert bundled_hashes(home.skills_dir / folder.relative_to(source)) == bundled_hashes(folder)


def test_a_name_whose_copy_we_lost_to_hermes_agent_is_let_go(ours: Path, home: HermesPaths):
    sync_bundled(home, ours)
    copy = home.skills_dir / "software-development" / "tdd"
    shutil.rmtree(copy)  # the user deletes ours; Hermes Agent's next sync puts its own there
    skill(copy, "tdd", "Their test-first method.")
    home.bundled_manifest.write_text(f"tdd:{bundled_hashes(copy)[0]}\n")
    report = sync_bundled(home, ours)
    assert report.released == ["tdd"]
    assert "tdd" not in read_bundled_manifest(home.workbench_manifest)
    assert sync_bundled(home, ours).another_bundle == ["tdd"]
    assert "Their" in (copy / "SKILL.md").read_text()


def test_first_use_seeds_a_home_that_hermes_agent_seeded_already(
    home: HermesPaths, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ours: Path
):
    seeded_by_hermes_agent(home, tmp_path)
    monkeypatch.setenv("HERMES_BUNDLED_SKILLS", str(ours))
    report = seed_on_first_use(home)
    assert report is not None
    assert report.copied == ["triage"]
    assert seed_on_first_use(home) is None  # once


_SYNC = """
import json, sys
from pathlib import Path
from hermes_core.paths import HermesPaths
from hermes_core.provenance.seeding import sync_bundled
print(json.dumps(sync_bundled(HermesPaths(Path(sys.argv[1])), Path(sys.argv[2])).copied))
"""


def test_processes_seeding_one_home_at_once_take_turns(ours: Path, home: HermesPaths):
    for index in range(20):
        skill(ours / "more" / f"skill-{index}", f"skill-{index}", f"Skill {index}.")
    children = [
        subprocess.Popen(
            [sys.executable, "-c", _SYNC, str(home.home), str(ours)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    copied = []
    for child in children:
        out, err = child.communicate(timeout=120)
        assert child.returncode == 0, err
        copied.extend(json.loads(out))
    assert sorted(copied) == sorted(bundled_skills(ours))  # each copied exactly once
    assert set(read_bundled_manifest(home.workbench_manifest)) == set(bundled_skills(ours))


def test_diff_shows_the_users_edit_against_what_was_seeded_even_after_the_bundle_changed(
    ours: Path, home: HermesPaths
):
    sync_bundled(home, ours)
    copy = home.skills_dir / "devops" / "triage" / "SKILL.md"
    copy.write_text(copy.read_text() + "My own step.\n")
    (ours / "devops" / "triage" / "SKILL.md").write_text("---\nname: triage\n---\n# v2\n")
    assert sync_bundled(home, ours).kept == ["triage"]
    found = diff_bundled(home, "triage", source=ours)
    assert found.bundle == OURS
    assert found.baseline == "the files it was seeded with"
    assert [change.path for change in found.changes] == ["SKILL.md"]
    change = found.changes[0]
    assert change.seeded is not None
    assert change.yours is not None
    assert change.yours == change.seeded + b"My own step.\n"  # only the user's edit


def test_diff_of_hermes_agents_skill_is_against_its_stock_copy_or_says_the_origin_is_unknown(
    ours: Path, home: HermesPaths, tmp_path: Path
):
    stock = seeded_by_hermes_agent(home, tmp_path)
    copy = home.skills_dir / "note-taking" / "notes" / "SKILL.md"
    copy.write_text(copy.read_text() + "Mine.\n")
    unknown = diff_bundled(home, "notes", source=ours)
    assert (unknown.bundle, unknown.baseline, unknown.modified) == (HERMES_AGENT, None, True)
    assert "origin unknown" in unknown.note
    assert "hermes skills diff notes" in unknown.note
    known = diff_bundled(home, "notes", source=ours, stock=[stock])
    assert known.baseline is not None
    assert "stock copy" in known.baseline
    assert [c.status for c in known.changes] == ["modified"]
    shutil.copytree(stock, home.home / "hermes-agent" / "skills")  # its installer's checkout
    assert diff_bundled(home, "notes", source=ours).baseline is not None
    assert [m.bundle for m in modified_bundled(home)] == [HERMES_AGENT]


def test_a_diff_is_never_against_another_version_of_their_skill(
    ours: Path, home: HermesPaths, tmp_path: Path
):
    stock = seeded_by_hermes_agent(home, tmp_path)
    (stock / "note-taking" / "notes" / "SKILL.md").write_text("---\nname: notes\n---\n# v2\n")
    found = diff_bundled(home, "notes", source=ours, stock=[stock])
    assert (found.baseline, found.modified) == (None, False)


def test_diff_and_reset_of_a_name_no_bundle_seeded_say_so(ours: Path, home: HermesPaths):
    sync_bundled(home, ours)
    skill(home.skills_dir / "mine" / "own", "own", "Mine.")
    with pytest.raises(NotBundledError, match="not a bundled skill"):
        diff_bundled(home, "own", source=ours)
    home.bundled_manifest.write_text("notes:0123\n")
    with pytest.raises(KeyError, match="Hermes Agent's bundled skill"):
        reset_bundled(home, "notes", source=ours)


def test_a_run_killed_between_the_two_manifest_writes_is_finished_by_the_next(
    home: HermesPaths, tmp_path: Path
):
    source = bundled_source()
    seeded_by_hermes_agent(home, tmp_path)
    theirs_lines = home.bundled_manifest.read_text().splitlines()
    sync_bundled(home, source)
    ours = home.workbench_manifest.read_text().splitlines()
    # Killed after our manifest was written, before Hermes Agent's was: both list ours.
    home.bundled_manifest.write_text("\n".join(sorted([*theirs_lines, *ours])) + "\n")
    report = sync_bundled(home, source)
    assert report.claimed == sorted(line.partition(":")[0] for line in ours)
    assert home.bundled_manifest.read_text().splitlines() == theirs_lines
    assert home.workbench_manifest.read_text().splitlines() == ours
    assert (report.copied, report.updated) == ([], [])
