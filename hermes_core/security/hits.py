"""A raw match before context, suppressions and ranges are applied."""

from __future__ import annotations

from typing import NamedTuple

from hermes_core.security.findings import Risk

__all__ = ["Hit"]


class Hit(NamedTuple):
    """Rule ``rule`` matched ``text[start:end]``; ``risk`` overrides the rule's default."""

    rule: str
    start: int
    end: int
    message: str = ""
    risk: Risk | None = None
    negatable: bool = True
