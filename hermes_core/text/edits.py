"""Apply text edits (a fix, or several) to a text."""

from __future__ import annotations

from collections.abc import Iterable

from hermes_core.text.diagnostics import TextEdit
from hermes_core.text.positions import LineIndex

__all__ = ["OverlappingEditsError", "apply_edits"]


class OverlappingEditsError(ValueError):
    """Two edits touch the same characters; applying both would be ambiguous."""


def apply_edits(text: str, edits: Iterable[TextEdit]) -> str:
    """The text with every edit applied; ranges refer to the original text."""
    lines = LineIndex(text)
    spans = sorted(
        ((lines.offset(e.range.start), lines.offset(e.range.end), e.new_text) for e in edits),
        key=lambda item: (item[0], item[1]),
    )
    pieces: list[str] = []
    position = 0
    for start, end, new_text in spans:
        if start < position:
            raise OverlappingEditsError(f"edits overlap at offset {start}")
        pieces.append(text[position:start])
        pieces.append(new_text)
        position = max(end, start)
    pieces.append(text[position:])
    return "".join(pieces)
