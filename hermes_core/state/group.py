"""Group commit across processes: one writer commits for the others.

Every append must reach the disk (``synchronous=FULL``) before it is acknowledged, and
SQLite gives each transaction its own ``fsync``. With several processes appending at
once, that ``fsync`` is the whole cost. So, as in PostgreSQL's group commit, the process
that holds the writers' turn (the *leader*) takes other processes' rows as well and
commits them all in one transaction — one ``fsync`` — before answering each.

The meeting point is a Unix socket in Linux's abstract namespace named after the
database file (device and inode) and this wire version, bound only while a leader holds
the turn. A writer that finds the turn taken connects (keeping the connection while that
leader leads), sends its rows as JSON, and waits for the leader's answer. Every way this
can go wrong — no leader, the leader finishing before reading, dying before answering,
answering with an error, a peer of another user (checked with ``SO_PEERCRED``) — ends
the same way: the writer waits for the turn and writes the rows itself. That is safe
because appends are idempotent (each row carries its unique id), so a row the dead
leader did commit is found, not written twice.

Only appends travel this way; other writes take the turn as before, and commit the
appends that queued behind them before giving it back (see
:mod:`hermes_core.state.connection`).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import select
import socket
import struct
import sys
import time
from typing import Any

__all__ = ["Follower", "Listener", "Rendezvous"]

_WIRE = b"hermes-state-group-1"
_HEADER = struct.Struct("!I")
_MAX_BODY = 64 * 1024 * 1024  # larger batches are written by their own process
_READ_TIMEOUT = 0.5  # a follower sends right after connecting
_CONNECT_TIMEOUT = 0.05  # a leader whose queue is full: write the rows yourself
_CREDENTIALS = struct.Struct("3i")  # struct ucred: pid, uid, gid


def _peer_uid(sock: socket.socket) -> int:
    raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, _CREDENTIALS.size)
    return int(_CREDENTIALS.unpack(raw)[1])


def _frame(value: Any) -> bytes:
    body = json.dumps(value, separators=(",", ":")).encode()
    return _HEADER.pack(len(body)) + body


def _send(sock: socket.socket, value: Any) -> None:
    sock.sendall(_frame(value))


def _decode(body: bytes) -> Any:
    try:
        return json.loads(body)
    except ValueError as exc:
        raise OSError(f"group commit: bad message: {exc}") from exc


def _receive(sock: socket.socket) -> Any:
    """One framed JSON value; ``OSError`` when the peer goes away or lies about sizes."""
    header = _read_exactly(sock, _HEADER.size)
    (size,) = _HEADER.unpack(header)
    if size > _MAX_BODY:
        raise OSError("group commit: message too large")
    return _decode(_read_exactly(sock, size))


async def _read_exactly_async(
    loop: asyncio.AbstractEventLoop, sock: socket.socket, size: int
) -> bytes:
    chunks: list[bytes] = []
    while size:
        chunk = await loop.sock_recv(sock, min(size, 1 << 20))
        if not chunk:
            raise OSError("group commit: peer closed the connection")
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _read_exactly(sock: socket.socket, size: int) -> bytes:
    chunks: list[bytes] = []
    while size:
        chunk = sock.recv(min(size, 1 << 20))
        if not chunk:
            raise OSError("group commit: peer closed the connection")
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _checked(answer: Any, rows: list[Any]) -> list[Any] | None:
    if isinstance(answer, list) and len(answer) == len(rows):
        return answer
    return None


async def _exchange(sock: socket.socket, frame: bytes, timeout: float) -> Any:
    """Send ``frame`` and read the answer; ``None`` when the leader went away."""
    loop = asyncio.get_running_loop()
    try:
        async with asyncio.timeout(timeout):
            await loop.sock_sendall(sock, frame)
            (size,) = _HEADER.unpack(await _read_exactly_async(loop, sock, _HEADER.size))
            if size > _MAX_BODY:
                return None
            return _decode(await _read_exactly_async(loop, sock, size))
    except OSError:  # TimeoutError included
        return None


class Rendezvous:
    """Where the writers of one database file meet."""

    def __init__(self, name: bytes) -> None:
        self.name = name
        self._uid = os.getuid()
        self._link: socket.socket | None = None  # to the leader, kept between appends
        self._link_busy = False

    @classmethod
    def for_database(cls, path: os.PathLike[str] | str) -> Rendezvous | None:
        """The meeting point for the file at ``path``; ``None`` where abstract sockets do
        not exist (anything but Linux): every writer then writes for itself."""
        if not sys.platform.startswith("linux"):
            return None
        info = os.stat(path)
        digest = hashlib.sha256(b"%s:%d:%d" % (_WIRE, info.st_dev, info.st_ino)).hexdigest()
        return cls(b"\0hermes-state-" + digest[:32].encode())

    def follow(self, rows: list[Any], timeout: float) -> list[Any] | None:
        """Have the current leader commit ``rows``: its answers, one per row, or
        ``None`` when there is no leader or anything went wrong (write them yourself)."""
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.settimeout(_CONNECT_TIMEOUT)
            sock.connect(self.name)
            if _peer_uid(sock) != self._uid:
                return None
            sock.settimeout(timeout)
            _send(sock, rows)
            answer = _receive(sock)
        except (OSError, TypeError, ValueError):  # TypeError, ValueError: not JSON
            return None
        finally:
            sock.close()
        return _checked(answer, rows)

    async def follow_async(self, rows: list[Any], timeout: float) -> list[Any] | None:
        """:meth:`follow` on the event loop (no thread hop: the loop waits for the
        leader's answer like for any socket). The connection is kept for the next
        rows while the same leader leads; when it has gone, one fresh try."""
        try:
            frame = _frame(rows)
        except (TypeError, ValueError):  # not JSON
            return None
        link = self._link
        if link is not None and not self._link_busy:
            self._link_busy = True
            try:
                answer = await _exchange(link, frame, timeout)
            finally:
                self._link_busy = False
            if answer is not None:
                return _checked(answer, rows)
            if self._link is link:
                self._link = None
            link.close()
        sock = self._connect()
        if sock is None:
            return None
        keep = self._link is None
        if keep:
            self._link, self._link_busy = sock, True
        try:
            answer = await _exchange(sock, frame, timeout)
        finally:
            if keep:
                self._link_busy = False
        if answer is None or not keep:
            if self._link is sock:
                self._link = None
            sock.close()
        return _checked(answer, rows) if answer is not None else None

    def _connect(self) -> socket.socket | None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.setblocking(False)
        try:
            sock.connect(self.name)  # local: done at once, or refused
            if _peer_uid(sock) == self._uid:
                return sock
        except OSError:  # no leader; or BlockingIOError: its queue is full
            pass
        sock.close()
        return None

    def close(self) -> None:
        """Drop the kept connection."""
        if self._link is not None:
            self._link.close()
            self._link = None

    def lead(self) -> Listener | None:
        """Start taking other writers' rows (call while holding the writers' turn);
        ``None`` when the name cannot be bound."""
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.bind(self.name)
            sock.listen(64)
            sock.setblocking(False)
        except OSError:
            sock.close()
            return None
        return Listener(sock, self._uid)


class _Link:
    """A follower's connection, kept while the leader leads."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.data = bytearray()
        self.deadline = 0.0  # while a frame is half here
        self.closed = False

    def close(self) -> None:
        self.closed = True
        self.sock.close()

    def read(self) -> list[Any] | None:
        """The next rows once they are all here; ``None`` while some are missing;
        ``OSError`` when the writer went away, lied, or is too slow."""
        while not self._complete():
            try:
                chunk = self.sock.recv(1 << 20)
            except (BlockingIOError, InterruptedError):
                break
            if not chunk:
                raise OSError("group commit: peer closed the connection")
            if not self.data:
                self.deadline = time.monotonic() + _READ_TIMEOUT
            self.data += chunk
        if len(self.data) >= _HEADER.size:
            (size,) = _HEADER.unpack_from(self.data)
            if size > _MAX_BODY:
                raise OSError("group commit: message too large")
            end = _HEADER.size + size
            if len(self.data) >= end:
                rows = _decode(bytes(self.data[_HEADER.size : end]))
                del self.data[:end]
                if not isinstance(rows, list):
                    raise OSError("group commit: rows must be a list")
                return rows
        if self.data and time.monotonic() > self.deadline:
            raise OSError("group commit: the rows never came")
        return None

    def _complete(self) -> bool:
        if len(self.data) < _HEADER.size:
            return False
        return len(self.data) >= _HEADER.size + int(_HEADER.unpack_from(self.data)[0])


