"""Asking the person behind the client before ``skill_install`` installs what the
install policy will not install without one (a caution verdict from a community
source): through form elicitation, when the client declares it.

- 2025-11-25: the question is an ``elicitation/create`` request sent while the install
  waits (its scan done, the files still in quarantine).
- 2026-07-28 (no server-to-client requests): the call answers with an
  ``InputRequiredResult`` carrying the question; the client calls again with the answer
  and the ``requestState`` it was given, and the install runs again from the start. The
  state is a MAC (a key of this process) over the call's arguments and what the scan
  found, so a yes holds only for the same source and the same findings that were shown:
  a source that changed between the rounds is asked about again, never installed on an
  old answer.

Without elicitation, or when the answer is anything but "install", nothing is
installed. A dangerous verdict is never put to anyone: the policy blocks it outright.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mcp_types import ElicitResult, InputRequiredResult

from hermes_mcp.choice import choice_form, chose, form_request

if TYPE_CHECKING:
    from mcp.server.mcpserver import Context

    from hermes_core.security import ScanResult

__all__ = ["ANSWER_SECONDS", "KEY", "SCHEMA", "Confirmation"]

logger = logging.getLogger(__name__)

KEY = "install"
"""The ``inputRequests`` key of the question (2026-07-28)."""
ANSWER_SECONDS = 300.0
"""How long a 2025-11-25 install waits for the answer."""
SCHEMA = choice_form(("install", "Install it"), ("cancel", "Do not install"))
_MAC_KEY = secrets.token_bytes(32)


def _mac(arguments: tuple[str | None, ...], scan: ScanResult) -> str:
    found = [
        (f.rule, f.file, f.range.start.line, f.range.start.character, f.matched)
        for f in scan.findings
    ]
    facts = [list(arguments), scan.verdict.value, scan.files_scanned, scan.bytes_scanned, found]
    data = json.dumps(facts, sort_keys=True, default=str).encode("utf-8")
    return hmac.new(_MAC_KEY, hashlib.sha256(data).digest(), hashlib.sha256).hexdigest()


@dataclass
class Confirmation:
    """One ``skill_install`` call's way of asking (see the module)."""

    arguments: tuple[str | None, ...]
    """The call's arguments (source, name, path, ref): what a yes is bound to."""
    modern: bool
    can_elicit: bool
    describe: Callable[[ScanResult, str], str]
    """The question for a scan and the policy's reason."""
    ctx: Context[None, Any]
    loop: asyncio.AbstractEventLoop
    state: str | None = None
    """2026-07-28: the ``requestState`` of the round answering the question."""
    answer: object = None
    """2026-07-28: the client's answer in that round."""
    pending: tuple[str, str] | None = field(default=None, init=False)
    """2026-07-28: (question, state) to send when the policy asked (first round)."""
    declined: bool = field(default=False, init=False)

    def __call__(self, scan: ScanResult, reason: str) -> bool:
        """The installer's ``confirm`` (run in its worker thread): may it install?"""
        if not self.can_elicit:
            return False
        question = self.describe(scan, reason)
        if self.modern:
            if self.state is None:  # first round: ask in the result
                self.pending = (question, _mac(self.arguments, scan))
                return False
            fits = hmac.compare_digest(self.state, _mac(self.arguments, scan))
            if not fits:
                logger.info("skill_install: the answer was for another scan; asking again")
                self.pending = (question, _mac(self.arguments, scan))
                return False
            self.declined = not chose(self.answer, "install")
            return not self.declined
        ask = self._ask(question)
        try:
            answer = asyncio.run_coroutine_threadsafe(ask, self.loop).result(ANSWER_SECONDS)
        except Exception:  # no answer (timeout, an error, a closed connection) is no yes
            logger.warning("skill_install: no answer to the confirmation", exc_info=True)
            answer = None
        self.declined = not chose(answer, "install")
        return not self.declined

    async def _ask(self, question: str) -> ElicitResult:
        request = self.ctx.request_context
        return await request.session.elicit_form(question, SCHEMA, request.request_id)

    def input_required(self) -> InputRequiredResult | None:
        """The result that asks the question, when this round must ask it."""
        if self.pending is None:
            return None
        question, state = self.pending
        request = form_request(question, SCHEMA)
        return InputRequiredResult(input_requests={KEY: request}, request_state=state)
