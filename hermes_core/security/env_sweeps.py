"""CRED004: a loop over the whole environment that keeps the variables whose names
look like secrets (Python, JavaScript, shell, PowerShell, .NET and Java forms)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.hits import Hit, lines_of

__all__ = ["env_sweeps"]

_ENV_SWEEP = re.compile(
    r"os\.environ\.items\(\)|os\.environ\.keys\(\)|in\s+os\.environ\b"
    r"|Object\.(?:entries|keys)\(\s*process\.env\s*\)|\b(?:print)?env\s*\|\s*(?:e|f)?grep\b"
    # PowerShell (any case): Get-ChildItem / gci / ls / dir / Get-Item of the Env: drive,
    # and .NET's [Environment]::GetEnvironmentVariables(); Java's System.getenv() map.
    r"|(?i:\b(?:Get-ChildItem|gci|ls|dir|Get-Item|gi)\s+(?:-(?:Path|LiteralPath)\s+)?[\"']?env:"
    r"|\[(?:System\.)?Environment\]::GetEnvironmentVariables\(\s*\))"
    r"|\bSystem\.getenv\(\)\.(?:entrySet|keySet|forEach)\("
)
_SECRET_WORD = r"[_-]?(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIAL|API|AUTH|PRIVATE)S?[_-]?"
# Secret-looking names picked out as quoted strings or as alternatives in a pattern.
_SECRET_WORDS = re.compile(
    rf"[\"']{_SECRET_WORD}[\"']|(?<=[|(/\"'^])\w*{_SECRET_WORD}(?=[|)\"'])",
    re.IGNORECASE,
)
# A filter leaving names out (-notmatch, -notlike, grep -v) and its pattern.
_EXCLUDING_FILTER = re.compile(
    r"(?:-[ic]?not(?:match|like)|\bgrep\s+(?:-\w+\s+)*-\w*v\w*)\s+(?:-\w+\s+)*"
    r"(?:'[^'\n]*'|\"[^\"\n]*\"|\S+)",
    re.IGNORECASE,
)
# A filter keeping the names that look like secrets: grep, PowerShell's -match / -like
# (and their -i / -c forms) and Select-String, cmd's findstr.
_SECRET_FILTER = re.compile(
    r"(?:\b(?:e|f)?grep|-[ic]?(?:match|like)|\bSelect-String(?:\s+-Pattern)?|\bsls|\bfindstr"
    r"(?:\s+/\w+)*)\s+(?:-\w+\s+)*[\"']?[\w|\\*^(.]*(?:KEY|TOKEN|SECRET|PASS)",
    re.IGNORECASE,
)


def env_sweeps(text: str, start: int, end: int) -> Iterator[Hit]:
    """CRED004: a loop over the whole environment that picks secret-looking names."""
    lines = lines_of(text, start, end)
    for index, (offset, line) in enumerate(lines):
        sweep = _ENV_SWEEP.search(line)
        if sweep is None:
            continue
        nearby = " ".join(text for _o, text in lines[max(index - 3, 0) : index + 4])
        nearby = _EXCLUDING_FILTER.sub(" ", nearby)  # names kept out are not picked
        if len(_SECRET_WORDS.findall(nearby)) >= 2 or _SECRET_FILTER.search(nearby):
            yield Hit(
                "CRED004",
                offset + sweep.start(),
                offset + sweep.end(),
                "keeps the variables whose names look like secrets",
            )
