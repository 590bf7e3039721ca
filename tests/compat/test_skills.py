"""Both programs seed one home — Hermes Agent 0.19.0 with its own code, this product with
``hermes skills sync`` — in either order, five rounds each way, and no skill changes
hands: Hermes Agent's ``test-driven-development`` (a different skill with our name)
stays its own, our other skills stay ours, user edits on either side survive, and each
program's list of modified skills and diff read the home correctly."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from hermes_core.provenance import bundled_hashes, read_bundled_manifest
from hermes_core.provenance.seeding import bundled_skills, bundled_source
from tests.compat.hermes_agent import HermesAgent
from tests.compat.ours import ours

CLASH = "test-driven-development"
ROUNDS = 5
OURS = bundled_skills(bundled_source())


def our_sync(home: Path) -> dict[str, list[str]]:
    done = ours(home, "skills", "sync", "--format", "json")
    assert done.returncode == 0, done.stderr
    report: dict[str, list[str]] = json.loads(done.stdout)
    return report


def snapshot(home: Path) -> dict[str, tuple[str, str]]:
    """Every skill folder: name -> (where it is, the hash of its files)."""
    found = {}
    for skill_md in sorted((home / "skills").rglob("SKILL.md")):
        relative = skill_md.parent.relative_to(home / "skills")
        if any(part.startswith(".") for part in relative.parts):
            continue
        found[skill_md.parent.name] = (relative.as_posix(), bundled_hashes(skill_md.parent)[0])
    return found


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else "absent"


def edit(folder: Path, line: str) -> None:
    skill_md = folder / "SKILL.md"
    skill_md.write_text(skill_md.read_text() + f"\n{line}\n")


def _alternate(hermes_agent: HermesAgent, home: Path, rounds: int = ROUNDS) -> None:
    """Sync with each program in turn; nothing may move after the first round."""
    settled = snapshot(home)
    theirs, mine = (
        digest(home / "skills/.bundled_manifest"),
        digest(home / "skills/.workbench_bundled_manifest"),
    )
    for round_ in range(rounds):
        result = hermes_agent.sync(home)
        assert (result["copied"], result["updated"]) == ([], []), f"round {round_}: {result}"
        report = our_sync(home)
        assert (report["copied"], report["updated"], report["released"]) == ([], [], [])
        assert snapshot(home) == settled, f"a skill changed in round {round_}"
        assert digest(home / "skills/.bundled_manifest") == theirs
        assert digest(home / "skills/.workbench_bundled_manifest") == mine


def test_hermes_agent_first_then_five_alternating_rounds_change_no_hands(
    hermes_agent: HermesAgent, tmp_path: Path
):
    home = tmp_path / "home"
    first = hermes_agent.sync(home)
    assert CLASH in first["copied"]
    theirs_tdd = home / "skills" / "software-development" / CLASH
    stock = bundled_hashes(hermes_agent.bundled / "software-development" / CLASH)
    report = our_sync(home)
    assert bundled_hashes(theirs_tdd) == stock  # the defect: ours replaced it
    assert report["another_bundle"] == [CLASH]
    assert sorted(report["copied"]) == sorted(set(OURS) - {CLASH})
    edit(theirs_tdd, "My note on Hermes Agent's TDD.")
    edit(home / "skills" / "software-development" / "plan", "My note on plan.")
    edit(home / "skills" / "software-development" / "code-review", "My review rule.")
    their_manifest = read_bundled_manifest(home / "skills" / ".bundled_manifest")
    assert not set(their_manifest) & (set(OURS) - {CLASH})  # ours never written there
    _alternate(hermes_agent, home)

    assert "My note on Hermes Agent's TDD." in (theirs_tdd / "SKILL.md").read_text()
    assert "RED-GREEN-REFACTOR" in (theirs_tdd / "SKILL.md").read_text()
    # Hermes Agent reads its manifest correctly: its own two edits, nothing of ours.
    modified = hermes_agent.python(
        home,
        """
        from tools.skills_sync import list_user_modified_bundled_skills
        print(sorted(m["name"] for m in list_user_modified_bundled_skills()))
        """,
    )
    assert modified.strip() == str(sorted([CLASH, "plan"]))
    listed = ours(home, "skills", "list-modified", "--format", "json")
    rows = {row["name"]: row["bundle"] for row in json.loads(listed.stdout)}
    assert rows == {
        CLASH: "hermes-agent",
        "plan": "hermes-agent",
        "code-review": "hermes-workbench",
    }


def test_we_seed_first_then_five_alternating_rounds_change_no_hands(
    hermes_agent: HermesAgent, tmp_path: Path
):
    home = tmp_path / "home"
    report = our_sync(home)
    assert sorted(report["copied"]) == sorted(OURS)
    result = hermes_agent.sync(home)
    assert CLASH not in result["copied"]
    ours_tdd = home / "skills" / "software-development" / CLASH
    assert bundled_hashes(ours_tdd) == bundled_hashes(OURS[CLASH])  # still ours
    assert CLASH not in read_bundled_manifest(home / "skills" / ".bundled_manifest")
    edit(ours_tdd, "My note on our TDD.")
    _alternate(hermes_agent, home)
    assert "My note on our TDD." in (ours_tdd / "SKILL.md").read_text()
    listed = ours(home, "skills", "list-modified", "--format", "json")
    assert [(r["name"], r["bundle"]) for r in json.loads(listed.stdout)] == [
        (CLASH, "hermes-workbench")
    ]


def test_a_home_our_older_version_fought_over_settles_in_one_sync(
    hermes_agent: HermesAgent, tmp_path: Path
):
    """What the previous version left: our skills listed in .bundled_manifest, and
    Hermes Agent's test-driven-development overwritten by ours."""
    home = tmp_path / "home"
    hermes_agent.sync(home)
    clash = home / "skills" / "software-development" / CLASH
    shutil.rmtree(clash)
    shutil.copytree(OURS[CLASH], clash)
    for folder in OURS.values():
        target = home / "skills" / folder.relative_to(bundled_source())
        if not target.exists():
            shutil.copytree(folder, target)
    manifest = home / "skills" / ".bundled_manifest"
    lines = manifest.read_text().splitlines()
    lines = [line for line in lines if not line.startswith(f"{CLASH}:")]
    lines += [f"{name}:{bundled_hashes(folder)[0]}" for name, folder in OURS.items()]
    manifest.write_text("\n".join(sorted(lines)) + "\n")
    report = our_sync(home)
    assert report["claimed"] == sorted(OURS)
    assert not set(read_bundled_manifest(manifest)) & set(OURS)
    _alternate(hermes_agent, home)
    assert bundled_hashes(clash) == bundled_hashes(OURS[CLASH])


def test_diff_of_hermes_agents_skill_shows_only_the_users_edit_in_both_programs(
    hermes_agent: HermesAgent, tmp_path: Path
):
    home = tmp_path / "home"
    hermes_agent.sync(home)
    our_sync(home)
    edit(home / "skills" / "software-development" / CLASH, "My own line.")
    theirs = hermes_agent.cli(home, "skills", "diff", CLASH, check=False)
    assert "+My own line." in theirs.stdout
    unknown = ours(home, "skills", "diff", CLASH)
    assert unknown.returncode == 1
    assert "origin unknown" in unknown.stderr
    assert unknown.stdout == ""
    mine = ours(home, "skills", "diff", CLASH, "--against", str(hermes_agent.bundled))
    assert mine.returncode == 1
    added = [line for line in mine.stdout.splitlines() if line.startswith(("+", "-"))]
    assert added == [
        "--- seeded/SKILL.md",
        "+++ yours/SKILL.md",
        "+",
        "+My own line.",
    ]
