"""The MCP server: an :class:`~mcp.server.mcpserver.MCPServer` whose prompts and
resources are the skills on disk at the time of each request, plus the tools of
:mod:`hermes_mcp.tools` (read-only), :mod:`hermes_mcp.write_tools` and
:mod:`hermes_mcp.agent_tool`, registered on the first request that needs them.

Live (:mod:`hermes_mcp.live`): once a client has asked about prompts or resources, the
skill roots are watched; when the skills change on disk, handshake-era (2025-11-25) connections get
``notifications/prompts/list_changed`` and ``notifications/resources/list_changed``
(and ``notifications/resources/updated`` for the ``skill://`` URIs they subscribed to
with ``resources/subscribe``); 2026-07-28 clients get the same through
``subscriptions/listen``. ``completion/complete`` (:mod:`hermes_mcp.completions`)
offers skill names and supporting files for the ``skill://`` templates.

What each era advertises — 2025-11-25 (``initialize``): ``prompts.listChanged``,
``resources.listChanged``, ``resources.subscribe``, ``completions``, ``logging``.
2026-07-28 (``server/discover``): ``prompts.listChanged``, ``resources.listChanged``,
``resources.subscribe`` (all through ``subscriptions/listen``), ``completions``; no
``logging``. In both, ``tools.listChanged`` is false: the tools are fixed at start.

Logging (:mod:`hermes_mcp.log_bridge`): every log line goes to stderr. A 2025-11-25
client may also ask with ``logging/setLevel`` for ``notifications/message``: the
records of our own loggers at or above its level, to that connection only, never
before it asks. The 2026-07-28 revision drops ``logging/setLevel`` for a per-request
opt-in, which this server does not offer: it does not advertise ``logging`` there and
sends no log notifications. The SDK's ``ctx.info()`` and friends, which send log
notifications whatever was advertised or asked, are never called.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from typing import Any

from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.lowlevel.helper_types import ReadResourceContents
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.subscriptions import InMemorySubscriptionBus
from mcp.shared.exceptions import MCPError
from mcp.shared.message import SessionMessage
from mcp_types import (
    INVALID_PARAMS,
    CallToolResult,
    CompleteRequestParams,
    GetPromptResult,
    InputRequiredResult,
    Prompt,
    Resource,
    ResourceTemplate,
    SetLevelRequestParams,
    SubscribeRequestParams,
    Tool,
    UnsubscribeRequestParams,
)
from pydantic import AnyUrl

from hermes_core import __version__
from hermes_core.paths import HermesPaths
from hermes_mcp.bounds import bound_errors
from hermes_mcp.completions import Completer
from hermes_mcp.core import Core
from hermes_mcp.live import Sessions, SkillsWatch
from hermes_mcp.log_bridge import LogBridge
from hermes_mcp.options import ServerOptions
from hermes_mcp.prompts import get_skill_prompt, list_skill_prompts
from hermes_mcp.resources import list_skill_resources, read_skill_resource, skill_templates

__all__ = ["SERVER_NAME", "HermesServer", "create_server"]

SERVER_NAME = "hermes"
_INSTRUCTIONS = (
    "Hermes agent: its skills (skills_list, skill_view, skill_lint, skill_scan, skill_install, "
    "and skill_manage when the server allows writes; each skill is also a prompt and a "
    "skill:// resource), its past sessions (sessions_list, sessions_search, session_get), its "
    "scheduled jobs (cron_list, cron_create, cron_update, cron_remove), and the agent itself "
    "(agent_ask runs one turn with its model and tools)."
)
# Requests after which the skill roots get watched: those about what the list-changed
# and updated notifications are about (a client that only calls tools needs none).
_ABOUT_SKILLS = ("prompts/", "resources/", "completion/", "subscriptions/listen")


class HermesServer(MCPServer[None]):
    """MCPServer with the skills as prompts and resources, read on each request."""

    def __init__(self, core: Core, options: ServerOptions | None = None) -> None:
        self.core = core
        self.options = options or ServerOptions()
        self.sessions = Sessions()
        bus = InMemorySubscriptionBus()
        self.watch = SkillsWatch(core, self.sessions, bus)
        self.logs = LogBridge(self.sessions)

        @asynccontextmanager
        async def closing(_: MCPServer[None]) -> AsyncIterator[None]:
            try:
                yield
            finally:
                await self.watch.aclose()
                await self.logs.aclose()
                await core.aclose()

        super().__init__(
            name=SERVER_NAME,
            version=__version__,
            instructions=_INSTRUCTIONS,
            lifespan=closing,
            # subscriptions/listen (2026-07-28) streams what SkillsWatch publishes on
            # this bus: list changes and resource updates.
            subscriptions=bus,
        )
        lowlevel = self._lowlevel_server
        lowlevel.add_request_handler(
            "resources/subscribe", SubscribeRequestParams, self.watch.subscribe
        )
        lowlevel.add_request_handler(
            "resources/unsubscribe", UnsubscribeRequestParams, self.watch.unsubscribe
        )
        lowlevel.add_request_handler("logging/setLevel", SetLevelRequestParams, self.logs.set_level)
        lowlevel.add_request_handler(
            "completion/complete", CompleteRequestParams, Completer(core).complete
        )
        # Outermost: what _observe and the handlers raise is bounded too.
        self.middleware.append(bound_errors)
        self.middleware.append(self._observe)
        self._tool_names: frozenset[str] | None = None

    async def run_streams(
        self,
        read_stream: MemoryObjectReceiveStream[SessionMessage | Exception],
        write_stream: MemoryObjectSendStream[SessionMessage],
    ) -> None:
        """Serve one connection over a transport's streams (as the SDK's stdio runner
        does over its own) until ``read_stream`` ends."""
        lowlevel = self._lowlevel_server
        await lowlevel.run(read_stream, write_stream, lowlevel.create_initialization_options())

    def _tools(self) -> frozenset[str]:
        """Registers the tools on the first request that needs them. Importing their
        modules and deriving their schemas costs ~60 ms, which ``initialize`` (answered
        before any tool is needed) should not wait for."""
        if self._tool_names is None:
            # Imported here too: their result models take ~17 ms to build.
            from hermes_mcp.agent_tool import register_agent_tool
            from hermes_mcp.tools import register_tools
            from hermes_mcp.write_tools import register_write_tools

            names = [*register_tools(self, self.core)]
            names += register_agent_tool(self, self.core, self.options)
            names += register_write_tools(self, self.core, self.options)
            self._tool_names = frozenset(names)
        return self._tool_names

    async def list_tools(self) -> list[Tool]:
        self._tools()
        return await super().list_tools()

    def _tool_input_schema(self, name: str) -> dict[str, Any] | None:
        # The SDK looks a called tool's schema up (to check its arguments) before the
        # call reaches call_tool or any middleware.
        self._tools()
        return super()._tool_input_schema(name)

    async def _observe(
        self, ctx: ServerRequestContext[Any, Any], call_next: CallNext
    ) -> HandlerResult:
        """Keeps each handshake-era connection, starts watching the skills after a
        request about prompts or resources, and corrects what each era advertises."""
        self.sessions.seen(ctx)
        method = ctx.method
        watch = ctx.request_id is not None and method.startswith(_ABOUT_SKILLS)
        if watch and method == "subscriptions/listen":  # answered only when it ends
            self.watch.wanted()
        try:
            result = await call_next(ctx)
        finally:
            if watch:
                self.watch.wanted()
        return _advertised(method, result)

    async def call_tool(
        self,
        name: str,
        arguments: dict[str, Any],
        context: Context[None, Any] | None = None,
    ) -> CallToolResult | InputRequiredResult:
        # The SDK answers an unknown tool with an isError result; MCP calls that a
        # protocol error (invalid params), as it is no failure of a tool.
        if name not in self._tools():
            raise MCPError(INVALID_PARAMS, f"Unknown tool: {name}")
        return await super().call_tool(name, arguments, context)

    async def list_prompts(self) -> list[Prompt]:
        return await list_skill_prompts(self.core)

    async def get_prompt(
        self,
        name: str,
        arguments: dict[str, Any] | None = None,
        context: Context[None, Any] | None = None,  # noqa: ARG002 (the SDK's signature)
    ) -> GetPromptResult | InputRequiredResult:
        return await get_skill_prompt(self.core, name, arguments)

    async def list_resources(self) -> list[Resource]:
        return [*await list_skill_resources(self.core), *await super().list_resources()]

    async def list_resource_templates(self) -> list[ResourceTemplate]:
        return [*skill_templates(), *await super().list_resource_templates()]

    async def read_resource(
        self, uri: AnyUrl | str, context: Context[None, Any] | None = None
    ) -> Iterable[ReadResourceContents] | InputRequiredResult:
        contents = await read_skill_resource(self.core, str(uri))
        if contents is not None:
            return contents
        return await super().read_resource(uri, context)


def _advertised(method: str, result: HandlerResult) -> HandlerResult:
    """The SDK advertises ``listChanged`` in ``initialize`` only when told at start-up,
    which neither its stdio nor its HTTP runner lets us do. In ``server/discover`` it
    derives every ``listChanged`` from serving ``subscriptions/listen`` (our tools never
    change), and advertises ``logging`` whenever ``logging/setLevel`` is served, though
    that era has no such request (see the module docstring)."""
    if not isinstance(result, dict):
        return result
    capabilities = result.get("capabilities")
    if not isinstance(capabilities, dict):
        return result
    capabilities = dict(capabilities)
    if method == "initialize":
        for kind in ("prompts", "resources"):
            if isinstance(capabilities.get(kind), dict):
                capabilities[kind] = {**capabilities[kind], "listChanged": True}
    elif method == "server/discover":
        capabilities.pop("logging", None)
        if isinstance(capabilities.get("tools"), dict):
            capabilities["tools"] = {**capabilities["tools"], "listChanged": False}
    else:
        return result
    return {**result, "capabilities": capabilities}


def create_server(paths: HermesPaths, options: ServerOptions | None = None) -> HermesServer:
    """A server over the HERMES_HOME at ``paths`` (nothing of it is opened yet)."""
    return HermesServer(Core(paths), options)
