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
seen_bodies: list[dict[str, Any]] = []


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
    if not body.get("messages"):  # never expected: say so on the wire, as a provider would
        seen_bodies.append(body)
        return Reply(400, {"Content-Type": "application/json"}, [b'{"error": "no messages"}'])
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


class Soak:
    """One client's sessions, prompting, cancelling and answering at random."""

    def __init__(self, conn: Any, client: RecordingClient, work: Path, log: Path) -> None:
        self.conn, self.client, self.work, self.log = conn, client, work, log
        self.rng = random.Random(7)
        self.stops: list[str] = []

    def choose(self, options: list[Any]) -> Any:
        answers = ["allow_once", "allow_always", "reject_once", "reject_always", None, ...]
        pick = self.rng.choice(answers)
        offered = {o.option_id for o in options}
        return pick if pick in (None, ...) or pick in offered else options[0].option_id

    async def session(self, index: int) -> None:
        work = self.work / f"work-{index}"
        work.mkdir()
        sid = (await self.conn.new_session(cwd=str(work))).session_id
        for n in range(PROMPTS):
            if n % 25 == 0:
                mode = self.rng.choice(("ask", "accept_edits", "allow_all"))
                await self.conn.set_config_option(config_id="mode", session_id=sid, value=mode)
            await self.prompt(sid, f"p{index * PROMPTS + n} go")

    async def prompt(self, sid: str, text: str) -> None:
        conn = self.conn
        prompt = asyncio.create_task(conn.prompt(session_id=sid, prompt=[text_block(text)]))
        if self.rng.random() < 0.25:  # cancel at a random moment after the prompt went out
            while text not in self.client.sent_prompts:
                await asyncio.sleep(0)
            await asyncio.sleep(self.rng.choice((0.0, 0.005, 0.02, 0.05)))
            await conn.cancel(session_id=sid)
        else:
            try:
                done = await asyncio.wait_for(asyncio.shield(prompt), 2.0)
            except TimeoutError:  # a permission request left unanswered
                await conn.cancel(session_id=sid)
            else:
                self.stops.append(done.stop_reason)
                return
        try:
            self.stops.append((await asyncio.wait_for(prompt, 20)).stop_reason)
        except TimeoutError:
            tail = self.log.read_text(errors="replace").splitlines()[-60:]
            raise AssertionError(f"{text} not answered:\n" + "\n".join(tail)) from None


def final_statuses(client: RecordingClient) -> dict[str, str]:
    """Each tool call the client was shown, with the last status it was given."""
    shown: dict[str, str] = {}
    for _sid, update in client.updates:
        kind = getattr(update, "session_update", "")
        if kind == "tool_call" or (kind == "tool_call_update" and update.status is not None):
            shown[update.tool_call_id] = update.status
    return shown


async def test_five_hundred_prompts_with_random_cancels_and_permission_answers(
    tmp_path: Path, acp_home: Path, server: ScriptedServer, acp_schema: AcpSchema
):
    server.responder = responder
    client = RecordingClient()
    log = tmp_path / "agent.log"
    async with agent(acp_home, tmp_path, acp_schema, client, log=log) as conn:
        soak = Soak(conn, client, tmp_path, log)
        client.choose = soak.choose
        await asyncio.wait_for(asyncio.gather(*(soak.session(i) for i in range(SESSIONS))), 600)
        await asyncio.sleep(0.3)

    assert len(soak.stops) == SESSIONS * PROMPTS
    assert set(soak.stops) <= STOPS
    assert {"cancelled", "end_turn"} <= set(soak.stops)
    shown = final_statuses(client)
    unfinished = {call: s for call, s in shown.items() if s not in ("completed", "failed")}
    assert unfinished == {}
    assert len(shown) > 100
    assert set(shown.values()) == {"completed", "failed"}
    assert acp_schema.errors == []
    assert seen_bodies == []
