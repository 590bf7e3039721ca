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
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import random
import sqlite3
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

from hermes_core.errors import HermesError

__all__ = ["BUSY_TIMEOUT_MS", "WRITE_BUDGET_S", "Connection", "StoreBusyError", "is_busy"]

T = TypeVar("T")

BUSY_TIMEOUT_MS = 50
WRITE_BUDGET_S = 10.0


class StoreBusyError(HermesError):
    """Other writers held the database for longer than the write budget."""


def is_busy(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite saying another connection holds a lock."""
    if not isinstance(exc, sqlite3.OperationalError):
        return False
    text = str(exc).lower()
    return "locked" in text or "busy" in text


class Connection:
    """A ``sqlite3`` connection used only from its own thread."""

    def __init__(
        self,
        path: Path,
        functions: dict[str, Callable[[str | None], str]],
        *,
        autocheckpoint: bool = True,
    ) -> None:
        self.path = path
        self._autocheckpoint = autocheckpoint
        self._functions = functions
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="hermes-state")
        self._db: sqlite3.Connection | None = None
        self._turns = -1

    async def open(self) -> None:
        await self.call(lambda _db: None)

    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(
            self.path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_MS / 1000
        )
        db.execute("PRAGMA synchronous = FULL")
        if not self._autocheckpoint:
            db.execute("PRAGMA wal_autocheckpoint = 0")
        for name, function in self._functions.items():
            db.create_function(name, 1, function, deterministic=True)
        self._turns = os.open(
            self.path.with_name(self.path.name + "-writers.lock"), os.O_RDWR | os.O_CREAT, 0o600
        )
        return db

    def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        if self._db is None:
            self._db = self._connect()
        return work(self._db)

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
        try:
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
        finally:
            fcntl.flock(self._turns, fcntl.LOCK_UN)

    async def reconnect(self) -> None:
        """A fresh connection (one that edited the schema by hand does not re-read it)."""

        def again(db: sqlite3.Connection) -> None:
            db.close()
            os.close(self._turns)
            self._db = self._connect()

        await self.call(again)

    async def close(self) -> None:
        def shut(db: sqlite3.Connection) -> None:
            db.close()
            os.close(self._turns)
            self._db = None

        if self._db is not None:
            await self.call(shut)
        self._thread.shutdown(wait=True)
