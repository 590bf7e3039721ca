"""The server object, its settings, and the factory that wires the features in.

There is no global server: :func:`create_server` builds one, and tests build as many
as they like. Each feature module under :mod:`hermes_lsp.features` registers its
handlers on the server it is given.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from hermes_lsp.analysis import Analyser, Analysis

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
    analyses: dict[str, Analysis] = field(default_factory=dict)
    pending: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    skill_index: dict[str, Path] | None = None  # folder name -> SKILL.md; None: to build
    supporting: dict[Path, set[str]] = field(default_factory=dict)  # skill folder -> URIs
    supporting_diagnostics: dict[str, list[types.Diagnostic]] = field(default_factory=dict)
    observer: Any = None  # the skill watcher, while watching
    background: set[asyncio.Task[None]] = field(default_factory=set)


class HermesLanguageServer(LanguageServer):
    """A pygls server that knows skill documents."""

    def __init__(self, settings: Settings | None = None) -> None:
        from hermes_core import __version__

        super().__init__(SERVER_NAME, __version__)
        self.settings = settings if settings is not None else Settings()
        self.analyser = Analyser(self.settings)
        self.state = _State()

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
        if ls.settings.watch:
            live.start(ls)

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


def run_stdio() -> None:
    """Serve one client over stdin and stdout (logs go to stderr)."""
    create_server().start_io()
