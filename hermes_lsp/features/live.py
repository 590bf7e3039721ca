"""Live: skill roots watched with watchdog. When files change outside the editor (a
script edited, a related skill added, a hub install), the skill index is rebuilt and
every open skill is checked again, supporting files included; hovers read provenance
afresh each time anyway. Bursts of events (a checkout) become one re-check."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from lsprotocol import types

from hermes_lsp.features.diagnostics import recheck_open_skills
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_index import skill_roots

__all__ = ["QUIET_SECONDS", "register"]

logger = logging.getLogger(__name__)

QUIET_SECONDS = 0.3  # how long the files must stay still before a re-check
_IGNORED_PARTS = frozenset((".git", "__pycache__", "node_modules", ".venv"))
_READS = frozenset(("opened", "closed", "closed_no_write"))  # events that change nothing


def register(server: HermesLanguageServer) -> None:
    """Start watching once the client is initialized; stop at shutdown."""

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: HermesLanguageServer, _params: None) -> None:
        stop(ls)


def start(ls: HermesLanguageServer) -> None:
    """Watch every existing skill root (recursively) on a watchdog thread."""
    try:
        from watchdog.events import FileSystemEvent, FileSystemEventHandler
        from watchdog.observers import Observer
    except ImportError:  # the lsp extra without watchdog: no live refresh
        logger.warning("watchdog is not installed: files changed outside the editor are not seen")
        return
    loop = asyncio.get_running_loop()

    class Handler(FileSystemEventHandler):
        def on_any_event(self, event: FileSystemEvent) -> None:
            path = Path(str(event.src_path))
            if event.event_type in (
                "opened",
                "closed",
                "closed_no_write",
            ) or _IGNORED_PARTS.intersection(path.parts):
                return
            loop.call_soon_threadsafe(_changed, ls)

    observer: Any = Observer()
    handler = Handler()
    watched = 0
    for root in skill_roots(ls):
        if root.is_dir():
            observer.schedule(handler, str(root), recursive=True)
            watched += 1
    if not watched:
        return
    observer.daemon = True
    observer.start()
    ls.state.observer = observer


def stop(ls: HermesLanguageServer) -> None:
    """Stop the watcher thread, if one runs."""
    observer = ls.state.observer
    ls.state.observer = None
    if observer is not None:
        observer.stop()
        observer.join(timeout=2)


def _changed(ls: HermesLanguageServer) -> None:
    """A file changed: re-check after the files have been still a moment."""
    if ls.state.refresh is not None:
        ls.state.refresh.cancel()
    ls.state.refresh = asyncio.get_running_loop().call_later(QUIET_SECONDS, _refresh, ls)


def _refresh(ls: HermesLanguageServer) -> None:
    ls.state.refresh = None
    ls.state.skill_index = None
    recheck_open_skills(ls)
