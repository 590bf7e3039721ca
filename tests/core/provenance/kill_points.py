"""Killing a child process at its Nth file-system write, for crash tests: the kill
points are operations, not moments, so every kill lands inside the run however fast or
loaded the machine is. ``KILL_AT_NTH_WRITE`` is Python source for a child script: it
installs an audit hook counting writes (``open`` for writing, renames, deletes, folder
creation) and kills the process with SIGKILL at write ``KILL_AT`` (an environment
variable; 0 never kills). At exit the child prints ``writes=<count>``, so the parent can
learn how many writes a whole run makes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

__all__ = ["KILL_AT_NTH_WRITE", "killed", "run_child", "writes_of"]

KILL_AT_NTH_WRITE = """
import atexit, os, signal, sys
_WRITES = {"os.rename", "os.remove", "os.rmdir", "os.mkdir", "shutil.rmtree", "os.truncate"}
_kill_at, _seen = int(os.environ.get("KILL_AT", "0")), [0]
def _hook(event, args):
    writing = event == "open" and (
        (isinstance(args[1], str) and any(c in args[1] for c in "wax+"))
        or (isinstance(args[2], int) and args[2] & (os.O_WRONLY | os.O_RDWR))
    )
    if event in _WRITES or writing:
        _seen[0] += 1
        if _seen[0] == _kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
sys.addaudithook(_hook)
atexit.register(lambda: print(f"writes={_seen[0]}", flush=True))
"""


def run_child(script: str, args: list[str], kill_at: int) -> subprocess.CompletedProcess[str]:
    """Run ``script`` (after the hook) with ``args``, killed at write ``kill_at``."""
    return subprocess.run(
        [sys.executable, "-c", KILL_AT_NTH_WRITE + script, *args],
        env={**os.environ, "KILL_AT": str(kill_at)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def writes_of(done: subprocess.CompletedProcess[str]) -> int:
    """How many writes a run that was not killed made."""
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip().splitlines()[-1].removeprefix("writes="))


def killed(done: subprocess.CompletedProcess[str]) -> bool:
    return done.returncode == -signal.SIGKILL
