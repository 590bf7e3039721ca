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

from hermes_cli.parser import HermesParser
from hermes_core import __version__
from hermes_core.errors import HermesError

__all__ = ["main"]

DISTRIBUTION = "hermes-workbench"
_FORMATS = ("text", "json")
# Spelled out so that building the parser imports no scanner code.
_TRUST_LEVELS = ("builtin", "trusted", "community", "agent-created")
_RISKS = ("critical", "high", "medium", "low", "info")
_SEVERITIES = ("error", "warning", "info", "hint")
_SCAN_EPILOG = """\
exit status (stable; it follows the worst verdict, never the trust decision):
  0  every skill scanned is safe (or there was nothing to scan)
  1  at least one skill needs caution and none is dangerous
  2  usage error: bad option, missing path, a path with no skill, unreadable config
  3  at least one skill is dangerous
--trust, --source, --force and --min-risk change what is shown, not the status."""


def build_parser() -> HermesParser:
    """The full argument parser (no subcommand module is imported here)."""
    parser = HermesParser(
        prog="hermes", description="Skills, editor and agent-interop tools for a Hermes agent."
    )
    parser.add_argument("--version", action="version", version=f"{DISTRIBUTION} {__version__}")
    parser.add_argument("-v", "--verbose", action="count", default=0, help="log more to stderr")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    _add_skills(commands)
    _add_sessions(commands)
    checkpoints = commands.add_parser(
        "checkpoints", help="snapshots taken before the agent edited files, and rollback"
    )
    checkpoint_actions = checkpoints.add_subparsers(dest="action", metavar="ACTION", required=True)
    checkpoint_list = checkpoint_actions.add_parser(
        "list", help="a folder's snapshots, newest first"
    )
    checkpoint_list.add_argument("folder", nargs="?", default=".")
    checkpoint_list.set_defaults(handler="hermes_cli.checkpoints_cmd:run_list")
    rollback = checkpoint_actions.add_parser("rollback", help="make a folder match a snapshot")
    rollback.add_argument("commit", help="the snapshot (at least 7 characters of its id)")
    rollback.add_argument("folder", nargs="?", default=".")
    rollback.set_defaults(handler="hermes_cli.checkpoints_cmd:run_rollback")
    chat = commands.add_parser(
        "chat", help="talk to the agent (one prompt with -q, or a conversation)"
    )
    chat.add_argument("-q", "--query", help="one prompt; the answer goes to standard output")
    chat.add_argument("--skill", help="run this skill with the prompt")
    chat.add_argument("--model", help="the model (overrides config.yaml)")
    chat.add_argument(
        "--approval",
        choices=("ask", "accept_edits", "allow_all"),
        default="ask",
        help="when tool calls need your yes (default: ask for edits, commands and fetches)",
    )
    chat.set_defaults(handler="hermes_cli.chat_cmd:run_chat")
    doctor = commands.add_parser("doctor", help="check the configuration and the session database")
    doctor.add_argument(
        "--provider", action="store_true", help="also check that the model provider answers"
    )
    doctor.add_argument("--model", help="the model to check (overrides config.yaml)")
    doctor.set_defaults(handler="hermes_cli.sessions_cmd:run_doctor")
    lsp = commands.add_parser("lsp", help="run the language server for SKILL.md files over stdio")
    lsp.add_argument("--stdio", action="store_true", help="accepted for editors that pass it")
    lsp.set_defaults(handler="hermes_cli.lsp_cmd:run_lsp")
    acp = commands.add_parser(
        "acp",
        help="run the agent over the Agent Client Protocol on stdio (Zed, VS Code); "
        "--setup chooses its model in a terminal",
    )
    acp.add_argument(
        "--model", help="the model (overrides config.yaml; with --setup, the model to save)"
    )
    setup = acp.add_argument_group(
        "setup (what an editor's terminal login runs; the server does not start)"
    )
    setup.add_argument(
        "--setup",
        action="store_true",
        help="ask for the provider, base URL, model and API key variable, save them in "
        "config.yaml's model: section and exit (status 0 only when saved)",
    )
    setup.add_argument(
        "--provider",
        choices=("openai", "anthropic"),
        help="openai: any OpenAI-compatible server (saved as provider: custom); anthropic",
    )
    setup.add_argument("--base-url", metavar="URL", help="the API's base URL")
    setup.add_argument(
        "--api-key-env",
        metavar="VAR",
        help="the NAME of the environment variable holding the API key (never the key); "
        "none for a server that needs no key; keep to leave a key written in config.yaml",
    )
    setup.add_argument(
        "-y",
        "--yes",
        action="store_true",
        help="ask nothing: values not given keep config.yaml's or take the defaults",
    )
    acp.set_defaults(handler="hermes_cli.acp_cmd:run_acp")
    mcp = commands.add_parser(
        "mcp",
        hints={"--token": "use HERMES_MCP_TOKEN or --token-file"},
        help="serve the agent's skills, sessions and schedules to other agents over the "
        "Model Context Protocol on stdio (or streamable HTTP with --http)",
    )
    mcp.add_argument(
        "--allow-writes",
        action="store_true",
        help="offer skill_manage, the tool that creates, edits and deletes skills (off by default)",
    )
    mcp.add_argument(
        "--http",
        metavar="[HOST:]PORT",
        help="serve streamable HTTP at http://HOST:PORT/mcp instead of stdio; HOST defaults to "
        "127.0.0.1, PORT 0 picks a free port; every request needs a bearer token (without one "
        "configured, one is made up and written to a file only you can read)",
    )
    mcp.add_argument(
        "--token-file",
        metavar="PATH",
        help="with --http: the file holding the bearer token every request must carry "
        "(default: env HERMES_MCP_TOKEN; at least 16 characters)",
    )
    mcp.add_argument(
        "--allow-origin",
        metavar="URL",
        action="append",
        default=[],
        help="with --http: also let web pages of this origin call the server (repeatable; "
        "loopback origins are always allowed)",
    )
    mcp.add_argument(
        "--no-auth",
        action="store_true",
        help="with --http on a loopback address: let requests in without a token (only when "
        "no one else uses this machine: every local user could run commands as you)",
    )
    mcp.add_argument(
        "--read-timeout",
        metavar="SECONDS",
        type=float,
        default=None,
        help="with --http: seconds a client gets to send each request, headers and body "
        "(default 10); slower connections are closed",
    )
    mcp.add_argument(
        "--max-connections",
        metavar="N",
        type=int,
        default=None,
        help="with --http: connections open at once (default 256); past that the one waiting "
        "longest for a request is closed, or the new one gets 503",
    )
    mcp.set_defaults(handler="hermes_cli.mcp_cmd:run_mcp")
    return parser


