"""Settings from ``workspace/configuration`` (section ``hermes``), read after
``initialized`` and again when the client says they changed; every open skill is
then checked again under them."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from lsprotocol import types

from hermes_lsp.features.diagnostics import recheck_open_skills
from hermes_lsp.server import HermesLanguageServer

__all__ = ["fetch_soon", "register"]

logger = logging.getLogger(__name__)
SECTION = "hermes"


def register(server: HermesLanguageServer) -> None:
    """Follow configuration changes."""

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    def changed(ls: HermesLanguageServer, params: types.DidChangeConfigurationParams) -> None:
        settings: Any = params.settings
        if isinstance(settings, dict) and isinstance(settings.get(SECTION), dict):
            ls.settings.update(settings[SECTION])
            recheck_open_skills(ls)
        else:  # a client that only says "something changed": ask
            fetch_soon(ls)


def fetch_soon(ls: HermesLanguageServer) -> None:
    """Ask the client for the ``hermes`` section, when it can answer."""
    if _supported(ls):
        task = asyncio.ensure_future(_fetch(ls))
        ls.state.background.add(task)  # kept until done, so it is not collected early
        task.add_done_callback(ls.state.background.discard)


async def _fetch(ls: HermesLanguageServer) -> None:
    try:
        answer = await asyncio.wait_for(
            ls.workspace_configuration_async(
                types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
            ),
            10,
        )
    except Exception:  # a client that never answers, or answers badly: keep what we have
        logger.warning("workspace/configuration got no usable answer", exc_info=True)
        return
    if answer and isinstance(answer[0], dict):
        ls.settings.update(answer[0])
        recheck_open_skills(ls)


def _supported(ls: HermesLanguageServer) -> bool:
    capabilities = ls.client_capabilities
    workspace = capabilities.workspace if capabilities is not None else None
    return bool(workspace is not None and workspace.configuration)
