"""What a behaviour is: the facts it needs, the scope they must share, what makes it
worse and its risk. The behaviours themselves are data in
:mod:`~hermes_core.security.behaviours`."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from hermes_core.security.findings import Category, Risk
from hermes_core.security.lexicon import Kind

__all__ = ["Behaviour", "Scope", "any_of"]


class Scope(StrEnum):
    """Where the facts of a behaviour must sit together."""

    UNIT = "unit"  # one paragraph, list item or code block
    SECTION = "section"  # one heading's section (a script is one)
    FILE = "file"


@dataclass(frozen=True, slots=True)
class Behaviour:
    """``needs``: each entry is satisfied by a fact of any of its kinds (or, for a name
    in ``relations``, by that relation holding). With ``worse`` present too, the risk is
    ``worse_risk``; with ``only_worse``, the behaviour counts only then."""

    rule: str
    category: Category
    what: str
    scope: Scope
    needs: tuple[frozenset[Kind], ...]
    risk: Risk
    relations: tuple[str, ...] = ()
    worse: tuple[frozenset[Kind], ...] = ()
    worse_relations: tuple[str, ...] = ()
    worse_risk: Risk = Risk.HIGH
    only_worse: bool = False
    within: int = 0  # characters: when set, the needed facts must all fit in a span this long
    unless: frozenset[Kind] = frozenset()  # a fact of these kinds near the evidence clears it
    prose: bool = False  # only facts in prose count (an order given in words, not code)
    # with prose: these kinds count from code too (a download given as a command, which
    # the words then rank above everything)
    code_kinds: frozenset[Kind] = frozenset()
    # characters: when set and every fact is in code, how far apart they may lie (a
    # script lists its stores in one place and builds the request further down)
    code_within: int = 0


def any_of(*kinds: Kind) -> frozenset[Kind]:
    """A need met by a fact of any of ``kinds``."""
    return frozenset(kinds)
