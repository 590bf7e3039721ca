"""Hovers: on a problem, the rule it breaks and why; on a frontmatter key, what the key
means and what it must hold."""

from __future__ import annotations

import re
from collections.abc import Sequence

from lsprotocol import types

from hermes_lsp.analysis import Origin, Problem
from hermes_lsp.documents import open_document
from hermes_lsp.features.diagnostics import analysis_of, to_lsp_range
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_files import is_skill_uri, uri_path

__all__ = ["register"]

_TOP_LEVEL_KEY = re.compile(r"([A-Za-z_][\w-]*)[ \t]*:")


def register(server: HermesLanguageServer) -> None:
    """Add the hover handler to ``server``."""

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: HermesLanguageServer, params: types.HoverParams) -> types.Hover | None:
        uri = params.text_document.uri
        document = open_document(ls, uri)
        if not is_skill_uri(uri):
            return None
        position = document.position_from_client_units(params.position)
        problems = analysis_of(ls, document).at(position.line, position.character)
        if problems:
            first = problems[0].range
            return types.Hover(
                contents=types.MarkupContent(
                    kind=types.MarkupKind.Markdown,
                    value="\n\n---\n\n".join(_explain(problem) for problem in problems),
                ),
                range=to_lsp_range(document, first.start, first.end),
            )
        lines = document.lines
        if position.line >= len(lines) or not _in_frontmatter(lines, position.line):
            return None
        key = _TOP_LEVEL_KEY.match(lines[position.line])
        if key is None:
            return None
        on_key = key.start(1) <= position.character <= key.end(1)
        if not on_key and key.group(1) != "name":  # the name's value shows provenance too
            return None
        from hermes_core.skills.keys import KEY_DOCS

        doc = KEY_DOCS.get(key.group(1))
        if doc is None:
            return None
        value = f"**`{key.group(1)}`**: {doc.meaning}\n\n{doc.constraints}"
        path = uri_path(uri)
        if key.group(1) == "name" and path is not None:
            from hermes_lsp.provenance_text import provenance_markdown

            value += "\n\n---\n\n" + provenance_markdown(path.parent)
        return types.Hover(
            contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=value),
            range=to_lsp_range(
                document, (position.line, key.start(1)), (position.line, key.end(1))
            ),
        )


def _explain(problem: Problem) -> str:
    kind = "security" if problem.origin is Origin.SECURITY else "lint"
    text = f"**{problem.code}** ({kind})"
    if problem.summary:
        text += f": {problem.summary}"
    if problem.message and problem.message != problem.summary:
        text += f"\n\n{problem.message}"
    if problem.fix is not None:
        text += f"\n\nQuick fix: {problem.fix.title}."
    if problem.doc is not None:
        text += f"\n\n[{problem.code} documentation]({problem.doc.as_uri()})"
    return text


def _in_frontmatter(lines: Sequence[str], line: int) -> bool:
    """Whether ``line`` is inside the frontmatter (between the opening ``---`` on the
    first line and the closing one)."""
    if not lines or lines[0].rstrip("\r\n").strip() != "---" or line == 0:
        return False
    for index in range(1, len(lines)):
        if lines[index].rstrip("\r\n").strip() in ("---", "..."):
            return line < index
    return True
