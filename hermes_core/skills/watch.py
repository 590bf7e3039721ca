"""Watching skill folders for changes made outside the process (an editor, a hub
install, ``git checkout``): watchdog's observer thread, and one call on the event loop
once the files have been still for a moment, however many events a burst brought."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

__all__ = ["QUIET_SECONDS", "SkillWatcher"]

logger = logging.getLogger(__name__)

QUIET_SECONDS = 0.3
_IGNORED_PARTS = frozenset((".git", "__pycache__", "node_modules", ".venv"))
_READS = frozenset(("opened", "closed", "closed_no_write"))  # events that change nothing


class SkillWatcher:
    """Calls ``on_change(paths)`` on the event loop after changes under ``roots`` (the
    paths that changed in the burst)."""

    def __init__(
        self,
        roots: Iterable[Path],
        on_change: Callable[[set[Path]], None],
        *,
        quiet: float = QUIET_SECONDS,
    ) -> None:
        self.roots = tuple(dict.fromkeys(roots))
        self._on_change = on_change
        self._quiet = quiet
        self._observer: Any = None
        self._timer: asyncio.TimerHandle | None = None
        self._changed: set[Path] = set()
        self._loop: asyncio.AbstractEventLoop | None = None

    def start(self) -> bool:
        """Start watching the roots that exist (from a running loop); ``False`` when
        there is nothing to watch, watchdog is not installed or the system refuses
        more watches."""
        try:
            from watchdog.events import FileSystemEvent, FileSystemEventHandler
            from watchdog.observers import Observer
        except ImportError:
            logger.warning("watchdog is not installed: skill files changed on disk are not seen")
            return False
        self._loop = loop = asyncio.get_running_loop()
        watcher = self

        class Handler(FileSystemEventHandler):
            def on_any_event(self, event: FileSystemEvent) -> None:
                if event.event_type in _READS:
                    return
                paths = [Path(str(event.src_path))]
                if getattr(event, "dest_path", ""):
                    paths.append(Path(str(event.dest_path)))
                paths = [p for p in paths if not _IGNORED_PARTS.intersection(p.parts)]
                if paths:
                    loop.call_soon_threadsafe(watcher._noted, paths)

        observer: Any = Observer()
        handler = Handler()
        watched = 0
        for root in self.roots:
            if root.is_dir():
                observer.schedule(handler, str(root), recursive=True)
                watched += 1
        if not watched:
            return False
        observer.daemon = True
        try:
            observer.start()
        except OSError as exc:  # e.g. the inotify watch or instance limit reached
            logger.warning("skill folders not watched (changes on disk are not seen): %s", exc)
            return False
        self._observer = observer
        return True

    def stop(self) -> None:
        """Stop the observer thread and forget a pending call."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        observer, self._observer = self._observer, None
        if observer is not None:
            observer.stop()
            observer.join(timeout=2)

    def _noted(self, paths: list[Path]) -> None:
        self._changed.update(paths)
        if self._timer is not None:
            self._timer.cancel()
        assert self._loop is not None
        self._timer = self._loop.call_later(self._quiet, self._fire)

    def _fire(self) -> None:
        self._timer = None
        changed, self._changed = self._changed, set()
        try:
            self._on_change(changed)
        except Exception:  # a failing listener must not stop the watching
            logger.exception("reacting to changed skill files")
