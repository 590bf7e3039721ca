"""Reading ``Content-Length`` framed messages from a client that may get it wrong.

:class:`FrameParser` is fed the bytes read from stdin and hands back message bodies
and the errors to answer. It holds at most one body (and never one larger than
:data:`MAX_BODY`) plus a line of headers, whatever it is sent. Its rules:

- Headers are ``Name: value`` lines ending in CRLF (a bare LF is taken too), names in
  any case, then an empty line. ``Content-Type`` and unknown headers are ignored (the
  body is UTF-8, as LSP says). Blank lines between messages are skipped.
- A valid ``Content-Length`` (ASCII digits; repeated only with the same value) frames
  the body. One above :data:`MAX_BODY` is answered at once (-32600, id ``null``) and
  its bytes are skipped, exactly that many, a chunk at a time, so the stream stays in
  step.
- Without a valid length (missing, not a number, negative, conflicting, a malformed or
  overlong header line, no empty line before the body), or with a JSON body and no
  headers at all, the body's end is found from the bytes themselves: where the next
  message's headers start, or where a complete JSON value ends, or when the client
  goes quiet (:meth:`FrameParser.idle`). Exactly one -32600 answers it, with its id
  when the body is a request with a usable one.
- A ``Content-Length`` larger than what the client sent is caught the same ways: the
  next message's headers inside the body after a complete JSON value, or a quiet
  client after one. The request is answered (-32600 with its id), not left waiting
  for bytes that will never come.
- A ``Content-Length`` smaller than the body cuts it: the cut body is not JSON
  (-32700, id ``null``: its id cannot be known) and the rest, up to the next headers,
  is skipped.
- Bytes that are neither headers nor JSON (noise before a message) are skipped to the
  next headers without an answer: there is no message to answer.

Nothing depends on how the bytes are split into chunks, except what :meth:`idle`
decides, and that only ever ends a body that is already a complete JSON value.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from enum import Enum

from hermes_lsp.envelope import request_id
from hermes_lsp.rpc_errors import ErrorCode, RpcError, quote

__all__ = ["MAX_BODY", "MAX_HEADER_LINE", "MAX_UNFRAMED", "Body", "Event", "FrameParser"]

logger = logging.getLogger(__name__)

# A SKILL.md is kilobytes, but a client sends whole documents of any kind in didOpen
# (some editors attach this server to all Markdown) and JSON escaping can double their
# size; 64 MiB carries a 30 MB file while bounding what one message can cost.
MAX_BODY = 64 * 1024 * 1024
MAX_HEADER_LINE = 8 * 1024
MAX_HEADERS = 64 * 1024  # all the header lines of one message together
MAX_UNFRAMED = 1024 * 1024  # a body without a usable length is looked for this far
_MAX_GLUED_CHECKS = 16  # complete-value checks per body, for headers glued to JSON

# The start of a message's headers (LSP has only these two).
_HEADERS_START = re.compile(rb"content-(?:length|type)[ \t]*:", re.IGNORECASE)
_HEADER = re.compile(rb"([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]*:[ \t]*(.*?)[ \t]*")
_HEADER_NAME = re.compile(rb"[!#$%&'*+.^_`|~0-9A-Za-z-]+[ \t]*:")
_DIGITS = re.compile(rb"[0-9]{1,20}")
_NOT_SPACE = re.compile(rb"[^ \t\r\n]")
_SPACE = b" \t\r\n"
_DECODER = json.JSONDecoder()


@dataclass(frozen=True, slots=True)
class Body:
    """One framed message body, to be read as JSON-RPC."""

    data: bytes


Event = Body | RpcError


class _Phase(Enum):
    HEADERS = "headers"
    SKIP_LINE = "skipping an overlong header line"
    BODY = "body"
    DRAIN = "skipping an oversized body"
    UNFRAMED = "body of unknown length"
    NOISE = "skipping noise"


class FrameParser:
    """Bytes in, message bodies and framing errors out (see the module docstring)."""

    def __init__(self, max_body: int = MAX_BODY) -> None:
        self._max_body = max_body
        self._buffer = bytearray()
        self._phase = _Phase.HEADERS
        self._in_block = False  # a header line of the current message was read
        self._block_size = 0
        self._lengths: list[bytes] = []  # the Content-Length values of the block
        self._problem: str | None = None  # what makes the block's length unusable
        self._need = 0  # BODY: the body's length; DRAIN: bytes still to skip
        self._searched = 0  # where the search for the next headers resumes
        self._glued_checks = 0
        self._quiet_checked = True  # idle() already looked at the bytes held

    @property
    def wants_idle(self) -> bool:
        """Whether :meth:`idle` could end something if the client goes quiet now."""
        if self._quiet_checked:
            return False
        if self._phase is _Phase.UNFRAMED:
            return True
        return self._phase is _Phase.BODY and _ends_like_value(self._buffer)

    def feed(self, data: bytes) -> list[Event]:
        """Take the next bytes read; the events they complete."""
        self._buffer += data
        self._quiet_checked = False
        events: list[Event] = []
        while self._step(events):
            pass
        return events

    def idle(self) -> list[Event]:
        """The client has sent nothing for a while: end a body that is already a whole
        JSON value (one whose Content-Length is too large, or that has none)."""
        self._quiet_checked = True
        events: list[Event] = []
        while True:
            before = (self._phase, len(self._buffer))
            if self._phase is _Phase.UNFRAMED:
                self._end_unframed(len(self._buffer), events)
            elif self._phase is _Phase.BODY and _ends_like_value(self._buffer):
                complete, value = _complete_value(bytes(self._buffer))
                if complete:
                    self._too_long(len(self._buffer), value, events)
            while self._step(events):
                pass
            # Several unframed values may be waiting (newline-delimited JSON).
            if self._phase is not _Phase.UNFRAMED or (self._phase, len(self._buffer)) == before:
                return events

    def end(self) -> list[Event]:
        """The input ended: answer what can be answered of a last, unfinished message."""
        events = self.idle()
        if self._phase is not _Phase.HEADERS or self._in_block or self._buffer.strip(_SPACE):
            logger.warning("the input ended inside a message (%s)", self._phase.value)
        return events

    # -- one step of the state machine; False when more bytes are needed --

    def _step(self, events: list[Event]) -> bool:
        match self._phase:
            case _Phase.HEADERS:
                return self._header_line(events)
            case _Phase.SKIP_LINE:
                return self._skip_line()
            case _Phase.BODY:
                return self._body(events)
            case _Phase.DRAIN:
                return self._drain()
            case _Phase.UNFRAMED:
                return self._unframed(events)
            case _Phase.NOISE:
                return self._noise()

    def _header_line(self, events: list[Event]) -> bool:
        buffer = self._buffer
        if not self._in_block:
            first = _NOT_SPACE.search(buffer)
            del buffer[: first.start() if first is not None else len(buffer)]  # blank lines
            if not buffer:
                return False
            if buffer[0] in b"{[":  # a JSON body with no headers at all
                return self._start_unframed("the message has no Content-Length header")
        newline = buffer.find(b"\n", 0, MAX_HEADER_LINE + 1)
        if newline < 0:
            if len(buffer) <= MAX_HEADER_LINE:
                return False
            if not self._in_block and _HEADER_NAME.match(buffer) is None:
                return self._start_noise()
            self._in_block = True
            self._problem = f"a header line is longer than {MAX_HEADER_LINE} bytes"
            self._phase = _Phase.SKIP_LINE
            return True
        line = bytes(buffer[:newline])
        if line.endswith(b"\r"):
            line = line[:-1]
        if self._in_block and line[:1] in (b"{", b"["):
            self._reset_block()
            return self._start_unframed("no empty line between the headers and the body")
        header = _HEADER.fullmatch(line)
        if header is None and line and not self._in_block:
            return self._start_noise()
        del buffer[: newline + 1]
        if not line:
            self._end_headers(events)
            return True
        self._in_block = True
        self._block_size += newline + 1
        if self._block_size > MAX_HEADERS:
            self._problem = f"the headers are longer than {MAX_HEADERS} bytes"
        if header is None:
            self._problem = f"a malformed header line: {quote(line)}"
        elif header.group(1).lower() == b"content-length" and len(self._lengths) < 8:
            self._lengths.append(header.group(2))
        return True

    def _end_headers(self, events: list[Event]) -> None:
        problem = self._problem or self._length_problem()
        lengths = self._lengths
        self._reset_block()
        if problem is not None:
            self._start_unframed(problem)
            return
        need = int(lengths[0])
        if need > self._max_body:
            events.append(
                RpcError(
                    ErrorCode.INVALID_REQUEST,
                    f"the message is {need} bytes, over the limit of {self._max_body}: skipped",
                )
            )
            logger.warning("skipping a message of %d bytes (the limit is %d)", need, self._max_body)
            self._phase, self._need = _Phase.DRAIN, need
            return
        self._phase, self._need, self._searched, self._glued_checks = _Phase.BODY, need, 0, 0

    def _reset_block(self) -> None:
        self._in_block, self._block_size, self._lengths, self._problem = False, 0, [], None

    def _length_problem(self) -> str | None:
        if not self._lengths:
            return "the message has no Content-Length header"
        if len(set(self._lengths)) > 1:
            return "the message has conflicting Content-Length headers"
        if _DIGITS.fullmatch(self._lengths[0]) is None:
            return f"the Content-Length is not a number of bytes: {quote(self._lengths[0])}"
        return None

    def _skip_line(self) -> bool:
        newline = self._buffer.find(b"\n")
        if newline < 0:
            self._buffer.clear()
            return False
        del self._buffer[: newline + 1]
        self._phase = _Phase.HEADERS
        return True

    def _body(self, events: list[Event]) -> bool:
        buffer = self._buffer
        region = min(len(buffer), self._need)
        while True:
            found = _HEADERS_START.search(buffer, self._searched, region)
            if found is None:
                # A match may straddle the region's end: look again from just before it.
                self._searched = max(self._searched, region - 32)
                break
            at = found.start()
            self._searched = found.end()
            if self._next_message_at(at, events):
                return True
        if len(buffer) < self._need:
            return False
        events.append(Body(bytes(buffer[: self._need])))
        del buffer[: self._need]
        self._phase = _Phase.HEADERS
        return True

    def _next_message_at(self, at: int, events: list[Event]) -> bool:
        """Whether headers found at ``at``, inside a body by its Content-Length, start
        the next message (then the body is answered and reading goes on from there)."""
        if at == 0 or self._buffer[at - 1] == ord("\n"):
            # No JSON text holds a raw line break followed by a header: a message
            # begins here whatever came before.
            self._too_long(at, _complete_value(bytes(self._buffer[:at]))[1], events)
            return True
        if self._glued_checks >= _MAX_GLUED_CHECKS or not _ends_like_value(self._buffer, at):
            return False
        self._glued_checks += 1
        complete, value = _complete_value(bytes(self._buffer[:at]))
        if complete:
            self._too_long(at, value, events)
        return complete

    def _too_long(self, size: int, value: object, events: list[Event]) -> None:
        """The body ended ``size`` bytes in, before its Content-Length said."""
        events.append(
            RpcError(
                ErrorCode.INVALID_REQUEST,
                f"the Content-Length ({self._need}) is more than the message ({size} bytes)",
                request_id(value),
            )
        )
        del self._buffer[:size]
        self._phase = _Phase.HEADERS

    def _drain(self) -> bool:
        take = min(self._need, len(self._buffer))
        del self._buffer[:take]
        self._need -= take
        if self._need:
            return False
        self._phase = _Phase.HEADERS
        return True

    def _start_unframed(self, problem: str) -> bool:
        self._phase, self._problem, self._searched = _Phase.UNFRAMED, problem, 0
        self._glued_checks = 0
        return True

    def _unframed(self, events: list[Event]) -> bool:
        buffer = self._buffer
        while True:
            found = _HEADERS_START.search(buffer, self._searched)
            if found is None:
                self._searched = max(self._searched, len(buffer) - 32)
                break
            at = found.start()
            self._searched = found.end()
            at_line_start = at == 0 or buffer[at - 1] == ord("\n")
            if at_line_start or self._glued_value_ends(at):
                self._end_unframed(at, events)
                return True
        if len(buffer) <= MAX_UNFRAMED:
            return False
        events.append(
            RpcError(ErrorCode.INVALID_REQUEST, f"{self._problem}; no end in {MAX_UNFRAMED} bytes")
        )
        self._problem = None
        return self._start_noise()

    def _glued_value_ends(self, at: int) -> bool:
        if self._glued_checks >= _MAX_GLUED_CHECKS or not _ends_like_value(self._buffer, at):
            return False
        self._glued_checks += 1
        return _complete_value(bytes(self._buffer[:at]))[0]

    def _end_unframed(self, size: int, events: list[Event]) -> None:
        """Answer the body of unknown length found in the first ``size`` bytes: the
        JSON value it starts with (what follows is read again as what it is), or all
        of it when it starts with none."""
        value, used = _leading_value(bytes(self._buffer[:size]))
        events.append(
            RpcError(
                ErrorCode.INVALID_REQUEST,
                self._problem or "the message has no usable Content-Length",
                request_id(value),
            )
        )
        del self._buffer[: used or size]
        self._phase, self._problem = _Phase.HEADERS, None

    def _start_noise(self) -> bool:
        self._phase, self._searched = _Phase.NOISE, 1
        logger.warning("skipping bytes that are not a message, up to the next headers")
        return True

    def _noise(self) -> bool:
        buffer = self._buffer
        found = _HEADERS_START.search(buffer, min(self._searched, len(buffer)))
        if found is None:
            keep = 32  # a header name may be split between two reads
            if len(buffer) > keep:
                del buffer[:-keep]
            self._searched = 0
            return False
        del buffer[: found.start()]
        self._phase = _Phase.HEADERS
        return True


def _ends_like_value(data: bytes | bytearray, end: int | None = None) -> bool:
    """A cheap test before a costly one: a JSON object or array ends in } or ]
    (looking back from ``end`` past white space only, copying nothing)."""
    at = (len(data) if end is None else end) - 1
    while at >= 0 and data[at] in _SPACE:
        at -= 1
    return at >= 0 and data[at] in b"}]"


def _leading_value(data: bytes) -> tuple[object, int]:
    """The JSON object or array ``data`` starts with (after white space) and how many
    bytes it takes; ``(None, 0)`` when it starts with none."""
    # surrogateescape: every byte maps to one character and back, so the value's end
    # in characters gives its end in bytes, whatever is not UTF-8.
    text = data.decode("utf-8", "surrogateescape")
    first = len(text) - len(text.lstrip(" \t\r\n"))
    if text[first : first + 1] not in ("{", "["):
        return None, 0
    try:
        value, end = _DECODER.raw_decode(text, first)
    except (ValueError, RecursionError):
        return None, 0
    return value, len(text[:end].encode("utf-8", "surrogateescape"))


def _complete_value(data: bytes) -> tuple[bool, object]:
    """Whether ``data`` is exactly one JSON object or array (and white space), and
    the value when it is."""
    value, used = _leading_value(data)
    if not used or data[used:].strip(_SPACE):
        return False, None
    return True, value
