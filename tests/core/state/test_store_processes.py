"""Several processes on one state.db: 4 writers appending 2,500 messages each at once
lose nothing and leave a sound file and a complete index; a writer killed with SIGKILL
mid-append loses no acknowledged message, and retrying the unacknowledged one with its
uid never makes a duplicate."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from hermes_core.state import Message, SqliteSessionStore

REPO = Path(__file__).resolve().parents[3]

_WRITER = """
import asyncio, sys
from pathlib import Path
from hermes_core.state import Message, SqliteSessionStore

async def main(path, worker, count):
    store = await SqliteSessionStore.open(Path(path))
    session = await store.create_session("bench", session_id=f"worker-{worker}")
    for index in range(count):
        await store.append(
            session.id,
            Message("user", f"everyone w{worker}m{index} says hello", uid=f"{worker}-{index}"),
        )
    await store.close()

asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
"""


def _python(code: str, *args: str, pipe: bool = False) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", code, *args],
        cwd=REPO,
        stdout=subprocess.PIPE if pipe else None,
        text=True,
    )


def test_four_processes_appending_2500_each_lose_nothing(tmp_path: Path):
    path = tmp_path / "state.db"
    writers = [_python(_WRITER, str(path), str(w), "2500") for w in range(4)]
    assert [w.wait(timeout=300) for w in writers] == [0, 0, 0, 0]
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert raw.execute(
            "SELECT count(*), count(DISTINCT message_uid) FROM messages"
        ).fetchone() == (
            10_000,
            10_000,
        )
        for worker in range(4):
            rows = raw.execute(
                "SELECT content FROM messages WHERE session_id = ? ORDER BY id",
                (f"worker-{worker}",),
            ).fetchall()
            assert [r[0] for r in rows] == [
                f"everyone w{worker}m{i} says hello" for i in range(2500)
            ]
    raw.close()

    async def searched() -> None:
        async with await SqliteSessionStore.open(path) as store:
            assert len(await store.search("everyone", limit=20_000)) == 10_000
            chooser = random.Random(4)
            for _ in range(200):  # and each message by its own word
                worker, index = chooser.randrange(4), chooser.randrange(2500)
                [hit] = await store.search(f"w{worker}m{index}")
                assert hit.session_id == f"worker-{worker}"
            assert await store.check() == []

    asyncio.run(searched())


_KILLED = """
import asyncio, sys
from pathlib import Path
from hermes_core.state import Message, SqliteSessionStore

async def main(path, start, count):
    store = await SqliteSessionStore.open(Path(path))
    print("open", flush=True)
    for index in range(start, count):
        await store.append("s", Message("user", f"message {index}", uid=f"u{index}"))
        print(index, flush=True)  # the acknowledgement
    await store.close()

asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
"""


def test_a_writer_killed_mid_append_loses_no_acknowledged_message_and_retries_once(
    tmp_path: Path,
):
    path = tmp_path / "state.db"

    async def prepare() -> None:
        async with await SqliteSessionStore.open(path) as store:
            await store.create_session("cli", session_id="s")

    asyncio.run(prepare())
    total, chooser = 3000, random.Random(2911)
    acknowledged, kills, unacknowledged_commits = -1, 0, 0
    while acknowledged < total - 1:
        child = _python(_KILLED, str(path), str(acknowledged + 1), str(total), pipe=True)
        assert child.stdout is not None
        assert child.stdout.readline() == "open\n"
        time.sleep(chooser.uniform(0.005, 0.05))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        acks = [int(line) for line in child.stdout.read().split()]
        child.stdout.close()
        kills += child.returncode == -signal.SIGKILL
        if acks:
            assert acks == list(range(acknowledged + 1, acks[-1] + 1))
            acknowledged = acks[-1]
        with sqlite3.connect(path) as raw:
            stored = raw.execute("SELECT count(*) FROM messages").fetchone()[0]
        raw.close()
        assert stored >= acknowledged + 1  # every acknowledged message is there
        unacknowledged_commits += stored == acknowledged + 2  # committed, not acknowledged
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        rows = raw.execute("SELECT content FROM messages ORDER BY id").fetchall()
    raw.close()
    assert [r[0] for r in rows] == [f"message {i}" for i in range(total)]  # none twice
    assert kills >= 20
    print(f"{kills} kills; {unacknowledged_commits} left a committed, unacknowledged row")


async def test_a_retried_append_after_a_lost_acknowledgement_is_not_duplicated(tmp_path: Path):
    async with await SqliteSessionStore.open(tmp_path / "state.db") as store:
        session = await store.create_session("cli")
        message = Message("user", "sent once", uid="fixed-uid")
        first = await store.append(session.id, message)
        retried = await store.append(session.id, message)  # as after a timeout
        assert first == retried
        assert [m.content for m in await store.messages(session.id)] == ["sent once"]


_GROUP_WRITER = """
import asyncio, sys
from pathlib import Path
from hermes_core.state import Message, SqliteSessionStore

