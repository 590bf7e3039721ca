"""Document symbols: the frontmatter's keys and the body's headings, nested under the
heading above them for a client that shows a hierarchy."""

from __future__ import annotations

import re
from collections.abc import Sequence

from lsprotocol import types
from pygls.workspace import TextDocument

from hermes_lsp.documents import open_document
from hermes_lsp.features.diagnostics import to_lsp_range
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_files import is_skill_uri

__all__ = ["register"]

_KEY = re.compile(r"^([A-Za-z_][\w-]*)[ \t]*:")
_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.+?)[ \t#]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def register(server: HermesLanguageServer) -> None:
    """Add the document-symbol handler to ``server``."""

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
    def symbols(
        ls: HermesLanguageServer, params: types.DocumentSymbolParams
    ) -> list[types.DocumentSymbol] | list[types.SymbolInformation] | None:
        uri = params.text_document.uri
        document = open_document(ls, uri)
        if not is_skill_uri(uri):
            return None
        found = _symbols(document, document.lines)
        if _hierarchical(ls):
            return found
        return [
            types.SymbolInformation(
                name=symbol.name,
                kind=symbol.kind,
                location=types.Location(uri=uri, range=symbol.range),
                container_name=container,
            )
            for symbol, container in _flatten(found, None)
        ]


def _symbols(document: TextDocument, lines: Sequence[str]) -> list[types.DocumentSymbol]:
    found: list[types.DocumentSymbol] = []
    start = 0
    if lines and lines[0].strip() == "---":
        for index in range(1, len(lines)):
            if lines[index].strip() in ("---", "..."):
                start = index + 1
                break
            key = _KEY.match(lines[index])
            if key is not None:
                rng = to_lsp_range(document, (index, 0), (index, len(lines[index].rstrip("\r\n"))))
                found.append(
                    types.DocumentSymbol(
                        name=key.group(1),
                        kind=types.SymbolKind.Property,
                        range=rng,
                        selection_range=to_lsp_range(document, (index, 0), (index, key.end(1))),
                    )
                )
    stack: list[tuple[int, types.DocumentSymbol]] = []  # (level, heading)
    fence = ""
    for index in range(start, len(lines)):
        text = lines[index].rstrip("\r\n")
        marker = _FENCE.match(text)
        if marker is not None:
            if not fence:
                fence = marker.group(1)
            elif marker.group(1)[0] == fence[0] and len(marker.group(1)) >= len(fence):
                fence = ""
            continue
        heading = _HEADING.match(text) if not fence else None
        if heading is None:
            continue
        level = len(heading.group(1))
        rng = to_lsp_range(document, (index, 0), (index, len(text)))
        symbol = types.DocumentSymbol(
            name=heading.group(2), kind=types.SymbolKind.String, range=rng, selection_range=rng
        )
        while stack and stack[-1][0] >= level:
            stack.pop()
        if stack:
            parent = stack[-1][1]
            parent.children = [*(parent.children or []), symbol]
        else:
            found.append(symbol)
        stack.append((level, symbol))
    return found


def _flatten(
    symbols: Sequence[types.DocumentSymbol], container: str | None
) -> list[tuple[types.DocumentSymbol, str | None]]:
    flat = []
    for symbol in symbols:
        flat.append((symbol, container))
        flat.extend(_flatten(symbol.children or [], symbol.name))
    return flat


def _hierarchical(ls: HermesLanguageServer) -> bool:
    capabilities = ls.client_capabilities
    document = capabilities.text_document if capabilities is not None else None
    symbol = document.document_symbol if document is not None else None
    return bool(symbol is not None and symbol.hierarchical_document_symbol_support)
