"""Finding an open document by URI (:mod:`hermes_lsp.documents`) in a real pygls
workspace: the document is found whichever way the URI is escaped, by the spelling it
was opened with or any other."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.workspace import Workspace

from hermes_lsp.documents import document_key, find_document

# Each group: spellings of one file, as VS Code, a client escaping less, and one
# escaping nothing send them.
SPELLINGS = [
    (
        "file:///tmp/my%20skills/report/SKILL.md",
        "file:///tmp/my skills/report/SKILL.md",
    ),
    (
        "file:///tmp/caf%C3%A9/SKILL.md",
        "file:///tmp/caf%c3%a9/SKILL.md",
        "file:///tmp/café/SKILL.md",
    ),
    (
        "file:///c%3A/Users/me/my%20skills/SKILL.md",
        "file:///c:/Users/me/my%20skills/SKILL.md",
        "file:///c:/Users/me/my skills/SKILL.md",
    ),
    (
        "file:///tmp/100%25/SKILL.md",  # a '%' in the name itself
        "file:///tmp/100%/SKILL.md",
    ),
]


def _workspace(opened: str) -> Workspace:
    workspace = Workspace(None)
    workspace.put_text_document(
        types.TextDocumentItem(uri=opened, language_id="markdown", version=1, text="# x\n")
    )
    return workspace


@pytest.mark.parametrize(
    ("opened", "asked"),
    [(opened, asked) for group in SPELLINGS for opened in group for asked in group],
)
def test_an_open_document_is_found_by_any_spelling_of_its_uri(opened: str, asked: str):
    workspace = _workspace(opened)
    document = find_document(workspace, asked)
    assert document is not None
    assert document.uri == opened  # what the server sends names it as the client did
    assert document_key(asked) in workspace.text_documents  # the key pygls filed it under


def test_a_document_never_opened_is_not_found():
    workspace = _workspace("file:///tmp/my%20skills/report/SKILL.md")
    assert find_document(workspace, "file:///tmp/my%20skills/other/SKILL.md") is None
    assert find_document(workspace, "file:///tmp/my_skills/report/SKILL.md") is None


def test_a_closed_document_is_not_found_whichever_spelling_closed_it():
    workspace = _workspace("file:///tmp/caf%C3%A9/SKILL.md")
    workspace.remove_text_document("file:///tmp/café/SKILL.md")
    assert find_document(workspace, "file:///tmp/caf%C3%A9/SKILL.md") is None
