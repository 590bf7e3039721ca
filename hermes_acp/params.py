"""Reading and checking the params of ACP requests: each problem is a -32602 error
naming the param. Also the opaque cursors of ``session/list`` and the other small
conversions the methods share."""

from __future__ import annotations

import base64
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hermes_acp.wire import INVALID_PARAMS, RpcError

if TYPE_CHECKING:
    from hermes_core.state import Session

__all__ = ["absolute", "after_cursor", "cursor_of", "iso", "mcp_servers", "string", "title_of"]


def string(params: Mapping[str, Any], key: str, *, required: bool = True) -> str | None:
    value = params.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or (required and not value):
        raise RpcError(INVALID_PARAMS, f"{key}: expected a string", {"param": key})
    return value


def absolute(params: Mapping[str, Any], key: str = "cwd") -> Path:
    raw = string(params, key)
    assert raw is not None
    path = Path(raw)
    if not path.is_absolute() or "\0" in raw:
        raise RpcError(INVALID_PARAMS, f"{key}: expected an absolute path", {"param": key})
    return path


def mcp_servers(params: Mapping[str, Any]) -> list[dict[str, Any]]:
    from hermes_acp.mcp_servers import parse_servers

    try:
        return parse_servers(params.get("mcpServers"))
    except ValueError as exc:
        raise RpcError(INVALID_PARAMS, str(exc), {"param": "mcpServers"}) from exc


def iso(timestamp: float | None) -> str | None:
    if timestamp is None:
        return None
    return datetime.fromtimestamp(timestamp, UTC).isoformat().replace("+00:00", "Z")


def cursor_of(session: Session) -> str:
    raw = f"{session.started_at!r}|{session.id}".encode()
    return base64.urlsafe_b64encode(raw).decode()


def after_cursor(cursor: str) -> tuple[float, str]:
    try:
        started, _, session_id = base64.urlsafe_b64decode(cursor.encode()).decode().partition("|")
        return float(started), session_id
    except (ValueError, UnicodeDecodeError) as exc:
        raise RpcError(INVALID_PARAMS, "cursor: not a cursor this agent gave") from exc


def title_of(text: str) -> str:
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return first if len(first) <= 60 else first[:59].rstrip() + "…"
