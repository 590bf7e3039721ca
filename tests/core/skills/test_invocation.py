import pytest

from hermes_core.errors import SkillNotFoundError
from hermes_core.paths import HermesPaths
from hermes_core.skills.discovery import SkillFilter
from hermes_core.skills.invocation import (
    SlashCommand,
    build_invocation_message,
    parse_slash_command,
)
from hermes_core.skills.view import ViewContext
from tests.core.skills.conftest import CatalogFactory, SkillWriter

CONFIGURED = (
    "metadata:\n"
    "  hermes:\n"
    "    config:\n"
    "      - key: wiki.path\n        description: Where the wiki lives\n        default: ~/wiki\n"
    "      - key: wiki.style\n        description: House style\n"
    "      - key: wiki.depth\n        description: How deep\n        default: 2\n"
    "required_environment_variables:\n"
    "  - name: WIKI_TOKEN\n    prompt: Token\n"
    "prerequisites:\n  commands: [pandoc]"
)
BODY = "# Wiki\n\nWrite pages under ${HERMES_SKILL_DIR}/templates for ${HERMES_SESSION_ID}.\n"


def no_commands(_command: str) -> str | None:
    return None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("/wiki", SlashCommand("wiki", "")),
        ("/wiki add a page about cats", SlashCommand("wiki", "add a page about cats")),
        ("  /wiki   padded words  ", SlashCommand("wiki", "padded words")),
        ("/wiki\nsecond line", SlashCommand("wiki", "second line")),
        ("/ops/deploy now", SlashCommand("ops/deploy", "now")),
    ],
)
def test_a_slash_command_splits_into_name_and_instruction(
    text: str, expected: SlashCommand
) -> None:
    assert parse_slash_command(text) == expected


@pytest.mark.parametrize("text", ["wiki please", "/", "/ wiki", ""])
def test_text_that_is_not_a_slash_command_parses_to_none(text: str) -> None:
    assert parse_slash_command(text) is None


def test_the_invocation_message_has_every_part_in_order(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "writing/wiki", extra=CONFIGURED, body=BODY)
    skills.file(path.parent / "templates" / "page.md", "# {title}\n")
    catalog = make_catalog()
    message = build_invocation_message(
        catalog,
        SlashCommand("wiki", "add a page about cats"),
        context=ViewContext({"SECRET": "s3cr3t"}, which=no_commands, session_id="sess-1"),
        config_values={"skills.config.wiki.style": "terse"},
    )
    text = message.text
    folder = str(path.parent)
    parts = [
        '[SYSTEM: The user has invoked the "wiki" skill.',
        "# Wiki",
        f"Write pages under {folder}/templates for sess-1.",
        f"[Skill directory: {folder}.",
        "[Skill config (config.yaml, skills.config):",
        "  wiki.path = ~/wiki (default)",
        "  wiki.style = terse",
        "  wiki.depth = 2 (default)",
        "[Skill setup needed: missing environment variables WIKI_TOKEN and commands pandoc",
        '[Supporting files; load one with skill_view(name="wiki", path="<path>"):',
        "- templates/page.md",
        "The user's instruction for this skill: add a page about cats",
    ]
    positions = [text.index(part) for part in parts]
    assert positions == sorted(positions)
    assert text.startswith(parts[0])
    assert text.rstrip().endswith(parts[-1])
    assert "---" not in text  # the frontmatter is stripped
    assert "description:" not in text
    assert "s3cr3t" not in text
    assert message.entry.path == path
    assert message.readiness.missing_env_names == ("WIKI_TOKEN",)


def test_config_values_given_by_the_declared_key_win_and_unset_ones_say_so(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "writing/wiki", extra=CONFIGURED, body=BODY)
    text = build_invocation_message(
        make_catalog(),
        SlashCommand("wiki"),
        context=ViewContext({"WIKI_TOKEN": "t"}, which=lambda _c: "/bin/pandoc"),
        config_values={"wiki.path": "/srv/wiki", "wiki.depth": [1, 2]},
    ).text
    assert "  wiki.path = /srv/wiki\n" in text
    assert "  wiki.style = (not set)\n" in text
    assert "  wiki.depth = [1, 2]\n" in text
    assert "Skill setup needed" not in text
    assert "The user's instruction" not in text
    assert "${HERMES_SESSION_ID}" in text  # no session: left as written


def test_a_plain_skill_has_no_config_setup_or_files_blocks(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "plain", body="Just do it.\n")
    text = build_invocation_message(make_catalog(), SlashCommand("plain")).text
    assert text.splitlines()[2] == "Just do it."
    for absent in ("Skill config", "Skill setup", "Supporting files"):
        assert absent not in text


def test_an_underscore_command_finds_the_hyphenated_skill(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "dev/claude-code")
    command = parse_slash_command("/claude_code fix the build")
    assert command is not None
    assert build_invocation_message(make_catalog(), command).entry.path == path


def test_an_ambiguous_skill_points_to_its_qualified_name_for_files(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    first = skills.write(home.skills_dir, "a/helper")
    skills.write(home.skills_dir, "b/helper")
    skills.file(first.parent / "references" / "notes.md", "notes")
    text = build_invocation_message(make_catalog(), SlashCommand("a/helper")).text
    assert 'skill_view(name="a/helper", path="<path>")' in text


def test_a_disabled_skill_cannot_be_invoked(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "ops/off")
    with pytest.raises(SkillNotFoundError):
        build_invocation_message(
            make_catalog(),
            SlashCommand("off"),
            skill_filter=SkillFilter(disabled=frozenset({"off"})),
        )
