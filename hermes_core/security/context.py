"""One text being scanned: its folded form, the automaton's hits, its regions."""

from __future__ import annotations

import re
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
from hermes_core.security.rules import Part, Rule
from hermes_core.security.triggers import Automaton, Tag
from hermes_core.security.unicode import fold_encoded

__all__ = ["LONG_LINE", "STRETCH_BITS", "WINDOW", "ScanContext"]

STRETCH_BITS = 9  # a very long line is searched in windows around each 512-character stretch
LONG_LINE = 8192  # longer lines are searched around their anchors, not whole
WINDOW = 512  # how far around an anchor a match on a long line may reach

# Languages where a trailing backslash ends a path (C:\\), not a line.
_BACKSLASH_IS_A_PATH = frozenset("powershell pwsh ps1 psm1 bat batch cmd".split())

# A line that goes on a paragraph: not blank, not a list item, heading, quote, table
# row, fence or numbered item.
_CONTINUATION = re.compile(r"[ \t]*(?![\s\-*+#>|`~]|\d+[.)]\s)")


@dataclass
class ScanContext:
    """Per-text state, filled by one automaton pass; regions are cut only when needed."""

    text: str
    markdown: bool
    folded: str = ""
    # (rule, part, line start, where its anchor ended), once per part and line (or stretch)
    candidates: list[tuple[Rule, Part, int, int]] = field(default_factory=list)
    # (rule, part, line start, where its anchor started) for leading parts, every occurrence
    starts: list[tuple[Rule, Part, int, int]] = field(default_factory=list)
    tags: dict[Tag, list[int]] = field(default_factory=dict)
    _regions: Regions | None = None
    _joined: dict[int, tuple[int, str]] = field(default_factory=dict)
    language: str = ""  # a script's language, from its file name

    @classmethod
    def prepare(
        cls, text: str, markdown: bool, automaton: Automaton, language: str = ""
    ) -> ScanContext:
        """Fold the text and run the automaton over it once."""
        folded, encoded = fold_encoded(text)
        context = cls(text, markdown, folded, language=language)
        if folded is not text:  # look-alike letters were folded away: check the words
            context.tags[Tag.LOOK_ALIKE] = []
        seen: set[tuple[int, int, int]] = set()  # (id of the part, line, stretch)
        line_start = searched_to = 0
        starts, candidates, tags = context.starts, context.candidates, context.tags
        actions = automaton.actions
        for index, start_index, end_index in automaton.find(folded, encoded):
            leading, searched, tagged, inside = actions[index]
            for tag in tagged:
                positions = tags.get(tag)
                if positions is None:
                    tags[tag] = positions = []
                positions.append(end_index)
            if not leading and not searched:
                continue
            # Hits come in order: look for a newline only since the last one looked at.
            newline = folded.rfind("\n", searched_to, end_index)
            if newline >= 0:
                line_start = newline + 1
            searched_to = max(searched_to, end_index - 1)
            if leading and start_index:
                before = folded[start_index - 1]
                if before.isalnum() or before == "_":  # the word starts inside another
                    leading = inside
            for rule, part in leading:
                starts.append((rule, part, line_start, start_index))
            for rule, part in searched:
                # Once per part and line, or per stretch of a very long line.
                key = (id(part), line_start, end_index >> STRETCH_BITS)
                if key not in seen:
                    seen.add(key)
                    candidates.append((rule, part, line_start, end_index))
        return context

    @property
    def quiet(self) -> bool:
        """True when nothing fired: nothing more to do."""
        return not self.candidates and not self.starts and not self.tags

    @property
    def regions(self) -> Regions:
        """The text's regions (cut on first use)."""
        if self._regions is None:
            if self.markdown:
                self._regions = markdown_regions(self.text)
            else:
                self._regions = script_regions(self.text, self.language)
        return self._regions

    def joined_line(self, line_start: int) -> tuple[int, str]:
        """The logical line holding the physical line at ``line_start``, and where it
        starts: a prose paragraph hard-wrapped over several lines, or a command
        continued with a trailing ``\\``, joined into one line (each joining line
        break becomes a space, so offsets inside stay those of the text). A paragraph
        stops growing past :data:`LONG_LINE` characters."""
        cached = self._joined.get(line_start)
        if cached is not None:
            return cached
        folded = self.folded
        size = len(folded)
        region = self.regions.at(line_start)
        floor, ceiling = region.start, min(region.end, size)
        start = line_start
        end = folded.find("\n", line_start)
        end = size if end < 0 else end
        if region.kind is RegionKind.PROSE:
            continues = _CONTINUATION.match
            # A break is soft when the line before it ends in text and the next goes on.
            while start > floor and end - start < LONG_LINE:
                if (
                    start < 2
                    or start >= size
                    or folded[start - 2].isspace()
                    or not continues(folded, start)
                ):
                    break
                start = max(folded.rfind("\n", floor, start - 1) + 1, floor)
            while end < ceiling and end - start < LONG_LINE:
                after = end + 1
                if after >= size or folded[end - 1].isspace() or not continues(folded, after):
                    break
                end = folded.find("\n", after)
                end = ceiling if end < 0 else min(end, ceiling)
            line = folded[start:end].replace("\n", " ")
        elif region.language in _BACKSLASH_IS_A_PATH or not (
            folded.endswith("\\", start, end)  # goes on below, or continues the line above
            or (start - 2 >= floor and folded[start - 2] == "\\")
        ):
            line = folded[start:end]
            joined = (start, line)
            self._joined[start] = joined
            return joined
        else:
            while start > floor and end - start < LONG_LINE:
                above = max(folded.rfind("\n", floor, start - 1) + 1, floor)
                if not folded.endswith("\\", above, start - 1):
                    break
                start = above
            while end < ceiling and end - start < LONG_LINE:
                if not folded.endswith("\\", start, end):
                    break
                end = folded.find("\n", end + 1)
                end = ceiling if end < 0 else min(end, ceiling)
            line = folded[start:end].replace("\\\n", "  ")
        joined = (start, line)
        cache = self._joined
        cache[start] = joined
        position = folded.find("\n", start, end)
        while position >= 0:  # every physical line in it shares the result
            cache[position + 1] = joined
            position = folded.find("\n", position + 1, end)
        return joined

    def line_end(self, position: int) -> int:
        """The end of the line holding ``position``."""
        end = self.folded.find("\n", position)
        return len(self.folded) if end < 0 else end

    def line_start(self, position: int) -> int:
        """The start of the line holding ``position``."""
        return self.folded.rfind("\n", 0, position) + 1

    def units_with(self, *tags: Tag) -> Iterator[Region]:
        """Regions (not frontmatter) holding a position of any of ``tags``, once each,
        in order."""
        if len(tags) == 1:
            positions = self.tags.get(tags[0], [])  # in order: hits come by their end
        else:
            positions = sorted({p for tag in tags for p in self.tags.get(tag, ())})
        if not positions:
            return
        regions = self.regions.regions
        starts = self.regions.starts
        end = -1  # where the last region found ends
        for position in positions:
            offset = max(position - 1, 0)
            if offset < end:
                continue  # in the region already found
            region = regions[max(bisect_right(starts, offset) - 1, 0)]
            end = region.end
            if region.kind is not RegionKind.FRONTMATTER:
                yield region

    def lines_with(self, tag: Tag) -> Iterator[tuple[int, int]]:
        """``(start, end)`` of each line holding a position of ``tag``, once each."""
        done: set[int] = set()
        for position in self.tags.get(tag, ()):
            start = self.line_start(max(position - 1, 0))
            if start not in done:
                done.add(start)
                yield start, self.line_end(start)