def _add_sessions(commands: argparse._SubParsersAction[HermesParser]) -> None:
    sessions = commands.add_parser(
        "sessions", help="list, show, search, export and delete sessions"
    )
    actions = sessions.add_subparsers(dest="action", metavar="ACTION", required=True)
    handler = "hermes_cli.sessions_cmd:run_"

    listing = actions.add_parser("list", help="the newest sessions first")
    listing.add_argument("--limit", type=int, default=50)
    listing.add_argument(
        "--source", help="only sessions from this source (cli, acp, telegram, ...)"
    )
    listing.add_argument("--format", choices=_FORMATS, default="text")
    listing.set_defaults(handler=handler + "list")

    show = actions.add_parser("show", help="a session and its messages")
    show.add_argument("session", help="a session id, or a unique start of one")
    show.add_argument("--format", choices=_FORMATS, default="text")
    show.set_defaults(handler=handler + "show")

    search = actions.add_parser(
        "search",
        help='messages matching a query, newest first (words, "a phrase", prefix*, CJK)',
    )
    search.add_argument("query")
    search.add_argument("--session", help="only this session")
    search.add_argument("--limit", type=int, default=20)
    search.add_argument("--format", choices=_FORMATS, default="text")
    search.set_defaults(handler=handler + "search")

    export = actions.add_parser("export", help="sessions as JSON Lines (all when none named)")
    export.add_argument("sessions", nargs="*")
    export.add_argument("--output", "-o", help="a file (default: standard output)")
    export.set_defaults(handler=handler + "export")

    delete = actions.add_parser("delete", help="delete a session and its messages")
    delete.add_argument("session")
    delete.add_argument("-y", "--yes", action="store_true", help="do not ask")
    delete.set_defaults(handler=handler + "delete")


