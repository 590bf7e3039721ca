import pytest

from hermes_core.text import ParseCode, Position, Range, Severity, parse_frontmatter
from hermes_core.text.edits import apply_edits


def codes(text: str) -> list[str]:
    return [d.code for d in parse_frontmatter(text).diagnostics]


def values(text: str) -> object:
    root = parse_frontmatter(text).root
    return None if root is None else root.value


def test_a_plain_skill_parses_with_no_diagnostics():
    parsed = parse_frontmatter("---\nname: pdf\ndescription: Reads PDFs.\n---\n# PDF\n")
    assert parsed.diagnostics == ()
    assert values("---\nname: pdf\ndescription: Reads PDFs.\n---\n") == {
        "name": "pdf",
        "description": "Reads PDFs.",
    }
    assert parsed.body == "# PDF\n"
    assert parsed.body_start_line == 4


def test_every_key_and_value_has_its_exact_range():
    text = "---\nname: pdf-tools\ndescription: >-\n  Folded\n  text.\nlicense: 'MIT'\n---\n"
    parsed = parse_frontmatter(text)
    assert parsed.root is not None
    name = parsed.root.get("name")
    assert name is not None
    assert parsed.range(name.key_span) == Range(Position(1, 0), Position(1, 4))
    assert parsed.range(name.value.span) == Range(Position(1, 6), Position(1, 15))
    description = parsed.root.get("description")
    assert description is not None
    assert description.value.value == "Folded text."
    assert parsed.range(description.value.span).start == Position(2, 13)
    license_entry = parsed.root.get("license")
    assert license_entry is not None
    assert parsed.range(license_entry.value.span) == Range(Position(5, 9), Position(5, 14))
    assert license_entry.value.style == "'"


def test_nested_values_and_sequence_items_have_ranges():
    text = "---\nmetadata:\n  hermes:\n    tags: [a, bb]\n---\n"
    parsed = parse_frontmatter(text)
    assert parsed.root is not None
    hermes = parsed.root.get("metadata").value.get("hermes").value  # type: ignore[union-attr]
    tags = hermes.get("tags").value
    assert [parsed.range(item.span) for item in tags.items] == [
        Range(Position(3, 11), Position(3, 12)),
        Range(Position(3, 14), Position(3, 16)),
    ]


def test_a_byte_order_mark_before_the_fence_is_read_and_reported_with_a_fix():
    text = "\ufeff---\nname: a\n---\nbody"
    parsed = parse_frontmatter(text)
    assert [d.code for d in parsed.diagnostics] == ["SK011"]
    assert values(text) == {"name": "a"}
    fix = parsed.diagnostics[0].fix
    assert fix is not None
    assert apply_edits(text, fix.edits) == "---\nname: a\n---\nbody"


def test_crlf_line_endings_parse_and_keep_positions():
    text = "---\r\nname: a\r\ndescription: b\r\n---\r\nbody\r\n"
    parsed = parse_frontmatter(text)
    assert parsed.diagnostics == ()
    assert parsed.root is not None
    description = parsed.root.get("description")
    assert description is not None
    assert parsed.range(description.value.span) == Range(Position(2, 13), Position(2, 14))
    assert parsed.body == "body\r\n"


def test_lone_cr_line_endings_parse():
    assert values("---\rname: a\rdescription: b\r---\rbody") == {"name": "a", "description": "b"}


def test_a_missing_fence_is_an_error_on_the_first_line():
    parsed = parse_frontmatter("# Title\n\nname: x\n")
    assert [d.code for d in parsed.diagnostics] == [ParseCode.NO_FRONTMATTER]
    assert parsed.diagnostics[0].range == Range(Position(0, 0), Position(0, 7))
    assert parsed.root is None
    assert parsed.body == "# Title\n\nname: x\n"


@pytest.mark.parametrize("text", ["", "   \n\n", "\ufeff"])
def test_an_empty_file_is_reported_not_raised(text):
    parsed = parse_frontmatter(text)
    empty = [d for d in parsed.diagnostics if d.code == ParseCode.NO_FRONTMATTER]
    assert len(empty) == 1
    assert "empty" in empty[0].message


