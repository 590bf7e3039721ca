"""No rule is tuned to a sample: the rule data and the red-team sets share no literal.

Every red-team case lists its distinctive literals (hosts, product names, passwords,
file names, phrases the attacker chose) in ``tests/data/redteam/<batch>/labels.yaml``,
and every host in its files is one too. None of them may appear in what the scanner is
made of: the lexicon's terms, the text of every rule's regular expressions, its anchors,
the behaviours' data and the host lists. The few that are general knowledge — a
credential store's path, an operating system's command — are listed with a reason in
``general_literals.txt``; the check also fails when that list names something no sample
uses any more, so it cannot grow into a blanket pass.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import cache
from pathlib import Path

import yaml

import hermes_core.security
from hermes_core.security import hosts, lexicon
from hermes_core.security.rules import RULES

REDTEAM = Path(__file__).resolve().parents[2] / "data" / "redteam"
GENERAL = REDTEAM / "general_literals.txt"
_HOST = re.compile(r"\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b", re.IGNORECASE)
_MIN_LENGTH = 4


_VOCABULARY_SIZE = 5000


def _scanner_modules() -> list[object]:
    """Every module of the scanner: a new one is checked without being listed here."""
    package = hermes_core.security
    return [
        importlib.import_module(f"{package.__name__}.{info.name}")
        for info in pkgutil.iter_modules(package.__path__)
    ]


@cache
def rule_text() -> str:
    """Everything the rules are made of, lowercased, escapes undone, one string."""
    parts: list[str] = []
    for terms in lexicon.TERMS.values():
        parts.extend(term.rstrip("*").replace("-", " ") for term in terms)
        parts.extend(term.rstrip("*") for term in terms)
    for rule in RULES:
        for part in rule.parts:
            parts.append(part.pattern.pattern)
            parts.extend(part.anchors)
    for module in _scanner_modules():
        for value in vars(module).values():
            if isinstance(value, re.Pattern):
                parts.append(value.pattern)
            # (not the vocabularies built from public word and package lists, thousands of
            # words long: names.py's dictionary of package-name words)
            elif (
                isinstance(value, (frozenset, tuple))
                and len(value) < _VOCABULARY_SIZE
                and all(isinstance(v, str) for v in value)
            ):
                parts.extend(value)
    parts.extend(repr(owner) for owner in hosts._OWNERS)
    return "\n".join(p.replace("\\", "").lower() for p in parts)


def sample_literals() -> dict[str, str]:
    """Each red-team literal (lowercased) and the case it comes from."""
    found: dict[str, str] = {}
    for labels in sorted(REDTEAM.glob("*/labels.yaml")):
        cases = yaml.safe_load(labels.read_text(encoding="utf-8"))["cases"]
        for name, label in cases.items():
            where = f"{labels.parent.name}/{name}"
            for literal in label.get("literals") or ():
                found.setdefault(str(literal).lower(), where)
            for path in sorted((labels.parent / name).rglob("*")):
                if path.is_file() and not path.is_symlink():
                    text = path.read_text(encoding="utf-8", errors="replace")
                    for host in _HOST.findall(text):
                        if "." in host.strip(".") and not host[0].isdigit():
                            found.setdefault(host.lower(), where)
    return {lit: where for lit, where in found.items() if len(lit) >= _MIN_LENGTH}


def general_literals() -> set[str]:
    lines = GENERAL.read_text(encoding="utf-8").splitlines()
    return {
        line.split("  #", 1)[0].strip().lower()
        for line in lines
        if line.strip() and not line.startswith("#")
    }


def shared() -> dict[str, str]:
    text = rule_text()
    return {lit: where for lit, where in sample_literals().items() if lit in text}


def test_the_rules_hold_no_literal_of_a_red_team_sample():
    unexplained = {lit: where for lit, where in shared().items() if lit not in general_literals()}
    assert unexplained == {}


def test_every_general_literal_is_still_shared_with_a_sample():
    assert sorted(general_literals() - set(shared())) == []


def test_the_check_sees_a_planted_literal(monkeypatch):
    literal, _where = next(iter(sample_literals().items()))
    monkeypatch.setattr(lexicon, "TERMS", {**lexicon.TERMS, lexicon.Kind.NET: (literal,)})
    rule_text.cache_clear()
    try:
        assert literal in shared()
    finally:
        rule_text.cache_clear()
