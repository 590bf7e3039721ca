"""A HERMES_HOME for the MCP server's tests: two skills (one with a supporting file),
a state.db with one session, and one cron job."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import jsonschema

from hermes_core.cron import JobStore
from hermes_core.state import Message, SqliteSessionStore

ALPHA = """\
---
name: alpha
description: Review pull requests with the alpha checklist.
---
# Alpha

Read ${HERMES_SKILL_DIR}/references/checklist.md first.
"""
BETA = """\
---
name: beta
description: Write release notes.
---
# Beta

Group the changes by kind.
"""
CHECKLIST = "1. Tests pass\n2. Docs updated\n"
SESSION_ID = "20261130_044700_abc123"


@dataclass(frozen=True)
class McpHome:
    """What the home holds, for the assertions."""

    home: Path
    job_id: str


async def make_home(home: Path) -> McpHome:
    """Fill ``home`` (created when missing) — with its own skills only: the bundled ones
    are not seeded here (tests/e2e/test_first_run.py covers a home that gets them)."""
    alpha = home / "skills" / "dev" / "alpha"
    (alpha / "references").mkdir(parents=True)
    (alpha / "SKILL.md").write_text(ALPHA)
    (alpha / "references" / "checklist.md").write_text(CHECKLIST)
    beta = home / "skills" / "writing" / "beta"
    beta.mkdir(parents=True)
    (beta / "SKILL.md").write_text(BETA)
    (home / ".no-bundled-skills").write_text("")
    store = await SqliteSessionStore.open(home / "state.db")
    try:
        await store.create_session(
            "cli", session_id=SESSION_ID, title="Porting the parser", model="m1"
        )
        await store.append(SESSION_ID, Message(role="user", content="Port the zebra parser"))
        await store.append(SESSION_ID, Message(role="assistant", content="Ported the parser."))
    finally:
        await store.close()
    job = JobStore(home / "cron").create("Summarise the inbox", "every 2h", name="inbox")
    return McpHome(home, str(job["id"]))


def schema_problem(schema: object) -> str | None:
    """Why ``schema`` is not a valid JSON schema of type object (None when it is)."""
    try:
        validator = jsonschema.validators.validator_for(schema, jsonschema.Draft202012Validator)
        validator.check_schema(schema)
    except jsonschema.SchemaError as exc:
        return exc.message
    if not isinstance(schema, dict) or schema.get("type") != "object":
        return "top-level type is not object"
    return None
