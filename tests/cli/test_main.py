"""``hermes``'s argument parsing: no option prefixes, usage errors from the subcommand
typed, option values never echoed, and ``-y/--yes`` on every command that asks."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hermes_cli.main import build_parser, main

REPO = Path(__file__).resolve().parents[2]
SECRET = "sk-live-7f3a91c2d4e5b6a8"


def _parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    yield parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                yield from _parsers(child)


def _usage_error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    return err


def test_no_parser_accepts_a_prefix_of_an_option():
    parsers = list(_parsers(build_parser()))
    assert len(parsers) > 30
    assert [p.prog for p in parsers if p.allow_abbrev] == []


def test_a_prefix_of_an_option_is_an_unknown_option(capsys: pytest.CaptureFixture[str]):
    err = _usage_error(capsys, ["sessions", "list", "--lim", "5"])
    assert err.startswith("usage: hermes sessions list")
    assert "hermes sessions list: error: unrecognized argument --lim" in err


@pytest.mark.parametrize("argv", [["--token", SECRET], [f"--token={SECRET}"]])
def test_mcp_token_on_the_command_line_is_refused_without_echoing_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str]
):
    monkeypatch.delenv("HERMES_MCP_TOKEN", raising=False)
    err = _usage_error(capsys, ["mcp", "--http", "0", *argv])
    assert err.startswith("usage: hermes mcp")
    assert "unrecognized argument --token; use HERMES_MCP_TOKEN or --token-file" in err
    assert SECRET not in err


def test_mcp_token_in_a_real_process_is_refused_before_serving_without_echoing_it():
    env = {k: v for k, v in os.environ.items() if not k.startswith("HERMES_")}
    env["PYTHONPATH"] = str(REPO)
    done = subprocess.run(
        [sys.executable, "-m", "hermes_cli", "mcp", "--http", "0", "--token", SECRET],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("usage: hermes mcp")
    assert "unrecognized argument --token; use HERMES_MCP_TOKEN or --token-file" in done.stderr
    assert SECRET not in done.stderr


def test_an_unknown_option_shows_the_usage_of_the_subcommand_typed(
    capsys: pytest.CaptureFixture[str],
):
    err = _usage_error(capsys, ["skills", "uninstall", "demo", "--force"])
    assert err.startswith("usage: hermes skills uninstall [-h] [-y] name")
    assert "hermes skills uninstall: error: unrecognized argument --force" in err


def test_a_stray_word_is_shown_and_a_word_after_an_unknown_option_is_not(
    capsys: pytest.CaptureFixture[str],
):
    err = _usage_error(capsys, ["sessions", "show", "abc", "extra"])
    assert "hermes sessions show: error: unrecognized argument extra" in err
    err = _usage_error(capsys, ["sessions", "show", "abc", "--pasword", "hunter2"])
    assert "unrecognized argument --pasword (values given with them are not shown)" in err
    assert "hunter2" not in err


def test_a_missing_argument_shows_the_usage_of_the_subcommand_typed(
    capsys: pytest.CaptureFixture[str],
):
    err = _usage_error(capsys, ["skills", "uninstall"])
    assert err.startswith("usage: hermes skills uninstall")
    assert "the following arguments are required: name" in err
    err = _usage_error(capsys, ["skills", "tap"])
    assert err.startswith("usage: hermes skills tap")


@pytest.mark.parametrize(
    "argv",
    [
        ["skills", "install", "SRC"],
        ["skills", "update"],
        ["skills", "uninstall", "NAME"],
        ["skills", "reset", "NAME", "--restore"],
        ["sessions", "delete", "ID"],
        ["acp", "--setup"],
    ],
)
def test_every_command_that_asks_takes_y_and_yes(argv: list[str]):
    parser = build_parser()
    assert parser.parse_args(argv).yes is False
    assert parser.parse_args([*argv, "-y"]).yes is True
    assert parser.parse_args([*argv, "--yes"]).yes is True


def test_top_level_verbosity_still_counts(capsys: pytest.CaptureFixture[str]):
    assert build_parser().parse_args(["-vv", "doctor"]).verbose == 2
    err = _usage_error(capsys, ["--verb", "doctor"])
    assert err.startswith("usage: hermes [-h]")
