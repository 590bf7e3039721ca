import logging
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from hermes_core.config import SkillsConfig
from hermes_core.paths import HermesPaths
from hermes_core.skills.catalog import SkillCatalog
from hermes_core.skills.discovery import (
    FileStamp,
    RootKind,
    SkillEntry,
    SkillFilter,
    SkillRoot,
    load_skill_file,
    read_entry,
    skill_roots,
)
from hermes_core.skills.document import read_skill_file
from hermes_core.skills.model import Platform
from hermes_core.skills.snapshot import SkillSnapshot, WarningKind
from hermes_core.skills.walk import iter_skill_files
from tests.core.skills.conftest import CatalogFactory, SkillWriter, skill_text


def external(tmp_path: Path, name: str = "shared") -> Path:
    folder = tmp_path / name
    folder.mkdir()
    return folder


def test_the_local_root_comes_first_then_each_external_dir(
    home: HermesPaths, tmp_path: Path
) -> None:
    a, b = external(tmp_path, "a"), external(tmp_path, "b")
    roots = skill_roots(home, SkillsConfig(external_dirs=(a, b)))
    assert roots == (
        SkillRoot(home.skills_dir, RootKind.LOCAL),
        SkillRoot(a, RootKind.EXTERNAL),
        SkillRoot(b, RootKind.EXTERNAL),
    )
    assert [r.read_only for r in roots] == [False, True, True]


def test_an_external_dir_overlapping_another_root_is_skipped_with_a_warning(
    home: HermesPaths, caplog: pytest.LogCaptureFixture
) -> None:
    inside = home.skills_dir / "nested"
    config = SkillsConfig(external_dirs=(inside, home.home))
    with caplog.at_level(logging.WARNING):
        roots = skill_roots(home, config)
    assert [r.path for r in roots] == [home.skills_dir]
    assert "overlaps" in caplog.text


