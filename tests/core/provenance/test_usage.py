"""``.usage.json`` updates: what each event counts, unknown keys kept, a corrupt file
set aside, and two processes counting 10,000 times each without losing one."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hermes_core.provenance.usage import UsageStore

FIXTURE = Path(__file__).resolve().parents[2] / "data" / "provenance" / "home" / "skills"


def test_a_view_is_a_use_and_a_patch_is_neither(tmp_path: Path):
    store = UsageStore(tmp_path / ".usage.json")
    store.record("notes", "view", now="2026-11-29T10:00:00Z")
    store.record("notes", "use", now="2026-11-29T11:00:00Z")
    store.record("notes", "patch", now="2026-11-29T12:00:00Z")
    usage = store.read()["notes"]
    assert (usage.use_count, usage.view_count, usage.patch_count) == (2, 1, 1)
    assert usage.last_used_at == "2026-11-29T11:00:00Z"
    assert usage.last_viewed_at == "2026-11-29T10:00:00Z"
    assert usage.last_patched_at == "2026-11-29T12:00:00Z"
    assert usage.created_at == "2026-11-29T10:00:00Z"


def test_the_file_keeps_hermes_layout_and_unknown_keys(tmp_path: Path):
    path = tmp_path / ".usage.json"
    path.write_text((FIXTURE / ".usage.json").read_text())
    before = json.loads(path.read_text())
    before["my-helper"]["future_field"] = {"kept": True}
    path.write_text(json.dumps(before))
    UsageStore(path).record("my-helper", "use", now="2026-11-29T09:00:00Z")
    text = path.read_text()
    after = json.loads(text)
    assert after["my-helper"]["future_field"] == {"kept": True}
    assert after["my-helper"]["use_count"] == 4
    assert after["deploy-checks"] == before["deploy-checks"]
    assert text == json.dumps(after, sort_keys=True, indent=2, ensure_ascii=False)


def test_state_pin_and_the_agent_flag(tmp_path: Path):
    store = UsageStore(tmp_path / ".usage.json")
    store.set_state("old", "archived", now="2026-11-29T00:00:00Z")
    store.set_pinned("keep", True)
    store.mark_agent_managed("draft")
    usage = store.read()
    assert usage["old"].state == "archived"
    assert usage["keep"].pinned
    assert usage["draft"].agent_created
    with pytest.raises(ValueError, match="unknown state"):
        store.set_state("old", "deleted")


def test_counts_are_kept_for_every_skill_but_curator_fields_only_for_manageable_ones(
    tmp_path: Path,
):
    skills = tmp_path / "skills"
    (skills / ".hub").mkdir(parents=True)
    (skills / ".hub" / "lock.json").write_text(
        json.dumps({"version": 1, "installed": {"from-hub": {"install_path": "from-hub"}}})
    )
    (skills / ".bundled_manifest").write_text("built-in:abc123\n")
    store = UsageStore(skills / ".usage.json")
    for name in ("from-hub", "built-in", "mine"):
        store.record(name, "use")
    assert {n: u.use_count for n, u in store.read().items()} == {
        "from-hub": 1,
        "built-in": 1,
        "mine": 1,
    }
    assert not store.set_state("from-hub", "archived")
    assert not store.set_pinned("built-in", True)
    assert not store.mark_agent_managed("from-hub")
    assert store.set_state("mine", "stale")
    usage = store.read()
    assert (usage["from-hub"].state, usage["built-in"].pinned) == ("active", False)
    assert not usage["from-hub"].agent_created
    assert usage["mine"].state == "stale"
    pruning = UsageStore(skills / ".usage.json", prune_builtins=True)
    assert pruning.set_state("built-in", "archived")
    assert not pruning.set_state("from-hub", "archived")  # never, whatever the flag
    assert pruning.read()["built-in"].state == "archived"


def test_a_corrupt_file_is_set_aside_not_lost(tmp_path: Path):
    path = tmp_path / ".usage.json"
    path.write_text("{ this is not json")
    UsageStore(path).record("notes", "use")
    [aside] = list(tmp_path.glob(".usage.json.corrupt-*"))
    assert aside.read_text() == "{ this is not json"
    assert json.loads(path.read_text())["notes"]["use_count"] == 1


_COUNTER = """
import sys
from pathlib import Path
from hermes_core.provenance.usage import UsageStore
store = UsageStore(Path(sys.argv[1]))
for _ in range(int(sys.argv[2])):
    store.record("shared", "use")
"""


def test_two_processes_counting_at_once_lose_no_increment(tmp_path: Path):
    path = tmp_path / ".usage.json"
    count = 10_000
    workers = [
        subprocess.Popen([sys.executable, "-c", _COUNTER, str(path), str(count)]) for _ in range(2)
    ]
    assert [worker.wait(timeout=600) for worker in workers] == [0, 0]
    assert UsageStore(path).read()["shared"].use_count == 2 * count
    assert json.loads(path.read_text())["shared"]["use_count"] == 2 * count


_COUNTING_CHILD = """
import sys
from pathlib import Path
from hermes_core.provenance.usage import UsageStore
store = UsageStore(Path(sys.argv[1]))
while True:
    store.record("counted", "use")
    print("+", flush=True)
"""


def test_a_writer_killed_anywhere_leaves_valid_json_and_every_acknowledged_count(
    tmp_path: Path,
):
    """200 SIGKILLs of a process counting uses: after each, the file is valid JSON in
    Hermes' layout, the lock is free again, and the count is what was acknowledged
    (or one more: killed after the write, before saying so)."""
    import os
    import random
    import signal
    import time

    path = tmp_path / ".usage.json"
    chooser = random.Random(2911)
    acknowledged = 0
    mid_write = 0
    for _trial in range(200):
        child = subprocess.Popen(
            [sys.executable, "-c", _COUNTING_CHILD, str(path)],
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).resolve().parents[3],
        )
        assert child.stdout is not None
        assert child.stdout.readline() == "+\n"
        time.sleep(chooser.uniform(0, 0.01))
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        acknowledged += 1 + child.stdout.read().count("+")
        child.stdout.close()
        data = json.loads(path.read_text())  # always valid
        count = data["counted"]["use_count"]
        assert count in (acknowledged, acknowledged + 1)
        mid_write += count == acknowledged + 1
        acknowledged = count
        assert not list(tmp_path.glob(".usage.json.corrupt-*"))
        assert len(list(tmp_path.glob("..usage.json.*.tmp"))) <= 1  # the last victim's
    UsageStore(path).record("counted", "use")  # the lock is free
    assert UsageStore(path).read()["counted"].use_count == acknowledged + 1
    print(f"{acknowledged} uses counted; {mid_write} kills between a write and its ack")
