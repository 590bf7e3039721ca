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
    ProviderError,
    ProviderEvent,
    TextDelta,
    ThoughtDelta,
    ToolCall,
    Usage,
)
from hermes_core.agent.tools.registry import ToolRegistry, ToolResult
from hermes_core.state import Message, SessionStore

__all__ = ["Agent", "ApprovalMode", "PermissionCallback", "Turn"]

logger = logging.getLogger(__name__)

_ASKS: dict[str, frozenset[str]] = {
    "ask": frozenset(("edit", "delete", "move", "execute", "fetch")),
    "accept_edits": frozenset(("delete", "execute", "fetch")),
    "allow_all": frozenset(),
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


Permission = Literal["allow", "allow_always", "reject"]
PermissionCallback = Callable[[ToolCallStarted], Awaitable[Permission]]


class ChatProvider(Protocol):
    def stream(self, request: ChatRequest) -> AsyncIterator[ProviderEvent]: ...


class PromptSource(Protocol):
    async def system_prompt(self, session_id: str) -> str: ...


@dataclass
class _SessionContext:
    session_id: str


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

    def turn(self, session_id: str, text: str) -> Turn:
        """A turn for ``text`` in ``session_id``; iterate it to run it."""
        return Turn(self, session_id, text)

    def _needs_permission(self, session_id: str, name: str, kind: str) -> bool:
        if name in self._always.get(session_id, set()):
            return False
        return kind in _ASKS[self.approval.value]


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


def _history(messages: list[Message]) -> list[ChatMessage]:
    """Stored messages as the provider's messages (tool calls in OpenAI's stored shape,
    as Hermes Agent stores them)."""
    history: list[ChatMessage] = []
    for message in messages:
        if message.role == "tool":
            history.append(
                ChatMessage("tool", message.content or "", tool_call_id=message.tool_call_id)
            )
        elif message.role == "assistant":
            calls = []
            for raw in message.tool_calls or []:
                function = raw.get("function") or {}
                try:
                    arguments = json.loads(function.get("arguments") or "{}")
                except ValueError:
                    arguments = {}
                calls.append(ToolCall(str(raw.get("id")), str(function.get("name")), arguments))
            history.append(ChatMessage("assistant", message.content or "", tool_calls=tuple(calls)))
        elif message.role in ("user", "system"):
            history.append(ChatMessage(message.role, message.content or ""))  # type: ignore[arg-type]
    return history


def _title(name: str, arguments: dict[str, Any]) -> str:
    for key in ("path", "name", "command", "query", "pattern"):
        value = arguments.get(key)
        if isinstance(value, str) and value:
            return f"{name}: {value[:80]}"
    return name


class Turn:
    """One running turn: ``async for event in turn`` drives it; :meth:`cancel` stops
    it from anywhere."""

    def __init__(self, agent: Agent, session_id: str, text: str) -> None:
        self.agent = agent
        self.session_id = session_id
        self.text = text
        self._queue: asyncio.Queue[TurnEvent] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None
        self._open_calls: dict[str, str] = {}
        self._partial: list[str] = []
        self._chat: list[ChatMessage] = []
        self._tokens = [0, 0]  # input, output: stored once, when the turn ends
        self._snapshotted: set[Path] = set()
        self.stop_reason: TurnStopReason | None = None

    def cancel(self) -> None:
        """Stop the turn; its last event will say ``cancelled``."""
        if self._task is not None and not self._task.done():
            self._task.cancel()

    def __aiter__(self) -> AsyncIterator[TurnEvent]:
        return self._events()

    async def _events(self) -> AsyncIterator[TurnEvent]:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run())
        try:
            while True:
                event = await self._queue.get()
                yield event
                if isinstance(event, TurnEnded):
                    return
        finally:
            self.cancel()

    def _emit(self, event: TurnEvent) -> None:
        self._queue.put_nowait(event)

    async def _run(self) -> None:
        ended: TurnEnded
        try:
            ended = TurnEnded(await self._loop())
        except asyncio.CancelledError:
            for call_id in list(self._open_calls):
                self._emit(ToolCallFinished(call_id, "cancelled", "cancelled by the user"))
            self._open_calls.clear()
            await self._save_partial()
            ended = TurnEnded("cancelled")
        except ProviderError as exc:
            await self._save_partial()
            ended = TurnEnded("end_turn", error=str(exc))
        if any(self._tokens):
            await asyncio.shield(
                self.agent.store.add_usage(self.session_id, self._tokens[0], self._tokens[1])
            )
        self.stop_reason = ended.stop_reason
        self._emit(ended)

    async def _save_partial(self) -> None:
        if self._partial:
            text, self._partial = "".join(self._partial), []
            await self.agent.store.append(
                self.session_id, Message("assistant", text, finish_reason="cancelled")
            )

    async def _loop(self) -> TurnStopReason:
        agent, store = self.agent, self.agent.store
        system = await agent.prompt.system_prompt(self.session_id)
        # The history is read once per turn; what the turn adds is kept alongside.
        self._chat = [
            ChatMessage("system", system),
            *_history(await store.messages(self.session_id)),
        ]
        await self._remember(Message("user", self.text))
        tools = agent.registry.specs(agent.toolsets)
        for _iteration in range(agent.max_iterations):
            request = ChatRequest(
                model=agent.model,
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
                    finish_reason=finish.reason,
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
        self._chat.extend(_history([message]))

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
        found = agent.registry.get(call.name)
        kind = found.kind if found else "other"
        warning = found.assess(call.arguments) if found and found.assess else None
        started = ToolCallStarted(
            call.id, call.name, call.arguments, kind, _title(call.name, call.arguments), warning
        )
        self._open_calls[call.id] = call.name
        self._emit(started)
        result: ToolResult
        asks = warning is not None or agent._needs_permission(self.session_id, call.name, kind)
        if found is not None and asks:
            self._emit(ToolCallUpdated(call.id, "awaiting_permission"))
            answer: Permission = "reject"
            if agent.permission is not None:
                answer = await agent.permission(started)
            if answer == "allow_always" and warning is None:
                agent._always.setdefault(self.session_id, set()).add(call.name)
            if answer == "reject":
                result = ToolResult("The user declined this tool call.", is_error=True)
                await self._finish_tool(call, result)
                return
        if kind in ("edit", "delete", "move"):
            await self._checkpoint(call)
        self._emit(ToolCallUpdated(call.id, "in_progress"))
        result = await agent.registry.call(
            call.name, call.arguments, _SessionContext(self.session_id)
        )
        await self._finish_tool(call, result)

    async def _checkpoint(self, call: ToolCall) -> None:
        """Snapshot the folder a file edit lands in, once per folder per turn."""
        store, path = self.agent.checkpoints, call.arguments.get("path")
        if store is None or not isinstance(path, str) or not path:
            return
        folder = project_folder((self.agent.workdir or Path.cwd()) / Path(path).expanduser())
        if folder in self._snapshotted or not folder.is_dir():
            return
        self._snapshotted.add(folder)
        label = f"before {call.name} {path} (session {self.session_id})"
        try:
            await asyncio.to_thread(store.snapshot, folder, label)
        except (CheckpointError, OSError, subprocess.SubprocessError) as exc:
            logger.warning("no checkpoint of %s: %s", folder, exc)

    async def _finish_tool(self, call: ToolCall, result: ToolResult) -> None:
        await self._remember(
            Message("tool", result.content, tool_call_id=call.id, tool_name=call.name)
        )
        if result.plan is not None:
            self._emit(PlanUpdated(result.plan))
        self._open_calls.pop(call.id, None)
        status: Literal["completed", "failed"] = "failed" if result.is_error else "completed"
        self._emit(ToolCallFinished(call.id, status, result.content, result.diff))
