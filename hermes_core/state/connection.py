"""One SQLite connection with its own thread, for asyncio callers, and the rules every
write follows.

Why not aiosqlite (the library ARCHITECTURE.md names): it hops to its thread once per
statement, so a transaction holds SQLite's write lock across several hops, and nothing
can run in the same hop as the statement. Here a whole unit of work — take this
process's turn among writers, ``BEGIN IMMEDIATE``, the statements, ``COMMIT``, give the
turn back — is one call in the connection's thread.

Writers' turns: an exclusive ``flock`` on ``<db>-writers.lock``. Waiting writers queue in
the kernel and wake when the lock is released, instead of sleeping blind in SQLite's
busy handler (whose back-off lets the holder take the lock again and again: 1 s stalls
with four processes). A writer that does not use the lock (Hermes Agent itself, say)
is met with a short busy timeout and retries after a random few milliseconds, within a
time budget.

Appends are committed in groups: rows queued in this process at the same moment share a
transaction, and a process that finds the turn taken hands its rows to the one holding
it, which commits them with its own (:mod:`hermes_core.state.group`). One ``fsync``
then acknowledges several rows; each is still acknowledged only once it is on disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import random
import sqlite3
import threading
import time
import urllib.parse
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from hermes_core.errors import HermesError
from hermes_core.state.group import Listener, Rendezvous

__all__ = ["BUSY_TIMEOUT_MS", "WRITE_BUDGET_S", "Connection", "StoreBusyError", "is_busy"]

T = TypeVar("T")

logger = logging.getLogger(__name__)

# Databases whose writers' turn a connection of this process holds now: finding the turn
# taken by one of our own connections (the indexer, say) is not another process writing.
_HELD: set[str] = set()

BUSY_TIMEOUT_MS = 50
WRITE_BUDGET_S = 10.0
LEAD_FOR_S = 0.02  # a leader gives the turn back after this, so other writes get theirs
CROWDED_FOR_S = 1.0  # how long after seeing another process write we expect more
_AFTER_TERM_S = 0.0003  # and waits this long before trying to lead again


class StoreBusyError(HermesError):
    """Other writers held the database for longer than the write budget."""


def is_busy(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite saying another connection holds a lock."""
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    text = str(exc).lower()
    return "locked" in text or "busy" in text


@dataclass(frozen=True, slots=True)
class _Failure:
    """One row's error inside a group's transaction (the others still commit)."""

    error: BaseException


@dataclass(frozen=True, slots=True)
class _Queued:
    row: Any
    future: asyncio.Future[Any]
    loop: asyncio.AbstractEventLoop

    def settle(self, result: Any, error: BaseException | None) -> None:
        def done() -> None:
            if self.future.done():  # the caller was cancelled
                return
            if error is not None:
                self.future.set_exception(error)
            else:
                self.future.set_result(result)

        with contextlib.suppress(RuntimeError):  # the caller's loop is closed
            self.loop.call_soon_threadsafe(done)


def _apply_one(
    apply: Callable[[sqlite3.Connection, Any], Any], db: sqlite3.Connection, row: Any
) -> Any:
    """``apply(db, row)``; a row SQLite refuses (a constraint, a bad value) fails alone,
    the statement undone by SQLite, the transaction going on."""
    try:
        return apply(db, row)
    except (sqlite3.IntegrityError, sqlite3.InterfaceError, sqlite3.ProgrammingError) as exc:
        return _Failure(exc)


def _try_lock(fd: int) -> bool:
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _settle_all(committed: list[tuple[_Queued, Any]]) -> None:
    for item, result in committed:
        if isinstance(result, _Failure):
            item.settle(None, result.error)
        else:
            item.settle(result, None)


def _wire(result: Any) -> Any:
    return {"failed": str(result.error)} if isinstance(result, _Failure) else result


def _failed(answer: Any) -> bool:
    return isinstance(answer, dict) and "failed" in answer


