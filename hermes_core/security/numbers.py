"""Text hidden as a list of numbers: character codes shifted, XORed or computed.

A skill that writes a command as ``132 116 114 129 …`` and says "subtract 13 from each
and read them as ASCII", or a script that keeps ``_TABLE = [227, 293, …]`` and builds a
string with ``chr(((n - 11) // 3) ^ 0x2B) for n in _TABLE``, hides the command from
anything that reads text literally. Two decodings, both cheap:

- a run of numbers tried with every small shift (added or subtracted) and every one-byte
  XOR key: the few results that read as a command line are kept (the rules then judge
  them, so a table of measurements never decodes to anything flagged);
- in Python, a ``chr(…)`` of an arithmetic expression over a loop variable, computed for
  each number of the list the loop goes through (only numbers and ``+ - * // % ^ << >>
  & |``, evaluated by walking the expression's tree, never by ``eval``).
"""

from __future__ import annotations

import ast
import operator
import re
from collections.abc import Callable, Iterator

from hermes_core.security.decoding import Decoded

__all__ = ["may_hide_numbers", "number_pieces"]

# Twelve numbers or more, separated by commas or blanks: character codes, maybe.
_RUN = re.compile(r"(?<![\w.])(?:\d{1,4}(?:[ \t]*,[ \t\r\n>]*|[ \t\r\n>]+)){11,}\d{1,4}(?![\w.])")
_NUMBER = re.compile(r"\d{1,4}")
# What a decoded command line holds; a result without any of these is left alone.
_COMMAND_MARKS = re.compile(
    r"://|\|\s*(?:ba|z)?sh\b|\b(?:curl|wget|bash|powershell|iex|eval|exec|nc|rm\s+-\w*r)\b"
    r"|/dev/tcp|\bbase64\s+-d",
    re.IGNORECASE,
)
_MAX_RUNS = 8  # lists of numbers tried in one text
_MAX_LENGTH = 2000  # numbers in one list


def may_hide_numbers(text: str) -> bool:
    """A cheap test: twelve numbers in a row may be in the text (a run of digits,
    blanks and commas long enough to hold them)."""
    return any(_RUN.search(text, m.start(), m.end() + 1) for m in _CHEAP_RUN.finditer(text))


_CHEAP_RUN = re.compile(r"[0-9][0-9 ,\t\r\n>]{33,}")


def number_pieces(text: str) -> Iterator[Decoded]:
    """Decodings of number lists that read as a command line: each list, and lists
    declared one after another (``hsA = intArrayOf(…)``, ``hsB = intArrayOf(…)``) joined,
    as code that concatenates them before decoding does."""
    runs: list[tuple[int, int, list[int]]] = []
    for count, match in enumerate(_RUN.finditer(text)):
        if count == _MAX_RUNS:
            break
        numbers = [int(n) for n in _NUMBER.findall(match.group())][:_MAX_LENGTH]
        runs.append((match.start(), match.end(), numbers))
        found = _shifted(numbers)
        if found is not None:
            how, decoded = found
            yield Decoded(match.start(), match.end(), how, decoded)
    group: list[tuple[int, int, list[int]]] = []
    for run in [*runs, (len(text) + _JOIN_GAP + 1, 0, [])]:
        if group and run[0] - group[-1][1] > _JOIN_GAP:
            if len(group) >= 2:
                joined = [n for _, _, numbers in group for n in numbers][:_MAX_LENGTH]
                found = _shifted(joined)
                if found is not None:
                    how, decoded = found
                    yield Decoded(group[0][0], group[-1][1], how + ", lists joined", decoded)
            group = []
        group.append(run)
    if "chr(" in text:
        yield from _computed(text)


_JOIN_GAP = 60  # characters between two lists declared one after another


def _shifted(numbers: list[int]) -> tuple[str, str] | None:
    """The numbers as character codes, as they are, shifted by up to 128 either way, or
    XORed with a one-byte key, when that reads as a command line."""
    low, high = min(numbers), max(numbers)
    tries: list[tuple[str, str, int]] = [("numbers as character codes", "+", 0)]
    for shift in range(1, 129):
        if high - shift >= 32 and low - shift >= 9:
            tries.append((f"numbers less {shift}", "+", -shift))
        if high + shift <= 126:
            tries.append((f"numbers plus {shift}", "+", shift))
    if high < 256:
        tries.extend((f"numbers XOR {key}", "^", key) for key in range(1, 256))
    for how, op, value in tries:
        codes = (n + value for n in numbers) if op == "+" else (n ^ value for n in numbers)
        decoded = "".join(map(chr, codes))
        if decoded.isprintable() and _COMMAND_MARKS.search(decoded):
            return how, decoded
    return None


# chr(EXPR) for NAME in LIST: a string built from a list by arithmetic on each number.
_CHR_LOOP = re.compile(r"\bchr\((?P<expr>[^\n]{1,80}?)\)\s+for\s+(?P<var>\w+)\s+in\s+(?P<list>\w+)")
_LIST_OF = r"^[ \t]*{name}[ \t]*=[ \t]*[\[(](?P<body>[\d\s,xXa-fA-F]+)[\])]"
_OPERATORS: dict[type, Callable[[int, int], int]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.BitXor: operator.xor,
    ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
}


def _computed(text: str) -> Iterator[Decoded]:
    for match in _CHR_LOOP.finditer(text):
        listed = re.search(_LIST_OF.format(name=re.escape(match.group("list"))), text, re.MULTILINE)
        # a function's parameter (def expand(values): … for v in values): any list the
        # file declares may be what it is called with
        candidates = (
            [listed]
            if listed is not None
            else list(re.finditer(_LIST_OF.format(name=r"\w+"), text, re.MULTILINE))[:_MAX_RUNS]
        )
        for found in candidates:
            decoded = _computed_one(match, found)
            if decoded is not None:
                yield Decoded(found.start(), found.end(), "numbers computed", decoded)
                break


def _computed_one(match: re.Match[str], listed: re.Match[str]) -> str | None:
    try:
        tree = ast.parse(match.group("expr"), mode="eval").body
        numbers = [int(n, 0) for n in re.findall(r"0[xX][0-9a-fA-F]+|\d+", listed.group("body"))]
        codes = [_value(tree, match.group("var"), n) for n in numbers[:_MAX_LENGTH]]
    except (SyntaxError, ValueError, ZeroDivisionError, _NotArithmetic):
        return None
    if codes and all(9 <= c < 0x110000 for c in codes):
        decoded = "".join(map(chr, codes))
        if _COMMAND_MARKS.search(decoded):
            return decoded
    return None


class _NotArithmetic(Exception):
    """The expression holds something other than numbers, the loop variable and
    arithmetic."""


def _value(node: ast.expr, var: str, n: int) -> int:
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.Name) and node.id == var:
        return n
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left, right = _value(node.left, var, n), _value(node.right, var, n)
        if isinstance(node.op, ast.LShift) and right > 16:
            raise _NotArithmetic
        return _OPERATORS[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -_value(node.operand, var, n)
    raise _NotArithmetic
