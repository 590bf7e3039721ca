"""Argument parsing and dispatch for ``hermes``.

Only the module of the chosen subcommand is imported, so ``hermes lsp`` never pays
for what ``hermes skills`` needs and the other way round.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import sys
from collections.abc import Sequence

from hermes_core import __version__
from hermes_core.errors import HermesError

__all__ = ["main"]

DISTRIBUTION = "hermes-workbench"
_FORMATS = ("text", "json")


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser (no subcommand module is imported here)."""
    parser = argparse.ArgumentParser(
        prog="hermes", description="Skills, editor and agent-interop tools for a Hermes agent."
    )
    parser.add_argument("--version", action="version", version=f"{DISTRIBUTION} {__version__}")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="log more to stderr")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_skills(commands)
    return parser


def _add_skills(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    skills = commands.add_parser("skills", help="list, view and lint skills")
    actions = skills.add_subparsers(dest="action", metavar="ACTION", required=True)

    listing = actions.add_parser("list", help="list the skills Hermes can see")
    listing.add_argument("--category", help="only this category")
    listing.add_argument("--all", action="store_true", help="include disabled and filtered skills")
    listing.add_argument("--format", choices=_FORMATS, default="text")
    listing.set_defaults(handler="hermes_cli.skills_cmd:run_list")

    view = actions.add_parser("view", help="show a skill, or one of its supporting files")
    view.add_argument("name", help="skill name, folder name or category/name")
    view.add_argument("path", nargs="?", help="a supporting file, e.g. references/api.md")
    view.add_argument("--format", choices=_FORMATS, default="text")
    view.set_defaults(handler="hermes_cli.skills_cmd:run_view")

    lint = actions.add_parser("lint", help="check SKILL.md files (exit 1 when errors are found)")
    lint.add_argument(
        "paths", nargs="*", metavar="PATH", help="files or folders (default: all skills)"
    )
    lint.add_argument("--profile", help="rule profile (default: from config, else hermes)")
    lint.add_argument("--format", choices=(*_FORMATS, "sarif"), default="text")
    lint.add_argument("--no-progress", action="store_true", help="never show a progress bar")
    lint.add_argument(
        "--jobs", type=int, metavar="N", help="processes to use (default: all cores on big trees)"
    )
    lint.set_defaults(handler="hermes_cli.lint_cmd:run_lint")


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``hermes``; returns the process exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    level = (
        logging.WARNING
        if args.verbose == 0
        else logging.INFO
        if args.verbose == 1
        else logging.DEBUG
    )
    logging.basicConfig(
        level=level, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s"
    )
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help(sys.stderr)
        return 2
    module_name, function_name = handler.split(":")
    function = getattr(importlib.import_module(module_name), function_name)
    try:
        return int(function(args))
    except HermesError as exc:
        print(f"hermes: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
