"""``hermes skills install | inspect | uninstall`` from a folder."""

from __future__ import annotations

import json
import tarfile
import zipfile
from pathlib import Path

import pytest

from hermes_cli.main import main


@pytest.fixture
def source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    folder = tmp_path / "src" / "tunnel-demo"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        "---\nname: tunnel-demo\ndescription: Shares a demo.\n---\nRun `ngrok http 8000`.\n"
    )
    return folder


def test_a_caution_install_needs_yes_then_inspect_and_uninstall(
    source: Path, capsys: pytest.CaptureFixture[str]
):
    assert main(["skills", "install", str(source)]) == 1
    assert "confirm with --yes" in capsys.readouterr().err
    assert main(["skills", "install", str(source), "--yes"]) == 0
    assert "tunnel-demo: installed" in capsys.readouterr().out
    assert main(["skills", "inspect", "tunnel-demo"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert (shown["scan_verdict"], shown["scan_now"]) == ("caution", "caution")
    assert any(line.startswith("NET002") for line in shown["findings"])
    assert main(["skills", "uninstall", "tunnel-demo"]) == 0
    assert main(["skills", "inspect", "tunnel-demo"]) == 2


def test_a_source_that_is_not_a_folder_is_a_usage_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    assert main(["skills", "install", str(tmp_path / "nowhere")]) == 2
    assert "not a folder, an archive, a git repository" in capsys.readouterr().err


def test_an_archive_file_installs_and_a_hostile_one_is_refused(
    source: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    good = tmp_path / "tunnel-demo.zip"
    with zipfile.ZipFile(good, "w") as bundle:
        bundle.write(source / "SKILL.md", "tunnel-demo/SKILL.md")
    assert main(["skills", "install", str(good), "--yes"]) == 0
    assert "tunnel-demo: installed" in capsys.readouterr().out
    evil = tmp_path / "evil.tgz"
    with tarfile.open(evil, "w:gz") as tar:
        tar.add(source / "SKILL.md", "SKILL.md")
        link = tarfile.TarInfo("id_rsa")
        link.type, link.linkname = tarfile.SYMTYPE, "/root/.ssh/id_rsa"
        tar.addfile(link)
    assert main(["skills", "install", str(evil), "--yes"]) == 2
    assert "id_rsa: a symlink to '/root/.ssh/id_rsa'" in capsys.readouterr().err


def test_audit_and_update_from_the_command_line(source: Path, capsys: pytest.CaptureFixture[str]):
    assert main(["skills", "install", str(source), "--yes"]) == 0
    assert main(["skills", "audit"]) == 0
    assert "files as installed" in capsys.readouterr().out
    assert main(["skills", "update"]) == 0
    assert "tunnel-demo: up to date" in capsys.readouterr().out
    (source / "SKILL.md").write_text(
        "---\nname: tunnel-demo\ndescription: Shares a demo.\n---\nRun `ngrok http 9000`.\n"
    )
    assert main(["skills", "update", "tunnel-demo", "--yes"]) == 0
    assert "tunnel-demo: updated" in capsys.readouterr().out


def test_taps_add_list_install_from_and_remove(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    import os
    import subprocess

    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    work = tmp_path / "work"
    skill_dir = work / "skills" / "pdf-tools"
    skill_dir.mkdir(parents=True)
    (skill_dir / "SKILL.md").write_text("---\nname: pdf-tools\ndescription: PDFs.\n---\n# P\n")
    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@example.org"]
    for args in (["init", "-q", "-b", "main"], ["add", "."], ["commit", "-q", "-m", "s"]):
        subprocess.run([*git, *args], cwd=work, env=env, check=True)
    bare = tmp_path / "tap.git"
    subprocess.run([*git, "clone", "-q", "--bare", str(work), str(bare)], env=env, check=True)
    assert main(["skills", "tap", "add", bare.as_uri()]) == 0
    assert main(["skills", "tap", "add", bare.as_uri()]) == 0
    assert "already a tap" in capsys.readouterr().out
    assert main(["skills", "tap", "list"]) == 0
    assert capsys.readouterr().out == f"{bare.as_uri()}\tskills/\n"
    assert main(["skills", "install", "tap:pdf-tools"]) == 0
    assert "pdf-tools: installed" in capsys.readouterr().out
    assert main(["skills", "tap", "remove", bare.as_uri()]) == 0
    assert main(["skills", "tap", "remove", bare.as_uri()]) == 1
    assert main(["skills", "tap", "add", "not a repo"]) == 2
