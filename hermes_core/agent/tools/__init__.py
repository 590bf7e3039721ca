"""The agent's tools and their registry."""

from hermes_core.agent.tools.registry import (
    Tool,
    ToolContext,
    ToolKind,
    ToolRegistry,
    ToolResult,
    schema_for,
    tool,
)

__all__ = ["Tool", "ToolContext", "ToolKind", "ToolRegistry", "ToolResult", "schema_for", "tool"]
