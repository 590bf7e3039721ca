"""Read ``HERMES_HOME/.env``: the secrets a user saved for skills.

Only the subset Hermes Agent itself writes and reads is understood: ``KEY=VALUE``
lines, an optional ``export`` prefix, single or double quotes around the value,
whole-line comments and `` #`` comments after an unquoted value. Anything else on
a line (no ``=``, an invalid name) is skipped. Values are returned to the caller
and never logged.
"""

from __future__ import annotations

import logging
from pathlib import Path

from hermes_core.skills.build import ENV_VAR_NAME

__all__ = ["parse_env_text", "read_env_file"]

logger = logging.getLogger(__name__)

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "$": "$"}


def read_env_file(path: Path) -> dict[str, str]:
    """The variables in ``path``; empty when it is missing or unreadable."""
    try:
        text = path.read_text(encoding="utf-8-sig", errors="replace")
    except FileNotFoundError:
        return {}
    except OSError as exc:
        logger.debug("cannot read %s: %s", path, exc.strerror or exc.__class__.__name__)
        return {}
    return parse_env_text(text)


def parse_env_text(text: str) -> dict[str, str]:
    """The variables a .env text sets; a later line wins over an earlier one."""
    values: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith(("export ", "export\t")):
            line = line[len("export") :].lstrip()
        key, sep, rest = line.partition("=")
        key = key.strip()
        if not sep or not ENV_VAR_NAME.match(key):
            continue
        values[key] = _value(rest.strip())
    return values


def _value(rest: str) -> str:
    if rest[:1] == "'":
        end = rest.find("'", 1)
        return rest[1:end] if end > 0 else rest[1:]
    if rest[:1] == '"':
        return _double_quoted(rest)
    comment = rest.find(" #")
    return (rest[:comment] if comment >= 0 else rest).rstrip()


def _double_quoted(rest: str) -> str:
    out: list[str] = []
    i = 1
    while i < len(rest):
        char = rest[i]
        if char == '"':
            break
        if char == "\\" and i + 1 < len(rest):
            following = rest[i + 1]
            out.append(_ESCAPES.get(following, "\\" + following))
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out)
