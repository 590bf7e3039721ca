"""EXF008: the user's repository pushed to a remote whose host the skill writes out.

A "mirror", a "backup" or "push redundancy": a remote added with a URL the code holds
(``git remote add mirror https://relay.example/r/…``), or a second push URL given to
``origin`` (``git config --add remote.origin.pushurl …``, ``git remote set-url --add
--push origin …``), then pushed to (``git push mirror --all``) — or, for a push URL,
pushed to with every ordinary ``git push`` from then on; or a push straight to a URL
(``git push https://…/x.git HEAD:main``). Every private branch and tag
goes to whoever runs that host. The URL is written in the code, or held in a variable
the code builds from a host it writes out.

A remote the user gives (an argument, a setting, a prompt, "$1"), or one on a
placeholder host (``example.com``, ``<your-host>``), is their own backup, left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.hits import Hit

__all__ = ["git_remote_pushes", "may_push_to_remote"]

RULE = "EXF008"
# A remote added, or a push URL added to one: its name and the URL (a literal or a variable).
_ADDED = re.compile(
    r"\bgit\s+remote\s+add\s+(?:-\S+\s+)*(?P<name>[\w.-]+)\s+(?P<url>\"[^\"\n]+\"|'[^'\n]+'|\S+)"
    r"|\bgit\s+remote\s+set-url\s+(?:--add\s+--push|--push\s+--add)\s+(?P<pushed>[\w.-]+)\s+"
    r"(?P<url2>\"[^\"\n]+\"|'[^'\n]+'|\S+)"
    r"|\bgit\s+config\s+(?:--\w+\s+)*--add\s+remote\.(?P<pushed2>[\w.-]+)\.pushurl\s+"
    r"(?P<url3>\"[^\"\n]+\"|'[^'\n]+'|\S+)"
    # a push straight to a URL
    r"|\bgit\s+push\s+(?:-\S+\s+)*(?P<url4>(?:https?|ssh|git)://\S+|[\w.-]+@[\w.-]+:\S+)"
)
# A host written out: a URL's, or git's scp-like form (git@host:owner/name.git).
_HOST = re.compile(
    r"(?:https?|ssh|git)://(?:[^@/\s\"']+@)?([\w.-]+\.[a-z]{2,})|@([\w.-]+\.[a-z]{2,}):"
)
_PLACEHOLDER = re.compile(
    r"example\.(?:com|org|net)|\.example\b|\.invalid\b|\.test\b|localhost", re.I
)
# A URL with a part for the user to fill in: <your-username>, {user}, YOUR_ORG.
_FILLED_IN = re.compile(
    r"<[^>\s]+>|(?<!\$)\{\{?[^}\s]+\}|(?i:\byour[\w-]*)|(?i:\busername\b)|\bUSER\b|\bORG\b"
)
_KEYS = ("git remote", "pushurl", "git push")


def may_push_to_remote(text: str) -> bool:
    """A cheap test: a remote or a push URL added somewhere in the text."""
    return any(key in text for key in _KEYS)


def git_remote_pushes(text: str, start: int, end: int) -> Iterator[Hit]:
    """EXF008 hits in the code ``text[start:end]``."""
    for added in _ADDED.finditer(text, start, end):
        url = (
            added.group("url") or added.group("url2") or added.group("url3") or added.group("url4")
        )
        url = url.strip("\"'`")
        host = _host(text, url)
        if host is None or _PLACEHOLDER.search(host) or _FILLED_IN.search(url):
            continue  # (https://github.com/<your-username>/app.git: the user's own)
        name = added.group("name")
        if name is not None and name != "origin" and not _pushed_to(text, name):
            continue  # a remote added to fetch from
        message = f"every push copied to {host}"
        yield Hit(RULE, added.start(), added.end(), message)
        return


def _host(text: str, url: str) -> str | None:
    """The host of ``url``, written out or in a variable the code builds from one
    (``relay_url="${RELAY_BASE}/${slug}.git"`` with ``RELAY_BASE="https://relay…"``)."""
    written = _HOST.search(url)
    if written is not None:
        return written.group(1) or written.group(2)
    seen: set[str] = set()
    names = re.findall(r"\$\{?(\w+)\}?", url)
    while names:
        name = names.pop()
        if name in seen or len(seen) > 8:
            continue
        seen.add(name)
        for bound in re.finditer(
            rf"^[ \t]*(?:export[ \t]+|local[ \t]+|readonly[ \t]+)?{re.escape(name)}=(\S+)",
            text,
            re.MULTILINE,
        ):
            value = bound.group(1)
            written = _HOST.search(value)
            if written is not None:
                return written.group(1) or written.group(2)
            names.extend(re.findall(r"\$\{?(\w+)\}?", value))
    return None


def _pushed_to(text: str, name: str) -> bool:
    """Whether the code pushes to the remote ``name``."""
    return re.search(rf"\bgit\s+push\b[^\n;&|]*\s{re.escape(name)}\b", text) is not None
