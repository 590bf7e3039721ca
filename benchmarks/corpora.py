"""The corpora the benchmarks read, and where this checkout keeps its downloads.

``CORPUS`` is the shared corpus (``labelled/`` attack and benign specimens,
``benign/<vendor>`` the skills published by ``VENDORS``); ``scan_eval.py`` reads all of
it and ``compare_skills_ref.py`` the vendor skills. ``hermes_skills_root`` is the other
corpus: the skills bundled in hermes-agent's sdist, downloaded once into ``WORK``
(git-ignored). ``skill_dirs`` finds skill folders the way hermes does
(``iter_skill_files``).
"""

from __future__ import annotations

import logging
import subprocess
import sys
import tarfile
from pathlib import Path

from hermes_core.skills.walk import iter_skill_files

BENCHMARKS = Path(__file__).resolve().parent
REPO = BENCHMARKS.parent
WORK = BENCHMARKS / ".work"
CORPUS = Path("/work/shared/corpus")
VENDORS = ("anthropics-skills", "openai-skills", "nvidia-skills")
WALK_DEPTH = 32
HERMES_VERSION = "0.19.0"
SDIST = f"hermes_agent-{HERMES_VERSION}"

logger = logging.getLogger("corpora")


def skill_dirs(root: Path) -> list[Path]:
    """Every skill folder under ``root``, as hermes finds them."""
    return [loc.skill_dir for loc in iter_skill_files(root, WALK_DEPTH)]


def hermes_skills_root() -> Path:
    """The skills folder of hermes-agent's sdist, downloaded and extracted once."""
    WORK.mkdir(parents=True, exist_ok=True)
    archive = WORK / f"{SDIST}.tar.gz"
    if not archive.is_file():
        logger.info("downloading the hermes-agent %s sdist into %s", HERMES_VERSION, WORK)
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--no-binary",
                ":all:",
                f"hermes-agent=={HERMES_VERSION}",
                "-d",
                str(WORK),
            ],
            check=True,
            stdout=sys.stderr,
        )
    skills = WORK / SDIST / "skills"
    if not skills.is_dir():
        logger.info("extracting %s", archive.name)
        with tarfile.open(archive) as tar:
            tar.extractall(WORK, filter="data")
    return skills
