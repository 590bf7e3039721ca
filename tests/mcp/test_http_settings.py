"""What ``hermes mcp --http`` accepts as its address, token and origins, and what it
refuses before listening."""

from __future__ import annotations

from pathlib import Path

import pytest

from hermes_mcp.http_settings import (
    HttpSettings,
    HttpSettingsError,
    Origin,
    parse_bind,
    parse_origin,
)

TOKEN = "0123456789abcdef-token"


@pytest.mark.parametrize(
    ("value", "bind"),
    [
        ("8080", ("127.0.0.1", 8080)),
        (":0", ("127.0.0.1", 0)),
        ("localhost:9000", ("127.0.0.1", 9000)),
        ("0.0.0.0:65535", ("0.0.0.0", 65535)),
        ("[::1]:0", ("::1", 0)),
        ("[::]:7000", ("::", 7000)),
        ("10.1.2.3:80", ("10.1.2.3", 80)),
    ],
)
def test_an_address_is_a_port_with_an_optional_ip_host(value: str, bind: tuple[str, int]):
    assert parse_bind(value) == bind


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("", "port must be a number"),
        ("http", "port must be a number"),
        ("65536", "port must be a number"),
        ("127.0.0.1:-1", "port must be a number"),
        ("127.0.0.1", "port must be a number"),
        ("example.com:80", "IP address or localhost"),
        ("1.2.3.4.5:80", "IP address or localhost"),
        ("::1:80", "[ADDRESS]:PORT"),
        ("[::1]", "[ADDRESS]:PORT"),
        ("[::1:80", "[ADDRESS]:PORT"),
    ],
)
def test_a_bad_address_is_refused_with_what_to_write(value: str, problem: str):
    with pytest.raises(HttpSettingsError, match=r"^--http ") as refused:
        parse_bind(value)
    assert problem in str(refused.value)


def test_origins_are_read_as_browsers_send_them():
    assert parse_origin("https://App.Example.com") == Origin("https", "app.example.com", 443)
    assert parse_origin("http://localhost:5173/") == Origin("http", "localhost", 5173)
    assert parse_origin("http://[::1]:8080") == Origin("http", "[::1]", 8080)
    assert str(parse_origin("https://app.example.com:443")) == "https://app.example.com"
    assert str(parse_origin("http://app.example.com:8443")) == "http://app.example.com:8443"
    for no_origin in (
        "null",
        "",
        "file:///x",
        "http://a.example/path",
        "http://u@a.example",
        "http://a.example:99999",
        "http://a.example:x",
        "ws://a.example",
    ):
        assert parse_origin(no_origin) is None, no_origin


def settings(bind: str, *origins: str, token_file: Path | None = None, **env: str) -> HttpSettings:
    return HttpSettings.from_command_line(
        bind, token_file=token_file, allow_origins=origins, environ=env
    )


def test_loopback_without_a_configured_token_gets_a_new_one_and_only_loopback_origins():
    local = settings("0")
    assert (local.host, local.port, local.loopback) == ("127.0.0.1", 0, True)
    assert local.token_generated
    assert local.token is not None
    assert len(local.token) >= 40
    assert local.token != settings("0").token  # made up afresh each start
    assert settings("[::1]:0").loopback
    for allowed in (
        "http://localhost",
        "https://localhost:3000",
        "http://127.0.0.1:1",
        "http://[::1]:2",
    ):
        assert local.origin_allowed(parse_origin(allowed) or Origin("", "", 0)), allowed
    for refused in ("http://evil.example", "http://localhost.evil.example", "http://127.0.0.2"):
        assert not local.origin_allowed(parse_origin(refused) or Origin("", "", 0)), refused


def test_allowed_origins_are_exact_origins_given_to_the_sdk_in_both_spellings():
    more = settings("0", "https://app.example.com", "http://tool.example:8080/")
    assert more.origin_allowed(Origin("https", "app.example.com", 443))
    assert more.origin_allowed(Origin("http", "tool.example", 8080))
    assert not more.origin_allowed(Origin("http", "app.example.com", 80))
    assert not more.origin_allowed(Origin("http", "tool.example", 8081))
    patterns = more.allowed_origin_patterns()
    assert {"https://app.example.com", "https://app.example.com:443"} <= set(patterns)
    assert "http://tool.example:8080" in patterns
    assert {"http://localhost", "http://localhost:*", "https://[::1]:*"} <= set(patterns)
    with pytest.raises(HttpSettingsError, match=r"--allow-origin https://a\.example/app"):
        settings("0", "https://a.example/app")


@pytest.mark.parametrize("bind", ["0.0.0.0:0", "[::]:0", "192.168.1.10:8000"])
def test_an_address_other_machines_reach_is_refused_without_a_token(bind: str):
    with pytest.raises(HttpSettingsError) as refused:
        settings(bind)
    assert "reachable from other machines" in str(refused.value)
    assert "HERMES_MCP_TOKEN" in str(refused.value)
    assert settings(bind, HERMES_MCP_TOKEN=TOKEN).token == TOKEN


def test_a_configured_token_is_used_as_given_and_none_is_made_up(tmp_path: Path):
    configured = settings("0", HERMES_MCP_TOKEN=TOKEN)
    assert (configured.token, configured.token_generated) == (TOKEN, False)


