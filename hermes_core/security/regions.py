"""Where a match sits decides how much it means: prose, a code block, a script.

A markdown file is cut into regions (frontmatter, fenced code blocks with their
language, prose); a script is one code region. Polarity helpers say when a match
is negated ("never run …"), shown as an anti-example ("Bad: …"), or listed in a
deny-list, so its risk can be lowered instead of raising a false alarm.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from enum import StrEnum
from typing import NamedTuple

from hermes_core.security.deny_lists import looked_for
from hermes_core.security.framing import (
    POSTPOSED_NEGATION,
    cited_phrase,
    disowned_document,
    framed_heading,
    framed_intro,
    framed_lead,
    output_heading,
    sample_heading,
    shows_decoded_only,
)
from hermes_core.text.markdown import FRONTMATTER, fenced_blocks

__all__ = [
    "URGING",
    "Region",
    "RegionKind",
    "Regions",
    "markdown_regions",
    "script_regions",
]


class RegionKind(StrEnum):
    """What a stretch of a file is."""

    FRONTMATTER = "frontmatter"
    PROSE = "prose"
    CODE = "code"


class Region(NamedTuple):
    """``text[start:end]`` is one region; ``language`` is a code block's info string.
    (A named tuple: a long Markdown file has thousands, and tuples are cheap to make.)"""

    kind: RegionKind
    start: int
    end: int
    language: str = ""


# Words that say the text around them is not an instruction to do the thing.
_NEGATION = re.compile(
    r"\b(?:never|not|don'?t|doesn'?t|won'?t|cannot|can'?t|avoid\w*|refus\w*|reject\w*|"
    r"forbid\w*|prohibit\w*|block\w*|den(?:y|ied|ies)|disallow\w*|prevent\w*|instead of|"
    r"rather than|warn\w*|unsafe|insecure|dangerous|malicious)\b",
    re.IGNORECASE,
)
# Words that introduce a mention ("detects patterns like …"): they count only right
# before the match, with no verb telling the reader to act in between.
_MENTION = re.compile(
    r"\b(?:detect\w*|flag\w*|catch\w*|attack\w*|exploit\w*|examples? of|such as|e\.g\.|"
    r"i\.e\.|like|patterns?|signatures?)\W+(?:\w+\W+){0,2}$"
    # what a content holds, described: "contains … text addressed to an AI ("…")"
    r"|\b(?:contains?|containing|addressed\s+to)\W+(?:\w+\W+){0,4}$",
    re.IGNORECASE,
)
_ACTION = re.compile(
    r"\b(?:run|runs|execute|exec|install|pipe|paste|type|call|invoke|use|download|fetch|"
    r"enter|copy|do|then|now|please|just|with)\b",
    re.IGNORECASE,
)
_ANTI_EXAMPLE = re.compile(
    # ("avoid" as a label, "Avoid:" or "# avoid", not "to avoid hitting it")
    r"(?:(?:^|(?<=[#/*>:|-]))[ \t]*avoid\b|\bavoid:"
    r"|\b(?:bad|wrong|incorrect|insecure|unsafe|vulnerable|dangerous|malicious|"
    r"attack(?:ers?|s)?|anti-?pattern|exploit|red[ -]flag|what not to do|for example only|"
    r"(?:don'?t|do not|never)\s+(?:ever\s+)?(?:run|do|use|execute|try|copy|paste|type|call|"
    r"write|install|follow|obey|this|that|these)|falsch|schlecht|incorrect[oa]?|errad[oa]|sbagliat[oa])\b"
    r"|(?<!\w)(?:неправильно|плохо)|反例|错误示范|反面教材|悪い例|❌|✗|🚫|⛔)",
    re.IGNORECASE | re.MULTILINE,
)
# A lead-in that introduces a text block as what a program printed: "Script output:",
# "Salida del script:", "Ausgabe:", "Sortie :".
_OUTPUT_LEAD = re.compile(
    r"\b(?:output|salida|sortie|ausgabe|sa[ií]da|uscita|uitvoer|wynik|вывод)\b[^\n]{0,40}:\s*$"
    r"|(?:出力|输出|輸出|출력)[^\n]{0,20}[:\uff1a]\s*$",
    re.IGNORECASE,
)
# A lead-in that introduces what follows as an example to look at: "…, for example:",
# "e.g.:", "such as:", "looks like this:".
_EXAMPLE_LEAD = re.compile(
    r"\b(?:for (?:example|instance)|e\.g\.|such as|like this|looks like(?: this)?|examples?"
    r"|(?:this|the following) (?:format|template|shape)|for instance)\s*:\s*$",
    re.IGNORECASE,
)
# Headings and opening paragraphs that frame code blocks as attacks to recognise.
_FRAMING = re.compile(
    r"\b(?:anti-?(?:examples?|patterns?)|malicious|attacks?|attackers?|red[\s-]+flags?|indicators?|"
    r"what\s+not\s+to\s+do|never\s+(?:run|execute|follow)|do\s+not\s+(?:run|execute|follow)|"
    r"(?:bad|unsafe|dangerous|suspicious)\s+(?:patterns?|examples?|snippets?|skills?)|refuse|"
    r"phishing|threats?|exploits?|injections?|detect(?:ion|ing)?|flag\s+them|"
    r"bösartig\w*|angriff\w*|malicios[oa]s?|ataques?|malveillant\w*|attaques?|maliziosi|"
    r"вредонос\w*|атак\w*|恶意|攻击)\b",
    re.IGNORECASE,
)
# A sentence right after shown content that refuses it, by pronoun ("Don't run it.", "I did
# not execute this.") or by naming what it acts on ("don't edit `.mcp.json`", when the
# shown content names it): what was shown is refused, not ordered.
_REFUSED_AFTER = re.compile(
    r"\b(?:don'?t|do\s+not|never|did\s+not|didn'?t|must\s+not|should\s+not|ha(?:ve|s)\s+not"
    r"|ha(?:ve|s)n'?t)\s+(?:ever\s+)?"
    r"(?:(?:run|execute|follow|obey|apply|act\s+on|install|paste|done|do)\s+(?:it|this|that|them|these"
    r"|those)\s*[.;!,)]|(?:run|execute|install|edit|change|touch)\s+`(?P<named>[^`\n]{1,80})`)"
    # in the lexicon's other languages: "Nunca lo ejecutes.", "Ne l'exécutez jamais."
    r"|\b(?:nunca|no)\s+(?:lo|la|los|las)\s+(?:ejecutes|ejecute|ejecutéis|sigas|siga)\b"
    r"|\bne\s+l[e'\u2019]?\s*(?:exécute|exécutez|suis|suivez)\s+(?:jamais|pas)\b"
    r"|\b(?:nunca|não)\s+(?:o|a|os|as)\s+(?:execute|executes|siga)\b"
    r"|\bnon\s+(?:eseguirl[oaie]|seguirl[oaie])\b|\b(?:nie|niemals|nicht)\s+ausführen\b"
    r"|\bführe?\s+(?:es|das|ihn|sie|diese[ns]?)\s+(?:nie|niemals|nicht)\s+aus\b",
    re.IGNORECASE,
)
# A lead-in that introduces what follows as something met in content under review ("While
# summarising the issue you find:"), not as something to do.
_FOUND_LEAD = re.compile(
    r"\byou\s+(?:find|see|spot|come\s+across|encounter|notice|read)\b[^:\n]{0,40}:\s*$",
    re.IGNORECASE,
)
_NEXT_ITEM = re.compile(r"\n[ \t]*(?:[-*+]|\d+[.)]|#)\s")
_CJK_CLAUSE_END = re.compile(r"[\u3002\u3001\uff0c\uff1b]|[,;.](?=\s)")
# A sentence closed by a negation of what it says (Japanese and Korean put it last).
_NEGATED_LAST = re.compile(POSTPOSED_NEGATION)
_SAMPLE_LANGUAGES = frozenset(("", "text", "txt", "plaintext", "plain", "markdown", "md", "output"))
_HEADING_LINE = re.compile(r"^#{1,6}[ \t].*$", re.MULTILINE)
_LIST_ITEM = re.compile(r"(?:[-*+]|\d+[.)])[ \t]")
# The title and the first two paragraphs of a document.
_FIRST_PARAGRAPHS = re.compile(
    r"\s*(?:#[^\n]*\n+)?(?:[^\n]+\n?){1,8}(?:\n+(?:[^\n#`][^\n]*\n?){1,8})?"
)
# Fences whose language says they hold text to show (a sample, output, a log), not code
# to run or instructions to follow: a mention, like a quotation.
_SHOWN_AS_TEXT = frozenset(("text", "txt", "plaintext", "plain", "output", "log", "logs"))
# "Don't forget to …", "never hesitate to …": a negative word that urges the action.
URGING = re.compile(
    r"\w*(?:not|n'?t|never)\s+(?:forget|hesitate|worry|skip|miss|fail|wait|stop|only|be afraid)\b",
    re.IGNORECASE,
)
# What follows a comma in a list of short items, up to the match: three words at most.
_SHORT_ITEM = re.compile(r"\s*(?:[\w'-]+\s+){0,2}[\w'-]*\s*")
_SENTENCE_BREAK = re.compile(r"[.!?;:](?:\s|$)|\n\s*\n|\n\s*[-*+]\s|\n#")
_CLAUSE_BREAK = re.compile(r",|\bbut\b|\band then\b|\bthen\b|\bhowever\b", re.IGNORECASE)


class Regions:
    """The regions of one text, with lookups by offset."""

    def __init__(self, text: str, regions: list[Region], *, script: bool = False) -> None:
        self.text = text
        self.regions = regions
        # A script runs whatever its comments say: no comment can make it an example.
        self.script = script
        self.starts = [region.start for region in regions]  # for bisection
        self._disowned: bool | None = None  # computed on the first lookup that needs it
        self._shows_only: bool | None = None  # likewise
        self._headings: list[tuple[int, str]] | None = None  # prose headings, likewise
        self._intro_framed: bool | None = None  # likewise
        self._attack_intro: bool | None = None  # likewise

    def at(self, offset: int) -> Region:
        """The region holding ``offset``."""
        index = max(bisect_right(self.starts, offset) - 1, 0)
        return self.regions[index]

    def negation(self, start: int) -> str:
        """Why the match at ``start`` is not an instruction to do it ('' when it is).

        In prose, a negating word a few words before it in the same clause; in
        code, an anti-example marker in the comment on its line, in the lines above
        it in the block, or in the prose just before the block; anywhere, a
        surrounding deny-list.
        """
        region = self.at(start)
        if region.kind is RegionKind.CODE:
            return self._code_negation(region, start)
        if self._prose_negated(region, start) or self._negated_after(start):
            return "negated"
        if self.disowned():
            return "disowned"
        if self._cited_example(region, start) or self._framed_prose(region, start):
            return "anti-example"
        if self._found(start) or self._refused_after(start, self._line(start)):
            return "anti-example"
        if cited_phrase(self.text, start, start + 1, listed=True):
            return "anti-example"  # one of a list of quoted phrases: signs, not orders
        return "quoted" if self._prose_quoted(region, start) else ""

    def framing(self, start: int) -> str:
        """Whether the prose match at ``start`` is cited as an example: the document
        disowns what it holds, or a heading or lead-in names it a sign to look for."""
        region = self.at(start)
        if region.kind is RegionKind.CODE:
            # (a block a disowning document, or a red-flags heading, shows to recognise)
            if self.script:
                return ""
            if self.disowned():
                return "disowned"
            return "anti-example" if self._framed(region.start) else ""
        if self.disowned():
            return "disowned"
        if self._cited_example(region, start) or self._framed_prose(region, start):
            return "anti-example"
        if self._found(start) or self._refused_after(start, self._line(start)):
            return "anti-example"
        return ""

    def shows_decoded_only(self) -> bool:
        """Whether the document says what it decodes is shown, never run (never a
        script: its code says what it does)."""
        if self._shows_only is None:
            self._shows_only = not self.script and shows_decoded_only(self.text)
        return self._shows_only

    def disowned(self) -> bool:
        """Whether the document's title or opening disowns what follows (never a
        script)."""
        if self._disowned is None:
            self._disowned = not self.script and disowned_document(self.text)
        return self._disowned

    def _framed_prose(self, region: Region, start: int) -> bool:
        """In a list item or a table row, in a section whose heading (or a heading above
        it) names what follows as signs to look for, or in a list whose lead-in line does."""
        if not (
            self._in_list(region, start) or self._in_table_row(start) or self._in_blockquote(start)
        ):
            return False  # a paragraph under such a heading may still give an order
        if any(framed_heading(heading) for heading in self._heading_chain(start)):
            return True
        if self._intro_framed is None:  # computed once per text
            self._intro_framed = framed_intro(self.text)
        if self._intro_framed:
            return True  # "Only name anomalies, with file and line": every list lists them
        lead = self._list_lead(region, start)
        return lead is not None and framed_lead(self._paragraph_ending(region, lead))

    def _paragraph_ending(self, region: Region, lead: int) -> str:
        """The paragraph (up to three lines) whose last line starts at ``lead``, a list's
        lead-in: "Go through the red-flags file and mark each item found. The main
        categories:"."""
        text = self.text
        lines = [text[lead : _line_end(text, lead)]]
        line_start = lead
        while len(lines) < 3 and line_start > region.start:
            above = text.rfind("\n", region.start, line_start - 1) + 1
            previous = text[above : line_start - 1]
            if not previous.strip() or previous.lstrip().startswith(("#", "|", ">")):
                break
            if _LIST_ITEM.match(previous.lstrip()):
                break
            lines.insert(0, previous)
            line_start = above
        return " ".join(part.strip() for part in lines)

    def _in_blockquote(self, start: int) -> bool:
        """Whether ``start`` is on a quoted line ("> …"): a quotation cites."""
        line_start = self.text.rfind("\n", 0, start) + 1
        return self.text[line_start:start].lstrip().startswith(">")

    def _in_table_row(self, start: int) -> bool:
        """Whether ``start`` is in a row of a Markdown table (a table describes)."""
        line_start = self.text.rfind("\n", 0, start) + 1
        line = self.text[line_start : _line_end(self.text, line_start)].strip()
        return line.startswith("|") and line.count("|") >= 3

    def _in_list(self, region: Region, start: int) -> bool:
        """Whether ``start`` is in a list item (its first line or an indented rest)."""
        text = self.text
        line_start = text.rfind("\n", region.start, start) + 1
        while True:
            line = text[line_start : _line_end(text, line_start)]
            if _LIST_ITEM.match(line.lstrip()):
                return True
            if not (line[:1].isspace() and line.strip()) or line_start <= region.start:
                return False
            line_start = text.rfind("\n", region.start, line_start - 1) + 1

    def _heading_chain(self, start: int) -> list[str]:
        """The prose headings whose sections hold ``start``: the nearest and each
        higher-level one above it."""
        if self._headings is None:  # found once per text: lookups come once per finding
            self._headings = [
                (found.start(), found.group())
                for found in _HEADING_LINE.finditer(self.text)
                if self.at(found.start()).kind is RegionKind.PROSE
            ]
        chain: list[tuple[int, str]] = []
        for at, heading in self._headings:
            if at >= start:
                break
            level = len(heading) - len(heading.lstrip("#"))
            while chain and chain[-1][0] >= level:
                chain.pop()
            chain.append((level, heading))
        return [heading for _, heading in chain]

    def _list_lead(self, region: Region, start: int) -> int | None:
        """Where the line just above the list holding ``start`` starts (one blank line
        may come between), or None when ``start`` is not in a list."""
        text = self.text
        line_start = text.rfind("\n", region.start, start) + 1
        seen_item = False
        while line_start > region.start:
            line = text[line_start : _line_end(text, line_start)]
            if _LIST_ITEM.match(line.lstrip()):
                seen_item = True
            elif not (line[:1].isspace() and line.strip()):
                return None  # neither an item nor the indented rest of one
            above = text.rfind("\n", region.start, line_start - 1) + 1
            previous = text[above : line_start - 1]
            if not previous.strip() and seen_item and above > region.start:
                lead = text.rfind("\n", region.start, above - 1) + 1
                previous = text[lead : above - 1]
                return lead if previous.strip() and not _LIST_ITEM.match(previous) else None
            if not previous.strip():
                return None
            if not _LIST_ITEM.match(previous.lstrip()) and not previous[:1].isspace():
                return above if seen_item else None
            if seen_item and _parent_lead(previous, line):
                return above  # "2. Compare it … Typical red flags:" over its sub-items
            line_start = above
        return None

    def _cited_example(self, region: Region, start: int) -> bool:
        """In a blockquote or table that the prose just before it (or, for a table, its
        header row) introduces as an example or an attacker's text ("…, for example:",
        "| Example an attacker might plant |"): cited, not ordered."""
        line_start = self.text.rfind("\n", region.start, start) + 1
        marker = self.text[line_start:start].lstrip()[:1]
        if marker not in (">", "|"):
            return False
        block = line_start  # the first line of the quote or table
        while block > region.start:
            above = max(self.text.rfind("\n", region.start, block - 1) + 1, region.start)
            if not self.text[above : block - 1].lstrip().startswith(marker):
                break
            block = above
        lead = self.text[max(region.start, block - 300) : block].strip().splitlines()[-2:]
        if marker == "|":
            header_end = self.text.find("\n", block)
            header = self.text[block : header_end if header_end >= 0 else len(self.text)]
            if CATALOGUE_COLUMN.search(header):
                return True  # "| Finding | Why | Fix |": each row is a sign to report
            lead.append(header)
        return any(_ANTI_EXAMPLE.search(line) or _EXAMPLE_LEAD.search(line) for line in lead)

    def _prose_quoted(self, region: Region, start: int) -> bool:
        """Inside quotation marks or inline code on its line: a mention, not an order."""
        line_start = self.text.rfind("\n", region.start, start) + 1
        before = self.text[line_start:start]
        if before.count('"') % 2 == 1:
            # A JSON or YAML string value ("key": "…") is data handed on, not a mention.
            return not before[: before.rfind('"')].rstrip().endswith(":")
        # Inline code is how a skill gives a command: only real quotation marks count.
        return before.count("\u201c") > before.count("\u201d")

    def _prose_negated(self, region: Region, start: int) -> bool:
        line_start = self.text.rfind("\n", region.start, start) + 1
        window_start = max(line_start, start - 120, region.start)
        window = self.text[window_start:start]
        breaks = list(_SENTENCE_BREAK.finditer(window))
        if breaks:
            window = window[breaks[-1].end() :]
        clauses = list(_CLAUSE_BREAK.finditer(window))
        # a comma that goes on with a short list ("refuse lines that grant permissions,
        # disable confirmations, …") does not end the clause the negation opens
        while (
            clauses
            and clauses[-1].group() == ","
            and _SHORT_ITEM.fullmatch(window, clauses[-1].end())
        ):
            clauses.pop()
        if clauses:
            window = window[clauses[-1].end() :]
        if any(URGING.match(window, word.start()) is None for word in _NEGATION.finditer(window)):
            return True
        mention = _MENTION.search(window.rstrip("`\"'*_ ") + " ")
        return mention is not None and not _ACTION.search(mention.group())

    def _code_negation(self, region: Region, start: int) -> str:
        line_start = self.text.rfind("\n", region.start, start) + 1
        line_end = self.text.find("\n", start)
        line = self.text[line_start : line_end if line_end >= 0 else len(self.text)]
        column = start - line_start
        if looked_for(self.text, region.start, start, line, column):
            return "deny-list"  # a pattern, a deny-list entry: matched against, never run
        if self.script:
            return ""
        if self.disowned():
            return "disowned"
        comment = _comment_part(line)
        if comment and _ANTI_EXAMPLE.search(comment):
            return "anti-example"
        above_start = line_start
        for _ in range(3):
            if above_start <= region.start:
                break
            above_start = self.text.rfind("\n", region.start, above_start - 1) + 1
        above = self.text[max(above_start, region.start) : line_start]
        if _ANTI_EXAMPLE.search(_comments_only(above)):
            return "anti-example"
        before = self.text[max(0, region.start - 300) : region.start]
        lead = before.strip().splitlines()[-1] if before.strip() else ""  # the line before
        if lead and _ANTI_EXAMPLE.search(lead):
            return "anti-example"
        shown_as_text = not region.language or region.language in _SHOWN_AS_TEXT
        if lead and shown_as_text and _OUTPUT_LEAD.search(lead):
            return "anti-example"  # "Script output:": a sample of what it prints, not run
        if (
            self._framed(region.start)
            or self._found(start)
            or self._refused_after(region.end, self.text[region.start : region.end])
        ):
            return "anti-example"
        return "quoted" if region.language in _SHOWN_AS_TEXT else ""

    def _line(self, start: int) -> str:
        line_start = self.text.rfind("\n", 0, start) + 1
        return self.text[line_start : _line_end(self.text, start)]

    def _negated_after(self, start: int) -> bool:
        """Whether the sentence holding ``start`` ends in a negation, as Japanese and
        Korean put it after the verb: "…を無効化してはいけません", "…하지 마세요"."""
        rest = self.text[start : start + 200]
        if rest.isascii():
            return False
        # to the end of the clause: a full stop or a comma (the negation of "do A, then
        # do not tell anyone" governs only its own clause)
        # (nor past the line's end into the next list item, or out of a heading)
        rest = _NEXT_ITEM.split(rest.split("\n\n", 1)[0], 1)[0]
        if self.text.startswith("#", self.text.rfind("\n", 0, start) + 1):
            rest = rest.split("\n", 1)[0]
        clause = _CJK_CLAUSE_END.split(rest, 1)[0]
        return _NEGATED_LAST.search(clause) is not None

    def _found(self, start: int) -> bool:
        """Whether ``start`` is in a quotation ("> …") whose lead-in names it as something
        met in content under review ("While summarising the issue you find:")."""
        text = self.text
        line_start = text.rfind("\n", 0, start) + 1
        if not text[line_start:start].lstrip().startswith(">"):
            return False
        while line_start > 0:
            above = text.rfind("\n", 0, line_start - 1) + 1
            line = text[above : line_start - 1].strip()
            if line and not line.startswith(">"):
                return _FOUND_LEAD.search(line) is not None
            line_start = above
        return False

    def _refused_after(self, end: int, shown: str) -> bool:
        """Whether the prose right after ``end`` (the rest of its paragraph, or the
        paragraph after a block that ends there) refuses what it shows: "… do not
        execute it."
        """
        text = self.text
        after = text[end : end + 300].lstrip("\n")
        after = after.split("\n\n", 1)[0].split("\n#", 1)[0]
        for refusal in _REFUSED_AFTER.finditer(after):
            named = refusal.group("named")
            if named is None or named in shown:
                return True
        return False

    def _framed(self, start: int) -> bool:
        """A code block under a heading, or in a document whose opening paragraph, frames
        what follows as attacks to recognise ("## Red flags", "These snippets are what a
        malicious skill might contain; never run them"): shown, not to be run. (Prose
        under such a heading is lowered only in list items: :meth:`_framed_prose`.)"""
        text = self.text
        chain = self._heading_chain(start)  # the nearest prose heading comes last
        if chain and _FRAMING.search(chain[-1]):
            return True
        if any(framed_heading(h) for h in chain):
            return True
        # Under "Output format", a block of text is a sample; a block of code is still code.
        # (An image whose URL has slots is no sample: written out, it is rendered, and
        # what fills the slots goes to its host.)
        region = self.at(start)
        sample = region.language in _SAMPLE_LANGUAGES and not _IMAGE_SLOT.search(
            text, region.start, region.end
        )
        if sample and any(sample_heading(h) for h in chain):
            return True
        if chain and output_heading(chain[-1]) and sample:
            # the first block under "## Output" (no other block between) is a sample
            heading_at = text.rfind(chain[-1], 0, start)
            between = text[heading_at + len(chain[-1]) : start]
            if heading_at >= 0 and "```" not in between and "~~~" not in between:
                return True
        if self._attack_intro is None:  # computed once per text
            body = FRONTMATTER.sub("", text[:2000], count=1)
            body = body.split("```", 1)[0].split("~~~", 1)[0]  # prose only
            intro = _FIRST_PARAGRAPHS.match(body)
            self._attack_intro = intro is not None and len(_FRAMING.findall(intro.group())) >= 2
        return self._attack_intro


