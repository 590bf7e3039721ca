"""``skill_install`` asks the person behind the client before installing a caution
verdict from a community source (the install policy's "ask"), through elicitation in
both protocol eras; a dangerous verdict is never put to anyone, and a yes holds only for
what was shown."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp_types import CallToolResult, ElicitResult, TextContent

from hermes_core.paths import HermesPaths
from hermes_mcp.server import create_server
from tests.mcp.home import McpHome
from tests.mcp.skill_site import EVIL, RISKY, skill_md

Elicit = Callable[[Any, Any], Awaitable[ElicitResult]]
MODES = ["legacy", "auto"]


@asynccontextmanager
async def connected(home: Path, mode: str, elicit: Elicit | None) -> AsyncIterator[Client]:
    server = create_server(HermesPaths.from_env({"HERMES_HOME": str(home)}))
    with anyio.fail_after(60):
        async with Client(server, mode=mode, elicitation_callback=elicit) as client:
            yield client


def answering(decision: str, asked: list[str], before: Callable[[], None] | None = None) -> Elicit:
    """Records each question, runs ``before`` (once), then answers ``decision``."""

    async def elicit(_context: Any, params: Any) -> ElicitResult:
        asked.append(params.message)
        if before is not None and len(asked) == 1:
            before()
        return ElicitResult(action="accept", content={"decision": decision})

    return elicit


def text_of(result: CallToolResult) -> str:
    assert isinstance(result.content[0], TextContent)
    return result.content[0].text


def audit(home: Path) -> list[list[str]]:
    log = home / "skills" / ".hub" / "audit.log"
    return [line.split()[1:3] for line in log.read_text().splitlines()]


@pytest.mark.parametrize("mode", MODES)
async def test_a_caution_skill_is_installed_once_the_person_says_so(
    home: McpHome, site: tuple[str, Path], mode: str
):
    url, root = site
    (root / "risky.md").write_text(skill_md("risky-demo", RISKY))
    asked: list[str] = []
    async with connected(home.home, mode, answering("install", asked)) as client:
        result = await client.call_tool("skill_install", {"source": f"{url}/risky.md"})
    assert not result.is_error, text_of(result)
    installed = result.structured_content or {}
    assert (installed["name"], installed["trust_level"], installed["verdict"]) == (
        "risky-demo",
        "community",
        "caution",
    )
    (question,) = asked
    assert f"Install this skill from {url}/risky.md?" in question
    assert "verdict is caution" in question
    assert "(medium) SKILL.md:" in question
    assert (home.home / "skills" / "risky-demo" / "SKILL.md").exists()
    lock = json.loads((home.home / "skills" / ".hub" / "lock.json").read_text())
    assert "risky-demo" in lock["installed"]
    # 2026-07-28: the first round, which asks, is refused (and logged) like any other.
    asking = [["BLOCKED", "risky-demo"]] if mode == "auto" else []
    assert audit(home.home) == [*asking, ["INSTALL", "risky-demo"]]


@pytest.mark.parametrize("mode", MODES)
async def test_a_no_installs_nothing(home: McpHome, site: tuple[str, Path], mode: str):
    url, root = site
    (root / "risky.md").write_text(skill_md("risky-demo", RISKY))
    asked: list[str] = []
    async with connected(home.home, mode, answering("cancel", asked)) as client:
        result = await client.call_tool("skill_install", {"source": f"{url}/risky.md"})
    assert result.is_error
    assert "you chose not to install it" in text_of(result)
    assert len(asked) == 1
    assert not (home.home / "skills" / "risky-demo").exists()
    rounds = 2 if mode == "auto" else 1
    assert audit(home.home) == [["BLOCKED", "risky-demo"]] * rounds


@pytest.mark.parametrize("mode", MODES)
async def test_a_dangerous_skill_is_never_put_to_anyone(
    home: McpHome, site: tuple[str, Path], mode: str
):
    url, root = site
    (root / "evil.md").write_text(skill_md("evil-helper", EVIL))
    asked: list[str] = []
    async with connected(home.home, mode, answering("install", asked)) as client:
        result = await client.call_tool("skill_install", {"source": f"{url}/evil.md"})
    assert result.is_error
    assert "verdict dangerous: blocked" in text_of(result)
    assert asked == []
    assert not (home.home / "skills" / "evil-helper").exists()


async def test_a_yes_given_for_one_scan_does_not_install_a_source_changed_since(
    home: McpHome, site: tuple[str, Path]
):
    # 2026-07-28: the answer comes in a second call that installs from the start. The
    # file changes while the person is asked; the second scan's findings differ (the
    # finding moved a line), so the old yes does not hold: the new scan is put again.
    url, root = site
    risky = root / "risky.md"
    risky.write_text(skill_md("risky-demo", RISKY))

    def change() -> None:
        risky.write_text(skill_md("risky-demo", "1. Set up.\n" + RISKY))

    asked: list[str] = []
    async with connected(home.home, "auto", answering("install", asked, change)) as client:
        result = await client.call_tool("skill_install", {"source": f"{url}/risky.md"})
    assert not result.is_error, text_of(result)
    assert len(asked) == 2
    first_line = asked[0].split("SKILL.md:")[1].split(":")[0]
    second_line = asked[1].split("SKILL.md:")[1].split(":")[0]
    assert int(second_line) == int(first_line) + 1
    installed = (home.home / "skills" / "risky-demo" / "SKILL.md").read_text()
    assert "1. Set up." in installed


@pytest.mark.parametrize("mode", MODES)
async def test_without_elicitation_the_caution_skill_is_refused_with_the_way_forward(
    home: McpHome, site: tuple[str, Path], mode: str
):
    url, root = site
    (root / "risky.md").write_text(skill_md("risky-demo", RISKY))
    async with connected(home.home, mode, None) as client:
        result = await client.call_tool("skill_install", {"source": f"{url}/risky.md"})
    assert result.is_error
    message = text_of(result)
    assert "your client offers no elicitation to ask with" in message
    assert "hermes skills install" in message
    assert not (home.home / "skills" / "risky-demo").exists()
