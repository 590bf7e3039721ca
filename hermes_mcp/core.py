"""What the MCP server opens of the core, and when: nothing at import or at
``initialize``; the skills part (configuration, skill catalog, filter) at the first
request about skills, the session store at the first request about sessions. A
configuration problem is raised again at every request until it is fixed.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hermes_mcp.usage import ViewCounter

if TYPE_CHECKING:
    from hermes_core.config import Config
    from hermes_core.cron import JobStore
    from hermes_core.paths import HermesPaths
    from hermes_core.security import Scanner
    from hermes_core.services import Services
    from hermes_core.skills.catalog import SkillCatalog
    from hermes_core.skills.discovery import SkillFilter
    from hermes_core.state import SqliteSessionStore

__all__ = ["Core", "SkillsPart"]


async def _import_in_thread(*modules: str) -> None:
    # hermes_core.lazy itself is imported on first use too: importing this server
    # loads nothing of the core but its errors and paths.
    from hermes_core.lazy import import_in_thread

    await import_in_thread(*modules)


logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SkillsPart:
    """What skill requests need: the configuration, the catalog and its filter."""

    paths: HermesPaths
    config: Config
    catalog: SkillCatalog
    skill_filter: SkillFilter


class Core:
    """Opens each part of the core once, on first use; closes what it opened."""

    def __init__(self, paths: HermesPaths) -> None:
        self.paths = paths
        self._skills: SkillsPart | None = None
        self._store: SqliteSessionStore | None = None
        self._jobs: JobStore | None = None
        self._scanner: Scanner | None = None
        self._agent: Services | None = None
        self._skills_lock = asyncio.Lock()
        self._store_lock = asyncio.Lock()
        self._agent_lock = asyncio.Lock()
        self.views = ViewCounter(paths.usage_file)
        """Skill views to count in ``.usage.json`` (written off the answer's path)."""
        self._users: list[Callable[[], Awaitable[None]]] = []

    def on_close(self, stop: Callable[[], Awaitable[None]]) -> None:
        """Await ``stop()`` first when the core closes: what still works on the core
        (a running agent turn) ends before the store and the provider close."""
        self._users.append(stop)

    async def skills(self) -> SkillsPart:
        """The skills part, opened on the first call."""
        async with self._skills_lock:
            if self._skills is None:
                self._skills = await self._open_skills()
            return self._skills

    async def store(self) -> SqliteSessionStore:
        """The session store (``state.db``), opened on the first call."""
        async with self._store_lock:
            if self._store is None:
                started = time.perf_counter()
                await _import_in_thread("hermes_core.state")
                from hermes_core.state import SqliteSessionStore

                self._store = await SqliteSessionStore.open(self.paths.state_db)
                logger.debug("session store open: %.1f ms", (time.perf_counter() - started) * 1000)
            return self._store

    async def jobs(self) -> JobStore:
        """The cron job store (``cron/jobs.json``; reading it takes its lock)."""
        if self._jobs is None:
            await _import_in_thread("hermes_core.cron")
            from hermes_core.cron import JobStore

            self._jobs = JobStore(self.paths.cron_dir)
        return self._jobs

    async def scanner(self) -> Scanner:
        """The security scanner (its rules compiled once, on the first call)."""
        if self._scanner is None:
            await _import_in_thread("hermes_core.security")
            from hermes_core.security import Scanner

            self._scanner = await asyncio.to_thread(Scanner)
        return self._scanner

    async def agent(self) -> Services:
        """The agent's services (provider, tools, prompt builder) over the session store,
        opened on the first call, off the event loop: imports, config.yaml and the
        scanner's rules in worker threads. A failure (no model configured, a broken
        config.yaml) is raised again at the next call, which reads config.yaml afresh."""
        async with self._agent_lock:
            if self._agent is None:
                self._agent = await self._open_agent()
            return self._agent

    async def _open_agent(self) -> Services:
        started = time.perf_counter()
        await _import_in_thread(
            "hermes_core.config",
            "hermes_core.services",
            "hermes_core.agent.providers.openai",
            "hermes_core.agent.providers.anthropic",
        )
        from hermes_core.agent.loop import ApprovalMode
        from hermes_core.config import load_config
        from hermes_core.services import Services

        # Read here, not the skills part's copy: the model may have been set since.
        config = await asyncio.to_thread(load_config, self.paths)
        await self.scanner()  # compiles the rules in a thread; the agent's scanner reuses them
        store = await self.store()
        services = await Services.open(
            self.paths,
            approval=ApprovalMode.ASK,
            platform="mcp",
            config=config,
            store=store,
        )
        logger.debug("agent open: %.1f ms", (time.perf_counter() - started) * 1000)
        return services

    async def _open_skills(self) -> SkillsPart:
        # Imports in a worker thread: the event loop keeps answering meanwhile.
        started = time.perf_counter()
        await _import_in_thread(
            "hermes_core.config",
            "hermes_core.provenance.seeding",
            "hermes_core.skills.catalog",
            "hermes_core.skills.view",
            "hermes_core.skills.invocation",
        )
        from hermes_core.config import load_config
        from hermes_core.provenance.seeding import seed_for_entry_point
        from hermes_core.skills.catalog import SkillCatalog
        from hermes_core.skills.discovery import SkillFilter

        config = await asyncio.to_thread(load_config, self.paths)
        # A first run has the bundled skills as prompts and resources.
        await asyncio.to_thread(seed_for_entry_point, self.paths, config.skills.external_dirs)
        catalog = SkillCatalog.for_home(self.paths, config.skills)
        skill_filter = SkillFilter.from_config(config.skills)
        logger.debug("skills open: %.1f ms", (time.perf_counter() - started) * 1000)
        return SkillsPart(self.paths, config, catalog, skill_filter)

    async def aclose(self) -> None:
        """Stop what still works on the core (see :meth:`on_close`), write the pending
        view counts; close the agent's provider and the session store, when they were
        opened."""
        for stop in self._users:
            await stop()
        await self.views.aclose()
        agent, self._agent = self._agent, None
        if agent is not None:
            await agent.provider.aclose()  # not agent.aclose(): the store is closed below
        store, self._store = self._store, None
        if store is not None:
            await store.close()
