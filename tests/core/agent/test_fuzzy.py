"""Each matching strategy of the patch tool, and refusing to guess."""

from __future__ import annotations

import pytest

from hermes_core.agent.tools.fuzzy import NoMatch, replace

CODE = """def main():
    if ready:
        start("now")  # go
        log('started')
    return 0
"""


@pytest.mark.parametrize(
    ("old", "new", "strategy", "expected_line"),
    [
        ('start("now")', 'start("later")', "exact", '        start("later")  # go'),
        ('start("now")  # go  ', "begin()", "line-trimmed", "        begin()"),
        ('start("now")    #  go', "begin()", "whitespace", "        begin()"),
        (
            'if ready:\n    start("now")  # go',
            "if ready:\n    begin()",
            "indentation",
            "        begin()",
        ),
        ('start(\\"now\\")', "begin()", "escape", "        begin()  # go"),
        ("log(\u2018started\u2019)", "log('begun')", "unicode", "        log('begun')"),
        (
            "if ready:\n    start(\"soon\")  # go now\n    log('started')",
            "if ready:\n    begin()",
            "block-anchor",
            "        begin()",
        ),
    ],
)
def test_each_strategy_finds_what_the_model_meant(
    old: str, new: str, strategy: str, expected_line: str
):
    result, used = replace(CODE, old, new)
    assert used == strategy
    assert expected_line in result.splitlines()


def test_several_matches_are_refused_unless_all_are_wanted():
    text = "a = 1\nb = 2\na = 1\n"
    with pytest.raises(NoMatch, match=r"in 2 places \(lines 1, 3\)"):
        replace(text, "a = 1", "a = 3")
    assert replace(text, "a = 1", "a = 3", replace_all=True)[0] == "a = 3\nb = 2\na = 3\n"


def test_nothing_close_is_not_found():
    with pytest.raises(NoMatch, match="not found"):
        replace(CODE, "stop()", "x")
    with pytest.raises(NoMatch, match="empty"):
        replace(CODE, "", "x")
