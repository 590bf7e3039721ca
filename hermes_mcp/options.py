"""How ``hermes mcp`` was started: what the command line allows the server to do."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ServerOptions"]


@dataclass(frozen=True, slots=True)
class ServerOptions:
    """Options of one server process."""

    allow_writes: bool = False
    """Offer the tools that change skills on disk (``skill_manage``); off by default."""
