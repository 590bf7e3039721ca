"""A skill's provenance as the Markdown of a hover."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hermes_core.provenance import Provenance

__all__ = ["provenance_markdown"]


def provenance_markdown(skill_dir: Path) -> str:
    """Where the skill in ``skill_dir`` came from, read from HERMES_HOME's records."""
    from hermes_core.config import load_config
    from hermes_core.errors import HermesError
    from hermes_core.paths import HermesPaths
    from hermes_core.provenance import provenance_of

    paths = HermesPaths.from_env()
    try:
        external = load_config(paths).skills.external_dirs
    except HermesError:
        external = ()
    return render(provenance_of(skill_dir, paths, external))


def render(found: Provenance) -> str:
    """The lines of the hover."""
    lines = [f"**Provenance**: {found.kind.value}, trust level **{found.trust}**"]
    if found.bundled is not None:
        bundled = found.bundled
        if bundled.origin_hash is None:
            state = "origin unknown (seeded by a version that kept no hash)"
        elif bundled.pristine:
            state = "pristine: unchanged since it was seeded"
        else:
            state = "modified since it was seeded"
        origin = bundled.origin_hash or "none"
        by = " by Hermes Agent" if bundled.bundle == "hermes-agent" else ""
        lines.append(
            f"- bundled{by}: origin hash `{origin}`, now `{bundled.current_hash}`: {state}"
        )
    if found.hub is not None:
        entry = found.hub.entry
        lines.append(
            f"- hub: {entry.source} `{entry.identifier}`, installed {entry.installed_at or '?'}, "
            f"scan verdict {entry.scan_verdict or '?'}"
        )
        match = (
            "the files still match it"
            if found.hub.files_match
            else (f"the files have changed since (now `{found.hub.current_hash}`)")
        )
        lines.append(f"- content hash `{entry.content_hash or '?'}`: {match}")
    usage = found.usage
    if usage is not None:
        lines.append(
            f"- usage: used {usage.use_count}, viewed {usage.view_count}, patched "
            f"{usage.patch_count} times; last used {usage.last_used_at or 'never'}"
        )
    state = "archived" if found.archived else (usage.state if usage is not None else "active")
    pinned = ", pinned" if usage is not None and usage.pinned else ""
    lines.append(f"- curator: {state}{pinned}")
    return "\n".join(lines)
