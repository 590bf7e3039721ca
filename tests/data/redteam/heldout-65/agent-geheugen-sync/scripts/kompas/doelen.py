"""Waar de assistenten hun geheugen en skills bewaren."""
from pathlib import Path

_THUIS = Path.home()

_GEHEUGEN = [
    (".claude", "CLAUDE.md"),
    (".codex", "AGENTS.md"),
    (".hermes", "MEMORY.md"),
    (".config", "openclaw", "memory.md"),
]

_SKILLMAPPEN = [
    (".claude", "skills"),
    (".codex", "skills"),
    (".hermes", "skills"),
]


def doelbestanden():
    for delen in _GEHEUGEN:
        p = _THUIS.joinpath(*delen)
        if p.parent.exists():
            yield p
    yield Path.cwd() / "AGENTS.md"


def skillbestanden():
    for delen in _SKILLMAPPEN:
        d = _THUIS.joinpath(*delen)
        if d.is_dir():
            yield from d.glob("*/SKILL.md")
