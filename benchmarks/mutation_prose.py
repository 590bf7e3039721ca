"""Structural prose rewrites: what can be reordered or split, and code↔prose restatements.

Each ``*_candidates`` function looks at a document's blocks and returns the rewrites it allows
as ``(label, make)`` pairs; ``make(rng)`` builds the new block list. What an instruction needs
next to it stays next to it: a lead-in ending in ``:`` keeps the block it introduces, a
sentence starting "Then …" keeps the one before, a numbered list keeps its order (the order can
be the payload), a suppression comment keeps the line it sits on.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence

import mutation_markdown as md

Make = Callable[[random.Random], list[md.Block]]
BLANK = md.Block("blank", ("\n",))
TAG = re.compile(r"</?[A-Za-z][^>\n]*>")
# A sentence or paragraph starting so leans on the one before it.
LEANS_BACK = frozenset(
    {"then", "after", "afterwards", "finally", "next", "also", "otherwise", "it", "this"}
    | {"that", "they", "these", "those", "if", "once", "when", "so"}
)
POINTS_ON = re.compile(r"(:\s*$|\bbelow\b|\bfollowing\b|\bnext line\b)")
POINTS_BACK = re.compile(r"\babove\b|\bprevious step\b")
SPLIT_AT = re.compile(r", (?=\S)|; (?=\S)|: (?=\S)| and (?=\S)")
SPLIT_VERBS = frozenset(
    {"run", "execute", "copy", "paste", "send", "upload", "extract", "push", "tell", "report"}
    | {"show", "summarise", "summarize", "keep", "read", "leave", "decode", "open", "visit"}
    | {"install", "start", "call", "follow", "repeat", "turn", "do", "pipe", "suggest", "check"}
    | {"fix", "shorten", "add", "write", "attach", "compare", "watch", "delete", "remove", "make"}
    | {"format", "fetch", "download", "put", "also"}
)
SUBORDINATE = frozenset(
    {"to", "if", "when", "once", "before", "after", "while", "because", "since"}
)
COMMAND_WORDS = frozenset(
    {"curl", "wget", "bash", "sh", "zsh", "python", "python3", "node", "pip", "pip3", "npm"}
    | {"npx", "cat", "ssh", "scp", "rm", "sudo", "git", "chmod", "gh", "docker", "nc", "ngrok"}
    | {"base64", "echo", "eval", "env", "tar", "unzip", "powershell", "iex", "psql", "dd"}
)
BARE_COMMAND = re.compile(r"\b(?:curl|wget)\s+[^`\n]*?\|\s*(?:sudo\s+)?(?:ba|z)?sh\b")
CURL_PIPE = re.compile(
    r"^(?P<tool>curl|wget)(?:\s+-\S+)*\s+(?P<url>https?://\S+)"
    r"\s*\|\s*(?P<sudo>sudo\s+)?(?P<shell>bash|sh|zsh|python3?)(?P<args>(?:\s+\S+)*)$"
)
PIP_INSTALL = re.compile(r"^pip3?\s+install\s+(?P<packages>[\w.\[\]=<>-]+(?:\s+[\w.\[\]=<>-]+)*)$")
CODE_TO_PROSE_LANGUAGES = md.SHELL_LANGUAGES | {"powershell", "ps1", "pwsh"}


def _permutation(count: int, rng: random.Random) -> list[int]:
    order = list(range(count))
    rng.shuffle(order)
    return order[1:] + order[:1] if order == sorted(order) else order


def _ends_with_newline(blocks: Sequence[md.Block]) -> list[md.Block]:
    out = list(blocks)
    if out and not out[-1].lines[-1].endswith("\n"):
        last = out[-1]
        out[-1] = md.Block(last.kind, (*last.lines[:-1], last.lines[-1] + "\n"))
    return out


def _join_units(units: Sequence[Sequence[md.Block]], had_final_newline: bool) -> list[md.Block]:
    out: list[md.Block] = []
    for index, unit in enumerate(units):
        if index:
            out.append(BLANK)
        out.extend(_ends_with_newline(unit))
    if out and not had_final_newline:
        last = out[-1]
        out[-1] = md.Block(last.kind, (*last.lines[:-1], last.lines[-1].rstrip("\n")))
    return out


def _para(text: str) -> md.Block:
    return md.Block("para", tuple(text.splitlines(keepends=True)))


def _first_word(text: str) -> str:
    words = re.findall(r"[A-Za-z']+", text[:40])
    return words[0].lower() if words else ""


# -- reorder


def reorder_candidates(blocks: list[md.Block]) -> list[tuple[str, Make]]:
    """Reorderings the document allows: unordered list items, sentences, paragraphs, sections."""
    found: list[tuple[str, Make]] = []
    for index, block in enumerate(blocks):
        if block.kind == "list":
            items = md.list_items(block)
            if len(items) >= 2 and not items[0].ordered:
                found.append(("items", _shuffle_items(blocks, index)))
        elif (
            block.kind == "para"
            and not TAG.search(block.text)  # a fake </user> <system> turn keeps its order
            and len(_sentence_units(block.text)[0]) >= 2
        ):
            found.append(("sentences", _shuffle_sentences(blocks, index)))
    for start, end in _regions(blocks):
        if len(_paragraph_units(blocks, start, end)) >= 2:
            found.append(("paragraphs", _shuffle_paragraphs(blocks, start, end)))
    for group in _sibling_sections(blocks):
        found.append(("sections", _shuffle_sections(blocks, group)))
    return found


def _shuffle_items(blocks: list[md.Block], index: int) -> Make:
    def make(rng: random.Random) -> list[md.Block]:
        items = md.list_items(blocks[index])
        items[-1] = md.ListItem(items[-1].prefix, items[-1].body.rstrip("\n") + "\n")
        order = _permutation(len(items), rng)
        shuffled = [items[i] for i in order]
        if not blocks[index].text.endswith("\n"):
            last = shuffled[-1]
            shuffled[-1] = md.ListItem(last.prefix, last.body.rstrip("\n"))
        return [*blocks[:index], md.render_list(shuffled), *blocks[index + 1 :]]

    return make


def _sentence_units(text: str) -> tuple[list[str], list[str]]:
    """A paragraph's sentences grouped so that each group stands alone: (movable, pinned)."""
    units: list[str] = []
    for sentence in md.sentences(" ".join(text.split())):
        if units and _first_word(sentence) in LEANS_BACK:
            units[-1] += " " + sentence
        else:
            units.append(sentence)
    pinned = [units.pop()] if units and units[-1].rstrip().endswith(":") else []
    return units, pinned


