"""SUP008 and SUP009: CI workflows that hand the repository's secrets to others.

A skill that "tidies" or "speeds up" CI can plant what no reviewer reads line by line:

- SUP008: a step that uses a third-party action (not GitHub's, nor a cloud vendor's
  own) and hands it every secret at once (``${{ toJSON(secrets) }}``, ``secrets:
  inherit``, except to a reusable workflow, its usual caller) or three secrets and more:
  whoever owns the action gets them all;
- SUP009: a workflow run for pull requests from forks with the repository's secrets
  and write token (``pull_request_target``) that checks out the fork's own code
  (``github.event.pull_request.head…``, ``refs/pull/…``): a stranger's pull request runs
  with the keys of the house.

Read in code: workflow files, YAML blocks of Markdown, scripts that write them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.hits import Hit

__all__ = ["fork_runs", "may_touch_workflows", "workflow_hits"]

# Owners of actions whose code the platform or a cloud vendor publishes.
_OWN_OWNERS = frozenset(
    "actions github docker aws-actions azure google-github-actions hashicorp pypa "
    "gradle ruby oven-sh denoland pnpm astral-sh golangci codecov microsoft".split()
)
_USES = re.compile(
    r"^(?P<indent>[ \t]*)(?:-[ \t]+)?uses:[ \t]*[\"']?(?P<owner>[\w.-]+)/(?P<repo>[\w./-]+)"
    r"@(?P<ref>[\w.-]+)",
    re.MULTILINE,
)
_ALL_SECRETS = re.compile(r"toJSON\(\s*secrets\s*\)|\bsecrets:\s*inherit\b", re.IGNORECASE)
_ONE_SECRET = re.compile(r"\bsecrets\.(\w+)")
_STEP_START = re.compile(r"^[ \t]*-[ \t]+(?:name|uses|run|id|if):", re.MULTILINE)
_FORK_TRIGGER = re.compile(r"\bpull_request_target\b")
_FORK_CODE = re.compile(
    r"github\.event\.pull_request\.head\.(?:sha|ref)|\bhead\.repo\.full_name\b|refs/pull/"
    r"|github\.head_ref\b"
)
_STEP_LINES = 14


def may_touch_workflows(text: str) -> bool:
    """A cheap test: a step using an action, or the forks' trigger."""
    return "uses:" in text or "pull_request_target" in text


def workflow_hits(text: str, start: int, end: int) -> Iterator[Hit]:
    """SUP008 hits in the code ``text[start:end]``."""
    for uses in _USES.finditer(text, start, end):
        if uses.group("owner").lower() in _OWN_OWNERS:
            continue
        step = _step(text, uses.end(), end)
        every = _ALL_SECRETS.search(step)
        if (
            every is not None
            and "inherit" in every.group()
            and "/.github/workflows/" in (uses.group("repo"))
        ):
            every = None  # a reusable workflow of the caller's organisation, as designed
        named = {n for n in _ONE_SECRET.findall(step) if n.upper() != "GITHUB_TOKEN"}
        if every is None and len(named) < 3:
            continue
        action = f"{uses.group('owner')}/{uses.group('repo')}@{uses.group('ref')}"
        given = every.group() if every else f"{len(named)} secrets"
        yield Hit("SUP008", uses.start(), uses.end(), f"{action} is given {given}")


def fork_runs(text: str) -> Iterator[Hit]:
    """SUP009: the forks' trigger and the fork's code checked out, anywhere in the text
    (the trigger is often set in words or by a script, the checkout in a block)."""
    trigger = _FORK_TRIGGER.search(text)
    if trigger is not None:
        fork_code = _FORK_CODE.search(text)
        if fork_code is not None:
            detail = f"checks out {fork_code.group()}"
            yield Hit("SUP009", trigger.start(), trigger.end(), detail)


def _step(text: str, after: int, end: int) -> str:
    """The rest of the step a ``uses:`` line belongs to: up to the next step."""
    limit = after
    for _ in range(_STEP_LINES):
        newline = text.find("\n", limit, end)
        if newline < 0:
            limit = end
            break
        limit = newline + 1
    following = _STEP_START.search(text, after, limit)
    return text[after : following.start() if following else limit]