def _add_skills(commands: argparse._SubParsersAction[HermesParser]) -> None:
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
    lint.add_argument(
        "--min-severity",
        choices=_SEVERITIES,
        metavar="SEVERITY",
        help=f"list diagnostics at this severity or worse: {', '.join(_SEVERITIES)} "
        "(default: info for text, so hints are counted but not listed; hint for json and "
        "sarif); the exit status counts errors either way",
    )
    lint.add_argument("--no-progress", action="store_true", help="never show a progress bar")
    lint.add_argument(
        "--jobs", type=int, metavar="N", help="processes to use (default: all cores on big trees)"
    )
    lint.set_defaults(handler="hermes_cli.lint_cmd:run_lint")

    _add_provenance(actions)

    scan = actions.add_parser(
        "scan",
        help="check skills for security risks (exit 1 caution, 3 dangerous)",
        description="Scan skills for security risks and judge each verdict with the "
        "install policy for the skills' trust level.",
        epilog=_SCAN_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    scan.add_argument(
        "paths",
        nargs="*",
        metavar="PATH",
        help="skill folders, SKILL.md files or folders of skills (default: all skills)",
    )
    scan.add_argument(
        "--trust",
        choices=_TRUST_LEVELS,
        help="trust level of the skills' source (default: from --source, else community)",
    )
    scan.add_argument(
        "--source",
        metavar="SOURCE",
        help="where the skills come from (owner/repo or URL); trusted when "
        "skills.trusted_sources lists it",
    )
    scan.add_argument(
        "--force",
        action="store_true",
        help="decide as a forced install would (never overrides a dangerous verdict "
        "from a community or trusted source)",
    )
    scan.add_argument("--format", choices=(*_FORMATS, "sarif"), default="text")
    scan.add_argument(
        "--min-risk",
        choices=_RISKS,
        metavar="RISK",
        help=f"list findings at this risk or worse: {', '.join(_RISKS)} "
        "(default: low for text, info for json and sarif)",
    )
    scan.set_defaults(handler="hermes_cli.scan_cmd:run_scan")


def _add_provenance(actions: argparse._SubParsersAction[HermesParser]) -> None:
    """Seeding of bundled skills and installs from outside."""
    sync = actions.add_parser(
        "sync", help="seed the bundled skills into HERMES_HOME/skills (keeps your edits)"
    )
    sync.add_argument("--format", choices=_FORMATS, default="text")
    sync.set_defaults(handler="hermes_cli.provenance_cmd:run_sync")

    modified = actions.add_parser(
        "list-modified", help="bundled skills you changed since they were seeded"
    )
    modified.add_argument("--format", choices=_FORMATS, default="text")
    modified.set_defaults(handler="hermes_cli.provenance_cmd:run_list_modified")

    diff = actions.add_parser(
        "diff", help="your copy of a bundled skill against what was seeded (ours or Hermes Agent's)"
    )
    diff.add_argument("name", help="the bundled skill's name")
    diff.add_argument(
        "--against",
        metavar="DIR",
        action="append",
        help="a folder of Hermes Agent's stock skills to find its seeded version in "
        "(default: HERMES_HOME/hermes-agent/skills, its installer's checkout)",
    )
    diff.set_defaults(handler="hermes_cli.provenance_cmd:run_diff")

    reset = actions.add_parser(
        "reset",
        help="take your copy of a bundled skill as its new baseline (updates apply again)",
    )
    reset.add_argument("name", help="the bundled skill's name")
    reset.add_argument(
        "--restore",
        action="store_true",
        help="put the bundled version back instead (your copy is replaced: asks first)",
    )
    reset.add_argument("-y", "--yes", action="store_true", help="with --restore: do not ask")
    reset.set_defaults(handler="hermes_cli.provenance_cmd:run_reset")

    install = actions.add_parser(
        "install", help="install a skill from outside: quarantine, scan, policy, lock entry"
    )
    install.add_argument(
        "source",
        help="a folder holding a SKILL.md, a tar or zip archive (.skill too), a git repository "
        "URL, a URL of a SKILL.md or an archive, a site (with --name) publishing "
        "/.well-known/skills/index.json, or tap:NAME",
    )
    install.add_argument("--path", default="", help="the skill's folder inside a git repository")
    install.add_argument("--ref", help="the branch or tag of a git repository")
    install.add_argument(
        "--name", help="the skill to take from a site's /.well-known/skills/index.json"
    )
    install.add_argument(
        "--trust",
        choices=_TRUST_LEVELS,
        help="the source's trust level (default: trusted when skills.trusted_sources in "
        "config.yaml lists the source, else community)",
    )
    install.add_argument(
        "-y", "--yes", action="store_true", help="accept a caution verdict without asking"
    )
    install.add_argument(
        "--force",
        action="store_true",
        help="install despite the verdict (never a dangerous one from a community or "
        "trusted source)",
    )
    install.set_defaults(handler="hermes_cli.hub_cmd:run_install")

    tap = actions.add_parser("tap", help="repositories to install skills from by name")
    tap_actions = tap.add_subparsers(dest="tap_action", metavar="TAP_ACTION", required=True)
    tap_add = tap_actions.add_parser("add", help="add a tap (owner/name or a git URL)")
    tap_add.add_argument("repo")
    tap_add.add_argument("--path", default="skills/", help="the folder of skills in it")
    tap_add.set_defaults(handler="hermes_cli.hub_cmd:run_tap_add")
    tap_list = tap_actions.add_parser("list", help="the configured taps")
    tap_list.set_defaults(handler="hermes_cli.hub_cmd:run_tap_list")
    tap_remove = tap_actions.add_parser("remove", help="remove a tap")
    tap_remove.add_argument("repo")
    tap_remove.set_defaults(handler="hermes_cli.hub_cmd:run_tap_remove")

    uninstall = actions.add_parser("uninstall", help="remove a skill installed from a hub")
    uninstall.add_argument("name")
    uninstall.add_argument("-y", "--yes", action="store_true", help="remove it without asking")
    uninstall.set_defaults(handler="hermes_cli.hub_cmd:run_uninstall")

    update = actions.add_parser("update", help="update installed skills from where they came")
    update.add_argument("names", nargs="*", metavar="NAME", help="default: every installed skill")
    update.add_argument(
        "-y", "--yes", action="store_true", help="accept a caution verdict without asking"
    )
    update.set_defaults(handler="hermes_cli.hub_cmd:run_update")

    audit = actions.add_parser(
        "audit", help="re-scan installed skills and report files changed since install"
    )
    audit.add_argument("--format", choices=_FORMATS, default="text")
    audit.set_defaults(handler="hermes_cli.hub_cmd:run_audit")

    inspect = actions.add_parser("inspect", help="an installed skill's lock entry and scan")
    inspect.add_argument("name")
    inspect.set_defaults(handler="hermes_cli.hub_cmd:run_inspect")


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
