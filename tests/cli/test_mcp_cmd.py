"""``hermes mcp``'s command line: what it refuses before serving (exit status 2, a
message on stderr, nothing on stdout)."""

from __future__ import annotations

import pytest

from hermes_cli.main import main


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--token-file", "t"], "hermes: --token-file: only with --http"),
        (["--allow-origin", "https://a.example"], "hermes: --allow-origin: only with --http"),
        (["--http", "localhost"], "hermes: --http localhost: the port must be a number"),
        (["--http", "0.0.0.0:0"], "hermes: --http 0.0.0.0:0: 0.0.0.0 is reachable from other"),
        (["--http", "0", "--allow-origin", "*"], "hermes: --allow-origin *: give an origin"),
    ],
)
def test_what_cannot_be_served_is_refused_before_serving(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    message: str,
):
    monkeypatch.delenv("HERMES_MCP_TOKEN", raising=False)
    assert main(["mcp", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(message)


def test_a_short_token_in_the_environment_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    monkeypatch.setenv("HERMES_MCP_TOKEN", "too-short")
    assert main(["mcp", "--http", "0"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "HERMES_MCP_TOKEN: the token is 9 characters long" in err
    assert "too-short" not in err
