"""Regenerate ``hermes-0.19.0/state.db``: a session database written by hermes-agent
0.19.0's own ``SessionDB``.

Run with hermes-agent 0.19.0's interpreter (the benchmarks' peer venv), from a folder
outside this repository:

    cd /tmp && /path/to/repo/benchmarks/.peers/hermes-agent-0.19.0/bin/python -I \\
        /path/to/repo/tests/data/compat/regenerate_state.py

Three sessions: a CLI chat with a tool call and its result, a titled Telegram session
in Chinese with token counts, and an ended child session. ``tests/core/state/
test_state_compat.py`` opens a copy with our store.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import tempfile
from pathlib import Path

TARGET = Path(__file__).resolve().parent / "hermes-0.19.0" / "state.db"


def main() -> None:
    from hermes_state import SessionDB

    work = Path(tempfile.mkdtemp(prefix="hermes-state-compat-"))
    db = SessionDB(db_path=work / "state.db")
    db.create_session("20260101_090000_aaaaaa", "cli", model="gpt-test")
    db.append_message("20260101_090000_aaaaaa", "user", "Please deploy the staging server")
    db.append_message(
        "20260101_090000_aaaaaa",
        "assistant",
        "Checking the deployment first.",
        tool_calls=[
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "terminal", "arguments": json.dumps({"command": "ls"})},
            }
        ],
        finish_reason="tool_calls",
    )
    db.append_message(
        "20260101_090000_aaaaaa", "tool", "deploy.sh README.md", tool_call_id="call_1",
        tool_name="terminal",
    )
    db.append_message("20260101_090000_aaaaaa", "assistant", "The staging server is deployed.")
    db.create_session("20260102_100000_bbbbbb", "telegram")
    db.set_session_title("20260102_100000_bbbbbb", "数据库迁移")
    db.append_message("20260102_100000_bbbbbb", "user", "请帮我检查数据库的配置")
    db.append_message("20260102_100000_bbbbbb", "assistant", "数据库配置没有问题。")
    db.update_token_counts("20260102_100000_bbbbbb", input_tokens=120, output_tokens=45)
    db.create_session(
        "20260103_110000_cccccc", "cli", parent_session_id="20260101_090000_aaaaaa"
    )
    db.append_message("20260103_110000_cccccc", "user", "Summarise yesterday's deployment")
    db.end_session("20260103_110000_cccccc", "user_exit")
    db.close()
    raw = sqlite3.connect(work / "state.db")
    raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    raw.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
    raw.close()
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(work / "state.db", TARGET)
    shutil.rmtree(work)
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
