"""The session store on SQLite: ``HERMES_HOME/state.db``.

Durability and concurrency. WAL (falling back to a rollback journal where the file
system refuses WAL), ``synchronous=FULL`` — a message acknowledged survives a power cut,
as in Hermes Agent. An append is one statement in its own transaction, so SQLite's
write lock is held for that statement only; other writes are ``BEGIN IMMEDIATE``
transactions. Writers take turns through a lock file and retry around writers that do
not; appends from several tasks or processes at once are committed together, one
``fsync`` for the group (see :mod:`hermes_core.state.connection`). Appends are
idempotent: a message's ``uid`` (made before the first attempt) is unique, so retrying
an append whose acknowledgement was lost cannot create a second row.

Search. The FTS5 index is not written by the append: messages are indexed in batches
(a background task shortly after appends, and always before a search, so a search sees
every message). The watermark of what is indexed lives in ``state_meta`` and moves in
the same transaction as the batch. FTS5's own merging is off; after each batch the
store runs a bounded merge step (about 64 pages) in its own short transaction, so no
write ever waits behind a big merge. Searches read postings newest first and stop at
the limit (the statements are in :mod:`hermes_core.state.index`). Checkpoints are
passive, every ``checkpoint_every`` writes of this process, on the maintenance
connection, so the appending connection never checkpoints inside a commit (its
automatic checkpoint is off); their last step runs in the writers' turn so the
write-ahead log restarts and is overwritten in place rather than grown.

Repair. On open a probe reads the index (the whole FTS5 integrity check when the file
is small); a corrupt index — then or at any later search — is rebuilt from the
messages, and if rebuilding fails, dropped and made again. Messages are never touched.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import sqlite3
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hermes_core.state import index
from hermes_core.state.connection import Connection, StoreBusyError
from hermes_core.state.migrate import columns, journal_mode, migrate
from hermes_core.state.model import Message, SearchHit, Session, StoreError
from hermes_core.state.search import QueryError, to_match_expression

__all__ = ["QueryError", "SqliteSessionStore", "StoreBusyError", "StoreError", "new_session_id"]

logger = logging.getLogger(__name__)

_SMALL_INDEX = 100_000  # indexed rows under which opening runs FTS5's integrity check
_APPEND = (
    "INSERT INTO messages (session_id, role, content, tool_call_id, tool_calls, tool_name, "
    "timestamp, token_count, finish_reason, reasoning, message_uid) "
    "SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 "
    "WHERE EXISTS (SELECT 1 FROM sessions WHERE id = ?1) "
    "ON CONFLICT (message_uid) DO NOTHING RETURNING id"
)


def new_session_id(now: float | None = None) -> str:
    """A session id in Hermes Agent's shape: ``YYYYmmdd_HHMMSS_<6 hex>``."""
    stamp = datetime.fromtimestamp(now or time.time(), UTC).strftime("%Y%m%d_%H%M%S")
    return f"{stamp}_{uuid.uuid4().hex[:6]}"


def _append_row(db: sqlite3.Connection, row: list[Any]) -> list[Any] | None:
    """Insert one message row (see ``_APPEND``) unless its uid is stored already:
    ``[id, session_id]`` of the stored message, or ``None`` when the session does not
    exist. Runs in whichever process commits the group (see
    :mod:`hermes_core.state.group`), so ``row`` has been through JSON."""
    for (message_id,) in db.execute(_APPEND, row).fetchall():
        return [int(message_id), row[0]]
    stored = db.execute(
        "SELECT id, session_id FROM messages WHERE message_uid = ?", (row[10],)
    ).fetchone()
    return [int(stored[0]), str(stored[1])] if stored else None


