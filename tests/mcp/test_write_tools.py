"""The tools that change things, in process through the official SDK's in-memory client:
skill_manage (only with --allow-writes), skill_install from a real HTTP server on
127.0.0.1 (and a git repository on disk), the cron tools, and views counted as uses."""

from __future__ import annotations

import functools
import io
import json
import logging
import subprocess
import tarfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult, TextContent

from hermes_core.paths import HermesPaths
from hermes_core.provenance.usage import UsageStore
from hermes_mcp.options import ServerOptions
from hermes_mcp.server import create_server
from tests.mcp.home import McpHome
from tests.mcp.skill_site import EVIL, RISKY, skill_md


def publish_well_known(root: Path, name: str, files: dict[str, str]) -> None:
    """A site's ``/.well-known/skills/index.json`` listing ``name`` and its files."""
    base = root / ".well-known" / "skills"
    entry = {"name": name, "description": name, "files": sorted(files)}
    (base / name).mkdir(parents=True, exist_ok=True)
    index = base / "index.json"
    listed = json.loads(index.read_text())["skills"] if index.exists() else []
    index.write_text(json.dumps({"skills": [*listed, entry]}))
    for relative, text in files.items():
        (base / name / relative).parent.mkdir(parents=True, exist_ok=True)
        (base / name / relative).write_text(text)


def tar_gz(path: Path, files: dict[str, str]) -> Path:
    """A .tar.gz of ``files`` (relative name -> text)."""
    with tarfile.open(path, "w:gz") as tar:
        for relative, text in files.items():
            data = text.encode()
            info = tarfile.TarInfo(relative)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


@asynccontextmanager
async def connected(home: Path, *, allow_writes: bool = True) -> AsyncIterator[Client]:
    paths = HermesPaths.from_env({"HERMES_HOME": str(home)})
    server = create_server(paths, ServerOptions(allow_writes=allow_writes))
    async with Client(server, mode="legacy") as client:
        yield client


def text_of(result: CallToolResult) -> str:
    assert isinstance(result.content[0], TextContent)
    return result.content[0].text


