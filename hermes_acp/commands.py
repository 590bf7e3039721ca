"""What the text of a prompt means before the model sees it: a slash command answered
here (``/skills``, ``/title NAME``), a skill invoked (``/NAME instruction`` becomes the
skill's invocation message), or plain text; and the title a session takes from its
first prompt. Every session update goes through ``update``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from hermes_acp.params import iso, title_of

if TYPE_CHECKING:
    from hermes_acp.models import Update
    from hermes_acp.session import LiveSession
    from hermes_core.services import Services

__all__ = ["Reply", "resolve", "title_from_first_prompt"]

Updater = Callable[[str, "Update"], None]


@dataclass(frozen=True, slots=True)
class Reply:
    """A slash command's answer, given without the model."""

    text: str


async def resolve(
    services: Services, live: LiveSession, text: str, update: Updater
) -> str | Reply | None:
    """For a slash command: the prompt it stands for, or the answer given here
    without the model (:class:`Reply`); ``None`` for anything else."""
    from hermes_core.errors import HermesError

    if not text.startswith("/"):
        return None
    name, _, rest = text[1:].partition(" ")
    if name == "skills":
        listing = services.catalog.listing(services.skill_filter)
        lines = [f"- **{e.name}**: {e.description}" for e in listing.skills]
        return Reply("\n".join(lines) if lines else "No skills are installed.")
    if name == "title" and rest.strip():
        live.title = rest.strip()
        await services.store.set_title(live.id, live.title)
        update(live.id, {"sessionUpdate": "session_info_update", "title": live.title})
        return Reply(f"Renamed this session to “{live.title}”.")
    try:
        return services.invoke_skill(name, rest.strip(), live.id)
    except HermesError:
        return None  # not a skill: the text goes to the model as it is


async def title_from_first_prompt(
    services: Services, live: LiveSession, text: str, update: Updater
) -> None:
    """Title a session after its first prompt."""
    if live.title:
        return
    live.title = title_of(text) or "New session"
    await services.store.set_title(live.id, live.title)
    update(
        live.id,
        {
            "sessionUpdate": "session_info_update",
            "title": live.title,
            "updatedAt": iso(datetime.now(UTC).timestamp()),
        },
    )
