"""The whole environment, read at once: ``printenv``, ``env |``, ``dict(os.environ)``,
``JSON.stringify(process.env)``, ``${{ toJSON(secrets) }}``, the mapping bound to a name
or put in a record — unless the name only ever reads named variables, or the record is a
child process's options (it hands the environment on, it does not send it)."""

from __future__ import annotations

import re

__all__ = ["ENV_DUMP", "ENV_DUMP_KEYS", "whole_mapping"]

ENV_DUMP = re.compile(
    r"\bprintenv\b(?!\s+[A-Z_]+\b)|(?<![.\w$`-])env\s*\||\bdict\(\s*os\.environ\s*\)|\bos\.environ\.(?:copy|items)\(\)"
    r"|json\.dumps\(\s*(?:dict\()?os\.environ|JSON\.stringify\(\s*process\.env\s*\)"
    r"|Object\.(?:entries|keys|assign)\((?:\s*\{\s*\}\s*,)?\s*process\.env\s*\)"
    r"|\{\s*\.\.\.process\.env\s*\}|\bGet-ChildItem\s+env:|\bgci\s+env:|\bls\s+env:"
    r"|\$env:\*|\bexport\s+-p\b|\bcompgen\s+-v\b|/proc/(?:self|\d+|\$\$)/environ"
    r"|\btoJSON\(\s*secrets\s*\)"
    # the whole mapping bound to a name (then walked or sent under that name)
    r"|=[ \t]*os\.environ[ \t]*$|=[ \t]*process\.env[ \t]*;?[ \t]*$"
    # the whole mapping as one field of a record: { env: process.env }, {"env": dict(os.environ)}
    r"|(?<![\w$.])[\"']?\w+[\"']?\s*:\s*(?:process\.env|(?:dict\(\s*)?os\.environ\b\)?)\s*(?=[,}\n])",
    re.IGNORECASE | re.MULTILINE,
)
ENV_DUMP_KEYS = (
    "printenv",
    "env |",
    "env|",
    "environ",
    "process.env",
    "env:",
    "export -p",
    "compgen",
    "tojson(",
)


def whole_mapping(text: str, match: re.Match[str]) -> bool:
    """Whether an :data:`ENV_DUMP` match reads the whole environment to use it whole."""
    line_start = text.rfind("\n", 0, match.start()) + 1
    if match.group().startswith("=") and not _used_whole(text, line_start, match.start()):
        return False  # bound to a name that only ever reads named variables
    # spawn(cmd, args, { env: process.env }) hands it to a child
    return not (":" in match.group() and _in_process_options(text, match.start()))


_PROCESS_CALL = re.compile(
    r"\b(?:spawn|exec|execFile|fork|execa|Popen|run|call|check_output|check_call)(?:Sync)?\s*\("
)


def _in_process_options(text: str, at: int) -> bool:
    """Whether ``at`` lies inside the still open parentheses of a call that starts a
    process (its options name the child's environment)."""
    window = text[max(0, at - 400) : at]
    calls = list(_PROCESS_CALL.finditer(window))
    if not calls:
        return False
    inside = window[calls[-1].end() :]  # (the nearest call before it)
    return inside.count("(") >= inside.count(")")


def _used_whole(text: str, line_start: int, at: int) -> bool:
    """Whether the name bound to the whole environment at ``at`` (``env = process.env``)
    is used whole after it — walked, spread, serialised or handed on — and not only read
    one variable at a time (``env.GITHUB_SHA``, ``env["HOME"]``, ``env.get("X")``)."""
    bound = re.search(r"([A-Za-z_$][\w$]*)\s*$", text[line_start:at])
    if bound is None:
        return True
    name = re.escape(bound.group(1))
    rest = text[at : at + 20000]
    walks = r"(?:items|keys|values|copy|entries|to_?json)\b"
    named = rf"\.\s*(?!{walks})(?:get\s*\()?\w|\[\s*[\"'`]|=(?!=)"
    uses = re.finditer(rf"(?<![\w$.]){name}\b(?!\s*(?:{named}))", rest)
    return next(uses, None) is not None
