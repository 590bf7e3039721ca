"""Turn the automaton's triggers into raw hits: pattern rules, flows, names, encodings,
hidden characters. Each gatherer only looks where a trigger pointed."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from hermes_core.security import destructive, env_sweeps, flows
from hermes_core.security.context import LONG_LINE, STRETCH_BITS, WINDOW, ScanContext
from hermes_core.security.decoding import (
    Decoded,
    decode_span,
    decoded_pieces,
    flipped_pieces,
    xor_pieces,
)
from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit
from hermes_core.security.names import typosquats
from hermes_core.security.numbers import may_hide_numbers, number_pieces
from hermes_core.security.regions import Region, RegionKind
from hermes_core.security.rules import Scope
from hermes_core.security.triggers import Tag
from hermes_core.security.unicode import hidden_runs, mixed_script_words

__all__ = ["decoded_hits", "flow_hits", "name_hits", "pattern_hits", "unicode_hits"]

# Scans decoded text: (text, depth) -> the worst (risk, rule id, message) found, if any.
Rescan = Callable[[str, int], tuple[Risk, str, str] | None]

_HIDDEN_RULES = {"tag": "UNI003", "bidi": "UNI002", "variation-selector": "UNI004"}
# A skill's name.
_SKILL_NAME = re.compile(r"^name:\s*[\"']?([\w.-]+)", re.MULTILINE)
# A command that installs packages (every argument is a package) or runs one (only the
# first argument is; the rest are the program's own arguments).
_PACKAGE_COMMAND = re.compile(
    r"\b(?:(?P<install>pip[0-9.]*\s+install|pipx\s+install|uv\s+(?:pip\s+install|add|tool\s+install)"
    r"|poetry\s+add|pdm\s+add|npm\s+(?:i|install|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|i|install)"
    r"|bun\s+(?:add|i|install)|cargo\s+(?:add|install)|gem\s+install)"
    r"|(?P<run>npx|uvx|bunx|pipx\s+run|pnpm\s+dlx|yarn\s+dlx))(?=[ \t])"
)
# One shell word: quoted, or up to a space or a character that ends the command.
_SHELL_WORD = re.compile(r"(?:[ \t]|\\\r?\n)*(\"[^\"\n]*\"|'[^'\n]*'|[^\s;&|)`<>#]+)")
# Options whose value is the next word (a file, URL, folder or version, not a package).
_VALUE_OPTIONS = frozenset(
    """
    -r --requirement -c --constraint -e --editable -i --index-url --extra-index-url
    --find-links -t --target --prefix --root --src --platform --python-version --python
    --implementation --abi --upgrade-strategy --log --proxy --retries --timeout --cache-dir
    --trusted-host --cert --client-cert --config-settings -C --only-binary --no-binary
    --registry -w --workspace --tag --cache --userconfig --omit --include --cwd
    --modules-folder --git --path --branch --rev --features -F --version --vers --rename
    --index --manifest-path --install-dir --source --bindir -G --group -E --extras
    --with --call -p --package
    """.split()
)
# Options of a run command whose value is the package to run.
_PACKAGE_OPTIONS = frozenset(("-p", "--package", "--from"))
# Where a requirement's name ends: extras, version, markers, a direct URL.
_NAME_END = re.compile(r"[\[<>=!~;,( ]|@(?!$)")
_PACKAGE_NAME = re.compile(r"@?[a-z0-9][\w.-]*(?:/[a-z0-9][\w.-]*)?", re.IGNORECASE)
_MAX_HITS_PER_LINE = 16
# Rules that exempt a known host, and the rule that applies when the host was only
# known after folding look-alike letters.
_ASCII_ONLY_EXEMPTIONS = {"SUP007": "SUP001"}
_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")
_HEX_CHARS = frozenset("0123456789abcdefABCDEF")
_BASE32_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567=abcdefghijklmnopqrstuvwxyz")


def pattern_hits(ctx: ScanContext) -> Iterator[Hit]:
    """Pattern rules on the lines where one of their anchors appeared: a leading rule
    tried where each anchor starts, any other searched along the line."""
    yield from _leading_hits(ctx)
    done: set[tuple[int, int]] = set()  # (id of the part, where searched)
    for rule, part, line_start, anchor in ctx.candidates:
        if rule.scope is not Scope.ANY:
            kind = ctx.regions.at(line_start).kind
            if (rule.scope is Scope.CODE) != (kind is RegionKind.CODE):
                continue
        offset, line = ctx.joined_line(line_start)
        low, high = 0, len(line)
        if high > LONG_LINE:  # minified JSON, a schema read as one paragraph…
            stretch = anchor >> STRETCH_BITS << STRETCH_BITS  # every anchor in it, with margins
            low = max(0, stretch - WINDOW - offset)
            high = min(high, stretch + (1 << STRETCH_BITS) + WINDOW - offset)
        if (id(part), offset + low) in done:
            continue
        done.add((id(part), offset + low))
        # Every match: a negated mention earlier on a line must not hide an order after it.
        for count, match in enumerate(part.pattern.finditer(line, low, high)):
            if count == _MAX_HITS_PER_LINE:
                break  # a generated line repeating one thing: enough to judge it
            start = offset + match.start()
            end = start + max(match.end() - match.start(), 1)
            rule_id = rule.id
            if rule_id in _ASCII_ONLY_EXEMPTIONS and not ctx.text[start:end].isascii():
                # A vendor's host spelt with look-alike letters is not the vendor's.
                rule_id = _ASCII_ONLY_EXEMPTIONS[rule_id]
            yield Hit(rule_id, start, end)


def _leading_hits(ctx: ScanContext) -> Iterator[Hit]:
    """Leading parts: every match starts where an anchor starts, so the pattern is
    tried only there. (Anchors come in order, so the last line and region looked up
    are kept: most anchors share them.)"""
    counts: dict[tuple[str, int], int] = {}
    tried: set[tuple[int, int]] = set()  # (id of the part, where tried)
    joined_line, region_at = ctx.joined_line, ctx.regions.at
    last_line, offset, line, size = -1, 0, "", 0
    region = Region(RegionKind.PROSE, 0, 0)  # the last region looked up
    for rule, part, anchor_line, at in ctx.starts:
        # An anchor that begins with a line break starts on the line before.
        line_start = anchor_line if at >= anchor_line else ctx.line_start(at)
        if rule.scope is not Scope.ANY:
            if not region.start <= line_start < region.end:
                region = region_at(line_start)
            if (rule.scope is Scope.CODE) != (region.kind is RegionKind.CODE):
                continue
        where = (id(part), at)
        if where in tried:
            continue  # two anchors starting at one place
        tried.add(where)
        if line_start != last_line:
            offset, line = joined_line(line_start)
            last_line, size = line_start, len(line)
        key = (rule.id, offset)
        if counts.get(key, 0) == _MAX_HITS_PER_LINE:
            continue  # a generated line repeating one thing: enough to judge it
        # A very long line: the match may reach as far as a search window would.
        limit = size if size <= LONG_LINE else at - offset + 2 * WINDOW + 512
        match = part.pattern.match(line, at - offset, limit)
        if match is None:
            continue
        counts[key] = counts.get(key, 0) + 1
        start = offset + match.start()
        end = start + max(match.end() - match.start(), 1)
        rule_id = rule.id
        if rule_id in _ASCII_ONLY_EXEMPTIONS and not ctx.text[start:end].isascii():
            rule_id = _ASCII_ONLY_EXEMPTIONS[rule_id]
        yield Hit(rule_id, start, end)


def flow_hits(ctx: ScanContext) -> Iterator[Hit]:
    """Checks that follow data through a unit, in the units a trigger pointed at."""
    folded = ctx.folded
    sinks = ctx.tags.get(Tag.SINK, [])
    sources = ctx.tags.get(Tag.SENSITIVE, [])
    sensitive = set(ctx.units_with(Tag.SENSITIVE))  # nothing to leak, nothing to check
    for unit in ctx.units_with(Tag.SINK):
        if unit in sensitive:
            prose = unit.kind is RegionKind.PROSE
            yield from flows.exfiltration(
                folded, unit.start, unit.end, sinks, prose=prose, sources=sources
            )
    for unit in ctx.units_with(Tag.SECRETS):
        yield from flows.credential_collection(folded, unit.start, unit.end, sources)
    for unit in ctx.units_with(Tag.SWEEP):
        yield from env_sweeps.env_sweeps(folded, unit.start, unit.end)
    deletes = ctx.tags.get(Tag.RM, [])
    for unit in ctx.units_with(Tag.RM):
        yield from destructive.recursive_deletes(folded, unit.start, unit.end, deletes)
    loops = ctx.tags.get(Tag.LOOP, [])
    for unit in ctx.units_with(Tag.LOOP):
        if unit.kind is RegionKind.CODE:
            yield from destructive.unbounded_work(folded, unit.start, unit.end, loops)


def name_hits(ctx: ScanContext) -> Iterator[Hit]:
    """SUP006: a frontmatter name, or a package run or installed, imitating a known name."""
    folded = ctx.folded
    for start, line_end in ctx.lines_with(Tag.NAME):
        if ctx.regions.at(start).kind is RegionKind.PROSE:
            continue
        # A command continued with a trailing backslash goes on on the next lines.
        end = line_end
        while folded[start:end].rstrip().endswith("\\") and end < len(folded):
            end = ctx.line_end(end + 1)
        names = [(m.start(1), m.group(1)) for m in _SKILL_NAME.finditer(folded, start, end)]
        for command in _PACKAGE_COMMAND.finditer(folded, start, end):
            names.extend(_package_arguments(folded, command, end))
        for offset, name in names:
            for part, word in typosquats(name):
                yield Hit(
                    "SUP006",
                    offset,
                    offset + len(name),
                    f"{name!r}: {part!r} looks like a misspelling of {word!r}",
                )
                break


def _package_arguments(text: str, command: re.Match[str], end: int) -> Iterator[tuple[int, str]]:
    """``(offset, name)`` of each registry package ``command`` installs, or of the one it
    runs. Options and their values, paths, URLs, files and variables are skipped."""
    runs = command.group("run") is not None
    position = command.end()
    pending: str | None = None  # an option whose value is the next word
    while (word := _SHELL_WORD.match(text, position, end)) is not None:
        position = word.end()
        token, offset = word.group(1), word.start(1)
        if token[0] in "\"'":
            token, offset = token[1:-1], offset + 1
        if pending is not None:
            if runs and pending in _PACKAGE_OPTIONS:
                yield from _registry_name(token, offset)
            pending = None
            continue
        if token.startswith("-"):
            option, equals, value = token.partition("=")
            if equals and runs and option in _PACKAGE_OPTIONS:
                yield from _registry_name(value, offset + len(option) + 1)
            elif not equals and (option in _VALUE_OPTIONS or option in _PACKAGE_OPTIONS):
                pending = option
            continue
        yield from _registry_name(token, offset)
        if runs:
            return


def _registry_name(token: str, offset: int) -> Iterator[tuple[int, str]]:
    """The registry name in one requirement (``requests[socks]>=2``, ``@scope/pkg@1``,
    ``serde@1``), or nothing for a path, URL, file, variable or placeholder."""
    if token.startswith((".", "/", "~", "$", "{", "%")):
        return
    cut = _NAME_END.search(token, 1)
    name = token[: cut.start()] if cut else token
    if (
        not _PACKAGE_NAME.fullmatch(name)
        or ("/" in name and not name.startswith("@"))
        or name.lower().endswith((".whl", ".gz", ".zip", ".tgz", ".txt", ".toml", ".cfg", ".py"))
    ):
        return
    yield offset, name


_ENCODINGS = frozenset(("base64", "base32", "hex", "reversed", "rot13", "reversed rot13", "xor"))
_NUMBERED = "numbers"  # how a number-list decoding starts: numbers less 13, numbers XOR 7…


def pieces_may_be_xored(ctx: ScanContext) -> bool:
    """A cheap test: the text is code (a script or a block) with a long base64 run or a
    long list of numbers."""
    return any(region.kind is RegionKind.CODE for region in ctx.regions.regions) and bool(
        re.search(r"[A-Za-z0-9+/]{40}|(?:\d{1,3}\s*,\s*){12}", ctx.text)
    )


def decoded_hits(ctx: ScanContext, rescan: Rescan, depth: int) -> Iterator[Hit]:
    """Encoded or assembled strings whose decoding is itself flagged."""
    pieces: list[Decoded] = []
    seen: set[int] = set()
    for tag, alphabet, how in (
        (Tag.BASE64, _BASE64_CHARS, "base64"),
        (Tag.BASE32, _BASE32_CHARS, "base32"),
        (Tag.HEX, _HEX_CHARS, "hex"),
    ):
        for position in ctx.tags.get(tag, ()):
            start, end = _expand(ctx.folded, position, alphabet)
            if how == "base64":
                start, end = _wrapped(ctx.folded, start, end)
            start, end = _continued(ctx.folded, start, end, alphabet)
            if start in seen:
                continue
            seen.add(start)
            data = _CONTINUATION.sub("", ctx.folded[start:end])
            decoded = decode_span(data, how)
            if decoded is None and how == "base64":  # the base64 text written backwards
                decoded = decode_span(data[::-1], how)
            if decoded is not None:
                pieces.append(Decoded(start, end, how, decoded))
    for tag in (Tag.HEX_ESCAPES, Tag.GLUED):
        for start, end in ctx.lines_with(tag):
            pieces.extend(decoded_pieces(ctx.folded, start, end))
    if Tag.FLIPPED in ctx.tags:
        pieces.extend(flipped_pieces(ctx.text))
    if ("^" in ctx.text or "-bxor" in ctx.text) and pieces_may_be_xored(ctx):
        pieces.extend(xor_pieces(ctx.text))
    if may_hide_numbers(ctx.text):
        pieces.extend(number_pieces(ctx.text))
    for piece in pieces:
        worst = rescan(piece.text, depth - 1)
        encoded = piece.how in _ENCODINGS or piece.how.startswith(_NUMBERED)
        rule = "OBF002" if encoded else "OBF004"
        if worst is not None:
            risk, found_rule, message = worst
            risk = risk if risk.rank <= Risk.HIGH.rank else Risk.HIGH
            yield Hit(
                rule,
                piece.start,
                piece.end,
                f"{piece.how} decodes to text that {message.lower()} ({found_rule}): "
                f"{_short(piece.text)}",
                risk,
            )
        elif piece.how == "base64" and "://" in piece.text:
            yield Hit(
                rule,
                piece.start,
                piece.end,
                f"base64 hides a URL: {_short(piece.text)}",
                Risk.MEDIUM,
            )


def unicode_hits(ctx: ScanContext, rescan: Rescan, depth: int) -> Iterator[Hit]:
    """Hidden characters and mixed-script words (only in text that is not plain ASCII)."""
    text = ctx.text
    if Tag.HIDDEN not in ctx.tags and Tag.LOOK_ALIKE not in ctx.tags:
        return
    for run in hidden_runs(text) if Tag.HIDDEN in ctx.tags else ():
        rule = _HIDDEN_RULES.get(run.kind, "UNI001")
        message = f"{run.text_length} hidden {run.kind} character(s)"
        if run.decoded.strip():
            message += f" spelling {run.decoded[:80]!r}"
            if depth > 0 and rescan(run.decoded, 0) is not None:
                message += " (which is itself flagged)"
        yield Hit(rule, run.start, run.end, message, negatable=False)
    for start, end, scripts in mixed_script_words(text) if Tag.LOOK_ALIKE in ctx.tags else ():
        line = text[ctx.line_start(start) : ctx.line_end(end)]
        risk = Risk.HIGH if ("://" in line or "`" in line or "www." in line) else None
        yield Hit("HOMO001", start, end, f"mixes {scripts} letters", risk, negatable=False)


# Between two string literals that make one value: "…" "…", '…' + '…', across lines.
_JOINT = re.compile(r"[\"']\s*\+?\s*[\"']")
_CONTINUATION = re.compile(r"[\"']\s*\+?\s*[\"']|\s+")


def _continued(text: str, start: int, end: int, alphabet: frozenset[str]) -> tuple[int, int]:
    """``text[start:end]`` grown over the literals it is split into: "AAAA" "BBBB"."""
    for _ in range(64):
        joint = _JOINT.match(text, end)
        if joint is None or joint.end() >= len(text) or text[joint.end()] not in alphabet:
            break
        end = _expand(text, joint.end(), alphabet)[1]
    for _ in range(64):
        if start < 2 or text[start - 1] not in "\"'":
            break
        before = text.rfind("\n", 0, start - 1)
        joint = _JOINT.search(text, max(0, before - 2), start)
        if (
            joint is None
            or joint.end() != start
            or text[joint.start() - 1 : joint.start()] not in alphabet
        ):
            break
        start = _expand(text, joint.start() - 1, alphabet)[0]
    return start, end


def _expand(text: str, position: int, alphabet: frozenset[str]) -> tuple[int, int]:
    start = min(position, len(text))
    while start > 0 and text[start - 1] in alphabet:
        start -= 1
    end = min(position, len(text))
    while end < len(text) and text[end] in alphabet:
        end += 1
    return start, end


_WRAP_WIDTH = 60  # base64 tools wrap at 64 or 76 columns


def _wrapped(text: str, start: int, end: int) -> tuple[int, int]:
    """Grow a base64 run that fills its line to the block of full-width lines it sits
    in (``base64`` wraps its output), so the block is decoded as one."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if text[line_start:start].strip() or text[end:line_end].strip():
        return start, end  # the run shares its line with other text
    first, last = line_start, line_end
    while first > 0:  # lines above, each full width and all base64
        above = text.rfind("\n", 0, first - 1) + 1
        line = text[above : first - 1].strip()
        if len(line) < _WRAP_WIDTH or not _BASE64_CHARS.issuperset(line):
            break
        first = above
    if end - start >= _WRAP_WIDTH or first < line_start:
        while last < len(text):  # lines below, the last one may be short
            below = text.find("\n", last + 1)
            below = len(text) if below < 0 else below
            line = text[last + 1 : below].strip()
            if not line or not _BASE64_CHARS.issuperset(line):
                break
            last = below
            if len(line) < _WRAP_WIDTH:
                break
    return first, last


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= 80 else flat[:79] + "…"
