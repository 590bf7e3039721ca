"""Diagnostics: lint and scanner findings of skill documents, pushed after each open
and (debounced) change when the client does not pull them, and served by
``textDocument/diagnostic`` and ``workspace/diagnostic`` when it does.

Every diagnostic has ``source: "hermes"``, the rule's code, a link to the rule's page,
its range in the client's position encoding, and in ``data`` what a quick fix needs:
the fix's edits (already in client positions) and the document version they are for.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.workspace import ServerTextPosition, ServerTextRange, TextDocument

from hermes_lsp.analysis import Analysis, Origin, Problem
from hermes_lsp.documents import document_key, find_document
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_files import is_skill_uri, uri_path

__all__ = ["SOURCE", "analysis_of", "recheck_open_skills", "register", "to_lsp_range"]

logger = logging.getLogger(__name__)

SOURCE = "hermes"


def register(server: HermesLanguageServer) -> None:
    """Add the diagnostic handlers to ``server``."""

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: HermesLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
        _schedule(ls, params.text_document.uri, delay=0.0, supporting=True)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: HermesLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
        _schedule(ls, params.text_document.uri, delay=ls.settings.debounce)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: HermesLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
        key = document_key(params.text_document.uri)
        pending = ls.state.pending.pop(key, None)
        if pending is not None:
            pending.cancel()
        analysis = ls.state.analyses.pop(key, None)
        if analysis is not None and not ls.pull_diagnostics:
            # Cleared under the URI they were published under.
            ls.text_document_publish_diagnostics(
                types.PublishDiagnosticsParams(uri=analysis.uri, diagnostics=[])
            )

    @server.feature(
        types.TEXT_DOCUMENT_DIAGNOSTIC,
        types.DiagnosticOptions(
            identifier=SOURCE, inter_file_dependencies=False, workspace_diagnostics=True
        ),
    )
    def pull(
        ls: HermesLanguageServer, params: types.DocumentDiagnosticParams
    ) -> types.RelatedFullDocumentDiagnosticReport:
        uri = params.text_document.uri
        document = find_document(ls.workspace, uri)
        if document is None or not is_skill_uri(uri):
            return types.RelatedFullDocumentDiagnosticReport(items=[])
        return types.RelatedFullDocumentDiagnosticReport(
            items=to_lsp(document, analysis_of(ls, document), related_support(ls))
        )

    @server.feature(types.WORKSPACE_DIAGNOSTIC)
    def pull_workspace(
        ls: HermesLanguageServer, _params: types.WorkspaceDiagnosticParams
    ) -> types.WorkspaceDiagnosticReport:
        reports: list[types.WorkspaceDocumentDiagnosticReport] = []
        for document in list(ls.workspace.text_documents.values()):
            if is_skill_uri(document.uri):
                reports.append(
                    types.WorkspaceFullDocumentDiagnosticReport(
                        uri=document.uri,  # as the client opened it (pygls's key is decoded)
                        version=document.version,
                        items=to_lsp(document, analysis_of(ls, document), related_support(ls)),
                    )
                )
        for uri, items in ls.state.supporting_diagnostics.items():
            reports.append(
                types.WorkspaceFullDocumentDiagnosticReport(uri=uri, version=None, items=items)
            )
        return types.WorkspaceDiagnosticReport(items=reports)


def analysis_of(ls: HermesLanguageServer, document: TextDocument) -> Analysis:
    """The analysis of the document as it is now (made now if the last one is older)."""
    key = document_key(document.uri)
    kept = ls.state.analyses.get(key)
    if kept is not None and kept.version == document.version:
        return kept
    known = None
    if "related_skills" in document.source:  # only then is the skill index worth building
        from hermes_lsp.skill_index import skills_by_name

        known = skills_by_name(ls).keys()
    analysis = ls.analyser.analyse(
        document.uri, document.version, document.source, uri_path(document.uri), known
    )
    ls.state.analyses[key] = analysis
    return analysis


def _schedule(
    ls: HermesLanguageServer, uri: str, *, delay: float, supporting: bool = False
) -> None:
    """Check ``uri`` after ``delay`` seconds of quiet; a newer edit restarts the wait.
    ``supporting``: scan the skill's other files too (on open, and when files change)."""
    if not is_skill_uri(uri):
        return  # other Markdown: some editors attach one server to all of it
    key = document_key(uri)
    pending = ls.state.pending.pop(key, None)
    if pending is not None:
        pending.cancel()
    ls.state.pending[key] = asyncio.ensure_future(_check(ls, uri, delay, supporting))


def recheck_open_skills(ls: HermesLanguageServer) -> None:
    """Check every open skill again, supporting files included (files changed on disk)."""
    ls.state.analyses.clear()
    for document in list(ls.workspace.text_documents.values()):
        _schedule(ls, document.uri, delay=0.0, supporting=True)


