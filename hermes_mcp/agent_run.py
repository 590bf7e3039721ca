"""One ``agent_ask`` turn while it runs (see :mod:`hermes_mcp.agent_tool`): the task
reading its events into the result, its permission prompt, and the ``tools/call``
requests — *rounds* — that serve it: one on a 2025-11-25 connection, one more per
question on a 2026-07-28 connection. Each round carries the progress notifications of
its request and, on a 2025-11-25 connection, its ``elicitation/create`` questions."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import anyio
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import ElicitRequest, ElicitResult, InputResponse
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from hermes_mcp.agent_models import AgentAskResult, AgentToolCall, AgentUsage
from hermes_mcp.choice import choice_form, chose, form_request

if TYPE_CHECKING:
    from hermes_core.agent.events import ToolCallStarted, TurnEvent, TurnStopReason
    from hermes_core.agent.loop import Permission, Turn

__all__ = ["CHOICE", "PROGRESS_INTERVAL", "AgentRun", "Question", "Round", "Said", "answer_of"]

logger = logging.getLogger(__name__)

PROGRESS_INTERVAL = 1.0
"""Seconds between two progress notifications saying the same thing."""
_STOP_SECONDS = 10.0
CHOICE = choice_form(("allow", "Allow once"), ("reject", "Reject"))
"""The form of a permission question: allow once, or reject."""


@dataclass
class Said:
    """The progress a turn has reported: a turn served over several rounds
    (2026-07-28) counts on from where the last round stopped."""

    count: int = 0
    last: tuple[str, float] | None = None


@dataclass
class Round:
    """One ``tools/call`` request serving a turn: where its progress and, on a
    2025-11-25 connection, its permission questions go."""

    ctx: Context[None, Any]
    modern: bool
    can_elicit: bool
    said: Said = field(default_factory=Said)

    @classmethod
    def of(cls, ctx: Context[None, Any]) -> Round:
        capabilities = ctx.client_capabilities
        elicitation = capabilities.elicitation if capabilities is not None else None
        # An empty elicitation capability means form mode (the spec's compatibility rule).
        form = elicitation is not None and (elicitation.form is not None or elicitation.url is None)
        return cls(ctx, ctx.protocol_version in MODERN_PROTOCOL_VERSIONS, form)

    async def progress(self, message: str) -> None:
        """Say ``message`` (nothing without a progress token: the SDK's rule)."""
        now = time.monotonic()
        said = self.said
        last = said.last
        if last is not None and last[0] == message and now - last[1] < PROGRESS_INTERVAL:
            return
        said.last = (message, now)
        said.count += 1
        try:
            await self.ctx.report_progress(said.count, message=message)
        except Exception:  # a progress note must never cost the turn
            logger.debug("progress %r not sent", message, exc_info=True)

    async def ask(self, message: str) -> Permission:
        """Ask the client with ``elicitation/create``; anything but "allow" rejects."""
        request = self.ctx.request_context
        try:
            result = await request.session.elicit_form(message, CHOICE, request.request_id)
        except Exception:  # no answer (an error, a closed connection) is no yes
            logger.warning("no answer to a permission request", exc_info=True)
            return "reject"
        return answer_of(result)


@dataclass
class Question:
    """A permission question waiting for the next round (2026-07-28)."""

    key: str
    message: str
    answer: asyncio.Future[Permission]
    asked: bool = False

    def request(self) -> ElicitRequest:
        """The question as the ``inputRequests`` entry of an ``InputRequiredResult``."""
        return form_request(self.message, CHOICE)

    def answer_with(self, response: InputResponse | None) -> None:
        """Answer with the client's response (anything but "allow" rejects)."""
        if not self.answer.done():
            self.answer.set_result("allow" if chose(response, "allow") else "reject")


@dataclass
class AgentRun:
    """One ``agent_ask`` turn and what it has come to so far (see the module)."""

    session_id: str
    allow_writes: bool
    secret: str | None
    """The provider's API key: never in a message."""
    said: Said
    made_for_call: bool = False
    """The session was made for this call (not one the caller continues)."""
    round: Round | None = None
    question: Question | None = None
    calls: dict[str, AgentToolCall] = field(default_factory=dict)
    answer: list[str] = field(default_factory=list)
    usage: list[int] = field(default_factory=lambda: [0, 0])
    stop_reason: TurnStopReason | None = None
    error: str | None = None
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    turn: Turn | None = None
    task: asyncio.Task[None] | None = None

    def start(self, turn: Turn, on_done: Callable[[], None]) -> None:
        self.turn = turn
        self.task = asyncio.get_running_loop().create_task(self._relay(turn))

        def done(task: asyncio.Task[None]) -> None:
            if not task.cancelled() and task.exception() is not None:
                logger.error("agent_ask in %s failed", self.session_id, exc_info=task.exception())
            if self.stop_reason is None:
                self.stop_reason, self.error = "end_turn", safe_error("internal error", None)
            on_done()
            self.changed.set()

        self.task.add_done_callback(done)

    def cancel(self) -> None:
        if self.turn is not None:
            self.turn.cancel()

    async def _relay(self, turn: Turn) -> None:
        async for event in turn:
            await self._note(event)
        self.changed.set()

    async def _note(self, event: TurnEvent) -> None:
        from hermes_core.agent import events

        say = self.round.progress if self.round is not None else None
        if isinstance(event, events.TextChunk):
            self.answer.append(event.text)
            message: str | None = "writing answer"
        elif isinstance(event, events.ThoughtChunk):
            message = "thinking"
        elif isinstance(event, events.ToolCallStarted):
            self.answer.clear()  # the text so far came with a request for tools
            self.calls[event.call_id] = AgentToolCall(
                name=event.name, title=event.title, status="failed"
            )
            message = f"calling tool {event.title}"
        elif isinstance(event, events.ToolCallUpdated):
            title = self.calls[event.call_id].title if event.call_id in self.calls else "a tool"
            waiting = event.status == "awaiting_permission"
            message = f"asking permission for {title}" if waiting else None
        elif isinstance(event, events.ToolCallFinished):
            if event.call_id in self.calls:
                self.calls[event.call_id].status = event.status
            message = None
        elif isinstance(event, events.UsageReport):
            self.usage[0] += event.input_tokens
            self.usage[1] += event.output_tokens
            message = None
        elif isinstance(event, events.TurnEnded):
            self.stop_reason = event.stop_reason
            self.error = safe_error(event.error, self.secret) if event.error else None
            message = None
        else:
            message = None
        if say is not None and message is not None:
            await say(message)

    async def permission(self, call: ToolCallStarted) -> Permission:
        """The turn's permission prompt (see the module)."""
        if call.name == "skill_manage" and not self.allow_writes:
            return "reject"
        current = self.round
        if current is None or not current.can_elicit:
            return "reject"  # nobody can say yes
        message = f"Allow the Hermes agent to run {call.title} ({call.kind})?"
        if call.warning:
            message += f"\nWarning: {call.warning}"
        if not current.modern:
            return await current.ask(message)
        answer: asyncio.Future[Permission] = asyncio.get_running_loop().create_future()
        self.question = Question(f"permission-{call.call_id}", message, answer)
        self.changed.set()
        try:
            return await answer
        finally:
            self.question = None

    async def serve(self, current: Round) -> AgentAskResult | Question:
        """Wait, for ``current``'s request, until the turn ends (its result) or has a
        question for the client that takes another round."""
        current.said = self.said
        self.round = current
        try:
            while True:
                self.changed.clear()
                if self.stop_reason is not None:
                    return self.result()
                question = self.question
                if question is not None and not question.asked:
                    question.asked = True
                    return question
                await self.changed.wait()
        except asyncio.CancelledError:
            await self.stop()
            raise
        finally:
            self.round = None

    async def stop(self) -> None:
        """Cancel the turn and wait (bounded, shielded from the request's own
        cancellation) until it has stored what it had."""
        self.cancel()
        if self.task is not None:
            with anyio.CancelScope(shield=True), anyio.move_on_after(_STOP_SECONDS):
                await asyncio.wait([self.task])

    def result(self) -> AgentAskResult:
        if self.error is not None:
            raise ToolError(f"{self.error} (session {self.session_id})")
        assert self.stop_reason is not None
        return AgentAskResult(
            session_id=self.session_id,
            text="".join(self.answer),
            stop_reason=self.stop_reason,
            tool_calls=list(self.calls.values()),
            usage=AgentUsage(input_tokens=self.usage[0], output_tokens=self.usage[1]),
        )


def answer_of(result: ElicitResult) -> Permission:
    """The permission an answer to :data:`CHOICE` gives."""
    return "allow" if chose(result, "allow") else "reject"


def safe_error(error: str, secret: str | None) -> str:
    """A turn's error as a caller may see it: no key, no internals."""
    if error.startswith("internal error") or error == "the turn stopped unexpectedly":
        return "the agent failed unexpectedly (the server's log has the details)"
    if secret:
        error = error.replace(secret, "[redacted]")
    return f"the model provider failed: {error}"
