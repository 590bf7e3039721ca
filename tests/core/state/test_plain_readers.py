"""The file stays usable by readers that are not this store: plain SQLite (``sqlite3``,
Datasette, …) reads every table and view without any function of ours; the search
finds what Hermes Agent's search finds (tool names and calls, ``OR``/``NOT``, any
substring of CJK text); a file this store wrote before (schema 2, whose index needed
our ``hermes_cjk`` function) is brought up to date and searchable."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from hermes_core.state import Message, SqliteSessionStore
from hermes_core.state.schema import SCHEMA_VERSION, VERSION_KEY
from hermes_core.state.search import cjk_terms


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteSessionStore]:
    opened = await SqliteSessionStore.open(tmp_path / "state.db")
    try:
        yield opened
    finally:
        await opened.close()


def _read_everything(path: Path) -> dict[str, int]:
    """Rows of every table and view, read by a connection with no function of ours."""
    counts = {}
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as plain:
        names = plain.execute(
            "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') "
            "AND name NOT LIKE 'sqlite_%'"
        ).fetchall()
        for (name,) in names:
            counts[name] = len(plain.execute(f'SELECT * FROM "{name}"').fetchall())
    plain.close()
    return counts


async def _conversation(store: SqliteSessionStore) -> str:
    session = await store.create_session("cli")
    call = {"id": "c1", "type": "function", "function": {"name": "terminal"}}
    call["function"]["arguments"] = json.dumps({"command": "ls /srv/releases"})
    await store.append(session.id, Message("user", "请帮我检查数据库的配置"))
    await store.append(session.id, Message("assistant", None, tool_calls=[call]))
    await store.append(session.id, Message("tool", "ok", tool_call_id="c1", tool_name="terminal"))
    await store.append(session.id, Message("assistant", "The docker image is fine."))
    return session.id


async def test_every_table_and_view_reads_without_a_function_of_ours(
    store: SqliteSessionStore, tmp_path: Path
):
    await _conversation(store)
    await store.index_pending()
    counts = _read_everything(tmp_path / "state.db")
    assert counts["messages"] == 4
    assert counts["messages_search"] == 4


async def test_a_file_it_creates_has_the_columns_hermes_agent_reads(tmp_path: Path):
    async with await SqliteSessionStore.open(tmp_path / "state.db"):
        pass
    with sqlite3.connect(tmp_path / "state.db") as raw:
        sessions = {row[1] for row in raw.execute("PRAGMA table_info(sessions)")}
        messages = {row[1] for row in raw.execute("PRAGMA table_info(messages)")}
    raw.close()
    assert {"model_config", "archived", "session_key", "cache_read_tokens"} <= sessions
    assert {"active", "compacted", "reasoning_content", "platform_message_id"} <= messages


async def test_search_finds_tool_names_and_the_arguments_of_tool_calls(
    store: SqliteSessionStore,
):
    session_id = await _conversation(store)
    assert len(await store.search("terminal")) == 2  # the call, and the result's tool name
    [hit] = await store.search("releases")
    assert hit.session_id == session_id


async def test_or_and_not_in_capitals_are_operators_and_in_lower_case_words(
    store: SqliteSessionStore,
):
    await _conversation(store)
    assert len(await store.search("docker OR releases")) == 2
    assert len(await store.search("terminal NOT releases")) == 1
    assert await store.search("docker or releases") == []  # "or" is a word here
    assert len(await store.search("OR docker AND")) == 1  # stray operators are dropped


@pytest.mark.parametrize("query", ["数据库", "数据", "置", "库的", "检查数据库的配置", "请"])
async def test_any_substring_of_cjk_text_is_found(store: SqliteSessionStore, query: str):
    await _conversation(store)
    assert len(await store.search(query)) == 1


def test_the_cjk_terms_end_each_run_with_its_last_character():
    assert cjk_terms("数据库 and 表") == "数据 据库 库 表"


_SCHEMA_2 = (
    # What version 2 of this store created (its search index read a view that called
    # hermes_cjk, a function only its own connections defined).
    "CREATE TABLE sessions (id TEXT PRIMARY KEY, source TEXT NOT NULL, model TEXT, "
    "system_prompt TEXT, parent_session_id TEXT, started_at REAL NOT NULL, ended_at REAL, "
    "end_reason TEXT, message_count INTEGER DEFAULT 0, tool_call_count INTEGER DEFAULT 0, "
    "input_tokens INTEGER DEFAULT 0, output_tokens INTEGER DEFAULT 0, cwd TEXT, title TEXT)",
    "CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT, session_id TEXT NOT NULL "
    "REFERENCES sessions(id), role TEXT NOT NULL, content TEXT, tool_call_id TEXT, "
    "tool_calls TEXT, tool_name TEXT, timestamp REAL NOT NULL, token_count INTEGER, "
    "finish_reason TEXT, reasoning TEXT, message_uid TEXT)",
    "CREATE UNIQUE INDEX idx_messages_uid ON messages(message_uid)",
    "CREATE TABLE state_meta (key TEXT PRIMARY KEY, value TEXT)",
    "CREATE VIEW messages_search_source AS SELECT id, session_id, content, "
    "hermes_cjk(content) AS cjk FROM messages",
    "CREATE VIRTUAL TABLE messages_search USING fts5(content, cjk, "
    "content='messages_search_source', content_rowid='id', "
    "tokenize='unicode61 remove_diacritics 2', prefix='2 3')",
    "INSERT INTO sessions (id, source, started_at) VALUES ('s1', 'cli', 1.0)",
    "INSERT INTO messages (session_id, role, content, timestamp, message_uid) "
    "VALUES ('s1', 'user', 'deploy the 数据库', 1.0, 'u1')",
    "INSERT INTO messages (session_id, role, content, tool_name, timestamp, message_uid) "
    "VALUES ('s1', 'tool', 'ok', 'terminal', 2.0, 'u2')",
    "INSERT INTO messages_search (rowid, content, cjk) SELECT id, content, cjk "
    "FROM messages_search_source",
    f"INSERT INTO state_meta VALUES ('{VERSION_KEY}', '2')",
    "INSERT INTO state_meta VALUES ('workbench.search_indexed_through', '2')",
    "INSERT INTO state_meta VALUES ('workbench.counted_through', '2')",
)


async def test_a_schema_2_file_is_migrated_readable_by_plain_sqlite_and_searchable(
    tmp_path: Path,
):
    path = tmp_path / "state.db"
    with sqlite3.connect(path) as old:
        old.create_function("hermes_cjk", 1, cjk_terms)
        for statement in _SCHEMA_2:
            old.execute(statement)
    old.close()
    with pytest.raises(sqlite3.OperationalError, match="no such function"):
        _read_everything(path)  # the defect: any other reader failed on the view
    async with await SqliteSessionStore.open(path) as store:
        assert [hit.session_id for hit in await store.search("terminal")] == ["s1"]
        assert len(await store.search("数据库")) == 1
    counts = _read_everything(path)
    assert "messages_search_source" not in counts
    assert counts["messages_search"] == 2
    with sqlite3.connect(path) as raw:
        version = raw.execute(
            "SELECT value FROM state_meta WHERE key = ?", (VERSION_KEY,)
        ).fetchone()[0]
        columns = {row[1] for row in raw.execute("PRAGMA table_info(sessions)")}
    raw.close()
    assert int(version) == SCHEMA_VERSION
    assert "model_config" in columns
