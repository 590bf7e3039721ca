"""Group commit (hermes_core.state.group): a leader commits other writers' rows and
answers each; every way it can go wrong sends the follower back to write its rows
itself; and the store built on it loses and duplicates nothing."""

from __future__ import annotations

import asyncio
import os
import resource
import socket
import sqlite3
import struct
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from hermes_core.state import Message, SqliteSessionStore
from hermes_core.state import group as group_module
from hermes_core.state.group import Follower, Listener, Rendezvous

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux sockets")


@pytest.fixture
def rendezvous(tmp_path: Path) -> Iterator[Rendezvous]:
    path = tmp_path / "state.db"
    path.touch()
    found = Rendezvous.for_database(path)
    assert found is not None
    yield found
    found.close()  # the connection a follower keeps to the leader


def _take_one(listener: Listener, timeout: float = 5.0) -> Follower:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        followers = listener.take()
        if followers:
            assert len(followers) == 1
            return followers[0]
        time.sleep(0.001)
    raise AssertionError("no follower came")


def _follow_in_thread(rendezvous: Rendezvous, rows: list[Any]) -> tuple[threading.Thread, list]:
    out: list[Any] = []
    thread = threading.Thread(target=lambda: out.append(rendezvous.follow(rows, 5.0)))
    thread.start()
    return thread, out


def test_each_database_file_has_its_own_meeting_point(tmp_path: Path):
    first, second = tmp_path / "a.db", tmp_path / "b.db"
    first.touch()
    second.touch()
    os.link(first, tmp_path / "same.db")
    names = [Rendezvous.for_database(p).name for p in (first, second, tmp_path / "same.db")]  # type: ignore[union-attr]
    assert names[0] != names[1]
    assert names[0] == names[2]  # the file, not the path


def test_without_a_leader_the_writer_writes_its_rows_itself(rendezvous: Rendezvous):
    assert rendezvous.follow([["row"]], 1.0) is None
    assert asyncio.run(rendezvous.follow_async([["row"]], 1.0)) is None


def test_a_leader_takes_the_rows_and_answers_each(rendezvous: Rendezvous):
    listener = rendezvous.lead()
    assert listener is not None
    assert rendezvous.lead() is None  # one leader at a time
    try:
        thread, out = _follow_in_thread(rendezvous, [["a", 1.5, None], ["b", 2, "ü"]])
        follower = _take_one(listener)
        assert follower.rows == [["a", 1.5, None], ["b", 2, "ü"]]
        follower.answer([[1, "s"], [2, "s"]])
        thread.join(5)
        assert out == [[[1, "s"], [2, "s"]]]
    finally:
        listener.close()


def test_a_follower_on_the_event_loop_gets_its_answer(rendezvous: Rendezvous):
    listener = rendezvous.lead()
    assert listener is not None

    def leader() -> None:
        follower = _take_one(listener)
        follower.answer([f"done {row}" for row in follower.rows])

    thread = threading.Thread(target=leader)
    thread.start()
    try:
        assert asyncio.run(rendezvous.follow_async(["x", "y"], 5.0)) == ["done x", "done y"]
    finally:
        thread.join(5)
        listener.close()


@pytest.mark.parametrize("how", ["dismissed", "listener closed", "wrong count", "not a list"])
def test_a_leader_that_does_not_answer_properly_sends_the_follower_back(
    rendezvous: Rendezvous, how: str
):
    listener = rendezvous.lead()
    assert listener is not None
    thread, out = _follow_in_thread(rendezvous, [["r1"], ["r2"]])
    if how == "listener closed":  # the leader's turn ends (or it dies) before it reads
        time.sleep(0.05)
        listener.close()
    else:
        follower = _take_one(listener)
        if how == "dismissed":  # its transaction failed, or it died mid-commit
            follower.dismiss()
        elif how == "wrong count":
            follower.answer([[1, "s"]])
        else:
            follower.sock.sendall(struct.pack("!I", 4) + b'"no"')
            follower.sock.close()
        listener.close()
    thread.join(5)
    assert out == [None]


def _raw_client(rendezvous: Rendezvous, payload: bytes) -> socket.socket:
    client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    client.connect(rendezvous.name)
    client.sendall(payload)
    return client