async def ok(client: Client, tool: str, /, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, text_of(result)
    assert result.structured_content is not None
    return result.structured_content


async def refused(client: Client, tool: str, /, **arguments: Any) -> str:
    result = await client.call_tool(tool, arguments)
    assert result.is_error, result.structured_content
    message = text_of(result)
    assert "Traceback" not in message
    return message


async def skill_names(client: Client) -> list[str]:
    return [s["name"] for s in (await ok(client, "skills_list"))["skills"]]


# -- which tools are offered ----------------------------------------------------------


async def test_skill_manage_is_offered_only_with_allow_writes(home: McpHome):
    async with connected(home.home, allow_writes=False) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert "skill_manage" not in tools
        assert {"skill_install", "cron_create", "cron_update", "cron_remove"} <= set(tools)
        with pytest.raises(MCPError) as unknown:
            await client.call_tool("skill_manage", {"action": "delete", "name": "alpha"})
        assert unknown.value.error.code == -32602
    assert (home.home / "skills" / "dev" / "alpha" / "SKILL.md").exists()
    async with connected(home.home) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
    write_tools = ("skill_manage", "skill_install", "cron_create", "cron_update", "cron_remove")
    hints = {
        name: (a.read_only_hint, a.destructive_hint, a.idempotent_hint, a.open_world_hint)
        for name in write_tools
        if (a := tools[name].annotations) is not None
    }
    assert hints == {
        "skill_manage": (False, True, False, False),
        "skill_install": (False, False, False, True),
        "cron_create": (False, False, False, False),
        "cron_update": (False, True, True, False),
        "cron_remove": (False, True, True, False),
    }
    # Nothing lets a caller force an install or choose its trust level.
    assert set(tools["skill_install"].input_schema["properties"]) == {
        "source",
        "name",
        "path",
        "ref",
    }


# -- skill_manage ---------------------------------------------------------------------


async def test_a_created_skill_is_listed_viewable_and_the_curators(home: McpHome):
    async with connected(home.home) as client:
        made = await ok(
            client,
            "skill_manage",
            action="create",
            name="tidy-imports",
            content=skill_md("tidy-imports"),
            category="python",
        )
        folder = home.home / "skills" / "python" / "tidy-imports"
        assert made == {
            "action": "create",
            "name": "tidy-imports",
            "folder": str(folder),
            "written": ["SKILL.md"],
            "removed": [],
            "verdict": "safe",
            "findings": [],
            "message": f"created {folder / 'SKILL.md'} (scan: safe)",
        }
        assert "tidy-imports" in await skill_names(client)
        viewed = await ok(client, "skill_view", name="tidy-imports")
        assert "1. Run the sorter." in viewed["content"]
    assert UsageStore(home.home / "skills" / ".usage.json").read()["tidy-imports"].agent_created


async def test_a_create_the_scanner_finds_dangerous_is_refused_and_leaves_nothing(
    home: McpHome,
):
    async with connected(home.home) as client:
        message = await refused(
            client,
            "skill_manage",
            action="create",
            name="tidy-imports",
            content=skill_md("tidy-imports", EVIL),
        )
        assert "rolled back: the scan says dangerous" in message
        assert "EXF001" in message or "CRED001" in message
        assert "tidy-imports" not in await skill_names(client)
    assert not (home.home / "skills" / "tidy-imports").exists()


async def test_patch_edit_files_and_delete(home: McpHome):
    skill = home.home / "skills" / "dev" / "alpha"
    async with connected(home.home) as client:
        patched = await ok(
            client,
            "skill_manage",
            action="patch",
            name="alpha",
            old_string="Read ${HERMES_SKILL_DIR}",
            new_string="Always read ${HERMES_SKILL_DIR}",
        )
        assert (patched["written"], patched["verdict"]) == (["SKILL.md"], "safe")
        assert "Always read" in (skill / "SKILL.md").read_text()
        usage = UsageStore(home.home / "skills" / ".usage.json")
        assert usage.read()["alpha"].patch_count == 1
        missing = await refused(
            client, "skill_manage", action="patch", name="alpha", old_string="zzz", new_string="y"
        )
        assert "the text to replace was not found" in missing
        edited = await ok(
            client, "skill_manage", action="edit", name="alpha", content=skill_md("alpha", "New.\n")
        )
        assert edited["message"] == "rewrote SKILL.md (scan: safe)"
        assert (skill / "SKILL.md").read_text() == skill_md("alpha", "New.\n")
        renamed = await refused(
            client, "skill_manage", action="edit", name="alpha", content=skill_md("other")
        )
        assert "frontmatter name" in renamed
        wrote = await ok(
            client,
            "skill_manage",
            action="write_file",
            name="alpha",
            path="templates/pr.md",
            content="## Summary\n",
        )
        assert wrote["written"] == ["templates/pr.md"]
        assert (skill / "templates" / "pr.md").read_text() == "## Summary\n"
        removed = await ok(
            client, "skill_manage", action="remove_file", name="alpha", path="templates/pr.md"
        )
        assert removed["removed"] == ["templates/pr.md"]
        assert not (skill / "templates" / "pr.md").exists()
        deleted = await ok(client, "skill_manage", action="delete", name="alpha")
        assert deleted["removed"] == ["SKILL.md", "references/checklist.md"]
        assert deleted["verdict"] is None
        assert not skill.exists()
        assert await skill_names(client) == ["beta"]
        gone = await refused(client, "skill_manage", action="delete", name="alpha")
        assert "alpha" in gone


async def test_write_file_outside_the_skills_supporting_folders_is_refused(
    home: McpHome, tmp_path: Path
):
    skill = home.home / "skills" / "dev" / "alpha"
    outside = tmp_path / "outside"
    outside.mkdir()
    (skill / "assets").symlink_to(outside)
    async with connected(home.home) as client:
        for path in (
            "../escape.md",
            "references/../../escape.md",
            "/tmp/escape.md",
            "notes.md",
            "assets/escape.md",
        ):
            message = await refused(
                client, "skill_manage", action="write_file", name="alpha", path=path, content="x"
            )
            assert repr(path) in message
    assert list(outside.iterdir()) == []
    assert not list(home.home.rglob("escape.md"))


async def test_skills_in_external_folders_are_read_only_and_pinned_ones_stay(
    home: McpHome, tmp_path: Path
):
    shared = tmp_path / "external" / "shared"
    shared.mkdir(parents=True)
    (shared / "SKILL.md").write_text(skill_md("shared"))
    (home.home / "config.yaml").write_text(f"skills:\n  external_dirs: [{shared.parent}]\n")
    UsageStore(home.home / "skills" / ".usage.json").set_pinned("beta", True)
    async with connected(home.home) as client:
        assert "shared" in await skill_names(client)
        for arguments in (
            {"action": "patch", "old_string": "sorter", "new_string": "linter"},
            {"action": "write_file", "path": "references/x.md", "content": "x"},
            {"action": "delete"},
        ):
            message = await refused(client, "skill_manage", name="shared", **arguments)
            assert "read-only" in message
        pinned = await refused(client, "skill_manage", action="delete", name="beta")
        assert "pinned" in pinned
    assert (shared / "SKILL.md").read_text() == skill_md("shared")
    assert (home.home / "skills" / "writing" / "beta" / "SKILL.md").exists()


# -- skill_install --------------------------------------------------------------------


async def test_benign_skills_install_from_a_url_an_archive_and_a_well_known_index(
    home: McpHome, site: tuple[str, Path]
):
    url, root = site
    (root / "pdf-tools.md").write_text(skill_md("pdf-tools"))
    tar_gz(
        root / "csv-kit-1.0.tar.gz",
        {"csv-kit/SKILL.md": skill_md("csv-kit"), "csv-kit/references/api.md": "API\n"},
    )
    publish_well_known(root, "git-notes", {"SKILL.md": skill_md("git-notes")})
    async with connected(home.home, allow_writes=False) as client:
        direct = await ok(client, "skill_install", source=f"{url}/pdf-tools.md")
        archive = await ok(client, "skill_install", source=f"{url}/csv-kit-1.0.tar.gz")
        known = await ok(client, "skill_install", source=url, name="git-notes")
        assert {"pdf-tools", "csv-kit", "git-notes"} <= set(await skill_names(client))
        again = await refused(client, "skill_install", source=f"{url}/pdf-tools.md")
        assert "already installed" in again
    skills = home.home / "skills"
    assert archive["files"] == ["SKILL.md", "references/api.md"]
    assert (skills / "csv-kit" / "references" / "api.md").read_text() == "API\n"
    lock = json.loads((skills / ".hub" / "lock.json").read_text())["installed"]
    for result, kind in ((direct, "url"), (archive, "archive"), (known, "well-known")):
        name = result["name"]
        assert (result["source_kind"], result["trust_level"], result["verdict"]) == (
            kind,
            "community",
            "safe",
        )
        assert result["path"] == str(skills / name)
        assert (lock[name]["source"], lock[name]["content_hash"]) == (kind, result["content_hash"])
    audit = (skills / ".hub" / "audit.log").read_text().splitlines()
    assert [line.split()[1:3] for line in audit] == [
        ["INSTALL", "pdf-tools"],
        ["INSTALL", "csv-kit"],
        ["INSTALL", "git-notes"],
    ]


async def test_a_malicious_or_risky_skill_is_refused_and_not_installed(
    home: McpHome, site: tuple[str, Path]
):
    url, root = site
    (root / "evil.md").write_text(skill_md("evil-helper", EVIL))
    (root / "risky.md").write_text(skill_md("risky-demo", RISKY))
    async with connected(home.home) as client:
        evil = await refused(client, "skill_install", source=f"{url}/evil.md")
        assert "evil-helper: not installed (verdict dangerous: blocked" in evil
        assert "EXF001" in evil
        risky = await refused(client, "skill_install", source=f"{url}/risky.md")
        assert "verdict caution" in risky
        assert "confirm" in risky
        assert not {"evil-helper", "risky-demo"} & set(await skill_names(client))
    hub = home.home / "skills" / ".hub"
    assert not (home.home / "skills" / "evil-helper").exists()
    assert not (home.home / "skills" / "risky-demo").exists()
    assert not (hub / "lock.json").exists()
    assert list((hub / "quarantine").iterdir()) == []
    blocked = [line.split()[1:3] for line in (hub / "audit.log").read_text().splitlines()]
    assert blocked == [["BLOCKED", "evil-helper"], ["BLOCKED", "risky-demo"]]


async def test_a_trusted_source_installs_a_caution_skill_but_never_a_dangerous_one(
    home: McpHome, site: tuple[str, Path]
):
    url, root = site
    (root / "risky.md").write_text(skill_md("risky-demo", RISKY))
    (root / "evil.md").write_text(skill_md("evil-helper", EVIL))
    (home.home / "config.yaml").write_text(f"skills:\n  trusted_sources: ['{url}']\n")
    async with connected(home.home) as client:
        risky = await ok(client, "skill_install", source=f"{url}/risky.md")
        assert (risky["trust_level"], risky["verdict"]) == ("trusted", "caution")
        assert [f["risk"] for f in risky["findings"]] == ["medium"]
        evil = await refused(client, "skill_install", source=f"{url}/evil.md")
        assert "verdict dangerous: blocked: trusted source" in evil
    assert not (home.home / "skills" / "evil-helper").exists()


async def test_a_well_known_name_that_climbs_out_writes_nothing_outside(
    home: McpHome, site: tuple[str, Path], tmp_path: Path
):
    # The name picks the index entry and, unchecked, was the staging folder: a listed
    # "../../…" name wrote the site's files wherever it pointed, never quarantined.
    url, root = site
    landing = tmp_path / "landing"
    name = "../" * 40 + str(landing).lstrip("/")
    skills = root / ".well-known" / "skills"
    skills.mkdir(parents=True)
    (skills / "index.json").write_text(json.dumps({"skills": [{"name": name}]}))
    # http.server normalises the request path: serve the file where it looks.
    served = root / str(landing).lstrip("/")
    served.mkdir(parents=True)
    (served / "SKILL.md").write_text(skill_md("landing", EVIL))
    async with connected(home.home) as client:
        message = await refused(client, "skill_install", source=url, name=name)
    assert "not a valid skill name" in message
    assert not landing.exists()


async def test_a_skill_installs_from_a_git_repository_and_bad_sources_are_refused(
    home: McpHome, tmp_path: Path
):
    repo = tmp_path / "repo"
    (repo / "skills" / "release-notes").mkdir(parents=True)
    (repo / "skills" / "release-notes" / "SKILL.md").write_text(skill_md("release-notes"))
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-qm", "skill"], check=True)
    async with connected(home.home) as client:
        installed = await ok(
            client, "skill_install", source=f"file://{repo}", path="skills/release-notes"
        )
        assert (installed["name"], installed["source_kind"]) == ("release-notes", "git")
        for arguments, message in (
            ({"source": "skills/x"}, "absolute path"),
            ({"source": str(tmp_path / "none")}, "not an http(s) URL"),
            ({"source": str(repo), "name": "x"}, "well-known"),
            ({"source": "https://example.org/x.md", "ref": "main"}, "git repositories only"),
            ({"source": " "}, "empty"),
        ):
            assert message in await refused(client, "skill_install", **arguments)
    assert (home.home / "skills" / "release-notes" / "SKILL.md").exists()


# -- cron -----------------------------------------------------------------------------


async def test_cron_jobs_are_created_updated_paused_and_removed(home: McpHome):
    async with connected(home.home, allow_writes=False) as client:
        job = await ok(
            client,
            "cron_create",
            prompt="Check the build",
            schedule="every 2h",
            name="build",
            skills=["alpha"],
        )
        assert (job["name"], job["schedule"], job["state"], job["enabled"], job["skills"]) == (
            "build",
            "every 120m",
            "scheduled",
            True,
            ["alpha"],
        )
        listed = (await ok(client, "cron_list"))["jobs"]
        assert job in listed
        paused = await ok(
            client, "cron_create", prompt="Later", schedule="0 9 * * 1-5", enabled=False
        )
        assert (paused["state"], paused["enabled"], paused["schedule"]) == (
            "paused",
            False,
            "0 9 * * 1-5",
        )
        changed = await ok(
            client, "cron_update", job_id="build", schedule="30 8 * * *", name="morning-build"
        )
        assert (changed["id"], changed["name"], changed["schedule"]) == (
            job["id"],
            "morning-build",
            "30 8 * * *",
        )
        off = await ok(client, "cron_update", job_id=job["id"], enabled=False)
        assert (off["state"], off["enabled"]) == ("paused", False)
        on = await ok(
            client, "cron_update", job_id="morning-build", prompt="Check CI", enabled=True
        )
        assert (on["state"], on["prompt"]) == ("scheduled", "Check CI")
        assert on["skills"] == ["alpha"]  # kept unless given
        reskilled = await ok(client, "cron_update", job_id=job["id"], skills=["beta", "alpha"])
        assert reskilled["skills"] == ["beta", "alpha"]
        cleared = await ok(client, "cron_update", job_id=job["id"], skills=[])
        assert cleared["skills"] == []
        removed = await ok(client, "cron_remove", job_id=job["id"])
        assert removed["id"] == job["id"]
        ids = {j["id"] for j in (await ok(client, "cron_list"))["jobs"]}
        assert ids == {home.job_id, paused["id"]}


async def test_a_bad_schedule_or_an_unknown_job_is_an_error_result(home: McpHome):
    async with connected(home.home, allow_writes=False) as client:
        bad = await refused(client, "cron_create", prompt="x", schedule="every tuesday")
        assert "'tuesday' is not a duration" in bad
        before = (await ok(client, "cron_list"))["jobs"]
        assert "not a schedule" in await refused(
            client, "cron_update", job_id=home.job_id, schedule="soon"
        )
        assert "not a valid cron expression" in await refused(
            client, "cron_update", job_id=home.job_id, schedule="61 * * * *"
        )
        assert "no job 'nope'" in await refused(client, "cron_update", job_id="nope", name="x")
        assert "no job 'nope'" in await refused(client, "cron_remove", job_id="nope")
        assert "nothing to change" in await refused(client, "cron_update", job_id=home.job_id)
        assert (await ok(client, "cron_list"))["jobs"] == before


# -- views counted as uses ------------------------------------------------------------


async def test_viewing_a_skill_counts_as_a_use_but_a_supporting_file_does_not(home: McpHome):
    usage = UsageStore(home.home / "skills" / ".usage.json")
    async with connected(home.home, allow_writes=False) as client:
        await ok(client, "skill_view", name="alpha")
        await ok(client, "skill_view", name="dev/alpha")
        await ok(client, "skill_view", name="alpha", path="references/checklist.md")
    record = usage.read()["alpha"]
    assert (record.view_count, record.use_count) == (2, 2)
    assert "beta" not in usage.read()


async def test_views_arriving_together_are_all_counted(home: McpHome):
    # They are written in batches off the answer's path; none may be lost, and what is
    # still pending when the server closes is written then.
    usage = UsageStore(home.home / "skills" / ".usage.json")
    async with connected(home.home, allow_writes=False) as client:
        async with anyio.create_task_group() as group:
            for _ in range(30):
                group.start_soon(functools.partial(ok, client, "skill_view", name="beta"))
        await ok(client, "skill_view", name="alpha")
    counts = {name: record.view_count for name, record in usage.read().items()}
    assert counts == {"beta": 30, "alpha": 1}


async def test_a_view_that_cannot_be_counted_still_shows_the_skill(
    home: McpHome, caplog: pytest.LogCaptureFixture
):
    (home.home / "skills" / ".usage.json").mkdir()  # unreadable as a file
    caplog.set_level(logging.WARNING, logger="hermes_mcp.usage")
    async with connected(home.home, allow_writes=False) as client:
        viewed = await ok(client, "skill_view", name="beta")
    assert "Group the changes by kind." in viewed["content"]
    assert "could not count 1 view(s) of beta" in caplog.text
