"""The server object, its settings, and the factory that wires the features in.

There is no global server: :func:`create_server` builds one, and tests build as many
as they like. Each feature module under :mod:`hermes_lsp.features` registers its
handlers on the server it is given.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.exceptions import FeatureRequestError
from pygls.lsp.server import LanguageServer

from hermes_lsp.analysis import Analyser, Analysis
from hermes_lsp.protocol import HermesProtocol, Phase, strict_converter
from hermes_lsp.rpc_errors import INTERNAL_ERROR_SHOWN, quote

__all__ = ["HermesLanguageServer", "Settings", "create_server", "run_stdio"]

logger = logging.getLogger(__name__)

SERVER_NAME = "hermes-lsp"
_TRUST_LEVELS = ("builtin", "trusted", "community", "agent-created")


@dataclass
class Settings:
    """What a client may set, in ``initializationOptions`` (``{"hermes": {...}}`` or
    the same keys at the top level, or the ``hermes`` section of
    ``workspace/configuration``): the lint profile, the scanning trust level, the
    debounce delay, more folders of skills (``skillRoots``) and whether to watch them."""

    profile: str | None = None
    debounce: float = 0.15  # seconds of quiet after an edit before a re-check
    skill_roots: list[Path] = field(default_factory=list)  # more folders of skills
    watch: bool = True  # watch the skill roots for changes made outside the editor
    trust: str = "trusted"  # the scanning trust level: below trusted, suppressions are shown

    def update(self, options: Any) -> None:
        """Take what ``options`` sets and leave the rest; ignore what is malformed."""
        if not isinstance(options, dict):
            return
        options = options.get("hermes", options)
        if not isinstance(options, dict):
            return
        profile = options.get("profile")
        if isinstance(profile, str) and profile:
            self.profile = profile
        debounce = options.get("debounce")
        if isinstance(debounce, int | float) and 0 <= debounce <= 5:
            self.debounce = float(debounce)
        trust = options.get("trust")
        if trust in _TRUST_LEVELS:
            self.trust = trust
        if isinstance(options.get("watch"), bool):
            self.watch = options["watch"]
        roots = options.get("skillRoots")
        if isinstance(roots, list):
            self.skill_roots = [Path(r).expanduser() for r in roots if isinstance(r, str) and r]


@dataclass
class _State:
    # Per open document, keyed by hermes_lsp.documents.document_key (as pygls keys them).
    analyses: dict[str, Analysis] = field(default_factory=dict)
    pending: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    skill_index: dict[str, Path] | None = None  # folder name -> SKILL.md; None: to build
    supporting: dict[Path, set[str]] = field(default_factory=dict)  # skill folder -> URIs
    supporting_diagnostics: dict[str, list[types.Diagnostic]] = field(default_factory=dict)
    observer: Any = None  # the skill watcher, while watching
    first_use: Any = None  # the task seeding the bundled skills, then starting the watcher
    background: set[asyncio.Task[None]] = field(default_factory=set)


class HermesLanguageServer(LanguageServer):
    """A pygls server that knows skill documents, behind LSP's message rules
    (:class:`hermes_lsp.protocol.HermesProtocol`)."""

    protocol: HermesProtocol

    def __init__(self, settings: Settings | None = None) -> None:
        from hermes_core import __version__

        super().__init__(
            SERVER_NAME,
            __version__,
            protocol_cls=HermesProtocol,
            converter_factory=strict_converter,
        )
        self.settings = settings if settings is not None else Settings()
        self.analyser = Analyser(self.settings)
        self.state = _State()

    def report_server_error(self, error: Exception, source: Any) -> None:
        """An error pygls met outside a request's answer: logged, and told to the user
        in one short line (pygls would show the error's whole text)."""
        logger.error("%s: %s", getattr(source, "__name__", source), quote(str(error), 200))
        if source is not FeatureRequestError and self.protocol.phase is Phase.RUNNING:
            self.window_show_message(
                types.ShowMessageParams(
                    type=types.MessageType.Error,
                    message=INTERNAL_ERROR_SHOWN,
                )
            )

    @property
    def pull_diagnostics(self) -> bool:
        """Whether the client asks for diagnostics itself (then none are pushed)."""
        capabilities = self.client_capabilities
        document = capabilities.text_document if capabilities is not None else None
        return document is not None and document.diagnostic is not None


def create_server(settings: Settings | None = None) -> HermesLanguageServer:
    """A new server with every feature registered."""
    from hermes_lsp.features import (
        code_actions,
        completion,
        configuration,
        diagnostics,
        hover,
        live,
        navigation,
        symbols,
    )

    server = HermesLanguageServer(settings)

    @server.feature(types.INITIALIZE)
    def initialize(ls: HermesLanguageServer, params: types.InitializeParams) -> None:
        ls.settings.update(params.initialization_options)

    @server.feature(types.INITIALIZED)
    def initialized(ls: HermesLanguageServer, _params: types.InitializedParams) -> None:
        # Load the core while the editor is still busy starting up, and start watching.
        asyncio.get_running_loop().run_in_executor(None, ls.analyser.warm_up)
        configuration.fetch_soon(ls)
        live.seed_then_watch(ls)

    for feature in (
        diagnostics,
        hover,
        code_actions,
        completion,
        symbols,
        navigation,
        live,
        configuration,
    ):
        feature.register(server)
    return server


def run_stdio() -> int:
    """Serve one client over stdin and stdout (logs go to stderr); the exit status:
    0 after ``shutdown`` and ``exit`` or at the end of the input, 1 for an ``exit``
    without ``shutdown`` or a client that stopped reading, 2 when stdin or stdout is
    closed (nothing to serve, said on stderr)."""
    from hermes_lsp import stdio
    from hermes_lsp.features import live

    closed = _closed_stream()
    if closed is not None:
        if sys.stderr is not None:
            sys.stderr.write(
                f"hermes: lsp: standard {closed} is closed: an editor runs this server "
                "with pipes on stdin and stdout\n"
            )
        return 2
    input_fd, output_fd = sys.stdin.fileno(), sys.stdout.fileno()
    protocol_out = sys.stdout
    sys.stdout = sys.stderr  # a stray print() can never corrupt the protocol stream
    server = create_server()
    try:
        return stdio.serve(server.protocol, input_fd, output_fd)
    finally:
        live.stop(server)
        server.shutdown()  # type: ignore[no-untyped-call]
        sys.stdout = protocol_out


def _closed_stream() -> str | None:
    """``"input"`` or ``"output"`` when that standard stream is closed (Python sets it
    to None when its descriptor is not open at start-up)."""
    for name, stream in (("input", sys.stdin), ("output", sys.stdout)):
        try:
            os.fstat(stream.fileno())
        except (AttributeError, OSError, ValueError):
            return name
    return None
