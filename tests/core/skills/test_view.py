import os
from collections.abc import Callable
from pathlib import Path

import pytest

from hermes_core.errors import SkillNotFoundError, UnsafePathError
from hermes_core.paths import HermesPaths
from hermes_core.skills.discovery import SkillFilter
from hermes_core.skills.env_file import parse_env_text, read_env_file
from hermes_core.skills.model import Platform
from hermes_core.skills.view import (
    MAX_FILE_BYTES,
    FileStatus,
    ReadinessStatus,
    ViewContext,
    skill_view,
    skills_list,
    substitute_variables,
)
from tests.core.skills.conftest import ANY_PLATFORM, CatalogFactory, SkillWriter, skill_text

NEEDS_SETUP = (
    "required_environment_variables:\n"
    "  - name: WEATHER_API_KEY\n    prompt: Your API key\n"
    "  - name: OPTIONAL_TOKEN\n    prompt: Optional\n    optional: true\n"
    "prerequisites:\n  commands: [jq, curl]"
)


def no_commands(_command: str) -> str | None:
    return None


def context(
    environ: dict[str, str] | None = None,
    *,
    which: Callable[[str], str | None] = no_commands,
    session_id: str | None = None,
) -> ViewContext:
    return ViewContext(environ or {}, which=which, session_id=session_id)


# -- level 1 ----------------------------------------------------------------------


def test_skills_list_gives_name_description_and_category_sorted(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "writing/prose", description="Writes prose.")
    skills.write(home.skills_dir, "devops/deploy", description="Deploys.")
    skills.write(home.skills_dir, "devops/audit", description="Audits.")
    listing = skills_list(make_catalog(), ANY_PLATFORM)
    assert [(s.category, s.name, s.description) for s in listing.skills] == [
        ("devops", "audit", "Audits."),
        ("devops", "deploy", "Deploys."),
        ("writing", "prose", "Writes prose."),
    ]
    assert listing.categories == ("devops", "writing")
    narrowed = skills_list(make_catalog(), ANY_PLATFORM, category="writing")
    assert [s.name for s in narrowed.skills] == ["prose"]


