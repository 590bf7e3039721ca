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


def test_the_acp_registry_entry_starts_this_version_of_hermes_acp():
    import json

    from hermes_core import __version__

    entry = json.loads((ZED / "acp-registry" / "agent.json").read_text(encoding="utf-8"))
    # The registry's required fields and formats (agentclientprotocol/registry agent.schema.json).
    for field in ("id", "name", "version", "description", "distribution", "license_url"):
        assert entry.get(field), field
    assert re.fullmatch(r"[a-z][a-z0-9-]*", entry["id"])
    assert entry["version"] == __version__
    assert set(entry["distribution"]) == {"uvx"}
    uvx = entry["distribution"]["uvx"]
    assert set(uvx) <= {"package", "args", "env"}
    assert uvx["package"] == f"hermes-workbench[acp]=={__version__}"
    assert uvx["args"] == ["acp"]
    project = tomllib.loads((ZED.parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    # uvx runs the command named like the package.
    assert project["project"]["scripts"]["hermes-workbench"] == "hermes_cli.main:main"
    assert "acp" in project["project"]["optional-dependencies"]


def test_the_readme_settings_snippet_starts_hermes_acp():
    import json

    text = (ZED / "README.md").read_text(encoding="utf-8")
    snippets = re.findall(r"```json\n(.*?)```", text, re.S)
    servers = [json.loads(s)["agent_servers"] for s in snippets if "agent_servers" in s]
    assert servers
    assert servers[0]["Hermes"]["args"] == ["acp"]
