"""Hovering a skill's name shows its provenance, read from the HERMES_HOME records
(fixture files in Hermes Agent 0.19.0's formats) by the real ``hermes lsp``."""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "provenance" / "home"
HOME = Path(tempfile.mkdtemp(prefix="hermes-home-"))
shutil.copytree(FIXTURE, HOME, dirs_exist_ok=True)
SERVER = [sys.executable, "-m", "hermes_cli", "lsp"]
ENV = {**os.environ, "HERMES_HOME": str(HOME)}


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    params = types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"),
        root_uri=(HOME / "skills").as_uri(),
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


async def _hover_name(client: LanguageClient, folder: str) -> str:
    path = HOME / "skills" / folder / "SKILL.md"
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="skill", version=1, text=path.read_text()
            )
        )
    )
    hover = await asyncio.wait_for(
        client.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=1, character=8),  # on the name's value
            )
        ),
        10,
    )
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent)
    return hover.contents.value


async def test_a_bundled_skill_shows_origin_hash_usage_and_curator_state(client: LanguageClient):
    text = await _hover_name(client, "devops/deploy-checks")
    assert "bundled, trust level **builtin**" in text
    assert "34690f4357a12a2b8a4e68e42fc03ada" in text
    assert "pristine" in text
    assert "used 12, viewed 30, patched 1 times" in text
    assert "curator: active" in text


async def test_a_hub_skill_shows_its_lock_entry(client: LanguageClient):
    text = await _hover_name(client, "research/paper-search")
    assert "hub-installed, trust level **community**" in text
    assert "acme/skills/research/paper-search" in text
    assert "scan verdict safe" in text
    assert "sha256:a485aac35e4f8d06" in text
    assert "the files still match it" in text


async def test_an_agent_created_skill_shows_it_is_stale(client: LanguageClient):
    text = await _hover_name(client, "notes/meeting-notes")
    assert "agent-created, trust level **agent-created**" in text
    assert "curator: stale" in text
