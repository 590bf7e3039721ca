"""``hermes checkpoints list | rollback``: the snapshots taken before the agent edited
files in a folder, and going back to one."""

from __future__ import annotations

import argparse
from pathlib import Path

from hermes_core.agent.checkpoints import Checkpoints, project_folder
from hermes_core.paths import HermesPaths

__all__ = ["run_list", "run_rollback"]


def _store_and_folder(args: argparse.Namespace) -> tuple[Checkpoints, Path]:
    folder = project_folder(Path(args.folder).resolve())
    return Checkpoints(HermesPaths.from_env().home / "checkpoints"), folder


def run_list(args: argparse.Namespace) -> int:
    store, folder = _store_and_folder(args)
    found = store.list(folder)
    if not found:
        print(f"no checkpoints of {folder}")
        return 0
    for checkpoint in found:
        print(f"{checkpoint.commit[:12]}  {checkpoint.when}  {checkpoint.label}")
    return 0


def run_rollback(args: argparse.Namespace) -> int:
    store, folder = _store_and_folder(args)
    undo = store.rollback(folder, args.commit)
    print(
        f"{folder} is back at {args.commit}; to undo this: hermes checkpoints rollback {undo[:12]}"
    )
    return 0
