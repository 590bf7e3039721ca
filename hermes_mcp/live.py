"""Live: the skill roots watched (:class:`hermes_core.skills.watch.SkillWatcher`) once
a client has asked about prompts or resources, and every client told when the skills
change on disk.

When a burst of changes has settled, the catalog reads the changed paths again and:

- if the list of skills (names, descriptions) changed, every client hears
  ``notifications/prompts/list_changed`` and ``notifications/resources/list_changed``;
- for each skill whose folder changed, ``notifications/resources/updated`` goes out
  for ``skill://name`` (and ``skill://name/path`` for each changed file) to the clients
  that subscribed to it.

How a notification reaches a client depends on its protocol era. A 2025-11-25
(handshake) connection is one long-lived :class:`~mcp.server.connection.Connection`:
:class:`Sessions` keeps each one seen at a request until it closes, with the URIs it
subscribed to through ``resources/subscribe``, and notifications go on its standalone
channel (stdio's pipe, streamable HTTP's GET stream). A 2026-07-28 client opens a
``subscriptions/listen`` stream instead: events are published on the server's
:class:`~mcp.server.subscriptions.SubscriptionBus`, whose listen handler filters and
stamps them per stream (only the canonical ``skill://`` URIs match there).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

from mcp.server.connection import Connection
from mcp.server.context import ServerRequestContext
from mcp.server.subscriptions import (
    PromptsListChanged,
    ResourcesListChanged,
    ResourceUpdated,
    SubscriptionBus,
)
from mcp.shared.exceptions import MCPError
from mcp_types import (
    INTERNAL_ERROR,
    INVALID_PARAMS,
    EmptyResult,
    LoggingLevel,
    SubscribeRequestParams,
    UnsubscribeRequestParams,
)
from mcp_types.version import MODERN_PROTOCOL_VERSIONS

from hermes_core.errors import HermesError, SkillError
from hermes_mcp.core import Core, SkillsPart
from hermes_mcp.resources import SCHEME, skill_uri

if TYPE_CHECKING:
    from hermes_core.skills.watch import SkillWatcher

__all__ = ["START_LATEST", "START_QUIET", "LiveSession", "Sessions", "SkillsWatch"]

logger = logging.getLogger(__name__)

# The watcher starts once requests pause this long (seconds) after the first one about
# prompts or resources, or this long after that first one at the latest: importing
# watchdog and listing the skills then slows down none of a client's opening burst.
START_QUIET = 0.25
START_LATEST = 2.0


@dataclass(frozen=True, slots=True)
class _Target:
    """What a ``skill://`` URI names: a skill folder, and a file in it (None: SKILL.md)."""

    skill_dir: Path
    path: str | None


@dataclass(eq=False)
class LiveSession:
    """One handshake-era connection: its resource subscriptions (URI as the client
    wrote it -> what it names) and the log level it asked for (None: no logs)."""

    connection: Connection
    subscriptions: dict[str, _Target] = field(default_factory=dict)
    log_level: LoggingLevel | None = None


def connection_of(ctx: ServerRequestContext[Any, Any]) -> Connection:
    """The connection a request came on.

    The SDK (2.3) builds a per-request ``ServerSession`` around it and offers no
    public handle (its lowlevel ``Context.connection`` is not built by the runner
    yet); the connection's own API — ``exit_stack``, ``initialized``, ``notify`` —
    is public.
    """
    return ctx.session._connection


class Sessions:
    """The handshake-era connections seen at a request, each until it closes.

    2026-07-28 requests each come with a connection of their own, which lives for
    that request only: they are not kept (their clients listen on the bus)."""

    def __init__(self) -> None:
        self._live: dict[Connection, LiveSession] = {}

    def seen(self, ctx: ServerRequestContext[Any, Any]) -> LiveSession | None:
        """The session of the connection ``ctx`` came on (None in the 2026 era, or
        for a connection that cannot be written to outside a request)."""
        if ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
            return None
        connection = connection_of(ctx)
        if not connection.has_standalone_channel:
            return None
        live = self._live.get(connection)
        if live is None:
            live = self._live[connection] = LiveSession(connection)
            connection.exit_stack.callback(self._live.pop, connection, None)
        return live

    def ready(self) -> list[LiveSession]:
        """The sessions past the handshake (``notifications/initialized`` received)."""
        return [s for s in self._live.values() if s.connection.initialized.is_set()]

    def __len__(self) -> int:
        return len(self._live)