def test_skills_list_hides_disabled_and_other_platform_skills(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/shown")
    skills.write(home.skills_dir, "a/off")
    skills.write(home.skills_dir, "a/windows-only", extra="platforms: [windows]")
    skill_filter = SkillFilter(platform=Platform.LINUX, disabled=frozenset({"off"}))
    assert [s.name for s in skills_list(make_catalog(), skill_filter).skills] == ["shown"]


# -- level 2 ----------------------------------------------------------------------


def test_viewing_a_skill_gives_its_text_files_and_folder(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    body = "Run ${HERMES_SKILL_DIR}/scripts/go.sh for session ${HERMES_SESSION_ID}.\n"
    path = skills.write(home.skills_dir, "ops/runner", body=body)
    skills.file(path.parent / "scripts" / "go.sh", "#!/bin/sh\n")
    skills.file(path.parent / "references" / "api.md", "# API\n")
    view = skill_view(make_catalog(), "runner", context=context(session_id="sess-42"))
    folder = str(path.parent)
    assert view.name == "runner"
    assert view.skill_dir == path.parent
    assert view.content == path.read_text(encoding="utf-8").replace(
        "${HERMES_SKILL_DIR}", folder
    ).replace("${HERMES_SESSION_ID}", "sess-42")
    assert view.body == f"Run {folder}/scripts/go.sh for session sess-42.\n"
    assert [f.path for f in view.supporting_files] == ["references/api.md", "scripts/go.sh"]
    assert view.readiness.status is ReadinessStatus.AVAILABLE


def test_the_session_variable_stays_as_written_without_a_session() -> None:
    text = "dir ${HERMES_SKILL_DIR} session ${HERMES_SESSION_ID} other ${HOME}"
    assert substitute_variables(text, Path("/s"), None) == (
        "dir /s session ${HERMES_SESSION_ID} other ${HOME}"
    )


def test_missing_environment_variables_and_commands_are_reported(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "net/weather", extra=NEEDS_SETUP)
    view = skill_view(
        make_catalog(),
        "weather",
        context=context(which=lambda cmd: "/usr/bin/curl" if cmd == "curl" else None),
    )
    assert view.readiness.missing_env_names == ("WEATHER_API_KEY",)
    assert view.readiness.missing_commands == ("jq",)
    assert view.readiness.status is ReadinessStatus.SETUP_NEEDED


def test_a_variable_set_in_the_environment_counts_as_present(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "net/weather", extra=NEEDS_SETUP)
    view = skill_view(
        make_catalog(),
        "weather",
        context=context({"WEATHER_API_KEY": "k"}, which=lambda _cmd: "/bin/x"),
    )
    assert view.readiness.status is ReadinessStatus.AVAILABLE


def test_a_variable_saved_in_the_hermes_env_file_counts_as_present(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "net/weather", extra=NEEDS_SETUP)
    home.env_file.write_text('# secrets\nexport WEATHER_API_KEY="abc def"\n', encoding="utf-8")
    ctx = ViewContext.for_home(home, {}, which=lambda _cmd: "/bin/x")
    assert skill_view(make_catalog(), "weather", context=ctx).readiness.missing_env == ()
    home.env_file.write_text("WEATHER_API_KEY=\n", encoding="utf-8")
    assert skill_view(make_catalog(), "weather", context=ctx).readiness.missing_env_names == (
        "WEATHER_API_KEY",
    )


def test_a_skill_for_another_platform_can_still_be_viewed_by_name(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "mac/mac-tool", extra="platforms: [macos]")
    linux = SkillFilter(platform=Platform.LINUX)
    assert skill_view(make_catalog(), "mac-tool", skill_filter=linux).name == "mac-tool"


def test_a_disabled_skill_cannot_be_viewed(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/off")
    with pytest.raises(SkillNotFoundError):
        skill_view(make_catalog(), "off", skill_filter=SkillFilter(disabled=frozenset({"off"})))


def test_viewing_a_skill_edited_behind_the_catalogs_back_shows_the_new_text_and_catches_up(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/tool", description="Old.")
    catalog = make_catalog()
    catalog.snapshot()
    skills.edit(path, skill_text("tool", "New."))
    assert "description: New." in skill_view(catalog, "tool").content
    assert [s.description for s in skills_list(catalog, ANY_PLATFORM).skills] == ["New."]


def test_viewing_a_skill_deleted_behind_the_catalogs_back_is_not_found(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/tool")
    catalog = make_catalog()
    catalog.snapshot()
    skills.remove(path.parent)
    with pytest.raises(SkillNotFoundError):
        skill_view(catalog, "tool")
    assert len(catalog.snapshot()) == 0


# -- level 3 ----------------------------------------------------------------------


def test_viewing_a_supporting_file_gives_its_text(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/tool")
    skills.file(path.parent / "references" / "api.md", "# API\n\nDetails.\n")
    view = skill_view(make_catalog(), "tool", "references/api.md")
    assert (view.status, view.content, view.size) == (FileStatus.TEXT, "# API\n\nDetails.\n", 16)
    assert view.message == ""


@pytest.mark.parametrize("path", ["../other/SKILL.md", "references/../../x", "/etc/passwd"])
def test_paths_that_leave_the_skill_are_refused(
    path: str, home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/tool")
    skills.write(home.skills_dir, "a/other")
    with pytest.raises(UnsafePathError):
        skill_view(make_catalog(), "tool", path)


def test_a_symlink_pointing_outside_the_skill_is_refused(
    home: HermesPaths, tmp_path: Path, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/tool")
    secret = tmp_path / "secret.txt"
    secret.write_text("do not show", encoding="utf-8")
    (path.parent / "references").mkdir()
    (path.parent / "references" / "link.md").symlink_to(secret)
    with pytest.raises(UnsafePathError):
        skill_view(make_catalog(), "tool", "references/link.md")


def test_a_binary_supporting_file_is_reported_not_shown(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/tool")
    skills.file(path.parent / "assets" / "logo.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    view = skill_view(make_catalog(), "tool", "assets/logo.png")
    assert (view.status, view.content, view.size) == (FileStatus.BINARY, "", 16)
    assert "binary" in view.message


def test_a_file_over_the_size_limit_is_refused(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/tool")
    huge = path.parent / "references" / "huge.md"
    huge.parent.mkdir()
    with huge.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: no megabyte written
    view = skill_view(make_catalog(), "tool", "references/huge.md")
    assert (view.status, view.content, view.size) == (FileStatus.TOO_LARGE, "", MAX_FILE_BYTES + 1)
    assert f"{MAX_FILE_BYTES:,}" in view.message
    with huge.open("r+b") as handle:
        handle.truncate(MAX_FILE_BYTES)
    assert skill_view(make_catalog(), "tool", "references/huge.md").status is FileStatus.BINARY


def test_a_missing_file_or_a_folder_lists_the_files_there_are(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/tool")
    skills.file(path.parent / "references" / "api.md", "# API\n")
    catalog = make_catalog()
    for missing in ("references/nope.md", "references"):
        view = skill_view(catalog, "tool", missing)
        assert view.status is FileStatus.NOT_FOUND
        assert view.available == ("references/api.md",)
        assert "references/api.md" in view.message


def test_a_disabled_skills_files_cannot_be_viewed(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/off")
    skills.file(path.parent / "references" / "api.md", "# API\n")
    hidden = SkillFilter(disabled=frozenset({"off"}))
    with pytest.raises(SkillNotFoundError):
        skill_view(make_catalog(), "off", "references/api.md", skill_filter=hidden)


# -- the .env file ----------------------------------------------------------------


def test_env_text_handles_export_quotes_and_comments() -> None:
    text = (
        "# comment\n"
        "PLAIN=value\n"
        "export EXPORTED=1\n"
        "SINGLE='a # not a comment'\n"
        'DOUBLE="line\\nbreak \\"quoted\\""\n'
        "TRAILING=value # a comment\n"
        "SPACED = spaced out \n"
        "EMPTY=\n"
        "not a line\n"
        "1BAD=x\n"
        "PLAIN=later wins\n"
    )
    assert parse_env_text(text) == {
        "PLAIN": "later wins",
        "EXPORTED": "1",
        "SINGLE": "a # not a comment",
        "DOUBLE": 'line\nbreak "quoted"',
        "TRAILING": "value",
        "SPACED": "spaced out",
        "EMPTY": "",
    }


def test_a_missing_or_unreadable_env_file_reads_as_empty(tmp_path: Path) -> None:
    assert read_env_file(tmp_path / "missing.env") == {}
    folder = tmp_path / "a-folder.env"
    folder.mkdir()
    assert read_env_file(folder) == {}
    if os.name == "posix":
        unreadable = tmp_path / "locked.env"
        unreadable.write_text("A=1\n", encoding="utf-8")
        unreadable.chmod(0)
        expected = {"A": "1"} if os.access(unreadable, os.R_OK) else {}  # root reads anyway
        assert read_env_file(unreadable) == expected