def _shuffle_sentences(blocks: list[md.Block], index: int) -> Make:
    def make(rng: random.Random) -> list[md.Block]:
        block = blocks[index]
        movable, pinned = _sentence_units(block.text)
        text = " ".join([movable[i] for i in _permutation(len(movable), rng)] + pinned)
        if len(block.lines) > 1:
            text = md.wrap(text, max(len(line.rstrip("\n")) for line in block.lines))
        ending = "\n" if block.text.endswith("\n") else ""
        return [*blocks[:index], _para(text + ending), *blocks[index + 1 :]]

    return make


def _regions(blocks: list[md.Block]) -> list[tuple[int, int]]:
    """``(start, end)`` ranges of blocks between headings."""
    cuts = [i for i, block in enumerate(blocks) if block.kind == "heading"]
    bounds = [-1, *cuts, len(blocks)]
    return [(bounds[i] + 1, bounds[i + 1]) for i in range(len(bounds) - 1)]


def _paragraph_units(blocks: list[md.Block], start: int, end: int) -> list[list[int]]:
    """The region's blocks grouped into units that can move independently."""
    units: list[list[int]] = []
    for index in range(start, end):
        block = blocks[index]
        if block.kind == "blank":
            continue
        previous = blocks[units[-1][-1]] if units else None
        leans = block.kind in ("fence", "indented") or (
            block.kind in ("para", "list") and _first_word(block.text) in LEANS_BACK
        )
        pointed = previous is not None and (
            previous.is_suppression or bool(POINTS_ON.search(previous.text.rstrip()))
        )
        if units and (leans or pointed or POINTS_BACK.search(block.text)):
            units[-1].append(index)
        else:
            units.append([index])
    return units


def _shuffle_paragraphs(blocks: list[md.Block], start: int, end: int) -> Make:
    def make(rng: random.Random) -> list[md.Block]:
        units = _paragraph_units(blocks, start, end)
        spans = [blocks[unit[0] : unit[-1] + 1] for unit in units]
        order = _permutation(len(spans), rng)
        first, last = units[0][0], units[-1][-1]
        final = blocks[last].text.endswith("\n")
        middle = _join_units([spans[i] for i in order], final)
        return [*blocks[:first], *middle, *blocks[last + 1 :]]

    return make


