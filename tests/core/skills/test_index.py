import json
import logging
import os
from pathlib import Path

import pytest

from hermes_core.config import SkillsConfig
from hermes_core.paths import HermesPaths
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillFilter
from hermes_core.skills.index import (
    INDEX_FOOTER,
    INDEX_HEADER,
    render_index,
    shorten_description,
)
from hermes_core.skills.index_cache import CACHE_VERSION, INDEX_CACHE_FILE
from hermes_core.skills.lint.body_rules import INDEX_DESCRIPTION_WIDTH
from hermes_core.skills.model import Platform
from tests.core.skills.conftest import (
    ANY_PLATFORM,
    TEST_CLOCK_NS,
    CatalogFactory,
    SkillWriter,
    skill_text,
)


def cache_file(home: HermesPaths) -> Path:
    return home.cache_dir / INDEX_CACHE_FILE


def lines(index: str) -> list[str]:
    assert index.startswith(INDEX_HEADER)
    assert index.endswith(INDEX_FOOTER)
    return index[len(INDEX_HEADER) : -len(INDEX_FOOTER)].splitlines()


# -- rendering --------------------------------------------------------------------


def test_an_empty_catalog_has_no_index_at_all(make_catalog: CatalogFactory) -> None:
    assert make_catalog().index(ANY_PLATFORM) == ""


def test_the_index_groups_skills_by_category_one_line_each(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "writing/b-skill", description="Writes B.")
    skills.write(home.skills_dir, "devops/ci/a-skill", description="Does  A\n  nicely.")
    skills.write(home.skills_dir, "loose", description="")
    index = make_catalog().index(ANY_PLATFORM)
    assert "skill_view(name)" in INDEX_HEADER
    assert lines(index) == [
        "  devops/ci:",
        "    - a-skill: Does A nicely.",
        "  general:",
        "    - loose",
        "  writing:",
        "    - b-skill: Writes B.",
    ]


def test_uncategorised_skills_share_the_general_heading_with_a_general_category(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "general/inside", description="In general.")
    skills.write(home.skills_dir, "top", description="At the top.")
    assert lines(make_catalog().index(ANY_PLATFORM)) == [
        "  general:",
        "    - top: At the top.",
        "    - inside: In general.",
    ]


