"""Live: skill roots watched (:class:`hermes_core.skills.watch.SkillWatcher`). When
files change outside the editor (a script edited, a related skill added, a hub
install), the skill index is rebuilt and every open skill is checked again,
supporting files included; hovers read provenance afresh each time anyway. Bursts of
events (a checkout) become one re-check."""

from __future__ import annotations

import logging
from pathlib import Path

from lsprotocol import types

from hermes_core.skills.watch import QUIET_SECONDS, SkillWatcher
from hermes_lsp.features.diagnostics import recheck_open_skills
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_index import skill_roots

__all__ = ["QUIET_SECONDS", "register"]

logger = logging.getLogger(__name__)


def register(server: HermesLanguageServer) -> None:
    """Start watching once the client is initialized; stop at shutdown."""

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: HermesLanguageServer, _params: None) -> None:
        stop(ls)


def start(ls: HermesLanguageServer) -> None:
    """Watch every existing skill root (recursively) on a watchdog thread."""

    def changed(_paths: set[Path]) -> None:
        ls.state.skill_index = None
        recheck_open_skills(ls)

    watcher = SkillWatcher(skill_roots(ls), changed)
    if watcher.start():
        ls.state.observer = watcher


def stop(ls: HermesLanguageServer) -> None:
    """Stop the watcher thread, if one runs."""
    watcher = ls.state.observer
    ls.state.observer = None
    if watcher is not None:
        watcher.stop()
