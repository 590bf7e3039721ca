import random
import re

from hermes_core.text.markdown import fenced_blocks, links, mask_code
from hermes_core.text.positions import Span


def targets(text: str) -> list[str]:
    return [link.target for link in links(text)]


def test_inline_and_reference_links_are_found_with_exact_spans():
    text = "See [guide](references/guide.md) and ![img](assets/a.png).\n\n[ref]: templates/t.md\n"
    found = list(links(text))
    assert [f.target for f in found] == ["references/guide.md", "assets/a.png", "templates/t.md"]
    assert text[found[0].span.start : found[0].span.end] == "references/guide.md"
    assert found[1].image
    assert text[found[2].span.start : found[2].span.end] == "templates/t.md"


def test_links_inside_fenced_code_and_inline_code_are_ignored():
    text = (
        "```md\n[a](in-fence.md)\n```\n`[b](in-span.md)`\n~~~\n[c](tilde.md)\n~~~\n[d](real.md)\n"
    )
    assert targets(text) == ["real.md"]


def test_an_unclosed_fence_runs_to_the_end():
    text = "before [a](a.md)\n```\n[b](b.md)\n"
    assert fenced_blocks(text) == [Span(17, len(text))]
    assert targets(text) == ["a.md"]


def test_a_closing_fence_must_be_at_least_as_long_as_the_opening():
    text = "````\n```\n[x](x.md)\n````\n[y](y.md)\n"
    assert targets(text) == ["y.md"]


def test_angle_bracket_targets_and_titles():
    text = '[a](<with space.md>) [b](b.md "Title")'
    found = list(links(text))
    assert [f.target for f in found] == ["with space.md", "b.md"]
    assert text[found[0].span.start : found[0].span.end] == "with space.md"


def test_masking_keeps_offsets_and_line_breaks():
    text = "a `code` b\n```\nx\n```\n"
    masked = mask_code(text)
    assert len(masked) == len(text)
    assert masked.count("\n") == text.count("\n")
    assert "code" not in masked
    assert masked.startswith("a ")


_OPENING = re.compile(r"( {0,3})(`{3,}|~{3,})([^\r\n]*)")


def _reference_blocks(text: str) -> list[Span]:
    """CommonMark's fence rules read line by line: the slow, plain statement of what
    ``fenced_blocks`` finds."""
    lines, offset = [], 0
    for line in text.split("\n"):
        lines.append((offset, line))
        offset += len(line) + 1
    blocks, index = [], 0
    while index < len(lines):
        start, line = lines[index]
        index += 1
        opening = _OPENING.fullmatch(line)
        if opening is None or (opening.group(2)[0] == "`" and "`" in opening.group(3)):
            continue
        char, length = opening.group(2)[0], len(opening.group(2))
        end = len(text)
        while index < len(lines):
            close_start, close = lines[index]
            index += 1
            close = close.removesuffix("\r")
            at = close.find(char * length)
            stripped = close.strip(" \t")
            if 0 <= at <= 3 and not close[:at].strip(" ") and stripped == char * len(stripped):
                end = close_start + len(close)
                break
        blocks.append(Span(start, end))
    return blocks


_PIECES = ("```", "````", "~~~", "`", "~", " ", "   ", "    ", "\t", "\n", "\r\n", "x", "py", "`x`")


def test_fences_match_a_line_by_line_reading_of_the_rules():
    chooser = random.Random(11)
    for _ in range(20_000):
        text = "".join(chooser.choice(_PIECES) for _ in range(chooser.randint(0, 24)))
        assert fenced_blocks(text) == _reference_blocks(text), repr(text)
