"""Where the documentation page of a scanner rule lives, installed or in a checkout."""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["security_doc_path"]

# Installed, the pages ship inside the core package; in a checkout they are in docs/.
_DOC_FOLDERS = (
    Path(__file__).resolve().parents[1] / "_security_docs",
    Path(__file__).resolve().parents[2] / "docs" / "security",
)
_RULE_ID = re.compile(r"[A-Z][A-Z0-9_]*")


def security_doc_path(rule_id: str) -> Path | None:
    """The Markdown page documenting scanner rule ``rule_id``, or ``None`` when absent."""
    if _RULE_ID.fullmatch(rule_id) is None:
        return None
    for folder in _DOC_FOLDERS:
        page = folder / f"{rule_id}.md"
        if page.is_file():
            return page
    return None
