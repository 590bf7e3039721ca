"""One text being scanned: its folded form, the automaton's hits, its regions."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field

from hermes_core.security.regions import (
    Region,
    RegionKind,
    Regions,
    markdown_regions,
    script_regions,
)
from hermes_core.security.rules import Rule
from hermes_core.security.triggers import Automaton, Tag, Trigger
from hermes_core.security.unicode import fold

__all__ = ["ScanContext"]


@dataclass
class ScanContext:
    """Per-text state, filled by one automaton pass; regions are cut only when needed."""

    text: str
    markdown: bool
    folded: str = ""
    candidates: list[tuple[Rule, int]] = field(default_factory=list)  # (rule, line start)
    tags: dict[Tag, list[int]] = field(default_factory=dict)
    _regions: Regions | None = None

    @classmethod
    def prepare(cls, text: str, markdown: bool, automaton: Automaton) -> ScanContext:
        """Fold the text and run the automaton over it once."""
        context = cls(text, markdown, fold(text))
        folded = context.folded
        if folded is not text:  # look-alike letters were folded away: check the words
            context.tags[Tag.LOOK_ALIKE] = []
        lowered = folded.lower()
        if len(lowered) != len(folded):  # a few characters lowercase to two: keep offsets
            lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in folded)
        seen: set[tuple[str, int]] = set()
        for end_index, triggers in automaton.iter(lowered):
            line_start = folded.rfind("\n", 0, end_index) + 1
            trigger: Trigger
            for trigger in triggers:
                if trigger.rule is not None:
                    key = (trigger.rule.id, line_start)
                    if key not in seen:
                        seen.add(key)
                        context.candidates.append((trigger.rule, line_start))
                elif trigger.tag is not None:
                    context.tags.setdefault(trigger.tag, []).append(end_index)
        return context

    @property
    def quiet(self) -> bool:
        """True when nothing fired: nothing more to do."""
        return not self.candidates and not self.tags

    @property
    def regions(self) -> Regions:
        """The text's regions (cut on first use)."""
        if self._regions is None:
            cut = markdown_regions if self.markdown else script_regions
            self._regions = cut(self.text)
        return self._regions

    def line_end(self, position: int) -> int:
        """The end of the line holding ``position``."""
        end = self.folded.find("\n", position)
        return len(self.folded) if end < 0 else end

    def line_start(self, position: int) -> int:
        """The start of the line holding ``position``."""
        return self.folded.rfind("\n", 0, position) + 1

    def units_with(self, *tags: Tag) -> Iterator[Region]:
        """Regions (not frontmatter) holding a position of any of ``tags``, once each."""
        positions = sorted({p for tag in tags for p in self.tags.get(tag, ())})
        if not positions:
            return
        regions = self.regions.regions
        starts = [region.start for region in regions]
        done: set[int] = set()
        for position in positions:
            index = max(bisect_right(starts, max(position - 1, 0)) - 1, 0)
            region = regions[index]
            if index not in done and region.kind is not RegionKind.FRONTMATTER:
                done.add(index)
                yield region

    def lines_with(self, tag: Tag) -> Iterator[tuple[int, int]]:
        """``(start, end)`` of each line holding a position of ``tag``, once each."""
        done: set[int] = set()
        for position in self.tags.get(tag, ()):
            start = self.line_start(max(position - 1, 0))
            if start not in done:
                done.add(start)
                yield start, self.line_end(start)
