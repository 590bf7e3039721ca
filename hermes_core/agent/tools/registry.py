"""Typed tools: a coroutine's signature becomes the JSON schema the model sees, its
docstring the description; arguments the model sends are checked against the schema
before the tool runs, and a bad call comes back to the model as an error result, never
as an exception in the loop.

A registry is an object (the services object owns one); there is no global registry.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Protocol, get_args, get_origin

from hermes_core.agent.providers.types import ToolSpec
from hermes_core.errors import HermesError

__all__ = [
    "Tool",
    "ToolContext",
    "ToolKind",
    "ToolRegistry",
    "ToolResult",
    "schema_for",
    "tool",
]

ToolKind = Literal["read", "edit", "delete", "move", "search", "execute", "think", "fetch", "other"]


@dataclass(frozen=True, slots=True)
class ToolResult:
    """What a tool gives back to the model (and, as ``content``, to the user)."""

    content: str
    is_error: bool = False
    diff: tuple[str, str | None, str] | None = None
    """``(path, old text or None, new text)`` when the tool changed a file."""
    plan: tuple[tuple[str, str], ...] | None = None
    """``(step, status)`` pairs when the tool changed the plan."""


class ToolContext(Protocol):
    """What a running tool may use (the services and the session it runs in)."""

    session_id: str


Handler = Callable[..., Awaitable[ToolResult | str]]


@dataclass(frozen=True, slots=True)
class Tool:
    name: str
    description: str
    parameters: dict[str, Any]
    toolset: str
    kind: ToolKind
    handler: Handler
    needs_context: bool = False
    assess: Callable[[dict[str, Any]], str | None] | None = None
    """For a call's arguments, why it is dangerous (then the user is asked whatever
    the approval mode), or ``None``."""

    @property
    def spec(self) -> ToolSpec:
        return ToolSpec(self.name, self.description, self.parameters)


_SIMPLE: dict[type, str] = {str: "string", int: "integer", float: "number", bool: "boolean"}


def _json_type(annotation: Any) -> dict[str, Any]:
    description = None
    if get_origin(annotation) is Annotated:
        annotation, *extra = get_args(annotation)
        description = next((e for e in extra if isinstance(e, str)), None)
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in get_args(annotation) if a is not type(None)]
        schema = _json_type(options[0]) if len(options) == 1 else {}
    elif origin is Literal:
        values = list(get_args(annotation))
        schema = {"type": _SIMPLE.get(type(values[0]), "string"), "enum": values}
    elif origin in (list, tuple) or annotation in (list, tuple):
        items = get_args(annotation)
        schema = {"type": "array", "items": _json_type(items[0]) if items else {}}
    elif origin is dict or annotation is dict:
        schema = {"type": "object"}
    elif annotation in _SIMPLE:
        schema = {"type": _SIMPLE[annotation]}
    else:
        raise TypeError(f"no JSON schema for {annotation!r}")
    if description:
        schema = {**schema, "description": description}
    return schema


def schema_for(function: Callable[..., Any]) -> tuple[dict[str, Any], bool]:
    """The JSON schema of ``function``'s parameters (``context`` excluded), and whether
    it takes a ``context``."""
    hints = typing.get_type_hints(function, include_extras=True)
    properties: dict[str, Any] = {}
    required: list[str] = []
    takes_context = False
    for name, parameter in inspect.signature(function).parameters.items():
        if name == "context":
            takes_context = True
            continue
        properties[name] = _json_type(hints[name])
        if parameter.default is inspect.Parameter.empty:
            required.append(name)
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    schema["additionalProperties"] = False
    return schema, takes_context


def tool(
    *, toolset: str, kind: ToolKind = "other", name: str | None = None
) -> Callable[[Handler], Tool]:
    """Make a :class:`Tool` of a coroutine (see the module)."""

    def make(function: Handler) -> Tool:
        schema, takes_context = schema_for(function)
        doc = inspect.getdoc(function) or ""
        return Tool(
            name=name or function.__name__,
            description=" ".join(doc.split("\n\n", 1)[0].split()),
            parameters=schema,
            toolset=toolset,
            kind=kind,
            handler=function,
            needs_context=takes_context,
        )

    return make


_CHECKS: dict[str, Callable[[Any], bool]] = {
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
}


def _problems(schema: dict[str, Any], arguments: dict[str, Any]) -> list[str]:
    properties: dict[str, Any] = schema.get("properties", {})
    problems = [f"missing {name!r}" for name in schema.get("required", []) if name not in arguments]
    closed = schema.get("additionalProperties") is False
    for name, value in arguments.items():
        spec = properties.get(name)
        if not isinstance(spec, dict):
            if closed:
                problems.append(f"unknown argument {name!r}")
            continue
        kind = spec.get("type")
        # Only the simple types are checked here (a schema from elsewhere, an MCP
        # server's, may use any JSON schema; that server checks its own arguments).
        if isinstance(kind, str) and kind in _CHECKS and not _CHECKS[kind](value):
            problems.append(f"{name!r} must be {kind}, not {type(value).__name__}")
        elif "enum" in spec and value not in spec["enum"]:
            problems.append(f"{name!r} must be one of {spec['enum']}")
        elif (
            kind == "array"
            and isinstance(value, list)
            and isinstance(items := spec.get("items"), dict)
            and items.get("type") in _CHECKS
        ):
            item_kind = items["type"]
            if not all(_CHECKS[item_kind](item) for item in value):
                problems.append(f"every item of {name!r} must be {item_kind}")
    return problems


@dataclass
class ToolRegistry:
    """The tools available, by name, grouped in toolsets."""

    tools: dict[str, Tool] = field(default_factory=dict)

    def add(self, *tools: Tool) -> None:
        for item in tools:
            if item.name in self.tools:
                raise ValueError(f"a tool named {item.name!r} is registered already")
            self.tools[item.name] = item

    def get(self, name: str) -> Tool | None:
        return self.tools.get(name)

    def specs(self, toolsets: Iterable[str] | None = None) -> tuple[ToolSpec, ...]:
        """The tools of ``toolsets`` (all when ``None``), sorted by name."""
        chosen = None if toolsets is None else set(toolsets)
        return tuple(
            t.spec for _n, t in sorted(self.tools.items()) if chosen is None or t.toolset in chosen
        )

    async def call(self, name: str, arguments: dict[str, Any], context: ToolContext) -> ToolResult:
        """Run a tool; an unknown tool, bad arguments or a tool that raises become an
        error result the model can read."""
        found = self.tools.get(name)
        if found is None:
            known = ", ".join(sorted(self.tools)) or "none"
            return ToolResult(f"unknown tool {name!r} (tools: {known})", is_error=True)
        problems = _problems(found.parameters, arguments)
        if problems:
            return ToolResult(f"{name}: {'; '.join(problems)}", is_error=True)
        try:
            if found.needs_context:
                outcome = await found.handler(context=context, **arguments)
            else:
                outcome = await found.handler(**arguments)
        except (HermesError, OSError, ValueError, LookupError) as exc:
            return ToolResult(f"{name} failed: {exc}", is_error=True)
        return outcome if isinstance(outcome, ToolResult) else ToolResult(str(outcome))