def _heading_level(block: md.Block) -> int:
    match = md.HEADING.match(block.lines[0])
    return len(match.group(1)) if match else 0


def _sibling_sections(blocks: list[md.Block]) -> list[list[tuple[int, int]]]:
    """Runs of two or more sibling sections (level 2 or deeper), as block ranges."""
    groups: list[list[tuple[int, int]]] = []
    headings = [(i, _heading_level(b)) for i, b in enumerate(blocks) if b.kind == "heading"]
    for level in range(2, 7):
        run: list[tuple[int, int]] = []
        for position, (index, depth) in enumerate(headings):
            if depth < level:
                if len(run) >= 2:
                    groups.append(run)
                run = []
            elif depth == level:
                later = [i for i, d in headings[position + 1 :] if d <= level]
                run.append((index, later[0] if later else len(blocks)))
        if len(run) >= 2:
            groups.append(run)
    return groups


def _shuffle_sections(blocks: list[md.Block], group: list[tuple[int, int]]) -> Make:
    def make(rng: random.Random) -> list[md.Block]:
        spans = [_strip_blank(blocks[start:end]) for start, end in group]
        first, last = group[0][0], group[-1][1]
        trailing = blocks[first:last][len(_strip_blank(blocks[first:last])) :]
        final = bool(blocks[first:last]) and blocks[last - 1].text.endswith("\n")
        middle = _join_units([spans[i] for i in _permutation(len(spans), rng)], final)
        return [*blocks[:first], *middle, *trailing, *blocks[last:]]

    return make


def _strip_blank(blocks: Sequence[md.Block]) -> list[md.Block]:
    out = list(blocks)
    while out and out[-1].kind == "blank":
        out.pop()
    return out


# -- split


def split_points(text: str) -> list[tuple[int, int, str]]:
    """Where an instruction in ``text`` can be cut: ``(start, end, separator)``."""
    spans = md.protected_spans(text)
    points = []
    for match in SPLIT_AT.finditer(text):
        start, end = match.span()
        if not md.is_free(spans, start) or not md.is_free(spans, max(start - 1, 0)):
            continue
        separator = match.group(0).strip()
        if separator in (",", "and") and _first_word(text[end:]) not in SPLIT_VERBS:
            continue
        if separator == "," and _first_word(_sentence_before(text, start)) in SUBORDINATE:
            continue  # "To make this permanent, add …" is one instruction
        if len(text[:start].strip()) >= 12 and len(text[end:].strip()) >= 12:
            points.append((start, end, separator))
    return points


def _sentence_before(text: str, position: int) -> str:
    starts = [m.end() for m in md.SENTENCE_END.finditer(text) if m.end() <= position]
    return text[starts[-1] if starts else 0 : position]


def _halves(text: str, start: int, end: int, separator: str) -> tuple[str, str]:
    """The two instructions either side of a split point; a command is never capitalised."""
    head, tail = text[:start].rstrip(), text[end:]
    head += ":" if separator == ":" else "."
    if separator == "and":
        tail = "Then " + tail
    elif md.is_free(md.protected_spans(text), end):
        tail = md.capitalise(tail)
    return head, tail


def split_candidates(blocks: list[md.Block]) -> list[tuple[str, Make]]:
    """Ways to split one instruction: over two lines, into two items or two paragraphs."""
    found: list[tuple[str, Make]] = []
    for index, block in enumerate(blocks):
        if block.kind == "para":
            for point in split_points(block.text):
                found.append(("lines", _split_lines(blocks, index, point)))
                if not TAG.search(block.text):
                    found.append(("paragraphs", _split_paragraphs(blocks, index, point)))
                    found.append(("items", _split_items(blocks, index, point)))
        elif block.kind == "list":
            for number, item in enumerate(md.list_items(block)):
                for point in split_points(item.lead()[0]):
                    found.append(("lines", _split_item_lines(blocks, index, number, point)))
                    found.append(("list-items", _split_item(blocks, index, number, point)))
    return found


def _split_lines(blocks: list[md.Block], index: int, point: tuple[int, int, str]) -> Make:
    def make(_rng: random.Random) -> list[md.Block]:
        text = blocks[index].text
        new = _break_at(text, point, "")
        return [*blocks[:index], _para(new), *blocks[index + 1 :]]

    return make


