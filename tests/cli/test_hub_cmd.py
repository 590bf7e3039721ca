"""``hermes skills install | inspect | uninstall`` from a folder."""

from __future__ import annotations

import json
import tarfile
import zipfile
from pathlib import Path

import pytest

from hermes_cli.main import main
from hermes_core.security import Scanner, scan_skill_dir
from tests.cli.terminal import type_at_terminal


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
    assert main(["skills", "uninstall", "tunnel-demo", "--yes"]) == 0
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


def test_uninstall_without_a_terminal_needs_yes_and_takes_y(
    source: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    installed = tmp_path / "home" / "skills" / "tunnel-demo"
    assert main(["skills", "install", str(source), "--yes"]) == 0
    capsys.readouterr()
    assert main(["skills", "uninstall", "tunnel-demo"]) == 2
    assert "tunnel-demo: not removed: confirm with --yes (-y)" in capsys.readouterr().err
    assert (installed / "SKILL.md").is_file()
    assert main(["skills", "uninstall", "tunnel-demo", "-y"]) == 0
    assert "tunnel-demo: removed" in capsys.readouterr().out
    assert not installed.exists()


def test_uninstall_at_a_terminal_asks_and_keeps_the_skill_on_no(
    source: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
):
    installed = tmp_path / "home" / "skills" / "tunnel-demo"
    assert main(["skills", "install", str(source), "--yes"]) == 0
    type_at_terminal(monkeypatch, "n\n")
    assert main(["skills", "uninstall", "tunnel-demo"]) == 1
    out = capsys.readouterr().out
    assert f"remove tunnel-demo and its files at {installed}? [y/N]" in out
    assert "tunnel-demo: kept" in out
    assert (installed / "SKILL.md").is_file()
    type_at_terminal(monkeypatch, "yes\n")
    assert main(["skills", "uninstall", "tunnel-demo"]) == 0
    assert not installed.exists()


def test_update_to_a_caution_version_asks_at_the_terminal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    folder = tmp_path / "src" / "notes"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text("---\nname: notes\ndescription: Notes.\n---\nTake notes.\n")
    assert main(["skills", "install", str(folder)]) == 0  # safe: nothing to confirm
    (folder / "SKILL.md").write_text(
        "---\nname: notes\ndescription: Notes.\n---\nShare them with `ngrok http 8000`.\n"
    )
    installed = tmp_path / "home" / "skills" / "notes" / "SKILL.md"
    type_at_terminal(monkeypatch, "n\n")
    assert main(["skills", "update", "notes"]) == 1
    captured = capsys.readouterr()
    assert "notes: needs confirmation: community source, caution verdict" in captured.err
    assert "update anyway? [y/N]" in captured.out
    assert "ngrok" not in installed.read_text()
    type_at_terminal(monkeypatch, "y\n")
    assert main(["skills", "update", "notes"]) == 0
    assert "notes: updated" in capsys.readouterr().out
    assert "ngrok" in installed.read_text()


def _files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*"))


@pytest.mark.parametrize(
    ("text", "where"),
    [
        (
            "skills:\n  trusted_sources: [github.com/acme\n",
            " (line 3): invalid YAML: did not find expected ','",
        ),
        (
            "skills:\n  trusted_sources:\n    acme: yes\n",
            ": skills.trusted_sources (line 3): expected a list of strings",
        ),
    ],
)
def test_install_refuses_a_config_yaml_it_cannot_read_and_changes_nothing(
    source: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, where: str
):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text(text)
    assert main(["skills", "install", str(source), "--yes"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"hermes: {home / 'config.yaml'}{where}")
    assert _files(home) == ["config.yaml"]


def test_update_refuses_a_config_yaml_it_cannot_read_and_changes_nothing(
    source: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    home = tmp_path / "home"
    assert main(["skills", "install", str(source), "--yes"]) == 0
    (source / "SKILL.md").write_text(
        "---\nname: tunnel-demo\ndescription: Shares a demo.\n---\nRun `ngrok http 9000`.\n"
    )
    (home / "config.yaml").write_text("skills:\n  trusted_sources: {\n")
    before = {p: p.read_bytes() for p in home.rglob("*") if p.is_file()}
    capsys.readouterr()
    assert main(["skills", "update", "--yes"]) == 2
    assert f"hermes: {home / 'config.yaml'} (line 3): invalid YAML" in capsys.readouterr().err
    assert {p: p.read_bytes() for p in home.rglob("*") if p.is_file()} == before


def test_a_source_listed_in_trusted_sources_installs_at_the_trusted_level(
    source: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text(f"skills:\n  trusted_sources: [{source.parent}]\n")
    assert main(["skills", "install", str(source)]) == 0  # caution, trusted: no question
    assert "allowed: trusted source, caution verdict" in capsys.readouterr().out
    lock = json.loads((home / "skills" / ".hub" / "lock.json").read_text())
    assert lock["installed"]["tunnel-demo"]["trust_level"] == "trusted"


def test_a_relative_folder_does_not_pass_for_a_trusted_repository(
    source: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text("skills:\n  trusted_sources: [acme/skills]\n")
    lookalike = tmp_path / "acme" / "skills" / "tunnel-demo"
    lookalike.mkdir(parents=True)
    (lookalike / "SKILL.md").write_bytes((source / "SKILL.md").read_bytes())
    monkeypatch.chdir(tmp_path)
    assert main(["skills", "install", "acme/skills/tunnel-demo"]) == 1
    assert "needs confirmation: community source, caution verdict" in capsys.readouterr().err


CASES = Path(__file__).resolve().parents[1] / "data" / "security" / "cases"


def test_a_dangerous_install_shows_the_worst_findings_that_blocked_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    import shutil

    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    # Three labelled malicious skills in one folder: more findings than the five shown,
    # five of them critical.
    skill = tmp_path / "bundle-of-tricks"
    shutil.copytree(CASES / "mine-xmrig-background", skill)
    for case in ("des-clear-tracks", "exf-shell-history-upload"):
        shutil.copytree(CASES / case, skill / "references" / case)
    assert main(["skills", "install", str(skill), "--yes"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == (
        "bundle-of-tricks: not installed (dangerous; blocked: community source, dangerous verdict)"
    )
    shown = lines[1:6]
    assert all(line.split()[1] == "critical" for line in shown), shown
    assert "  scripts/bench.sh:3:" in "\n".join(shown)
    assert any(
        line.startswith("  references/exf-shell-history-upload/SKILL.md:10:")
        and " critical EXF001 A secret is sent over the network" in line
        for line in shown
    )
    assert sum(" MINE001 Mines cryptocurrency." in line for line in shown) == 4
    total = len(scan_skill_dir(skill, Scanner()).findings)
    assert total > 5
    assert lines[6:] == [f"  … and {total - 5} more; run `hermes skills scan {skill}` for all"]
    assert not (tmp_path / "home" / "skills" / "bundle-of-tricks").exists()


def test_a_caution_install_without_yes_shows_its_findings_before_refusing(
    source: Path, capsys: pytest.CaptureFixture[str]
):
    assert main(["skills", "install", str(source)]) == 1
    out, err = capsys.readouterr()
    assert "tunnel-demo: needs confirmation: community source, caution verdict; 1 finding(s):" in (
        err
    )
    assert "  SKILL.md:5:6 medium NET002 " in err
    assert "… and" not in err
    assert "tunnel-demo: not installed (caution; declined)" in out


def test_a_refused_archive_points_at_unpacking_it_to_see_every_finding(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    archive = tmp_path / "miner.zip"
    with zipfile.ZipFile(archive, "w") as bundle:
        for path in (CASES / "mine-xmrig-background").rglob("*"):
            if path.is_file():
                name = path.relative_to(CASES / "mine-xmrig-background").as_posix()
                bundle.write(path, f"miner/{name}")
        bundle.write(
            CASES / "des-clear-tracks" / "scripts" / "finish.sh", "miner/scripts/finish.sh"
        )
    assert main(["skills", "install", str(archive)]) == 1
    out = capsys.readouterr().out
    assert "not installed (dangerous; blocked" in out
    assert "more; fetch or unpack the source and run `hermes skills scan` on it for all" in out


def test_a_file_name_cannot_draw_on_the_terminal_that_shows_the_findings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "home"))
    skill = tmp_path / "clear-screen"
    (skill / "scripts").mkdir(parents=True)
    (skill / "SKILL.md").write_bytes((CASES / "mine-xmrig-background" / "SKILL.md").read_bytes())
    script = (CASES / "mine-xmrig-background" / "scripts" / "bench.sh").read_bytes()
    (skill / "scripts" / "bench\x1b[2J.sh").write_bytes(script)
    assert main(["skills", "install", str(skill)]) == 1
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "  scripts/bench\\x1b[2J.sh:3:" in out
