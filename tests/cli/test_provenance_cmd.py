"""``hermes skills sync | list-modified | diff | reset`` end to end, on a temporary
HERMES_HOME and bundle."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hermes_cli.main import main
from tests.cli.terminal import type_at_terminal


@pytest.fixture
def env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    bundle = tmp_path / "bundle" / "devops" / "deploy"
    bundle.mkdir(parents=True)
    (bundle / "SKILL.md").write_text("---\nname: deploy\ndescription: Deploys.\n---\n# Steps\n")
    monkeypatch.setenv("HERMES_BUNDLED_SKILLS", str(tmp_path / "bundle"))
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    return tmp_path / "home" / "skills"


def test_sync_then_edit_then_diff_list_and_restore(env: Path, capsys: pytest.CaptureFixture[str]):
    assert main(["skills", "sync"]) == 0
    assert "deploy: copied" in capsys.readouterr().out
    skill_md = env / "devops" / "deploy" / "SKILL.md"
    skill_md.write_text(skill_md.read_text() + "My own step.\n")
    assert main(["skills", "list-modified", "--format", "json"]) == 0
    assert [row["name"] for row in json.loads(capsys.readouterr().out)] == ["deploy"]
    assert main(["skills", "diff", "deploy"]) == 1
    assert "+My own step." in capsys.readouterr().out
    assert main(["skills", "reset", "deploy", "--restore"]) == 2  # your copy: asks first
    assert "deploy: not restored: confirm with --yes (-y)" in capsys.readouterr().err
    assert "My own step." in skill_md.read_text()
    assert main(["skills", "reset", "deploy", "--restore", "-y"]) == 0
    assert "bundled version is back" in capsys.readouterr().out
    assert "My own step." not in skill_md.read_text()
    assert main(["skills", "diff", "deploy"]) == 0


def test_sync_reports_as_json_and_unknown_names_are_usage_errors(
    env: Path, capsys: pytest.CaptureFixture[str]
):
    assert main(["skills", "sync", "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["copied"] == ["deploy"]
    assert main(["skills", "reset", "nope"]) == 2
    assert "nope" in capsys.readouterr().err


def test_restoring_a_changed_copy_asks_at_the_terminal_and_a_pristine_one_does_not(
    env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    assert main(["skills", "sync"]) == 0
    skill_md = env / "devops" / "deploy" / "SKILL.md"
    assert main(["skills", "reset", "deploy", "--restore"]) == 0  # nothing of yours lost
    skill_md.write_text(skill_md.read_text() + "My own step.\n")
    type_at_terminal(monkeypatch, "n\n")
    assert main(["skills", "reset", "deploy", "--restore"]) == 1
    out = capsys.readouterr().out
    assert "replace your changed copy at" in out
    assert "deploy: kept your copy" in out
    assert "My own step." in skill_md.read_text()


def test_sync_refuses_a_config_it_cannot_read_and_writes_nothing(
    env: Path, capsys: pytest.CaptureFixture[str]
):
    config = env.parent / "config.yaml"
    config.parent.mkdir(parents=True)
    config.write_text("skills:\n  external_dirs: [unclosed\n")
    assert main(["skills", "sync"]) == 2
    assert "config.yaml" in capsys.readouterr().err
    assert not (env / ".workbench_bundled_manifest").exists()
