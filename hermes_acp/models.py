"""The ACP messages the agent sends, as typed dictionaries: the type checker holds the
code that builds them to ACP v1's shapes, at no cost at run time (they are plain dicts
on the wire). The tests validate what is actually sent against the official schema.

Names follow the schema's definitions; only the fields this agent sends are listed.
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

__all__ = [
    "AvailableCommand",
    "ChunkUpdate",
    "CommandsUpdate",
    "ConfigOption",
    "ConfigOptionsUpdate",
    "ContentItem",
    "DiffItem",
    "Location",
    "ModeUpdate",
    "PermissionOption",
    "PermissionRequest",
    "PlanEntry",
    "PlanUpdate",
    "SessionInfoUpdate",
    "TerminalItem",
    "TextBlock",
    "ToolCallProgress",
    "ToolCallStart",
    "ToolContent",
    "ToolKindName",
    "Update",
    "UsageUpdate",
]

ToolKindName = Literal[
    "read", "edit", "delete", "move", "search", "execute", "think", "fetch", "other"
]
ToolStatus = Literal["pending", "in_progress", "completed", "failed"]


class TextBlock(TypedDict):
    type: Literal["text"]
    text: str


class Location(TypedDict):
    path: str
    line: NotRequired[int]


class ContentItem(TypedDict):
    type: Literal["content"]
    content: TextBlock


class DiffItem(TypedDict):
    type: Literal["diff"]
    path: str
    oldText: str | None
    newText: str


class TerminalItem(TypedDict):
    type: Literal["terminal"]
    terminalId: str


ToolContent = ContentItem | DiffItem | TerminalItem


class ChunkUpdate(TypedDict):
    sessionUpdate: Literal["agent_message_chunk", "agent_thought_chunk", "user_message_chunk"]
    content: TextBlock


class ToolCallStart(TypedDict):
    sessionUpdate: Literal["tool_call"]
    toolCallId: str
    title: str
    kind: ToolKindName
    status: Literal["pending"]
    rawInput: dict[str, Any]
    locations: NotRequired[list[Location]]


class ToolCallProgress(TypedDict):
    sessionUpdate: Literal["tool_call_update"]
    toolCallId: str
    status: NotRequired[ToolStatus]
    content: NotRequired[list[ToolContent]]
    rawOutput: NotRequired[dict[str, Any]]


class PlanEntry(TypedDict):
    content: str
    priority: Literal["high", "medium", "low"]
    status: Literal["pending", "in_progress", "completed"]


class PlanUpdate(TypedDict):
    sessionUpdate: Literal["plan"]
    entries: list[PlanEntry]


class UsageUpdate(TypedDict):
    sessionUpdate: Literal["usage_update"]
    used: int
    size: int


class SessionInfoUpdate(TypedDict):
    sessionUpdate: Literal["session_info_update"]
    title: str
    updatedAt: NotRequired[str | None]


class CommandInput(TypedDict):
    hint: str


class AvailableCommand(TypedDict):
    name: str
    description: str
    input: NotRequired[CommandInput]


class CommandsUpdate(TypedDict):
    sessionUpdate: Literal["available_commands_update"]
    availableCommands: list[AvailableCommand]


class SelectOption(TypedDict):
    value: str
    name: str
    description: NotRequired[str]


class ConfigOption(TypedDict):
    id: str
    name: str
    category: Literal["mode", "model"]
    type: Literal["select"]
    currentValue: str
    options: list[SelectOption]


class ConfigOptionsUpdate(TypedDict):
    sessionUpdate: Literal["config_option_update"]
    configOptions: list[ConfigOption]


class ModeUpdate(TypedDict):
    sessionUpdate: Literal["current_mode_update"]
    currentModeId: str


Update = (
    ChunkUpdate
    | ToolCallStart
    | ToolCallProgress
    | PlanUpdate
    | UsageUpdate
    | SessionInfoUpdate
    | CommandsUpdate
    | ConfigOptionsUpdate
    | ModeUpdate
)
"""The ``update`` of a ``session/update`` notification."""


class PermissionToolCall(TypedDict):
    toolCallId: str
    title: str
    kind: ToolKindName
    status: Literal["pending"]
    rawInput: dict[str, Any]
    locations: NotRequired[list[Location]]
    content: NotRequired[list[ToolContent]]


class PermissionOption(TypedDict):
    optionId: str
    name: str
    kind: Literal["allow_once", "allow_always", "reject_once", "reject_always"]


class PermissionRequest(TypedDict):
    sessionId: str
    toolCall: PermissionToolCall
    options: list[PermissionOption]
