"""Newline framing of the input: lines of at most :data:`MAX_LINE` bytes.

A longer line is dropped as it streams past, chunk by chunk, so it never sits whole
in memory; the reader picks up again after its newline. A last line without a newline
still counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

__all__ = ["CHUNK", "MAX_LINE", "ByteSource", "LineReader", "Overlong"]

MAX_LINE = 64 * 1024 * 1024
"""The longest line (one message) read, in bytes. A prompt carries its pictures in
base64 and the agent takes one of up to 27 MB of base64 (``translate.MAX_IMAGE_BASE64``,
~20 MB of picture, the most a provider accepts): 64 MiB holds two of those with their
text. The official TypeScript SDK stops at 32 MiB."""

CHUNK = 256 * 1024
"""How much is read at a time; also what a dropped line costs in memory."""


class ByteSource(Protocol):
    """Where bytes come from: ``asyncio.StreamReader`` is one. ``read`` returns up to
    ``n`` bytes, waiting for at least one; ``b""`` at the end."""

    async def read(self, n: int = -1, /) -> bytes: ...


@dataclass(frozen=True, slots=True)
class Overlong:
    """A line longer than the limit, dropped; ``size`` is how long it was."""

    size: int


class LineReader:
    """Lines from a :class:`ByteSource` (see the module)."""

    def __init__(self, source: ByteSource, limit: int = MAX_LINE) -> None:
        self._source = source
        self._limit = limit
        self._chunk = b""
        self._at = 0  # where the unread part of _chunk starts
        self._ended = False

    async def next(self) -> bytes | Overlong | None:
        """The next line without its newline, :class:`Overlong` for one dropped, or
        ``None`` once the input has ended."""
        parts: list[bytes] = []
        size = 0
        while True:
            if self._at >= len(self._chunk) and (self._ended or not await self._fill()):
                if size > self._limit:
                    return Overlong(size)
                return b"".join(parts) if parts else None
            end = self._chunk.find(b"\n", self._at)
            stop = len(self._chunk) if end < 0 else end
            size += stop - self._at
            if size <= self._limit:
                parts.append(self._chunk[self._at : stop])
            elif parts:
                parts.clear()  # too long: let go of what was kept
            self._at = stop + 1 if end >= 0 else stop
            if end >= 0:
                return Overlong(size) if size > self._limit else b"".join(parts)

    async def _fill(self) -> bool:
        chunk = await self._source.read(CHUNK)
        if not chunk:
            self._ended = True
            self._chunk, self._at = b"", 0
            return False
        self._chunk, self._at = chunk, 0
        return True
