"""``hermes skills list`` and ``hermes skills view`` end to end, in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def hermes(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HERMES_")}
    env |= {"HERMES_HOME": str(home), "PYTHONPATH": str(REPO), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "hermes_cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def write_skill(root: Path, rel: str, frontmatter: str, body: str = "# Steps\n\nDo it.\n") -> Path:
    folder = root / rel
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(f"---\n{frontmatter}---\n{body}", encoding="utf-8")
    return folder


@pytest.fixture
def home(tmp_path: Path) -> Path:
    skills = tmp_path / "skills"
    write_skill(
        skills, "devops/deploy", "name: deploy\ndescription: Deploys the app. Use when shipping.\n"
    )
    write_skill(
        skills,
        "writing/notes",
        "name: notes\ndescription: Takes notes.\nrequired_environment_variables: [NOTES_TOKEN]\n",
        "See [the guide](references/guide.md).\n",
    )
    (skills / "writing/notes/references").mkdir()
    (skills / "writing/notes/references/guide.md").write_text("# Guide\n", encoding="utf-8")
    write_skill(skills, "old/legacy", "name: legacy\ndescription: Old.\n")
    (tmp_path / "config.yaml").write_text("skills:\n  disabled: [legacy]\n", encoding="utf-8")
    (tmp_path / ".no-bundled-skills").touch()  # these tests see only the skills above
    return tmp_path


def test_the_first_list_seeds_the_bundled_skills_once(tmp_path: Path):
    bundled = sorted(p.parent.name for p in (REPO / "skills").rglob("SKILL.md"))
    first = hermes(tmp_path, "skills", "list")
    assert first.returncode == 0, first.stderr
    assert f"seeded {len(bundled)} bundled skills" in first.stderr
    assert all(name in first.stdout for name in bundled)
    assert (tmp_path / "skills" / ".workbench_bundled_manifest").is_file()
    assert not (tmp_path / "skills" / ".bundled_manifest").exists()  # Hermes Agent's own
    again = hermes(tmp_path, "skills", "list")
    assert "seeded" not in again.stderr
    assert again.stdout == first.stdout


def test_list_shows_enabled_skills_with_their_category(home):
    result = hermes(home, "skills", "list")
    assert result.returncode == 0, result.stderr
    assert "devops/deploy" in result.stdout
    assert "writing/notes" in result.stdout
    assert "legacy" not in result.stdout
    assert result.stdout.strip().endswith("2 skills")


def test_list_all_includes_disabled_skills_marked_hidden(home):
    result = hermes(home, "skills", "list", "--all")
    assert "old/legacy" in result.stdout
    assert "(hidden)" in result.stdout


def test_list_as_json_filters_by_category(home):
    result = hermes(home, "skills", "list", "--category", "devops", "--format", "json")
    rows = json.loads(result.stdout)["skills"]
    assert [(r["name"], r["category"], r["shown"]) for r in rows] == [("deploy", "devops", True)]


def test_view_prints_the_skill_and_reports_missing_setup_on_stderr(home):
    result = hermes(home, "skills", "view", "notes")
    assert result.returncode == 0
    assert result.stdout.startswith("---\nname: notes\n")
    assert "missing environment variables: NOTES_TOKEN" in result.stderr
    assert "references/guide.md" in result.stderr


def test_view_as_json_reports_readiness(home):
    payload = json.loads(hermes(home, "skills", "view", "writing/notes", "--format", "json").stdout)
    assert payload["readiness"] == "setup_needed"
    assert payload["missing_env"] == ["NOTES_TOKEN"]
    assert payload["supporting_files"] == ["references/guide.md"]


def test_view_a_supporting_file(home):
    result = hermes(home, "skills", "view", "notes", "references/guide.md")
    assert (result.returncode, result.stdout) == (0, "# Guide\n")


@pytest.mark.parametrize("path", ["../../config.yaml", "/etc/passwd"])
def test_view_refuses_paths_that_leave_the_skill(home, path):
    result = hermes(home, "skills", "view", "notes", path)
    assert result.returncode == 2
    assert result.stdout == ""
    assert "Refusing path" in result.stderr


def test_view_of_an_unknown_or_disabled_skill_is_an_error_with_suggestions(home):
    unknown = hermes(home, "skills", "view", "deplyo")
    assert unknown.returncode == 2
    assert "deploy" in unknown.stderr
    assert "Traceback" not in unknown.stderr
    assert hermes(home, "skills", "view", "legacy").returncode == 2
