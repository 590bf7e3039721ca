"""``agent_ask``: one full turn of the Hermes agent — the configured model and the
agent's own tools — for another agent calling over MCP, in a session of source
``mcp`` that a later call may continue.

- **Permissions.** The approval mode is ``ask``: a tool call that edits, deletes,
  moves, runs a command or fetches needs a yes. When the client declared form-mode
  ``elicitation`` it is asked (allow once / reject): on a 2025-11-25 connection with
  ``elicitation/create`` while the call waits; on a 2026-07-28 connection, which has
  no server-to-client requests, the call answers with an ``InputRequiredResult`` and
  the turn waits (at most ``PARKED_SECONDS``) for the client to call again with the
  answer and the ``requestState``. Without elicitation nobody can say yes: such a
  call is rejected and the model is told so. A call that looks dangerous is asked
  about every time, never allowed by itself; ``skill_manage`` is rejected unless the
  server runs with ``--allow-writes``.
- **Progress.** With a ``progressToken``, ``notifications/progress`` say what the turn
  is doing ("calling tool terminal: ls", "writing answer"); a repeated message at
  most once a second (``agent_run.PROGRESS_INTERVAL``), so a fast stream does not
  flood.
- **Cancellation.** The SDK cancels a request's handler on ``notifications/cancelled``
  (both eras, on stdio); the handler then cancels the turn — the model's HTTP
  request is closed, a running tool is stopped, the partial turn is stored as
  cancelled —, waits for that, and the SDK sends no response.
- The turn is read by a task of its own: the event loop keeps serving other requests
  meanwhile, and a turn outlives the rounds of a 2026-07-28 exchange.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import anyio
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import InputRequiredResult, InputResponses, ToolAnnotations
from pydantic import Field

from hermes_mcp.agent_models import AgentAskResult
from hermes_mcp.agent_run import AgentRun, Round
from hermes_mcp.core import Core
from hermes_mcp.errors import tool_errors
from hermes_mcp.options import ServerOptions

if TYPE_CHECKING:
    from hermes_core.services import Services
    from hermes_core.state import Session

__all__ = ["PARKED_SECONDS", "register_agent_tool"]

logger = logging.getLogger(__name__)

PARKED_SECONDS = 300.0
"""How long a 2026-07-28 turn waits for the round that answers its question."""
_ANNOTATIONS = ToolAnnotations(
    title="Ask the Hermes agent",
    read_only_hint=False,
    destructive_hint=True,
    idempotent_hint=False,
    open_world_hint=True,
)


def register_agent_tool(server: MCPServer, core: Core, options: ServerOptions) -> list[str]:
    """Add ``agent_ask`` to ``server``; returns its name."""
    asker = _AgentAsk(core, options)
    core.on_close(asker.aclose)

    async def agent_ask(
        ctx: Context[None, Any],
        prompt: Annotated[str, Field(min_length=1, description="what to ask or tell the agent")],
        session_id: Annotated[
            str | None,
            Field(description="continue this session (the session_id of an earlier agent_ask)"),
        ] = None,
        skill: Annotated[
            str | None, Field(description="run this skill, with the prompt as its instruction")
        ] = None,
        cwd: Annotated[
            str | None,
            Field(
                description="the agent's working folder (absolute, existing); by default the "
                "session's, else the server's"
            ),
        ] = None,
    ) -> AgentAskResult | InputRequiredResult:
        """Run one turn of the Hermes agent with its configured model and tools: it may
        read files, search, view skills and — when you allow it — edit files or run
        commands. Returns its final answer, the tool calls it made and the session_id
        to continue with. Tool calls that need permission are put to you through
        elicitation when your client supports it, else rejected."""
        current = Round.of(ctx)
        with tool_errors():
            if ctx.request_state is not None:
                return await asker.resume(ctx.request_state, ctx.input_responses, current)
            run = await asker.start(prompt, session_id, skill, cwd, current)
            return await asker.serve(run, current)

    server.add_tool(agent_ask, annotations=_ANNOTATIONS, structured_output=True)
    return ["agent_ask"]


class _AgentAsk:
    """Starts turns, serves their rounds, and keeps the 2026-07-28 turns waiting for
    their next round."""

    def __init__(self, core: Core, options: ServerOptions) -> None:
        self.core = core
        self.options = options
        self._parked: dict[str, tuple[AgentRun, asyncio.TimerHandle]] = {}
        self._runs: dict[str, AgentRun] = {}
        """The turns running, by session (a session in it is busy)."""

    async def start(
        self,
        prompt: str,
        session_id: str | None,
        skill: str | None,
        cwd: str | None,
        current: Round,
    ) -> AgentRun:
        from hermes_core.agent.environment import LocalEnvironment
        from hermes_core.agent.loop import ApprovalMode, TurnOptions

        folder = _folder(cwd)
        if session_id and session_id in self._runs:
            raise ToolError(f"session {session_id!r} is busy with another agent_ask")
        await current.progress("opening the agent")
        services = await self.core.agent()
        session = await self._session(services, session_id, folder, prompt)
        try:
            text = prompt
            if skill:
                text = await asyncio.to_thread(services.invoke_skill, skill, prompt, session.id)
            # Said before the turn starts: from here to serve() nothing may await, or a
            # cancellation landing there would leave the turn running with nobody to stop it.
            await current.progress("asking the model")
        except BaseException:  # a failure or a cancellation before the turn began
            if not session_id:  # the session was made for this call: leave nothing
                with anyio.CancelScope(shield=True):
                    await services.store.delete_session(session.id)
            raise
        workdir = folder or _stored_folder(session)
        if session.id in self._runs:  # taken while this call was opening things
            raise ToolError(f"session {session.id!r} is busy with another agent_ask")
        secret = services.provider.settings.api_key
        run = AgentRun(
            session.id,
            self.options.allow_writes,
            secret,
            current.said,
            made_for_call=not session_id,
        )
        options = TurnOptions(
            environment=LocalEnvironment(workdir),
            approval=ApprovalMode.ASK,
            permission=run.permission,
        )
        self._runs[session.id] = run

        def done() -> None:
            self._runs.pop(session.id, None)

        run.start(services.agent.turn(session.id, text, options), done)
        return run

    async def _session(
        self, services: Services, session_id: str | None, folder: Path | None, prompt: str
    ) -> Session:
        store = services.store
        if not session_id:
            where = str(folder or Path.cwd())
            return await store.create_session(
                "mcp", model=services.agent.model, cwd=where, title=_title(prompt)
            )
        session = await store.get_session(session_id)
        if session is None or session.source != "mcp":
            raise ToolError(f"no session {session_id!r} started by agent_ask")
        return session

    async def serve(self, run: AgentRun, current: Round) -> AgentAskResult | InputRequiredResult:
        """The turn's result, or the question that ends this round (2026-07-28). A
        session made for a call whose turn failed before the model answered anything is
        not kept (as ``hermes chat`` keeps none)."""
        try:
            outcome = await run.serve(current)
        except ToolError as failed:
            if run.made_for_call and run.error is not None:
                services = await self.core.agent()
                with anyio.CancelScope(shield=True):
                    discarded = await services.agent.discard_unanswered(run.session_id)
                if discarded:
                    kept = "the model never answered; no session was kept"
                    raise ToolError(f"{run.error} ({kept})") from failed
            raise
        if isinstance(outcome, AgentAskResult):
            return outcome
        token = secrets.token_urlsafe(24)
        timer = asyncio.get_running_loop().call_later(PARKED_SECONDS, self._expire, token)
        self._parked[token] = (run, timer)
        return InputRequiredResult(
            input_requests={outcome.key: outcome.request()}, request_state=token
        )

    async def resume(
        self, token: str, responses: InputResponses | None, current: Round
    ) -> AgentAskResult | InputRequiredResult:
        """The round that answers a parked turn's question."""
        parked = self._parked.pop(token, None)
        if parked is None:
            raise ToolError("no agent_ask is waiting for this answer (it expired); ask again")
        run, timer = parked
        timer.cancel()
        if run.question is not None:
            run.question.answer_with((responses or {}).get(run.question.key))
        return await self.serve(run, current)

    async def aclose(self) -> None:
        """Stop the turns still running (those waiting for their next round too), each
        stored as cancelled: the server is closing."""
        for _run, timer in self._parked.values():
            timer.cancel()
        self._parked.clear()
        await asyncio.gather(*(run.stop() for run in list(self._runs.values())))

    def _expire(self, token: str) -> None:
        parked = self._parked.pop(token, None)
        if parked is not None:
            logger.info("agent_ask in %s: no answer came; cancelled", parked[0].session_id)
            parked[0].cancel()


def _folder(cwd: str | None) -> Path | None:
    if not cwd:
        return None
    folder = Path(cwd).expanduser()
    if not folder.is_absolute():
        raise ToolError(f"cwd must be an absolute path, not {cwd!r}")
    if not folder.is_dir():
        raise ToolError(f"cwd {cwd!r} is not an existing folder")
    return folder.resolve()


def _stored_folder(session: Session) -> Path:
    folder = Path(session.cwd) if session.cwd else Path.cwd()
    if not folder.is_dir():
        raise ToolError(f"the session's folder {str(folder)!r} is gone: pass cwd")
    return folder


def _title(prompt: str) -> str:
    first = next((line.strip() for line in prompt.splitlines() if line.strip()), "")
    return first if len(first) <= 60 else first[:59].rstrip() + "…"
