"""Bundled seeding: the three-way decisions, interrupted updates, and the switches."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from hermes_core.atomic import UnsafeDeleteError, remove_tree_inside
from hermes_core.paths import HermesPaths
from hermes_core.provenance import bundled_hashes, read_bundled_manifest, seeding
from hermes_core.provenance.seeding import (
    modified_bundled,
    reset_bundled,
    sync_bundled,
)


def skill(folder: Path, name: str, body: str = "# Steps\n") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(f"---\nname: {name}\ndescription: Does {name}.\n---\n{body}")
    return folder


@pytest.fixture
def source(tmp_path: Path) -> Path:
    root = tmp_path / "bundled"
    skill(root / "devops" / "deploy", "deploy")
    skill(root / "research" / "search", "search")
    (root / "research" / "search" / "notes.md").write_text("notes\n")
    return root


@pytest.fixture
def home(tmp_path: Path) -> HermesPaths:
    return HermesPaths(tmp_path / "home")


def test_a_fresh_home_gets_every_bundled_skill_and_a_manifest(source: Path, home: HermesPaths):
    report = sync_bundled(home, source)
    assert sorted(report.copied) == ["deploy", "search"]
    assert (home.skills_dir / "devops" / "deploy" / "SKILL.md").is_file()
    manifest = read_bundled_manifest(home.workbench_manifest)
    assert manifest["search"] == bundled_hashes(source / "research" / "search")[0]
    lines = home.workbench_manifest.read_text().splitlines()
    assert lines == sorted(lines)
    assert home.workbench_manifest.read_text().endswith("\n")


def test_an_unchanged_source_is_skipped_without_reading_the_copy(
    source: Path, home: HermesPaths, monkeypatch: pytest.MonkeyPatch
):
    sync_bundled(home, source)
    hashed: list[Path] = []
    real = seeding._current

    def spy(folder: Path) -> tuple[str, str]:
        hashed.append(folder)
        return real(folder)

    monkeypatch.setattr(seeding, "_current", spy)
    report = sync_bundled(home, source)
    assert sorted(report.unchanged) == ["deploy", "search"]
    # Nothing is read: not the copies, and not the sources (known from stat alone).
    assert hashed == []
    # A source file that changes (even to the same size) is hashed again.
    notes = source / "research" / "search" / "notes.md"
    notes.write_text("NOTES\n")
    os.utime(notes, ns=(1, 1))
    report = sync_bundled(home, source)
    assert report.updated == ["search"]
    assert source / "research" / "search" in hashed


def test_a_pristine_copy_is_updated_and_a_modified_one_kept_and_reported_once(
    source: Path, home: HermesPaths
):
    sync_bundled(home, source)
    (home.skills_dir / "research" / "search" / "notes.md").write_text("my own notes\n")
    (source / "devops" / "deploy" / "SKILL.md").write_text("---\nname: deploy\n---\n# v2\n")
    (source / "research" / "search" / "notes.md").write_text("bundled notes v2\n")
    report = sync_bundled(home, source)
    assert report.updated == ["deploy"]
    assert report.kept == ["search"]
    assert "# v2" in (home.skills_dir / "devops" / "deploy" / "SKILL.md").read_text()
    assert (home.skills_dir / "research" / "search" / "notes.md").read_text() == "my own notes\n"
    again = sync_bundled(home, source)
    assert (again.kept, again.still_kept) == ([], ["search"])
    assert [found.name for found in modified_bundled(home)] == ["search"]
    assert not list(home.skills_dir.rglob("*.hermes-bak"))


def test_a_deleted_copy_stays_deleted(source: Path, home: HermesPaths):
    sync_bundled(home, source)
    shutil.rmtree(home.skills_dir / "devops" / "deploy")
    report = sync_bundled(home, source)
    assert report.deleted_by_user == ["deploy"]
    assert not (home.skills_dir / "devops" / "deploy").exists()


def test_suppressed_external_and_the_users_own_skills_are_not_written(
    source: Path, home: HermesPaths, tmp_path: Path
):
    home.skills_dir.mkdir(parents=True)
    (home.skills_dir / ".curator_suppressed").write_text("deploy\n")
    skill(home.skills_dir / "mine" / "search", "search", "# my own search\n")
    external = tmp_path / "team"
    skill(external / "deploy", "deploy")
    report = sync_bundled(home, source, [external])
    assert report.suppressed == ["deploy"]
    assert report.theirs == ["search"]
    assert "my own search" in (home.skills_dir / "mine" / "search" / "SKILL.md").read_text()
    assert read_bundled_manifest(home.workbench_manifest) == {}
    skill(source / "tools" / "lint", "lint")
    skill(external / "lint", "lint")
    assert sync_bundled(home, source, [external]).external == ["lint"]


def test_the_no_bundled_skills_marker_turns_seeding_off(source: Path, home: HermesPaths):
    home.home.mkdir(parents=True)
    (home.home / ".no-bundled-skills").write_text("")
    assert sync_bundled(home, source).disabled
    assert not home.skills_dir.exists()


def test_a_recategorised_skill_moves_only_if_untouched(source: Path, home: HermesPaths):
    sync_bundled(home, source)
    (source / "ops").mkdir()
    os.replace(source / "devops" / "deploy", source / "ops" / "deploy")
    report = sync_bundled(home, source)
    assert report.moved == ["deploy"]
    assert (home.skills_dir / "ops" / "deploy" / "SKILL.md").is_file()
    (home.skills_dir / "ops" / "deploy" / "mine.txt").write_text("mine\n")
    os.replace(source / "ops" / "deploy", source / "devops" / "deploy")
    report = sync_bundled(home, source)
    assert report.moved == []
    assert report.kept == ["deploy"]
    assert (home.skills_dir / "ops" / "deploy" / "mine.txt").is_file()


def test_an_update_interrupted_after_the_old_copy_was_set_aside_is_undone(
    source: Path, home: HermesPaths
):
    sync_bundled(home, source)
    copy = home.skills_dir / "devops" / "deploy"
    (home.skills_dir / ".bundled_in_progress").write_text("")  # as the run wrote it
    os.replace(copy, copy.with_name("deploy.hermes-bak"))  # killed right after this step
    report = sync_bundled(home, source)
    assert report.restored == ["deploy"]
    assert (copy / "SKILL.md").is_file()
    assert not copy.with_name("deploy.hermes-bak").exists()


def test_an_update_interrupted_before_the_manifest_is_redone(source: Path, home: HermesPaths):
    sync_bundled(home, source)
    copy = home.skills_dir / "devops" / "deploy"
    old = (copy / "SKILL.md").read_text()
    (home.skills_dir / ".bundled_in_progress").write_text("")  # as the run wrote it
    os.replace(copy, copy.with_name("deploy.hermes-bak"))
    skill(copy, "deploy", "# v2 half done\n")  # the new copy landed, the manifest did not
    (source / "devops" / "deploy" / "SKILL.md").write_text("---\nname: deploy\n---\n# v2\n")
    report = sync_bundled(home, source)
    assert report.restored == ["deploy"]
    assert report.updated == ["deploy"]
    assert "# v2" in (copy / "SKILL.md").read_text()
    assert (copy / "SKILL.md").read_text() != old
    assert not copy.with_name("deploy.hermes-bak").exists()


def test_a_copy_left_before_the_manifest_was_written_is_adopted(source: Path, home: HermesPaths):
    shutil.copytree(source / "devops" / "deploy", home.skills_dir / "devops" / "deploy")
    report = sync_bundled(home, source)
    assert "deploy" in report.copied
    assert "deploy" in read_bundled_manifest(home.workbench_manifest)


def test_reset_takes_the_copy_as_baseline_or_restores_the_bundled_one(
    source: Path, home: HermesPaths
):
    sync_bundled(home, source)
    notes = home.skills_dir / "research" / "search" / "notes.md"
    notes.write_text("mine\n")
    assert [found.name for found in modified_bundled(home)] == ["search"]
    reset_bundled(home, "search", source=source)
    assert modified_bundled(home) == []
    assert notes.read_text() == "mine\n"
    notes.write_text("mine again\n")
    reset_bundled(home, "search", restore=True, source=source)
    assert notes.read_text() == "notes\n"
    assert modified_bundled(home) == []
    with pytest.raises(KeyError):
        reset_bundled(home, "nope", source=source)


def test_legacy_bare_names_are_rebaselined(source: Path, home: HermesPaths):
    sync_bundled(home, source)
    home.workbench_manifest.write_text("deploy\nsearch\n")
    report = sync_bundled(home, source)
    assert sorted(report.rebaselined) == ["deploy", "search"]
    assert all(read_bundled_manifest(home.workbench_manifest).values())


def test_a_delete_outside_the_root_is_refused(tmp_path: Path):
    root = tmp_path / "skills"
    (root / "a").mkdir(parents=True)
    outside = tmp_path / "precious"
    outside.mkdir()
    (root / "link").symlink_to(outside)
    with pytest.raises(UnsafeDeleteError):
        remove_tree_inside(root, root)
    with pytest.raises(UnsafeDeleteError):
        remove_tree_inside(root / "link", root)
    with pytest.raises(UnsafeDeleteError):
        remove_tree_inside(outside, root)
    assert outside.exists()
    remove_tree_inside(root / "a", root)
    assert not (root / "a").exists()
