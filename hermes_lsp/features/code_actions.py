"""Code actions: the quick fix a diagnostic carries in its ``data`` (no re-check), and
"suppress with a reason" for scanner findings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from lsprotocol import types

from hermes_lsp.documents import open_document
from hermes_lsp.features.diagnostics import SOURCE
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_files import is_skill_uri

__all__ = ["register"]

REASON_PLACEHOLDER = "say why this is safe"


def register(server: HermesLanguageServer) -> None:
    """Add the code-action handler to ``server``."""

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )
    def code_actions(
        ls: HermesLanguageServer, params: types.CodeActionParams
    ) -> list[types.CodeAction] | None:
        uri = params.text_document.uri
        document = open_document(ls, uri)
        if not is_skill_uri(uri):
            return None
        actions: list[types.CodeAction] = []
        for diagnostic in params.context.diagnostics:
            if diagnostic.source != SOURCE or not isinstance(diagnostic.data, dict):
                continue
            data: dict[str, Any] = diagnostic.data
            version = data.get("version")
            fix = data.get("fix")
            if isinstance(fix, dict):
                edits = [_edit(edit) for edit in fix.get("edits", []) if isinstance(edit, dict)]
                if edits:
                    actions.append(
                        types.CodeAction(
                            title=str(fix.get("title", "Fix")),
                            kind=types.CodeActionKind.QuickFix,
                            diagnostics=[diagnostic],
                            is_preferred=True,
                            edit=_workspace_edit(uri, version, edits),
                        )
                    )
            if data.get("origin") == "security" and isinstance(diagnostic.code, str):
                line = diagnostic.range.start.line
                text = document.lines[line] if line < len(document.lines) else ""
                indent = text[: len(text) - len(text.lstrip(" \t"))]
                comment = _suppression(diagnostic.code, _in_code_block(document.lines, line))
                actions.append(
                    types.CodeAction(
                        title=f"Suppress {diagnostic.code} here, with a reason",
                        kind=types.CodeActionKind.QuickFix,
                        diagnostics=[diagnostic],
                        edit=_workspace_edit(
                            uri,
                            version,
                            [
                                types.TextEdit(
                                    range=types.Range(
                                        start=types.Position(line=line, character=0),
                                        end=types.Position(line=line, character=0),
                                    ),
                                    new_text=f"{indent}{comment}\n",
                                )
                            ],
                        ),
                    )
                )
        return actions


def _edit(edit: dict[str, Any]) -> types.TextEdit:
    rng = edit["range"]
    return types.TextEdit(
        range=types.Range(
            start=types.Position(line=rng["start"]["line"], character=rng["start"]["character"]),
            end=types.Position(line=rng["end"]["line"], character=rng["end"]["character"]),
        ),
        new_text=str(edit.get("newText", "")),
    )


def _workspace_edit(uri: str, version: Any, edits: list[types.TextEdit]) -> types.WorkspaceEdit:
    """Edits for the document version the diagnostic was made for: a client refuses
    them once the text has moved on."""
    if isinstance(version, int):
        return types.WorkspaceEdit(
            document_changes=[
                types.TextDocumentEdit(
                    text_document=types.OptionalVersionedTextDocumentIdentifier(
                        uri=uri, version=version
                    ),
                    edits=list(edits),
                )
            ]
        )
    return types.WorkspaceEdit(changes={uri: list(edits)})


def _suppression(code: str, in_code: bool) -> str:
    if in_code:
        return f"# hermes-scan: ignore {code} -- {REASON_PLACEHOLDER}"
    return f"<!-- hermes-scan: ignore {code} -- {REASON_PLACEHOLDER} -->"


def _in_code_block(lines: Sequence[str], line: int) -> bool:
    """Whether ``line`` is inside a fenced code block."""
    from hermes_core.text.markdown import fenced_blocks

    text = "".join(lines)
    offset = sum(len(text_line) for text_line in lines[:line])
    return any(block.start < offset < block.end for block in fenced_blocks(text))
