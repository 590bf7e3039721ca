"""The MCP server: an :class:`~mcp.server.mcpserver.MCPServer` whose prompts and
resources are the skills on disk at the time of each request, plus the tools of
:mod:`hermes_mcp.tools`.

Logging: the server does not advertise the ``logging`` capability, so it sends no log
notifications; every log line goes to stderr.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from typing import Any

from mcp.server.lowlevel.helper_types import ReadResourceContents
from mcp.server.mcpserver import Context, MCPServer
from mcp.shared.exceptions import MCPError
from mcp_types import (
    INVALID_PARAMS,
    CallToolResult,
    GetPromptResult,
    InputRequiredResult,
    Prompt,
    Resource,
    ResourceTemplate,
)
from pydantic import AnyUrl

from hermes_core import __version__
from hermes_core.paths import HermesPaths
from hermes_mcp.agent_tool import register_agent_tool
from hermes_mcp.core import Core
from hermes_mcp.options import ServerOptions
from hermes_mcp.prompts import get_skill_prompt, list_skill_prompts
from hermes_mcp.resources import list_skill_resources, read_skill_resource, skill_templates
from hermes_mcp.tools import register_tools
from hermes_mcp.write_tools import register_write_tools

__all__ = ["SERVER_NAME", "HermesServer", "create_server"]

SERVER_NAME = "hermes"
_INSTRUCTIONS = (
    "Hermes agent: its skills (tools skills_list, skill_view, skill_lint, skill_scan; each "
    "skill is also a prompt and a skill:// resource), its past sessions (sessions_list, "
    "sessions_search, session_get) and its scheduled jobs (cron_list)."
)


class HermesServer(MCPServer[None]):
    """MCPServer with the skills as prompts and resources, read on each request."""

    def __init__(self, core: Core, options: ServerOptions | None = None) -> None:
        self.core = core
        self.options = options or ServerOptions()

        @asynccontextmanager
        async def closing(_: MCPServer[None]) -> AsyncIterator[None]:
            try:
                yield
            finally:
                await core.aclose()

        super().__init__(
            name=SERVER_NAME,
            version=__version__,
            instructions=_INSTRUCTIONS,
            lifespan=closing,
            # Nothing publishes list changes yet (no skills watcher), so do not serve
            # subscriptions/listen: the 2026-07-28 capabilities then say listChanged
            # false, as the handshake-era ones do.
            subscriptions=False,
        )
        names = [*register_tools(self, core)]
        names += register_agent_tool(self, core, self.options)
        names += register_write_tools(self, core, self.options)
        self._tool_names = frozenset(names)

    async def call_tool(
        self,
        name: str,
        arguments: dict[str, Any],
        context: Context[None, Any] | None = None,
    ) -> CallToolResult | InputRequiredResult:
        # The SDK answers an unknown tool with an isError result; MCP calls that a
        # protocol error (invalid params), as it is no failure of a tool.
        if name not in self._tool_names:
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


def create_server(paths: HermesPaths, options: ServerOptions | None = None) -> HermesServer:
    """A server over the HERMES_HOME at ``paths`` (nothing of it is opened yet)."""
    return HermesServer(Core(paths), options)
