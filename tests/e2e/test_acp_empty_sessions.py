"""An editor makes a session for every "New chat": one nobody prompted in is not kept
when it is closed or when the agent exits (``hermes sessions list`` would show each as an
empty, untitled session); one that was prompted in stays. Official ACP Python SDK
client, real subprocess, real state.db."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from acp import text_block

from tests.acp.schema import AcpSchema
from tests.core.agent.scripted import ScriptedServer, text_reply
from tests.e2e.acp_support import TIMEOUT, RecordingClient, agent


def _stored(home: Path) -> set[str]:
    with sqlite3.connect(home / "state.db") as db:
        found = {row[0] for row in db.execute("SELECT id FROM sessions")}
    db.close()
    return found


async def test_sessions_nobody_prompted_in_are_not_kept(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    client = RecordingClient()
    server.reply(text_reply("Hi."))
    async with agent(acp_home, tmp_path, acp_schema, client) as conn:
        used = await asyncio.wait_for(conn.new_session(cwd=str(tmp_path)), TIMEOUT)
        closed = await asyncio.wait_for(conn.new_session(cwd=str(tmp_path)), TIMEOUT)
        left = await asyncio.wait_for(conn.new_session(cwd=str(tmp_path)), TIMEOUT)
        answer = await asyncio.wait_for(
            conn.prompt(session_id=used.session_id, prompt=[text_block("Hello")]), TIMEOUT
        )
        assert answer.stop_reason == "end_turn"
        await asyncio.wait_for(conn.close_session(session_id=closed.session_id), TIMEOUT)
        assert closed.session_id not in _stored(acp_home)  # gone as soon as it is closed
        assert left.session_id in _stored(acp_home)  # still open in the editor
    assert _stored(acp_home) == {used.session_id}  # the agent exited
    assert acp_schema.errors == []
