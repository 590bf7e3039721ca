"""Property tests: no input makes the reader, parser or linter raise.

Thousands of generated cases: arbitrary text, YAML-ish text assembled from the
fragments that break naive parsers, random bytes, and mutations of real skills.
Beyond "no exception", every diagnostic must point inside the document and every
fix must apply cleanly.
"""

from __future__ import annotations

import math
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hermes_core.skills.document import parse_skill_text, read_skill_file
from hermes_core.skills.lint import PROFILES, lint_document
from hermes_core.text import LineIndex, parse_frontmatter
from hermes_core.text.decoding import decode_text
from hermes_core.text.edits import apply_edits

REPO = Path(__file__).resolve().parents[3]
SEEDS = sorted(p.read_text(encoding="utf-8") for p in (REPO / "skills").rglob("SKILL.md"))
SEEDS += [
    "---\nname: a\ndescription: Use when: asked\nmetadata:\n  hermes:\n\ttags: [x]\n---\nbody\n",
    "---\n{name: flow, description: 'x'}\n---\n[link](references/a.md)\n",
    "\ufeff---\r\nname: crlf\r\ndescription: |\r\n  a\r\n  ---\r\n---\r\n",
]
MANY = settings(
    max_examples=3000,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
SOME = settings(MANY, max_examples=1000)

FRAGMENTS = st.sampled_from(
    [
        "---",
        "---\n",
        "\n",
        "\r\n",
        "\r",
        "\t",
        "  ",
        ": ",
        ":",
        "-",
        "- ",
        "#",
        " #",
        "'",
        '"',
        "[",
        "]",
        "{",
        "}",
        ",",
        "&a ",
        "*a",
        "!!str ",
        "!tag ",
        "<<: ",
        "|",
        ">-",
        "?",
        "name",
        "description",
        "metadata",
        "hermes",
        "tags",
        "platforms",
        "allowed-tools",
        "x",
        "Use when",
        "\ufeff",
        "\x00",
        "\x80",
        "\x85",
        "\u2028",
        "\ud800",
        "🎉",
        "é",
        "é",
        "\\",
        "%YAML 1.1\n",
        "...",
        "](",
        "[l](references/x.md)",
        "```",
        "`",
        "~",
        "${HERMES_SKILL_DIR}",
        "null",
        "yes",
        "1.10",
        "0x1F",
        "2024-13-45",
    ]
)
YAMLISH = st.lists(FRAGMENTS, max_size=60).map("".join)


def check_document(text: str, path: Path | None = None) -> None:
    document = parse_skill_text(text, path)
    bounds = LineIndex(text)
    for profile in PROFILES.values():
        result = lint_document(document, profile, known_skills={"x"})
        assert list(result.diagnostics) == sorted(result.diagnostics, key=lambda d: d.sort_key())
        for diagnostic in result.diagnostics:
            for rng in (diagnostic.range, *(r.range for r in diagnostic.related)):
                start, end = rng.start, rng.end
                assert (start.line, start.character) <= (end.line, end.character)
                assert end.line < bounds.line_count
            if diagnostic.fix is not None:
                apply_edits(text, diagnostic.fix.edits)


def mutate(seed: str, data: st.DataObject) -> str:
    text = seed
    for _ in range(data.draw(st.integers(1, 8))):
        position = data.draw(st.integers(0, len(text)))
        operation = data.draw(st.sampled_from(["insert", "delete", "replace", "duplicate", "cut"]))
        if operation == "insert":
            text = (
                text[:position]
                + data.draw(st.one_of(FRAGMENTS, st.text(max_size=5)))
                + text[position:]
            )
        elif operation == "delete":
            text = text[:position] + text[position + data.draw(st.integers(1, 20)) :]
        elif operation == "replace":
            text = text[:position] + data.draw(st.characters()) + text[position + 1 :]
        elif operation == "duplicate":
            text = text[:position] + text[position : position + 40] + text[position:]
        else:
            text = text[:position]
    return text


@MANY
@given(st.text())
def test_any_text_parses_without_raising(text):
    parsed = parse_frontmatter(text)
    assert parsed.body_span.end == len(text)


@MANY
@given(YAMLISH)
def test_yaml_like_text_parses_and_lints_without_raising(fragment_text):
    check_document("---\n" + fragment_text + "\n---\nbody", Path("/nonexistent/x/SKILL.md"))
    check_document(fragment_text)


@SOME
@given(st.sampled_from(SEEDS), st.data())
def test_mutated_real_skills_parse_and_lint_without_raising(seed, data):
    check_document(mutate(seed, data), Path("/nonexistent/skill/SKILL.md"))


@MANY
@given(st.binary(max_size=2000))
def test_any_bytes_decode_without_raising(data):
    decoded = decode_text(data)
    assert decoded.binary or isinstance(decoded.text, str)


@SOME
@given(st.one_of(st.binary(max_size=3000), st.sampled_from(SEEDS).map(str.encode)))
def test_any_file_on_disk_reads_and_lints_without_raising(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("skill")
    path = folder / "SKILL.md"
    path.write_bytes(data)
    document = read_skill_file(path)
    for profile in PROFILES.values():
        lint_document(document, profile)


def _plain(value: object) -> bool:
    if isinstance(value, float) and math.isnan(value):
        return False
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain(v) for v in value)
    return not isinstance(value, bytes | set)


@MANY
@given(YAMLISH)
def test_valid_yaml_reads_exactly_as_a_yaml_loader_reads_it(fragment_text):
    """Recovery must never change the meaning of a document that is already valid."""
    try:
        expected = yaml.safe_load(fragment_text)
    except (yaml.YAMLError, ValueError, RecursionError, TypeError):
        return
    if not isinstance(expected, dict) or not expected or not _plain(expected):
        return
    if "---" in fragment_text or "..." in fragment_text or "&" in fragment_text:
        return  # document markers end the frontmatter; anchors may be refused on purpose
    parsed = parse_frontmatter("---\n" + fragment_text + "\n---\n")
    assert parsed.root is not None
    assert parsed.root.value == expected


SCALARS = st.one_of(
    st.text(max_size=30),
    st.integers(),
    st.booleans(),
    st.none(),
    st.floats(allow_nan=False),
)
MAPPINGS = st.dictionaries(
    st.text(min_size=1, max_size=12),
    st.recursive(
        SCALARS,
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=12,
    ),
    min_size=1,
    max_size=8,
)


@settings(MANY, max_examples=1500)
@given(MAPPINGS, st.sampled_from([None, True, False]), st.sampled_from([20, 80, 1000]))
def test_any_mapping_a_yaml_dumper_writes_reads_back_identically(mapping, flow, width):
    dumped = yaml.safe_dump(mapping, default_flow_style=flow, width=width, allow_unicode=True)
    expected = yaml.safe_load(dumped)
    parsed = parse_frontmatter("---\n" + dumped + "---\nbody\n")
    if any(line.strip() in {"---", "..."} for line in dumped.splitlines()):
        return  # a line the dumper wrote as a document marker would close the frontmatter
    assert parsed.root is not None
    assert parsed.root.value == expected
    assert parsed.body == "body\n"
