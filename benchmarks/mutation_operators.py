"""The mutation operators: each takes a case's files and a seeded ``Random`` and returns the
rewritten files with a short label of what it did, or ``None`` where it has nothing to change.

An operator rewrites the way an attacker would while the case stays just as harmful: prose is
reworded around commands that stay byte-for-byte, code is restructured so that it does the same
thing. Front matter is never edited, so a case keeps its ``name``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import mutation_markdown as md
import mutation_shell as shell
import mutation_source as source
from mutation_hosts import host_map, rewrite_hosts
from mutation_phrases import LANGUAGES, SYNONYMS, substitute, translation_table
from mutation_prose import code_to_prose, prose_to_code, reorder_candidates, split_candidates

Files = Mapping[str, str | bytes]


@dataclass(frozen=True)
class Applied:
    """What one operator made: the new files and a label (``language:de``)."""

    files: dict[str, str | bytes]
    label: str


Operator = Callable[[Files, random.Random], Applied | None]


def markdown_paths(files: Files) -> list[str]:
    """The case's Markdown files, in a stable order."""
    return sorted(
        path for path, text in files.items() if path.endswith(".md") and isinstance(text, str)
    )


def _rewrite_doc(text: str, edit: Callable[[list[md.Block]], list[md.Block]]) -> str:
    front, body = md.split_front_matter(text)
    return front + md.render(edit(md.parse_blocks(body)))


def _changed(files: Files, new: dict[str, str | bytes], label: str) -> Applied | None:
    return Applied(new, label) if new != dict(files) else None


def _reword(files: Files, edit: Callable[[str], str], label: str) -> Applied | None:
    """Every prose block of every Markdown file passed through ``edit`` (via ``map_prose``)."""

    def blocks(body: list[md.Block]) -> list[md.Block]:
        prose = set(md.prose_blocks(body))
        return [_reword_block(b, edit) if i in prose else b for i, b in enumerate(body)]

    new = dict(files)
    for path in markdown_paths(files):
        new[path] = _rewrite_doc(str(files[path]), blocks)
    return _changed(files, new, label)


def _reword_block(block: md.Block, edit: Callable[[str], str]) -> md.Block:
    if block.kind != "list":
        text = md.map_prose(block.text, edit)
        return md.Block(block.kind, tuple(text.splitlines(keepends=True)))
    items = []
    for item in md.list_items(block):
        lead, rest = item.lead()
        items.append(md.ListItem(item.prefix, md.map_prose(lead, edit) + rest))
    return _list_block(items)


def _list_block(items: list[md.ListItem]) -> md.Block:
    text = "".join(item.prefix + item.body for item in items)
    return md.Block("list", tuple(text.splitlines(keepends=True)))


def synonyms(files: Files, rng: random.Random) -> Applied | None:
    """Instruction verbs and nouns replaced by variants ("run" → "kick off")."""
    return _reword(files, lambda text: substitute(text, SYNONYMS, rng), "synonyms")


def language(files: Files, rng: random.Random) -> Applied | None:
    """Instruction prose translated into German, Spanish or French; code stays as it is."""
    chosen = rng.choice(LANGUAGES)
    table = translation_table(chosen)
    return _reword(files, lambda text: substitute(text, table, rng), f"language:{chosen}")


def hosts(files: Files, rng: random.Random) -> Applied | None:
    """Every invented host (and outside address) swapped for another, on another TLD."""
    texts = [files[path] for path in sorted(files) if isinstance(files[path], str)]
    mapping = host_map([str(text) for text in texts], rng)
    if not mapping:
        return None
    new = {
        path: rewrite_hosts(text, mapping) if isinstance(text, str) else text
        for path, text in files.items()
    }
    return _changed(files, new, "hosts")


def reorder(files: Files, rng: random.Random) -> Applied | None:
    """List items, sentences of a paragraph, or independent paragraphs or sections shuffled."""
    return _one_of_prose(files, rng, reorder_candidates, "reorder")


def split(files: Files, rng: random.Random) -> Applied | None:
    """One instruction split in two: prose over two lines, items or paragraphs; a shell line
    with a ``\\`` continuation or through a variable."""
    families = []
    if any(split_candidates(_blocks(files, path)) for path in markdown_paths(files)):
        families.append("prose")
    units = [u for u in code_units(files) if u.language == "shell"]
    if any(_shell_split(u.get(files), rng, probe=True) for u in units):
        families.append("shell")
    if not families:
        return None
    if rng.choice(families) == "prose":
        return _one_of_prose(files, rng, split_candidates, "split")
    rng.shuffle(units)
    for unit in units:
        result = _shell_split(unit.get(files), rng)
        if result is not None:
            text, how = result
            return _changed(files, unit.put(files, text), f"split:{how}")
    return None


def _shell_split(text: str, rng: random.Random, *, probe: bool = False) -> tuple[str, str] | None:
    forms = [("continuation", shell.split_continuation), ("pipe", shell.split_pipe)]
    if not probe:
        rng.shuffle(forms)
    for how, form in forms:
        result = form(text, random.Random(0) if probe else rng)
        if result is not None and result != text:
            return result, how
    return None


