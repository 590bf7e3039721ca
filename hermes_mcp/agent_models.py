"""The structured result of ``agent_ask`` (its ``outputSchema`` and
``structuredContent``)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

__all__ = ["AgentAskResult", "AgentToolCall", "AgentUsage"]


class AgentToolCall(BaseModel):
    """One tool call the agent made during the turn."""

    name: str
    title: str = Field(description="what the call was about, e.g. 'terminal: ls'")
    status: Literal["completed", "failed", "cancelled"] = Field(
        description="failed covers a call the permission rule rejected"
    )


class AgentUsage(BaseModel):
    """Tokens the turn's model requests used, summed."""

    input_tokens: int = 0
    output_tokens: int = 0


class AgentAskResult(BaseModel):
    """What one agent turn came to."""

    session_id: str = Field(description="pass it back as session_id to continue this session")
    text: str = Field(description="the agent's final answer (its last message of the turn)")
    stop_reason: Literal["end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled"]
    tool_calls: list[AgentToolCall]
    usage: AgentUsage
