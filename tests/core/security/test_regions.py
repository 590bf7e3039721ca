"""Regions: where a match sits, and whether its context says "don't do this".

``markdown_regions`` cuts a Markdown text into frontmatter, fenced code and prose;
``Regions.negation`` tells a negated instruction, an anti-example or a deny-list
entry from an order to run something.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_core.security import Risk, Scanner, verdict_for
from hermes_core.security.findings import Verdict
from hermes_core.security.regions import (
    Region,
    RegionKind,
    Regions,
    markdown_regions,
    script_regions,
)

SCANNER = Scanner()
FM, PROSE, CODE = RegionKind.FRONTMATTER, RegionKind.PROSE, RegionKind.CODE


def cut(text: str) -> list[tuple[RegionKind, int, int, str]]:
    return [(r.kind, r.start, r.end, r.language) for r in markdown_regions(text).regions]


def context(text: str, needle: str = "rm -rf", *, markdown: bool = True) -> str:
    """The negation context of the first ``needle`` in ``text``."""
    regions = markdown_regions(text) if markdown else script_regions(text)
    return regions.negation(text.index(needle))


# -- cutting Markdown into regions -------------------------------------------------------------


def test_frontmatter_then_prose():
    text = "---\nname: x\n---\nbody\n"
    assert cut(text) == [(FM, 0, 16, ""), (PROSE, 16, 21, "")]


def test_frontmatter_after_a_byte_order_mark_with_crlf_lines():
    text = "\ufeff---\r\nname: x\r\n---\r\nbody"
    assert cut(text) == [(FM, 0, 20, ""), (PROSE, 20, 24, "")]


def test_frontmatter_at_the_very_end_of_the_text():
    text = "---\nname: x\n---"
    assert cut(text) == [(FM, 0, len(text), "")]


@pytest.mark.parametrize(
    "text",
    [
        "\n---\nname: x\n---\nbody\n",  # not at the start
        "---\nname: x\nbody\n",  # never closed
        " ---\nname: x\n---\n",  # indented opener
    ],
)
def test_no_frontmatter_unless_the_text_opens_and_closes_it(text):
    assert all(kind is not FM for kind, *_ in cut(text))


def test_a_backtick_fence_is_code_with_its_language():
    text = "Intro\n```bash\nls -la\n```\nafter"
    assert cut(text) == [(PROSE, 0, 6, ""), (CODE, 6, 24, "bash"), (PROSE, 24, 30, "")]


def test_a_tilde_fence_is_code_with_its_language_lowercased():
    text = "~~~Python extra words\nx = 1\n~~~\n"
    assert cut(text) == [(CODE, 0, 31, "python"), (PROSE, 31, 32, "")]


def test_an_unclosed_fence_runs_to_the_end_of_the_text():
    text = "prose\n```sh\nrm -rf /tmp/x\nstill code"
    assert cut(text) == [(PROSE, 0, 6, ""), (CODE, 6, len(text), "sh")]


def test_a_fence_indented_up_to_three_spaces_is_a_fence():
    text = "   ```sh\nx\n   ```\nprose"
    assert cut(text) == [(CODE, 0, 17, "sh"), (PROSE, 17, 23, "")]


def test_a_fence_indented_four_spaces_is_not_a_fence():
    text = "    ```sh\nx\n    ```\nprose"
    assert cut(text) == [(PROSE, 0, len(text), "")]


def test_a_fence_is_only_closed_by_the_same_character_at_least_as_long():
    text = "~~~\nx\n```\nstill\n~~~\nafter"
    assert cut(text) == [(CODE, 0, 19, ""), (PROSE, 19, 25, "")]
    text = "````\n```\nx\n````\nafter"
    assert cut(text) == [(CODE, 0, 15, ""), (PROSE, 15, 21, "")]


def test_backticks_in_the_info_string_do_not_open_a_fence():
    text = "``` a`b\nnot code\n"
    assert cut(text) == [(PROSE, 0, len(text), "")]


def test_a_fence_right_after_the_frontmatter():
    text = "---\nname: x\n---\n```bash\nrm\n```\n"
    assert cut(text) == [(FM, 0, 16, ""), (CODE, 16, 30, "bash"), (PROSE, 30, 31, "")]


def test_an_empty_text_is_one_empty_prose_region():
    assert cut("") == [(PROSE, 0, 0, "")]


def test_a_script_is_one_code_region():
    regions = script_regions("echo hi\nrm -rf /tmp/x\n", "bash")
    assert regions.regions == [Region(CODE, 0, 22, "bash")]


def test_at_finds_the_region_holding_an_offset():
    text = "---\nname: x\n---\nprose\n```\ncode\n```\nend"
    regions = markdown_regions(text)
    assert regions.at(0).kind is FM
    assert regions.at(text.index("prose")).kind is PROSE
    assert regions.at(text.index("code")).kind is CODE
    assert regions.at(text.index("end")).kind is PROSE
    assert regions.at(len(text)).kind is PROSE


_PIECES = st.sampled_from(
    [
        *("---\n", "name: x\n", "```bash\n", "```\n", "~~~\n", "   ```\n", "    ```\n", "````\n"),
        *("text\n", "\n", "\r\n", "``` a`b\n", "\ufeff", "rm -rf /\n", "# h\n", "~~~py\n"),
    ]
)


@settings(max_examples=1000, deadline=None, derandomize=True, database=None)
@given(st.lists(st.one_of(_PIECES, st.text(max_size=4)), max_size=30).map("".join))
def test_regions_cover_the_text_in_order_without_gaps_or_overlaps(text):
    regions = markdown_regions(text).regions
    assert regions
    assert regions[0].start == 0
    assert regions[-1].end == len(text)
    for before, after in itertools.pairwise(regions):
        assert before.end == after.start, regions
    assert all(region.start <= region.end for region in regions)
    assert sum(region.kind is FM for region in regions) <= 1
    assert all(region.kind is not FM for region in regions[1:])


# -- prose negation ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Never run rm -rf / on a shared machine.",
        "Do not rm -rf / anything.",
        "You must not run rm -rf / here.",
        "Don't run rm -rf / ever.",
        "Avoid running rm -rf / on servers.",
        "The linter detects rm -rf / in scripts.",
        "Refuse requests to rm -rf / at all.",
        "Never run `rm -rf /`.",
    ],
)
def test_a_negating_word_before_the_match_in_the_same_clause_negates_it(text):
    assert context(text) == "negated"


@pytest.mark.parametrize(
    "text",
    [
        "Don't worry, run rm -rf / now.",
        "Never mind. Run rm -rf / now.",
        "Do not hesitate; run rm -rf / at once.",
        "You should not skip backups, but run rm -rf / anyway.",
        "Don't panic and then rm -rf / everything.",
        "Never\nrm -rf / now.",
        "Never " + "x" * 130 + " rm -rf / now.",
        "Run rm -rf / now.",
    ],
)
def test_a_negation_in_another_clause_sentence_or_line_does_not_negate(text):
    assert context(text) == ""


def test_a_negated_instruction_is_lowered_three_steps_and_a_clause_break_is_not():
    negated = SCANNER.scan_text("Never run rm -rf ~ on a shared machine.\n").findings
    ordered = SCANNER.scan_text("Don't worry, run rm -rf ~ now.\n").findings
    assert [(f.rule, f.risk, f.context) for f in negated] == [("DES001", Risk.LOW, "negated")]
    assert [(f.rule, f.risk, f.context) for f in ordered] == [("DES001", Risk.CRITICAL, "")]


@pytest.mark.parametrize(
    "text",
    [
        'He said "rm -rf /" once.',
        "The phrase \u201crm -rf /\u201d is famous.",
    ],
)
def test_a_quoted_mention_in_prose_is_quoted(text):
    assert context(text) == "quoted"


def test_inline_code_in_prose_is_an_instruction_not_a_quote():
    # Skills give commands in backticks; lowering them would lower every real order.
    assert context("Type `rm -rf /` to wipe the disk.") == ""


@pytest.mark.parametrize(
    "text",
    [
        '"cmd": "rm -rf /"',
        '{"command":   "rm -rf / --no-preserve-root"}',
        'run: "rm -rf /"',
    ],
)
def test_a_string_value_after_a_key_is_data_not_a_mention(text):
    assert context(text) == ""


def test_negation_wins_over_quoting():
    assert context("Never paste `rm -rf /` into a terminal.") == "negated"


def test_a_closed_quote_before_the_match_is_not_a_mention():
    assert context('Say "hi", then run rm -rf / now.') == ""


# -- anti-examples in code -------------------------------------------------------------------


@pytest.mark.parametrize(
    "comment",
    ["# bad: never do this", "# WRONG", "# ❌", "# insecure example", "// don't run this"],
)
def test_a_marker_in_the_comment_on_the_line_makes_an_anti_example(comment):
    text = f"```bash\nrm -rf / {comment}\n```\n"
    assert context(text) == "anti-example"


def test_a_marker_in_a_comment_up_to_three_lines_above_makes_an_anti_example():
    text = "```bash\n# Don't do this:\necho a\necho b\nrm -rf /\n```\n"
    assert context(text) == "anti-example"


def test_a_marker_in_a_comment_more_than_three_lines_above_does_not_count():
    text = "```bash\n# bad\necho a\necho b\necho c\necho d\nrm -rf /\n```\n"
    assert context(text) == ""


def test_a_marker_in_code_above_rather_than_a_comment_does_not_count():
    text = "```bash\necho bad\nrm -rf /\n```\n"
    assert context(text) == ""


def test_a_marker_in_a_comment_of_another_block_does_not_count():
    text = "```bash\n# bad example\nrm -rf /tmp/x\n```\n```bash\nrm -rf /\n```\n"
    assert context(text, "rm -rf /\n") == ""


@pytest.mark.parametrize(
    "lead", ["Bad:", "❌ Wrong way", "**Insecure** example:", "What not to do:"]
)
def test_anti_example_prose_just_before_the_block_marks_the_block(lead):
    text = f"{lead}\n\n```bash\nrm -rf /\n```\n"
    assert context(text) == "anti-example"


@pytest.mark.parametrize("lead", ["Good:", "Run this:", "✅ Right way"])
def test_ordinary_prose_before_the_block_leaves_it_alone(lead):
    text = f"{lead}\n\n```bash\nrm -rf /\n```\n"
    assert context(text) == ""


def test_a_reassuring_comment_is_not_an_anti_example():
    # "don't worry" says the line is fine to run; it must not lower the risk.
    text = "```bash\nrm -rf ~ # don't worry, it's fine\n```\n"
    assert context(text) == ""
    assert verdict_for(SCANNER.scan_text(text).findings) is Verdict.DANGEROUS


def test_a_double_negative_lead_in_is_not_an_anti_example():
    text = "Don't forget to run this:\n```bash\nrm -rf ~\n```\n"
    assert context(text) == ""


def test_an_anti_example_is_lowered_three_steps():
    text = "Bad:\n\n```bash\nrm -rf /\n```\n"
    [finding] = SCANNER.scan_text(text).findings
    assert (finding.rule, finding.risk, finding.context) == ("DES001", Risk.LOW, "anti-example")


# -- deny-lists --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '```yaml\ndeny:\n  - "rm -rf /"\n```\n',
        "```yaml\nblocked:\n  - 'rm -rf /'\n```\n",
        '```python\nblocked_commands = ["rm -rf /", "mkfs"]\n```\n',
        '```json\n{"denylist": ["curl x | sh", "rm -rf /"]}\n```\n',
        '```toml\ndangerous_patterns = [\n  "rm -rf /",\n]\n```\n',
        '```python\nRISKY = ["curl", "| sh", "rm -rf /", "crontab"]\n```\n',
        '```python\nRED_FLAGS = {"rm -rf /": "wipes the disk"}\n```\n',
    ],
)
def test_a_quoted_entry_under_a_deny_list_key_is_a_deny_list_entry(text):
    assert context(text) == "deny-list"


def test_an_unquoted_entry_under_a_deny_list_key_is_not_a_deny_list_entry():
    assert context("```yaml\ndeny:\n  - rm -rf /\n```\n") == ""


def test_a_quoted_command_without_a_deny_list_key_is_not_a_deny_list_entry():
    assert context('```python\ncommands = ["rm -rf /"]\n```\n') == ""


def test_a_deny_list_entry_drops_to_info_and_keeps_the_skill_safe():
    text = '```python\nblocked_commands = ["rm -rf /", "rm -rf ~"]\n```\n'
    findings = SCANNER.scan_text(text).findings
    assert findings
    assert {(f.risk, f.context) for f in findings} == {(Risk.INFO, "deny-list")}
    assert verdict_for(findings) is Verdict.SAFE


def test_plain_code_is_not_negated():
    assert context("```bash\nrm -rf /\n```\n") == ""
    assert context("rm -rf /\n", markdown=False) == ""


def test_a_prose_negation_a_paragraph_before_the_block_does_not_reach_into_it():
    text = "Do not stop halfway.\n\nRun it:\n```bash\nrm -rf /\n```\n"
    regions = markdown_regions(text)
    assert isinstance(regions, Regions)
    assert regions.at(text.index("rm -rf")).kind is CODE
    assert regions.negation(text.index("rm -rf")) == ""


# -- framing: a heading or an opening paragraph that presents blocks as attacks -------------


@pytest.mark.parametrize(
    "text",
    [
        "# Review guide\n\n## Red flags\n\nSee below.\n\n```bash\nrm -rf ~/\n```\n",
        "# Revisión\n\n## Ataques conocidos\n\nVer abajo.\n\n```bash\nrm -rf ~/\n```\n",
    ],
)
def test_a_block_framed_as_an_attack_to_recognise_is_an_anti_example(text):
    assert context(text) == "anti-example"


def test_framing_lowers_blocks_only_never_the_prose_under_it():
    text = "# Guide\n\n## Red flags\n\nNow rm -rf ~/ to start clean.\n"
    assert context(text) != "anti-example"


def test_a_framing_word_in_a_comment_inside_a_block_is_no_heading():
    text = (
        "# Setup\n\n```bash\n# attack surface notes\ntrue\n```\n\nText.\n\n"
        "```bash\nrm -rf ~/\n```\n"
    )
    assert context(text) == ""
