"""Live: skill roots watched (:class:`hermes_core.skills.watch.SkillWatcher`). When
files change outside the editor (a script edited, a related skill added, a hub
install), the skill index is rebuilt and every open skill is checked again,
supporting files included; hovers read provenance afresh each time anyway. Bursts of
events (a checkout) become one re-check.

First use: once the client is initialized, the bundled skills are seeded into
HERMES_HOME when nothing of ours was ever seeded there (on a worker thread), so related
skills and navigation know them on an editor's very first run; when it copied any, the
index is rebuilt, the watcher restarted (the home's skills folder may be new) and open
skills checked again."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from lsprotocol import types

from hermes_core.skills.watch import QUIET_SECONDS, SkillWatcher
from hermes_lsp.features.diagnostics import recheck_open_skills
from hermes_lsp.protocol import Phase
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_index import skill_roots

__all__ = ["QUIET_SECONDS", "register"]

logger = logging.getLogger(__name__)


def register(server: HermesLanguageServer) -> None:
    """Start watching once the client is initialized; stop at shutdown."""

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: HermesLanguageServer, _params: None) -> None:
        stop(ls)


def seed_then_watch(ls: HermesLanguageServer) -> None:
    """Start watching if the settings say so; seed on first use (see the module)."""
    if ls.settings.watch:
        start(ls)

    async def first_use() -> None:
        if not await asyncio.to_thread(_seed_bundled):
            return
        ls.state.skill_index = None
        if ls.protocol.phase is Phase.SHUT_DOWN:
            return
        if ls.state.observer is not None:
            stop(ls)
            start(ls)
        recheck_open_skills(ls)

    ls.state.first_use = asyncio.get_running_loop().create_task(first_use())


def _seed_bundled() -> bool:
    """Seed on first use; whether any skill was copied."""
    from hermes_core.config import load_config
    from hermes_core.errors import HermesError
    from hermes_core.paths import HermesPaths
    from hermes_core.provenance.seeding import seed_for_entry_point

    paths = HermesPaths.from_env()
    try:
        external = load_config(paths).skills.external_dirs
    except HermesError:
        external = ()
    report = seed_for_entry_point(paths, external)
    return report is not None and bool(report.copied)


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
