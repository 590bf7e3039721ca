"""Shadow-git checkpoints: stored outside the user's repository, .gitignore honoured,
rollback removes files created since and can itself be undone; never / or home; one
per folder per turn when the loop edits files."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from hermes_core.agent.checkpoints import CheckpointError, Checkpoints, project_folder


@pytest.fixture
def project(tmp_path: Path) -> Path:
    folder = tmp_path / "project"
    folder.mkdir()
    subprocess.run(["git", "init", "--quiet", str(folder)], check=True)
    (folder / "app.py").write_text("print('v1')\n")
    (folder / ".gitignore").write_text("build/\n")
    (folder / "build").mkdir()
    (folder / "build" / "out.bin").write_text("artifact")
    return folder


def test_snapshot_and_rollback_leave_the_users_repository_alone(project: Path, tmp_path: Path):
    store = Checkpoints(tmp_path / "store")
    first = store.snapshot(project, "before edit")
    assert first is not None
    (project / "app.py").write_text("print('v2')\n")
    (project / "notes.txt").write_text("new file")
    (project / "build" / "out.bin").write_text("rebuilt")
    undo = store.rollback(project, first[:10])
    assert (project / "app.py").read_text() == "print('v1')\n"
    assert not (project / "notes.txt").exists()
    assert (project / "build" / "out.bin").read_text() == "rebuilt"  # ignored, untouched
    store.rollback(project, undo)
    assert (project / "notes.txt").read_text() == "new file"
    status = subprocess.run(
        ["git", "-C", str(project), "log", "--oneline"], capture_output=True, text=True, check=False
    )
    assert status.stdout == ""  # the user's repository has no commits from us
    labels = [c.label for c in store.list(project)]
    assert labels[-1] == "before edit"
    with pytest.raises(CheckpointError, match="no single snapshot"):
        store.rollback(project, "deadbeef00")


def test_never_root_or_home(tmp_path: Path):
    store = Checkpoints(tmp_path / "store")
    assert store.snapshot(Path("/"), "no") is None
    assert store.snapshot(Path.home(), "no") is None
    assert not (tmp_path / "store").exists()


def test_the_project_folder_is_the_git_root(project: Path):
    deep = project / "src" / "pkg"
    deep.mkdir(parents=True)
    assert project_folder(deep / "mod.py") == project
    assert project_folder(project.parent / "loose.txt") == project.parent


def test_the_command_line(
    project: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
):
    from hermes_cli.main import main

    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    store = Checkpoints(tmp_path / "home" / "checkpoints")
    first = store.snapshot(project, "before write_file app.py")
    assert first is not None
    (project / "app.py").write_text("print('v2')\n")
    assert main(["checkpoints", "list", str(project / "app.py")]) == 0
    assert "before write_file app.py" in capsys.readouterr().out
    assert main(["checkpoints", "rollback", first[:12], str(project)]) == 0
    assert "to undo this: hermes checkpoints rollback" in capsys.readouterr().out
    assert (project / "app.py").read_text() == "print('v1')\n"
    assert main(["checkpoints", "rollback", "0000000", str(project)]) == 2
