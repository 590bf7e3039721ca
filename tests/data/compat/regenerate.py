"""Regenerate the hermes-agent 0.19.0 compatibility fixtures in ``hermes-0.19.0/``.

Run with hermes-agent 0.19.0's own interpreter (the benchmarks' peer venv), from a folder
outside this repository (its ``hermes_cli`` would shadow hermes-agent's):

    cd /tmp && /path/to/repo/benchmarks/.peers/hermes-agent-0.19.0/bin/python -I \\
        /path/to/repo/tests/data/compat/regenerate.py

It seeds two bundled skills with hermes-agent's ``sync_skills``, records a hub install with
its ``HubLockFile`` and ``append_audit_log`` (hash from its ``skills_guard.content_hash``),
and counts views, uses and patches with its ``skill_usage`` functions. The resulting
``skills/`` folder (skill folders, ``.bundled_manifest``, ``.hub/lock.json``,
``.hub/audit.log``, ``.usage.json``) replaces ``hermes-0.19.0/skills``.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET = HERE / "hermes-0.19.0"


def write_skill(folder: Path, name: str, body: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(f"---\nname: {name}\ndescription: {body}\n---\n# {name}\n\n{body}\n")


def main() -> None:
    work = Path(tempfile.mkdtemp(prefix="hermes-compat-"))
    bundle = work / "bundle"
    write_skill(bundle / "devops" / "deploy-checks", "deploy-checks", "Checks a deployment.")
    (bundle / "devops" / "deploy-checks" / "scripts").mkdir()
    (bundle / "devops" / "deploy-checks" / "scripts" / "check.sh").write_text("#!/bin/sh\necho ok\n")
    write_skill(bundle / "notes" / "meeting-notes", "meeting-notes", "Writes up meetings.")
    os.environ["HERMES_HOME"] = str(work / "home")
    os.environ["HERMES_BUNDLED_SKILLS"] = str(bundle)

    from tools import skill_usage, skills_guard, skills_hub, skills_sync

    result = skills_sync.sync_skills(quiet=True)
    assert sorted(result["copied"]) == ["deploy-checks", "meeting-notes"], result
    skills = work / "home" / "skills"
    installed = skills / "paper-search"
    write_skill(installed, "paper-search", "Finds papers.")
    (installed / "tips.md").write_text("Search tips.\n")
    digest = skills_guard.content_hash(installed)
    skills_hub.HubLockFile().record_install(
        name="paper-search",
        source="github",
        identifier="acme/skills/research/paper-search",
        trust_level="community",
        scan_verdict="safe",
        skill_hash=digest,
        install_path="paper-search",
        files=["SKILL.md", "tips.md"],
    )
    skills_hub.append_audit_log("INSTALL", "paper-search", "github", "community", "safe", digest)
    skill_usage.bump_view("deploy-checks")
    skill_usage.bump_use("deploy-checks")
    skill_usage.bump_patch("meeting-notes")
    write_skill(skills / "drafts" / "quick-draft", "quick-draft", "A draft the agent wrote.")
    skill_usage.mark_agent_created("quick-draft")
    if TARGET.exists():
        shutil.rmtree(TARGET)
    shutil.copytree(skills, TARGET / "skills", ignore=shutil.ignore_patterns("*.lock"))
    shutil.rmtree(work)
    print(f"regenerated {TARGET}", file=sys.stderr)


if __name__ == "__main__":
    main()
