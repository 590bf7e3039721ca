"""A scripted HTTP server on 127.0.0.1 that speaks exactly what a test tells it to:
status, headers, then body parts written one by one (with pauses, a hang until the
client goes away, or an early close). Every request is recorded."""

from __future__ import annotations

import http.server
import json
import select
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "Hang",
    "Pause",
    "Reply",
    "ScriptedServer",
    "anthropic_sse",
    "openai_sse",
    "text_reply",
    "tool_reply",
]


@dataclass(frozen=True)
class Pause:
    seconds: float


@dataclass(frozen=True)
class Hang:
    """Send nothing more; wait until the client closes the connection."""


@dataclass
class Reply:
    status: int = 200
    headers: dict[str, str] = field(default_factory=lambda: {"Content-Type": "text/event-stream"})
    parts: list[bytes | Pause | Hang] = field(default_factory=list)


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]
    client_closed: threading.Event = field(default_factory=threading.Event)


class ScriptedServer:
    def __init__(self) -> None:
        self.replies: deque[Reply] = deque()
        self.requests: list[Seen] = []
        self.responder: Callable[[dict[str, Any]], Reply] | None = None
        self.aborted = 0
        """Requests the client abandoned before sending their whole body."""
        """Answers a request's body when no reply is queued."""
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"

            def log_message(self, *args: object) -> None:
                pass

            def do_GET(self) -> None:
                self.do_POST()

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length)
                if len(raw) < length:  # the client went away while sending
                    server.aborted += 1
                    return
                body = json.loads(raw or b"{}")
                seen = Seen(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                server.requests.append(seen)
                if server.replies:
                    reply = server.replies.popleft()
                elif server.responder is not None:
                    reply = server.responder(body)
                else:
                    reply = Reply(500)
                self.send_response(reply.status)
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                self.send_header("Connection", "close")
                self.end_headers()
                self.wfile.flush()
                try:
                    for part in reply.parts:
                        if isinstance(part, Pause):
                            time.sleep(part.seconds)
                        elif isinstance(part, Hang):
                            self._wait_for_close(seen)
                            return
                        else:
                            self.wfile.write(part)
                            self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    seen.client_closed.set()

            def _wait_for_close(self, seen: Seen) -> None:
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline:
                    readable, _, _ = select.select([self.connection], [], [], 0.05)
                    if readable and not self.connection.recv(1024):
                        seen.client_closed.set()
                        return

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self._thread.start()
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def reply(self, *replies: Reply) -> None:
        self.replies.extend(replies)

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


def openai_sse(*chunks: dict[str, Any] | str, done: bool = True) -> list[bytes | Pause | Hang]:
    """``data:`` events for ``chunks`` (strings are sent as they are), then [DONE]."""
    parts: list[bytes | Pause | Hang] = []
    for chunk in chunks:
        data = chunk if isinstance(chunk, str) else json.dumps(chunk)
        parts.append(f"data: {data}\n\n".encode())
    if done:
        parts.append(b"data: [DONE]\n\n")
    return parts


def anthropic_sse(*events: tuple[str, dict[str, Any]]) -> list[bytes | Pause | Hang]:
    return [f"event: {name}\ndata: {json.dumps(data)}\n\n".encode() for name, data in events]


def text_reply(*pieces: str, finish: str = "stop") -> Reply:
    """An OpenAI-compatible streamed answer made of ``pieces``, then usage."""
    chunks: list[dict[str, Any] | str] = [
        {"choices": [{"index": 0, "delta": {"content": p}, "finish_reason": None}]} for p in pieces
    ]
    chunks.append({"choices": [{"index": 0, "delta": {}, "finish_reason": finish}]})
    chunks.append({"choices": [], "usage": {"prompt_tokens": 10, "completion_tokens": 2}})
    return Reply(parts=openai_sse(*chunks))


def tool_reply(*calls: tuple[str, str, dict[str, Any]]) -> Reply:
    """An OpenAI-compatible streamed request for ``(id, tool name, arguments)`` calls."""
    deltas = [
        {"index": i, "id": call_id, "function": {"name": name, "arguments": json.dumps(args)}}
        for i, (call_id, name, args) in enumerate(calls)
    ]
    return Reply(
        parts=openai_sse(
            {"choices": [{"index": 0, "delta": {"tool_calls": deltas}, "finish_reason": None}]},
            {"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]},
        )
    )
