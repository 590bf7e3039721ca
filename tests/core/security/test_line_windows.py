"""The line windows the checks look around a match in."""

from __future__ import annotations

from hermes_core.security.hits import lines_after, lines_before

TEXT = "one\ntwo\nthree\nfour\n"


def test_lines_after_ends_at_the_line_count_lines_below():
    assert TEXT[: lines_after(TEXT, 0, 1)] == "one"
    assert TEXT[: lines_after(TEXT, 0, 3)] == "one\ntwo\nthree"
    assert lines_after(TEXT, 0, 9) == len(TEXT)
    assert lines_after(TEXT, 0, 9, limit=6) == 6


def test_lines_before_starts_count_lines_up_own_line_included():
    at = TEXT.index("hree")
    assert TEXT[lines_before(TEXT, at, 1) :].startswith("three")
    assert TEXT[lines_before(TEXT, at, 2) :].startswith("two")
    assert lines_before(TEXT, at, 9) == 0