@dataclass(frozen=True, slots=True)
class _Listed:
    """What the clients were last told: the list (name, description of each skill)
    and each skill's folder with the name it is shown under."""

    listing: tuple[tuple[str, str], ...]
    dirs: dict[Path, str]


def _list(part: SkillsPart, changed: Iterable[Path] = ()) -> _Listed:
    from hermes_mcp.prompts import skill_entries

    part.catalog.invalidate(changed)
    entries = skill_entries(part)
    return _Listed(
        tuple((name, entry.description) for name, entry in entries),
        {entry.skill_dir: name for name, entry in entries},
    )


def _owner(path: Path, dirs: dict[Path, str]) -> tuple[Path, str | None] | None:
    """The skill folder ``path`` is in (the innermost), and the path inside it."""
    for folder in (path, *path.parents):
        if folder in dirs:
            inside = path.relative_to(folder).as_posix()
            return folder, None if inside == "." else inside
    return None


class SkillsWatch:
    """Starts watching the skill roots once asked, when requests pause (see
    :data:`START_QUIET`), and turns each settled burst of changes into notifications."""

    def __init__(self, core: Core, sessions: Sessions, bus: SubscriptionBus) -> None:
        self._core = core
        self._sessions = sessions
        self._bus = bus
        self._first: float | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._starting: asyncio.Task[None] | None = None
        self.started = asyncio.Event()
        """Set once the watcher runs."""
        self._watcher: SkillWatcher | None = None
        self._listed: _Listed | None = None
        self._lock = asyncio.Lock()
        self._tasks: set[asyncio.Task[None]] = set()

    @property
    def asked(self) -> bool:
        """Whether a start has been asked for (and not given up on)."""
        return self._first is not None

    @property
    def running(self) -> bool:
        """Whether the watcher runs."""
        return self._watcher is not None

    def wanted(self) -> None:
        """Start watching when requests pause (each call puts that off a little, up to
        :data:`START_LATEST` after the first call), unless that has begun already."""
        if self._starting is not None:
            return
        loop = asyncio.get_running_loop()
        now = loop.time()
        if self._first is None:
            self._first = now
        if self._timer is not None:
            self._timer.cancel()
        delay = min(START_QUIET, max(0.0, self._first + START_LATEST - now))
        self._timer = loop.call_later(delay, self._begin)

    def _begin(self) -> None:
        self._timer = None
        self._starting = asyncio.get_running_loop().create_task(self._start())

    async def _start(self) -> None:
        started = time.perf_counter()
        try:
            part = await self._core.skills()
        except HermesError as exc:  # config.yaml cannot be read: try again at a later request
            logger.warning("skill roots not watched: %s", exc)
            self._starting = self._first = None
            return
        from hermes_core.lazy import import_in_thread

        await import_in_thread("hermes_core.skills.watch", "watchdog.observers")
        from hermes_core.skills.watch import SkillWatcher

        async with self._lock:
            self._listed = await asyncio.to_thread(_list, part)
        watcher = SkillWatcher(
            [root.path for root in part.catalog.roots], lambda paths: self._changed(part, paths)
        )
        if not watcher.start():
            logger.debug("no skill root exists to watch yet")
            self._starting = self._first = None  # look again after a later request
            return
        self._watcher = watcher
        self.started.set()
        logger.debug(
            "watching %d skill roots: %.1f ms",
            len(watcher.roots),
            (time.perf_counter() - started) * 1000,
        )

    def _changed(self, part: SkillsPart, paths: set[Path]) -> None:
        task = asyncio.get_running_loop().create_task(self._publish(part, paths))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _publish(self, part: SkillsPart, paths: set[Path]) -> None:
        async with self._lock:  # one burst after the other, each against the last list
            before = self._listed
            try:
                after = await asyncio.to_thread(_list, part, paths)
            except Exception:  # one burst fails, the watching goes on
                logger.exception("reading the changed skills")
                return
            self._listed = after
        if before is None:
            return
        changed: dict[Path, set[str | None]] = {}
        for path in paths:
            owner = _owner(path, after.dirs)
            if owner is not None:
                changed.setdefault(owner[0], {None}).add(owner[1])
        listed = after.listing != before.listing
        logger.debug(
            "skills changed on disk: %d paths in %d skill folders, list %s",
            len(paths),
            len(changed),
            "changed" if listed else "unchanged",
        )
        if listed:
            await self._list_changed()
        if changed:
            await self._updated(after, changed)

    async def _list_changed(self) -> None:
        for live in self._sessions.ready():
            await live.connection.send_prompt_list_changed()
            await live.connection.send_resource_list_changed()
        await self._bus.publish(PromptsListChanged())
        await self._bus.publish(ResourcesListChanged())

    async def _updated(self, listed: _Listed, changed: dict[Path, set[str | None]]) -> None:
        for live in self._sessions.ready():
            for uri, target in list(live.subscriptions.items()):
                if target.path in changed.get(target.skill_dir, ()):
                    await live.connection.send_resource_updated(uri)
        for folder, inside in changed.items():
            name = listed.dirs[folder]
            for path in sorted(inside, key=lambda p: p or ""):
                await self._bus.publish(ResourceUpdated(skill_uri(name, path)))

    async def subscribe(
        self, ctx: ServerRequestContext[Any, Any], params: SubscribeRequestParams
    ) -> EmptyResult:
        """``resources/subscribe`` (2025-11-25): note the URI for this connection."""
        live = self._sessions.seen(ctx)
        if live is None:  # stateless HTTP: nothing can reach the client later
            raise MCPError(INVALID_PARAMS, "this connection cannot carry resource updates")
        live.subscriptions[params.uri] = await self._target(params.uri)
        return EmptyResult()

    async def unsubscribe(
        self, ctx: ServerRequestContext[Any, Any], params: UnsubscribeRequestParams
    ) -> EmptyResult:
        """``resources/unsubscribe``: forget the URI (unknown ones too)."""
        live = self._sessions.seen(ctx)
        if live is not None:
            live.subscriptions.pop(params.uri, None)
        return EmptyResult()

    async def _target(self, uri: str) -> _Target:
        if not uri.startswith(SCHEME):
            raise MCPError(INVALID_PARAMS, f"only skill:// resources change; not {uri}")
        raw_name, slash, raw_path = uri[len(SCHEME) :].partition("/")
        name, path = unquote(raw_name), unquote(raw_path)
        if not name or (slash and not path) or ".." in PurePosixPath(path).parts:
            raise MCPError(INVALID_PARAMS, f"no skill resource {uri}")
        try:
            part = await self._core.skills()
            entry = await asyncio.to_thread(part.catalog.resolve, name, part.skill_filter)
        except SkillError as exc:  # unknown or ambiguous name
            raise MCPError(INVALID_PARAMS, str(exc)) from exc
        except HermesError as exc:  # config.yaml cannot be read
            raise MCPError(INTERNAL_ERROR, str(exc)) from exc
        return _Target(entry.skill_dir, PurePosixPath(path).as_posix() if path else None)

    async def aclose(self) -> None:
        """Stop watching; drop what was still to be sent."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        starting, self._starting = self._starting, None
        if starting is not None and not starting.done():
            starting.cancel()
            await asyncio.gather(starting, return_exceptions=True)
        watcher, self._watcher = self._watcher, None
        if watcher is not None:
            await asyncio.to_thread(watcher.stop)
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
