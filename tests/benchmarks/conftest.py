"""The benchmark helpers are scripts that import their siblings by name (``import
mutation_markdown``), as ``python benchmarks/x.py`` runs them: their folder goes on the path."""

from __future__ import annotations

import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
if str(BENCHMARKS) not in sys.path:
    sys.path.insert(0, str(BENCHMARKS))
