"""``session_search``: past conversations, searched by the agent."""

from __future__ import annotations

from typing import Annotated

from hermes_core.agent.tools.registry import Tool, ToolContext, ToolResult, tool
from hermes_core.state import QueryError, SessionStore

__all__ = ["session_search_tool"]


def session_search_tool(store: SessionStore) -> Tool:
    @tool(toolset="session_search", kind="search")
    async def session_search(
        context: ToolContext,
        query: Annotated[str, 'words, "a phrase", prefix*; Chinese, Japanese and Korean too'],
        limit: Annotated[int, "at most this many messages"] = 10,
    ) -> ToolResult:
        """Search the messages of past conversations, newest first."""
        try:
            hits = await store.search(query, limit=max(1, min(limit, 50)))
        except QueryError as exc:
            return ToolResult(str(exc), is_error=True)
        lines = [
            f"{h.session_id}{' (this session)' if h.session_id == context.session_id else ''} "
            f"#{h.message_id} [{h.role}] {h.snippet}"
            for h in hits
        ]
        return ToolResult("\n".join(lines) if lines else "no matches")

    return session_search
