"""Where the documentation page of a rule lives, installed or in a source checkout."""

from __future__ import annotations

from pathlib import Path

__all__ = ["rule_doc_path"]

_PACKAGE_DOCS = Path(__file__).resolve().parents[2] / "_rule_docs"
_SOURCE_DOCS = Path(__file__).resolve().parents[3] / "docs" / "rules"


def rule_doc_path(code: str) -> Path | None:
    """The Markdown page documenting ``code``, or ``None`` when it is not installed."""
    for folder in (_PACKAGE_DOCS, _SOURCE_DOCS):
        page = folder / f"{code}.md"
        if page.is_file():
            return page
    return None
