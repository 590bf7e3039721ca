"""``state.db`` both ways with Hermes Agent 0.19.0's own ``SessionDB``: sessions it wrote
(tool calls, Chinese text) are found by our search wherever its search finds them; a
file our store wrote (through ``hermes chat``, a real turn with a tool call against a
scripted model) reads in its read-only ``SessionDB``, which never adds a column, and
in its ordinary one, whose search then finds our messages; and a plain SQLite reader
reads every table and view either program made."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_core.state import SqliteSessionStore
from tests.compat.hermes_agent import HermesAgent
from tests.core.agent.scripted import ScriptedServer, text_reply, tool_reply

_WRITE = """
import json
from pathlib import Path
from hermes_state import SessionDB

db = SessionDB(db_path=Path("{path}"))
call = {{"id": "call_1", "type": "function",
         "function": {{"name": "terminal", "arguments": json.dumps({{"command": "ls /srv"}})}}}}
db.create_session("20260101_090000_aaaaaa", "cli", model="gpt-test")
db.append_message("20260101_090000_aaaaaa", "user", "Please deploy the staging server")
db.append_message("20260101_090000_aaaaaa", "assistant", "Checking first.",
                  tool_calls=[call], finish_reason="tool_calls")
db.append_message("20260101_090000_aaaaaa", "tool", "deploy.sh README.md",
                  tool_call_id="call_1", tool_name="terminal")
db.append_message("20260101_090000_aaaaaa", "assistant", "Deployed.", finish_reason="stop")
db.create_session("20260102_100000_bbbbbb", "telegram")
db.set_session_title("20260102_100000_bbbbbb", "数据库迁移")
db.append_message("20260102_100000_bbbbbb", "user", "请帮我检查数据库的配置")
db.append_message("20260102_100000_bbbbbb", "assistant", "数据库配置没有问题。",
                  finish_reason="stop")
db.end_session("20260102_100000_bbbbbb", "cli_close")
db.close()
"""

_SEARCH = """
import json
from pathlib import Path
from hermes_state import SessionDB

db = SessionDB(db_path=Path("{path}"))
print(json.dumps({{q: sorted(m["id"] for m in db.search_messages(q, limit=1000))
                  for q in json.loads({queries!r})}}))
db.close()
"""

_READ_ONLY = """
import json
from pathlib import Path
from hermes_state import SessionDB

db = SessionDB(db_path=Path("{path}"), read_only=True)
sessions = db.list_sessions_rich()
out = {{"listed": [s["id"] for s in sessions], "count": db.session_count(),
       "messages": db.message_count()}}
for s in sessions:
    assert db.get_session(s["id"]) is not None
    out[s["id"]] = [[m["role"], m["content"], m.get("tool_name"), m.get("finish_reason")]
                    for m in db.get_messages(s["id"])]
    db.get_messages_as_conversation(s["id"])
    db.export_session(s["id"])
print(json.dumps(out))
db.close()
"""

QUERIES = [
    "terminal",
    "deploy",
    "deploy*",
    "staging server",
    '"staging server"',
    "ls",
    "srv",
    "README",
    "数据库",
    "数据",
    "配置",
    "问题",
    "docker OR staging",
    "staging NOT deployed",
    "call_1",
]


def _read_everything(path: Path) -> None:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as plain:
        for (name,) in plain.execute(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') "
            "AND name NOT LIKE 'sqlite_%'"
        ).fetchall():
            plain.execute(f'SELECT * FROM "{name}"').fetchall()
    plain.close()


async def _our_hits(path: Path) -> dict[str, list[int]]:
    async with await SqliteSessionStore.open(path) as store:
        return {
            q: sorted(hit.message_id for hit in await store.search(q, limit=1000)) for q in QUERIES
        }


async def test_our_search_finds_every_message_hermes_agents_search_finds_on_its_file(
    hermes_agent: HermesAgent, tmp_path: Path
):
    home = tmp_path / "home"
    path = home / "state.db"
    home.mkdir()
    hermes_agent.python(home, _WRITE.format(path=path))
    theirs = json.loads(
        hermes_agent.python(home, _SEARCH.format(path=path, queries=json.dumps(QUERIES)))
    )
    assert theirs["terminal"], "Hermes Agent's search should find the tool call"
    ours = await _our_hits(path)
    for query in QUERIES:
        assert set(theirs[query]) <= set(ours[query]), f"{query!r}: ours {ours[query]}"
    _read_everything(path)  # after our store opened it too


def _our_chat(home: Path, server: ScriptedServer, workdir: Path) -> None:
    (workdir / "notes.txt").write_text("The staging server runs 数据库 version 15.\n")
    server.reply(
        tool_reply(("call-7", "read_file", {"path": "notes.txt"})),
        text_reply("It runs version 15."),
    )
    env = {**os.environ, "HERMES_HOME": str(home), "OPENAI_API_KEY": "test-key"}
    env.pop("OPENAI_BASE_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "hermes_cli", "chat", "-q", "Which version runs on staging?"],
        env=env,
        cwd=workdir,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr


async def test_a_file_our_store_wrote_reads_in_hermes_agents_read_only_and_ordinary_sessiondb(
    hermes_agent: HermesAgent, tmp_path: Path, server: ScriptedServer
):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.yaml").write_text(
        f"model:\n  default: scripted-model\n  base_url: {server.url}/v1\n"
    )
    workdir = tmp_path / "work"
    workdir.mkdir()
    _our_chat(home, server, workdir)
    path = home / "state.db"
    _read_everything(path)
    read = json.loads(hermes_agent.python(home, _READ_ONLY.format(path=path)))
    [session_id] = read["listed"]
    assert (read["count"], read["messages"]) == (1, 4)
    rows = read[session_id]
    assert [row[0] for row in rows] == ["user", "assistant", "tool", "assistant"]
    assert rows[2][2] == "read_file"
    assert [row[3] for row in rows if row[0] == "assistant"] == ["tool_calls", "stop"]
    # Its ordinary SessionDB adds its own index and triggers, and finds our messages.
    found = json.loads(
        hermes_agent.python(
            home, _SEARCH.format(path=path, queries=json.dumps(["staging", "read_file", "数据库"]))
        )
    )
    assert all(found[q] for q in ("staging", "read_file", "数据库")), found
    # Ours still opens it, with Hermes Agent's triggers in place, and appends to it.
    _our_chat(home, server, workdir)
    hits = await _our_hits(path)
    assert len(hits["README"]) == 0
    async with await SqliteSessionStore.open(path) as store:
        assert len(await store.list_sessions()) == 2
        with sqlite3.connect(path) as raw:
            ended = raw.execute("SELECT DISTINCT end_reason FROM sessions").fetchall()
        raw.close()
        assert ended == [("cli_close",)]
    again = json.loads(hermes_agent.python(home, _READ_ONLY.format(path=path)))
    assert again["count"] == 2
    _read_everything(path)


@pytest.mark.parametrize("query", ["数据", "问题", "terminal"])
async def test_each_program_finds_in_the_other_programs_messages(
    hermes_agent: HermesAgent, tmp_path: Path, query: str
):
    home = tmp_path / "home"
    home.mkdir()
    path = home / "state.db"
    hermes_agent.python(home, _WRITE.format(path=path))
    async with await SqliteSessionStore.open(path) as store:
        assert await store.search(query)
