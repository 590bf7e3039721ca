"""The skill folders' watcher: a burst of changes becomes one call on the event loop,
and a system that refuses more watches leaves it off with a warning, not an error."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest

from hermes_core.skills.watch import SkillWatcher


async def test_a_burst_of_changes_is_one_call_naming_the_changed_paths(tmp_path: Path):
    calls: list[set[Path]] = []
    arrived = asyncio.Event()

    def on_change(paths: set[Path]) -> None:
        calls.append(paths)
        arrived.set()

    watcher = SkillWatcher([tmp_path, tmp_path / "missing"], on_change, quiet=0.2)
    assert watcher.start()
    try:
        skill = tmp_path / "alpha"
        skill.mkdir()
        for i in range(5):
            (skill / "SKILL.md").write_text(f"---\nname: alpha\n---\nversion {i}\n")
        (tmp_path / ".git").mkdir()  # ignored
        await asyncio.wait_for(arrived.wait(), 10)
        await asyncio.sleep(0.5)  # nothing more comes of the same burst
    finally:
        watcher.stop()
    assert len(calls) == 1
    assert skill / "SKILL.md" in calls[0]
    assert not any(".git" in path.parts for path in calls[0])


async def test_nothing_to_watch_starts_nothing(tmp_path: Path):
    watcher = SkillWatcher([tmp_path / "missing"], lambda paths: None)
    assert not watcher.start()
    watcher.stop()


async def test_a_refused_watch_leaves_the_watcher_off_with_a_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
):
    from watchdog.observers import Observer

    def refuse(self: object) -> None:
        raise OSError(28, "inotify watch limit reached")

    monkeypatch.setattr(Observer, "start", refuse)
    caplog.set_level(logging.WARNING, logger="hermes_core.skills.watch")
    watcher = SkillWatcher([tmp_path], lambda paths: None)
    assert not watcher.start()
    assert "not watched" in caplog.text
    assert "inotify watch limit reached" in caplog.text
    watcher.stop()
