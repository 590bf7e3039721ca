"""What the ACP agent opens of the core, and when.

Two stages, in the background, neither
touching the network: the *base* — configuration and the session store, all that
``session/new``, ``list`` and the like need — and then the full *services* (provider,
tools, prompt builder, skill catalog), which a prompt needs. An editor sends
``session/new`` right after ``initialize``; it waits for the base only.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from hermes_acp.wire import RpcError
from hermes_core.lazy import import_in_thread

if TYPE_CHECKING:
    from hermes_core.config import Config
    from hermes_core.paths import HermesPaths
    from hermes_core.services import Services
    from hermes_core.skills.watch import SkillWatcher
    from hermes_core.state import SqliteSessionStore

__all__ = ["AUTH_REQUIRED", "Backend", "Base"]

logger = logging.getLogger(__name__)

AUTH_REQUIRED = -32000
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Base:
    config: Config
    store: SqliteSessionStore
    model: str
    """The model sessions start with."""


class Backend:
    """Opens the base, then the services, once; reports a configuration problem as
    ACP's "authentication required" error, and opens again after it is fixed."""

    def __init__(
        self,
        paths: HermesPaths,
        model: str | None,
        on_skills_changed: Callable[[Services, set[Path]], None],
    ) -> None:
        self.paths = paths
        self.model = model
        self._on_skills_changed = on_skills_changed
        self._base: asyncio.Task[Base] | None = None
        self._services: asyncio.Task[Services] | None = None
        self._watcher: SkillWatcher | None = None

    def warm_up(self) -> None:
        """Start opening the base (after ``initialize``)."""
        if self._base is None:
            self._base = asyncio.get_running_loop().create_task(self._open_base())

    def warm_services(self) -> None:
        """Start opening the services (once a session request has been answered, so
        that their imports do not slow it down)."""
        self.warm_up()
        if self._services is None:
            assert self._base is not None
            self._services = asyncio.get_running_loop().create_task(self._open_services(self._base))

    async def base(self) -> Base:
        self.warm_up()
        assert self._base is not None
        return await self._settled(self._base)

    async def services(self) -> Services:
        self.warm_services()
        assert self._services is not None
        return await self._settled(self._services)

    def services_if_open(self) -> Services | None:
        task = self._services
        if task is None or not task.done() or task.cancelled() or task.exception():
            return None
        return task.result()

    async def _settled(self, task: asyncio.Task[T]) -> T:
        from hermes_core.errors import ConfigError

        try:
            return await asyncio.shield(task)
        except ConfigError as exc:
            await self.reset()  # the user may fix config.yaml and try again
            raise RpcError(AUTH_REQUIRED, f"the agent is not set up: {exc}") from exc

    async def _open_base(self) -> Base:
        # Imports in a worker thread: the event loop keeps answering meanwhile.
        started = time.perf_counter()
        await import_in_thread(
            "hermes_core.config",
            "hermes_core.state",
            "hermes_acp.client_env",
            "hermes_acp.session",
            "hermes_acp.translate",
            "hermes_acp.mcp_servers",
        )
        from hermes_core.agent.providers.settings import NO_MODEL
        from hermes_core.config import load_config
        from hermes_core.errors import ConfigError
        from hermes_core.state import SqliteSessionStore

        imported = time.perf_counter()
        config = await asyncio.to_thread(load_config, self.paths)
        model = self.model or config.model.model
        if not model:
            raise ConfigError(
                NO_MODEL,
                key="model",
            )
        configured = time.perf_counter()
        store = await SqliteSessionStore.open(self.paths.state_db)
        logger.debug(
            "base open: imports %.1f ms, config %.1f ms, store %.1f ms",
            (imported - started) * 1000,
            (configured - imported) * 1000,
            (time.perf_counter() - configured) * 1000,
        )
        return Base(config, store, model)

    async def _open_services(self, base_task: asyncio.Task[Base]) -> Services:
        await base_task  # first what session requests need
        await import_in_thread(
            "hermes_core.services", "hermes_core.skills.watch", "hermes_core.agent.loop"
        )
        from hermes_core.agent.loop import ApprovalMode
        from hermes_core.services import Services
        from hermes_core.skills.watch import SkillWatcher

        base = await base_task
        services = await Services.open(
            self.paths,
            model=base.model,
            approval=ApprovalMode.ASK,
            platform="acp",
            cwd=Path.cwd(),
            config=base.config,
            store=base.store,
        )
        # Skills added, edited or removed on disk change the slash commands.
        self._watcher = SkillWatcher(
            [root.path for root in services.catalog.roots],
            lambda paths: self._on_skills_changed(services, paths),
        )
        self._watcher.start()
        return services

    async def reset(self) -> None:
        """Forget what was opened (after ``authenticate``, or a setup error)."""
        await self.close()
        self._base = self._services = None

    async def close(self) -> None:
        if self._watcher is not None:
            self._watcher.stop()
            self._watcher = None
        services, base = self._services, self._base
        for task in (services, base):
            if task is not None and not task.done():
                await asyncio.wait([task])
        if self.services_if_open() is not None:
            assert services is not None
            await services.result().aclose()  # closes the store too
        elif base is not None and not base.cancelled() and base.exception() is None:
            await base.result().store.close()
