"""Pure translation between the agent core and ACP messages: turn events become
``session/update`` payloads, stored messages become the updates that replay a session,
and an ACP prompt becomes the user's text. No I/O; tested against golden JSON.

Every payload built here follows ACP v1's schema (``schema/v1/schema.json`` of the npm
package ``@agentclientprotocol/sdk``); the tests validate them against it.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, get_args
from urllib.parse import unquote, urlparse

from hermes_acp.models import (
    ChunkUpdate,
    Location,
    PlanEntry,
    TextBlock,
    ToolCallProgress,
    ToolCallStart,
    ToolContent,
    ToolKindName,
    Update,
)
from hermes_core.agent.events import (
    PlanUpdated,
    TextChunk,
    ThoughtChunk,
    ToolCallFinished,
    ToolCallStarted,
    ToolCallUpdated,
    TurnEnded,
    TurnEvent,
    UsageReport,
)
from hermes_core.agent.loop import stored_calls
from hermes_core.state import Message

__all__ = [
    "Describe",
    "TurnTranslator",
    "history_updates",
    "locations",
    "plan_from_text",
    "prompt_images",
    "prompt_text",
    "text_block",
]

Describe = Callable[[str, Mapping[str, Any]], tuple[str, str]]
"""(tool name, arguments) -> (ACP tool kind, title)."""

_PATH_KEYS = ("path", "file", "filename")
_PLAN_LINE = re.compile(r"^\d+\. \[(pending|in_progress|completed)\] (.*)$")
_TOOL_KINDS: dict[str, ToolKindName] = {kind: kind for kind in get_args(ToolKindName)}
_PLAN_STATUSES: dict[str, Literal["pending", "in_progress", "completed"]] = {
    "pending": "pending",
    "in_progress": "in_progress",
    "completed": "completed",
}
MAX_IMAGE_BASE64 = 27_000_000  # ~20 MB of picture
OUTPUT_SHOWN = 50_000  # characters of a tool's output shown in the editor


def text_block(text: str) -> TextBlock:
    return {"type": "text", "text": text}


def _chunk(
    kind: Literal["agent_message_chunk", "agent_thought_chunk", "user_message_chunk"], text: str
) -> ChunkUpdate:
    return {"sessionUpdate": kind, "content": text_block(text)}


def locations(arguments: Mapping[str, Any], cwd: Path) -> list[Location]:
    """The absolute paths a tool call touches (editors follow along with them)."""
    found: list[Location] = []
    for key in _PATH_KEYS:
        value = arguments.get(key)
        if isinstance(value, str) and value.strip() and "\0" not in value:
            try:
                path = Path(value).expanduser()
            except RuntimeError:  # ~someone without a home here: the path as it is
                path = Path(value)
            location: Location = {"path": str(cwd / path)}
            line = arguments.get("offset")
            if isinstance(line, int) and not isinstance(line, bool) and line > 0:
                location["line"] = line
            found.append(location)
    return found


def plan_entries(entries: Iterable[tuple[str, str]]) -> list[PlanEntry]:
    return [
        {"content": step, "priority": "medium", "status": _PLAN_STATUSES[status]}
        for step, status in entries
        if status in _PLAN_STATUSES
    ]


def plan_from_text(text: str) -> tuple[tuple[str, str], ...] | None:
    """The plan the ``todo`` tool returned as text (``1. [status] step`` lines)."""
    if text.strip() == "(no plan)":
        return ()
    entries = []
    for line in text.splitlines():
        match = _PLAN_LINE.match(line)
        if match is None:
            return None
        entries.append((match.group(2), match.group(1)))
    return tuple(entries) or None


def kind_of(kind: str) -> ToolKindName:
    """An ACP tool kind (ours are ACP's; anything else is \"other\")."""
    return _TOOL_KINDS.get(kind, "other")


def _shown(text: str) -> str:
    if len(text) <= OUTPUT_SHOWN:
        return text
    return text[:OUTPUT_SHOWN] + f"\n[... {len(text) - OUTPUT_SHOWN:,} more characters ...]"


def _finished(
    call_id: str,
    status: str,
    content: str,
    diff: tuple[str, str | None, str] | None,
) -> ToolCallProgress:
    update: ToolCallProgress = {
        "sessionUpdate": "tool_call_update",
        "toolCallId": call_id,
        # ACP has no "cancelled" tool status: a cancelled call did not complete.
        "status": "completed" if status == "completed" else "failed",
    }
    blocks: list[ToolContent] = []
    if diff is not None:
        path, old, new = diff
        blocks.append({"type": "diff", "path": path, "oldText": old, "newText": new})
    else:
        blocks.append({"type": "content", "content": text_block(_shown(content))})
    update["content"] = blocks
    update["rawOutput"] = {"content": _shown(content)}
    return update


@dataclass
class TurnTranslator:
    """Turn events of one session as ACP updates. Keeps what it needs between events
    (the working directory for absolute paths, the context window for usage)."""

    cwd: Path
    context_size: int
    _used: int = field(default=0, init=False)
    _running: str | None = field(default=None, init=False)
    _terminals: dict[str, str] = field(default_factory=dict, init=False)

    def attach_terminal(self, terminal_id: str) -> ToolCallProgress | None:
        """The update that embeds an editor terminal in the running tool call's card
        (Zed draws a terminal only when it is the card's one content)."""
        if self._running is None:
            return None
        self._terminals[self._running] = terminal_id
        return {
            "sessionUpdate": "tool_call_update",
            "toolCallId": self._running,
            "content": [{"type": "terminal", "terminalId": terminal_id}],
        }

    def updates(self, event: TurnEvent) -> list[Update]:
        if isinstance(event, TextChunk):
            return [_chunk("agent_message_chunk", event.text)] if event.text else []
        if isinstance(event, ThoughtChunk):
            return [_chunk("agent_thought_chunk", event.text)] if event.text else []
        if isinstance(event, ToolCallStarted):
            return [self.tool_call(event)]
        if isinstance(event, ToolCallUpdated):
            if event.status == "in_progress":
                self._running = event.call_id
                return [
                    {
                        "sessionUpdate": "tool_call_update",
                        "toolCallId": event.call_id,
                        "status": "in_progress",
                    }
                ]
            return []  # awaiting permission: the permission request says so
        if isinstance(event, ToolCallFinished):
            if self._running == event.call_id:
                self._running = None
            update = _finished(event.call_id, event.status, event.content, event.diff)
            terminal = self._terminals.pop(event.call_id, None)
            if terminal is not None:  # the card keeps showing the terminal
                update["content"] = [{"type": "terminal", "terminalId": terminal}]
            return [update]
        if isinstance(event, PlanUpdated):
            return [{"sessionUpdate": "plan", "entries": plan_entries(event.entries)}]
        if isinstance(event, UsageReport):
            # The prompt of the latest request is what fills the context window now.
            self._used = event.input_tokens + event.output_tokens
            return [
                {
                    "sessionUpdate": "usage_update",
                    "used": self._used,
                    "size": max(self.context_size, self._used),
                }
            ]
        if isinstance(event, TurnEnded) and event.error:
            return [_chunk("agent_message_chunk", f"\n\n**The turn stopped:** {event.error}\n")]
        return []

    def tool_call(self, event: ToolCallStarted) -> ToolCallStart:
        update: ToolCallStart = {
            "sessionUpdate": "tool_call",
            "toolCallId": event.call_id,
            "title": event.title,
            "kind": kind_of(event.kind),
            "status": "pending",
            "rawInput": event.arguments,
        }
        where = locations(event.arguments, self.cwd)
        if where:
            update["locations"] = where
        return update


def history_updates(messages: Iterable[Message], cwd: Path, describe: Describe) -> list[Update]:
    """The updates that show a stored session again, in order: the user's and the
    agent's messages, thoughts, each tool call with its final status, and the last
    plan. A call whose result was never stored shows as failed."""
    updates: list[Update] = []
    open_calls: dict[str, Update] = {}
    plan: tuple[tuple[str, str], ...] | None = None
    translator = TurnTranslator(cwd, 0)

    def close_open() -> None:
        for call_id in open_calls:
            updates.append(_finished(call_id, "failed", "did not finish", None))
        open_calls.clear()

    for message in messages:
        if message.role == "user":
            close_open()
            if message.content:
                updates.append(_chunk("user_message_chunk", message.content))
        elif message.role == "assistant":
            close_open()
            if message.reasoning:
                updates.append(_chunk("agent_thought_chunk", message.reasoning))
            if message.content:
                updates.append(_chunk("agent_message_chunk", message.content))
            for call_id, name, arguments in _calls(message):
                kind, title = describe(name, arguments)
                update = translator.tool_call(
                    ToolCallStarted(call_id, name, arguments, kind, title)  # type: ignore[arg-type]
                )
                updates.append(update)
                open_calls[call_id] = update
        elif message.role == "tool" and message.tool_call_id in open_calls:
            del open_calls[message.tool_call_id]
            failed = message.finish_reason in ("failed", "cancelled")
            content = message.content or ""
            updates.append(
                _finished(message.tool_call_id, "failed" if failed else "completed", content, None)
            )
            if message.tool_name == "todo" and not failed:
                read = plan_from_text(content)
                plan = read if read is not None else plan
    close_open()
    if plan is not None:
        updates.append({"sessionUpdate": "plan", "entries": plan_entries(plan)})
    return updates


def _calls(message: Message) -> list[tuple[str, str, dict[str, Any]]]:
    return [(call.id, call.name, call.arguments) for call in stored_calls(message)]


def prompt_text(blocks: Iterable[Mapping[str, Any]]) -> str:
    """An ACP prompt (content blocks) as the user's message: text as it is, a linked
    file as an ``@path`` mention, an embedded file's text in a fenced block under its
    path. Raises ``ValueError`` for a block that cannot be used."""
    parts: list[str] = []
    for block in blocks:
        kind = block.get("type")
        if kind == "text":
            parts.append(str(block.get("text", "")))
        elif kind == "resource_link":
            parts.append(f"@{_uri_path(str(block.get('uri', '')))}")
        elif kind == "resource":
            resource = block.get("resource")
            if not isinstance(resource, dict):
                raise ValueError("a resource block needs a resource object")
            where = _uri_path(str(resource.get("uri", "")))
            if "text" in resource:
                parts.append(f'\n<context file="{where}">\n{resource["text"]}\n</context>\n')
            else:
                parts.append(f"@{where}")
        elif kind != "image":  # pictures go beside the text: prompt_images
            raise ValueError(f"this agent cannot take {kind!r} content in a prompt")
    return "".join(_spaced(parts))


def prompt_images(blocks: Iterable[Mapping[str, Any]]) -> tuple[tuple[str, str], ...]:
    """The pictures of an ACP prompt, as ``(MIME type, base64 data)``. Raises
    ``ValueError`` for one that is not a base64 image, or too big."""
    images = []
    for block in blocks:
        if block.get("type") != "image":
            continue
        mime, data = block.get("mimeType"), block.get("data")
        if not isinstance(mime, str) or not mime.startswith("image/"):
            raise ValueError(f"an image needs an image MIME type, not {mime!r}")
        if not isinstance(data, str) or not data:
            raise ValueError("an image needs its data in base64")
        if len(data) > MAX_IMAGE_BASE64:
            raise ValueError(f"an image of {len(data) * 3 // 4:,} bytes is too big")
        try:
            base64.b64decode(data, validate=True)
        except ValueError as exc:
            raise ValueError(f"an image's data is not base64: {exc}") from exc
        images.append((mime, data))
    return tuple(images)


def _spaced(parts: list[str]) -> list[str]:
    out: list[str] = []
    for part in parts:
        if out and not out[-1].endswith((" ", "\n")) and not part.startswith((" ", "\n")):
            out.append(" ")
        out.append(part)
    return out


def _uri_path(uri: str) -> str:
    parsed = urlparse(uri)
    if parsed.scheme == "file":
        return unquote(parsed.path)
    return uri
