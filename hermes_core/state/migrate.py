"""Opening a file: the journal mode (WAL where the file system allows it) and the
migrations that bring any ``state.db`` — ours at an older version, or Hermes Agent's —
to :data:`~hermes_core.state.schema.SCHEMA_VERSION`."""

from __future__ import annotations

import logging
import sqlite3

from hermes_core.state.index import SET_META
from hermes_core.state.model import StoreError
from hermes_core.state.schema import MIGRATIONS, SCHEMA_VERSION, VERSION_KEY

__all__ = ["journal_mode", "migrate"]

logger = logging.getLogger(__name__)


def journal_mode(db: sqlite3.Connection) -> str:
    """WAL where the file system allows it; otherwise the rollback journal."""
    try:
        mode = str(db.execute("PRAGMA journal_mode = WAL").fetchone()[0]).lower()
    except sqlite3.OperationalError as exc:
        logger.warning("WAL refused (%s): using a rollback journal", exc)
        mode = "refused"
    if mode != "wal":
        mode = str(db.execute("PRAGMA journal_mode = DELETE").fetchone()[0]).lower()
    return mode


def columns(db: sqlite3.Connection, table: str) -> set[str]:
    """The column names of ``table``."""
    return {row[1] for row in db.execute(f'PRAGMA table_info("{table}")').fetchall()}


def migrate(db: sqlite3.Connection) -> None:
    """Bring the file to :data:`SCHEMA_VERSION` (inside the caller's ``BEGIN
    IMMEDIATE``: a second process opening at the same moment waits, then finds it
    done). Columns are added where a table lacks them, whoever created it."""
    db.execute("CREATE TABLE IF NOT EXISTS state_meta (key TEXT PRIMARY KEY, value TEXT)")
    row = db.execute("SELECT value FROM state_meta WHERE key = ?", (VERSION_KEY,)).fetchone()
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
            _apply(db, statement)
        db.execute(SET_META, (VERSION_KEY, str(version)))


def _apply(db: sqlite3.Connection, statement: str) -> None:
    words = statement.split()
    altering = words[:2] == ["ALTER", "TABLE"] and words[3:5] == ["ADD", "COLUMN"]
    if altering and words[5] in columns(db, words[2]):
        return
    db.execute(statement)
    if words[:3] == ["CREATE", "TABLE", "IF"]:
        _add_missing_columns(db, words[5], statement)


def _add_missing_columns(db: sqlite3.Connection, table: str, statement: str) -> None:
    """Add the columns ``statement`` declares that ``table`` lacks (a file an older
    version, or Hermes Agent, created)."""
    scratch = sqlite3.connect(":memory:")
    try:
        scratch.execute(statement)
        declared = scratch.execute(f'PRAGMA table_info("{table}")').fetchall()
    finally:
        scratch.close()
    present = columns(db, table)
    for _cid, name, kind, notnull, default, _pk in declared:
        if name in present:
            continue
        clause = f'ALTER TABLE "{table}" ADD COLUMN "{name}" {kind}'
        if default is not None:
            clause += f" DEFAULT {default}"
        elif notnull:
            continue  # cannot be added to existing rows without a default
        db.execute(clause)