def test_an_entry_knows_where_it_is_and_what_its_frontmatter_says(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(
        home.skills_dir,
        "software-development/review/code-review",
        name="reviewing-code",
        description="Use when reviewing a pull request.",
        extra="platforms: [linux, macos]\nmetadata:\n  hermes:\n    tags: [review]\n"
        "    requires_tools: [terminal]",
    )
    (entry,) = make_catalog().snapshot()
    assert entry.path == path
    assert entry.root == SkillRoot(home.skills_dir, RootKind.LOCAL)
    assert not entry.read_only
    assert entry.relative_dir == "software-development/review/code-review"
    assert entry.category == "software-development/review"
    assert entry.dir_name == "code-review"
    assert entry.qualified_name == "software-development/review/code-review"
    assert entry.name == "reviewing-code"
    assert entry.description == "Use when reviewing a pull request."
    assert entry.platforms == ("linux", "macos")
    assert entry.hermes.tags == ("review",)
    assert entry.hermes.requires_tools == ("terminal",)
    info = os.stat(path)
    assert entry.stamp == FileStamp(info.st_mtime_ns, info.st_size, info.st_ino)


def test_a_skill_without_a_frontmatter_name_is_named_after_its_folder(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "pdf-tools", text="---\ndescription: Reads PDFs.\n---\nbody\n")
    (entry,) = make_catalog().snapshot()
    assert (entry.name, entry.category, entry.qualified_name) == ("pdf-tools", None, "pdf-tools")


def test_an_external_root_that_is_itself_a_skill_is_discovered(
    home: HermesPaths, tmp_path: Path, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    single = external(tmp_path, "one-skill")
    skills.write(single, "", name="solo")
    (entry,) = make_catalog(SkillsConfig(external_dirs=(single,))).snapshot()
    assert (entry.name, entry.dir_name, entry.relative_dir) == ("solo", "one-skill", "")
    assert entry.read_only


def test_discovery_finds_exactly_the_files_the_reference_walk_finds(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    root = home.skills_dir
    skills.write(root, "a/one")
    skills.write(root, "a/one/nested-skill")
    skills.write(root, "a/one/references/not-a-skill")
    skills.write(root, ".git/hidden")
    skills.write(root, "node_modules/pkg")
    skills.write(root, "b/c/d/e/f/deep")
    skills.write(root, "b/c/d/e/f/g/too-deep")
    (root / "a" / "loop").symlink_to(root / "a", target_is_directory=True)
    found = {str(e.path) for e in make_catalog().snapshot()}
    assert found == {str(location.path) for location in iter_skill_files(root)}
    assert found == {
        str(root / p / "SKILL.md") for p in ("a/one", "a/one/nested-skill", "b/c/d/e/f/deep")
    }


def test_a_missing_external_dir_is_skipped_and_found_once_it_appears(
    home: HermesPaths, tmp_path: Path, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    later = tmp_path / "later"
    catalog = make_catalog(SkillsConfig(external_dirs=(later,)))
    assert len(catalog.snapshot()) == 0
    skills.write(later, "tools/late")
    assert catalog.refresh() == 1
    assert [e.name for e in catalog.snapshot()] == ["late"]


def test_a_local_skill_shadows_an_external_one_with_the_same_name_and_warns(
    home: HermesPaths,
    tmp_path: Path,
    skills: SkillWriter,
    make_catalog: CatalogFactory,
    caplog: pytest.LogCaptureFixture,
) -> None:
    shared = external(tmp_path)
    local = skills.write(home.skills_dir, "mine/deploy", description="Local deploy.")
    outside = skills.write(shared, "team/deploy", description="Team deploy.")
    with caplog.at_level(logging.WARNING):
        snapshot = make_catalog(SkillsConfig(external_dirs=(shared,))).snapshot()
    assert [(e.path, e.description) for e in snapshot] == [(local, "Local deploy.")]
    assert [e.path for e in snapshot.shadowed] == [outside]
    (warning,) = snapshot.warnings
    assert warning.kind is WarningKind.SHADOWED
    assert warning.name == "deploy"
    assert warning.paths == (local, outside)
    assert str(outside) in caplog.text


def test_the_first_external_dir_wins_over_a_later_one(
    home: HermesPaths, tmp_path: Path, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    first, second = external(tmp_path, "first"), external(tmp_path, "second")
    kept = skills.write(first, "x/tool")
    skills.write(second, "y/tool")
    snapshot = make_catalog(SkillsConfig(external_dirs=(first, second))).snapshot()
    assert [e.path for e in snapshot] == [kept]
    assert [w.kind for w in snapshot.warnings] == [WarningKind.SHADOWED]


def test_two_skills_with_one_name_in_one_root_both_stay_and_are_reported(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    skills.write(home.skills_dir, "a/helper")
    skills.write(home.skills_dir, "b/helper")
    snapshot = make_catalog().snapshot()
    assert [e.qualified_name for e in snapshot] == ["a/helper", "b/helper"]
    assert snapshot.is_ambiguous("helper")
    (warning,) = snapshot.warnings
    assert warning.kind is WarningKind.DUPLICATE_NAME
    assert "a/helper" in warning.message
    assert "b/helper" in warning.message


def test_a_binary_skill_file_is_reported_and_not_listed(
    home: HermesPaths, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    path = skills.write(home.skills_dir, "good")
    bad = skills.write(home.skills_dir, "bad")
    bad.write_bytes(b"\x00\x01\x02binary")
    snapshot = make_catalog().snapshot()
    assert [e.path for e in snapshot] == [path]
    (warning,) = snapshot.warnings
    assert warning.kind is WarningKind.UNREADABLE
    assert warning.paths == (bad,)


def test_frontmatter_outside_the_fast_subset_reads_like_the_full_parser(
    home: HermesPaths, skills: SkillWriter
) -> None:
    text = (
        "---\nname: folded\ndescription: >\n  Use when the description\n  is folded.\n"
        "platforms: [linux]\nmetadata:\n  hermes:\n    tags: [x]\n---\nBody.\n"
    )
    path = skills.write(home.skills_dir, "folded", text=text)
    root = SkillRoot(home.skills_dir, RootKind.LOCAL)
    entry = read_entry(path, root, "folded")
    expected = read_skill_file(path).skill
    assert entry is not None
    assert (entry.name, entry.description, entry.platforms, entry.hermes) == (
        expected.name,
        expected.description,
        expected.platforms,
        expected.hermes,
    )
    assert entry.description == "Use when the description is folded."


def test_loading_a_skill_file_that_does_not_exist_gives_none(tmp_path: Path) -> None:
    assert load_skill_file(tmp_path / "nope" / "SKILL.md") is None


def test_a_skill_file_that_cannot_be_decoded_loads_as_unreadable(
    home: HermesPaths, skills: SkillWriter
) -> None:
    path = skills.write(home.skills_dir, "bin")
    path.write_bytes(b"\x00" * 64)
    loaded = load_skill_file(path)
    assert loaded is not None
    assert not loaded.readable
    assert loaded.skill.name == "bin"


def test_invalid_utf8_is_read_with_replacement_characters(
    home: HermesPaths, skills: SkillWriter
) -> None:
    path = skills.write(home.skills_dir, "latin")
    path.write_bytes(b"---\nname: latin\ndescription: caf\xe9\n---\nbody\n")
    loaded = load_skill_file(path)
    assert loaded is not None
    assert loaded.readable
    assert loaded.skill.description == "caf\ufffd"


def one_entry(home: HermesPaths, skills: SkillWriter, extra: str = "") -> SkillEntry:
    skills.write(home.skills_dir, "cat/tool", name="tool-name", extra=extra)
    (entry,) = SkillCatalog.for_home(home, SkillsConfig(), use_disk_cache=False).snapshot()
    return entry


def test_a_skill_is_disabled_by_its_name_its_folder_or_its_qualified_name(
    home: HermesPaths, skills: SkillWriter
) -> None:
    entry = one_entry(home, skills)
    for name in ("tool-name", "tool", "cat/tool"):
        skill_filter = SkillFilter(disabled=frozenset({name}))
        assert skill_filter.is_disabled(entry)
        assert not skill_filter.allows(entry)
    assert SkillFilter(disabled=frozenset({"other"})).allows(entry)


def test_the_platform_filter_hides_skills_for_other_systems(
    home: HermesPaths, skills: SkillWriter
) -> None:
    entry = one_entry(home, skills, extra="platforms: [macos]")
    assert SkillFilter(platform=Platform.MACOS).allows(entry)
    assert not SkillFilter(platform=Platform.LINUX).allows(entry)
    assert SkillFilter(platform=None).allows(entry)


def test_conditional_activation_uses_the_tools_the_agent_has(
    home: HermesPaths, skills: SkillWriter
) -> None:
    extra = "metadata:\n  hermes:\n    requires_tools: [browser]\n    fallback_for_tools: [web]"
    entry = one_entry(home, skills, extra=extra)
    assert SkillFilter().allows(entry)
    assert SkillFilter(tools=frozenset({"browser"})).allows(entry)
    assert not SkillFilter(tools=frozenset()).allows(entry)
    assert not SkillFilter(tools=frozenset({"browser", "web"})).allows(entry)


def test_from_config_combines_global_and_surface_disabled_lists() -> None:
    config = SkillsConfig(
        disabled=frozenset({"a"}), platform_disabled={"telegram": frozenset({"b"})}
    )
    on_telegram = SkillFilter.from_config(config, surface="telegram", sys_platform="darwin")
    assert on_telegram.disabled == {"a", "b"}
    assert on_telegram.platform is Platform.MACOS
    plain = SkillFilter.from_config(config, sys_platform="linux", tools=["x"])
    assert plain.disabled == {"a"}
    assert plain.tools == {"x"}
    assert plain.toolsets is None


def test_filters_that_differ_have_different_cache_keys() -> None:
    keys = {
        SkillFilter().key,
        SkillFilter(platform=Platform.LINUX).key,
        SkillFilter(disabled=frozenset({"a"})).key,
        SkillFilter(tools=frozenset()).key,
        SkillFilter(toolsets=frozenset()).key,
    }
    assert len(keys) == 5
    same = SkillFilter(disabled=frozenset({"b", "a"}))
    assert SkillFilter(disabled=frozenset({"a", "b"})).key == same.key


def shape(snapshot: SkillSnapshot) -> tuple[object, ...]:
    def files(index: Mapping[Any, tuple[SkillEntry, ...]]) -> dict[object, list[str]]:
        return {key: [e.file for e in entries] for key, entries in index.items()}

    return (
        files(snapshot.by_name),
        files(snapshot.by_dir_name),
        files(snapshot.by_qualified_name),
        files(snapshot.categories),
        [e.file for e in snapshot.shadowed],
        [(w.kind, w.name, w.paths) for w in snapshot.warnings],
        len(snapshot),
    )


def test_a_snapshot_kept_current_change_by_change_equals_one_built_from_scratch(
    home: HermesPaths, tmp_path: Path, skills: SkillWriter, make_catalog: CatalogFactory
) -> None:
    shared = external(tmp_path)
    config = SkillsConfig(external_dirs=(shared,))
    local = home.skills_dir
    skills.write(local, "a/alpha")
    beta = skills.write(local, "a/beta")
    skills.write(local, "b/gamma")
    skills.write(shared, "x/alpha")
    skills.write(shared, "x/delta")
    live = make_catalog(config, use_disk_cache=False)

    def changes() -> Iterator[list[Path]]:
        yield [skills.write(local, "c/delta")]  # now shadows the external delta
        yield [skills.write(local, "c/beta")]  # a second "beta" in the local root
        skills.edit(beta, skill_text("renamed-beta"))
        yield [beta]
        skills.remove(local / "a" / "alpha")  # the external alpha shows again
        yield [local / "a" / "alpha"]
        yield [skills.write(shared, "y/gamma", description="External gamma.")]
        skills.remove(local / "c")
        yield [local / "c"]

    assert shape(live.snapshot()) == shape(make_catalog(config, use_disk_cache=False).snapshot())
    for changed in changes():
        live.invalidate(changed)
        fresh = make_catalog(config, use_disk_cache=False).snapshot()
        assert shape(live.snapshot()) == shape(fresh)
