"""The search index's work on a connection: filling it in batches behind a watermark
(and the session counters hermes-agent keeps, in the same batch), bounded merge steps,
queries, checks, and the repair ladder's steps. Each function runs inside the caller's
transaction."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from hermes_core.state.model import SearchHit
from hermes_core.state.schema import COUNTED_KEY, SEARCH_DDL, WATERMARK_KEY
from hermes_core.state.search import cjk_terms, searchable_text

__all__ = [
    "SET_META",
    "Batch",
    "check",
    "corrupt",
    "create_search",
    "drop_search",
    "forget_session",
    "index_batch",
    "integrity",
    "merge_step",
    "prepare_batch",
    "rebuild",
    "search",
    "store_batch",
    "watermark",
]

SET_META = (
    "INSERT INTO state_meta (key, value) VALUES (?, ?) "
    "ON CONFLICT (key) DO UPDATE SET value = excluded.value"
)


def corrupt(exc: sqlite3.DatabaseError) -> bool:
    text = str(exc).lower()
    return "malformed" in text or "corrupt" in text or "fts5" in text or "vtable" in text


def watermark(db: sqlite3.Connection) -> int:
    row = db.execute("SELECT value FROM state_meta WHERE key = ?", (WATERMARK_KEY,)).fetchone()
    return int(row[0]) if row is not None and row[0] is not None else 0


@dataclass(frozen=True, slots=True)
class Batch:
    """Index entries made from the messages past ``after`` (the watermark when read)."""

    after: int
    entries: tuple[tuple[int, str, str], ...]


def prepare_batch(db: sqlite3.Connection, batch: int) -> Batch:
    """Read up to ``batch`` messages past the watermark and make their index entries —
    outside any write transaction, so writers never wait for this part."""
    after = watermark(db)
    rows = db.execute(
        "SELECT id, content, tool_name, tool_calls FROM messages WHERE id > ? ORDER BY id LIMIT ?",
        (after, batch),
    ).fetchall()
    entries = []
    for message_id, content, tool_name, tool_calls in rows:
        text = searchable_text(content, tool_name, tool_calls)
        entries.append((int(message_id), text, cjk_terms(text)))
    return Batch(after, tuple(entries))


def store_batch(db: sqlite3.Connection, prepared: Batch) -> int | None:
    """Write ``prepared`` and move the watermark (inside the caller's transaction);
    ``None`` when another connection moved the watermark since it was read."""
    if watermark(db) != prepared.after:
        return None
    if not prepared.entries:
        return 0
    db.executemany(
        "INSERT INTO messages_search (rowid, content, cjk) VALUES (?, ?, ?)", prepared.entries
    )
    highest = prepared.entries[-1][0]
    db.execute(SET_META, (WATERMARK_KEY, str(highest)))
    _count_through(db, highest)
    return len(prepared.entries)


def index_batch(db: sqlite3.Connection, batch: int) -> int:
    """Index up to ``batch`` messages past the watermark and move it, all inside the
    caller's transaction (the repair ladder's way)."""
    done = store_batch(db, prepare_batch(db, batch))
    assert done is not None  # nobody else writes inside this transaction
    return done


def forget_session(db: sqlite3.Connection, session_id: str) -> None:
    """Remove a session's messages from the index (before they are deleted)."""
    db.execute(
        "DELETE FROM messages_search WHERE rowid IN "
        "(SELECT id FROM messages WHERE session_id = ? AND id <= ?)",
        (session_id, watermark(db)),
    )


def _count_through(db: sqlite3.Connection, highest: int) -> None:
    """Add our messages up to ``highest`` not yet counted to their sessions'
    ``message_count`` and ``tool_call_count``, as hermes-agent does on each append (its
    own rows, without a uid, it has counted itself). Its own watermark: rebuilding the
    search index never counts a message twice."""
    row = db.execute("SELECT value FROM state_meta WHERE key = ?", (COUNTED_KEY,)).fetchone()
    counted = int(row[0]) if row is not None and row[0] is not None else 0
    if highest <= counted:
        return
    db.execute(
        "UPDATE sessions SET message_count = coalesce(message_count, 0) + batch.messages, "
        "tool_call_count = coalesce(tool_call_count, 0) + batch.calls "
        "FROM (SELECT session_id, count(*) AS messages, sum(CASE WHEN json_valid(tool_calls) "
        "THEN json_array_length(tool_calls) ELSE 0 END) AS calls FROM messages "
        "WHERE id > ? AND id <= ? AND message_uid IS NOT NULL GROUP BY session_id) AS batch "
        "WHERE sessions.id = batch.session_id",
        (counted, highest),
    )
    db.execute(SET_META, (COUNTED_KEY, str(highest)))


