"""The skills index: the level-0 block of the system prompt.

Skills are grouped by category (skills directly under a root go under
``general``), one line each, ``- name: description``, with the description's
whitespace collapsed and cut at a word boundary to
:data:`~hermes_core.skills.model.INDEX_DESCRIPTION_WIDTH` characters.
A name that several visible skills share is shown as ``category/name`` so the
model can load the one it means. No visible skill, no block: the empty string.

:class:`IndexRenderer` remembers the text it rendered for each category and
reuses it while the snapshot's tuple for that category is the same object, so
after one SKILL.md changes only that skill's category is rendered again.
:meth:`~hermes_core.skills.catalog.SkillCatalog.index` adds the memory and disk
caches on top.
"""

from __future__ import annotations

from collections import OrderedDict

from hermes_core.skills.discovery import SkillEntry, SkillFilter
from hermes_core.skills.model import INDEX_DESCRIPTION_WIDTH
from hermes_core.skills.snapshot import SkillSnapshot

__all__ = [
    "INDEX_FOOTER",
    "INDEX_HEADER",
    "UNCATEGORISED",
    "IndexRenderer",
    "index_line",
    "render_index",
    "shorten_description",
]

UNCATEGORISED = "general"
INDEX_HEADER = (
    "## Skills\n"
    "Skills hold tested, step-by-step instructions for specific tasks. Before replying, "
    "scan the list below; if a skill matches the task, even in part, load it with "
    "skill_view(name) and follow it. A skill's supporting files (references, templates, "
    "scripts) load with skill_view(name, path).\n"
    "\n"
    "<available_skills>\n"
)
INDEX_FOOTER = "</available_skills>\n"
_ELLIPSIS = "…"


def shorten_description(text: str, width: int = INDEX_DESCRIPTION_WIDTH) -> str:
    """Collapse whitespace; cut to at most ``width`` characters at a word boundary
    and end with an ellipsis when something was cut."""
    collapsed = " ".join(text.split())
    if len(collapsed) <= width:
        return collapsed
    limit = width - len(_ELLIPSIS)
    head = collapsed[:limit]
    if collapsed[limit] != " ":
        space = head.rfind(" ")
        # One very long word: cut inside it rather than leave almost nothing.
        if space > limit // 2:
            head = head[:space]
    return head.rstrip(" ,;:") + _ELLIPSIS


def index_line(entry: SkillEntry, *, qualified: bool = False) -> str:
    """The index line of one skill (without its indentation's trailing newline)."""
    shown = entry.qualified_name if qualified else " ".join(entry.name.split())
    description = shorten_description(entry.description)
    return f"    - {shown}: {description}" if description else f"    - {shown}"


def render_index(snapshot: SkillSnapshot, skill_filter: SkillFilter) -> str:
    """The index block for ``snapshot`` under ``skill_filter``, with no caching."""
    return IndexRenderer().render(snapshot, skill_filter)


def _category_key(category: str | None) -> tuple[str, bool]:
    return (UNCATEGORISED if category is None else category, category is not None)


class IndexRenderer:
    """Renders index blocks, reusing the text of every category that did not change.

    Keeps the rendered parts of the ``max_filters`` most recently used filters.
    Owned by one catalog and used under its lock.
    """

    def __init__(self, max_filters: int = 8) -> None:
        self._max_filters = max_filters
        self._parts: OrderedDict[SkillFilter, _FilterParts] = OrderedDict()

    def render(self, snapshot: SkillSnapshot, skill_filter: SkillFilter) -> str:
        """The index block for ``snapshot`` under ``skill_filter``."""
        parts = self._parts_for(skill_filter)
        if parts.snapshot is snapshot:
            return parts.text
        pieces = [INDEX_HEADER]
        label: str | None = None
        blocks: dict[str | None, tuple[tuple[SkillEntry, ...], str]] = {}
        for category in sorted(snapshot.categories, key=_category_key):
            entries = snapshot.categories[category]
            cached = parts.blocks.get(category)
            if cached is not None and cached[0] is entries:
                body = cached[1]
            else:
                body = _render_block(snapshot, entries, skill_filter)
            blocks[category] = (entries, body)
            if not body:
                continue
            shown = UNCATEGORISED if category is None else category
            if shown != label:
                pieces.append(f"  {shown}:\n")
                label = shown
            pieces.append(body)
        text = "" if len(pieces) == 1 else "".join([*pieces, INDEX_FOOTER])
        parts.blocks = blocks
        parts.snapshot = snapshot
        parts.text = text
        return text

    def rendered(self, snapshot: SkillSnapshot) -> list[tuple[SkillFilter, str]]:
        """The filters whose index text was rendered from ``snapshot``, with the text."""
        return [(f, parts.text) for f, parts in self._parts.items() if parts.snapshot is snapshot]

    def _parts_for(self, skill_filter: SkillFilter) -> _FilterParts:
        parts = self._parts.get(skill_filter)
        if parts is None:
            parts = self._parts[skill_filter] = _FilterParts()
            while len(self._parts) > self._max_filters:
                self._parts.popitem(last=False)
        else:
            self._parts.move_to_end(skill_filter)
        return parts


class _FilterParts:
    """What was last rendered for one filter."""

    __slots__ = ("blocks", "snapshot", "text")

    def __init__(self) -> None:
        self.snapshot: SkillSnapshot | None = None
        self.text = ""
        self.blocks: dict[str | None, tuple[tuple[SkillEntry, ...], str]] = {}


def _render_block(
    snapshot: SkillSnapshot, entries: tuple[SkillEntry, ...], skill_filter: SkillFilter
) -> str:
    lines = [
        index_line(entry, qualified=snapshot.is_ambiguous(entry.name))
        for entry in entries
        if skill_filter.allows(entry)
    ]
    if not lines:
        return ""
    lines.append("")
    return "\n".join(lines)
