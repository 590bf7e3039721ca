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
