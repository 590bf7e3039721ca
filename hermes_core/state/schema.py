"""The database's shape, and the migrations that bring an older file up to it.

Tables and columns are Hermes Agent's (``sessions``, ``messages``, a subset of their
columns) so a ``state.db`` either program created can be read by the other; what this
store adds is separate: ``messages.message_uid`` (idempotent appends), its own search
index ``messages_search`` (never Hermes' ``messages_fts``), and its bookkeeping in
``state_meta`` under ``workbench.*`` keys. A file Hermes created keeps its own tables,
triggers and ``schema_version``; missing columns are added, nothing is dropped.
"""

from __future__ import annotations

__all__ = [
    "COUNTED_KEY",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "SEARCH_DDL",
    "VERSION_KEY",
    "WATERMARK_KEY",
]

VERSION_KEY = "workbench.schema_version"
WATERMARK_KEY = "workbench.search_indexed_through"
# Our messages up to this id are counted in ``sessions.message_count`` and
# ``tool_call_count``, which hermes-agent keeps on every append and shows in its lists.
COUNTED_KEY = "workbench.counted_through"

# Columns this store reads and writes; ``ALTER TABLE ADD COLUMN`` adds any missing.
_SESSIONS = """
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    source TEXT NOT NULL,
    model TEXT,
    system_prompt TEXT,
    parent_session_id TEXT,
    started_at REAL NOT NULL,
    ended_at REAL,
    end_reason TEXT,
    message_count INTEGER DEFAULT 0,
    tool_call_count INTEGER DEFAULT 0,
    input_tokens INTEGER DEFAULT 0,
    output_tokens INTEGER DEFAULT 0,
    cwd TEXT,
    title TEXT
)"""
_MESSAGES = """
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT NOT NULL REFERENCES sessions(id),
    role TEXT NOT NULL,
    content TEXT,
    tool_call_id TEXT,
    tool_calls TEXT,
    tool_name TEXT,
    timestamp REAL NOT NULL,
    token_count INTEGER,
    finish_reason TEXT,
    reasoning TEXT
)"""
_META = "CREATE TABLE IF NOT EXISTS state_meta (key TEXT PRIMARY KEY, value TEXT)"

# The search index reads its rows through a view that adds the ``cjk`` column (a
# function registered on every connection of this store; see search.py). It is filled
# after the append, in batches, up to the watermark in ``state_meta``.
SEARCH_DDL = (
    """CREATE VIEW IF NOT EXISTS messages_search_source AS
       SELECT id, session_id, content, hermes_cjk(content) AS cjk FROM messages""",
    """CREATE VIRTUAL TABLE IF NOT EXISTS messages_search USING fts5(
       content, cjk, content='messages_search_source', content_rowid='id',
       tokenize='unicode61 remove_diacritics 2', prefix='2 3')""",
    # No merging inside an indexing batch: the store runs bounded merge steps of its
    # own between batches (see sqlite.py), so no write ever waits for a big merge.
    "INSERT INTO messages_search(messages_search, rank) VALUES ('automerge', 0)",
    "INSERT INTO messages_search(messages_search, rank) VALUES ('crisismerge', 200)",
)

# (version, statements). Statements may be run again on a half-migrated file.
MIGRATIONS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (
        1,
        (
            _SESSIONS,
            _MESSAGES,
            _META,
            "ALTER TABLE messages ADD COLUMN message_uid TEXT",
            "CREATE UNIQUE INDEX IF NOT EXISTS idx_messages_uid ON messages(message_uid)",
            "CREATE INDEX IF NOT EXISTS idx_messages_session ON messages(session_id, timestamp)",
            "CREATE INDEX IF NOT EXISTS idx_sessions_started ON sessions(started_at DESC)",
            *SEARCH_DDL,
        ),
    ),
    (
        2,
        # Rows written before this version are not counted (ended sessions were
        # counted exactly when they ended).
        (
            "INSERT OR IGNORE INTO state_meta (key, value) "
            f"SELECT '{COUNTED_KEY}', coalesce(max(id), 0) FROM messages",
        ),
    ),
)
SCHEMA_VERSION = MIGRATIONS[-1][0]