def _blocks(files: Files, path: str) -> list[md.Block]:
    return md.parse_blocks(md.split_front_matter(str(files[path]))[1])


def _one_of_prose(
    files: Files,
    rng: random.Random,
    candidates: Callable[
        [list[md.Block]], list[tuple[str, Callable[[random.Random], list[md.Block]]]]
    ],
    name: str,
) -> Applied | None:
    found = [
        (path, how, make)
        for path in markdown_paths(files)
        for how, make in candidates(_blocks(files, path))
    ]
    rng.shuffle(found)
    for path, how, make in found:
        front = md.split_front_matter(str(files[path]))[0]
        new = dict(files)
        new[path] = front + md.render(make(rng))
        applied = _changed(files, new, f"{name}:{how}")
        if applied is not None:
            return applied
    return None


def code_prose(files: Files, rng: random.Random) -> Applied | None:
    """A short command in a code block restated as prose, or a command in prose made a block."""
    found = []
    for path in markdown_paths(files):
        blocks = _blocks(files, path)
        found += [(path, "to-prose", make) for make in code_to_prose(blocks)]
        found += [(path, "to-code", make) for make in prose_to_code(blocks)]
    if not found:
        return None
    path, how, make = rng.choice(found)
    new = dict(files)
    new[path] = md.split_front_matter(str(files[path]))[0] + md.render(make(rng))
    return _changed(files, new, f"code_prose:{how}")


@dataclass(frozen=True)
class CodeUnit:
    """A piece of code an operator may restructure: a script, or a fenced block of a doc."""

    path: str
    block: int | None
    language: str

    def get(self, files: Files) -> str:
        """The unit's code."""
        text = str(files[self.path])
        if self.block is None:
            return text
        return "".join(_blocks(files, self.path)[self.block].fence_body())

    def put(self, files: Files, code: str) -> dict[str, str | bytes]:
        """``files`` with the unit's code replaced by ``code``."""
        new = dict(files)
        if self.block is None:
            new[self.path] = code
            return new
        front = md.split_front_matter(str(files[self.path]))[0]
        blocks = _blocks(files, self.path)
        fence = blocks[self.block]
        closed = len(fence.lines) > 1 and md.FENCE.match(fence.lines[-1]) is not None
        closing = fence.lines[-1:] if closed else ()
        lines = (fence.lines[0], *code.splitlines(keepends=True), *closing)
        blocks[self.block] = md.Block("fence", lines)
        new[self.path] = front + md.render(blocks)
        return new


def code_units(files: Files) -> list[CodeUnit]:
    """Every script of the case and every shell or Python block of its Markdown files."""
    units = []
    for path in sorted(files):
        text = files[path]
        if not isinstance(text, str):
            continue
        kind = script_language(path, text)
        if kind:
            units.append(CodeUnit(path, None, kind))
        elif path.endswith(".md"):
            for index, block in enumerate(_blocks(files, path)):
                if block.kind != "fence":
                    continue
                if block.language in md.SHELL_LANGUAGES:
                    units.append(CodeUnit(path, index, "shell"))
                elif block.language in ("python", "py", "python3"):
                    units.append(CodeUnit(path, index, "python"))
                elif block.language in ("powershell", "ps1", "pwsh"):
                    units.append(CodeUnit(path, index, "powershell"))
    return units


def script_language(path: str, text: str) -> str:
    """``shell``, ``python`` or ``javascript`` for a script, else empty."""
    first = text.split("\n", 1)[0]
    if path.endswith((".sh", ".bash")) or re.match(r"#!.*\b(ba|z)?sh\b", first):
        return "shell"
    if path.endswith(".py") or re.match(r"#!.*python", first):
        return "python"
    if path.endswith((".js", ".mjs", ".cjs")):
        return "javascript"
    if path.endswith(".ps1"):
        return "powershell"
    return ""


INDIRECTIONS: dict[str, Callable[..., str | None]] = {
    "shell": shell.indirect,
    "python": source.indirect_python,
    "javascript": source.indirect_javascript,
    "powershell": source.indirect_powershell,
}


def indirection(files: Files, rng: random.Random) -> Applied | None:
    """A literal moved into a variable or an environment variable set earlier, or a path or
    host built from parts."""
    choices = [(unit, form) for unit in code_units(files) for form in ("variable", "env", "parts")]
    rng.shuffle(choices)
    for unit, form in choices:
        code = unit.get(files)
        result = INDIRECTIONS[unit.language](code, rng, form=form)
        if result is not None and result != code:
            return _changed(files, unit.put(files, result), f"indirection:{form}")
    return None


# The order operators compose in: hosts and code first, then structure, then wording.
OPERATORS: dict[str, Operator] = {
    "hosts": hosts,
    "indirection": indirection,
    "code_prose": code_prose,
    "split": split,
    "reorder": reorder,
    "synonyms": synonyms,
    "language": language,
}
