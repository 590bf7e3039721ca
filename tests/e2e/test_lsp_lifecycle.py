"""LSP 3.17's lifecycle, held by a real ``hermes lsp`` subprocess spoken to in raw
bytes: nothing but ``initialize`` (and ``exit``) before ``initialize``; one
``initialize`` only, the open documents kept when a second comes; nothing but ``exit``
after ``shutdown``; the exit status 0 only after a ``shutdown``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.e2e.lsp_wire import RawServer, frame, message

SKILL = "---\nname: notes\ndescription: Takes notes.\n---\n# Notes\n"
INIT_PARAMS = {"processId": None, "rootUri": None, "capabilities": {}}


class Client:
    """A raw server, and what its requests got."""

    def __init__(self, tmp_path: Path) -> None:
        home = tmp_path / "home"
        folder = home / "skills" / "notes"
        folder.mkdir(parents=True)
        (folder / "SKILL.md").write_text(SKILL)
        self.skill = (folder / "SKILL.md").as_uri()
        self.server = RawServer(home, tmp_path / "stderr.log")
        self._next = 0

    def ask(self, method: str, params: Any = None) -> dict[str, Any]:
        """A request and its one response (no other response may come first)."""
        self._next += 1
        identifier = self._next
        self.server.send(frame(message(id=identifier, method=method, params=params)))
        got = self.server.responses_until({identifier})
        assert len(got) == 1, got
        return got[0]

    def tell(self, method: str, params: Any = None) -> None:
        self.server.send(frame(message(method=method, params=params)))

    def code_of(self, method: str, params: Any = None) -> int | None:
        """The error code a request gets (None for a result)."""
        response = self.ask(method, params)
        return response["error"]["code"] if "error" in response else None

    def open_skill(self) -> None:
        self.tell(
            "textDocument/didOpen",
            {
                "textDocument": {
                    "uri": self.skill,
                    "languageId": "markdown",
                    "version": 1,
                    "text": SKILL,
                }
            },
        )

    def symbols(self) -> int | None:
        return self.code_of("textDocument/documentSymbol", {"textDocument": {"uri": self.skill}})


@pytest.fixture
def client(tmp_path: Path):
    started = Client(tmp_path)
    yield started
    started.server.kill()


def test_before_initialize_only_initialize_is_served(client: Client):
    assert client.symbols() == -32002
    assert client.code_of("no/such/method", {}) == -32002
    assert client.code_of("shutdown") == -32002
    assert client.code_of("exit") == -32002  # exit as a request is no exit
    client.open_skill()  # a notification before initialize: dropped
    client.tell("initialized", {})
    client.server.send(frame(b"{not json"))
    assert client.server.responses_until({None})[0]["error"]["code"] == -32700
    assert client.code_of("initialize", {}) == -32602  # bad params: still not initialized
    assert client.symbols() == -32002
    result = client.ask("initialize", INIT_PARAMS)["result"]
    assert result["serverInfo"]["name"] == "hermes-lsp"
    assert "hoverProvider" in result["capabilities"]
    client.tell("initialized", {})
    assert client.symbols() == -32602  # the didOpen sent too early was dropped
    client.open_skill()
    assert client.symbols() is None


def test_a_second_initialize_is_refused_and_keeps_the_open_documents(client: Client):
    client.ask("initialize", INIT_PARAMS)
    client.tell("initialized", {})
    client.open_skill()
    before = client.ask("textDocument/documentSymbol", {"textDocument": {"uri": client.skill}})
    assert client.code_of("initialize", INIT_PARAMS) == -32600
    after = client.ask("textDocument/documentSymbol", {"textDocument": {"uri": client.skill}})
    assert after["result"] == before["result"]
    assert after["result"]


def test_after_shutdown_requests_are_refused_and_exit_ends_with_status_0(client: Client):
    client.ask("initialize", INIT_PARAMS)
    client.tell("initialized", {})
    client.open_skill()
    assert client.ask("shutdown") == message(id=client._next, result=None)
    assert client.symbols() == -32600
    assert client.code_of("no/such/method", {}) == -32600
    assert client.code_of("initialize", INIT_PARAMS) == -32600
    assert client.code_of("shutdown") == -32600
    client.open_skill()  # dropped, unanswered
    client.server.send(frame(b"[]"))
    assert client.server.responses_until({None})[0]["error"]["code"] == -32600
    client.tell("exit")
    assert client.server.wait() == 0
    assert not client.server.violations


@pytest.mark.parametrize("initialized", [True, False])
def test_exit_without_shutdown_ends_with_status_1(client: Client, initialized: bool):
    if initialized:
        client.ask("initialize", INIT_PARAMS)
        client.tell("initialized", {})
    client.tell("exit")
    assert client.server.wait() == 1


def test_the_end_of_the_input_ends_the_server_with_status_0(client: Client):
    client.ask("initialize", INIT_PARAMS)
    client.server.close_input()
    assert client.server.wait() == 0
