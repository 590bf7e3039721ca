"""Importing modules off the event loop: a server that opens the core on first use
imports it in a worker thread, so the loop keeps answering meanwhile."""

from __future__ import annotations

import asyncio
import importlib

__all__ = ["import_in_thread"]


def _load(modules: tuple[str, ...]) -> None:
    for module in modules:
        importlib.import_module(module)


async def import_in_thread(*modules: str) -> None:
    """Import ``modules`` (those not imported yet) in a worker thread."""
    await asyncio.to_thread(_load, modules)
