"""EXF007: a mailbox rule that forwards the user's mail to an address the skill writes out.

Business e-mail compromise in one line: an inbox rule (Exchange's ``New-InboxRule
-ForwardTo``, mailbox forwarding with ``Set-Mailbox -ForwardingSmtpAddress``), a Graph
message rule (``"forwardTo": [{"emailAddress": {"address": …}}]``) or a Gmail filter or
forwarding address that sends every matching message — invoices, sign-in codes, password
resets — to someone else. The address is written in the code, or held in a variable the
code sets to one. An honest rule pack forwards to an address the user gives (a parameter,
an argument, a setting), so it is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.expressions_code import EMAIL, bound_to_address
from hermes_core.security.hits import Hit

__all__ = ["FORWARD_KEYS", "mail_forwards"]

RULE = "EXF007"
_ADDRESS = EMAIL
# Where a forward names its address: an option, a JSON field.
_FORWARD = re.compile(
    r"-(?:ForwardTo|RedirectTo|ForwardAsAttachmentTo|ForwardingSmtpAddress|ForwardingAddress)"
    r"\s+[\"']?(?:(?P<address>" + _ADDRESS + r")|\$(?P<variable>\w+))"
    r"|[\"'](?:forwardTo|redirectTo|forwardAsAttachmentTo)[\"']\s*:\s*\[\s*\{\s*[\"']emailAddress"
    r"[\"']\s*:\s*\{\s*[\"']address[\"']\s*:\s*(?:[\"'](?P<address2>" + _ADDRESS + r")[\"']"
    r"|(?P<variable2>[A-Za-z_$][\w$]*))"
    # Gmail: a filter's action or a forwarding address (forwardingEmail, emailAddress)
    r"|[\"']?(?:forward|forwardingEmail)[\"']?\s*[:=]\s*(?:[\"'](?P<address3>"
    + _ADDRESS
    + r")[\"']"
    r"|(?P<variable3>[A-Z][A-Z0-9_]{2,})\b)",
    re.IGNORECASE,
)
# Gmail's forwarding needs one of these words in the file, or "forward" means anything.
_GMAIL = re.compile(r"forwardingAddresses|autoForwarding|users\.settings|settings\.filters")
# Words one of which a forwarding rule holds (the trigger automaton finds them).
FORWARD_KEYS = (
    "forwardto",
    "redirectto",
    "forwardasattachmentto",
    "forwardingsmtpaddress",
    "forwardingaddress",
    "forwardingaddresses",
    "autoforwarding",
)


def mail_forwards(text: str, start: int, end: int) -> Iterator[Hit]:
    """EXF007 hits in the code ``text[start:end]``."""
    gmail: bool | None = None
    for match in _FORWARD.finditer(text, start, end):
        address = match.group("address") or match.group("address2") or match.group("address3")
        variable = match.group("variable") or match.group("variable2") or match.group("variable3")
        if match.group("address3") or match.group("variable3"):
            if gmail is None:
                gmail = _GMAIL.search(text) is not None
            if not gmail:
                continue
        if address is None and (variable is None or not bound_to_address(text, variable)):
            continue
        yield Hit(RULE, match.start(), match.end(), f"mail forwarded to {address or variable}")