async def _check(ls: HermesLanguageServer, uri: str, delay: float, supporting: bool) -> None:
    if delay:
        await asyncio.sleep(delay)
    key = document_key(uri)
    document = find_document(ls.workspace, uri)
    if document is None:
        return  # closed meanwhile
    try:
        analysis = analysis_of(ls, document)
    except Exception:  # a bug must not take the server down: say so in the log
        logger.exception("checking %s failed", uri)
        return
    finally:
        if ls.state.pending.get(key) is asyncio.current_task():
            del ls.state.pending[key]
    if not ls.pull_diagnostics:  # else the client asks for them after each change
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=document.uri,  # as the client opened it
                version=analysis.version,
                diagnostics=to_lsp(document, analysis, related_support(ls)),
            )
        )
    path = uri_path(uri)
    if supporting and path is not None and path.parent.is_dir():
        try:
            _publish_supporting(ls, path)
        except Exception:  # a bug must not take the server down
            logger.exception("scanning the files of %s failed", path.parent)


def _publish_supporting(ls: HermesLanguageServer, skill_md: Path) -> None:
    """Scanner diagnostics for the skill's other files (scripts, references…)."""
    from hermes_core.text.decoding import decode_text

    folder = skill_md.parent
    fresh: dict[str, list[types.Diagnostic]] = {}
    for path, problems in ls.analyser.supporting(skill_md).items():
        uri = path.as_uri()
        if find_document(ls.workspace, uri) is not None:
            continue  # an open document is checked as the editor holds it
        try:
            text = decode_text(path.read_bytes()).text if path.is_file() else ""
        except OSError:
            text = ""
        document = TextDocument(uri, text, position_codec=ls.workspace.position_codec)
        analysis = Analysis(uri, None, tuple(problems))
        fresh[uri] = to_lsp(document, analysis)
    stale = ls.state.supporting.get(folder, set()) - set(fresh)
    ls.state.supporting[folder] = set(fresh)
    for uri in stale:
        ls.state.supporting_diagnostics.pop(uri, None)
    ls.state.supporting_diagnostics.update(fresh)
    if ls.pull_diagnostics:
        return
    for uri in stale:
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=[])
        )
    for uri, diagnostics in fresh.items():
        ls.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics)
        )


def to_lsp(
    document: TextDocument, analysis: Analysis, related: bool = False
) -> list[types.Diagnostic]:
    """The analysis's problems as protocol diagnostics, in the client's positions;
    ``related``: the client shows related information."""
    return [_diagnostic(document, analysis, problem, related) for problem in analysis.problems]


def related_support(ls: HermesLanguageServer) -> bool:
    """Whether the client takes ``relatedInformation`` in diagnostics."""
    capabilities = ls.client_capabilities
    document = capabilities.text_document if capabilities is not None else None
    publish = document.publish_diagnostics if document is not None else None
    return bool(publish is not None and publish.related_information)


def to_lsp_range(
    document: TextDocument, start: tuple[int, int], end: tuple[int, int]
) -> types.Range:
    """A range in code points (the core's) as a range in the client's units."""
    return document.range_to_client_units(
        ServerTextRange(ServerTextPosition(*start), ServerTextPosition(*end))
    )


def _diagnostic(
    document: TextDocument, analysis: Analysis, problem: Problem, related: bool
) -> types.Diagnostic:
    start, end = problem.range
    data: dict[str, Any] = {
        "origin": "security" if problem.origin is Origin.SECURITY else "lint",
        "version": analysis.version,
    }
    if problem.fix is not None:
        data["fix"] = {
            "title": problem.fix.title,
            "edits": [
                {
                    "range": _plain_range(to_lsp_range(document, edit.range.start, edit.range.end)),
                    "newText": edit.new_text,
                }
                for edit in problem.fix.edits
            ],
        }
    return types.Diagnostic(
        range=to_lsp_range(document, start, end),
        message=_message(problem, related),
        severity=types.DiagnosticSeverity(int(problem.level)),
        code=problem.code,
        code_description=(
            types.CodeDescription(href=problem.doc.as_uri()) if problem.doc is not None else None
        ),
        source=SOURCE,
        data=data,
        related_information=[
            types.DiagnosticRelatedInformation(
                location=types.Location(
                    uri=analysis.uri, range=to_lsp_range(document, where.start, where.end)
                ),
                message=note,
            )
            for where, note in problem.related
        ]
        if related and problem.related
        else None,
    )


def _message(problem: Problem, related: bool) -> str:
    """The problem's message; for a client without related information, a lint
    problem's related places are named in it (a scanner message already says its own:
    the suppression that was not honoured)."""
    if related or not problem.related or problem.origin is not Origin.LINT:
        return problem.message  # the scanner's says why a risk was lowered
    places = " ".join(
        f"[see line {where.start.line + 1}, column {where.start.character + 1}: {note}]"
        for where, note in problem.related
    )
    return f"{problem.message} {places}"


def _plain_range(rng: types.Range) -> dict[str, dict[str, int]]:
    return {
        "start": {"line": rng.start.line, "character": rng.start.character},
        "end": {"line": rng.end.line, "character": rng.end.character},
    }
