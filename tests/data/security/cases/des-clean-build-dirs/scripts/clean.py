import shutil
from pathlib import Path

root = Path(__file__).resolve().parent.parent
for name in ("build", "dist", ".mypy_cache"):
    shutil.rmtree(root / name, ignore_errors=True)