def test_a_follower_that_never_finishes_sending_does_not_hold_the_leader(
    rendezvous: Rendezvous, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setattr(group_module, "_READ_TIMEOUT", 0.2)
    listener = rendezvous.lead()
    assert listener is not None
    try:
        client = _raw_client(rendezvous, struct.pack("!I", 100) + b'["half')
        started = time.monotonic()
        assert listener.take() == []
        assert time.monotonic() - started < 0.1  # not waiting for the rest
        # the rest arrives: a later round takes it
        client.sendall(b'", 1]' + b" " * 89)
        follower = _take_one(listener)
        assert follower.rows == ["half", 1]
        follower.dismiss()
        client.close()
        # one that stops for good is dropped after the read timeout
        stuck = _raw_client(rendezvous, b"\x00\x00")
        assert listener.take() == []
        time.sleep(0.3)
        assert listener.take() == []
        stuck.settimeout(1)
        assert stuck.recv(10) == b""  # closed by the leader
        stuck.close()
    finally:
        listener.close()


@pytest.mark.parametrize(
    "payload",
    [
        struct.pack("!I", 5) + b"{nope",  # not JSON
        struct.pack("!I", 2) + b"{}",  # not a list of rows
        struct.pack("!I", 1 << 30),  # a size no batch has
        b"",  # connects and hangs up
    ],
)
def test_garbage_from_a_peer_is_dropped(rendezvous: Rendezvous, payload: bytes):
    listener = rendezvous.lead()
    assert listener is not None
    try:
        client = _raw_client(rendezvous, payload)
        if not payload:
            client.shutdown(socket.SHUT_WR)
        time.sleep(0.02)
        assert listener.take() == []
        client.settimeout(1)
        assert client.recv(10) == b""
        client.close()
    finally:
        listener.close()


def test_rows_that_are_not_json_are_written_by_their_own_process(rendezvous: Rendezvous):
    listener = rendezvous.lead()
    assert listener is not None
    try:
        assert rendezvous.follow([[b"bytes"]], 1.0) is None
        assert asyncio.run(rendezvous.follow_async([[object()]], 1.0)) is None
    finally:
        listener.close()


async def test_stores_in_one_process_commit_together_and_lose_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    followed = 0
    original_async, original_sync = Rendezvous.follow_async, Rendezvous.follow

    async def counting(self: Rendezvous, rows: list[Any], timeout: float) -> list[Any] | None:
        nonlocal followed
        answer = await original_async(self, rows, timeout)
        followed += answer is not None
        return answer

    def counting_sync(self: Rendezvous, rows: list[Any], timeout: float) -> list[Any] | None:
        nonlocal followed
        answer = original_sync(self, rows, timeout)
        followed += answer is not None  # (from a connection thread; the count need only be > 0)
        return answer

    # A store that finds the turn taken hands its rows over, from its event loop when
    # it expects company, or from its connection's thread when it finds it.
    monkeypatch.setattr(Rendezvous, "follow_async", counting)
    monkeypatch.setattr(Rendezvous, "follow", counting_sync)
    path = tmp_path / "state.db"
    stores = [await SqliteSessionStore.open(path) for _ in range(3)]
    try:
        for number, store in enumerate(stores):
            await store.create_session("test", session_id=f"s{number}")

        async def writer(number: int) -> list[int]:
            return [
                await stores[number].append(f"s{number}", Message("user", f"w{number} m{i}"))
                for i in range(400)
            ]

        ids = await asyncio.gather(*(writer(n) for n in range(3)))
        for number, store in enumerate(stores):
            messages = await store.messages(f"s{number}")
            assert [m.content for m in messages] == [f"w{number} m{i}" for i in range(400)]
            assert [m.id for m in messages] == ids[number]
        assert len({i for chunk in ids for i in chunk}) == 1200
        assert followed > 0  # some rows were committed by another store's thread
        assert len(await stores[0].search("m399", limit=10)) == 3
    finally:
        for store in stores:
            await store.close()


async def test_a_row_sqlite_refuses_fails_alone(tmp_path: Path):
    async with await SqliteSessionStore.open(tmp_path / "state.db") as store:
        await store.create_session("test", session_id="s")
        bad = Message(None, "no role")  # type: ignore[arg-type]
        results = await asyncio.gather(
            *(store.append("s", Message("user", f"good {i}")) for i in range(5)),
            store.append("s", bad),
            *(store.append("s", Message("user", f"good {i}")) for i in range(5, 10)),
            return_exceptions=True,
        )
        failures = [r for r in results if isinstance(r, BaseException)]
        assert len(failures) == 1
        assert isinstance(failures[0], sqlite3.IntegrityError)
        contents = sorted(m.content or "" for m in await store.messages("s"))
        assert contents == sorted(f"good {i}" for i in range(10))


def test_a_follower_keeps_its_connection_while_the_leader_leads_then_finds_the_next(
    rendezvous: Rendezvous,
):
    def serve(listener: Listener, count: int) -> set[int]:
        connections = set()
        for _ in range(count):
            follower = _take_one(listener)
            connections.add(id(follower._link))
            follower.answer(["ok"] * len(follower.rows))
        return connections

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        first = rendezvous.lead()
        assert first is not None
        serving = loop.run_in_executor(None, serve, first, 3)
        for row in ("a", "b", "c"):
            assert await rendezvous.follow_async([row], 5.0) == ["ok"]
        assert len(await serving) == 1  # one connection for all three
        first.close()  # the leader's turn ends
        assert await rendezvous.follow_async(["d"], 1.0) is None  # nobody leads now
        second = rendezvous.lead()
        assert second is not None
        serving = loop.run_in_executor(None, serve, second, 1)
        assert await rendezvous.follow_async(["e"], 5.0) == ["ok"]  # the next leader
        await serving
        second.close()

    asyncio.run(scenario())


def test_a_leader_with_descriptors_past_1024_still_takes_rows(rendezvous: Rendezvous):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1200:
        pytest.skip("the descriptor limit is below 1200")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 1200), hard))
    spare = [os.open(os.devnull, os.O_RDONLY) for _ in range(1100)]
    try:
        listener = rendezvous.lead()
        assert listener is not None
        thread, out = _follow_in_thread(rendezvous, [["high"]])
        follower = _take_one(listener)
        assert follower.sock.fileno() > 1024
        follower.answer(["ok"])
        thread.join(5)
        assert out == [["ok"]]
        listener.close()
    finally:
        for fd in spare:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


async def test_a_writer_alone_does_not_try_to_follow(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """No other process writing: no connection attempts, no listener per append."""
    attempts = 0
    original = Rendezvous.follow_async

    async def counting(self: Rendezvous, rows: list[Any], timeout: float) -> list[Any] | None:
        nonlocal attempts
        attempts += 1
        return await original(self, rows, timeout)

    monkeypatch.setattr(Rendezvous, "follow_async", counting)
    async with await SqliteSessionStore.open(tmp_path / "state.db") as store:
        await store.create_session("test", session_id="s")
        for index in range(300):  # the indexer takes turns meanwhile: still alone
            await store.append("s", Message("user", f"alone {index}"))
            if index % 100 == 0:
                await store.index_pending()
        assert attempts == 0
        assert len(await store.messages("s")) == 300