def test_an_unclosed_fence_is_an_error_but_the_yaml_is_still_read():
    parsed = parse_frontmatter("---\nname: a\ndescription: b\n\n# Heading\n\nText.\n")
    assert [d.code for d in parsed.diagnostics] == [ParseCode.UNCLOSED_FENCE]
    assert parsed.diagnostics[0].range == Range(Position(0, 0), Position(0, 3))
    assert values("---\nname: a\ndescription: b\n\n# Heading\n") == {
        "name": "a",
        "description": "b",
    }


def test_a_lone_opening_fence_is_unclosed():
    assert codes("---") == [ParseCode.UNCLOSED_FENCE]
    assert codes("---\n") == [ParseCode.UNCLOSED_FENCE]


def test_a_dashes_line_inside_a_block_value_does_not_close_the_frontmatter():
    text = "---\nname: a\ndescription: |\n  first\n  ---\n  second\n---\nbody\n"
    assert codes(text) == []
    assert values(text) == {"name": "a", "description": "first\n---\nsecond\n"}
    assert parse_frontmatter(text).body == "body\n"


def test_dashes_inside_a_plain_value_do_not_cut_it():
    text = "---\nname: a\ndescription: before --- after\n---\n"
    assert values(text) == {"name": "a", "description": "before --- after"}


def test_flow_style_yaml_is_valid_and_accepted():
    text = "---\n{name: flow, description: 'A flow-style skill', metadata: {a: b}}\n---\n"
    assert codes(text) == []
    assert values(text) == {
        "name": "flow",
        "description": "A flow-style skill",
        "metadata": {"a": "b"},
    }
    root = parse_frontmatter(text).root
    assert root is not None
    assert root.style == "flow"


def test_an_unquoted_colon_is_recovered_as_text_with_a_warning_and_a_quoting_fix():
    text = "---\nname: a\ndescription: Use when: the user asks\n---\n"
    parsed = parse_frontmatter(text)
    assert values(text) == {"name": "a", "description": "Use when: the user asks"}
    [diagnostic] = parsed.diagnostics
    assert diagnostic.code == ParseCode.UNQUOTED_COLON
    assert diagnostic.severity is Severity.WARNING
    assert diagnostic.range == Range(Position(2, 21), Position(2, 23))
    assert diagnostic.fix is not None
    fixed = apply_edits(text, diagnostic.fix.edits)
    assert fixed == '---\nname: a\ndescription: "Use when: the user asks"\n---\n'
    assert codes(fixed) == []


def test_several_colons_in_one_value_give_one_diagnostic():
    text = "---\ndescription: a: b: c\nname: x\n---\n"
    assert values(text) == {"description": "a: b: c", "name": "x"}
    assert codes(text) == [ParseCode.UNQUOTED_COLON]


def test_a_colon_on_a_continuation_line_is_recovered():
    text = "---\ndescription: first line\n  second: line\nname: x\n---\n"
    assert values(text) == {"description": "first line second: line", "name": "x"}


def test_tab_indentation_is_read_as_spaces_with_a_fix():
    text = "---\nmetadata:\n\thermes:\n\t\ttags: [a]\n---\n"
    parsed = parse_frontmatter(text)
    assert values(text) == {"metadata": {"hermes": {"tags": ["a"]}}}
    assert [d.code for d in parsed.diagnostics] == [ParseCode.TAB_INDENT, ParseCode.TAB_INDENT]
    assert parsed.diagnostics[0].range == Range(Position(2, 0), Position(2, 1))
    fixed = apply_edits(text, [e for d in parsed.diagnostics if d.fix for e in d.fix.edits])
    assert fixed == "---\nmetadata:\n  hermes:\n    tags: [a]\n---\n"
    assert codes(fixed) == []


