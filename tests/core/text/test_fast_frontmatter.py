from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from hermes_core.text.fast_frontmatter import read_frontmatter_values
from hermes_core.text.frontmatter import parse_frontmatter

REPO_SKILLS = Path(__file__).resolve().parents[3] / "skills"


def full_parser_values(text: str) -> tuple[object, str]:
    parsed = parse_frontmatter(text)
    return (None if parsed.root is None else parsed.root.value), parsed.body


SIMPLE = [
    "---\nname: pdf\ndescription: Reads PDFs.\n---\n# PDF\n",
    "---\nname: \"quoted: value\"\ndescription: 'it''s fine'\n---\nbody",
    "---\nplatforms: [linux, macos]\nversion: 1.0\ncount: 12\nflag: yes\nnothing: ~\n---\n",
    "---\nplatforms:\n  - linux\n  - 'macos'\n---\n",
    "---\nplatforms:\n- linux\n- macos\nlicense: MIT\n---\n",
    '---\nmetadata:\n  hermes:\n    tags: [a, b-c, "d e"]\n    category: devops\n---\n',
    "---\nrequired_environment_variables:\n  - name: API_KEY\n    prompt: Your key\n"
    "    optional: false\n  - OTHER\n---\n",
    "---\nname: a # a comment\n# a whole-line comment\n\ndescription: x\n---\n",
    "---\r\nname: crlf\r\ndescription: Windows line ends.\r\n---\r\nbody\r\n",
    "---\nname: first\nname: second\n---\n",
    "---\nkey  : spaced\nurl: http://example.com/a:b\nneg: -3\nfloat: -1.5e+3\n---\n",
    "---\nempty_list: []\nempty:\nnested:\n  deeper:\n    - x\n---\n",
    "---\nname: a\n---\n--- not a fence\n---\n",
    "---\ndescription: >\n  folded\n  text\n---\n",
    "---\ndescription: |\n  literal\n---\n",
    '---\ndescription: "escaped \\" quote"\n---\n',
    "---\ndescription: plain that\n  continues on the next line\n---\n",
    "---\nmeta: {a: 1}\n---\n",
    "---\ncreated: 2024-01-01\n---\n",
    "---\nlist:\n  - - nested\n---\n",
    "---\nhex: 0x1F\n---\n",
    "---\nallowed-tools: Bash(git:*) Read\ndescription: Use it*carefully*\n---\n",
]


@pytest.mark.parametrize("text", SIMPLE)
def test_well_formed_frontmatter_reads_exactly_like_the_full_parser(text: str) -> None:
    quick = read_frontmatter_values(text)
    assert quick is not None, "expected the fast path to handle this text"
    assert quick == full_parser_values(text)


UNSUPPORTED = [
    "no frontmatter at all\n",
    "---\nname: unclosed\n",
    "---\n---\nempty frontmatter\n",
    "\ufeff---\nname: bom\n---\n",
    "\n---\nname: blank-line-first\n---\n",
    "---\nname: &anchor a\nother: *anchor\n---\n",
    "---\nname: !!str 12\n---\n",
    "---\nname:\ta\n---\n",
    "---\nname: bad\x01char\n---\n",
    "---\nbomb: [*a]\n---\n",
    "---\n1: numeric key\n---\n",
    "---\nname: a\rdescription: lone carriage return\n---\n",
    "---\n- a\n- b\n---\n",
    "---\ndescription: Use when: colons appear unquoted\n---\n",
    "---\nname: a\n  indented: oddly\n---\n",
]


@pytest.mark.parametrize("text", UNSUPPORTED)
def test_text_that_needs_the_full_parser_is_left_to_it(text: str) -> None:
    assert read_frontmatter_values(text) is None


def test_the_bundled_skills_read_exactly_like_the_full_parser() -> None:
    files = sorted(REPO_SKILLS.rglob("SKILL.md"))
    assert files, "the repository's bundled skills are missing"
    fast = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        quick = read_frontmatter_values(text)
        if quick is not None:
            fast += 1
            assert quick == full_parser_values(text), path
    # Real skills must take the fast path, or discovery silently gets slower.
    assert fast == len(files)


scalars = st.one_of(
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=20),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.booleans(),
    st.none(),
    st.sampled_from(["yes", "No", "on", "~", "null", "1.0", "0o17", "-", "a: b", "#x", "'q'"]),
)
keys = st.from_regex(r"[a-z_][a-z0-9_-]{0,12}", fullmatch=True)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=1000, deadline=None, derandomize=True, database=None)
@given(st.dictionaries(keys, values, min_size=1, max_size=6), st.booleans())
def test_dumped_yaml_either_falls_back_or_matches_the_full_parser(
    data: dict[str, object], flow: bool
) -> None:
    dumped = yaml.safe_dump(data, default_flow_style=None if flow else False, allow_unicode=True)
    text = f"---\n{dumped}---\nbody\n"
    quick = read_frontmatter_values(text)
    if quick is not None:
        assert quick == full_parser_values(text)
