"""The argument parser every ``hermes`` command and subcommand is built with.

Two things argparse does by default are wrong for a command whose options take secrets
and paths: it accepts any unambiguous prefix of an option (``--token X`` was read as
``--token-file X``), and the top-level parser reports arguments a subcommand did not
know, with the top-level usage and every stray word echoed (a secret included). So
prefixes are off for every parser (``add_subparsers`` builds subparsers of the same
class), and the subcommand the user typed reports what it did not recognise, with its
own usage — option names only, never what followed them.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

__all__ = ["HermesParser"]


class HermesParser(argparse.ArgumentParser):
    """An :class:`argparse.ArgumentParser` without prefix matching, that reports the
    words it does not recognise itself. ``hints`` maps an option that does not exist
    to what to use instead, added to the error."""

    def __init__(self, *args: Any, hints: Mapping[str, str] | None = None, **kwargs: Any):
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)
        self.hints = dict(hints or {})

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """Parse, and exit 2 on any word this parser did not recognise. argparse hands a
        subcommand's words to its parser through this method, so the subcommand the
        user typed reports them, with its own usage; words before the subcommand are
        the parent's to report."""
        parsed, extras = super().parse_known_args(args, namespace)
        if extras:
            self.unrecognized(extras)
        return parsed, extras

    def unrecognized(self, extras: Sequence[str]) -> NoReturn:
        """Exit 2 with this parser's usage and the options in ``extras`` it does not
        know. An option's value (``--x=VALUE``, or the word after ``--x``) is never
        shown: it may be a secret typed where it does not belong."""
        shown: list[str] = []
        hidden = 0
        after_option = False
        for item in extras:
            if after_option:
                hidden += 1
                after_option = False
            elif item.startswith("-") and item != "-":
                name, has_value, _ = item.partition("=")
                shown.append(name)
                hidden += bool(has_value)
                after_option = not has_value
            else:
                shown.append(item)
        noun = "argument" if len(shown) == 1 else "arguments:"
        message = f"unrecognized {noun} {' '.join(shown)}"
        hints = [self.hints[name] for name in dict.fromkeys(shown) if name in self.hints]
        if hints:
            message += "; " + "; ".join(hints)
        if hidden:
            message += " (values given with them are not shown)"
        self.error(message)
