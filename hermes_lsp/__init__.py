"""``hermes lsp``: a language server for SKILL.md files, on pygls.

Lint and security-scan diagnostics, hovers and quick fixes for skill documents, and
nothing for any other file (some editors attach one server to all Markdown). The
core (``hermes_core``) is imported on first use, not at start-up: ``initialize``
costs what pygls itself costs.
"""

from hermes_lsp.server import HermesLanguageServer, Settings, create_server

__all__ = ["HermesLanguageServer", "Settings", "create_server"]
