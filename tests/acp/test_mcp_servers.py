"""The editor's MCP servers as ``session/new`` hands them over: what is taken, what is
skipped, and that a skipped entry's secrets never reach the log."""

from __future__ import annotations

import logging

import pytest

from hermes_acp.mcp_servers import parse_servers


def test_an_http_server_is_skipped_and_its_headers_are_not_logged(
    caplog: pytest.LogCaptureFixture,
):
    entry = {
        "type": "http",
        "name": "tracker",
        "url": "https://mcp.example.com/",
        "headers": [{"name": "Authorization", "value": "Bearer sk-live-secret-1234"}],
    }
    stdio = {"name": "files", "command": "/usr/bin/files-mcp", "args": [], "env": []}
    with caplog.at_level(logging.WARNING):
        servers = parse_servers([entry, stdio])
    assert [server["name"] for server in servers] == ["files"]
    assert "tracker" in caplog.text
    assert "sk-live-secret-1234" not in caplog.text
