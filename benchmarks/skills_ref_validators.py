"""Running both validators for ``compare_skills_ref.py``: skills-ref 0.1.1 in its own
venv (created when missing; ``peers/skills_ref_runner.py`` calls its ``validate()`` on
every folder in one subprocess and records crashes, and ``agentskills validate`` runs
on a folder), and our linter in-process with the strict ``agentskills`` profile."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType

from corpora import BENCHMARKS
from skills_ref_results import (
    SKILL_FILE,
    OurDiagnostic,
    OurResult,
    RefCrash,
    RefResult,
    SkillDir,
)

from hermes_core.skills.document import read_skill_file
from hermes_core.skills.lint import get_profile, lint_document

logger = logging.getLogger("compare_skills_ref")

DEFAULT_PEER_VENV = BENCHMARKS / ".peers" / "skills-ref-0.1.1"
PEER_REQUIREMENT = "skills-ref==0.1.1"
PEER_VERSION = "0.1.1"
RUNNER = BENCHMARKS / "peers" / "skills_ref_runner.py"
PROFILE = "agentskills"


def find_skill_dirs(root: Path, corpus: str) -> list[SkillDir]:
    """Every folder under ``root`` (hidden ones too) that holds a SKILL.md."""
    found: list[SkillDir] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != ".git")
        if SKILL_FILE in files:
            path = Path(folder)
            rel = path.relative_to(root).as_posix()
            label = corpus if rel == "." else f"{corpus}/{rel}"
            found.append(SkillDir(corpus, path, label))
    return found


def ensure_peer_venv(venv: Path) -> Path:
    """The venv's python, after creating the venv and installing skills-ref if needed."""
    python = venv / "bin" / "python"
    if not python.exists():
        logger.info("creating %s", venv)
        venv.parent.mkdir(parents=True, exist_ok=True)
        python3 = shutil.which("python3") or sys.executable
        subprocess.run([python3, "-m", "venv", str(venv)], check=True, stdout=sys.stderr)
    if not (venv / "bin" / "agentskills").exists():
        logger.info("installing %s into %s", PEER_REQUIREMENT, venv)
        pip = [str(python), "-m", "pip", "install", "--quiet", PEER_REQUIREMENT]
        subprocess.run(pip, check=True, stdout=sys.stderr)
    return python


def _ref_crash(raw: object) -> RefCrash | None:
    if not isinstance(raw, dict):
        return None
    during = raw.get("during")
    return RefCrash(str(raw["type"]), str(during) if during else None, str(raw["message"]))


def _ref_result(raw: Mapping[str, object]) -> RefResult:
    """One result of the runner's JSON."""
    messages, parsed, yaml_error = raw.get("messages"), raw.get("parsed"), raw.get("yaml_error")
    return RefResult(
        tuple(str(m) for m in messages) if isinstance(messages, list) else (),
        _ref_crash(raw.get("crash")),
        str(yaml_error) if yaml_error else None,
        MappingProxyType(parsed) if isinstance(parsed, dict) else None,
    )


def run_skills_ref(python: Path, skills: Sequence[SkillDir]) -> dict[Path, RefResult]:
    """skills-ref's ``validate()`` on every skill, in one subprocess."""
    logger.info("running skills-ref on %d skills", len(skills))
    request = json.dumps([str(s.path) for s in skills])
    done = subprocess.run(
        [str(python), str(RUNNER)], input=request, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"skills-ref runner failed with exit code {done.returncode}")
    output = json.loads(done.stdout)
    if output["version"] != PEER_VERSION:
        logger.warning("expected skills-ref %s, found %s", PEER_VERSION, output["version"])
    return {Path(raw["dir"]): _ref_result(raw) for raw in output["results"]}


def run_cli(venv: Path, skill_dir: Path) -> tuple[int, list[str]]:
    """``agentskills validate DIR``: exit code and the gist of what it printed."""
    done = subprocess.run(
        [str(venv / "bin" / "agentskills"), "validate", str(skill_dir)],
        capture_output=True,
        text=True,
        check=False,
    )
    lines = [line for line in (done.stdout + done.stderr).splitlines() if line.strip()]
    return done.returncode, lines[-1:] if "Traceback" in done.stderr else lines[:2]


def lint_ours(skill_md: Path) -> OurResult:
    """Our linter, strict agentskills profile, on one SKILL.md."""
    try:
        document = read_skill_file(skill_md)
        result = lint_document(document, get_profile(PROFILE))
    except Exception as exc:  # a crash of ours is a finding to report, so keep going
        logger.exception("our linter crashed on %s", skill_md)
        return OurResult((), 0, None, MappingProxyType({}), f"{type(exc).__name__}: {exc}")
    parsed = document.parsed
    diagnostics = tuple(
        OurDiagnostic(
            d.code, str(d.severity), d.range.start.line + 1, d.range.start.character + 1, d.message
        )
        for d in result.diagnostics
    )
    span = parsed.yaml_span
    frontmatter = parsed.text[span.start : span.end] if span is not None else None
    values = parsed.root.value if parsed.root is not None else None
    return OurResult(
        diagnostics,
        parsed.lines.line_count,
        frontmatter,
        MappingProxyType(values if isinstance(values, dict) else {}),
    )
