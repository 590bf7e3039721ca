"""An immutable view of every discovered skill, and the builder that keeps it current.

Precedence follows Hermes Agent: the roots are ranked (local first, then each
external dir in config order) and, for one frontmatter name, only the skills of
the best-ranked root that has it are visible; the others are *shadowed*, with a
warning. Two skills with one name inside the same root both stay visible, and
resolving that name reports the ambiguity.

:class:`SnapshotBuilder` applies changes incrementally (what changed is re-sorted,
the rest is shared), so publishing a new snapshot after one SKILL.md changed costs
a few dictionary copies rather than a rebuild of 10,000 entries. Per-category
tuples that did not change are the very same objects in the next snapshot, which
lets the index renderer reuse what it rendered for them.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from types import MappingProxyType

from hermes_core.skills.discovery import SkillEntry, SkillRoot

__all__ = ["DiscoveryWarning", "SkillSnapshot", "SnapshotBuilder", "WarningKind"]

logger = logging.getLogger(__name__)


def _no_entries() -> Mapping[str, tuple[SkillEntry, ...]]:
    return MappingProxyType({})


def _no_categories() -> Mapping[str | None, tuple[SkillEntry, ...]]:
    return MappingProxyType({})


class WarningKind(StrEnum):
    """What discovery warns about."""

    SHADOWED = "shadowed"
    DUPLICATE_NAME = "duplicate-name"
    UNREADABLE = "unreadable"


@dataclass(frozen=True, slots=True)
class DiscoveryWarning:
    """A problem with the set of skills (not with one file's content)."""

    kind: WarningKind
    name: str
    paths: tuple[Path, ...]
    message: str


@dataclass(frozen=True, slots=True)
class SkillSnapshot:
    """Every visible skill at one moment; never changes once published.

    ``generation`` grows with every change a catalog publishes. The mappings index
    the visible skills by frontmatter name, folder name and ``category/name``
    (each to a tuple, since names can repeat); ``categories`` maps each category
    (``None`` for skills directly under a root) to its skills sorted by name.
    """

    roots: tuple[SkillRoot, ...]
    generation: int = 0
    by_name: Mapping[str, tuple[SkillEntry, ...]] = field(default_factory=_no_entries)
    by_dir_name: Mapping[str, tuple[SkillEntry, ...]] = field(default_factory=_no_entries)
    by_qualified_name: Mapping[str, tuple[SkillEntry, ...]] = field(default_factory=_no_entries)
    categories: Mapping[str | None, tuple[SkillEntry, ...]] = field(default_factory=_no_categories)
    shadowed: tuple[SkillEntry, ...] = ()
    warnings: tuple[DiscoveryWarning, ...] = ()
    size: int = 0

    def __len__(self) -> int:
        return self.size

    def __iter__(self) -> Iterator[SkillEntry]:
        """Visible skills sorted by category (uncategorised first), then name."""
        for category in self.category_order():
            yield from self.categories[category]

    def category_order(self) -> list[str | None]:
        """Categories sorted by name, ``None`` (no category) first."""
        return sorted(self.categories, key=lambda c: "" if c is None else c)

    def category_names(self) -> tuple[str, ...]:
        """The named categories, sorted."""
        return tuple(sorted(c for c in self.categories if c is not None))

    def is_ambiguous(self, name: str) -> bool:
        """True when more than one visible skill has this frontmatter name."""
        return len(self.by_name.get(name, ())) > 1


def _order(entry: SkillEntry) -> tuple[str, str, str]:
    return (entry.name, entry.relative_dir, str(entry.root.path))


class SnapshotBuilder:
    """Keeps the indexes of a snapshot up to date as entries come and go.

    Owned by one catalog and used under its lock; :meth:`publish` hands out an
    immutable copy.
    """

    def __init__(self, roots: tuple[SkillRoot, ...]) -> None:
        self._roots = roots
        self._rank = {root: rank for rank, root in enumerate(roots)}
        self._generation = 0
        self._all_by_name: dict[str, dict[str, SkillEntry]] = {}
        self._visible: dict[str, SkillEntry] = {}
        self._by_name: dict[str, tuple[SkillEntry, ...]] = {}
        self._by_dir: dict[str, tuple[SkillEntry, ...]] = {}
        self._by_qualified: dict[str, tuple[SkillEntry, ...]] = {}
        self._members: dict[str | None, dict[str, SkillEntry]] = {}
        self._categories: dict[str | None, tuple[SkillEntry, ...]] = {}
        self._shadowed: dict[str, tuple[SkillEntry, ...]] = {}
        self._shadowed_list: tuple[SkillEntry, ...] = ()
        self._shadowed_changed = False
        self._name_warnings: dict[str, tuple[DiscoveryWarning, ...]] = {}
        self._unreadable: dict[str, DiscoveryWarning] = {}
        self._touched: set[str | None] = set()

    def apply(self, removed: Iterable[SkillEntry], added: Iterable[SkillEntry]) -> None:
        """Remove the ``removed`` entries (as they were), then add the ``added`` ones.

        A changed file is one removal of its old entry and one addition of the new.
        """
        first_load = not self._all_by_name
        names: set[str] = set()
        for entry in removed:
            if not entry.readable:
                self._unreadable.pop(entry.file, None)
                continue
            group = self._all_by_name.get(entry.name)
            if group is not None and entry.file in group:
                del group[entry.file]
                if not group:
                    del self._all_by_name[entry.name]
                names.add(entry.name)
        for entry in added:
            if not entry.readable:
                if entry.file not in self._unreadable:
                    logger.warning("%s cannot be read as text; the skill is ignored", entry.path)
                self._unreadable[entry.file] = DiscoveryWarning(
                    WarningKind.UNREADABLE,
                    entry.dir_name,
                    (entry.path,),
                    f"{entry.path} cannot be read as text; the skill is ignored",
                )
                continue
            self._all_by_name.setdefault(entry.name, {})[entry.file] = entry
            names.add(entry.name)
        if first_load:
            self._load(names)
            return
        for name in names:
            self._settle(name)

    def _load(self, names: set[str]) -> None:
        """Settle every name of an empty builder in one pass (the first snapshot):
        the same outcome as :meth:`_settle` per name, without diffing against a
        previous state that does not exist."""
        by_dir: dict[str, list[SkillEntry]] = {}
        by_qualified: dict[str, list[SkillEntry]] = {}
        rank = self._rank
        for name in names:
            group = list(self._all_by_name[name].values())
            winners, losers = group, []
            if len(group) > 1:
                best = min(rank[e.root] for e in group)
                winners = [e for e in group if rank[e.root] == best]
                losers = [e for e in group if rank[e.root] != best]
                winners.sort(key=_order)
                if losers:
                    self._shadowed[name] = tuple(sorted(losers, key=_order))
                    self._shadowed_changed = True
                self._warn(name, winners, losers)
            self._by_name[name] = tuple(winners)
            for entry in winners:
                self._visible[entry.file] = entry
                by_dir.setdefault(entry.dir_name, []).append(entry)
                by_qualified.setdefault(entry.qualified_name, []).append(entry)
                self._members.setdefault(entry.category, {})[entry.file] = entry
        self._by_dir = {key: _ordered(group) for key, group in by_dir.items()}
        self._by_qualified = {key: _ordered(group) for key, group in by_qualified.items()}
        self._touched.update(self._members)

    def publish(self) -> SkillSnapshot:
        """An immutable snapshot of the current state, with a new generation."""
        for category in self._touched:
            members = self._members.get(category)
            if members:
                self._categories[category] = tuple(sorted(members.values(), key=_order))
            else:
                self._members.pop(category, None)
                self._categories.pop(category, None)
        self._touched.clear()
        self._generation += 1
        warnings = [w for group in self._name_warnings.values() for w in group]
        warnings.extend(self._unreadable.values())
        warnings.sort(key=lambda w: (w.kind, w.name, w.paths))
        return SkillSnapshot(
            roots=self._roots,
            generation=self._generation,
            by_name=MappingProxyType(dict(self._by_name)),
            by_dir_name=MappingProxyType(dict(self._by_dir)),
            by_qualified_name=MappingProxyType(dict(self._by_qualified)),
            categories=MappingProxyType(dict(self._categories)),
            shadowed=self._shadowed_entries(),
            warnings=tuple(warnings),
            size=len(self._visible),
        )

    def _settle(self, name: str) -> None:
        """Recompute which skills named ``name`` are visible, shadowed or ambiguous."""
        group = self._all_by_name.get(name, {})
        best = min((self._rank[e.root] for e in group.values()), default=-1)
        winners = [e for e in group.values() if self._rank[e.root] == best]
        losers = [e for e in group.values() if self._rank[e.root] != best]
        # Identity, not equality: a changed file is a new entry at the same path.
        old = {e.file: e for e in self._by_name.get(name, ())}
        new = {e.file: e for e in winners}
        for path, entry in old.items():
            if new.get(path) is not entry:
                self._hide(entry)
        for path, entry in new.items():
            if old.get(path) is not entry:
                self._show(entry)
        for entry in self._by_name.get(name, ()):
            # Ambiguity changes how every same-named line is rendered.
            self._touched.add(entry.category)
        if winners:
            self._by_name[name] = tuple(sorted(winners, key=_order))
            for entry in winners:
                self._touched.add(entry.category)
        else:
            self._by_name.pop(name, None)
        shadowed = tuple(sorted(losers, key=_order))
        if shadowed != self._shadowed.get(name, ()):
            self._shadowed_changed = True
            if shadowed:
                self._shadowed[name] = shadowed
            else:
                del self._shadowed[name]
        self._warn(name, winners, losers)

    def _shadowed_entries(self) -> tuple[SkillEntry, ...]:
        if self._shadowed_changed:
            every = (e for group in self._shadowed.values() for e in group)
            self._shadowed_list = tuple(sorted(every, key=_order))
            self._shadowed_changed = False
        return self._shadowed_list

    def _warn(self, name: str, winners: list[SkillEntry], losers: list[SkillEntry]) -> None:
        previous = self._name_warnings.pop(name, ())
        found: list[DiscoveryWarning] = []
        ordered = sorted(winners, key=_order)
        if losers:
            kept = ordered[0].path
            hidden = tuple(sorted(e.path for e in losers))
            found.append(
                DiscoveryWarning(
                    WarningKind.SHADOWED,
                    name,
                    (kept, *hidden),
                    f"skill {name!r} in {kept} shadows the one(s) in "
                    f"{', '.join(str(p) for p in hidden)}",
                )
            )
        if len(winners) > 1:
            found.append(
                DiscoveryWarning(
                    WarningKind.DUPLICATE_NAME,
                    name,
                    tuple(e.path for e in ordered),
                    f"{len(winners)} skills are named {name!r} in one root: "
                    f"{', '.join(e.qualified_name for e in ordered)}; "
                    "load them by category/name",
                )
            )
        if found:
            self._name_warnings[name] = tuple(found)
        for warning in found:
            if warning not in previous:
                logger.warning("%s", warning.message)

    def _show(self, entry: SkillEntry) -> None:
        self._visible[entry.file] = entry
        _add(self._by_dir, entry.dir_name, entry)
        _add(self._by_qualified, entry.qualified_name, entry)
        self._members.setdefault(entry.category, {})[entry.file] = entry
        self._touched.add(entry.category)

    def _hide(self, entry: SkillEntry) -> None:
        if self._visible.get(entry.file) is entry:
            del self._visible[entry.file]
        _remove(self._by_dir, entry.dir_name, entry)
        _remove(self._by_qualified, entry.qualified_name, entry)
        members = self._members.get(entry.category)
        if members is not None and members.get(entry.file) is entry:
            del members[entry.file]
        self._touched.add(entry.category)


def _ordered(group: list[SkillEntry]) -> tuple[SkillEntry, ...]:
    return tuple(group) if len(group) == 1 else tuple(sorted(group, key=_order))


def _add(index: dict[str, tuple[SkillEntry, ...]], key: str, entry: SkillEntry) -> None:
    index[key] = tuple(sorted((*index.get(key, ()), entry), key=_order))


def _remove(index: dict[str, tuple[SkillEntry, ...]], key: str, entry: SkillEntry) -> None:
    rest = tuple(e for e in index.get(key, ()) if e is not entry)
    if rest:
        index[key] = rest
    else:
        index.pop(key, None)
