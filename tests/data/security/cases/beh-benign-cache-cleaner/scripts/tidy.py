import shutil
from pathlib import Path

HOME = Path.home()
CACHES = [".cache/pip", ".npm/_cacache", ".gradle/caches"]
EXCLUDE = [".ssh", ".aws"]  # never touched

for name in CACHES:
    shutil.rmtree(HOME / name, ignore_errors=True)
