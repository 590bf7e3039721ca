"""The session store on SQLite (aiosqlite): ``HERMES_HOME/state.db``.

Durability and concurrency. WAL (falling back to a rollback journal where the file
system refuses WAL), ``synchronous=FULL`` — a message acknowledged survives a power cut,
as in Hermes Agent. An append is one statement in its own transaction, so the write lock
is held for that statement only; other writes take it with ``BEGIN IMMEDIATE``. Lock
waits use a short busy timeout, then retries after a random few milliseconds, until a
time budget runs out (:class:`StoreBusyError`). Appends are idempotent: a message's
``uid`` (made before the first attempt) is unique, so retrying an append whose
acknowledgement was lost cannot create a second row.

Search. The FTS5 index is not written by the append: messages are indexed in batches
(a background task shortly after appends, and always before a search, so a search sees
every message). The watermark of what is indexed lives in ``state_meta`` and moves in
the same transaction as the batch. Writes therefore never pay for index merges, and
searches read recency-ordered postings that stop at the limit. Checkpoints are passive,
every ``checkpoint_every`` writes, on the maintenance connection.

Repair. On open a probe reads the index (the whole FTS5 integrity check when the file
is small); a corrupt index — then or at any later search — is rebuilt from the
messages, and if rebuilding fails, dropped and made again. Messages are never touched.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import sqlite3
import time
import uuid
from collections.abc import Awaitable, Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from hermes_core.errors import HermesError
from hermes_core.state.model import Message, SearchHit, Session
from hermes_core.state.schema import (
    MIGRATIONS,
    SCHEMA_VERSION,
    SEARCH_DDL,
    VERSION_KEY,
    WATERMARK_KEY,
)
from hermes_core.state.search import QueryError, cjk_terms, to_match_expression

__all__ = ["QueryError", "SqliteSessionStore", "StoreBusyError", "StoreError"]

logger = logging.getLogger(__name__)

T = TypeVar("T")

_BUSY_TIMEOUT_MS = 50
_WRITE_BUDGET_S = 10.0
_SMALL_INDEX = 100_000  # rows under which opening runs the full FTS5 integrity check


class StoreError(HermesError):
    """The session database cannot do what was asked."""


class StoreBusyError(StoreError):
    """Other writers held the database for longer than the write budget."""


def _busy(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _corrupt(exc: sqlite3.DatabaseError) -> bool:
    text = str(exc).lower()
    return "malformed" in text or "corrupt" in text or "fts5" in text


def new_session_id(now: float | None = None) -> str:
    """A session id in Hermes Agent's shape: ``YYYYmmdd_HHMMSS_<6 hex>``."""
    stamp = datetime.fromtimestamp(now or time.time(), UTC).strftime("%Y%m%d_%H%M%S")
    return f"{stamp}_{uuid.uuid4().hex[:6]}"


