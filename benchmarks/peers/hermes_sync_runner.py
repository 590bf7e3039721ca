"""Times hermes-agent 0.19.0's own bundled-skill sync (``tools.skills_sync.sync_skills``)
in its venv: fresh (an empty HERMES_HOME) and unchanged (a second run). Prints JSON.

usage: <peer venv>/bin/python -I hermes_sync_runner.py BUNDLED_SKILLS_DIR [--repeat N]
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time


def main() -> None:
    bundled = sys.argv[1]
    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 5
    fresh, unchanged = [], []
    for _ in range(repeat):
        home = tempfile.mkdtemp(prefix="hermes-peer-sync-")
        os.environ["HERMES_HOME"] = home
        os.environ["HERMES_BUNDLED_SKILLS"] = bundled
        for name in [m for m in sys.modules if m.startswith(("tools", "hermes_constants"))]:
            del sys.modules[name]  # the module reads HERMES_HOME when imported
        from tools import skills_sync

        started = time.perf_counter()
        first = skills_sync.sync_skills(quiet=True)
        fresh.append(time.perf_counter() - started)
        started = time.perf_counter()
        skills_sync.sync_skills(quiet=True)
        unchanged.append(time.perf_counter() - started)
        copied = len(first.get("copied", []))
        shutil.rmtree(home)
    print(json.dumps({"fresh": fresh, "unchanged": unchanged, "copied": copied}))


if __name__ == "__main__":
    main()
