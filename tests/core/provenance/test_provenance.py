"""Provenance read from fixture records in the formats Hermes Agent 0.19.0 writes
(``tests/data/provenance/home``; the hashes in its manifest and lock file were computed
by hermes-agent 0.19.0's own ``_dir_hash`` and ``skills_guard.content_hash``)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hermes_core.paths import HermesPaths
from hermes_core.provenance import (
    SourceKind,
    bundled_hashes,
    content_hash,
    provenance_of,
    read_bundled_manifest,
    read_hub_lock,
    read_usage,
)

FIXTURE = Path(__file__).resolve().parents[2] / "data" / "provenance" / "home"


@pytest.fixture
def home(tmp_path: Path) -> HermesPaths:
    copy = tmp_path / "home"
    shutil.copytree(FIXTURE, copy)
    return HermesPaths(copy)


def test_hashes_match_those_hermes_agent_computes():
    skills = FIXTURE / "skills"
    assert bundled_hashes(skills / "devops" / "deploy-checks") == (
        "34690f4357a12a2b8a4e68e42fc03ada",
        "34690f4357a12a2b8a4e68e42fc03ada",
    )
    assert content_hash(skills / "research" / "paper-search") == "sha256:a485aac35e4f8d06"
    assert content_hash(skills / "devops" / "deploy-checks") == "sha256:c423c46bef5197fd"


def test_a_runtime_cache_is_left_out_of_the_new_hash_and_kept_in_the_old(home: HermesPaths):
    folder = home.skills_dir / "devops" / "deploy-checks"
    (folder / "scripts" / "__pycache__").mkdir()
    (folder / "scripts" / "__pycache__" / "check.cpython-311.pyc").write_bytes(b"\0\1")
    without, with_caches = bundled_hashes(folder)
    assert without == "34690f4357a12a2b8a4e68e42fc03ada"
    assert with_caches != without


def test_a_pristine_bundled_skill(home: HermesPaths):
    found = provenance_of(home.skills_dir / "devops" / "deploy-checks", home)
    assert (found.kind, found.trust) == (SourceKind.BUNDLED, "builtin")
    assert found.bundled is not None
    assert found.bundled.pristine is True
    assert found.usage is not None
    assert (found.usage.use_count, found.usage.view_count, found.usage.patch_count) == (12, 30, 1)


def test_a_bundled_skill_edited_since_seeding(home: HermesPaths):
    folder = home.skills_dir / "devops" / "deploy-checks"
    (folder / "SKILL.md").write_text("---\nname: deploy-checks\n---\nchanged\n")
    found = provenance_of(folder, home)
    assert found.bundled is not None
    assert found.bundled.pristine is False
    assert found.bundled.origin_hash == "34690f4357a12a2b8a4e68e42fc03ada"


def test_a_hub_skill_and_whether_its_files_still_match(home: HermesPaths):
    folder = home.skills_dir / "research" / "paper-search"
    found = provenance_of(folder, home)
    assert (found.kind, found.trust) == (SourceKind.HUB, "community")
    assert found.hub is not None
    assert found.hub.files_match
    assert found.hub.entry.identifier == "acme/skills/research/paper-search"
    assert found.hub.entry.scan_verdict == "safe"
    (folder / "tips.md").write_text("changed\n")
    changed = provenance_of(folder, home)
    assert changed.hub is not None
    assert not changed.hub.files_match


def test_agent_created_user_archived_and_external_skills(home: HermesPaths, tmp_path: Path):
    agent = provenance_of(home.skills_dir / "notes" / "meeting-notes", home)
    assert (agent.kind, agent.trust) == (SourceKind.AGENT_CREATED, "agent-created")
    assert agent.usage is not None
    assert agent.usage.state == "stale"
    mine = provenance_of(home.skills_dir / "mine" / "my-helper", home)
    assert (mine.kind, mine.trust) == (SourceKind.USER, "trusted")
    assert mine.usage is not None
    assert mine.usage.pinned
    old = provenance_of(home.skills_dir / ".archive" / "old-tool", home)
    assert old.archived
    assert old.kind is SourceKind.AGENT_CREATED  # the legacy agent_created flag
    outside = tmp_path / "team-skills" / "lint-helper"
    outside.mkdir(parents=True)
    external = provenance_of(outside, home, [tmp_path / "team-skills"])
    assert (external.kind, external.trust) == (SourceKind.EXTERNAL, "community")
    assert provenance_of(outside, home).kind is SourceKind.USER


def test_the_old_bare_name_manifest_form_means_origin_unknown():
    manifest = read_bundled_manifest(FIXTURE / "skills" / ".bundled_manifest")
    assert manifest == {
        "deploy-checks": "34690f4357a12a2b8a4e68e42fc03ada",
        "legacy-skill": None,
    }


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"[]", b'{"installed": []}', b'{"installed": {"x": 3}}', b"\xff\xfe\0garbage"],
)
def test_corrupt_records_read_as_empty(tmp_path: Path, content: bytes):
    path = tmp_path / "record.json"
    path.write_bytes(content)
    assert read_hub_lock(path) == {}
    assert all(isinstance(name, str) for name in read_usage(path))  # never raises
    assert isinstance(read_bundled_manifest(path), dict)


def test_missing_records_read_as_empty(tmp_path: Path):
    assert read_hub_lock(tmp_path / "none.json") == {}
    assert read_usage(tmp_path / "none.json") == {}
    assert read_bundled_manifest(tmp_path / "none") == {}
