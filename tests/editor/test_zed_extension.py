"""The Zed extension cannot be compiled here (crates.io is out of reach), so what can
be checked is: the manifest parses, its one language server is for Markdown, the crate
is a cdylib on zed_extension_api, and the Rust source registers an extension that
starts ``hermes lsp``."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ZED = Path(__file__).resolve().parents[2] / "editor-extensions" / "zed"


def test_the_manifest_registers_the_hermes_server_for_markdown():
    manifest = tomllib.loads((ZED / "extension.toml").read_text(encoding="utf-8"))
    assert manifest["schema_version"] == 1
    assert re.fullmatch(r"[a-z0-9-]+", manifest["id"])
    assert re.fullmatch(r"\d+\.\d+\.\d+", manifest["version"])
    servers = manifest["language_servers"]
    assert list(servers) == ["hermes"]
    assert servers["hermes"]["languages"] == ["Markdown"]


def test_the_crate_is_a_zed_extension_with_the_manifests_version():
    cargo = tomllib.loads((ZED / "Cargo.toml").read_text(encoding="utf-8"))
    manifest = tomllib.loads((ZED / "extension.toml").read_text(encoding="utf-8"))
    assert cargo["lib"]["crate-type"] == ["cdylib"]
    assert "zed_extension_api" in cargo["dependencies"]
    assert cargo["package"]["version"] == manifest["version"]


def test_the_source_starts_hermes_lsp_and_registers_the_extension():
    source = (ZED / "src" / "lib.rs").read_text(encoding="utf-8")
    assert "impl zed::Extension for" in source
    assert "fn language_server_command" in source
    assert 'worktree.which("hermes")' in source
    assert 'vec!["lsp".to_string()]' in source
    assert re.search(r"zed::register_extension!\(\w+\);", source)
