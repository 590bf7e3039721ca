import os
from pathlib import Path

import pytest

from hermes_core.config import SkillsConfig
from hermes_core.errors import AmbiguousSkillError, SkillNotFoundError, UnsafePathError
from hermes_core.paths import HermesPaths
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import SkillFilter
from hermes_core.skills.model import Platform
from hermes_core.skills.resolution import clean_skill_name
from tests.core.skills.conftest import (
    ANY_PLATFORM,
    CatalogFactory,
    FakeTimes,
    SkillWriter,
    skill_text,
)


def names(catalog: SkillCatalog) -> list[str]:
    return [entry.name for entry in catalog.snapshot()]


# -- resolution -------------------------------------------------------------------


def test_a_skill_resolves_by_category_and_folder(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "software-development/code-review", name="reviewer")
    skills.write(home.skills_dir, "writing/code-review", name="prose-review")
    catalog = make_catalog()
    assert catalog.resolve("software-development/code-review").path == path
    assert catalog.resolve("software-development/reviewer").path == path
    assert catalog.resolve("reviewer").path == path


def test_a_skill_resolves_by_folder_name_or_frontmatter_name(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "docs/pdf-folder", name="pdf-reader")
    catalog = make_catalog()
    assert catalog.resolve("pdf-folder").path == path
    assert catalog.resolve("pdf-reader").path == path
    assert catalog.resolve("  docs\\pdf-folder/ ").path == path