# A table column that names its cells as what a review finds: "| Finding | Why | Fix |".
CATALOGUE_COLUMN = re.compile(
    r"\|\s*(?:\*\*)?(?:findings?|detections?|detected|indicators?|red\s+flags?|signals?|symptoms?"
    # (a catalogue of attacks: "| Shape | What it looks like | Why it matters |")
    r"|(?:attack\s+)?shapes?|what\s+it\s+looks\s+like|warning\s+signs?|attacks?|threats?"
    r"|befund\w*|hallazgos?|constats?|achados?|rilevat\w*|bevinding\w*|wykryt\w*|признак\w*"
    # a severity scale with examples of each level: "| Severity | Examples |"
    r"|severity|severidad|schweregrad|gravité|gravità|gravidade|ernst|ważność|серьёзность"
    r"|深刻度|严重程度|심각도"
    r"|検出|検知|指摘|检测|发现|탐지|발견)(?:\*\*)?\s*\|",
    re.IGNORECASE,
)
# A Markdown image whose URL has a slot to fill, in its query or its path:
# ``![s](https://h/c.svg?ctx=<ctx>)``, ``![s](https://h/v2/{project}/{ctx}.svg)``.
_IMAGE_SLOT = re.compile(
    r"!\[[^\]\n]*\]\(\s*https?://[^)\s/]+/[^)\s]*(?:<[^>\s]+>|\{[^}\s]+\}|\$\w)"
)


