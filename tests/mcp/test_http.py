"""``hermes mcp --http`` in a real subprocess on 127.0.0.1: the official MCP Python
client over streamable HTTP in both protocol eras, and raw HTTP requests for what a
generic client or a browser page may send (no token, a wrong one, a foreign origin, a
rebound Host, a broken body); stopping on a signal."""

from __future__ import annotations

import json
import re
import signal
import socket
from pathlib import Path

import anyio
import httpx
import pytest
from mcp import Client
from mcp_types import TextResourceContents

from tests.mcp.home import SESSION_ID, McpHome
from tests.mcp.http_server import (
    INITIALIZE,
    META,
    POST_HEADERS,
    TIMEOUT,
    connect,
    finished,
    hermes_http,
    server_env,
    spawn,
)

TOKEN = "s3cret-token-for-the-tests-0123456789"
TOOLS = {
    "skills_list",
    "skill_view",
    "sessions_list",
    "sessions_search",
    "session_get",
    "cron_list",
    "skill_lint",
    "skill_scan",
}


async def check_client(client: Client, version: str) -> None:
    """tools/list, a skill_view call and a skill:// read, in one era."""
    assert client.protocol_version == version
    assert client.server_info is not None
    assert client.server_info.name == "hermes"
    # (>=: other tools join the read-only ones as the server grows)
    assert {tool.name for tool in (await client.list_tools()).tools} >= TOOLS
    viewed = await client.call_tool("skill_view", {"name": "alpha"})
    assert not viewed.is_error
    assert (viewed.structured_content or {})["supporting_files"] == ["references/checklist.md"]
    assert "# Alpha" in (viewed.structured_content or {})["content"]
    (contents,) = (await client.read_resource("skill://beta")).contents
    assert isinstance(contents, TextResourceContents)
    assert "Group the changes by kind." in contents.text


@pytest.mark.parametrize(("mode", "version"), [("legacy", "2025-11-25"), ("auto", "2026-07-28")])
async def test_the_official_client_lists_calls_and_reads_over_http_in_both_eras(
    home: McpHome, mode: str, version: str
):
    async with hermes_http(home.home, "--http", "127.0.0.1:0") as served:
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/mcp", served.url)
        with anyio.fail_after(TIMEOUT * 2):
            async with connect(served.url, mode, served.token) as client:
                await check_client(client, version)
                sessions = await client.call_tool("sessions_list", {})
                assert [s["id"] for s in (sessions.structured_content or {})["sessions"]] == [
                    SESSION_ID
                ]
        status, stdout = await served.stop()
    assert status == 0, served.log()
    assert stdout == b""
    log = served.log()
    assert "Traceback" not in log
    # The app's lifespan, which closes the core (and so the session store), ran to its end.
    assert "StreamableHTTP session manager shutting down" in log
    assert "Application shutdown complete." in log


async def test_both_eras_share_one_server_legacy_with_a_session_id_modern_without(
    home: McpHome,
):
    async with hermes_http(home.home, "--http", ":0") as served, httpx.AsyncClient() as http:
        legacy = await http.post(served.url, json=INITIALIZE, headers=served.headers())
        assert legacy.status_code == 200
        assert legacy.headers["mcp-session-id"]
        modern = await http.post(
            served.url,
            json={
                "jsonrpc": "2.0",
                "id": 2,
                "method": "server/discover",
                "params": {"_meta": META},
            },
            headers={
                **served.headers(),
                "MCP-Protocol-Version": "2026-07-28",
                "Mcp-Method": "server/discover",
            },
        )
        assert modern.status_code == 200, modern.text
        assert "mcp-session-id" not in modern.headers
        assert "2026-07-28" in modern.text
        assert (await served.stop())[0] == 0


@pytest.mark.skipif(not socket.has_ipv6, reason="no IPv6 on this machine")
async def test_an_ipv6_loopback_address_is_served(home: McpHome):
    async with hermes_http(home.home, "--http", "[::1]:0") as served:
        assert re.fullmatch(r"http://\[::1\]:\d+/mcp", served.url)
        with anyio.fail_after(TIMEOUT * 2):
            async with connect(served.url, "legacy", served.token) as client:
                await check_client(client, "2025-11-25")
        assert (await served.stop())[0] == 0


async def test_any_loopback_address_is_served_not_only_127_0_0_1(home: McpHome):
    # The Host check against DNS rebinding knew 127.0.0.1, localhost and [::1] only:
    # on another loopback address every request was refused (421).
    async with hermes_http(home.home, "--http", "127.0.0.2:0") as served:
        assert re.fullmatch(r"http://127\.0\.0\.2:\d+/mcp", served.url)
        with anyio.fail_after(TIMEOUT * 2):
            async with connect(served.url, "legacy", served.token) as client:
                await check_client(client, "2025-11-25")
        assert (await served.stop())[0] == 0


async def test_an_address_other_machines_reach_needs_a_token(home: McpHome):
    process = await spawn(home.home, "--http", "0.0.0.0:0", env=server_env(home.home))
    stdout, stderr = await finished(process)
    assert process.returncode == 2
    assert stdout == b""
    message = stderr.decode()
    assert "0.0.0.0 is reachable from other machines" in message
    assert "HERMES_MCP_TOKEN" in message
    assert "--token-file" in message
    assert "listening" not in message


