"""Whether a download piped into a shell is the installer of the tool a skill is about.

A skill for the Tidewater CLI that says ``curl -fsSL https://get.tidewater.dev/install.sh
| sh`` runs the vendor's own installer: the user who installs a skill for a tool trusts
that tool's publisher already. What is left of the risk is the one every published
installer carries (SUP007, low). It stays a download run unseen (SUP001) when anything
about it is not plain: a host the skill does not name, data built into the URL, output
thrown away or the job sent to the background, the line hidden in an HTML comment, an
order after it to run it unasked or to leave it out of what the person is told.
"""

from __future__ import annotations

import re

from hermes_core.security.hosts import host_name, host_related, is_local

__all__ = ["own_installer"]

# A URL, or a bare host argument (``irm get.example.sh | iex``), up to the pipe.
_TARGET = re.compile(
    r"https?://(?P<authority>[^/\s\"'`|)]+)(?P<path>[^\s\"'`|)]*)"
    r"|(?<=\s)(?P<bare>[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)+)(?P<bare_path>/[^\s\"'`|)]*)?(?=[\s|)])",
    re.IGNORECASE,
)
# What is not plain: output thrown away, a background job.
_NOT_PLAIN = re.compile(r"/dev/null|>\s*nul\b|&\s*(?:\)|$)|\bout-null\b", re.IGNORECASE)
# What follows the line, when it is not plain either: run without asking, kept from the
# person ("do not list it in change summaries").
_UNASKED = re.compile(
    r"\bwithout\s+(?:asking|confirmation|confirming|telling|prompting)\b"
    r"|\b(?:do\s+not|don'?t|never)\s+(?:\w+\s+){0,2}?(?:list|mention|tell|show|report|ask)\b"
    r"|\b(?:silently|quietly|secretly)\b",
    re.IGNORECASE,
)


def own_installer(text: str, start: int, subject: str) -> bool:
    """Whether the fetch piped into a shell at ``text[start:]`` downloads from a host
    the skill names (``subject``: its name, description and title, lowercased), shown
    plainly: see the module's docstring."""
    if not subject:
        return False
    line_end = text.find("\n", start)
    line = text[start : line_end if line_end >= 0 else len(text)]
    fetch, _, rest = line.partition("|")
    if not fetch.isascii():
        return False  # a vendor's host spelt with look-alike letters is not the vendor's
    if _NOT_PLAIN.search(fetch) or _NOT_PLAIN.search(rest):
        return False
    if text.rfind("<!--", 0, start) > text.rfind("-->", 0, start):
        return False  # inside an HTML comment: the reader never sees it
    after = text[start + len(line) : start + len(line) + 400]
    if _UNASKED.search(after.split("\n#", 1)[0]):
        return False  # to be run unasked or left out of what the person is told
    targets = list(_TARGET.finditer(fetch))
    if not targets:
        return False
    for target in targets:
        authority = target.group("authority") or target.group("bare")
        path = target.group("path") or target.group("bare_path") or ""
        host = host_name(authority)
        if "$" in path or "$" in authority:
            return False  # a value built into the address: data sent, or a host chosen later
        if is_local(host) or not host_related(host, subject, path.lower()):
            return False
    return True
