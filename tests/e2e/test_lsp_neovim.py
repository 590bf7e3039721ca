"""Headless Neovim (Debian's 0.7.2 in CI) as a real client of ``hermes lsp``: the
Lua script in ``nvim/`` opens a skill with known problems, checks the diagnostics,
hovers the name, applies a quick fix and sees its diagnostic clear.

Without ``nvim`` on PATH the test is skipped, unless ``HERMES_E2E_REQUIRE=1`` (set by
``.ci/run``, which installs Neovim), where a missing client is a failure."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.test_lsp_pytest_lsp import SKILL

SCRIPT = Path(__file__).with_name("nvim") / "skill_check.lua"


def _nvim() -> str:
    found = shutil.which("nvim")
    if found is None:
        if os.environ.get("HERMES_E2E_REQUIRE") == "1":
            pytest.fail("nvim is not installed (HERMES_E2E_REQUIRE=1)")
        pytest.skip("nvim is not installed")
    return found


def test_neovim_sees_diagnostics_hovers_and_applies_a_quick_fix(tmp_path):
    nvim = _nvim()
    skill = tmp_path / "ws" / "report-builder" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text(SKILL, encoding="utf-8")
    state = tmp_path / "nvim-state"
    env = {
        **os.environ,
        "HERMES_LSP_CMD": "\t".join([sys.executable, "-m", "hermes_cli", "lsp"]),
        "SKILL_PATH": str(skill),
        "TIMEOUT_MS": "20000",
        "XDG_CONFIG_HOME": str(state / "config"),
        "XDG_DATA_HOME": str(state / "data"),
        "XDG_STATE_HOME": str(state / "state"),
        "XDG_CACHE_HOME": str(state / "cache"),
    }
    run = subprocess.run(
        [nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", f"luafile {SCRIPT}"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    report = run.stdout + run.stderr
    assert "FAIL" not in report, report
    assert report.count("PASS") >= 8, report
    assert run.returncode == 0, report
