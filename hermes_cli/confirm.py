"""Asking the person at the terminal before a command changes or removes something.

Every command that asks takes ``-y/--yes``. Without it, and without a terminal to ask
at (a script, a pipe, an editor's task), the command refuses instead of waiting on
input that will never come, and the refusal names ``--yes``.
"""

from __future__ import annotations

import sys

from hermes_core.errors import HermesError

__all__ = ["ConfirmationNeeded", "confirmed"]


class ConfirmationNeeded(HermesError):
    """The command must be confirmed, and there is no terminal to ask at."""


def confirmed(question: str, *, yes: bool, refusal: str) -> bool:
    """``True`` when ``--yes`` was given or the person answers yes to ``question``;
    ``False`` for any other answer (end of input too). Raises
    :class:`ConfirmationNeeded` (with ``refusal``, what is not done) when standard
    input is not a terminal."""
    if yes:
        return True
    if not sys.stdin.isatty():
        raise ConfirmationNeeded(
            f"{refusal}: confirm with --yes (-y); there is no terminal to ask at"
        )
    try:
        answer = input(f"{question} [y/N] ")
    except EOFError:
        return False
    return answer.strip().lower() in ("y", "yes")