def test_a_name_shared_by_several_skills_is_shown_qualified(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/helper", description="First.")
    skills.write(home.skills_dir, "b/helper", description="Second.")
    assert lines(make_catalog().index(ANY_PLATFORM)) == [
        "  a:",
        "    - a/helper: First.",
        "  b:",
        "    - b/helper: Second.",
    ]


def test_long_descriptions_are_cut_at_a_word_boundary_with_an_ellipsis() -> None:
    words = " ".join(f"word{i}" for i in range(100))
    short = shorten_description(words)
    assert len(short) <= INDEX_DESCRIPTION_WIDTH
    assert short.endswith("…")
    assert words.startswith(short[:-1])
    assert words[len(short) - 1] == " "  # the cut fell between two words
    assert shorten_description("a" * 300) == "a" * (INDEX_DESCRIPTION_WIDTH - 1) + "…"
    exact = "x" * INDEX_DESCRIPTION_WIDTH
    assert shorten_description(exact) == exact
    assert shorten_description("  spaced \n\t out  ") == "spaced out"


def test_disabled_other_platform_and_inactive_skills_are_left_out(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "c/visible")
    skills.write(home.skills_dir, "c/turned-off")
    skills.write(home.skills_dir, "c/mac-only", extra="platforms: [macos]")
    skills.write(
        home.skills_dir,
        "c/needs-browser",
        extra="metadata:\n  hermes:\n    requires_tools: [browser]",
    )
    skill_filter = SkillFilter(
        platform=Platform.LINUX, disabled=frozenset({"turned-off"}), tools=frozenset({"terminal"})
    )
    index = make_catalog().index(skill_filter)
    assert [line.split(":")[0].strip() for line in lines(index)] == ["c", "- visible"]


def test_the_incremental_index_matches_one_rendered_from_scratch(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    paths = [skills.write(home.skills_dir, f"cat{i % 3}/skill-{i}") for i in range(9)]
    catalog = make_catalog()
    catalog.index(ANY_PLATFORM)
    skills.edit(paths[0], skill_text("skill-0", "Edited."))
    skills.remove(paths[4].parent)
    skills.write(home.skills_dir, "cat1/skill-1-copy", name="skill-1")
    catalog.invalidate([paths[0], paths[4].parent, home.skills_dir / "cat1" / "skill-1-copy"])
    incremental = catalog.index(ANY_PLATFORM)
    assert incremental == render_index(catalog.snapshot(), ANY_PLATFORM)
    assert "Edited." in incremental
    assert "skill-4" not in incremental
    assert "cat1/skill-1-copy" in incremental


# -- the memory cache and its invalidation -----------------------------------------


def test_an_unchanged_catalog_returns_the_index_from_memory(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/one")
    catalog = make_catalog()
    first = catalog.index(ANY_PLATFORM)
    reads = catalog.stats.files_read
    assert catalog.index(ANY_PLATFORM) is first
    assert catalog.stats.files_read == reads


@pytest.mark.parametrize("how", ["invalidate", "refresh"])
def test_the_index_follows_an_edit_that_kept_the_size(
    how: str, home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "a/tool", description="Version A.")
    catalog = make_catalog()
    assert "Version A." in catalog.index(ANY_PLATFORM)
    size = path.stat().st_size
    skills.edit(path, skill_text("tool", "Version B."))
    assert path.stat().st_size == size
    catalog.invalidate([path]) if how == "invalidate" else catalog.refresh()
    index = catalog.index(ANY_PLATFORM)
    assert "Version B." in index
    assert "Version A." not in index


@pytest.mark.parametrize("how", ["invalidate", "refresh"])
def test_the_index_follows_skills_added_removed_and_renamed(
    how: str, home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/stays")
    leaving = skills.write(home.skills_dir, "a/leaves")
    moving = skills.write(home.skills_dir, "a/old-name", text="---\ndescription: Moves.\n---\n")
    catalog = make_catalog()
    catalog.index(ANY_PLATFORM)
    added = skills.write(home.skills_dir, "b/arrives")
    skills.remove(leaving.parent)
    renamed = skills.rename(moving.parent, "new-name")
    if how == "invalidate":
        catalog.invalidate([added, leaving.parent, moving.parent, renamed])
    else:
        catalog.refresh()
    assert [line.strip() for line in lines(catalog.index(ANY_PLATFORM))] == [
        "a:",
        "- new-name: Moves.",
        "- stays: Use when the tests need a skill.",
        "b:",
        "- arrives: Use when the tests need a skill.",
    ]


def test_each_filter_gets_its_own_index(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/one")
    skills.write(home.skills_dir, "a/two", extra="platforms: [windows]")
    catalog = make_catalog()
    everything = catalog.index(ANY_PLATFORM)
    on_linux = catalog.index(SkillFilter(platform=Platform.LINUX))
    without_one = catalog.index(SkillFilter(disabled=frozenset({"one"})))
    assert "- two" in everything
    assert "- one" in everything
    assert "- two" not in on_linux
    assert "- one" not in without_one
    assert catalog.index(ANY_PLATFORM) is everything


# -- the disk cache ---------------------------------------------------------------


def test_the_index_is_saved_to_the_cache_folder(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/one")
    make_catalog().index(ANY_PLATFORM)
    document = json.loads(cache_file(home).read_text(encoding="utf-8"))
    assert document["version"] == CACHE_VERSION
    assert [p.name for p in home.cache_dir.iterdir()] == [INDEX_CACHE_FILE]  # no temp files


def test_a_new_catalog_builds_a_byte_identical_index_from_the_disk_cache_without_reading(
    home: HermesPaths, tmp_path: Path, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    shared = tmp_path / "shared"
    for i in range(6):
        skills.write(home.skills_dir, f"cat{i % 2}/skill-{i}", description=f"Skill {i}.")
    skills.write(shared, "team/skill-0", description="Shadowed.")
    skills.write(
        shared,
        "team/configured",
        extra="metadata:\n  hermes:\n    config:\n      - key: wiki.path\n"
        "        description: Where the wiki is\n        default: ~/wiki",
    )
    config = SkillsConfig(external_dirs=(shared,))
    cold = make_catalog(config, use_disk_cache=False).index(ANY_PLATFORM)
    make_catalog(config).index(ANY_PLATFORM)
    warm = make_catalog(config)
    assert warm.index(ANY_PLATFORM) == cold
    assert warm.stats.files_read == 0
    assert warm.stats.folders_listed == 0
    # Entries come from the cache too, with all their metadata.
    assert warm.resolve("configured").hermes.config[0].default == "~/wiki"
    assert warm.stats.files_read == 0
    assert [w.kind for w in warm.snapshot().warnings] == ["shadowed"]


def test_a_new_catalog_reads_only_the_files_that_changed_since_the_cache(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    paths = [skills.write(home.skills_dir, f"cat/skill-{i}") for i in range(5)]
    make_catalog().index(ANY_PLATFORM)
    skills.edit(paths[2], skill_text("skill-2", "Changed while no one was looking."))
    skills.write(home.skills_dir, "cat/skill-new")
    catalog = make_catalog()
    index = catalog.index(ANY_PLATFORM)
    assert "Changed while no one was looking." in index
    assert "skill-new" in index
    assert catalog.stats.files_read == 2
    assert index == make_catalog(use_disk_cache=False).index(ANY_PLATFORM)


def test_a_filter_missing_from_the_disk_cache_is_rendered_and_saved(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/one")
    skills.write(home.skills_dir, "a/two")
    make_catalog().index(ANY_PLATFORM)
    disabled = SkillFilter(disabled=frozenset({"one"}))
    text = make_catalog().index(disabled)
    assert "- one" not in text
    document = json.loads(cache_file(home).read_text(encoding="utf-8"))
    assert set(document["texts"]) == {ANY_PLATFORM.key, disabled.key}
    assert make_catalog().index(disabled) == text


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"[]", b'{"format": "someone-else", "version": 1}', b"\xff\xfe\x00"],
)
def test_a_corrupt_or_foreign_cache_file_is_ignored_and_rewritten(
    content: bytes,
    home: HermesPaths,
    skills: SkillWriter,
    make_catalog: CatalogFactory,
) -> None:
    skills.write(home.skills_dir, "a/one")
    expected = make_catalog(use_disk_cache=False).index(ANY_PLATFORM)
    cache_file(home).parent.mkdir(parents=True, exist_ok=True)
    cache_file(home).write_bytes(content)
    catalog = make_catalog()
    assert catalog.index(ANY_PLATFORM) == expected
    assert catalog.stats.files_read == 1
    assert json.loads(cache_file(home).read_bytes())["version"] == CACHE_VERSION


def test_a_cache_file_of_an_older_version_is_ignored(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/one")
    make_catalog().index(ANY_PLATFORM)
    document = json.loads(cache_file(home).read_bytes())
    document["version"] = CACHE_VERSION - 1
    cache_file(home).write_text(json.dumps(document), encoding="utf-8")
    catalog = make_catalog()
    catalog.index(ANY_PLATFORM)
    assert catalog.stats.files_read == 1


def test_malformed_values_in_the_cache_only_cost_reading_those_skills_again(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/one", description="One.")
    skills.write(home.skills_dir, "a/two", description="Two.")
    make_catalog().index(ANY_PLATFORM)
    document = json.loads(cache_file(home).read_bytes())
    document["skills"]["names"][0] = 42
    document["skills"]["stamps"][4] = "not a number"
    cache_file(home).write_text(json.dumps(document), encoding="utf-8")
    catalog = make_catalog()
    assert [e.description for e in catalog.snapshot()] == ["One.", "Two."]
    assert catalog.stats.files_read == 2


def test_a_cache_for_other_roots_is_ignored(
    home: HermesPaths, tmp_path: Path, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    shared = tmp_path / "shared"
    skills.write(shared, "x/outside")
    skills.write(home.skills_dir, "a/one")
    make_catalog().index(ANY_PLATFORM)
    catalog = make_catalog(SkillsConfig(external_dirs=(shared,)))
    assert "outside" in catalog.index(ANY_PLATFORM)
    assert catalog.stats.files_read == 2


def test_an_unwritable_cache_never_breaks_the_index(
    home: HermesPaths,
    skills: SkillWriter,
    make_catalog: CatalogFactory,
    caplog: pytest.LogCaptureFixture,
) -> None:
    skills.write(home.skills_dir, "a/one")
    home.cache_dir.parent.mkdir(parents=True, exist_ok=True)
    home.cache_dir.write_text("a file where the cache folder should be", encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        index = make_catalog().index(ANY_PLATFORM)
    assert "- one" in index
    assert "cannot save the skills index cache" in caplog.text


def test_a_file_saved_just_before_the_cache_is_read_again_by_the_next_process(
    home: HermesPaths, skills: SkillWriter
) -> None:
    path = skills.write(home.skills_dir, "a/tool", description="Version A.")
    mtime = path.stat().st_mtime_ns
    SkillCatalog.for_home(home, SkillsConfig(), clock=lambda: mtime).index(ANY_PLATFORM)
    path.write_text(skill_text("tool", "Version B."), encoding="utf-8")
    os.utime(path, ns=(mtime, mtime))  # a second write within the same mtime tick
    later = SkillCatalog.for_home(home, SkillsConfig(), clock=lambda: TEST_CLOCK_NS)
    assert "Version B." in later.index(ANY_PLATFORM)


def test_the_cache_is_rewritten_once_enough_changes_have_piled_up(
    home: HermesPaths, skills: SkillWriter
) -> None:
    catalog = SkillCatalog(
        SkillCatalog.for_home(home, SkillsConfig()).roots,
        cache_file=cache_file(home),
        clock=lambda: TEST_CLOCK_NS,
        autosave_after=3,
    )
    catalog.index(ANY_PLATFORM)
    writes = catalog.stats.cache_writes
    new = skills.write(home.skills_dir, "a/first")
    catalog.invalidate([new])
    catalog.index(ANY_PLATFORM)
    assert catalog.stats.cache_writes == writes  # one change: not worth a rewrite yet
    more = [skills.write(home.skills_dir, f"a/more-{i}") for i in range(3)]
    catalog.invalidate(more)
    catalog.index(ANY_PLATFORM)
    assert catalog.stats.cache_writes == writes + 1
    assert catalog.save()


def test_a_config_default_json_cannot_hold_costs_one_read_and_never_a_rewrite(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    dated = (
        "metadata:\n  hermes:\n    config:\n      - key: since\n"
        "        description: Start date\n        default: 2024-01-31"
    )
    skills.write(home.skills_dir, "a/dated", extra=dated)
    skills.write(home.skills_dir, "a/plain")
    index = make_catalog().index(ANY_PLATFORM)
    second = make_catalog()
    assert second.index(ANY_PLATFORM) == index
    assert second.stats.files_read == 0
    assert str(second.resolve("dated").hermes.config[0].default) == "2024-01-31"
    assert second.stats.files_read == 1  # decoding needed the date: read from the file
    third = make_catalog()
    assert third.index(ANY_PLATFORM) == index
    assert (third.stats.files_read, third.stats.cache_writes) == (0, 0)
