"""``hermes sessions …`` and ``hermes doctor`` on a real state.db under HERMES_HOME."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from hermes_cli.main import main
from hermes_core.state import Message, SqliteSessionStore
from tests.cli.terminal import type_at_terminal


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HERMES_HOME", str(tmp_path))
    return tmp_path


def _fill(home: Path) -> list[str]:
    async def fill() -> list[str]:
        async with await SqliteSessionStore.open(home / "state.db") as store:
            one = await store.create_session(
                "cli", session_id="20261129_100000_aaaaaa", title="Deploy"
            )
            two = await store.create_session("acp", session_id="20261129_110000_bbbbbb")
            await store.append(one.id, Message("user", "deploy the walrus service"))
            calls = [{"id": "c1", "function": {"name": "terminal", "arguments": '{"cmd": "ls"}'}}]
            await store.append(one.id, Message("assistant", None, tool_calls=calls))
            await store.append(two.id, Message("user", "数据库 backup please"))
            return [one.id, two.id]

    return asyncio.run(fill())


def test_nothing_is_created_by_reading_an_empty_home(
    home: Path, capsys: pytest.CaptureFixture[str]
):
    assert main(["sessions", "list"]) == 0
    assert capsys.readouterr().out == "No sessions yet.\n"
    assert main(["sessions", "search", "anything"]) == 1
    assert not (home / "state.db").exists()
    assert main(["doctor"]) == 0
    assert "not created yet" in capsys.readouterr().out


def test_list_show_and_search(home: Path, capsys: pytest.CaptureFixture[str]):
    one, two = _fill(home)
    assert main(["sessions", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == [two, one]  # newest first
    assert "2 msgs  Deploy" in lines[1]
    assert main(["sessions", "show", "20261129_10"]) == 0  # a unique start of an id
    shown = capsys.readouterr().out
    assert "deploy the walrus service" in shown
    assert '-> terminal({"cmd": "ls"})' in shown
    assert main(["sessions", "show", "20261129"]) == 2
    assert "matches 2 sessions" in capsys.readouterr().err
    assert main(["sessions", "search", "walrus"]) == 0
    assert "[walrus]" in capsys.readouterr().out
    assert main(["sessions", "search", "数据", "--format", "json"]) == 0
    [hit] = json.loads(capsys.readouterr().out)
    assert hit["session_id"] == two
    assert main(["sessions", "search", "walrus", "--session", two]) == 1


def test_export_is_json_lines_and_delete_needs_yes(
    home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
):
    one, two = _fill(home)
    out = tmp_path / "export.jsonl"
    assert main(["sessions", "export", "--output", str(out)]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r["id"] for r in records} == {one, two}
    first = next(r for r in records if r["id"] == one)
    assert [m["role"] for m in first["messages"]] == ["user", "assistant"]
    assert first["messages"][1]["tool_calls"][0]["function"]["name"] == "terminal"
    assert main(["sessions", "delete", one]) == 2  # not a terminal: needs --yes
    assert "confirm with --yes" in capsys.readouterr().err
    assert main(["sessions", "delete", one, "--yes"]) == 0
    assert main(["sessions", "show", one]) == 2
    assert main(["sessions", "search", "walrus"]) == 1
    assert main(["sessions", "delete", two, "-y"]) == 0
    assert main(["sessions", "show", two]) == 2


def test_delete_at_a_terminal_asks_and_keeps_the_session_on_no(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    one, _two = _fill(home)
    type_at_terminal(monkeypatch, "n\n")
    assert main(["sessions", "delete", one]) == 1
    out = capsys.readouterr().out
    assert f"delete {one} (2 messages)? [y/N]" in out
    assert f"kept {one}" in out
    assert main(["sessions", "show", one]) == 0
    type_at_terminal(monkeypatch, "y\n")
    assert main(["sessions", "delete", one]) == 0
    assert main(["sessions", "show", one]) == 2


def test_doctor_repairs_a_damaged_index_and_reports_a_bad_config(
    home: Path, capsys: pytest.CaptureFixture[str]
):
    _fill(home)
    with sqlite3.connect(home / "state.db") as raw:
        raw.execute(
            "UPDATE messages_search_data SET block = randomblob(length(block)) WHERE id > 10"
        )
    raw.close()
    (home / "config.yaml").write_text("skills: [unclosed\n")
    assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "PROBLEM  config" in out
    assert "repaired sessions      rebuilt the search index" in out
    assert "ok       sessions" in out
    assert "3 messages" in out


def test_doctor_checks_the_provider_only_when_asked(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    from tests.core.agent.scripted import Reply, ScriptedServer

    server = ScriptedServer()
    try:
        monkeypatch.setenv("OPENAI_BASE_URL", f"{server.url}/v1")
        monkeypatch.setenv("OPENAI_API_KEY", "sk-doctor")
        monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
        assert main(["doctor"]) == 0
        assert server.requests == []  # no network unless asked
        server.reply(Reply(200, {"Content-Type": "application/json"}, [b'{"data": []}']))
        assert main(["doctor", "--provider", "--model", "m"]) == 0
        out = capsys.readouterr().out
        assert f"ok       provider      m via {server.url}/v1/models answered 200" in out
        assert "key from OPENAI_API_KEY" in out
        assert server.requests[0].headers["authorization"] == "Bearer sk-doctor"
        server.reply(
            Reply(401, {"Content-Type": "application/json"}, [b'{"error": {"message": "nope"}}'])
        )
        assert main(["doctor", "--provider", "--model", "m"]) == 1
        assert "PROBLEM  provider      HTTP 401: nope" in capsys.readouterr().out
    finally:
        server.close()


def test_doctor_says_which_model_the_agent_uses_and_where_it_came_from(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
):
    for name in ("HERMES_MODEL", "HERMES_INFERENCE_MODEL"):
        monkeypatch.delenv(name, raising=False)
    assert main(["doctor"]) == 0
    assert "absent   model         no model configured: set model.default" in (
        capsys.readouterr().out
    )
    (home / "config.yaml").write_text("model:\n  default: config-model\n")
    assert main(["doctor"]) == 0
    assert "ok       model         config-model (from config.yaml model.default)" in (
        capsys.readouterr().out
    )
    monkeypatch.setenv("HERMES_INFERENCE_MODEL", "inf-model")
    assert main(["doctor"]) == 0
    assert "ok       model         inf-model (from HERMES_INFERENCE_MODEL)" in (
        capsys.readouterr().out
    )
    monkeypatch.setenv("HERMES_MODEL", "env-model")
    assert main(["doctor"]) == 0
    assert "ok       model         env-model (from HERMES_MODEL)" in capsys.readouterr().out
    assert main(["doctor", "--model", "flag-model"]) == 0
    assert "ok       model         flag-model (from --model)" in capsys.readouterr().out


def test_doctor_says_a_missing_config_yaml_is_absent_and_defaults_apply(
    home: Path, capsys: pytest.CaptureFixture[str]
):
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    assert f"absent   config        {home / 'config.yaml'}; defaults apply" in out
    assert "ok       config" not in out
    (home / "config.yaml").write_text("skills:\n  disabled: []\n")
    assert main(["doctor"]) == 0
    assert f"ok       config        {home / 'config.yaml'}\n" in capsys.readouterr().out