class SqliteSessionStore:
    """Sessions and messages in one SQLite file (see the module). Open with
    :meth:`open`; one instance per process is enough, and any number of processes may
    share the file."""

    def __init__(
        self,
        path: Path,
        writer: Connection,
        upkeep: Connection,
        reader: Connection,
        *,
        journal_mode: str,
        checkpoint_every: int,
        index_batch: int,
        index_delay: float,
    ) -> None:
        self.path = path
        self.journal_mode = journal_mode
        self._writer = writer  # appends and session rows
        self._upkeep = upkeep  # indexing, deletes, checks, repairs
        self._reader = reader  # listing, reading and searching: read-only
        self._checkpoint_every = checkpoint_every
        self._index_batch = index_batch
        self._index_delay = index_delay
        self._writes = 0
        self._indexer: asyncio.Task[None] | None = None
        self._checkpointer: asyncio.Task[None] | None = None
        self._uid_prefix = uuid.uuid4().hex[:8]
        self._uid_counter = 0
        self.repairs: list[str] = []
        self._cwd = "s.cwd"  # the SQL for a session's folder

    # -- opening and closing ---------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: Path,
        *,
        checkpoint_every: int = 200,
        index_batch: int = 128,
        index_delay: float = 0.2,
    ) -> SqliteSessionStore:
        """Open (creating or migrating) the database at ``path``."""
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = Connection(path, autocheckpoint=False, append=_append_row)
        upkeep = Connection(path, append=_append_row)  # commits appends too
        reader = Connection(path, readonly=True)
        try:
            await writer.open()
            await upkeep.open()
            mode = await writer.call(journal_mode)
            await writer.write(migrate, transaction=True)
            await reader.open()
            session_columns = await reader.call(lambda db: columns(db, "sessions"))
            store = cls(
                path,
                writer,
                upkeep,
                reader,
                journal_mode=mode,
                checkpoint_every=checkpoint_every,
                index_batch=index_batch,
                index_delay=index_delay,
            )
            if "model_config" in session_columns:
                # Hermes Agent's ACP adapter keeps a session's folder there.
                store._cwd = "coalesce(s.cwd, json_extract(s.model_config, '$.cwd'))"
            await store._check_search_on_open()
        except BaseException:
            for connection in (writer, upkeep, reader):
                await connection.close()
            raise
        return store

    async def close(self) -> None:
        """Index what is pending, then close the connections."""
        for task in (self._indexer, self._checkpointer):
            if task is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        try:
            await self.index_pending()
            await self._checkpoint()
        finally:
            for connection in (self._writer, self._upkeep, self._reader):
                await connection.close()

    async def __aenter__(self) -> SqliteSessionStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- writing ---------------------------------------------------------------------

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
        row = (session.id, source, session.started_at, title, model, cwd, parent_session_id)

        def insert(db: sqlite3.Connection) -> None:
            db.execute(
                "INSERT INTO sessions (id, source, started_at, title, model, cwd, "
                "parent_session_id, system_prompt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (*row, system_prompt),
            )

        try:
            await self._writer.write(insert, transaction=False)
        except sqlite3.IntegrityError as exc:
            raise StoreError(f"a session {session.id!r} exists already") from exc
        self._wrote()
        return session

    def _new_uid(self) -> str:
        """A message uid: time first, so the unique index grows at its right edge; then
        this store's random prefix and a counter (no clash across processes)."""
        self._uid_counter += 1
        return f"{time.time_ns():016x}{self._uid_prefix}{self._uid_counter:x}"

    async def append(self, session_id: str, message: Message) -> int:
        """Store ``message`` in ``session_id``; returns its id. Idempotent by
        ``message.uid`` (one is made when missing: pass your own to retry safely)."""
        uid = message.uid or self._new_uid()
        row = [
            session_id,
            message.role,
            message.content,
            message.tool_call_id,
            json.dumps(message.tool_calls) if message.tool_calls is not None else None,
            message.tool_name,
            message.timestamp if message.timestamp is not None else time.time(),
            message.token_count,
            message.finish_reason,
            message.reasoning,
            uid,
        ]

        found = await self._writer.append(row)
        if found is None:
            raise StoreError(f"no session {session_id!r}")
        message_id, owner = found
        if owner != session_id:
            raise StoreError(f"message {uid!r} belongs to session {owner!r}")
        self._wrote()
        return int(message_id)

    async def end_session(self, session_id: str, reason: str) -> None:
        """Mark a session ended (its counts brought up to date first)."""
        await self.index_pending()
        await self._update_session(
            session_id, "ended_at = ?, end_reason = ?", (time.time(), reason)
        )

    async def set_title(self, session_id: str, title: str) -> None:
        await self._update_session(session_id, "title = ?", (title,))

    async def add_usage(self, session_id: str, input_tokens: int, output_tokens: int) -> None:
        """Add one call's token counts to the session's totals."""
        await self._update_session(
            session_id,
            "input_tokens = coalesce(input_tokens, 0) + ?, "
            "output_tokens = coalesce(output_tokens, 0) + ?",
            (input_tokens, output_tokens),
        )

    async def _update_session(
        self, session_id: str, assignments: str, values: tuple[Any, ...]
    ) -> None:
        def update(db: sqlite3.Connection) -> int:
            sql = f"UPDATE sessions SET {assignments} WHERE id = ?"
            return db.execute(sql, (*values, session_id)).rowcount

        if await self._writer.write(update, transaction=False) == 0:
            raise StoreError(f"no session {session_id!r}")
        self._wrote()

    async def delete_session(self, session_id: str) -> bool:
        """Delete a session, its messages and their index entries."""

        def delete(db: sqlite3.Connection) -> bool:
            index.forget_session(db, session_id)
            db.execute("DELETE FROM messages WHERE session_id = ?", (session_id,))
            return db.execute("DELETE FROM sessions WHERE id = ?", (session_id,)).rowcount > 0

        return await self._upkeep.write(delete, transaction=True)

    def _wrote(self) -> None:
        self._writes += 1
        loop = asyncio.get_running_loop()
        if self._writes >= self._checkpoint_every and (
            self._checkpointer is None or self._checkpointer.done()
        ):
            self._writes = 0
            self._checkpointer = loop.create_task(self._checkpoint())
        if self._indexer is None or self._indexer.done():
            self._indexer = loop.create_task(self._index_soon())

    # -- the search index ------------------------------------------------------------

    async def _index_soon(self) -> None:
        await asyncio.sleep(self._index_delay)
        try:
            await self.index_pending()
        except (StoreError, sqlite3.Error) as exc:  # the next search or close reports it
            logger.warning("indexing messages for search failed: %s", exc)

    async def index_pending(self) -> int:
        """Index every message not yet searchable; returns how many were indexed."""
        total = 0
        while True:
            try:
                # Made outside the write transaction: the writers' lock is held only
                # for the insert itself.
                prepared = await self._upkeep.call(
                    lambda db: index.prepare_batch(db, self._index_batch)
                )
                stored = await self._upkeep.write(
                    functools.partial(index.store_batch, prepared=prepared), transaction=True
                )
                if stored is None:  # another process indexed meanwhile: read again
                    continue
                done = stored
            except sqlite3.DatabaseError as exc:
                if isinstance(exc, sqlite3.OperationalError) and not index.corrupt(exc):
                    raise
                if not index.corrupt(exc):
                    raise
                await self._repair(f"indexing failed: {exc}")
                continue
            total += done
            if done:
                # A bounded step of segment merging, in its own short transaction.
                await self._upkeep.write(index.merge_step, transaction=True)
            if done < self._index_batch:
                break
        return total

    async def _checkpoint(self) -> None:
        """Copy the write-ahead log into the database, so that the log starts again
        from its beginning. Passive (never waits for SQLite's locks), in two steps:
        the bulk while others append; then, in the writers' turn, the few frames
        appended meanwhile. Only a log copied to its end restarts — and a restarted log
        is overwritten in place, which makes each commit's ``fsync`` about half as
        expensive as one that grows the file (the file size need not be journalled)."""

        def passive(db: sqlite3.Connection) -> None:
            db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

        try:
            await self._upkeep.call(passive)
            await self._upkeep.write(passive, transaction=False)
        except (sqlite3.Error, StoreBusyError) as exc:
            logger.warning("checkpoint failed: %s", exc)

    async def search(
        self, query: str, *, limit: int = 20, session_id: str | None = None
    ) -> list[SearchHit]:
        """Messages matching ``query`` (see :mod:`hermes_core.state.search`), newest
        first. Every message appended before the call is searched."""
        expression = to_match_expression(query)
        await self.index_pending()
        try:
            return await self._reader.call(
                lambda db: index.search(db, expression, limit, session_id)
            )
        except sqlite3.DatabaseError as exc:
            if not index.corrupt(exc):
                raise
            await self._repair(f"search failed: {exc}")
            return await self._reader.call(
                lambda db: index.search(db, expression, limit, session_id)
            )

    # -- reading ---------------------------------------------------------------------

    async def get_session(self, session_id: str) -> Session | None:
        rows = await self._sessions("WHERE s.id = ?", (session_id,))
        return rows[0] if rows else None

    async def list_sessions(
        self,
        *,
        limit: int = 50,
        source: str | None = None,
        cwd: str | None = None,
        before: tuple[float, str] | None = None,
        with_cwd: bool = False,
        with_messages: bool = False,
    ) -> list[Session]:
        """The newest sessions first. ``cwd`` keeps those started in that folder;
        ``before`` — a ``(started_at, id)`` of a session listed earlier — pages on after
        it; ``with_cwd`` keeps only sessions whose folder is known, ``with_messages``
        only those with a message."""
        clauses: list[str] = []
        values: list[Any] = []
        if source:
            clauses.append("s.source = ?")
            values.append(source)
        if cwd is not None:
            clauses.append(f"{self._cwd} = ?")
            values.append(cwd)
        elif with_cwd:
            clauses.append(f"{self._cwd} IS NOT NULL AND {self._cwd} != ''")
        if with_messages:
            clauses.append("EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.id)")
        if before is not None:
            clauses.append("(s.started_at < ? OR (s.started_at = ? AND s.id < ?))")
            values.extend((before[0], before[0], before[1]))
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        return await self._sessions(
            f"{where} ORDER BY s.started_at DESC, s.id DESC LIMIT ?", (*values, limit)
        )

    async def _sessions(self, tail: str, values: tuple[Any, ...]) -> list[Session]:
        sql = (
            f"SELECT s.id, s.source, s.started_at, s.title, s.model, {self._cwd}, "
            "s.parent_session_id, "
            "s.ended_at, s.end_reason, "
            "(SELECT count(*) FROM messages m WHERE m.session_id = s.id), "
            "coalesce(s.input_tokens, 0), coalesce(s.output_tokens, 0), "
            "(SELECT max(m.timestamp) FROM messages m WHERE m.session_id = s.id) "
            f"FROM sessions s {tail}"
        )
        rows = await self._reader.call(lambda db: db.execute(sql, values).fetchall())
        return [Session(*row) for row in rows]

    async def messages(self, session_id: str, *, last: int | None = None) -> list[Message]:
        """A session's messages in order; only its ``last`` ones when given (read
        without reading the rest)."""
        select = (
            "SELECT id, role, content, tool_calls, tool_call_id, tool_name, reasoning, "
            "finish_reason, token_count, timestamp, message_uid FROM messages "
            "WHERE session_id = ?"
        )
        query = f"{select} ORDER BY id"
        parameters: tuple[str | int, ...] = (session_id,)
        if last is not None:
            query = f"SELECT * FROM ({select} ORDER BY id DESC LIMIT ?) ORDER BY id"
            parameters = (session_id, max(last, 0))
        rows = await self._reader.call(lambda db: db.execute(query, parameters).fetchall())
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

    async def count_messages(self, session_id: str | None = None) -> int:
        """How many messages the store holds (one session's, when given)."""
        query = "SELECT count(*) FROM messages"
        parameters: tuple[str, ...] = ()
        if session_id is not None:
            query, parameters = f"{query} WHERE session_id = ?", (session_id,)
        row = await self._reader.call(lambda db: db.execute(query, parameters).fetchone())
        return int(row[0])

    # -- checking and repairing ------------------------------------------------------

    async def check(self, *, full: bool = True) -> list[str]:
        """Problems found: SQLite's ``quick_check`` and the search index's integrity
        check (``full``), or a probe of the index only. Empty when all is well."""
        return await self._upkeep.call(lambda db: index.check(db, full))

    async def _check_search_on_open(self) -> None:
        def probe(db: sqlite3.Connection) -> list[str]:
            problems = index.check(db, full=False)
            if not problems and index.watermark(db) < _SMALL_INDEX:
                problems = index.integrity(db)
            return problems

        problems = await self._upkeep.call(probe)
        if problems:
            await self._repair("; ".join(problems))

    async def repair(self) -> str:
        """Rebuild the search index from the messages (see the module)."""
        return await self._repair("asked for")

    async def _repair(self, why: str) -> str:
        logger.warning("%s: the search index is damaged (%s); repairing it", self.path, why)
        try:
            await self._upkeep.write(index.rebuild, transaction=True)
            done = "rebuilt the search index"
        except sqlite3.DatabaseError as exc:
            logger.warning("%s: rebuilding failed (%s); dropping the index", self.path, exc)
            await self._upkeep.write(index.drop_search, transaction=True)
            # A connection does not re-read a schema it edited by hand: start afresh.
            await self._upkeep.reconnect()
            await self._reader.reconnect()
            await self._upkeep.write(index.create_search, transaction=True)
            while await self._upkeep.write(
                lambda db: index.index_batch(db, 10_000), transaction=True
            ):
                pass
            done = "dropped and re-created the search index"
        self.repairs.append(f"{done} ({why})")
        return done