class SqliteSessionStore:
    """Sessions and messages in one SQLite file (see the module). Open with
    :meth:`open`; one instance per process is enough, and any number of processes may
    share the file."""

    def __init__(
        self,
        path: Path,
        writer: aiosqlite.Connection,
        upkeep: aiosqlite.Connection,
        *,
        journal_mode: str,
        checkpoint_every: int,
        index_batch: int,
        index_delay: float,
    ) -> None:
        self.path = path
        self.journal_mode = journal_mode
        self._writer = writer
        self._upkeep = upkeep
        self._upkeep_lock = asyncio.Lock()
        self._checkpoint_every = checkpoint_every
        self._index_batch = index_batch
        self._index_delay = index_delay
        self._writes = 0
        self._indexer: asyncio.Task[None] | None = None
        self.repairs: list[str] = []

    # -- opening ---------------------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: Path,
        *,
        checkpoint_every: int = 1000,
        index_batch: int = 512,
        index_delay: float = 0.05,
    ) -> SqliteSessionStore:
        """Open (creating or migrating) the database at ``path``."""
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(path)
        upkeep = await _connect(path)
        try:
            mode = await _journal_mode(writer)
            await _migrate(writer)
            store = cls(
                path,
                writer,
                upkeep,
                journal_mode=mode,
                checkpoint_every=checkpoint_every,
                index_batch=index_batch,
                index_delay=index_delay,
            )
            await store._check_search_on_open()
        except BaseException:
            await writer.close()
            await upkeep.close()
            raise
        return store

    async def close(self) -> None:
        """Index what is pending, then close the connections."""
        if self._indexer is not None:
            self._indexer.cancel()
            await asyncio.gather(self._indexer, return_exceptions=True)
        try:
            await self.index_pending()
        finally:
            await self._writer.close()
            await self._upkeep.close()

    async def __aenter__(self) -> SqliteSessionStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- writing ---------------------------------------------------------------------

    async def _retry(self, attempt: Callable[[], Awaitable[T]]) -> T:
        """Run ``attempt`` until it gets the write lock, sleeping a random few
        milliseconds between tries, within the write budget."""
        deadline = time.monotonic() + _WRITE_BUDGET_S
        pause = 0.001
        while True:
            try:
                return await attempt()
            except sqlite3.OperationalError as exc:
                if not _busy(exc):
                    raise
                if time.monotonic() > deadline:
                    raise StoreBusyError(
                        f"{self.path}: other writers held the database for over "
                        f"{_WRITE_BUDGET_S:.0f} s"
                    ) from exc
                await asyncio.sleep(random.uniform(pause / 2, pause))
                pause = min(pause * 2, 0.05)

    async def _transaction(
        self, connection: aiosqlite.Connection, body: Callable[[], Awaitable[T]]
    ) -> T:
        async def attempt() -> T:
            await connection.execute("BEGIN IMMEDIATE")
            try:
                result = await body()
            except BaseException:
                await connection.rollback()
                raise
            await connection.commit()
            return result

        return await self._retry(attempt)

    async def create_session(
        self,
        source: str,
        *,
        session_id: str | None = None,
        title: str | None = None,
        model: str | None = None,
        cwd: str | None = None,
        parent_session_id: str | None = None,
        system_prompt: str | None = None,
    ) -> Session:
        """Create a session (no network, one row)."""
        session = Session(
            id=session_id or new_session_id(),
            source=source,
            started_at=time.time(),
            title=title,
            model=model,
            cwd=cwd,
            parent_session_id=parent_session_id,
        )

        async def attempt() -> None:
            await self._writer.execute(
                "INSERT INTO sessions (id, source, started_at, title, model, cwd, "
                "parent_session_id, system_prompt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    session.id,
                    source,
                    session.started_at,
                    title,
                    model,
                    cwd,
                    parent_session_id,
                    system_prompt,
                ),
            )

        try:
            await self._retry(attempt)
        except sqlite3.IntegrityError as exc:
            raise StoreError(f"a session {session.id!r} exists already") from exc
        await self._wrote()
        return session

    async def append(self, session_id: str, message: Message) -> int:
        """Store ``message`` in ``session_id``; returns its id. Idempotent by
        ``message.uid`` (one is made when missing: pass your own to retry safely)."""
        uid = message.uid or uuid.uuid4().hex
        tool_calls = json.dumps(message.tool_calls) if message.tool_calls is not None else None
        row = (
            session_id,
            message.role,
            message.content,
            message.tool_call_id,
            tool_calls,
            message.tool_name,
            message.timestamp if message.timestamp is not None else time.time(),
            message.token_count,
            message.finish_reason,
            message.reasoning,
            uid,
        )

        async def attempt() -> int:
            # One statement, one trip to the connection's thread, one transaction.
            found = await self._writer.execute_fetchall(
                "INSERT INTO messages (session_id, role, content, tool_call_id, tool_calls, "
                "tool_name, timestamp, token_count, finish_reason, reasoning, message_uid) "
                "SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 "
                "WHERE EXISTS (SELECT 1 FROM sessions WHERE id = ?1) "
                "ON CONFLICT (message_uid) DO NOTHING RETURNING id",
                row,
            )
            for (message_id,) in found:
                return int(message_id)
            rows = list(
                await self._writer.execute_fetchall(
                    "SELECT id, session_id FROM messages WHERE message_uid = ?", (uid,)
                )
            )
            if not rows:
                raise StoreError(f"no session {session_id!r}")
            stored = rows[0]
            if stored[1] != session_id:
                raise StoreError(f"message {uid!r} belongs to session {stored[1]!r}")
            return int(stored[0])

        message_id = await self._retry(attempt)
        await self._wrote()
        return message_id

    async def end_session(self, session_id: str, reason: str) -> None:
        """Mark a session ended, and store its message count."""
        await self._update_session(
            session_id,
            "ended_at = ?, end_reason = ?, "
            "message_count = (SELECT count(*) FROM messages WHERE session_id = sessions.id)",
            (time.time(), reason),
        )

    async def set_title(self, session_id: str, title: str) -> None:
        await self._update_session(session_id, "title = ?", (title,))

    async def add_usage(self, session_id: str, input_tokens: int, output_tokens: int) -> None:
        """Add one call's token counts to the session's totals."""
        await self._update_session(
            session_id,
            "input_tokens = input_tokens + ?, output_tokens = output_tokens + ?",
            (input_tokens, output_tokens),
        )

    async def _update_session(
        self, session_id: str, assignments: str, values: tuple[Any, ...]
    ) -> None:
        async def attempt() -> int:
            cursor = await self._writer.execute(
                f"UPDATE sessions SET {assignments} WHERE id = ?", (*values, session_id)
            )
            return cursor.rowcount

        if await self._retry(attempt) == 0:
            raise StoreError(f"no session {session_id!r}")
        await self._wrote()

    async def delete_session(self, session_id: str) -> bool:
        """Delete a session, its messages and their index entries."""

        async def body() -> bool:
            watermark = await self._watermark(self._upkeep)
            await self._upkeep.execute(
                "INSERT INTO messages_search (messages_search, rowid, content, cjk) "
                "SELECT 'delete', id, content, cjk FROM messages_search_source "
                "WHERE session_id = ? AND id <= ?",
                (session_id, watermark),
            )
            await self._upkeep.execute("DELETE FROM messages WHERE session_id = ?", (session_id,))
            cursor = await self._upkeep.execute("DELETE FROM sessions WHERE id = ?", (session_id,))
            return cursor.rowcount > 0

        async with self._upkeep_lock:
            return await self._transaction(self._upkeep, body)

    async def _wrote(self) -> None:
        self._writes += 1
        if self._indexer is None or self._indexer.done():
            self._indexer = asyncio.get_running_loop().create_task(self._index_soon())

    # -- the search index ------------------------------------------------------------

    async def _watermark(self, connection: aiosqlite.Connection) -> int:
        cursor = await connection.execute(
            "SELECT value FROM state_meta WHERE key = ?", (WATERMARK_KEY,)
        )
        row = await cursor.fetchone()
        await cursor.close()
        return int(row[0]) if row is not None and row[0] is not None else 0

    async def _index_soon(self) -> None:
        await asyncio.sleep(self._index_delay)
        try:
            await self.index_pending()
        except StoreError as exc:  # reported by the next search or close
            logger.warning("indexing messages for search failed: %s", exc)

    async def index_pending(self) -> int:
        """Index every message not yet searchable; returns how many were indexed."""
        total = 0
        while True:
            done = await self._index_batch_once()
            total += done
            if done < self._index_batch:
                break
        if self._writes >= self._checkpoint_every:
            self._writes = 0
            async with self._upkeep_lock:
                await self._upkeep.execute("PRAGMA wal_checkpoint(PASSIVE)")
        return total

    async def _index_batch_once(self) -> int:
        async with self._upkeep_lock:
            try:
                return await self._index_rows_locked(self._index_batch)
            except sqlite3.DatabaseError as exc:
                if isinstance(exc, sqlite3.OperationalError) and _busy(exc):
                    raise
                if not _corrupt(exc):
                    raise
                await self._repair_locked(f"indexing failed: {exc}")
                return 0

    async def search(
        self, query: str, *, limit: int = 20, session_id: str | None = None
    ) -> list[SearchHit]:
        """Messages matching ``query`` (see :mod:`hermes_core.state.search`), newest
        first. Every message appended before the call is searched."""
        expression = to_match_expression(query)
        await self.index_pending()
        try:
            return await self._search(expression, limit, session_id)
        except sqlite3.DatabaseError as exc:
            if not _corrupt(exc):
                raise
            async with self._upkeep_lock:
                await self._repair_locked(f"search failed: {exc}")
            return await self._search(expression, limit, session_id)

    async def _search(self, expression: str, limit: int, session_id: str | None) -> list[SearchHit]:
        scope = "AND m.session_id = ?" if session_id else ""
        values: tuple[Any, ...] = (
            (expression, session_id, limit) if session_id else (expression, limit)
        )
        # The newest matches first: FTS5 walks postings by rowid and stops at the limit.
        sql = (
            "SELECT m.id, m.session_id, m.role, m.timestamp, "
            "snippet(messages_search, 0, '[', ']', '…', 12), s.title "
            "FROM messages_search JOIN messages m ON m.id = messages_search.rowid "
            "LEFT JOIN sessions s ON s.id = m.session_id "
            f"WHERE messages_search MATCH ? {scope} ORDER BY messages_search.rowid DESC LIMIT ?"
        )
        async with self._upkeep_lock:
            cursor = await self._upkeep.execute(sql, values)
            rows = await cursor.fetchall()
            await cursor.close()
        return [SearchHit(int(r[0]), r[1], r[2], float(r[3]), r[4] or "", r[5]) for r in rows]

    # -- reading ---------------------------------------------------------------------

    async def get_session(self, session_id: str) -> Session | None:
        rows = await self._sessions("WHERE s.id = ?", (session_id,))
        return rows[0] if rows else None

    async def list_sessions(self, *, limit: int = 50, source: str | None = None) -> list[Session]:
        """The newest sessions first."""
        where, values = ("WHERE s.source = ?", (source,)) if source else ("", ())
        return await self._sessions(f"{where} ORDER BY s.started_at DESC LIMIT ?", (*values, limit))

    async def _sessions(self, tail: str, values: tuple[Any, ...]) -> list[Session]:
        sql = (
            "SELECT s.id, s.source, s.started_at, s.title, s.model, s.cwd, s.parent_session_id, "
            "s.ended_at, s.end_reason, "
            "(SELECT count(*) FROM messages m WHERE m.session_id = s.id), "
            "coalesce(s.input_tokens, 0), coalesce(s.output_tokens, 0) "
            f"FROM sessions s {tail}"
        )
        async with self._upkeep_lock:
            cursor = await self._upkeep.execute(sql, values)
            rows = await cursor.fetchall()
            await cursor.close()
        return [Session(*row) for row in rows]

    async def messages(self, session_id: str) -> list[Message]:
        """A session's messages in order."""
        async with self._upkeep_lock:
            cursor = await self._upkeep.execute(
                "SELECT id, role, content, tool_calls, tool_call_id, tool_name, reasoning, "
                "finish_reason, token_count, timestamp, message_uid FROM messages "
                "WHERE session_id = ? ORDER BY id",
                (session_id,),
            )
            rows = await cursor.fetchall()
            await cursor.close()
        return [
            Message(
                role=r[1],
                content=r[2],
                tool_calls=json.loads(r[3]) if r[3] else None,
                tool_call_id=r[4],
                tool_name=r[5],
                reasoning=r[6],
                finish_reason=r[7],
                token_count=r[8],
                timestamp=r[9],
                uid=r[10],
                id=r[0],
                session_id=session_id,
            )
            for r in rows
        ]

    async def count_messages(self) -> int:
        async with self._upkeep_lock:
            cursor = await self._upkeep.execute("SELECT count(*) FROM messages")
            row = await cursor.fetchone()
            await cursor.close()
        return int(row[0]) if row else 0

    # -- checking and repairing ------------------------------------------------------

    async def check(self, *, full: bool = True) -> list[str]:
        """Problems found: SQLite's ``quick_check`` and the search index's integrity
        check (``full``), or a probe of the index only. Empty when all is well."""
        problems: list[str] = []
        async with self._upkeep_lock:
            if full:
                cursor = await self._upkeep.execute("PRAGMA quick_check")
                rows = [r[0] for r in await cursor.fetchall()]
                await cursor.close()
                if rows != ["ok"]:
                    problems.extend(f"database: {r}" for r in rows)
            try:
                if full:
                    await self._upkeep.execute(
                        "INSERT INTO messages_search (messages_search) VALUES ('integrity-check')"
                    )
                else:
                    await self._probe()
            except sqlite3.DatabaseError as exc:
                problems.append(f"search index: {exc}")
        return problems

    async def _probe(self) -> None:
        for expression in ('content : "e"*', 'cjk : "的"*'):
            cursor = await self._upkeep.execute(
                "SELECT count(*) FROM (SELECT rowid FROM messages_search WHERE messages_search "
                "MATCH ? ORDER BY rowid DESC LIMIT 50)",
                (expression,),
            )
            await cursor.fetchall()
            await cursor.close()

    async def _check_search_on_open(self) -> None:
        watermark = await self._watermark(self._upkeep)
        problems = await self.check(full=False)
        if not problems and watermark < _SMALL_INDEX:
            async with self._upkeep_lock:
                try:
                    await self._upkeep.execute(
                        "INSERT INTO messages_search (messages_search) VALUES ('integrity-check')"
                    )
                except sqlite3.DatabaseError as exc:
                    problems.append(f"search index: {exc}")
        if problems:
            async with self._upkeep_lock:
                await self._repair_locked("; ".join(problems))

    async def repair(self) -> str:
        """Rebuild the search index from the messages (see the module)."""
        async with self._upkeep_lock:
            return await self._repair_locked("asked for")

    async def _repair_locked(self, why: str) -> str:
        logger.warning("%s: the search index is damaged (%s); repairing it", self.path, why)
        try:
            await self._rebuild()
            done = "rebuilt the search index"
        except sqlite3.DatabaseError as exc:
            logger.warning("%s: rebuilding failed (%s); dropping the index", self.path, exc)
            await self._drop_and_recreate()
            done = "dropped and re-created the search index"
        self.repairs.append(f"{done} ({why})")
        return done

    async def _rebuild(self) -> None:
        async def body() -> None:
            await self._upkeep.execute(
                "INSERT INTO messages_search (messages_search) VALUES ('rebuild')"
            )
            await self._upkeep.execute(
                "INSERT INTO state_meta (key, value) SELECT ?, coalesce(max(id), 0) FROM messages "
                "WHERE true ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (WATERMARK_KEY,),
            )
            await self._upkeep.execute(
                "INSERT INTO messages_search (messages_search) VALUES ('integrity-check')"
            )

        await self._transaction(self._upkeep, body)

    async def _drop_and_recreate(self) -> None:
        shadows = ("data", "idx", "config", "docsize", "content")

        async def body() -> None:
            try:
                await self._upkeep.execute("DROP TABLE IF EXISTS messages_search")
            except sqlite3.DatabaseError:
                for shadow in shadows:
                    await self._upkeep.execute(f"DROP TABLE IF EXISTS messages_search_{shadow}")
                await self._upkeep.execute("PRAGMA writable_schema = ON")
                await self._upkeep.execute(
                    "DELETE FROM sqlite_master WHERE name = 'messages_search'"
                )
                await self._upkeep.execute("PRAGMA writable_schema = OFF")
            await self._upkeep.execute("DELETE FROM state_meta WHERE key = ?", (WATERMARK_KEY,))

        await self._transaction(self._upkeep, body)
        # A connection does not re-read a schema it edited by hand: start a fresh one.
        await self._upkeep.close()
        self._upkeep = await _connect(self.path)
        await _run_all(self._upkeep, SEARCH_DDL[1:])
        while await self._index_rows_locked(10_000):
            pass

    async def _index_rows_locked(self, batch: int) -> int:
        """Index up to ``batch`` messages past the watermark and move it, in one
        transaction; the upkeep lock must be held."""

        async def body() -> int:
            watermark = await self._watermark(self._upkeep)
            cursor = await self._upkeep.execute(
                "SELECT count(*), max(id) FROM (SELECT id FROM messages WHERE id > ? "
                "ORDER BY id LIMIT ?)",
                (watermark, batch),
            )
            count, highest = await cursor.fetchone() or (0, None)
            await cursor.close()
            if not count:
                return 0
            await self._upkeep.execute(
                "INSERT INTO messages_search (rowid, content, cjk) SELECT id, content, cjk "
                "FROM messages_search_source WHERE id > ? AND id <= ?",
                (watermark, highest),
            )
            await self._upkeep.execute(
                "INSERT INTO state_meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (WATERMARK_KEY, str(highest)),
            )
            return int(count)

        return await self._transaction(self._upkeep, body)


