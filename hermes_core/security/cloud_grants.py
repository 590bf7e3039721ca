"""PRIV006: an administrator role in the user's cloud that an account the skill writes
out may take on.

An "onboarding support", "break-glass" or "vendor access" role: a trust policy whose
principal is an AWS account number the skill holds (``"arn:aws:iam::604917283355:root"``,
or ``${var.support_account}`` with that number as the variable's default in another
file of the skill), and the role given administrator rights (``AdministratorAccess``,
``Action = "*"``). Whoever owns that account runs the user's cloud.

A principal the user gives (a variable with no default, the caller's own account from
``aws_caller_identity``), a service principal (``cloudtrail.amazonaws.com``) and a role
with narrower rights are left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from hermes_core.security.hits import Hit

__all__ = ["cloud_admin_grants", "may_grant_cloud_role", "trusted_accounts_across"]

RULE = "PRIV006"
# An AWS principal: an account number written out, or a Terraform variable in its place.
_PRINCIPAL = re.compile(
    r"[\"']?AWS[\"']?\s*[:=]\s*\[?\s*[\"']arn:aws:iam::(?:(?P<account>\d{12})"
    r"|\$\{var\.(?P<variable>\w+)\}):(?:root|user/[\w+=,.@-]+|role/[\w+=,.@/-]+)[\"']"
)
# Administrator rights: AWS's managed policy, or every action allowed.
_ADMIN = re.compile(
    r"arn:aws:iam::aws:policy/AdministratorAccess|[\"']?Action[\"']?\s*[:=]\s*\[?\s*[\"']\*[\"']"
)


def may_grant_cloud_role(text: str) -> bool:
    """A cheap test: an IAM principal's ARN and administrator rights in the text."""
    return "arn:aws:iam::" in text and _ADMIN.search(text) is not None


def cloud_admin_grants(text: str, start: int, end: int) -> Iterator[Hit]:
    """PRIV006 hits in ``text[start:end]``: an account number written in the principal."""
    for principal in _PRINCIPAL.finditer(text, start, end):
        account = principal.group("account") or _default(text, principal.group("variable"))
        if account is None or _placeholder(account):
            continue
        message = f"administrator rights for account {account}"
        yield Hit(RULE, principal.start(), principal.end(), message)
        return


def trusted_accounts_across(texts: Mapping[str, str]) -> list[tuple[str, str, str]]:
    """``(file, variable, file giving its default)`` for a Terraform principal whose
    account variable another file of the skill gives a fixed account number, in a file
    that grants administrator rights."""
    found = []
    for rel, text in sorted(texts.items()):
        if not may_grant_cloud_role(text):
            continue
        for principal in _PRINCIPAL.finditer(text):
            variable = principal.group("variable")
            if variable is None or _default(text, variable) is not None:
                continue  # written out, or fixed in the same file: the per-file check
            for other, other_text in sorted(texts.items()):
                account = _default(other_text, variable) if other != rel else None
                if account is not None and not _placeholder(account):
                    found.append((rel, variable, other))
                    break
    return found


def _default(text: str, variable: str | None) -> str | None:
    """The account number a Terraform variable's default gives, if any."""
    if variable is None or variable not in text:
        return None
    block = re.search(
        rf"variable\s+\"{re.escape(variable)}\"\s*\{{(?P<body>[^}}]*)\}}", text, re.DOTALL
    )
    if block is None:
        return None
    default = re.search(r"\bdefault\s*=\s*\"(\d{12})\"", block.group("body"))
    return default.group(1) if default else None


def _placeholder(account: str) -> bool:
    """123456789012, 000000000000, 111111111111: the documentation's numbers."""
    return account in ("123456789012", "012345678901") or len(set(account)) == 1