@pytest.mark.parametrize("bind", ["0", "[::1]:0", "127.0.0.2:8000"])
def test_no_auth_on_loopback_lets_requests_in_without_a_token(bind: str):
    open_to_all = HttpSettings.from_command_line(
        bind, token_file=None, allow_origins=(), environ={}, no_auth=True
    )
    assert (open_to_all.token, open_to_all.token_generated) == (None, False)


@pytest.mark.parametrize("bind", ["0.0.0.0:0", "[::]:0", "192.168.1.10:8000"])
def test_no_auth_is_refused_on_an_address_other_machines_reach(bind: str):
    with pytest.raises(HttpSettingsError, match=r"^--no-auth --http .*only a loopback address"):
        HttpSettings.from_command_line(
            bind, token_file=None, allow_origins=(), environ={}, no_auth=True
        )


def test_no_auth_with_a_configured_token_is_refused(tmp_path: Path):
    token_file = tmp_path / "token"
    token_file.write_text(TOKEN)
    token_file.chmod(0o600)
    with pytest.raises(HttpSettingsError, match="--no-auth and --token-file: choose one"):
        HttpSettings.from_command_line(
            "0", token_file=token_file, allow_origins=(), environ={}, no_auth=True
        )
    with pytest.raises(HttpSettingsError, match="--no-auth and HERMES_MCP_TOKEN") as refused:
        HttpSettings.from_command_line(
            "0",
            token_file=None,
            allow_origins=(),
            environ={"HERMES_MCP_TOKEN": TOKEN},
            no_auth=True,
        )
    assert TOKEN not in str(refused.value)


@pytest.mark.parametrize(
    ("limits", "problem"),
    [
        ({"read_timeout": 0.0}, "--read-timeout 0: give seconds above 0"),
        ({"read_timeout": -1.0}, "--read-timeout -1: give seconds above 0"),
        ({"read_timeout": float("nan")}, "--read-timeout nan: give seconds above 0"),
        ({"read_timeout": float("inf")}, "--read-timeout inf: give seconds above 0"),
        ({"read_timeout": 3601.0}, "at most 3600"),
        ({"max_connections": 0}, "--max-connections 0: give a number from 1 to 100000"),
        ({"max_connections": 100_001}, "--max-connections 100001: give a number from 1"),
    ],
)
def test_read_timeout_and_max_connections_out_of_range_are_refused(
    limits: dict[str, float], problem: str
):
    with pytest.raises(HttpSettingsError) as refused:
        HttpSettings.from_command_line(
            "0",
            token_file=None,
            allow_origins=(),
            environ={},
            **limits,  # type: ignore[arg-type]
        )
    assert problem in str(refused.value)


def test_read_timeout_and_max_connections_default_and_are_taken_as_given():
    default = settings("0")
    assert (default.read_timeout, default.max_connections) == (10.0, 256)
    given = HttpSettings.from_command_line(
        "0", token_file=None, allow_origins=(), environ={}, read_timeout=0.5, max_connections=3
    )
    assert (given.read_timeout, given.max_connections) == (0.5, 3)


def test_the_token_comes_from_the_file_before_the_environment(tmp_path: Path):
    token_file = tmp_path / "token"
    token_file.write_text(f"  {TOKEN}-file\n")
    token_file.chmod(0o600)
    chosen = settings("0.0.0.0:0", token_file=token_file, HERMES_MCP_TOKEN=TOKEN)
    assert chosen.token == f"{TOKEN}-file"
    assert settings("0", HERMES_MCP_TOKEN=TOKEN).token == TOKEN  # loopback uses one too


@pytest.mark.parametrize(
    ("token", "problem"),
    [
        ("", "empty"),
        ("   \n", "empty"),
        ("short-token", "11 characters long; use at least 16"),
        ("a token with spaces inside", "printable ASCII"),
        ("tökén-tökén-tökén-tökén", "printable ASCII"),
    ],
)
def test_a_token_that_is_empty_short_or_unsendable_is_refused(
    tmp_path: Path, token: str, problem: str
):
    with pytest.raises(HttpSettingsError, match=r"^HERMES_MCP_TOKEN: ") as from_env:
        settings("0", HERMES_MCP_TOKEN=token)
    assert problem in str(from_env.value)
    token_file = tmp_path / "token"
    token_file.write_text(token)
    with pytest.raises(HttpSettingsError, match=r"^--token-file ") as from_file:
        settings("0", token_file=token_file)
    assert problem in str(from_file.value)
    assert token.strip() == "" or token.strip() not in str(from_file.value)


def test_an_unreadable_token_file_is_refused(tmp_path: Path):
    with pytest.raises(HttpSettingsError, match="cannot read the token"):
        settings("0", token_file=tmp_path / "missing")


def test_a_token_file_others_can_read_is_warned_about(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
):
    token_file = tmp_path / "token"
    token_file.write_text(TOKEN)
    token_file.chmod(0o644)
    assert settings("0", token_file=token_file).token == TOKEN
    assert "can be read by other users" in caplog.text
    assert TOKEN not in caplog.text
