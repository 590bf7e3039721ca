from hermes_core.text.positions import LineIndex, Position, Range, Span


def test_positions_follow_lsp_line_breaks_lf_crlf_and_lone_cr():
    text = "a\r\nbc\rd\ne"
    lines = LineIndex(text)
    assert lines.line_count == 4
    assert lines.position(text.index("b")) == Position(1, 0)
    assert lines.position(text.index("d")) == Position(2, 0)
    assert lines.position(text.index("e")) == Position(3, 0)


def test_unicode_line_separators_do_not_start_a_new_line():
    text = "x\u2028y\x0cz\nw"
    lines = LineIndex(text)
    assert lines.line_count == 2
    assert lines.position(text.index("z")) == Position(0, 4)


def test_characters_count_code_points_not_utf16_units():
    text = "🎉é: x"
    assert LineIndex(text).position(text.index("x")) == Position(0, 4)


def test_offset_and_position_round_trip_on_every_character():
    text = "line one\r\nline two\rthird\n\nlast"
    lines = LineIndex(text)
    for offset in range(len(text) + 1):
        assert lines.offset(lines.position(offset)) == offset


def test_positions_past_the_end_are_clamped():
    lines = LineIndex("ab\ncd")
    assert lines.position(99) == Position(1, 2)
    assert lines.offset(Position(7, 0)) == 5
    assert lines.offset(Position(0, 50)) == 3


def test_range_of_span():
    lines = LineIndex("k: v\nkey: value\n")
    assert lines.range(Span(10, 15)) == Range(Position(1, 5), Position(1, 10))


def test_a_span_shifts_by_a_delta():
    assert Span(3, 5).shifted(10) == Span(13, 15)


def test_direct_lookups_and_the_line_table_agree():
    text = "ab\ncd\n\nef" * 20
    direct = LineIndex(text)
    table = LineIndex(text)
    table.position(len(text))  # warm up past the direct-count budget
    for _ in range(20):
        table.position(0)
    for offset in range(len(text) + 1):
        assert LineIndex(text).position(offset) == table.position(offset)
    assert direct.position(7) == table.position(7)
