"""The database's shape, and the migrations that bring an older file up to it.

Tables and columns are Hermes Agent's (``sessions``, ``messages``, with all of their
columns) so a ``state.db`` either program created can be read by the other; what this
store adds is separate: ``messages.message_uid`` (idempotent appends), its own search
index ``messages_search`` (never Hermes' ``messages_fts``), and its bookkeeping in
``state_meta`` under ``workbench.*`` keys. Nothing it adds needs a function a plain
SQLite reader lacks. A file Hermes created keeps its own tables,
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

# The columns of Hermes Agent 0.19.0's ``sessions`` and ``messages`` (its
# ``hermes_state.SCHEMA_SQL``), so that its readers — its read-only ``SessionDB`` among
# them, which never adds a column — work on a file this store created. ``ALTER TABLE
# ADD COLUMN`` adds any a table lacks, whoever created it; nothing is ever dropped.
_SESSIONS = """
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    source TEXT NOT NULL,
    user_id TEXT,
    session_key TEXT,
    chat_id TEXT,
    chat_type TEXT,
    thread_id TEXT,
    display_name TEXT,
    origin_json TEXT,
    expiry_finalized INTEGER DEFAULT 0,
    model TEXT,
    model_config TEXT,
    system_prompt TEXT,
    parent_session_id TEXT,
    started_at REAL NOT NULL,
    ended_at REAL,
    end_reason TEXT,
    message_count INTEGER DEFAULT 0,
    tool_call_count INTEGER DEFAULT 0,
    input_tokens INTEGER DEFAULT 0,
    output_tokens INTEGER DEFAULT 0,
    cache_read_tokens INTEGER DEFAULT 0,
    cache_write_tokens INTEGER DEFAULT 0,
    reasoning_tokens INTEGER DEFAULT 0,
    cwd TEXT,
    git_branch TEXT,
    git_repo_root TEXT,
    billing_provider TEXT,
    billing_base_url TEXT,
    billing_mode TEXT,
    estimated_cost_usd REAL,
    actual_cost_usd REAL,
    cost_status TEXT,
    cost_source TEXT,
    pricing_version TEXT,
    title TEXT,
    api_call_count INTEGER DEFAULT 0,
    handoff_state TEXT,
    handoff_platform TEXT,
    handoff_error TEXT,
    compression_failure_cooldown_until REAL,
    compression_failure_error TEXT,
    compression_fallback_streak INTEGER NOT NULL DEFAULT 0,
    profile_name TEXT,
    rewind_count INTEGER NOT NULL DEFAULT 0,
    archived INTEGER NOT NULL DEFAULT 0,
    FOREIGN KEY (parent_session_id) REFERENCES sessions(id)
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
    effect_disposition TEXT,
    timestamp REAL NOT NULL,
    token_count INTEGER,
    finish_reason TEXT,
    reasoning TEXT,
    reasoning_content TEXT,
    reasoning_details TEXT,
    codex_reasoning_items TEXT,
    codex_message_items TEXT,
    platform_message_id TEXT,
    observed INTEGER DEFAULT 0,
    active INTEGER NOT NULL DEFAULT 1,
    compacted INTEGER NOT NULL DEFAULT 0,
    api_content TEXT
)"""
_META = "CREATE TABLE IF NOT EXISTS state_meta (key TEXT PRIMARY KEY, value TEXT)"

# The search index holds its own copy of what it indexes (FTS5's inline mode), so it
# needs no view and no function: any SQLite reader can read every table and view of the
# file. Per message it indexes what Hermes Agent's ``messages_fts`` indexes (the text,
# the tool's name and the tool calls' JSON) in ``content``, and those characters' CJK
# pairs in ``cjk`` (see search.py). It is filled after the append, in batches, up to the
# watermark in ``state_meta``.
SEARCH_DDL = (
    """CREATE VIRTUAL TABLE IF NOT EXISTS messages_search USING fts5(
       content, cjk, tokenize='unicode61 remove_diacritics 2', prefix='2 3')""",
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
    (
        3,
        # Every column Hermes Agent reads (a file made by version 1 or 2 lacks most);
        # the search index without the view whose function only this store defined,
        # indexing tool names and calls too, re-filled from the first message.
        (
            _SESSIONS,
            _MESSAGES,
            "DROP VIEW IF EXISTS messages_search_source",
            "DROP TABLE IF EXISTS messages_search",
            f"DELETE FROM state_meta WHERE key = '{WATERMARK_KEY}'",
            *SEARCH_DDL,
        ),
    ),
)
SCHEMA_VERSION = MIGRATIONS[-1][0]
