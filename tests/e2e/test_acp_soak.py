"""A soak of ``hermes acp``: 500 prompts across 5 sessions of one agent process, driven by
the official Python SDK client, with cancels at random moments and random answers to
permission requests (allow, allow always, reject, reject always, cancelled, and now and
then no answer until the cancel). The scripted model streams slowly, asks for file
edits and commands, and answers.

Whatever happened, afterwards: every prompt answered with one of the five stop reasons,
every tool call the client was shown finished (``completed`` or ``failed``), and every
message on the wire valid against the official ACP schema.
"""

from __future__ import annotations

import asyncio
import itertools
import random
from pathlib import Path
from typing import Any

from acp import text_block

from tests.acp.schema import AcpSchema
from tests.core.agent.scripted import Pause, Reply, ScriptedServer, openai_sse
from tests.e2e.acp_support import RecordingClient, agent

SESSIONS = 5
PROMPTS = 100  # per session
STOPS = {"end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled"}
_ids = itertools.count()


def _text(*pieces: str, pause: float) -> Reply:
    chunks: list[bytes | Pause] = []
    for piece in pieces:
        chunks.extend(
            openai_sse(
                {"choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]},
                done=False,
            )
        )
        chunks.append(Pause(pause))
    chunks.extend(
        openai_sse(
            {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
            {"choices": [], "usage": {"prompt_tokens": 20, "completion_tokens": 3}},
        )
    )
    return Reply(parts=chunks)


def _tool(name: str, arguments: dict[str, Any], pause: float) -> Reply:
    import json

    call = {
        "index": 0,
        "id": f"call-{next(_ids)}",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }
    return Reply(
        parts=[
            Pause(pause),
            *openai_sse(
                {"choices": [{"index": 0, "delta": {"tool_calls": [call]}, "finish_reason": None}]},
                {"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]},
            ),
        ]
    )


def responder(body: dict[str, Any]) -> Reply:
    """The model: a prompt ``p<n>`` gets a text answer, or first a file edit or a
    command (``n`` decides); a tool's result gets an answer."""
    last = body["messages"][-1]
    rng = random.Random(str(last.get("content", ""))[:40] + str(len(body["messages"])))
    pause = rng.choice((0.0, 0.005, 0.02))
    if last["role"] == "tool":
        return _text("Done", " with that.", pause=pause)
    number = int(str(last["content"]).split()[0][1:])
    if number % 3 == 0:
        return _text("Just", " words", " here.", pause=pause)
    if number % 3 == 1:
        return _tool("write_file", {"path": f"out-{number}.txt", "content": f"{number}\n"}, pause)
    return _tool("terminal", {"command": f"echo {number}"}, pause)


async def test_five_hundred_prompts_with_random_cancels_and_permission_answers(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    server.responder = responder
    rng = random.Random(7)
    client = RecordingClient()
    answers = ["allow_once", "allow_always", "reject_once", "reject_always", None, ...]

    def choose(options: list[Any]) -> Any:
        pick = rng.choice(answers)
        offered = {o.option_id for o in options}
        return pick if pick in (None, ...) or pick in offered else options[0].option_id

    client.choose = choose
    stops: list[str] = []

    async def one_session(conn: Any, index: int) -> None:
        work = tmp_path / f"work-{index}"
        work.mkdir()
        session = await conn.new_session(cwd=str(work))
        sid = session.session_id
        for n in range(PROMPTS):
            if n % 25 == 0:
                mode = rng.choice(("ask", "accept_edits", "allow_all"))
                await conn.set_config_option(config_id="mode", session_id=sid, value=mode)
            prompt = asyncio.create_task(
                conn.prompt(session_id=sid, prompt=[text_block(f"p{index * PROMPTS + n} go")])
            )
            roll = rng.random()
            if roll < 0.25:  # cancel at a random moment
                await asyncio.sleep(rng.choice((0.0, 0.005, 0.02, 0.05)))
                await conn.cancel(session_id=sid)
            else:
                try:
                    done = await asyncio.wait_for(asyncio.shield(prompt), 2.0)
                except TimeoutError:  # a permission request left unanswered
                    await conn.cancel(session_id=sid)
                else:
                    stops.append(done.stop_reason)
                    continue
            stops.append((await asyncio.wait_for(prompt, 20)).stop_reason)

    async with agent(acp_home, tmp_path, acp_schema, client) as conn:
        await asyncio.wait_for(
            asyncio.gather(*(one_session(conn, i) for i in range(SESSIONS))), 600
        )
        await asyncio.sleep(0.3)

    assert len(stops) == SESSIONS * PROMPTS
    assert set(stops) <= STOPS
    assert "cancelled" in stops
    assert "end_turn" in stops
    shown: dict[str, str] = {}
    for _sid, update in client.updates:
        kind = getattr(update, "session_update", "")
        if kind == "tool_call" or (kind == "tool_call_update" and update.status is not None):
            shown[update.tool_call_id] = update.status
    unfinished = {
        call: status for call, status in shown.items() if status not in ("completed", "failed")
    }
    assert unfinished == {}
    assert len(shown) > 100
    assert set(shown.values()) == {"completed", "failed"}
    assert acp_schema.errors == []