def test_duplicate_keys_warn_and_the_last_one_wins():
    text = "---\nname: first\nname: second\n---\n"
    parsed = parse_frontmatter(text)
    assert values(text) == {"name": "second"}
    [diagnostic] = parsed.diagnostics
    assert diagnostic.code == ParseCode.DUPLICATE_KEY
    assert diagnostic.range == Range(Position(2, 0), Position(2, 4))


def test_a_control_character_is_reported_at_its_position_and_the_rest_still_reads():
    text = "---\nname: a\ndescription: bad \x80 char\n---\n"
    parsed = parse_frontmatter(text)
    [diagnostic] = parsed.diagnostics
    assert diagnostic.code == ParseCode.FORBIDDEN_CHARACTER
    assert diagnostic.range == Range(Position(2, 17), Position(2, 18))
    assert "U+0080" in diagnostic.message
    assert values(text) == {"name": "a", "description": "bad \ufffd char"}


def test_a_lone_surrogate_does_not_crash_the_parser():
    text = "---\nname: a\ud800b\n---\n"
    assert codes(text) == [ParseCode.FORBIDDEN_CHARACTER]


def test_invalid_yaml_is_an_error_at_the_problem():
    parsed = parse_frontmatter('---\nname: "unterminated\n---\n')
    [diagnostic] = parsed.diagnostics
    assert diagnostic.code == ParseCode.INVALID_YAML
    assert parsed.root is None


def test_a_frontmatter_that_is_a_list_is_not_a_mapping():
    parsed = parse_frontmatter("---\n- a\n- b\n---\n")
    assert [d.code for d in parsed.diagnostics] == [ParseCode.NOT_A_MAPPING]
    assert parsed.root is None


def test_an_empty_frontmatter_is_an_empty_mapping_so_required_fields_are_checked():
    parsed = parse_frontmatter("---\n---\nbody")
    assert parsed.diagnostics == ()
    assert parsed.root is not None
    assert parsed.root.value == {}
    assert parsed.body == "body"


def test_blank_lines_before_the_fence_warn_with_a_fix():
    text = "\n\n---\nname: a\n---\n"
    parsed = parse_frontmatter(text)
    [diagnostic] = parsed.diagnostics
    assert diagnostic.code == ParseCode.FENCE_NOT_FIRST
    assert values(text) == {"name": "a"}
    assert diagnostic.fix is not None
    assert apply_edits(text, diagnostic.fix.edits) == "---\nname: a\n---\n"


def test_an_alias_bomb_is_refused_instead_of_expanded():
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 8)]
    parsed = parse_frontmatter("---\n" + "\n".join(lines) + "\n---\n")
    assert ParseCode.UNSUPPORTED_YAML in [d.code for d in parsed.diagnostics]
    assert parsed.root is None or parsed.root.value is None


def test_a_recursive_alias_is_reported_not_followed():
    parsed = parse_frontmatter("---\na: &x [*x]\n---\n")
    assert [d.code for d in parsed.diagnostics] == [ParseCode.UNSUPPORTED_YAML]


def test_deep_nesting_does_not_crash():
    parsed = parse_frontmatter("---\na: " + "[" * 5000 + "]" * 5000 + "\n---\n")
    assert [d.code for d in parsed.diagnostics] == [ParseCode.INVALID_YAML]


def test_python_specific_tags_are_never_constructed():
    text = "---\na: !!python/object/apply:os.system ['echo hi']\nb: !custom x\n---\n"
    parsed = parse_frontmatter(text)
    assert [d.code for d in parsed.diagnostics] == [ParseCode.UNSUPPORTED_YAML] * 2
    assert values(text) == {"a": ["echo hi"], "b": "x"}


def test_scalars_keep_their_source_text_beside_the_yaml_value():
    parsed = parse_frontmatter("---\nversion: 1.10\nflag: yes\n---\n")
    assert parsed.root is not None
    version = parsed.root.get("version")
    flag = parsed.root.get("flag")
    assert version is not None
    assert flag is not None
    assert (version.value.value, version.value.text, version.value.tag) == (1.1, "1.10", "float")
    assert (flag.value.value, flag.value.tag) == (True, "bool")