_MERGE_PAGES = 64


def merge_step(db: sqlite3.Connection) -> None:
    """Merge index segments, writing about ``_MERGE_PAGES`` pages (FTS5's ``merge``
    command does nothing when no level has enough segments to merge)."""
    db.execute(
        "INSERT INTO messages_search (messages_search, rank) VALUES ('merge', ?)", (_MERGE_PAGES,)
    )


def search(
    db: sqlite3.Connection, expression: str, limit: int, session_id: str | None
) -> list[SearchHit]:
    scope = "AND m.session_id = ?" if session_id else ""
    values: tuple[Any, ...] = (expression, limit)
    if session_id:
        values = (expression, session_id, limit)
    # Newest first: FTS5 walks postings by rowid and stops at the limit.
    rows = db.execute(
        "SELECT m.id, m.session_id, m.role, m.timestamp, "
        "snippet(messages_search, 0, '[', ']', '…', 12), s.title "
        "FROM messages_search JOIN messages m ON m.id = messages_search.rowid "
        "LEFT JOIN sessions s ON s.id = m.session_id "
        f"WHERE messages_search MATCH ? {scope} ORDER BY messages_search.rowid DESC LIMIT ?",
        values,
    ).fetchall()
    return [SearchHit(int(r[0]), r[1], r[2], float(r[3]), r[4] or "", r[5]) for r in rows]


def integrity(db: sqlite3.Connection) -> list[str]:
    try:
        db.execute("INSERT INTO messages_search (messages_search) VALUES ('integrity-check')")
    except sqlite3.DatabaseError as exc:
        return [f"search index: {exc}"]
    return []


def check(db: sqlite3.Connection, full: bool) -> list[str]:
    problems: list[str] = []
    if full:
        rows = [r[0] for r in db.execute("PRAGMA quick_check").fetchall()]
        if rows != ["ok"]:
            problems.extend(f"database: {r}" for r in rows)
        return problems + integrity(db)
    try:  # a probe: read some postings of both columns, newest first
        for expression in ('content : "e"*', 'cjk : "的"*'):
            db.execute(
                "SELECT rowid FROM messages_search WHERE messages_search MATCH ? "
                "ORDER BY rowid DESC LIMIT 50",
                (expression,),
            ).fetchall()
    except sqlite3.DatabaseError as exc:
        problems.append(f"search index: {exc}")
    return problems


def rebuild(db: sqlite3.Connection) -> None:
    """Rebuild the index's postings from the copy of the text it keeps (FTS5's
    ``rebuild``), then index what the watermark has not reached. A damaged copy makes
    this fail; the caller then drops the index and fills it again from the messages."""
    db.execute("INSERT INTO messages_search (messages_search) VALUES ('rebuild')")
    while index_batch(db, 10_000):
        pass
    db.execute("INSERT INTO messages_search (messages_search) VALUES ('integrity-check')")


def drop_search(db: sqlite3.Connection) -> None:
    try:
        db.execute("DROP TABLE IF EXISTS messages_search")
    except sqlite3.DatabaseError:
        for shadow in ("data", "idx", "config", "docsize", "content"):
            db.execute(f"DROP TABLE IF EXISTS messages_search_{shadow}")
        db.execute("PRAGMA writable_schema = ON")
        db.execute("DELETE FROM sqlite_master WHERE name = 'messages_search'")
        db.execute("PRAGMA writable_schema = OFF")
    db.execute("DELETE FROM state_meta WHERE key = ?", (WATERMARK_KEY,))


def create_search(db: sqlite3.Connection) -> None:
    for statement in SEARCH_DDL:
        db.execute(statement)
