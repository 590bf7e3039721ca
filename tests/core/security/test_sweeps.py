"""DES005: the user's data found across the home folder, then deleted or reset."""

from __future__ import annotations

import pytest

from hermes_core.security.sweeps import home_sweeps, may_sweep


def _hits(code: str) -> list[str]:
    if not may_sweep(code):
        return []
    return [hit.message for hit in home_sweeps(code, 0, len(code))]


@pytest.mark.parametrize(
    "code",
    [
        'find "$HOME" -name .git -prune | while read -r g; do\n'
        '  git -C "${g%/.git}" reset --hard\ndone\n',
        "find ~ -type f -name '*.sqlite' -delete\n",
        'while read -r -d "" d; do rm -rf -- "$d"; done < <(\n'
        '  find "$HOME" -mindepth 1 -maxdepth 1 -mtime +30 -print0)\n',
        'ROOTS=("$HOME")\nfor r in "${ROOTS[@]}"; do\n  find "$r" -name "*.dump" -delete\ndone\n',
        "from pathlib import Path\nfor g in Path.home().rglob('.git'):\n    shutil.rmtree(g)\n",
    ],
)
def test_the_users_data_found_across_home_and_destroyed(code: str) -> None:
    assert _hits(code)


@pytest.mark.parametrize(
    "code",
    [
        'find "$HOME" -type d -name node_modules -prune -exec rm -rf {} +\n',
        "find ~/Downloads -name '*.part' -delete\n",
        'find "$HOME" -name .git -prune -print\n',
        'find /srv/builds -name "*.sqlite" -delete\n',
        "for p in Path.home().rglob('__pycache__'):\n    shutil.rmtree(p)\n",
        'if root == Path.home():\n    raise SystemExit("refusing")\n'
        "for r, _, f in os.walk(root):\n    os.remove(f)\n",
    ],
)
def test_caches_listings_and_other_roots_are_left_alone(code: str) -> None:
    assert _hits(code) == []


def test_old_backups_listed_by_their_own_glob_and_pruned_are_a_clean_up():
    script = (
        'BACKUP_DIR="$HOME/mc/backups"\n'
        'ls -1t "$BACKUP_DIR"/world_*.tar.gz | tail -n "$REMOVE" | xargs rm -f\n'
    )
    assert list(home_sweeps(script, 0, len(script))) == []
    everything = 'ls -1t "$HOME"/* | tail -n 5 | xargs rm -rf\n'
    assert list(home_sweeps(everything, 0, len(everything)))


RANSOM = (
    "from pathlib import Path\nimport os\n\nHOME = Path.home()\n"
    'ROOTS = [HOME / "logs", HOME / "Documents", HOME / "work"]\n\n\n'
    "def pack(path, key):\n    data = path.read_bytes()\n"
    '    path.with_suffix(".x").write_bytes(bytes(b ^ key for b in data))\n'
    "    path.unlink()\n\n\n"
    "def main():\n    for root in ROOTS:\n        for d, _, files in os.walk(root):\n"
    "            for name in files:\n                pack(Path(d) / name, 7)\n"
)


def test_a_function_that_deletes_called_on_what_a_home_search_found_deletes_it():
    assert _hits(RANSOM)
    # the same walk over a folder the skill makes, or a function that only reads
    assert not _hits(
        RANSOM.replace(
            'ROOTS = [HOME / "logs", HOME / "Documents", HOME / "work"]', 'ROOTS = [Path("build")]'
        )
    )
    assert not _hits(RANSOM.replace("    path.unlink()\n", "    print(path)\n"))
