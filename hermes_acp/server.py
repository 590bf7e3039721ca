"""``hermes acp``: the agent over the Agent Client Protocol (v1) on stdio.

The methods a client calls are coroutines of :class:`AcpAgent`, registered by their ACP
names in :func:`methods`; ``jsonrpcserver`` binds the params and answers the standard
errors. ``initialize`` touches nothing of the agent core but its version; what the other
methods need opens in the background, in two stages (see :mod:`hermes_acp.backend`),
and nothing touches the network before the first prompt.

Behaviour the protocol leaves open, decided here:

- A prompt sent while another runs in the same session waits for it (prompts of a
  session run one at a time, in order). ``session/cancel`` stops the running prompt
  *and* every prompt queued behind it: all answer ``cancelled``.
- A prompt that was cancelled answers ``cancelled`` even when the model finished at the
  same instant.
- Unknown session ids are a JSON-RPC error (-32002), never an empty result.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Coroutine, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jsonrpcserver import Success
from jsonrpcserver.result import Result

from hermes_acp.backend import AUTH_REQUIRED, Backend, Base
from hermes_acp.commands import Reply, resolve, title_from_first_prompt
from hermes_acp.envelope import excerpt
from hermes_acp.offers import config_options, session_modes, slash_commands
from hermes_acp.params import (
    absolute,
    after_cursor,
    cursor_of,
    iso,
    mcp_servers,
    string,
)
from hermes_acp.session import MODES
from hermes_acp.wire import INVALID_PARAMS, Connection, RpcError, current_request_id

if TYPE_CHECKING:
    from hermes_acp.models import Update
    from hermes_acp.session import LiveSession
    from hermes_acp.translate import Describe
    from hermes_core.agent.loop import Turn
    from hermes_core.paths import HermesPaths
    from hermes_core.services import Services
    from hermes_core.state import Session

__all__ = ["AcpAgent", "methods"]

logger = logging.getLogger(__name__)

PROTOCOL_VERSION = 1
NOT_FOUND = -32002
PAGE = 50
DEFAULT_CONTEXT = 128_000


@dataclass
class _ClientInfo:
    read_files: bool = False
    write_files: bool = False
    terminal: bool = False
    terminal_auth: bool = False


class AcpAgent:
    """The agent side of one ACP connection (see the module)."""

    def __init__(self, paths: HermesPaths, *, model: str | None = None) -> None:
        self.paths = paths
        self.model_override = model
        self.connection: Connection | None = None
        self.client = _ClientInfo()
        self.sessions: dict[str, LiveSession] = {}
        self.backend = Backend(paths, model, self._skills_changed)
        self._prompts: dict[Any, LiveSession] = {}  # running prompt requests by id
        self._tasks: set[asyncio.Task[None]] = set()
        self._made: set[str] = set()
        """Sessions this connection made: one nobody prompted in is not kept."""

    # -- plumbing -----------------------------------------------------------------------

    @property
    def conn(self) -> Connection:
        assert self.connection is not None
        return self.connection

    def update(self, session_id: str, update: Update) -> None:
        self.conn.notify("session/update", {"sessionId": session_id, "update": update})

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _skills_changed(self, services: Services, paths: set[Path]) -> None:
        services.catalog.invalidate(paths)
        self._spawn(self._refresh_commands(services))

    def live(self, params: Mapping[str, Any]) -> LiveSession:
        session_id = string(params, "sessionId")
        assert session_id is not None
        live = self.sessions.get(session_id)
        if live is None:
            raise RpcError(
                NOT_FOUND, f"no open session {excerpt(repr(session_id))}", {"sessionId": session_id}
            )
        return live

    async def close(self) -> None:
        await asyncio.gather(*(live.close() for live in self.sessions.values()))
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=5)
        for session_id in list(self._made):
            await self._drop_if_empty(session_id)
        await self.backend.close()

    async def _drop_if_empty(self, session_id: str) -> None:
        """Delete a session this connection made if nothing was ever said in it (every
        "New chat" of an editor would otherwise stay behind as an empty session in
        ``hermes sessions list``; Hermes Agent's CLI deletes its empty sessions too)."""
        if session_id not in self._made:
            return
        self._made.discard(session_id)
        try:
            store = (await self.backend.base()).store
            if await store.count_messages(session_id) == 0:
                await store.delete_session(session_id)
        except Exception:  # closing goes on; the log has why
            logger.exception("could not drop the empty session %s", session_id)

    # -- initialize, authenticate ------------------------------------------------------

    async def initialize(self, params: Mapping[str, Any]) -> dict[str, Any]:
        from hermes_core import __version__

        version = params.get("protocolVersion")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RpcError(INVALID_PARAMS, "protocolVersion: expected an integer")
        capabilities = params.get("clientCapabilities") or {}
        if isinstance(capabilities, dict):
            fs = capabilities.get("fs") or {}
            auth = capabilities.get("auth") or {}
            self.client = _ClientInfo(
                read_files=bool(isinstance(fs, dict) and fs.get("readTextFile")),
                write_files=bool(isinstance(fs, dict) and fs.get("writeTextFile")),
                terminal=capabilities.get("terminal") is True,
                terminal_auth=bool(isinstance(auth, dict) and auth.get("terminal")),
            )
        self.conn.after_response(self.backend.warm_up)
        auth_methods: list[dict[str, Any]] = [
            {
                "id": "api-key",
                "name": "API key in the environment",
                "description": "Set OPENAI_API_KEY (or ANTHROPIC_API_KEY, or the variable "
                "named by model.api_key_env in config.yaml) before starting the agent.",
            }
        ]
        if self.client.terminal_auth:  # the editor runs `hermes acp --setup` in a terminal
            auth_methods.append(
                {
                    "type": "terminal",
                    "id": "setup",
                    "name": "Set up in a terminal",
                    "description": "Choose the provider, the model and the variable that "
                    "holds the API key.",
                    "args": ["--setup"],
                }
            )
        return {
            "protocolVersion": PROTOCOL_VERSION,
            "agentInfo": {"name": "hermes", "title": "Hermes", "version": __version__},
            "agentCapabilities": {
                "loadSession": True,
                "promptCapabilities": {"image": True, "audio": False, "embeddedContext": True},
                "mcpCapabilities": {"http": False, "sse": False},
                "sessionCapabilities": {"list": {}, "resume": {}, "close": {}, "delete": {}},
            },
            "authMethods": auth_methods,
        }

    async def authenticate(self, params: Mapping[str, Any]) -> dict[str, Any]:
        from hermes_core.agent.providers import resolve_settings
        from hermes_core.config import load_config
        from hermes_core.errors import ConfigError

        method = string(params, "methodId")
        if method not in ("api-key", "setup"):
            raise RpcError(INVALID_PARAMS, f"methodId: no method {excerpt(repr(method))}")
        try:
            settings = resolve_settings(
                load_config(self.paths).model, os.environ, self.model_override
            )
        except ConfigError as exc:
            raise RpcError(AUTH_REQUIRED, f"the agent is not set up: {exc}") from exc
        local = settings.base_url.startswith(("http://127.", "http://localhost", "http://[::1]"))
        if settings.api_key is None and not local:
            raise RpcError(
                AUTH_REQUIRED, f"no API key: set {settings.key_source} and start the agent again"
            )
        if not self.sessions:  # open again with what is configured now
            await self.backend.reset()
        return {}

    # -- sessions ------------------------------------------------------------------------

    def _open(
        self,
        base: Base,
        session_id: str,
        cwd: Path,
        title: str | None,
        servers: list[dict[str, Any]],
    ) -> LiveSession:
        from hermes_acp.client_env import ClientEnvironment
        from hermes_acp.mcp_servers import McpServers
        from hermes_acp.session import LiveSession
        from hermes_acp.translate import TurnTranslator
        from hermes_core.agent.environment import ExecutionEnvironment, LocalEnvironment

        context = base.config.model.context_length or DEFAULT_CONTEXT
        translator = TurnTranslator(cwd, context)

        def show_terminal(terminal_id: str) -> None:
            update = translator.attach_terminal(terminal_id)
            if update is not None:
                self.update(session_id, update)

        client = self.client
        environment: ExecutionEnvironment = LocalEnvironment(cwd)
        if client.read_files or client.write_files or client.terminal:
            environment = ClientEnvironment(
                session_id,
                cwd,
                self.conn.request,
                read=client.read_files,
                write=client.write_files,
                terminal=client.terminal,
                on_terminal=show_terminal,
            )
        live = LiveSession(session_id, cwd, "ask", base.model, environment, translator, title)
        if servers:
            live.mcp = McpServers(servers, cwd)
        old = self.sessions.pop(session_id, None)
        if old is not None:
            self._spawn(old.close())
        self.sessions[session_id] = live
        return live

    def _setup(self, base: Base, live: LiveSession) -> dict[str, Any]:
        """What ``session/new``, ``load`` and ``resume`` answer: modes and options."""
        self.conn.after_response(self.backend.warm_services)
        self.conn.after_response(lambda: self._spawn(self._send_commands(live)))
        return {
            "modes": session_modes(live),
            "configOptions": config_options(live, base.model, base.config.model.choices),
        }

    async def _refresh_commands(self, services: Services) -> None:
        """Send each open session its slash commands again if they changed."""
        commands = await asyncio.to_thread(slash_commands, services)
        for live in list(self.sessions.values()):
            if live.commands != commands:
                live.commands = commands
                self.update(
                    live.id,
                    {"sessionUpdate": "available_commands_update", "availableCommands": commands},
                )

    async def _send_commands(self, live: LiveSession) -> None:
        try:
            services = await self.backend.services()
        except RpcError as exc:
            logger.warning("no slash commands: %s", exc.message)
            return
        live.commands = await asyncio.to_thread(slash_commands, services)
        self.update(
            live.id,
            {"sessionUpdate": "available_commands_update", "availableCommands": live.commands},
        )

    async def new_session(self, params: Mapping[str, Any]) -> dict[str, Any]:
        cwd = absolute(params)
        servers = mcp_servers(params)
        base = await self.backend.base()
        session = await base.store.create_session("acp", model=base.model, cwd=str(cwd))
        self._made.add(session.id)
        live = self._open(base, session.id, cwd, None, servers)
        return {"sessionId": session.id, **self._setup(base, live)}

    async def _stored(self, base: Base, params: Mapping[str, Any]) -> Session:
        session_id = string(params, "sessionId")
        assert session_id is not None
        session = await base.store.get_session(session_id)
        if session is None:
            raise RpcError(
                NOT_FOUND, f"no session {excerpt(repr(session_id))}", {"sessionId": session_id}
            )
        return session

    async def load_session(self, params: Mapping[str, Any]) -> dict[str, Any]:
        from hermes_acp.translate import history_updates

        cwd = absolute(params)
        servers = mcp_servers(params)
        base = await self.backend.base()
        session = await self._stored(base, params)
        services = await self.backend.services()  # the tools: their kinds and titles
        live = self._open(base, session.id, cwd, session.title, servers)
        if session.model:
            live.model = session.model
        messages = await base.store.messages(session.id)
        for update in history_updates(messages, cwd, self._describer(services)):
            self.update(session.id, update)
        return self._setup(base, live)

    async def resume_session(self, params: Mapping[str, Any]) -> dict[str, Any]:
        cwd = absolute(params)
        servers = mcp_servers(params)
        base = await self.backend.base()
        session = await self._stored(base, params)
        live = self._open(base, session.id, cwd, session.title, servers)
        if session.model:
            live.model = session.model
        return self._setup(base, live)

    def _describer(self, services: Services) -> Describe:
        from hermes_core.agent.loop import tool_title

        def describe(name: str, arguments: Mapping[str, Any]) -> tuple[str, str]:
            found = services.registry.get(name)
            return (found.kind if found else "other", tool_title(name, dict(arguments)))

        return describe

    async def list_sessions(self, params: Mapping[str, Any]) -> dict[str, Any]:
        cwd = params.get("cwd")
        if cwd is not None and (not isinstance(cwd, str) or not Path(cwd).is_absolute()):
            raise RpcError(INVALID_PARAMS, "cwd: expected an absolute path")
        cursor = string(params, "cursor", required=False)
        base = await self.backend.base()
        found = await base.store.list_sessions(
            limit=PAGE + 1,
            cwd=cwd,
            before=after_cursor(cursor) if cursor else None,
            with_cwd=True,
            with_messages=True,  # a session opened and never used is not worth listing
        )
        page = found[:PAGE]
        result: dict[str, Any] = {
            "sessions": [
                {
                    "sessionId": s.id,
                    "cwd": s.cwd,
                    "title": s.title,
                    "updatedAt": iso(s.last_active or s.started_at),
                }
                for s in page
            ]
        }
        if len(found) > PAGE:
            result["nextCursor"] = cursor_of(page[-1])
        return result

    async def close_session(self, params: Mapping[str, Any]) -> dict[str, Any]:
        live = self.live(params)
        del self.sessions[live.id]
        await live.close()
        services = self.backend.services_if_open()
        if services is not None:
            services.agent.forget(live.id)
        await self._drop_if_empty(live.id)
        return {}

    async def delete_session(self, params: Mapping[str, Any]) -> dict[str, Any]:
        base = await self.backend.base()
        session = await self._stored(base, params)
        live = self.sessions.pop(session.id, None)
        if live is not None:
            await live.close()
            async with live.lock:  # the cancelled prompt has stored its last words
                pass
        await base.store.delete_session(session.id)
        services = self.backend.services_if_open()
        if services is not None:
            services.agent.forget(session.id)
        return {}

    async def set_mode(self, params: Mapping[str, Any]) -> dict[str, Any]:
        live = self.live(params)
        mode = string(params, "modeId")
        self._set_mode(live, mode)
        base = await self.backend.base()
        self.conn.after_response(
            lambda: self.update(
                live.id,
                {
                    "sessionUpdate": "config_option_update",
                    "configOptions": config_options(live, base.model, base.config.model.choices),
                },
            )
        )
        return {}

    def _set_mode(self, live: LiveSession, mode: str | None) -> None:
        if mode not in {m for m, _n, _a in MODES}:
            raise RpcError(INVALID_PARAMS, f"modeId: no mode {excerpt(repr(mode))}")
        assert mode is not None
        live.mode = mode

    async def set_config_option(self, params: Mapping[str, Any]) -> dict[str, Any]:
        live = self.live(params)
        option = string(params, "configId")
        value = params.get("value")
        base = await self.backend.base()
        if option == "mode":
            self._set_mode(live, value if isinstance(value, str) else None)
            self.conn.after_response(
                lambda: self.update(
                    live.id, {"sessionUpdate": "current_mode_update", "currentModeId": live.mode}
                )
            )
        elif option == "model":
            if not isinstance(value, str) or not value.strip():
                raise RpcError(INVALID_PARAMS, "value: expected a model name")
            live.model = value.strip()
        else:
            raise RpcError(INVALID_PARAMS, f"configId: no option {excerpt(repr(option))}")
        return {"configOptions": config_options(live, base.model, base.config.model.choices)}

    # -- prompts -------------------------------------------------------------------------

    async def prompt(self, params: Mapping[str, Any]) -> dict[str, Any]:
        from hermes_acp.translate import prompt_images, prompt_text

        live = self.live(params)
        blocks = params.get("prompt")
        if not isinstance(blocks, list) or not all(isinstance(b, dict) for b in blocks):
            raise RpcError(INVALID_PARAMS, "prompt: expected a list of content blocks")
        try:
            text, images = prompt_text(blocks), prompt_images(blocks)
        except ValueError as exc:
            raise RpcError(INVALID_PARAMS, f"prompt: {exc}") from exc
        request_id = current_request_id()
        self._prompts[request_id] = live
        arrived = live.cancelled_at
        logger.debug("prompt %r in %s: %r", request_id, live.id, text[:40])
        try:
            async with live.lock:
                if live.cancelled_at != arrived or self.sessions.get(live.id) is not live:
                    return {"stopReason": "cancelled"}
                return {"stopReason": await self._run_prompt(live, text, images, arrived)}
        finally:
            self._prompts.pop(request_id, None)
            logger.debug("prompt %r in %s: answered", request_id, live.id)

    async def _run_prompt(
        self, live: LiveSession, text: str, images: tuple[tuple[str, str], ...], arrived: int
    ) -> str:
        from hermes_acp.translate import text_block
        from hermes_core.agent.loop import ApprovalMode, TurnOptions
        from hermes_core.agent.providers.types import Image

        services = await self.backend.services()
        command = await resolve(services, live, text, self.update)
        if isinstance(command, Reply):
            self.update(
                live.id,
                {"sessionUpdate": "agent_message_chunk", "content": text_block(command.text)},
            )
            return "end_turn"
        await title_from_first_prompt(services, live, text, self.update)
        options = TurnOptions(
            environment=live.environment,
            approval=lambda: ApprovalMode(live.mode),  # set_mode applies mid-turn too
            permission=live.asker(lambda p: self.conn.request("session/request_permission", p)),
            model=live.model,
            tools=await live.mcp.tools() if live.mcp is not None else (),
        )
        pictures = tuple(Image(mime, data) for mime, data in images)
        turn = services.agent.turn(live.id, command or text, options, images=pictures)
        live.turn = turn
        if live.cancelled_at != arrived:  # cancelled while the turn was being set up
            turn.cancel()
        # The events are read in a task of their own: if this request is cancelled
        # (the client went away, say), the turn is cancelled and its last events —
        # every open tool call finished — are still sent.
        reader = asyncio.ensure_future(self._relay(live, turn))
        try:
            await asyncio.shield(reader)
        except asyncio.CancelledError:
            live.cancel()
            await reader
            raise
        finally:
            live.turn = None
        if live.cancelled_at != arrived:
            return "cancelled"
        return turn.stop_reason or "end_turn"

    async def _relay(self, live: LiveSession, turn: Turn) -> None:
        async for event in turn:
            for update in live.translator.updates(event):
                self.update(live.id, update)

    async def cancel(self, params: Mapping[str, Any]) -> None:
        session_id = params.get("sessionId")
        live = self.sessions.get(session_id) if isinstance(session_id, str) else None
        logger.debug("cancel %s (%s)", session_id, "running" if live and live.turn else "idle")
        if live is not None:
            live.cancel()

    def cancel_request(self, request_id: Any) -> bool:
        """``$/cancel_request`` for a prompt cancels its session's turn (the prompt then
        answers ``cancelled``, every tool call finished); ``False`` for other requests,
        which the connection cancels itself."""
        live = self._prompts.get(request_id)
        if live is None:
            return False
        live.cancel()
        return True


def _method(name: str):  # type: ignore[no-untyped-def]
    # The agent is positional-only, so that a param named "agent" is just a param.
    async def call(agent: AcpAgent, /, **params: Any) -> Result:
        return Success(await getattr(agent, name)(params))

    return call


def _notification(name: str):  # type: ignore[no-untyped-def]
    async def call(agent: AcpAgent, /, **params: Any) -> Result:
        await getattr(agent, name)(params)
        return Success(None)

    return call


def methods() -> dict[str, Any]:
    """ACP method name -> handler (the agent side)."""
    return {
        "initialize": _method("initialize"),
        "authenticate": _method("authenticate"),
        "session/new": _method("new_session"),
        "session/load": _method("load_session"),
        "session/resume": _method("resume_session"),
        "session/list": _method("list_sessions"),
        "session/close": _method("close_session"),
        "session/delete": _method("delete_session"),
        "session/set_mode": _method("set_mode"),
        "session/set_config_option": _method("set_config_option"),
        "session/prompt": _method("prompt"),
        "session/cancel": _notification("cancel"),
    }