async def main(path, worker, start, count):
    store = await SqliteSessionStore.open(Path(path))
    print("open", flush=True)
    for index in range(start, count):
        await store.append(
            f"w{worker}", Message("user", f"w{worker} {index}", uid=f"w{worker}-{index}")
        )
        print(index, flush=True)  # the acknowledgement
    await store.close()

asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])))
"""


def _assert_acknowledged_are_stored(path: Path, acknowledged: list[int]) -> None:
    with sqlite3.connect(path) as raw:
        for worker, last in enumerate(acknowledged):
            stored = raw.execute(
                "SELECT count(*) FROM messages WHERE session_id = ?", (f"w{worker}",)
            ).fetchone()[0]
            assert stored >= last + 1
    raw.close()


def test_killing_writers_that_commit_for_each_other_loses_and_duplicates_nothing(
    tmp_path: Path,
):
    """Three writers append at once, so they commit each other's rows (group commit);
    one of them, chosen at random — often the one committing for the others — is
    killed again and again, and restarted from its last acknowledgement."""
    path = tmp_path / "state.db"

    async def prepare() -> None:
        async with await SqliteSessionStore.open(path) as store:
            for worker in range(3):
                await store.create_session("cli", session_id=f"w{worker}")

    asyncio.run(prepare())
    total, chooser = 5000, random.Random(77)
    acknowledged = [-1, -1, -1]
    children: dict[int, subprocess.Popen[str]] = {}
    kills = 0

    def start(worker: int) -> None:
        child = _python(
            _GROUP_WRITER,
            str(path),
            str(worker),
            str(acknowledged[worker] + 1),
            str(total),
            pipe=True,
        )
        assert child.stdout is not None
        assert child.stdout.readline() == "open\n"
        children[worker] = child

    def collect(worker: int) -> None:
        child = children.pop(worker)
        assert child.stdout is not None
        acks = [int(line) for line in child.stdout.read().split()]
        child.stdout.close()
        if acks:
            assert acks == list(range(acknowledged[worker] + 1, acks[-1] + 1))
            acknowledged[worker] = acks[-1]

    for worker in range(3):
        start(worker)
    deadline = time.monotonic() + 240
    while children and time.monotonic() < deadline:
        time.sleep(chooser.uniform(0.005, 0.04))
        victim = chooser.choice(sorted(children))
        if children[victim].poll() is None:
            os.kill(children[victim].pid, signal.SIGKILL)
            kills += 1
        children[victim].wait()
        collect(victim)
        _assert_acknowledged_are_stored(path, acknowledged)
        if acknowledged[victim] < total - 1:
            start(victim)
        for worker in [w for w, c in children.items() if c.poll() is not None]:
            children[worker].wait()
            collect(worker)
            if acknowledged[worker] < total - 1:
                start(worker)
    for child in children.values():
        child.kill()
    assert acknowledged == [total - 1] * 3
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        for worker in range(3):
            rows = raw.execute(
                "SELECT content FROM messages WHERE session_id = ? ORDER BY id", (f"w{worker}",)
            ).fetchall()
            assert [r[0] for r in rows] == [f"w{worker} {i}" for i in range(total)]  # once each
    raw.close()
    assert kills >= 20
    print(f"{kills} kills")