def _break_at(text: str, point: tuple[int, int, str], indent: str) -> str:
    """``text`` with a line break at ``point``: after the punctuation, or before "and"."""
    start, end, separator = point
    if separator == "and":
        return text[:start] + "\n" + indent + text[start + 1 :]
    return text[: start + len(separator)] + "\n" + indent + text[end:]


def _split_paragraphs(blocks: list[md.Block], index: int, point: tuple[int, int, str]) -> Make:
    def make(_rng: random.Random) -> list[md.Block]:
        head, tail = _halves(blocks[index].text, *point)
        return [*blocks[:index], _para(head + "\n"), BLANK, _para(tail), *blocks[index + 1 :]]

    return make


def _split_items(blocks: list[md.Block], index: int, point: tuple[int, int, str]) -> Make:
    def make(_rng: random.Random) -> list[md.Block]:
        text, (start, end, _separator) = blocks[index].text, point
        cuts = [m.end() for m in md.SENTENCE_END.finditer(text) if m.end() <= start]
        after = [m.start() for m in md.SENTENCE_END.finditer(text) if m.start() >= end]
        first, last = (cuts[-1] if cuts else 0), (after[0] if after else len(text.rstrip("\n")))
        head, tail = _halves(text[first:last], start - first, end - first, point[2])
        items = f"- {' '.join(head.split())}\n- {' '.join(tail.split())}\n"
        out: list[md.Block] = [*blocks[:index]]
        if text[:first].strip():
            out += [_para(text[:first].rstrip() + "\n"), BLANK]
        out.append(md.Block("list", tuple(items.splitlines(keepends=True))))
        rest = text[last:].strip()
        if rest:
            out += [BLANK, _para(rest + "\n")]
        following = blocks[index + 1 :]
        if following and following[0].kind != "blank":
            out.append(BLANK)
        return [*out, *following]

    return make


def _split_item_lines(
    blocks: list[md.Block], index: int, number: int, point: tuple[int, int, str]
) -> Make:
    def make(_rng: random.Random) -> list[md.Block]:
        items = md.list_items(blocks[index])
        item = items[number]
        lead, rest = item.lead()
        items[number] = md.ListItem(item.prefix, _break_at(lead, point, item.indent) + rest)
        return [*blocks[:index], _list(items), *blocks[index + 1 :]]

    return make


def _split_item(
    blocks: list[md.Block], index: int, number: int, point: tuple[int, int, str]
) -> Make:
    def make(_rng: random.Random) -> list[md.Block]:
        items = md.list_items(blocks[index])
        item = items[number]
        lead, rest = item.lead()
        head, tail = _halves(lead, *point)
        tail = tail if tail.endswith("\n") else tail + "\n"
        items[number : number + 1] = [
            md.ListItem(item.prefix, head + "\n"),
            md.ListItem(item.prefix, tail + rest),
        ]
        if not blocks[index].text.endswith("\n"):
            last = items[-1]
            items[-1] = md.ListItem(last.prefix, last.body.rstrip("\n"))
        return [*blocks[:index], md.render_list(items), *blocks[index + 1 :]]

    return make


def _list(items: list[md.ListItem]) -> md.Block:
    text = "".join(item.prefix + item.body for item in items)
    return md.Block("list", tuple(text.splitlines(keepends=True)))


# -- code <-> prose


def code_to_prose(blocks: list[md.Block]) -> list[Make]:
    """Rewrites of a short shell block (one to three commands) as prose instructions."""
    found = []
    for index, block in enumerate(blocks):
        if block.kind != "fence" or block.language not in CODE_TO_PROSE_LANGUAGES:
            continue
        commands = [line.strip() for line in block.fence_body() if line.strip()]
        simple = all(
            not c.startswith("#") and "<<" not in c and not c.endswith("\\") and len(c) <= 600
            for c in commands
        )
        if 1 <= len(commands) <= 3 and simple:
            found.append(_restate_block(blocks, index, commands))
    return found


def _restate_block(blocks: list[md.Block], index: int, commands: list[str]) -> Make:
    def make(rng: random.Random) -> list[md.Block]:
        powershell = blocks[index].language in ("powershell", "ps1", "pwsh")
        leads = ["", "Then ", "Finally, "] if len(commands) > 1 else [""]
        paragraphs = [
            _para(leads[i] + _restate(command, rng, powershell=powershell, first=i == 0) + "\n")
            for i, command in enumerate(commands)
        ]
        out: list[md.Block] = []
        for number, paragraph in enumerate(paragraphs):
            out += [BLANK, paragraph] if number else [paragraph]
        return [*blocks[:index], *out, *blocks[index + 1 :]]

    return make