class Follower:
    """A writer whose rows the leader holds."""

    def __init__(self, link: _Link, rows: list[Any]) -> None:
        self._link = link
        self.rows = rows

    @property
    def sock(self) -> socket.socket:
        return self._link.sock

    def answer(self, results: list[Any]) -> None:
        """Send the results (one non-blocking send: a follower that stopped reading
        has given up, and writes its rows itself). The connection stays open for its
        next rows."""
        frame = _frame(results)
        try:
            if self._link.sock.send(frame) != len(frame):
                raise OSError("group commit: the follower is not reading")
        except OSError:
            self._link.close()

    def dismiss(self) -> None:
        """Close without an answer: the follower writes its rows itself."""
        self._link.close()


class Listener:
    """The leader's end of the meeting point. Never waits for a writer: one that
    has not sent all its rows yet joins a later round (or, when the leader is done,
    finds the connection closed and writes them itself)."""

    def __init__(self, sock: socket.socket, uid: int) -> None:
        self._sock = sock
        self._uid = uid
        self._links: list[_Link] = []
        self.served = 0  # followers whose rows were taken

    def take(self) -> list[Follower]:
        """Every writer whose rows are here now."""
        while True:
            try:
                sock, _ = self._sock.accept()
            except OSError:  # BlockingIOError: nobody else is waiting
                break
            sock.setblocking(False)
            try:
                if _peer_uid(sock) != self._uid:
                    raise OSError("group commit: a peer of another user")
            except OSError:
                sock.close()
                continue
            self._links.append(_Link(sock))
        self._links = [link for link in self._links if not link.closed]
        if not self._links:
            return []
        poller = select.poll()  # not select(): descriptors may be numbered past 1024
        for link in self._links:
            poller.register(link.sock, select.POLLIN)
        ready = {fd for fd, _ in poller.poll(0)}
        followers: list[Follower] = []
        for link in self._links:
            if link.sock.fileno() not in ready and not link.data:
                continue
            try:
                rows = link.read()
            except OSError:
                link.close()
                continue
            if rows is not None:
                followers.append(Follower(link, rows))
        self.served += len(followers)
        return followers

    def close(self) -> None:
        """Stop taking rows; writers still connected find the connection closed."""
        for link in self._links:
            link.close()
        self._sock.close()
