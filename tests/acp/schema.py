"""Validation of ACP messages against the official JSON schema, per method.

The schema (``schema/v1/schema.json`` of the npm package ``@agentclientprotocol/sdk``)
annotates each request, response and notification definition with its method
(``x-method``). ``tests/e2e/acp_clients`` pins the package; the first test that needs
it installs it there (``tests/node_clients.py``).
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tests.node_clients import ensure_node_clients

CLIENTS = Path(__file__).resolve().parents[1] / "e2e" / "acp_clients"
SCHEMA = CLIENTS / "node_modules" / "@agentclientprotocol" / "sdk" / "schema" / "v1" / "schema.json"


def schema_or_skip() -> Path:
    ensure_node_clients(CLIENTS)
    if SCHEMA.exists():
        return SCHEMA
    if os.environ.get("HERMES_E2E_REQUIRE") == "1":
        pytest.fail(f"the ACP schema is missing: run npm ci in {CLIENTS}")
    pytest.skip(f"the ACP schema is missing: run npm ci in {CLIENTS}")


@cache
def _loaded(path: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(path.read_text())
    return loaded


class AcpSchema:
    """Checks messages one by one; ``errors`` collects what failed."""

    def __init__(self, path: Path) -> None:
        self.schema = _loaded(path)
        self.requests: dict[str, str] = {}
        self.responses: dict[str, str] = {}
        self.notifications: dict[str, str] = {}
        for name, definition in self.schema["$defs"].items():
            method = definition.get("x-method")
            if not method:
                continue
            if name.endswith("Request"):
                self.requests[method] = name
            elif name.endswith("Response"):
                self.responses[method] = name
            elif name.endswith("Notification"):
                self.notifications[method] = name
        self._validators: dict[str, Any] = {}
        self._sent: dict[tuple[str, Any], str] = {}
        self.errors: list[str] = []
        self.checked = 0

    def check(self, definition: str, instance: Any, where: str = "") -> list[str]:
        """Problems of ``instance`` as the schema's ``definition``."""
        validator = self._validators.get(definition)
        if validator is None:
            document = {
                "$schema": self.schema.get("$schema"),
                "$defs": self.schema["$defs"],
                "$ref": f"#/$defs/{definition}",
            }
            validator = jsonschema.validators.validator_for(document)(document)
            self._validators[definition] = validator
        self.checked += 1
        found = [
            f"{where or definition} at /{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}"
            for e in validator.iter_errors(instance)
        ]
        self.errors.extend(found)
        return found

    def observe(self, direction: str, message: dict[str, Any]) -> None:
        """A raw message going ``out`` (to the agent) or coming ``in`` (from it)."""
        if message.get("jsonrpc") != "2.0":
            self.errors.append(f"{direction}: not JSON-RPC 2.0: {str(message)[:200]}")
        method = message.get("method")
        if method is not None and "id" in message:
            self._sent[(direction, message["id"])] = method
            if method in self.requests:
                self.check(self.requests[method], message.get("params"), f"{direction} {method}")
        elif method is not None:
            if method in self.notifications:
                self.check(
                    self.notifications[method], message.get("params"), f"{direction} {method}"
                )
        else:
            other = "in" if direction == "out" else "out"
            asked = self._sent.pop((other, message.get("id")), None)
            if "error" in message:
                self.check("Error", message["error"], f"{direction} error for {asked}")
            elif asked in self.responses:
                self.check(self.responses[asked], message.get("result"), f"{direction} {asked}")