def test_an_ambiguous_name_lists_the_qualified_candidates(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/helper")
    skills.write(home.skills_dir, "b/helper")
    skills.write(home.skills_dir, "c/other", name="helper")
    with pytest.raises(AmbiguousSkillError) as caught:
        make_catalog().resolve("helper")
    assert caught.value.candidates == ("a/helper", "b/helper", "c/other")


def test_an_unknown_name_suggests_up_to_three_close_names(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    for name in ("deploy-app", "deploy-api", "deploy-apt", "deploy-ape", "unrelated"):
        skills.write(home.skills_dir, f"ops/{name}")
    with pytest.raises(SkillNotFoundError) as caught:
        make_catalog().resolve("deploy-apx")
    assert len(caught.value.suggestions) == 3
    assert all(s.startswith("deploy-ap") for s in caught.value.suggestions)
    with pytest.raises(SkillNotFoundError) as nothing_close:
        make_catalog().resolve("zzzzzz")
    assert nothing_close.value.suggestions == ()


@pytest.mark.parametrize(
    "name", ["../outside", "a/../../b", "/etc/passwd", "~/skills/x", "C:\\skills\\x", "a\x00b"]
)
def test_names_that_would_leave_the_skills_roots_are_refused(
    name: str, home: HermesPaths, make_catalog: CatalogFactory
) -> None:
    with pytest.raises(UnsafePathError):
        make_catalog().resolve(name)


def test_clean_skill_name_normalises_separators_and_dots() -> None:
    assert clean_skill_name(" a\\b/./c/ ") == "a/b/c"


def test_a_disabled_skill_is_not_found_and_not_suggested(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "ops/secret-tool")
    catalog = make_catalog()
    hidden = SkillFilter(disabled=frozenset({"secret-tool"}))
    with pytest.raises(SkillNotFoundError) as caught:
        catalog.resolve("secret-tool", hidden)
    assert caught.value.suggestions == ()
    with pytest.raises(SkillNotFoundError):
        catalog.resolve("ops/secret-tool", hidden)
    assert catalog.resolve("secret-tool").name == "secret-tool"


def test_a_skill_for_another_platform_still_resolves_by_name(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "mac/only-mac", extra="platforms: [macos]")
    catalog = make_catalog()
    linux = SkillFilter(platform=Platform.LINUX)
    assert catalog.listing(linux).skills == ()
    assert catalog.resolve("only-mac", linux).name == "only-mac"


# -- listing ----------------------------------------------------------------------


def test_the_listing_is_sorted_by_category_then_name(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    for relative in ("zeta/b-skill", "alpha/z-skill", "alpha/a-skill", "top-level"):
        skills.write(home.skills_dir, relative)
    catalog = make_catalog()
    listing = catalog.listing(ANY_PLATFORM)
    listed = [(e.category, e.name) for e in listing.skills]
    assert listed == [
        (None, "top-level"),
        ("alpha", "a-skill"),
        ("alpha", "z-skill"),
        ("zeta", "b-skill"),
    ]
    assert listing.categories == ("alpha", "zeta")
    alpha = catalog.listing(ANY_PLATFORM, "alpha")
    assert [e.name for e in alpha.skills] == ["a-skill", "z-skill"]
    assert alpha.categories == ("alpha",)
    assert catalog.listing(ANY_PLATFORM, "missing").skills == ()


def test_an_unchanged_catalog_answers_a_listing_from_memory(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/one")
    catalog = make_catalog()
    first = catalog.listing(ANY_PLATFORM)
    assert catalog.listing(ANY_PLATFORM) is first
    catalog.invalidate([home.skills_dir / "a" / "one" / "SKILL.md"])
    assert catalog.listing(ANY_PLATFORM) is first  # re-read, but nothing changed


# -- invalidate() -------------------------------------------------------------------


def test_invalidating_an_edited_file_reads_only_that_file(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    for i in range(5):
        skills.write(home.skills_dir, f"cat/skill-{i}")
    target = skills.write(home.skills_dir, "cat/target", description="Before.")
    catalog = make_catalog(use_disk_cache=False)
    catalog.snapshot()
    before = catalog.stats
    skills.edit(target, skill_text("target", "After."))
    catalog.invalidate([target])
    assert catalog.resolve("target").description == "After."
    after = catalog.stats
    assert after.files_read - before.files_read == 1
    assert after.folders_listed - before.folders_listed == 1


def test_invalidating_a_new_skill_folder_discovers_it(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "cat/existing")
    catalog = make_catalog()
    catalog.snapshot()
    new = skills.write(home.skills_dir, "cat/new-one/deeper/brand-new")
    catalog.invalidate([new])
    assert sorted(names(catalog)) == ["brand-new", "existing"]


def test_invalidating_a_removed_or_renamed_folder_forgets_it(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "cat/gone")
    moving = skills.write(home.skills_dir, "cat/old-name", name=None, text="---\n---\nx\n")
    catalog = make_catalog()
    assert sorted(names(catalog)) == ["gone", "old-name"]
    skills.remove(home.skills_dir / "cat" / "gone")
    renamed = skills.rename(moving.parent, "new-name")
    catalog.invalidate([home.skills_dir / "cat" / "gone", moving.parent, renamed])
    assert names(catalog) == ["new-name"]


def test_invalidating_a_supporting_file_does_not_read_the_skill_again(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "cat/tool")
    catalog = make_catalog()
    snapshot = catalog.snapshot()
    reads = catalog.stats.files_read
    note = skills.file(path.parent / "references" / "notes.md", "notes")
    catalog.invalidate([note])
    assert catalog.snapshot() is snapshot
    assert catalog.stats.files_read == reads


def test_invalidating_a_path_outside_the_roots_is_ignored(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory, tmp_path: Path
) -> None:
    skills.write(home.skills_dir, "cat/tool")
    catalog = make_catalog()
    snapshot = catalog.snapshot()
    catalog.invalidate([tmp_path / "elsewhere" / "SKILL.md"])
    assert catalog.snapshot() is snapshot


def test_invalidating_home_checks_every_root_below_it(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    catalog = make_catalog()
    assert names(catalog) == []
    skills.write(home.skills_dir, "cat/appeared")
    catalog.invalidate([home.home])
    assert names(catalog) == ["appeared"]


# -- refresh() --------------------------------------------------------------------


def test_refresh_with_nothing_changed_reads_and_lists_nothing(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    for i in range(3):
        skills.write(home.skills_dir, f"cat/skill-{i}")
    catalog = make_catalog()
    snapshot = catalog.snapshot()
    before = catalog.stats
    assert catalog.refresh() == 0
    assert catalog.snapshot() is snapshot
    assert catalog.stats == before


def test_refresh_sees_an_edit_that_kept_the_size(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "cat/tool", description="Version A.")
    catalog = make_catalog()
    catalog.snapshot()
    size = path.stat().st_size
    skills.edit(path, skill_text("tool", "Version B."))
    assert path.stat().st_size == size
    assert catalog.refresh() == 1
    assert catalog.resolve("tool").description == "Version B."


def test_a_file_touched_without_changes_is_read_again_but_changes_nothing(
    home: HermesPaths, skills: SkillWriter, times: FakeTimes, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "cat/tool")
    catalog = make_catalog()
    index = catalog.index(ANY_PLATFORM)
    reads = catalog.stats.files_read
    times.touch(path)
    assert catalog.refresh() == 0
    assert catalog.stats.files_read == reads + 1
    assert catalog.index(ANY_PLATFORM) == index
    assert catalog.resolve("tool").stamp.mtime_ns == path.stat().st_mtime_ns
    # The new stamp is remembered: the next check reads nothing.
    assert catalog.refresh() == 0
    assert catalog.stats.files_read == reads + 1


def test_refresh_sees_a_save_by_rename_even_with_the_same_size_and_mtime(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "cat/tool", description="Version A.")
    catalog = make_catalog()
    catalog.snapshot()
    old = path.stat()
    replacement = path.with_name("SKILL.md.tmp")
    replacement.write_text(skill_text("tool", "Version B."), encoding="utf-8")
    os.utime(replacement, ns=(old.st_mtime_ns, old.st_mtime_ns))
    parent = path.parent.stat()
    os.replace(replacement, path)
    os.utime(path.parent, ns=(parent.st_mtime_ns, parent.st_mtime_ns))
    catalog.refresh()
    assert catalog.resolve("tool").description == "Version B."


def test_refresh_sees_skills_added_removed_and_renamed(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "cat/stays")
    skills.write(home.skills_dir, "cat/leaves")
    moving = skills.write(home.skills_dir, "cat/before", text="---\ndescription: d\n---\nx\n")
    catalog = make_catalog()
    assert sorted(names(catalog)) == ["before", "leaves", "stays"]
    skills.write(home.skills_dir, "other/arrives")
    skills.remove(home.skills_dir / "cat" / "leaves")
    skills.rename(moving.parent, "after")
    catalog.refresh()
    assert sorted(names(catalog)) == ["after", "arrives", "stays"]


def test_refresh_finds_a_skill_nested_inside_an_existing_skill(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "cat/outer")
    catalog = make_catalog()
    catalog.snapshot()
    skills.write(home.skills_dir, "cat/outer/inner")
    catalog.refresh()
    assert sorted(names(catalog)) == ["inner", "outer"]


def test_refresh_reads_again_a_file_changed_within_the_racy_window(
    home: HermesPaths, skills: SkillWriter
) -> None:
    path = skills.write(home.skills_dir, "cat/tool", description="Version A.")
    mtime = path.stat().st_mtime_ns
    # The clock says the file was modified just now: a second write in the same
    # mtime tick would not move its stamp.
    catalog = SkillCatalog.for_home(home, SkillsConfig(), clock=lambda: mtime, use_disk_cache=False)
    catalog.snapshot()
    path.write_text(skill_text("tool", "Version B."), encoding="utf-8")
    os.utime(path, ns=(mtime, mtime))
    catalog.refresh()
    assert catalog.resolve("tool").description == "Version B."


def test_a_folder_listed_within_the_racy_window_is_listed_again(
    home: HermesPaths, skills: SkillWriter, times: FakeTimes
) -> None:
    category = skills.write(home.skills_dir, "cat/first").parent.parent
    stamp = category.stat().st_mtime_ns
    catalog = SkillCatalog.for_home(home, SkillsConfig(), clock=lambda: stamp, use_disk_cache=False)
    catalog.snapshot()
    skills.write(home.skills_dir, "cat/second")
    os.utime(category, ns=(stamp, stamp))  # the same mtime tick as before
    catalog.refresh()
    assert sorted(names(catalog)) == ["first", "second"]


def test_outside_the_racy_window_an_unmoved_stamp_is_trusted(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    # The counterpart of the racy test: the same trick an hour later goes unseen,
    # which is what lets refresh() skip reading 10,000 unchanged files.
    path = skills.write(home.skills_dir, "cat/tool", description="Version A.")
    catalog = make_catalog(use_disk_cache=False)
    catalog.snapshot()
    reads = catalog.stats.files_read
    old = path.stat()
    path.write_text(skill_text("tool", "Version B."), encoding="utf-8")
    os.utime(path, ns=(old.st_mtime_ns, old.st_mtime_ns))
    assert catalog.refresh() == 0
    assert catalog.stats.files_read == reads