async def _connect(path: Path) -> aiosqlite.Connection:
    connection = await aiosqlite.connect(path, isolation_level=None)
    await connection.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
    await connection.execute("PRAGMA synchronous = FULL")
    await connection.execute("PRAGMA foreign_keys = OFF")
    await connection.create_function("hermes_cjk", 1, cjk_terms, deterministic=True)
    return connection


async def _journal_mode(connection: aiosqlite.Connection) -> str:
    """WAL where the file system allows it; otherwise the rollback journal."""
    try:
        cursor = await connection.execute("PRAGMA journal_mode = WAL")
        row = await cursor.fetchone()
        await cursor.close()
        mode = str(row[0]).lower() if row else "unknown"
    except sqlite3.OperationalError as exc:
        logger.warning("WAL refused (%s): using a rollback journal", exc)
        mode = "unknown"
    if mode != "wal":
        cursor = await connection.execute("PRAGMA journal_mode = DELETE")
        row = await cursor.fetchone()
        await cursor.close()
        mode = str(row[0]).lower() if row else "delete"
    return mode


async def _run_all(connection: aiosqlite.Connection, statements: Iterable[str]) -> None:
    for statement in statements:
        await connection.execute(statement)


async def _columns(connection: aiosqlite.Connection, table: str) -> set[str]:
    cursor = await connection.execute(f'PRAGMA table_info("{table}")')
    names = {row[1] for row in await cursor.fetchall()}
    await cursor.close()
    return names


