"""Counting skill views in ``.usage.json`` without making the caller wait for the
write: views wait in memory for a moment (``DELAY``) and are then written together, all
pending views of a skill in one write. ``.usage.json`` is rewritten and synced to disk
each time, which costs more than a view itself; a client viewing skills in a loop would
otherwise pay for one write per view. What is pending when the server closes is
written then; a server killed outright loses at most the last moment's counts."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import Counter
from pathlib import Path

__all__ = ["DELAY", "ViewCounter"]

logger = logging.getLogger(__name__)

DELAY = 0.5
"""Seconds a counted view may wait before it is written."""


class ViewCounter:
    """Counts views of skills in the ``.usage.json`` at ``path``."""

    def __init__(self, path: Path, *, delay: float = DELAY) -> None:
        self.path = path
        self.delay = delay
        self._pending: Counter[str] = Counter()
        self._writer: asyncio.Task[None] | None = None
        self._closing = asyncio.Event()

    def add(self, name: str) -> None:
        """Count one view of ``name`` (written within ``delay`` seconds)."""
        self._pending[name] += 1
        if self._writer is None or self._writer.done():
            self._writer = asyncio.get_running_loop().create_task(self._drain())

    async def _drain(self) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._closing.wait(), self.delay)
        while self._pending:
            batch, self._pending = self._pending, Counter()
            await asyncio.to_thread(self._write, batch)

    def _write(self, batch: Counter[str]) -> None:
        from hermes_core.provenance.usage import UsageStore

        store = UsageStore(self.path)
        for name, times in batch.items():
            try:
                store.record(name, "view", times=times)
            except Exception:  # a usage count must never cost the caller the skill
                logger.warning("could not count %d view(s) of %s", times, name, exc_info=True)

    async def aclose(self) -> None:
        """Write what is still pending, now."""
        self._closing.set()
        if self._writer is not None:
            await self._writer
        if self._pending:
            await self._drain()
