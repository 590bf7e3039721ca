"""``hermes chat``: talk to the agent in the terminal — one prompt (``-q``) or a
conversation — with the answer streamed to standard output and tool activity on
standard error. Ctrl-C cancels the turn in flight (a second one leaves)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import sys

from hermes_core.agent.events import (
    PlanUpdated,
    TextChunk,
    ThoughtChunk,
    ToolCallFinished,
    ToolCallStarted,
    TurnEnded,
    UsageReport,
)
from hermes_core.agent.loop import ApprovalMode, Permission
from hermes_core.paths import HermesPaths
from hermes_core.services import Services
from hermes_core.state.sqlite import new_session_id

__all__ = ["run_chat"]


def _err(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


async def _ask(call: ToolCallStarted) -> Permission:
    """Ask on the terminal; without one, the answer is no."""
    if not sys.stdin.isatty():
        _err(f"  declined {call.title} (no terminal to ask; see --approval)")
        return "reject"
    if call.warning:
        _err(f"  warning: {call.warning}")
    answer = await asyncio.to_thread(input, f"  allow {call.title}? [y]es / [a]lways / [N]o ")
    choice = answer.strip().lower()
    if choice in ("a", "always"):
        return "allow_always"
    return "allow" if choice in ("y", "yes") else "reject"


async def _one_turn(services: Services, session_id: str, text: str, verbose: bool) -> TurnEnded:
    turn = services.agent.turn(session_id, text)
    loop = asyncio.get_running_loop()
    with contextlib.suppress(NotImplementedError, RuntimeError):
        loop.add_signal_handler(signal.SIGINT, turn.cancel)
    ended = TurnEnded("cancelled")
    wrote = False
    try:
        async for event in turn:
            if isinstance(event, TextChunk):
                sys.stdout.write(event.text)
                sys.stdout.flush()
                wrote = True
            elif isinstance(event, ThoughtChunk) and verbose:
                sys.stderr.write(event.text)
            elif isinstance(event, ToolCallStarted):
                _err(f"\n→ {event.title}")
            elif isinstance(event, ToolCallFinished):
                mark = {"completed": "✓", "failed": "✗", "cancelled": "■"}[event.status]
                first = event.content.strip().splitlines()[:1]
                _err(f"  {mark} {first[0][:120] if first else event.status}")
            elif isinstance(event, PlanUpdated):
                for step, status in event.entries:
                    _err(f"  [{status}] {step}")
            elif isinstance(event, UsageReport) and verbose:
                _err(f"  ({event.input_tokens} in, {event.output_tokens} out)")
            elif isinstance(event, TurnEnded):
                ended = event
    finally:
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.remove_signal_handler(signal.SIGINT)
    if wrote:
        sys.stdout.write("\n")
        sys.stdout.flush()
    if ended.error:
        _err(f"hermes: {ended.error}")
    elif ended.stop_reason != "end_turn":
        _err(f"[{ended.stop_reason.replace('_', ' ')}]")
    return ended


# What Hermes Agent's CLI writes in sessions.end_reason when it closes (docs/state-db.md).
CLI_CLOSE = "cli_close"


async def _chat(args: argparse.Namespace) -> int:
    services = await Services.open(
        HermesPaths.from_env(),
        model=args.model,
        approval=ApprovalMode(args.approval),
        permission=_ask,
    )
    try:
        if args.query is not None:
            return await _one_prompt(services, args)
        return await _conversation(services, args)
    finally:
        await services.aclose()


async def _one_prompt(services: Services, args: argparse.Namespace) -> int:
    # The skill is resolved before the session row is made: an unknown --skill leaves
    # nothing behind.
    session_id = new_session_id()
    text = args.query
    if args.skill:
        text = services.invoke_skill(args.skill, text, session_id)
    await _start(services, session_id)
    ended = await _one_turn(services, session_id, text, args.verbose > 0)
    await _finish(services, session_id, CLI_CLOSE)
    if ended.error:
        return 1
    return 130 if ended.stop_reason == "cancelled" else 0


async def _conversation(services: Services, args: argparse.Namespace) -> int:
    session_id = new_session_id()
    started = False
    _err(f"hermes chat · {services.agent.model} · session {session_id} · /exit to leave")
    pending_skill = args.skill
    try:
        while True:
            try:
                line = await asyncio.to_thread(input, "> ")
            except (EOFError, KeyboardInterrupt):
                break
            if line.strip() in ("/exit", "/quit"):
                break
            if not line.strip():
                continue
            text = line
            if pending_skill:
                text, pending_skill = services.invoke_skill(pending_skill, line, session_id), None
            if not started:
                await _start(services, session_id)
                started = True
            await _one_turn(services, session_id, text, args.verbose > 0)
    finally:
        if started:
            await _finish(services, session_id, CLI_CLOSE)
    return 0


async def _start(services: Services, session_id: str) -> None:
    await services.store.create_session(
        "cli", session_id=session_id, model=services.agent.model, cwd=os.getcwd()
    )


async def _finish(services: Services, session_id: str, reason: str) -> None:
    """End the session — or, when the model never answered in it, delete it (see
    :meth:`~hermes_core.agent.loop.Agent.discard_unanswered`)."""
    if await services.agent.discard_unanswered(session_id):
        _err("hermes: the model never answered; no session was kept")
    else:
        await services.store.end_session(session_id, reason)


def run_chat(args: argparse.Namespace) -> int:
    """Chat (see the module)."""
    return asyncio.run(_chat(args))