def _line_end(text: str, start: int) -> int:
    end = text.find("\n", start)
    return len(text) if end < 0 else end


def _comment_part(line: str) -> str:
    """The comment on a code line, without the URLs in it (a host name such as
    ``exploit.example.com`` is not a remark about the code)."""
    for marker in ("#", "//", "--", "<!--"):
        at = line.find(marker)
        if at >= 0 and (at == 0 or line[at - 1] in " \t"):
            return _URL.sub(" ", line[at:])
    return ""


_URL = re.compile(r"\S+://\S*|\b[\w-]+(?:\.[\w-]+)+\.(?:com|net|org|io|dev|example)\b")


def _comments_only(block: str) -> str:
    return "\n".join(_comment_part(line) for line in block.splitlines())


def markdown_regions(text: str) -> Regions:
    """Frontmatter, fenced code blocks and prose, in order, covering the text."""
    regions: list[Region] = []
    position = 0
    front = FRONTMATTER.match(text)
    if front:
        regions.append(Region(RegionKind.FRONTMATTER, 0, front.end()))
        position = front.end()
    for block in fenced_blocks(text):
        if block.end <= position:
            continue
        if block.start > position:
            regions.append(Region(RegionKind.PROSE, position, block.start))
        line_end = text.find("\n", block.start)
        info = text[block.start : line_end if line_end >= 0 else block.end].strip("`~ \t\r")
        language = info.split()[0].lower() if info.split() else ""
        regions.append(Region(RegionKind.CODE, max(block.start, position), block.end, language))
        position = block.end
    if position < len(text) or not regions:
        regions.append(Region(RegionKind.PROSE, position, len(text)))
    return Regions(text, regions)


def script_regions(text: str, language: str = "") -> Regions:
    """A script is one code region."""
    return Regions(text, [Region(RegionKind.CODE, 0, len(text), language)], script=True)


def _parent_lead(previous: str, line: str) -> bool:
    """Whether ``previous`` is a list item, less indented than the sub-item ``line``,
    that ends with a colon: the lead-in of its own sub-list."""
    item = line.lstrip()
    if not _LIST_ITEM.match(item) or not _LIST_ITEM.match(previous.lstrip()):
        return False
    deeper = len(line) - len(item) > len(previous) - len(previous.lstrip())
    return deeper and previous.rstrip().endswith((":", "\uff1a"))
