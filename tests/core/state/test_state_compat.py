"""A ``state.db`` written by hermes-agent 0.19.0 (``tests/data/compat/hermes-0.19.0/
state.db``, made by its own ``SessionDB``; see ``regenerate_state.py``) opens in our
store: its sessions and messages read back, our search index is built from them, its
own tables, triggers and schema version are left alone, and a message we append is
found by hermes-agent's own full-text index too."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from hermes_core.state import Message, SqliteSessionStore
from tests.compat.hermes_agent import HermesAgent

FIXTURE = Path(__file__).resolve().parents[2] / "data" / "compat" / "hermes-0.19.0" / "state.db"
CLI, TELEGRAM, CHILD = (
    "20260101_090000_aaaaaa",
    "20260102_100000_bbbbbb",
    "20260103_110000_cccccc",
)


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "state.db"
    shutil.copyfile(FIXTURE, target)
    return target


def _hermes_objects(path: Path) -> tuple[list[str], list[tuple[int]]]:
    with sqlite3.connect(path) as raw:
        triggers = sorted(
            r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        )
        version = raw.execute("SELECT version FROM schema_version").fetchall()
    raw.close()
    return triggers, version


async def test_hermes_sessions_and_messages_read_back(copy: Path):
    triggers_before, version_before = _hermes_objects(copy)
    async with await SqliteSessionStore.open(copy) as store:
        sessions = {s.id: s for s in await store.list_sessions()}
        assert set(sessions) == {CLI, TELEGRAM, CHILD}
        assert sessions[TELEGRAM].title == "数据库迁移"
        assert (sessions[TELEGRAM].input_tokens, sessions[TELEGRAM].output_tokens) == (120, 45)
        assert sessions[CHILD].parent_session_id == CLI
        assert sessions[CHILD].end_reason == "user_exit"
        assert sessions[CLI].message_count == 4
        messages = await store.messages(CLI)
        assert [m.role for m in messages] == ["user", "assistant", "tool", "assistant"]
        assert messages[1].tool_calls is not None
        assert messages[1].tool_calls[0]["function"]["name"] == "terminal"
        assert (messages[2].tool_call_id, messages[2].tool_name) == ("call_1", "terminal")
        assert messages[0].uid is None  # rows hermes wrote have no uid
        # our index is built from rows hermes wrote: words and two-character CJK words
        assert [h.message_id for h in await store.search("staging")] == [4, 1]
        assert {h.session_id for h in await store.search("数据库")} == {TELEGRAM}
        assert [h.message_id for h in await store.search("配置")] == [6, 5]
        assert await store.check() == []
    assert _hermes_objects(copy) == (triggers_before, version_before)  # left alone


async def test_a_message_we_append_is_found_by_hermes_own_index(copy: Path):
    async with await SqliteSessionStore.open(copy) as store:
        await store.append(CLI, Message("user", "rollback the canary release"))
        session = await store.create_session("cli", title="ours")
        await store.append(session.id, Message("user", "canary from a new session"))
        assert len(await store.search("canary")) == 2
    with sqlite3.connect(copy) as raw:  # hermes-agent searches through its triggers' index
        found = raw.execute(
            "SELECT m.session_id FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid "
            "WHERE messages_fts MATCH 'canary' ORDER BY m.id"
        ).fetchall()
        assert [r[0] for r in found] == [CLI, session.id]
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    raw.close()


_HERMES_READS = """
import json, sys
from pathlib import Path
from hermes_state import SessionDB
db = SessionDB(db_path=Path(sys.argv[1]))
out = {
    "sessions": sorted(s["id"] for s in db.list_sessions_rich(limit=10)),
    "counts": [[s["message_count"], s["tool_call_count"]] for s in db.list_sessions_rich(limit=10)],
    "messages": [[m["role"], m["content"]] for m in db.get_messages(sys.argv[2])],
    "search": sorted(r["session_id"] for r in db.search_messages("lighthouse")),
}
db.close()
print(json.dumps(out))
"""


async def test_hermes_reads_a_database_we_wrote(tmp_path: Path, hermes_agent: HermesAgent):
    path = tmp_path / "state.db"
    async with await SqliteSessionStore.open(path) as store:
        session = await store.create_session("cli", title="ours")
        await store.append(session.id, Message("user", "where is the lighthouse"))
        await store.append(
            session.id,
            Message(
                "assistant",
                None,
                tool_calls=[{"id": "c1", "type": "function", "function": {"name": "x"}}],
            ),
        )
        await store.append(session.id, Message("tool", "at the harbour", tool_call_id="c1"))
    run = subprocess.run(
        [
            str(hermes_agent.venv / "bin" / "python"),
            "-I",
            "-c",
            _HERMES_READS,
            str(path),
            session.id,
        ],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=True,
        timeout=120,
    )
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert seen["sessions"] == [session.id]
    assert seen["counts"] == [[3, 1]]  # kept as hermes-agent keeps them
    assert seen["messages"] == [
        ["user", "where is the lighthouse"],
        ["assistant", None],
        ["tool", "at the harbour"],
    ]
    assert seen["search"] == [session.id]  # its index, filled when it opened the file
    async with await SqliteSessionStore.open(path) as store:  # and ours still opens it
        assert len(await store.messages(session.id)) == 3
        assert await store.check() == []


async def test_a_folder_hermes_acp_adapter_kept_in_model_config_is_listed(copy: Path):
    """Hermes Agent's ACP adapter writes a session's folder into sessions.model_config
    (JSON); listing by folder finds those sessions as well as ours (cwd column)."""
    with sqlite3.connect(copy) as db:
        db.execute(
            "UPDATE sessions SET source = 'acp', model_config = ? WHERE id = ?",
            (json.dumps({"cwd": "/work/site"}), "20260102_100000_bbbbbb"),
        )
    store = await SqliteSessionStore.open(copy)
    try:
        ours = await store.create_session("acp", cwd="/work/site")
        listed = await store.list_sessions(cwd="/work/site")
        assert {s.id for s in listed} == {ours.id, "20260102_100000_bbbbbb"}
        assert {s.cwd for s in listed} == {"/work/site"}
        with_folder = await store.list_sessions(with_cwd=True)
        assert {s.id for s in with_folder} == {ours.id, "20260102_100000_bbbbbb"}
    finally:
        await store.close()