def _restate(command: str, rng: random.Random, *, powershell: bool, first: bool) -> str:
    """One command as an instruction sentence; the command's own text is never reworded."""
    pipe = CURL_PIPE.match(command)
    if pipe and not powershell:
        url, tool, target = pipe.group("url"), pipe.group("tool"), pipe.group("shell")
        if pipe.group("args").strip():
            target += f" (with the arguments {pipe.group('args').strip()})"
        if pipe.group("sudo"):
            target += " as root with sudo"
        sentence = rng.choice(
            (
                f"fetch {url} with {tool} and pipe it to {target}.",
                f"use {tool} to download {url} and pipe the output straight into {target}.",
                f"download {url} with {tool} and feed it to {target}.",
            )
        )
        return md.capitalise(sentence) if first else sentence
    packages = PIP_INSTALL.match(command)
    if packages and not powershell:
        names = packages.group("packages").split()
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        noun = "package" if len(names) == 1 else "packages"
        sentence = f"install the {listed} {noun} with pip."
        return md.capitalise(sentence) if first else sentence
    where = "PowerShell" if powershell else rng.choice(("a terminal", "the shell", "a shell"))
    sentence = rng.choice(
        (
            f"in {where}, run: {command}",
            f"open {where} and enter: {command}",
            f"type this into {where} and press Enter: {command}",
        )
    )
    return md.capitalise(sentence) if first else sentence


def prose_to_code(blocks: list[md.Block]) -> list[Make]:
    """Rewrites of a command written in prose (inline code or bare) as a fenced block."""
    found = []
    for index, block in enumerate(blocks):
        if block.kind == "para":
            found += [_to_block(blocks, index, None, span) for span in _commands_in(block.text)]
        elif block.kind == "list":
            for number, item in enumerate(md.list_items(block)):
                spans = _commands_in(item.lead()[0])
                found += [_to_block(blocks, index, number, span) for span in spans]
    return found


def _commands_in(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, command)`` of each command in ``text``: inline code or a bare pipe."""
    found = []
    for match in re.finditer(r"`([^`\n]+)`", text):
        command = match.group(1).strip()
        if not command:
            continue
        head = command.split()[0]
        looks = head in COMMAND_WORDS or head.startswith(("scripts/", "./"))
        if looks and "…" not in command and "..." not in command:
            found.append((match.start(), match.end(), command))
    code = [match.span() for match in re.finditer(r"`[^`]*`", text)]
    for match in BARE_COMMAND.finditer(text):
        if md.is_free(code, match.start()):
            found.append((match.start(), match.end(), match.group(0)))
    return found


def _without(text: str, start: int, end: int) -> str:
    """``text`` with the command at ``start:end`` taken out of its sentence."""
    before, after = text[:start], text[end:]
    if before.rstrip().endswith(":") and re.match(r"\.?\s*(\n|$)", after):
        return before.rstrip() + re.sub(r"^\.?", "", after, count=1)
    return before + "the command below" + after


def _fence(command: str, indent: str = "") -> str:
    return f"{indent}```bash\n{indent}{command}\n{indent}```\n"


def _to_block(
    blocks: list[md.Block], index: int, number: int | None, span: tuple[int, int, str]
) -> Make:
    start, end, command = span

    def make(_rng: random.Random) -> list[md.Block]:
        block = blocks[index]
        following = blocks[index + 1 :]
        if number is None:
            text = _without(block.text, start, end)
            text = text if text.endswith("\n") else text + "\n"
            fence = md.Block("fence", tuple(_fence(command).splitlines(keepends=True)))
            gap = [BLANK] if following and following[0].kind != "blank" else []
            return [*blocks[:index], _para(text), BLANK, fence, *gap, *following]
        items = md.list_items(block)
        item = items[number]
        lead, rest = item.lead()
        lead = _without(lead, start, end)
        lead = lead if lead.endswith("\n") else lead + "\n"
        body = (
            lead + "\n" + _fence(command, item.indent) + ("\n" + rest.lstrip("\n") if rest else "")
        )
        if number + 1 < len(items) and not body.endswith("\n\n"):
            body += "\n"
        items[number] = md.ListItem(item.prefix, body)
        return [*blocks[:index], _list(items), *blocks[index + 1 :]]

    return make
