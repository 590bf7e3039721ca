"""A two-way question put to the person behind the client through form elicitation
(``agent_ask``'s permission questions, ``skill_install``'s confirmation): the form, one
required ``decision`` field offering two titled values, and reading the answer."""

from __future__ import annotations

from typing import Any

from mcp_types import ElicitRequest, ElicitRequestFormParams, ElicitResult

__all__ = ["choice_form", "chose", "form_request"]


def choice_form(yes: tuple[str, str], no: tuple[str, str]) -> dict[str, Any]:
    """The form offering ``yes`` and ``no``, each a (value, title) pair."""
    return {
        "type": "object",
        "properties": {
            "decision": {
                "type": "string",
                "title": "Decision",
                "oneOf": [{"const": value, "title": title} for value, title in (yes, no)],
            }
        },
        "required": ["decision"],
    }


def chose(response: object, value: str) -> bool:
    """Whether ``response`` accepted the form with ``value`` as its decision (anything
    else — a decline, a cancel, no answer, another value — is no)."""
    if not isinstance(response, ElicitResult) or response.action != "accept":
        return False
    return (response.content or {}).get("decision") == value


def form_request(message: str, form: dict[str, Any]) -> ElicitRequest:
    """The question as an ``inputRequests`` entry of an ``InputRequiredResult``
    (2026-07-28)."""
    return ElicitRequest(params=ElicitRequestFormParams(message=message, requested_schema=form))