async def test_with_a_token_only_requests_carrying_it_get_in(home: McpHome):
    env = server_env(home.home, HERMES_MCP_TOKEN=TOKEN)
    async with hermes_http(home.home, "--http", "0.0.0.0:0", env=env) as served:
        url = served.url.replace("0.0.0.0", "127.0.0.1")
        with anyio.fail_after(TIMEOUT * 2):
            for mode, version in (("legacy", "2025-11-25"), ("auto", "2026-07-28")):
                async with connect(url, mode, token=TOKEN) as client:
                    await check_client(client, version)
        async with httpx.AsyncClient() as http:
            for authorization in (
                None,
                f"Bearer {TOKEN}x",
                f"Bearer {TOKEN[:-1]}",
                f"Basic {TOKEN}",
            ):
                headers = dict(POST_HEADERS)
                if authorization is not None:
                    headers["Authorization"] = authorization
                refused = await http.post(url, json=INITIALIZE, headers=headers)
                assert refused.status_code == 401, authorization
                assert refused.headers["www-authenticate"].startswith("Bearer")
                assert refused.json()["error"] == "invalid_token"
                assert TOKEN not in refused.text
            let_in = await http.post(
                url, json=INITIALIZE, headers={**POST_HEADERS, "Authorization": f"bearer {TOKEN}"}
            )
            assert let_in.status_code == 200
        assert (await served.stop())[0] == 0
    assert TOKEN not in served.log()


async def test_a_token_file_is_read_and_a_short_token_refused(tmp_path: Path, home: McpHome):
    token_file = tmp_path / "token"
    token_file.write_text(TOKEN + "\n")
    token_file.chmod(0o600)
    async with hermes_http(home.home, "--http", "0", "--token-file", str(token_file)) as served:
        async with httpx.AsyncClient() as http:
            assert (
                await http.post(served.url, json=INITIALIZE, headers=POST_HEADERS)
            ).status_code == 401
            headers = {**POST_HEADERS, "Authorization": f"Bearer {TOKEN}"}
            assert (
                await http.post(served.url, json=INITIALIZE, headers=headers)
            ).status_code == 200
        assert (await served.stop())[0] == 0

    token_file.write_text("short-token\n")
    process = await spawn(
        home.home, "--http", "0", "--token-file", str(token_file), env=server_env(home.home)
    )
    stdout, stderr = await finished(process)
    assert process.returncode == 2
    assert stdout == b""
    assert "at least 16" in stderr.decode()


async def test_a_page_of_a_foreign_origin_is_refused_and_loopback_pages_pass(home: McpHome):
    args = ("--http", "127.0.0.1:0", "--allow-origin", "https://app.example.com")
    async with hermes_http(home.home, *args) as served, httpx.AsyncClient() as http:

        async def status(origin: str) -> int:
            headers = {**served.headers(), "Origin": origin}
            return (await http.post(served.url, json=INITIALIZE, headers=headers)).status_code

        assert await status("http://evil.example") == 403
        assert await status("https://app.example.com.evil.example") == 403
        assert await status("http://app.example.com") == 403  # another scheme, another origin
        assert await status("null") == 403
        assert await status("http://localhost:1234") == 200
        assert await status("http://127.0.0.1:8080") == 200
        assert await status("https://[::1]") == 200
        assert await status("https://app.example.com") == 200
        assert await status("https://app.example.com:443") == 200
        assert (await served.stop())[0] == 0


async def test_a_rebound_host_header_is_refused_on_loopback(home: McpHome):
    async with (
        hermes_http(home.home, "--http", "127.0.0.1:0") as served,
        httpx.AsyncClient() as http,
    ):
        rebound = await http.post(
            served.url, json=INITIALIZE, headers={**served.headers(), "Host": "evil.example"}
        )
        assert rebound.status_code == 421
        port = served.url.split(":")[2].split("/")[0]
        local = await http.post(
            served.url, json=INITIALIZE, headers={**served.headers(), "Host": f"localhost:{port}"}
        )
        assert local.status_code == 200
        assert (await served.stop())[0] == 0


@pytest.mark.parametrize("version", [None, "2026-07-28"])
async def test_a_body_that_is_no_json_gets_a_parse_error(home: McpHome, version: str | None):
    async with (
        hermes_http(home.home, "--http", "127.0.0.1:0") as served,
        httpx.AsyncClient() as http,
    ):
        headers = served.headers()
        if version is not None:
            headers["MCP-Protocol-Version"] = version
        answer = await http.post(
            served.url, content=b'{"jsonrpc": "2.0", "id": 1,', headers=headers
        )
        assert answer.status_code == 400
        assert answer.json()["error"]["code"] == -32700
        assert answer.json()["id"] is None
        assert (await served.stop())[0] == 0
    assert "Traceback" not in served.log()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
async def test_a_signal_stops_the_server_with_a_client_stream_open(home: McpHome, sig: int):
    async with (
        hermes_http(home.home, "--http", "127.0.0.1:0") as served,
        httpx.AsyncClient() as http,
    ):
        opened = await http.post(served.url, json=INITIALIZE, headers=served.headers())
        session = {
            "Mcp-Session-Id": opened.headers["mcp-session-id"],
            "MCP-Protocol-Version": "2025-11-25",
        }
        notified = await http.post(
            served.url,
            content=json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
            headers={**served.headers(), **session},
        )
        assert notified.status_code == 202
        auth = {"Authorization": f"Bearer {served.token}"}
        get = {**session, **auth, "Accept": "text/event-stream"}
        async with http.stream("GET", served.url, headers=get, timeout=TIMEOUT) as stream:
            assert stream.status_code == 200
            status, stdout = await served.stop(sig)
    assert status == 0, served.log()
    assert stdout == b""
    log = served.log()
    assert "Application shutdown complete." in log
    assert "ERROR" not in log  # the stream cut short by the shutdown is no error