class Connection:
    """A ``sqlite3`` connection used only from its own thread."""

    def __init__(
        self,
        path: Path,
        *,
        autocheckpoint: bool = True,
        append: Callable[[sqlite3.Connection, Any], Any] | None = None,
        group: bool = True,
        readonly: bool = False,
    ) -> None:
        self.path = path
        self._readonly = readonly  # for reading only: opened with ``mode=ro``
        self._autocheckpoint = autocheckpoint
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="hermes-state")
        self._db: sqlite3.Connection | None = None
        self._turns = -1
        self._apply = append
        self._group = group  # commit with other processes' writers (where the system allows)
        self._rendezvous: Rendezvous | None = None
        self._queue_lock = threading.Lock()
        self._queue: list[_Queued] = []
        self._draining = False
        self._crowded_until = 0.0  # other processes were writing until then
        self._key = str(path.resolve())

    def _crowded(self) -> bool:
        return time.monotonic() < self._crowded_until

    async def open(self) -> None:
        await self.call(lambda _db: None)

    def _connect(self) -> sqlite3.Connection:
        timeout = BUSY_TIMEOUT_MS / 1000
        if self._readonly:
            target = f"file:{urllib.parse.quote(str(self.path.resolve()))}?mode=ro"
            db = sqlite3.connect(
                target, uri=True, isolation_level=None, check_same_thread=False, timeout=timeout
            )
        else:
            db = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=timeout
            )
            db.execute("PRAGMA synchronous = FULL")
            if not self._autocheckpoint:
                db.execute("PRAGMA wal_autocheckpoint = 0")
            self._turns = os.open(
                self.path.with_name(self.path.name + "-writers.lock"), os.O_RDWR | os.O_CREAT, 0o600
            )
        return db

    def _release(self, db: sqlite3.Connection) -> None:
        db.close()
        if self._turns >= 0:
            os.close(self._turns)
            self._turns = -1

    def _opened(self) -> sqlite3.Connection:
        if self._db is None:
            self._db = self._connect()
            if self._group and self._apply is not None:
                self._rendezvous = Rendezvous.for_database(self.path)
        return self._db

    def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        return work(self._opened())

    async def call(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work(connection)`` in the connection's thread."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._thread, self._run, work)

    async def write(self, work: Callable[[sqlite3.Connection], T], *, transaction: bool) -> T:
        """Run ``work`` as a write, in this process's turn among writers: in one
        ``BEGIN IMMEDIATE`` transaction, or (``transaction=False``) as the single
        statement it is. Retried while another writer holds SQLite's lock."""
        return await self.call(lambda db: self._write(db, work, transaction))

    def _write(
        self, db: sqlite3.Connection, work: Callable[[sqlite3.Connection], T], transaction: bool
    ) -> T:
        fcntl.flock(self._turns, fcntl.LOCK_EX)
        _HELD.add(self._key)
        try:
            listener = self._rendezvous.lead() if self._rendezvous is not None else None
            try:
                result = self._attempt(db, work, transaction)
                if listener is not None:  # appends that came meanwhile: commit them now
                    self._lead(db, [], listener)
                return result
            finally:
                if listener is not None:
                    listener.close()
        finally:
            _HELD.discard(self._key)
            fcntl.flock(self._turns, fcntl.LOCK_UN)

    def _attempt(
        self, db: sqlite3.Connection, work: Callable[[sqlite3.Connection], T], transaction: bool
    ) -> T:
        """Run ``work`` (holding the turn), retrying while a writer that does not take
        turns holds SQLite's lock."""
        deadline = time.monotonic() + WRITE_BUDGET_S
        pause = 0.001
        while True:
            try:
                if not transaction:
                    return work(db)
                db.execute("BEGIN IMMEDIATE")
                try:
                    result = work(db)
                except BaseException:
                    db.rollback()
                    raise
                db.commit()
                return result
            except sqlite3.OperationalError as exc:
                if not is_busy(exc):
                    raise
                if time.monotonic() > deadline:
                    raise StoreBusyError(
                        f"{self.path}: other writers held the database for over "
                        f"{WRITE_BUDGET_S:.0f} s"
                    ) from exc
                time.sleep(random.uniform(pause / 2, pause))
                pause = min(pause * 2, 0.05)

    # -- appends, committed in groups --------------------------------------------------

    async def append(self, row: Any) -> Any:
        """Write ``row`` with the connection's ``append`` function; rows queued at the
        same time, here and in other processes, share one transaction (see
        :mod:`hermes_core.state.group`). The function must be idempotent."""
        rendezvous = self._rendezvous
        if rendezvous is not None and self._crowded() and not self._draining:
            # Another process may be committing right now: hand it the row directly.
            answers = await rendezvous.follow_async([row], WRITE_BUDGET_S)
            if answers is not None and not _failed(answers[0]):
                return answers[0]
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        with self._queue_lock:
            self._queue.append(_Queued(row, future, loop))
            start = not self._draining
            self._draining = True
        if start:
            loop.run_in_executor(self._thread, self._drain)
        return await future

    def _drain(self) -> None:
        while True:
            with self._queue_lock:
                items, self._queue = self._queue, []
                if not items:
                    self._draining = False
                    return
            try:
                self._commit_group(self._opened(), items)
            except Exception as exc:  # every queued caller hears of it
                if not isinstance(exc, sqlite3.Error | OSError | HermesError):
                    logger.exception("appending to %s failed", self.path)
                for item in items:
                    item.settle(None, exc)

    def _commit_group(self, db: sqlite3.Connection, items: list[_Queued]) -> None:
        rendezvous = self._rendezvous
        if rendezvous is None:
            fcntl.flock(self._turns, fcntl.LOCK_EX)
        elif not _try_lock(self._turns):
            if self._key not in _HELD:  # another process holds the turn
                self._crowded_until = time.monotonic() + CROWDED_FOR_S
            if self._follow_or_take_turn(rendezvous, items):
                return
        _HELD.add(self._key)
        try:
            # Writing alone, a process does not offer to commit for others: a newcomer
            # finds the turn taken, and from then on both do.
            crowded = rendezvous is not None and self._crowded()
            listener = rendezvous.lead() if rendezvous is not None and crowded else None
            try:
                spent = self._lead(db, items, listener)
            finally:
                if listener is not None:
                    if listener.served:
                        self._crowded_until = time.monotonic() + CROWDED_FOR_S
                    listener.close()
        finally:
            _HELD.discard(self._key)
            fcntl.flock(self._turns, fcntl.LOCK_UN)
        if spent:  # let a writer that waited for the turn take it before we try again
            time.sleep(_AFTER_TERM_S)

    def _follow_or_take_turn(self, rendezvous: Rendezvous, items: list[_Queued]) -> bool:
        """Hand ``items`` to the leader (``True``: settled), or take the writers' turn
        (``False``). Not a blocking ``flock``: a writer asleep in the kernel's queue
        could not follow the leaders that come and go meanwhile, and would wait for a
        turn it then loses to them, again and again."""
        rows = [item.row for item in items]
        pause = 0.0002
        while True:
            if _try_lock(self._turns):
                return False
            answers = rendezvous.follow(rows, WRITE_BUDGET_S)
            if answers is not None:
                if any(_failed(a) for a in answers):  # hear SQLite's refusal first-hand
                    fcntl.flock(self._turns, fcntl.LOCK_EX)
                    return False
                for item, answer in zip(items, answers, strict=True):
                    item.settle(answer, None)
                return True
            # The turn is held for other work (indexing, a session row): a moment.
            time.sleep(random.uniform(pause / 2, pause))
            pause = min(pause * 2, 0.002)

    def _lead(
        self, db: sqlite3.Connection, items: list[_Queued], listener: Listener | None
    ) -> bool:
        """Commit rounds of rows — ours and other processes' — one transaction each,
        while more keep coming, for at most ``LEAD_FOR_S`` (then ``True``: the term
        ran out).

        Other processes hear first, as soon as their rows are on disk. Our own callers
        hear just before the next round's commit: waking this process's event loop
        makes it compete with this thread for the GIL, which the commit's ``fsync``
        gives up."""
        assert self._apply is not None
        apply = self._apply
        until = time.monotonic() + LEAD_FOR_S
        followers = listener.take() if listener is not None else []
        committed: list[tuple[_Queued, Any]] = []
        if not items and not followers:
            return False
        try:
            while True:
                rows = [item.row for item in items]
                for follower in followers:
                    rows.extend(follower.rows)

                def commit(db: sqlite3.Connection, rows: list[Any] = rows) -> list[Any]:
                    return [_apply_one(apply, db, row) for row in rows]

                _settle_all(committed)
                committed = []
                try:
                    results = self._attempt(db, commit, transaction=True)
                except Exception as exc:
                    if not isinstance(exc, sqlite3.Error | OSError | HermesError):
                        logger.exception("appending to %s failed", self.path)
                    committed = [(item, _Failure(exc)) for item in items]
                    for follower in followers:
                        follower.dismiss()
                    return False
                offset = len(items)
                for follower in followers:
                    part = results[offset : offset + len(follower.rows)]
                    offset += len(follower.rows)
                    follower.answer([_wire(r) for r in part])
                committed = list(zip(items, results, strict=False))
                if time.monotonic() > until:
                    return True
                with self._queue_lock:
                    items, self._queue = self._queue, []
                followers = listener.take() if listener is not None else []
                if not items and not followers:
                    return False
        finally:
            _settle_all(committed)

    async def reconnect(self) -> None:
        """A fresh connection (one that edited the schema by hand does not re-read it)."""

        def again(db: sqlite3.Connection) -> None:
            self._release(db)
            self._db = self._connect()

        await self.call(again)

    async def close(self) -> None:
        if self._rendezvous is not None:
            self._rendezvous.close()

        def shut(db: sqlite3.Connection) -> None:
            self._release(db)
            self._db = None

        if self._db is not None:
            await self.call(shut)
        self._thread.shutdown(wait=True)