async def _migrate(connection: aiosqlite.Connection) -> None:
    """Bring the file to :data:`SCHEMA_VERSION` in one ``BEGIN IMMEDIATE``
    transaction (a second process opening at the same moment waits, then finds it
    done). Columns are added where a table lacks them, whoever created it."""
    deadline = time.monotonic() + _WRITE_BUDGET_S
    while True:
        try:
            await connection.execute("BEGIN IMMEDIATE")
            break
        except sqlite3.OperationalError as exc:
            if not _busy(exc) or time.monotonic() > deadline:
                raise
            await asyncio.sleep(random.uniform(0.001, 0.01))
    try:
        await connection.execute(
            "CREATE TABLE IF NOT EXISTS state_meta (key TEXT PRIMARY KEY, value TEXT)"
        )
        cursor = await connection.execute(
            "SELECT value FROM state_meta WHERE key = ?", (VERSION_KEY,)
        )
        row = await cursor.fetchone()
        await cursor.close()
        current = int(row[0]) if row else 0
        if current > SCHEMA_VERSION:
            raise StoreError(
                f"state.db is at schema {current}, newer than this version knows "
                f"({SCHEMA_VERSION}): upgrade hermes-workbench"
            )
        for version, statements in MIGRATIONS:
            if version <= current:
                continue
            for statement in statements:
                await _apply(connection, statement)
            await connection.execute(
                "INSERT INTO state_meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (VERSION_KEY, str(version)),
            )
        await connection.commit()
    except BaseException:
        await connection.rollback()
        raise


async def _apply(connection: aiosqlite.Connection, statement: str) -> None:
    words = statement.split()
    altering = words[:2] == ["ALTER", "TABLE"] and words[3:5] == ["ADD", "COLUMN"]
    if altering and words[5] in await _columns(connection, words[2]):
        return
    if words[:3] == ["CREATE", "TABLE", "IF"]:
        await connection.execute(statement)
        await _add_missing_columns(connection, words[5], statement)
        return
    await connection.execute(statement)


async def _add_missing_columns(
    connection: aiosqlite.Connection, table: str, statement: str
) -> None:
    """Add the columns ``statement`` declares that ``table`` lacks (a file an older
    version, or Hermes Agent, created)."""
    with sqlite3.connect(":memory:") as scratch:
        scratch.execute(statement)
        declared = scratch.execute(f'PRAGMA table_info("{table}")').fetchall()
    scratch.close()
    present = await _columns(connection, table)
    for _cid, name, kind, notnull, default, _pk in declared:
        if name in present:
            continue
        clause = f'ALTER TABLE "{table}" ADD COLUMN "{name}" {kind}'
        if default is not None:
            clause += f" DEFAULT {default}"
        elif notnull:
            continue  # cannot be added to existing rows without a default
        await connection.execute(clause)
