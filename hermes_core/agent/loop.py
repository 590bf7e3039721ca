"""The turn loop: one user prompt → model responses and tool calls until the model
stops, as a stream of :mod:`hermes_core.agent.events`.

Each iteration sends the session's history (from the store) to the provider, passes
text and thought deltas through, stores the assistant message, then runs the tool calls
it asked for one by one — each asked permission for when the approval mode says so —
and stores their results. The loop ends when the model stops asking for tools, at
``max_iterations`` (``max_turn_requests``), or on :meth:`Turn.cancel` at any point:
then the HTTP request is aborted, a running tool is cancelled, every started tool call
is finished as ``cancelled``, the partial answer is stored, and the last event says
``cancelled``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import subprocess
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal, Protocol

from hermes_core.agent.checkpoints import CheckpointError, Checkpoints, project_folder
from hermes_core.agent.environment import ExecutionEnvironment
from hermes_core.agent.events import (
    PlanUpdated,
    TextChunk,
    ThoughtChunk,
    ToolCallFinished,
    ToolCallStarted,
    ToolCallUpdated,
    TurnEnded,
    TurnEvent,
    TurnStopReason,
    UsageReport,
)
from hermes_core.agent.providers.types import (
    ChatMessage,
    ChatRequest,
    Finish,
    Image,
    ProviderError,
    ProviderEvent,
    TextDelta,
    ThoughtDelta,
    ToolCall,
    Usage,
)
from hermes_core.agent.tools.registry import Tool, ToolRegistry, ToolResult
from hermes_core.state import Message, SessionStore

__all__ = [
    "Agent",
    "ApprovalMode",
    "Permission",
    "PermissionCallback",
    "Turn",
    "TurnOptions",
    "stored_calls",
    "tool_title",
]

logger = logging.getLogger(__name__)

_ASKS: dict[str, frozenset[str]] = {
    "ask": frozenset(("edit", "delete", "move", "execute", "fetch")),
    "accept_edits": frozenset(("delete", "execute", "fetch")),
    "allow_all": frozenset(),
}


UNANSWERED = "This tool call did not run: the turn was stopped first."
DECLINED = "The user declined this tool call."

# ``messages.finish_reason`` as Hermes Agent stores it, for a provider that did not say
# (see ``Finish.stored_reason``); docs/state-db.md lists every value this store writes.
_STORED: dict[str, str] = {
    "end_turn": "stop",
    "tool_use": "tool_calls",
    "stop_sequence": "stop",
    "max_tokens": "length",
    "refusal": "content_filter",
}
_STOPS: dict[str, TurnStopReason] = {
    "end_turn": "end_turn",
    "tool_use": "end_turn",
    "stop_sequence": "end_turn",
    "max_tokens": "max_tokens",
    "refusal": "refusal",
}


class ApprovalMode(StrEnum):
    """When a tool call needs the user's yes: ``ask`` for anything that changes files,
    runs commands or fetches; ``accept_edits`` lets file edits through; ``allow_all``
    asks nothing."""

    ASK = "ask"
    ACCEPT_EDITS = "accept_edits"
    ALLOW_ALL = "allow_all"


Permission = Literal["allow", "allow_always", "reject", "reject_always"]
"""The user's answer; the ``_always`` ones hold for the rest of the session (for that
tool; a call that looks dangerous is asked about every time)."""
PermissionCallback = Callable[[ToolCallStarted], Awaitable[Permission]]


class ChatProvider(Protocol):
    def stream(self, request: ChatRequest) -> AsyncIterator[ProviderEvent]: ...


class PromptSource(Protocol):
    async def system_prompt(self, session_id: str, cwd: Path | None = None) -> str: ...


@dataclass(frozen=True, slots=True)
class TurnOptions:
    """What one session's turns use instead of the agent's defaults: an entry point
    serving several sessions (``hermes acp``) gives each its own working directory,
    execution environment, approval mode, permission prompt and model."""

    environment: ExecutionEnvironment | None = None
    approval: ApprovalMode | Callable[[], ApprovalMode] | None = None
    """A mode, or where to read the session's mode at each tool call (a mode the
    user switches during a turn applies to its next tool call)."""
    permission: PermissionCallback | None = None
    model: str | None = None
    tools: tuple[Tool, ...] = ()
    """Tools of this session only (an editor's MCP servers), offered beside the
    agent's; a name the agent has already is left out."""


@dataclass
class _SessionContext:
    session_id: str
    environment: ExecutionEnvironment | None = None


@dataclass
class Agent:
    """Drives turns for any number of sessions (see the module)."""

    provider: ChatProvider
    registry: ToolRegistry
    store: SessionStore
    prompt: PromptSource
    model: str
    max_iterations: int = 30
    max_tokens: int = 4096
    approval: ApprovalMode = ApprovalMode.ASK
    permission: PermissionCallback | None = None
    toolsets: tuple[str, ...] | None = None
    checkpoints: Checkpoints | None = None
    """Snapshots taken before file edits (see :mod:`hermes_core.agent.checkpoints`)."""
    workdir: Path | None = None
    _always: dict[str, set[str]] = field(default_factory=dict)
    _never: dict[str, set[str]] = field(default_factory=dict)

    def turn(
        self,
        session_id: str,
        text: str,
        options: TurnOptions | None = None,
        *,
        images: tuple[Image, ...] = (),
    ) -> Turn:
        """A turn for ``text`` (and ``images``) in ``session_id``; iterate it to run it.
        The pictures go to the model with the text; the store keeps the text and a note
        that pictures came with it (not the pictures)."""
        return Turn(self, session_id, text, options or TurnOptions(), images)

    def forget(self, session_id: str) -> None:
        """Drop what the session's "always" answers remembered."""
        self._always.pop(session_id, None)
        self._never.pop(session_id, None)

    async def discard_unanswered(self, session_id: str) -> bool:
        """Delete ``session_id`` if the model never answered in it (it holds nothing but
        the user's prompts, or nothing at all); returns whether it was deleted.

        For an entry point that made the session for one conversation and owns it
        (``hermes chat``; ``agent_ask``'s own sessions), once that conversation is over:
        a chat whose turns all failed before the model said anything (an unknown host,
        a refused connection, a rejected key) would otherwise list as a normal session.
        Deleted rather than marked: Hermes Agent 0.19.0, which reads the same state.db,
        has no end_reason for a failed session and shows any it does not know as a
        normal one, while its own CLI deletes such empty sessions at exit. The prompts
        are not lost with it: the person who typed them still has them."""
        messages = await self.store.messages(session_id)
        if any(message.role != "user" for message in messages):
            return False
        self.forget(session_id)
        return await self.store.delete_session(session_id)

    def _remembered(self, session_id: str, name: str) -> Permission | None:
        if name in self._never.get(session_id, set()):
            return "reject"
        if name in self._always.get(session_id, set()):
            return "allow"
        return None

    def _remember_answer(self, session_id: str, name: str, answer: Permission) -> None:
        if answer == "allow_always":
            self._always.setdefault(session_id, set()).add(name)
        elif answer == "reject_always":
            self._never.setdefault(session_id, set()).add(name)


def _wire_calls(calls: tuple[ToolCall, ...]) -> list[dict[str, Any]] | None:
    if not calls:
        return None
    return [
        {
            "id": c.id,
            "type": "function",
            "function": {"name": c.name, "arguments": json.dumps(c.arguments)},
        }
        for c in calls
    ]


def stored_calls(message: Message) -> list[ToolCall]:
    """The tool calls of a stored assistant message (OpenAI's stored shape, as Hermes
    Agent stores them), read as well as they can be: the database may hold anything."""
    calls: list[ToolCall] = []
    stored: list[Any] = list(message.tool_calls or [])
    for raw in stored:
        if not isinstance(raw, dict):
            continue
        function = raw.get("function")
        if not isinstance(function, dict):
            function = {}
        arguments = function.get("arguments")
        if isinstance(arguments, str):
            try:
                arguments = json.loads(arguments or "{}")
            except ValueError:
                arguments = {}
        if not isinstance(arguments, dict):
            arguments = {}
        calls.append(ToolCall(str(raw.get("id")), str(function.get("name")), arguments))
    return calls


def _history(messages: list[Message], *, complete: bool = True) -> list[ChatMessage]:
    """Stored messages as the provider's messages (tool calls in OpenAI's stored shape,
    as Hermes Agent stores them). A tool call left without a result (a turn stopped
    between the model's request and the tool's end) gets one saying so: providers
    refuse a history with an unanswered tool call. (``complete=False`` for messages
    appended within a turn, whose results are still to come.)"""
    history: list[ChatMessage] = []
    unanswered: list[str] = []

    def answer_the_rest() -> None:
        for call_id in unanswered:
            history.append(ChatMessage("tool", UNANSWERED, tool_call_id=call_id))
        unanswered.clear()

    for message in messages:
        if message.role == "tool":
            if message.tool_call_id in unanswered:
                unanswered.remove(message.tool_call_id)
            history.append(
                ChatMessage("tool", message.content or "", tool_call_id=message.tool_call_id)
            )
            continue
        answer_the_rest()
        if message.role == "assistant":
            calls = stored_calls(message)
            history.append(ChatMessage("assistant", message.content or "", tool_calls=tuple(calls)))
            unanswered.extend(call.id for call in calls)
        elif message.role in ("user", "system"):
            history.append(ChatMessage(message.role, message.content or ""))  # type: ignore[arg-type]
    if complete:
        answer_the_rest()
    return history


def tool_title(name: str, arguments: dict[str, Any]) -> str:
    for key in ("path", "name", "command", "query", "pattern"):
        value = arguments.get(key)
        if isinstance(value, str) and value:
            return f"{name}: {value[:80]}"
    return name


class Turn:
    """One running turn: ``async for event in turn`` drives it; :meth:`cancel` stops
    it from anywhere."""

    def __init__(
        self,
        agent: Agent,
        session_id: str,
        text: str,
        options: TurnOptions,
        images: tuple[Image, ...] = (),
    ) -> None:
        self.agent = agent
        self.session_id = session_id
        self.text = text
        self.images = images
        self.options = options
        self._own = ToolRegistry()
        for extra in options.tools:
            if agent.registry.get(extra.name) is None and self._own.get(extra.name) is None:
                self._own.add(extra)
        self.model = options.model or agent.model
        self._approval = options.approval or agent.approval
        self._permission = options.permission or agent.permission
        env = options.environment
        self._workdir = env.cwd if env is not None else agent.workdir
        self._queue: asyncio.Queue[TurnEvent] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._open_calls: dict[str, str] = {}
        self._partial: list[str] = []
        self._chat: list[ChatMessage] = []
        self._tokens = [0, 0]  # input, output: stored once, when the turn ends
        self._snapshotted: set[Path] = set()
        self._cancelled = False
        self.stop_reason: TurnStopReason | None = None

    @property
    def approval(self) -> ApprovalMode:
        """The approval mode in force now."""
        mode = self._approval
        return mode() if callable(mode) else mode

    def cancel(self) -> None:
        """Stop the turn; its last event will say ``cancelled``. A turn cancelled
        before it started does nothing and only says so."""
        self._cancelled = True
        if self._task is not None and not self._task.done():
            self._task.cancel()

    def __aiter__(self) -> AsyncIterator[TurnEvent]:
        return self._events()

    async def _events(self) -> AsyncIterator[TurnEvent]:
        if self._task is None:
            if self._cancelled:
                self.stop_reason = "cancelled"
                yield TurnEnded("cancelled")
                return
            self._task = asyncio.get_running_loop().create_task(self._run())
            self._task.add_done_callback(self._ended_anyway)
        try:
            while True:
                event = await self._queue.get()
                yield event
                if isinstance(event, TurnEnded):
                    return
                self._queue.task_done()  # the consumer is back for more: it has this one
        finally:
            self.cancel()

    def _emit(self, event: TurnEvent) -> None:
        self._queue.put_nowait(event)

    async def _run(self) -> None:
        """Run the turn; whatever happens, every started tool call is finished and the
        last event is :class:`TurnEnded` (a consumer never waits forever)."""
        ended = TurnEnded("end_turn", error="the turn stopped unexpectedly")
        try:
            try:
                ended = TurnEnded(await self._loop())
            except asyncio.CancelledError:
                cancelled = dict(self._open_calls)
                self._finish_open("cancelled", "cancelled by the user")
                ended = TurnEnded("cancelled")
                for call_id, name in cancelled.items():
                    await self.agent.store.append(
                        self.session_id,
                        Message(
                            "tool",
                            "cancelled by the user",
                            tool_call_id=call_id,
                            tool_name=name,
                            finish_reason="cancelled",
                        ),
                    )
                await self._save_partial()
            except ProviderError as exc:
                ended = TurnEnded("end_turn", error=str(exc))
                await self._save_partial()
            if any(self._tokens):
                await asyncio.shield(
                    self.agent.store.add_usage(self.session_id, self._tokens[0], self._tokens[1])
                )
        except Exception as exc:  # a bug or a store failure: the turn still ends
            logger.exception("turn in session %s failed", self.session_id)
            if ended.stop_reason != "cancelled":
                ended = TurnEnded("end_turn", error=f"internal error: {exc}")
        finally:
            self._finish_open("failed", "the turn stopped before this tool call finished")
            self.stop_reason = ended.stop_reason
            self._emit(ended)

    def _ended_anyway(self, _task: asyncio.Task[None]) -> None:
        """A task cancelled before its first step never runs ``_run`` (not even its
        ``finally``): the turn still ends, and says so."""
        if self.stop_reason is None:
            self.stop_reason = "cancelled"
            self._emit(TurnEnded("cancelled"))

    def _finish_open(self, status: Literal["cancelled", "failed"], why: str) -> None:
        for call_id in list(self._open_calls):
            self._emit(ToolCallFinished(call_id, status, why))
        self._open_calls.clear()

    async def _save_partial(self) -> None:
        if self._partial:
            text, self._partial = "".join(self._partial), []
            await self.agent.store.append(
                self.session_id, Message("assistant", text, finish_reason="cancelled")
            )

    async def _loop(self) -> TurnStopReason:
        agent, store = self.agent, self.agent.store
        system = await agent.prompt.system_prompt(self.session_id, self._workdir)
        # The history is read once per turn; what the turn adds is kept alongside.
        self._chat = [
            ChatMessage("system", system),
            *_history(await store.messages(self.session_id)),
        ]
        if self.images:
            count = len(self.images)
            note = f"\n[{count} image{'s' if count > 1 else ''} attached]"
            await store.append(self.session_id, Message("user", self.text + note))
            self._chat.append(ChatMessage("user", self.text, images=self.images))
        else:
            await self._remember(Message("user", self.text))
        tools = agent.registry.specs(agent.toolsets) + self._own.specs()
        for _iteration in range(agent.max_iterations):
            request = ChatRequest(
                model=self.model,
                messages=tuple(self._chat),
                tools=tools,
                max_tokens=agent.max_tokens,
            )
            finish, thought = await self._one_response(request)
            text, self._partial = "".join(self._partial), []
            await self._remember(
                Message(
                    "assistant",
                    text or None,
                    tool_calls=_wire_calls(finish.tool_calls),
                    reasoning=thought or None,
                    finish_reason=finish.stored_reason or _STORED[finish.reason],
                ),
            )
            if finish.reason != "tool_use" or not finish.tool_calls:
                return _STOPS[finish.reason]
            for call in finish.tool_calls:
                await self._run_tool(call)
        return "max_turn_requests"

    async def _remember(self, message: Message) -> None:
        """Store ``message`` and add it to the turn's history."""
        await self.agent.store.append(self.session_id, message)
        self._chat.extend(_history([message], complete=False))

    async def _one_response(self, request: ChatRequest) -> tuple[Finish, str]:
        thought: list[str] = []
        async for event in self.agent.provider.stream(request):
            if isinstance(event, TextDelta):
                self._partial.append(event.text)
                self._emit(TextChunk(event.text))
            elif isinstance(event, ThoughtDelta):
                thought.append(event.text)
                self._emit(ThoughtChunk(event.text))
            elif isinstance(event, Usage):
                self._emit(UsageReport(event.input_tokens, event.output_tokens))
                self._tokens[0] += event.input_tokens
                self._tokens[1] += event.output_tokens
            elif isinstance(event, Finish):
                return event, "".join(thought)
        raise ProviderError("the provider stopped without finishing its response")

    async def _run_tool(self, call: ToolCall) -> None:
        agent = self.agent
        registry = self._own if self._own.get(call.name) else agent.registry
        found = registry.get(call.name)
        kind = found.kind if found else "other"
        warning = found.assess(call.arguments) if found and found.assess else None
        started = ToolCallStarted(
            call.id, call.name, call.arguments, kind, tool_title(call.name, call.arguments), warning
        )
        self._open_calls[call.id] = call.name
        self._emit(started)
        result: ToolResult
        if found is not None and await self._permission_for(started) in ("reject", "reject_always"):
            result = ToolResult(DECLINED, is_error=True)
            await self._finish_tool(call, result)
            return
        if kind in ("edit", "delete", "move"):
            await self._checkpoint(call)
        self._emit(ToolCallUpdated(call.id, "in_progress"))
        context = _SessionContext(self.session_id, self.options.environment)
        result = await registry.call(call.name, call.arguments, context)
        await self._finish_tool(call, result)

    async def _permission_for(self, started: ToolCallStarted) -> Permission:
        """``allow`` when no one need be asked, else the user's answer (remembered for
        the session when it says "always"; a dangerous call is asked every time)."""
        agent, dangerous = self.agent, started.warning is not None
        if not dangerous:
            remembered = agent._remembered(self.session_id, started.name)
            if remembered is not None:
                return remembered
            if started.kind not in _ASKS[self.approval.value]:  # the mode now
                return "allow"
        self._emit(ToolCallUpdated(started.call_id, "awaiting_permission"))
        # The user is asked about a call only once whoever drives the turn has had
        # every event before the question (an editor shows the card, then asks).
        await self._queue.join()
        answer: Permission = "reject"
        if self._permission is not None:
            answer = await self._permission(started)
        if not dangerous:
            agent._remember_answer(self.session_id, started.name, answer)
        return answer

    async def _checkpoint(self, call: ToolCall) -> None:
        """Snapshot the folder a file edit lands in, once per folder per turn."""
        store, path = self.agent.checkpoints, call.arguments.get("path")
        if store is None or not isinstance(path, str) or not path:
            return
        folder = project_folder((self._workdir or Path.cwd()) / Path(path).expanduser())
        if folder in self._snapshotted or not folder.is_dir():
            return
        self._snapshotted.add(folder)
        label = f"before {call.name} {path} (session {self.session_id})"
        try:
            await asyncio.to_thread(store.snapshot, folder, label)
        except (CheckpointError, OSError, subprocess.SubprocessError) as exc:
            logger.warning("no checkpoint of %s: %s", folder, exc)

    async def _finish_tool(self, call: ToolCall, result: ToolResult) -> None:
        # A failed call is marked (``finish_reason``) so a replay shows it failed.
        await self._remember(
            Message(
                "tool",
                result.content,
                tool_call_id=call.id,
                tool_name=call.name,
                finish_reason="failed" if result.is_error else None,
            )
        )
        if result.plan is not None:
            self._emit(PlanUpdated(result.plan))
        self._open_calls.pop(call.id, None)
        status: Literal["completed", "failed"] = "failed" if result.is_error else "completed"
        self._emit(ToolCallFinished(call.id, status, result.content, result.diff))
