"""Looking up the documents a request names, with a clear error for one never opened."""

from __future__ import annotations

from pygls.exceptions import JsonRpcInvalidParams
from pygls.workspace import TextDocument

from hermes_lsp.rpc_errors import quote
from hermes_lsp.server import HermesLanguageServer

__all__ = ["open_document"]


def open_document(ls: HermesLanguageServer, uri: str) -> TextDocument:
    """The open document at ``uri``; a JSON-RPC invalid-params error when the client
    never opened it (pygls would read it from disk, or fail on a URI it cannot)."""
    if uri not in ls.workspace.text_documents:
        raise JsonRpcInvalidParams(f"{quote(uri)} is not open: send textDocument/didOpen first")
    return ls.workspace.get_text_document(uri)
