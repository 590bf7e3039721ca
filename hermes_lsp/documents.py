"""Finding the open document a message names, whatever percent-encoding its URI uses.

pygls 2 files each open document under its URI percent-decoded
(``urllib.parse.unquote`` of the URI as sent in ``didOpen``: ``Workspace.put_text_document``)
and keeps the URI as sent on the document itself. Clients spell the same file
differently: VS Code escapes a space, a non-ASCII letter and a Windows drive's ``:``
(``file:///c%3A/my%20skills/SKILL.md``), others escape less or nothing. Every lookup
of a document by URI goes through :func:`document_key`, so it is found however the
request spells it; what the server sends about a document names it by
``TextDocument.uri``, the spelling the client opened it with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import unquote

from pygls.exceptions import JsonRpcInvalidParams

from hermes_lsp.rpc_errors import quote

if TYPE_CHECKING:
    from pygls.workspace import TextDocument, Workspace

    from hermes_lsp.server import HermesLanguageServer

__all__ = ["document_key", "find_document", "open_document"]


def document_key(uri: str) -> str:
    """The key pygls files the document at ``uri`` under: the URI percent-decoded, as
    pygls 2's ``Workspace`` decodes it (UTF-8, an invalid escape as U+FFFD). Also the
    key of the server's own per-document state."""
    return unquote(uri)


def find_document(workspace: Workspace, uri: str) -> TextDocument | None:
    """The open document at ``uri``, however it is escaped; ``None`` when none is open."""
    document: TextDocument | None = workspace.text_documents.get(document_key(uri))
    return document


def open_document(ls: HermesLanguageServer, uri: str) -> TextDocument:
    """The open document at ``uri``; a JSON-RPC invalid-params error when the client
    never opened it (pygls would read it from disk, or fail on a URI it cannot)."""
    document = find_document(ls.workspace, uri)
    if document is None:
        raise JsonRpcInvalidParams(f"{quote(uri)} is not open: send textDocument/didOpen first")
    return document
