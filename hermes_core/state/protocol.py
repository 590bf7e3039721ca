"""What the agent and the entry points need from a session store."""

from __future__ import annotations

from typing import Protocol

from hermes_core.state.model import Message, SearchHit, Session

__all__ = ["SessionStore"]


class SessionStore(Protocol):
    """Sessions, their messages, and search over them."""

    async def create_session(
        self,
        source: str,
        *,
        session_id: str | None = None,
        title: str | None = None,
        model: str | None = None,
        cwd: str | None = None,
        parent_session_id: str | None = None,
        system_prompt: str | None = None,
    ) -> Session: ...

    async def append(self, session_id: str, message: Message) -> int: ...

    async def messages(self, session_id: str, *, last: int | None = None) -> list[Message]: ...

    async def get_session(self, session_id: str) -> Session | None: ...

    async def list_sessions(
        self,
        *,
        limit: int = 50,
        source: str | None = None,
        cwd: str | None = None,
        before: tuple[float, str] | None = None,
        with_cwd: bool = False,
        with_messages: bool = False,
    ) -> list[Session]: ...

    async def set_title(self, session_id: str, title: str) -> None: ...

    async def search(
        self, query: str, *, limit: int = 20, session_id: str | None = None
    ) -> list[SearchHit]: ...

    async def end_session(self, session_id: str, reason: str) -> None: ...

    async def add_usage(self, session_id: str, input_tokens: int, output_tokens: int) -> None: ...

    async def delete_session(self, session_id: str) -> bool: ...

    async def close(self) -> None: ...
