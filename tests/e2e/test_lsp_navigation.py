"""Links to supporting files, go-to-definition on related_skills and workspace symbols,
from the real ``hermes lsp`` over a workspace of skills on disk."""

from __future__ import annotations

import asyncio
import os
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

SERVER = [sys.executable, "-m", "hermes_cli", "lsp"]
BUILDER = (
    "---\n"
    "name: report-builder\n"
    "description: Builds the weekly report.\n"
    "metadata:\n"
    "  hermes:\n"
    "    related_skills: [report-publisher]\n"
    "---\n"
    "# Report\n"
    "\n"
    "See [the guide](references/guide.md) and [the old notes](references/missing.md).\n"
)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, server_env=dict(os.environ)))
async def client(lsp_client: LanguageClient, tmp_path):
    builder = tmp_path / "report-builder"
    (builder / "references").mkdir(parents=True)
    (builder / "SKILL.md").write_text(BUILDER)
    (builder / "references" / "guide.md").write_text("# Guide\n")
    publisher = tmp_path / "report-publisher"
    publisher.mkdir()
    (publisher / "SKILL.md").write_text(
        "---\nname: report-publisher\ndescription: Publishes.\n---\n"
    )
    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        root_uri=tmp_path.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="ws")],
    )
    await lsp_client.initialize_session(params)
    lsp_client.root = tmp_path  # type: ignore[attr-defined]
    uri = (builder / "SKILL.md").as_uri()
    lsp_client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="skill", version=1, text=BUILDER
            )
        )
    )
    lsp_client.uri = uri  # type: ignore[attr-defined]
    yield
    await lsp_client.shutdown_session()


async def test_links_to_supporting_files_that_exist(client: LanguageClient):
    links = await asyncio.wait_for(
        client.text_document_document_link_async(
            types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=client.uri))  # type: ignore[attr-defined]
        ),
        10,
    )
    assert links is not None
    targets = [link.target for link in links]
    guide = (client.root / "report-builder" / "references" / "guide.md").as_uri()  # type: ignore[attr-defined]
    assert targets == [guide]
    assert links[0].range.start.line == 9


async def test_go_to_a_related_skill(client: LanguageClient):
    result = await asyncio.wait_for(
        client.text_document_definition_async(
            types.DefinitionParams(
                text_document=types.TextDocumentIdentifier(uri=client.uri),  # type: ignore[attr-defined]
                position=types.Position(line=5, character=24),
            )
        ),
        10,
    )
    assert isinstance(result, types.Location)
    assert result.uri == (client.root / "report-publisher" / "SKILL.md").as_uri()  # type: ignore[attr-defined]


async def test_skills_are_workspace_symbols(client: LanguageClient):
    symbols = await asyncio.wait_for(
        client.workspace_symbol_async(types.WorkspaceSymbolParams(query="report")), 10
    )
    assert symbols is not None
    assert sorted(s.name for s in symbols) == ["report-builder", "report-publisher"]
    assert [
        s.name
        for s in await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="pub")) or []
    ] == ["report-publisher"]
