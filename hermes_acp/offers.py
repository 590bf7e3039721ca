"""What a session offers the client: its modes, its configuration options (mode and
model) and its slash commands (built-ins and one per skill)."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from hermes_acp.session import MODES

if TYPE_CHECKING:
    from hermes_acp.models import AvailableCommand, ConfigOption
    from hermes_acp.session import LiveSession
    from hermes_core.services import Services

__all__ = ["BUILTIN_COMMANDS", "config_options", "session_modes", "slash_commands"]

logger = logging.getLogger(__name__)

BUILTIN_COMMANDS = (
    ("skills", "List the skills this agent can use", None),
    ("title", "Rename this session", "the new title"),
)


def session_modes(live: LiveSession) -> dict[str, Any]:
    return {
        "currentModeId": live.mode,
        "availableModes": [
            {"id": mode, "name": name, "description": about} for mode, name, about in MODES
        ],
    }


def config_options(
    live: LiveSession, default_model: str, choices: Iterable[str]
) -> list[ConfigOption]:
    models = dict.fromkeys((live.model, default_model, *choices))
    return [
        {
            "id": "mode",
            "name": "Mode",
            "category": "mode",
            "type": "select",
            "currentValue": live.mode,
            "options": [
                {"value": mode, "name": name, "description": about} for mode, name, about in MODES
            ],
        },
        {
            "id": "model",
            "name": "Model",
            "category": "model",
            "type": "select",
            "currentValue": live.model,
            "options": [{"value": model, "name": model} for model in models],
        },
    ]


def slash_commands(services: Services) -> list[AvailableCommand]:
    """The built-in commands and one per skill (in a thread: it may read the disk)."""
    commands: list[AvailableCommand] = []
    for name, description, hint in BUILTIN_COMMANDS:
        command: AvailableCommand = {"name": name, "description": description}
        if hint:
            command["input"] = {"hint": hint}
        commands.append(command)
    try:
        listing = services.catalog.listing(services.skill_filter)
    except Exception:  # a broken skills folder must not break the session
        logger.exception("listing skills for slash commands")
    else:
        taken = {name for name, _d, _h in BUILTIN_COMMANDS}
        for entry in listing.skills:
            if entry.name in taken:
                continue
            commands.append(
                {
                    "name": entry.name,
                    "description": (entry.description or entry.name)[:300],
                    "input": {"hint": "what to do with this skill"},
                }
            )
    return commands
