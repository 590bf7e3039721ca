"""Navigation: links to a skill's supporting files, go-to-definition on
``related_skills`` names, and skills by name as workspace symbols."""

from __future__ import annotations

from lsprotocol import types

from hermes_lsp.documents import open_document
from hermes_lsp.features.diagnostics import to_lsp_range
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_files import is_skill_uri, uri_path
from hermes_lsp.skill_index import skills_by_name

__all__ = ["register"]


def register(server: HermesLanguageServer) -> None:
    """Add the navigation handlers to ``server``."""

    @server.feature(types.TEXT_DOCUMENT_DOCUMENT_LINK)
    def document_links(
        ls: HermesLanguageServer, params: types.DocumentLinkParams
    ) -> list[types.DocumentLink] | None:
        uri = params.text_document.uri
        document = open_document(ls, uri)
        path = uri_path(uri)
        if not is_skill_uri(uri) or path is None:
            return None
        from hermes_core.text.markdown import links
        from hermes_core.text.positions import LineIndex

        text = document.source
        lines = LineIndex(text)
        found = []
        for link in links(text):
            target = link.target.split("#", 1)[0].strip("<>")
            if not target or "://" in target or target.startswith(("mailto:", "#", "/")):
                continue
            resolved = (path.parent / target).resolve()
            if not resolved.exists():
                continue  # a broken link is a lint diagnostic, not a link
            start, end = lines.position(link.span.start), lines.position(link.span.end)
            found.append(
                types.DocumentLink(
                    range=to_lsp_range(document, start, end), target=resolved.as_uri()
                )
            )
        return found

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def definition(
        ls: HermesLanguageServer, params: types.DefinitionParams
    ) -> types.Location | None:
        uri = params.text_document.uri
        document = open_document(ls, uri)
        if not is_skill_uri(uri):
            return None
        from hermes_core.skills.document import parse_skill_text
        from hermes_core.skills.lint import DEFAULT_PROFILE, get_profile
        from hermes_core.skills.lint.hermes_rules import related_references
        from hermes_core.skills.lint.rule import LintContext

        position = document.position_from_client_units(params.position)
        at = (position.line, position.character)
        skill = parse_skill_text(document.source, uri_path(uri))
        options = get_profile(DEFAULT_PROFILE).options
        for reference in related_references(LintContext(skill, options)):
            start, end = reference.range
            if (start.line, start.character) <= at <= (end.line, end.character):
                target = skills_by_name(ls).get(reference.name)
                if target is None:
                    return None
                origin = types.Position(line=0, character=0)
                return types.Location(
                    uri=target.as_uri(), range=types.Range(start=origin, end=origin)
                )
        return None

    @server.feature(types.WORKSPACE_SYMBOL)
    def workspace_symbols(
        ls: HermesLanguageServer, params: types.WorkspaceSymbolParams
    ) -> list[types.SymbolInformation]:
        query = params.query.lower()
        origin = types.Position(line=0, character=0)
        return [
            types.SymbolInformation(
                name=name,
                kind=types.SymbolKind.Module,
                location=types.Location(
                    uri=path.as_uri(), range=types.Range(start=origin, end=origin)
                ),
                container_name=path.parent.parent.name,
            )
            for name, path in sorted(skills_by_name(ls).items())
            if query in name.lower()
        ]
