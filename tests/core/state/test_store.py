"""The SQLite session store on a real file: sessions and messages, idempotent appends,
search (words, phrases, prefixes, CJK), deletes, migrations, and the repair ladder for
a damaged search index."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from hermes_core.state import Message, QueryError, SqliteSessionStore, StoreError
from hermes_core.state.schema import SCHEMA_VERSION, VERSION_KEY


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteSessionStore]:
    opened = await SqliteSessionStore.open(tmp_path / "state.db")
    try:
        yield opened
    finally:
        await opened.close()


async def test_a_session_keeps_its_messages_in_order(store: SqliteSessionStore):
    session = await store.create_session("cli", title="Deploy", model="gpt-x", cwd="/src")
    calls = [{"id": "c1", "type": "function", "function": {"name": "terminal", "arguments": "{}"}}]
    await store.append(session.id, Message("user", "Deploy the app"))
    await store.append(session.id, Message("assistant", None, tool_calls=calls, token_count=7))
    await store.append(session.id, Message("tool", "ok", tool_call_id="c1", tool_name="terminal"))
    stored = await store.messages(session.id)
    assert [m.role for m in stored] == ["user", "assistant", "tool"]
    assert stored[1].tool_calls == calls
    assert stored[1].token_count == 7
    assert (stored[2].tool_call_id, stored[2].tool_name) == ("c1", "terminal")
    assert all(m.uid for m in stored)
    loaded = await store.get_session(session.id)
    assert loaded is not None
    assert (loaded.title, loaded.model, loaded.cwd, loaded.message_count) == (
        "Deploy",
        "gpt-x",
        "/src",
        3,
    )


async def test_a_session_s_last_messages_are_read_alone_in_order(store: SqliteSessionStore):
    session = await store.create_session("cli")
    other = await store.create_session("cli")
    for i in range(5):
        await store.append(session.id, Message("user", f"m{i}"))
    await store.append(other.id, Message("user", "elsewhere"))
    assert [m.content for m in await store.messages(session.id, last=2)] == ["m3", "m4"]
    assert [m.content for m in await store.messages(session.id, last=9)] == [
        f"m{i}" for i in range(5)
    ]
    assert await store.messages(session.id, last=0) == []
    assert await store.count_messages(session.id) == 5
    assert await store.count_messages(other.id) == 1
    assert await store.count_messages() == 6


async def test_an_append_retried_with_its_uid_is_stored_once(store: SqliteSessionStore):
    session = await store.create_session("cli")
    first = await store.append(session.id, Message("user", "hello", uid="m-1"))
    again = await store.append(session.id, Message("user", "hello", uid="m-1"))
    assert first == again
    assert len(await store.messages(session.id)) == 1
    other = await store.create_session("cli")
    with pytest.raises(StoreError, match="belongs to session"):
        await store.append(other.id, Message("user", "hello", uid="m-1"))


async def test_an_append_to_an_unknown_session_is_refused(store: SqliteSessionStore):
    with pytest.raises(StoreError, match="no session 'nope'"):
        await store.append("nope", Message("user", "lost?"))
    assert await store.count_messages() == 0


async def test_session_ids_are_unique_and_in_hermes_shape(store: SqliteSessionStore):
    session = await store.create_session("cli")
    date, clock, suffix = session.id.split("_")
    assert (len(date), len(clock), len(suffix)) == (8, 6, 6)
    with pytest.raises(StoreError, match="exists already"):
        await store.create_session("cli", session_id=session.id)


async def _corpus(store: SqliteSessionStore) -> dict[str, int]:
    session = await store.create_session("cli", title="Notes")
    texts = {
        "deploy": "We deploy the service with docker compose every Friday.",
        "tests": "Run the tests before you merge; the tests must pass.",
        "naive": "A naïve café approach to caching.",
        "zh": "我们的数据库服务器今天出现了错误日志。",
        "ja": "東京タワーに行きました。",
        "ko": "데이터베이스 서버",
        "deployment": "Deployment notes: roll back if the health check fails.",
    }
    return {
        key: await store.append(session.id, Message("user", text)) for key, text in texts.items()
    }


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("docker", ["deploy"]),
        ("tests merge", ["tests"]),
        ('"the tests must"', ["tests"]),
        ('"tests the"', []),
        ("deploy*", ["deployment", "deploy"]),
        ("naive cafe", ["naive"]),
        ("数据", ["zh"]),
        ("数据库", ["zh"]),
        ("日志", ["zh"]),
        ("库服", ["zh"]),
        ("数", ["zh"]),
        ("据数", []),
        ("タワー", ["ja"]),
        ("데이터", ["ko"]),
        ('docker) "(compose^ -friday:', ["deploy"]),
    ],
)
async def test_search_finds_words_phrases_prefixes_and_cjk_newest_first(
    store: SqliteSessionStore, query: str, expected: list[str]
):
    ids = await _corpus(store)
    hits = await store.search(query)
    names = {v: k for k, v in ids.items()}
    assert [names[h.message_id] for h in hits] == expected
    for hit in hits:
        assert hit.session_title == "Notes"


async def test_search_sees_messages_appended_a_moment_ago(tmp_path: Path):
    async with await SqliteSessionStore.open(tmp_path / "state.db", index_delay=60) as store:
        session = await store.create_session("cli")
        await store.append(session.id, Message("user", "the zebra crossing"))
        [hit] = await store.search("zebra")  # indexed on demand, not after 60 s
        assert hit.snippet == "the [zebra] crossing"


async def test_search_by_session_and_limit(store: SqliteSessionStore):
    one = await store.create_session("cli")
    two = await store.create_session("cli")
    for index in range(30):
        await store.append(one.id, Message("user", f"alpha {index}"))
        await store.append(two.id, Message("user", f"alpha {index}"))
    hits = await store.search("alpha", limit=5, session_id=two.id)
    assert len(hits) == 5
    assert {h.session_id for h in hits} == {two.id}
    assert [h.message_id for h in hits] == sorted((h.message_id for h in hits), reverse=True)


async def test_a_query_without_words_is_an_error(store: SqliteSessionStore):
    with pytest.raises(QueryError):
        await store.search('  "" * ')


async def test_deleting_a_session_removes_its_messages_from_search(store: SqliteSessionStore):
    keep = await store.create_session("cli")
    drop = await store.create_session("cli")
    await store.append(keep.id, Message("user", "walrus kept"))
    await store.append(drop.id, Message("user", "walrus dropped"))
    await store.index_pending()
    await store.append(drop.id, Message("user", "walrus not indexed yet"))
    assert await store.delete_session(drop.id)
    assert not await store.delete_session(drop.id)
    assert [h.session_id for h in await store.search("walrus")] == [keep.id]
    assert await store.check() == []
    assert await store.get_session(drop.id) is None


async def test_end_session_and_usage(store: SqliteSessionStore):
    session = await store.create_session("acp")
    await store.append(session.id, Message("user", "hi"))
    await store.add_usage(session.id, 100, 20)
    await store.add_usage(session.id, 50, 5)
    await store.end_session(session.id, "user_exit")
    loaded = await store.get_session(session.id)
    assert loaded is not None
    assert (loaded.input_tokens, loaded.output_tokens, loaded.end_reason) == (150, 25, "user_exit")
    with pytest.raises(StoreError, match="no session"):
        await store.end_session("ghost", "x")
    assert [s.id for s in await store.list_sessions(source="acp")] == [session.id]
    assert await store.list_sessions(source="telegram") == []


async def test_opening_again_migrates_nothing_and_a_newer_file_is_refused(tmp_path: Path):
    path = tmp_path / "state.db"
    async with await SqliteSessionStore.open(path) as store:
        session = await store.create_session("cli")
        await store.append(session.id, Message("user", "persisted"))
    async with await SqliteSessionStore.open(path) as store:
        assert [m.content for m in await store.messages(session.id)] == ["persisted"]
    with sqlite3.connect(path) as raw:
        raw.execute(
            "UPDATE state_meta SET value = ? WHERE key = ?", (str(SCHEMA_VERSION + 1), VERSION_KEY)
        )
    raw.close()
    with pytest.raises(StoreError, match="newer than this version knows"):
        await SqliteSessionStore.open(path)


async def test_an_older_file_gets_the_missing_columns_and_keeps_its_rows(tmp_path: Path):
    path = tmp_path / "state.db"
    with sqlite3.connect(path) as raw:  # a file from before `reasoning` and `title` existed
        raw.executescript(
            """
            CREATE TABLE sessions (id TEXT PRIMARY KEY, source TEXT NOT NULL,
                started_at REAL NOT NULL, extra TEXT);
            CREATE TABLE messages (id INTEGER PRIMARY KEY AUTOINCREMENT,
                session_id TEXT NOT NULL, role TEXT NOT NULL, content TEXT,
                timestamp REAL NOT NULL);
            INSERT INTO sessions VALUES ('old', 'cli', 1.0, 'kept');
            INSERT INTO messages (session_id, role, content, timestamp)
                VALUES ('old', 'user', 'an old kestrel message', 1.0);
            """
        )
    raw.close()
    async with await SqliteSessionStore.open(path) as store:
        [old] = await store.messages("old")
        assert (old.content, old.reasoning, old.uid) == ("an old kestrel message", None, None)
        assert [h.message_id for h in await store.search("kestrel")] == [old.id]
        await store.append("old", Message("user", "new", reasoning="because"))
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT extra FROM sessions").fetchone() == ("kept",)
    raw.close()


async def _filled(path: Path, count: int = 300) -> list[int]:
    async with await SqliteSessionStore.open(path) as store:
        session = await store.create_session("cli")
        return [
            await store.append(session.id, Message("user", f"note {i} about otters 数据 {i}"))
            for i in range(count)
        ]


async def test_a_corrupted_search_index_is_rebuilt_on_open_without_losing_a_message(
    tmp_path: Path,
):
    path = tmp_path / "state.db"
    ids = await _filled(path)
    with sqlite3.connect(path) as raw:  # scramble every segment of the index
        raw.execute(
            "UPDATE messages_search_data SET block = randomblob(length(block)) WHERE id > 10"
        )
    raw.close()
    async with await SqliteSessionStore.open(path) as store:
        assert store.repairs
        assert store.repairs[0].startswith("rebuilt the search index")
        assert await store.count_messages() == len(ids)
        hits = await store.search("otters", limit=1000)
        assert sorted(h.message_id for h in hits) == ids
        assert len(await store.search("数据", limit=1000)) == len(ids)
        assert await store.check() == []


async def test_an_index_that_cannot_be_rebuilt_is_dropped_and_made_again(tmp_path: Path):
    path = tmp_path / "state.db"
    ids = await _filled(path)
    with sqlite3.connect(path) as raw:  # a format version FTS5 refuses outright
        raw.execute("UPDATE messages_search_config SET v = 99 WHERE k = 'version'")
        counted = raw.execute("SELECT sum(message_count) FROM sessions").fetchone()[0]
    raw.close()
    async with await SqliteSessionStore.open(path) as store:
        assert store.repairs
        assert store.repairs[0].startswith("dropped and re-created the search index")
        hits = await store.search("otters", limit=1000)
        assert sorted(h.message_id for h in hits) == ids
        assert await store.check() == []
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        # re-indexing every message counted none of them again
        assert raw.execute("SELECT sum(message_count) FROM sessions").fetchone()[0] == counted
        assert counted == raw.execute("SELECT count(*) FROM messages").fetchone()[0]
    raw.close()


async def test_listing_and_reading_use_a_read_only_connection(store: SqliteSessionStore):
    session = await store.create_session("cli")
    await store.append(session.id, Message("user", "hello"))
    assert [s.id for s in await store.list_sessions()] == [session.id]

    def write(db: sqlite3.Connection) -> None:
        db.execute("INSERT INTO state_meta (key, value) VALUES ('x', 'y')")

    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        await store._reader.call(write)


async def test_sessions_keep_hermes_message_and_tool_call_counts(tmp_path: Path):
    """hermes-agent shows ``message_count`` and ``tool_call_count`` in its lists and keeps
    them on every append: ours are brought up to date with each indexing batch, and
    rebuilding the search index never counts a message twice."""
    path = tmp_path / "state.db"

    def counts(session_id: str) -> tuple[int, int]:
        with sqlite3.connect(path) as raw:
            row = raw.execute(
                "SELECT message_count, tool_call_count FROM sessions WHERE id = ?", (session_id,)
            ).fetchone()
        raw.close()
        return int(row[0]), int(row[1])

    calls = [{"id": f"c{i}", "type": "function", "function": {"name": "x"}} for i in range(2)]
    async with await SqliteSessionStore.open(path) as store:
        session = await store.create_session("cli")
        other = await store.create_session("cli")
        await store.append(session.id, Message("user", "one"))
        await store.append(session.id, Message("assistant", None, tool_calls=calls))
        await store.append(other.id, Message("user", "elsewhere"))
        await store.index_pending()
        assert counts(session.id) == (2, 2)
        assert counts(other.id) == (1, 0)
        await store.append(session.id, Message("tool", "result", tool_call_id="c0"))
        await store.repair()  # rebuilds the index up to the newest message
        assert counts(session.id) == (3, 2)
        await store.end_session(other.id, "done")
    async with await SqliteSessionStore.open(path) as store:
        await store.index_pending()
        assert counts(session.id) == (3, 2)
        assert counts(other.id) == (1, 0)


async def test_listing_pages_by_folder_and_can_leave_out_sessions_never_used(
    store: SqliteSessionStore,
):
    used = [await store.create_session("acp", cwd="/w") for _ in range(3)]
    for session in used:
        await store.append(session.id, Message("user", "hi"))
    empty = await store.create_session("acp", cwd="/w")
    await store.create_session("acp", cwd="/elsewhere")
    await store.create_session("cli")  # no folder
    everything = await store.list_sessions(cwd="/w")
    assert {s.id for s in everything} == {s.id for s in used} | {empty.id}
    listed = await store.list_sessions(cwd="/w", with_messages=True)
    assert [s.id for s in listed] == [
        s.id for s in sorted(used, key=lambda s: (s.started_at, s.id), reverse=True)
    ]
    first = await store.list_sessions(cwd="/w", with_messages=True, limit=2)
    last = first[-1]
    rest = await store.list_sessions(
        cwd="/w", with_messages=True, before=(last.started_at, last.id)
    )
    assert [s.id for s in first + rest] == [s.id for s in listed]
    assert all(s.last_active is not None for s in listed)
    assert len(await store.list_sessions(with_cwd=True)) == 5
