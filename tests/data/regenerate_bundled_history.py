"""Add the hashes of the bundled skills as they are now to
``hermes_core/provenance/bundled_history.txt``: a maintainer's step whenever a bundled
skill changes (``tests/core/provenance/test_two_bundles.py`` says when). Old lines stay,
so copies of every earlier version are still recognised.

    .venv/bin/python tests/data/regenerate_bundled_history.py
"""

from __future__ import annotations

from hermes_core.provenance.bundles import HISTORY, bundled_skills, bundled_source, known_hashes
from hermes_core.provenance.hashing import bundled_hashes

__all__ = ["main"]


def main() -> int:
    """Append what is missing; print what was added."""
    known = known_hashes()
    added = []
    for name, folder in sorted(bundled_skills(bundled_source()).items()):
        digest = bundled_hashes(folder)[0]
        if digest not in known.get(name, ()):
            added.append(f"{name}:{digest}")
    if added:
        with HISTORY.open("a", encoding="utf-8") as out:
            out.writelines(f"{line}\n" for line in added)
    for line in added:
        print(f"added {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
