"""The skills the server can point to: every SKILL.md under the workspace folders and
under HERMES_HOME's skills folder, by folder name. Rebuilt when a watched file changes
(see :mod:`hermes_lsp.features.live`), cached otherwise."""

from __future__ import annotations

from pathlib import Path

from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_files import uri_path

__all__ = ["skill_roots", "skills_by_name"]

_DEPTH = 8


def skill_roots(ls: HermesLanguageServer) -> list[Path]:
    """The workspace folders and HERMES_HOME's skills folder (and configured extra
    roots), each once."""
    from hermes_core.paths import HermesPaths

    roots: list[Path] = []
    for folder in ls.workspace.folders.values():
        path = uri_path(folder.uri)
        if path is not None:
            roots.append(path)
    root_uri = ls.workspace.root_uri
    if not roots and root_uri:
        path = uri_path(root_uri)
        if path is not None:
            roots.append(path)
    roots.append(HermesPaths.from_env().skills_dir)
    roots.extend(ls.settings.skill_roots)
    unique: list[Path] = []
    for root in roots:
        if root not in unique:
            unique.append(root)
    return unique


def skills_by_name(ls: HermesLanguageServer) -> dict[str, Path]:
    """``folder name -> SKILL.md`` (the first found wins: workspace before home)."""
    cached = ls.state.skill_index
    if cached is not None:
        return cached
    from hermes_core.skills.walk import iter_skill_files

    found: dict[str, Path] = {}
    for root in skill_roots(ls):
        if root.is_dir():
            for location in iter_skill_files(root, _DEPTH):
                found.setdefault(location.skill_dir.name, location.path)
    ls.state.skill_index = found
    return found
