"""Filtered listings of a snapshot, remembered per filter and category.

A listing reuses the filtered part of every category whose tuple in the new
snapshot is the very object it filtered before (see
:class:`~hermes_core.skills.snapshot.SnapshotBuilder`), so after one SKILL.md
changes only that category is filtered again.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from hermes_core.skills.discovery import SkillEntry, SkillFilter
from hermes_core.skills.snapshot import SkillSnapshot

__all__ = ["ListingCache", "SkillListing"]


@dataclass(frozen=True, slots=True)
class SkillListing:
    """Level 1 of progressive disclosure: the skills a filter allows (each with its
    name, description and category), and the named categories among them."""

    skills: tuple[SkillEntry, ...]
    categories: tuple[str, ...]


_Parts = dict[str | None, tuple[tuple[SkillEntry, ...], tuple[SkillEntry, ...]]]


class ListingCache:
    """Listings of the ``max_listings`` most recently used (filter, category) pairs.

    Owned by one catalog and used under its lock.
    """

    def __init__(self, max_listings: int = 32) -> None:
        self._max = max_listings
        self._listings: OrderedDict[tuple[SkillFilter, str | None], _Listing] = OrderedDict()

    def get(
        self, snapshot: SkillSnapshot, skill_filter: SkillFilter, category: str | None
    ) -> SkillListing:
        """Visible skills the filter allows, by category then name; ``category``
        (when not None) narrows the list to one category."""
        key = (skill_filter, category)
        listing = self._listings.get(key)
        if listing is None:
            listing = self._listings[key] = _Listing()
            while len(self._listings) > self._max:
                self._listings.popitem(last=False)
        else:
            self._listings.move_to_end(key)
        if listing.snapshot is not snapshot:
            listing.update(snapshot, skill_filter, category)
        return listing.result


class _Listing:
    __slots__ = ("parts", "result", "snapshot")

    def __init__(self) -> None:
        self.snapshot: SkillSnapshot | None = None
        self.result = SkillListing((), ())
        self.parts: _Parts = {}

    def update(
        self, snapshot: SkillSnapshot, skill_filter: SkillFilter, category: str | None
    ) -> None:
        categories = snapshot.category_order() if category is None else [category]
        parts: _Parts = {}
        for name in categories:
            source = snapshot.categories.get(name, ())
            cached = self.parts.get(name)
            if cached is not None and cached[0] is source:
                parts[name] = cached
            else:
                parts[name] = (source, tuple(e for e in source if skill_filter.allows(e)))
        self.parts = parts
        entries = tuple(e for _, allowed in parts.values() for e in allowed)
        named = tuple(name for name, (_, allowed) in parts.items() if allowed and name is not None)
        self.result = SkillListing(entries, named)
        self.snapshot = snapshot
