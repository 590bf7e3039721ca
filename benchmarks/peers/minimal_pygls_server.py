"""The smallest useful pygls server: the start-up yardstick for ``hermes lsp``.

It registers one feature (publishing an empty diagnostic list on open) so that pygls
and lsprotocol are loaded exactly as a real server loads them."""

from lsprotocol import types
from pygls.lsp.server import LanguageServer

server = LanguageServer("minimal", "0")


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: LanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
    )


if __name__ == "__main__":
    server.start_io()