def test_merge_keys_are_applied():
    text = "---\nbase: &b {x: 1}\nchild:\n  <<: *b\n  y: 2\n---\n"
    assert values(text) == {"base": {"x": 1}, "child": {"y": 2, "x": 1}}


# An unclosed construct is reported where it opens; where the parser gave up is related.

_OPENED_AND_GIVEN_UP = [
    pytest.param(
        "---\nname: a\ndescription: [unclosed\n---\n",
        (2, 13),
        "this '[' is never closed with ']'",
        (3, 0),
        "the YAML parser reached the closing '---' here",
        id="flow-sequence-at-the-fence",
    ),
    pytest.param(
        "---\nname: a\ndescription: [unclosed\nlicense: MIT\n---\n",
        (2, 13),
        "this '[' is never closed with ']'",
        (3, 7),
        "the YAML parser gave up here",
        id="flow-sequence-before-the-next-key",
    ),
    pytest.param(
        "---\nname: a\nmetadata: {owner: me\nlicense: MIT\n---\n",
        (2, 10),
        "this '{' is never closed with '}'",
        (3, 7),
        "the YAML parser gave up here",
        id="flow-mapping",
    ),
    pytest.param(
        "---\nname: a\nmetadata: {owner: [me, you}\n---\n",
        (2, 18),
        "this '[' is never closed with ']'",
        (2, 26),
        "the YAML parser gave up here",
        id="the-innermost-of-nested-flows",
    ),
    pytest.param(
        '---\nname: a\ndescription: "unterminated\nlicense: MIT\n---\n',
        (2, 13),
        'this quoted value is never closed with "',
        (4, 0),
        "the YAML parser reached the closing '---' here",
        id="double-quote",
    ),
    pytest.param(
        "---\nname: a\ndescription: 'unterminated\nlicense: MIT\n---\n",
        (2, 13),
        "this quoted value is never closed with '",
        (4, 0),
        "the YAML parser reached the closing '---' here",
        id="single-quote",
    ),
    pytest.param(
        "---\nname: a\ndescription: |x\n  text\n---\n",
        (2, 13),
        "this block scalar (|) is invalid",
        (2, 14),
        "the YAML parser gave up here",
        id="block-scalar-header",
    ),
    pytest.param(
        "---\nname: a\njust some words\nlicense: MIT\n---\n",
        (2, 0),
        "this line is not a 'key: value' pair",
        (3, 0),
        "the YAML parser gave up here",
        id="line-without-a-colon",
    ),
]


@pytest.mark.parametrize(("text", "opened", "what", "given_up", "note"), _OPENED_AND_GIVEN_UP)
def test_an_unclosed_construct_is_reported_where_it_opens_with_where_the_parser_gave_up(
    text, opened, what, given_up, note
):
    parsed = parse_frontmatter(text)
    [diagnostic] = parsed.diagnostics
    assert diagnostic.code == ParseCode.INVALID_YAML
    assert diagnostic.range == Range(Position(*opened), Position(opened[0], opened[1] + 1))
    assert diagnostic.message.startswith(f"invalid YAML in the frontmatter: {what}: ")
    [related] = diagnostic.related
    assert related.range.start == Position(*given_up)
    assert related.message == note
    assert parsed.root is None


def test_an_error_inside_a_block_mapping_stays_where_the_parser_gave_up_with_the_mapping_related():
    parsed = parse_frontmatter("---\nname: a\n- b\n---\n")
    [diagnostic] = parsed.diagnostics
    assert diagnostic.range.start == Position(2, 0)
    [related] = diagnostic.related
    assert related.range.start == Position(1, 0)
    assert related.message == "a block mapping starts here"


def test_an_error_with_one_place_only_has_no_related_location():
    parsed = parse_frontmatter("---\nname: a\ndescription: b\n  c: d\n---\n")
    assert all(d.related == () for d in parsed.diagnostics)
    parsed = parse_frontmatter("---\na: [[[\n---\n")
    [diagnostic] = parsed.diagnostics
    assert diagnostic.related == ()
