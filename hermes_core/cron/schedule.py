"""Schedules as Hermes Agent writes them: ``30m`` / ``2h`` / ``1d`` (once, after that
delay), ``every 30m`` (recurring), a five-field cron expression (croniter), or an ISO
8601 timestamp (once). Stored as ``{"kind": "once"|"interval"|"cron", …, "display"}``."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from typing import Any

from croniter import croniter

from hermes_core.errors import HermesError

__all__ = ["Schedule", "ScheduleError", "next_run", "parse_duration", "parse_schedule"]

Schedule = dict[str, Any]
_DURATION = re.compile(r"^(\d+)\s*(m|min|mins|minute|minutes|h|hr|hrs|hour|hours|d|day|days)$")
_CRON_FIELD = re.compile(r"^[\d*\-,/]+$")


class ScheduleError(HermesError):
    """A schedule that cannot be read."""


def parse_duration(text: str) -> int:
    """Minutes in ``30m``, ``2h``, ``1d``."""
    found = _DURATION.match(text.strip().lower())
    if not found or int(found.group(1)) <= 0:
        raise ScheduleError(f"{text!r} is not a duration like 30m, 2h or 1d")
    return int(found.group(1)) * {"m": 1, "h": 60, "d": 1440}[found.group(2)[0]]


def parse_schedule(text: str, now: datetime | None = None) -> Schedule:
    """The stored form of ``text`` (see the module); ``now`` is aware."""
    now = now or datetime.now().astimezone()
    given = text.strip()
    if given.lower().startswith("every "):
        minutes = parse_duration(given[6:])
        return {"kind": "interval", "minutes": minutes, "display": f"every {minutes}m"}
    fields = given.split()
    if len(fields) == 5 and all(_CRON_FIELD.match(f) for f in fields):
        if not croniter.is_valid(given):
            raise ScheduleError(f"{given!r} is not a valid cron expression")
        return {"kind": "cron", "expr": given, "display": given}
    if "T" in given or re.match(r"^\d{4}-\d{2}-\d{2}", given):
        try:
            when = datetime.fromisoformat(given.replace("Z", "+00:00"))
        except ValueError as exc:
            raise ScheduleError(f"{given!r} is not an ISO 8601 time: {exc}") from exc
        if when.tzinfo is None:
            when = when.replace(tzinfo=now.tzinfo)
        return {
            "kind": "once",
            "run_at": when.isoformat(),
            "display": f"once at {when.strftime('%Y-%m-%d %H:%M')}",
        }
    try:
        minutes = parse_duration(given)
    except ScheduleError:
        raise ScheduleError(
            f"{given!r} is not a schedule: use 30m / 2h / 1d (once), every 30m, a cron "
            "expression such as '0 9 * * *', or a time such as 2026-12-01T09:00"
        ) from None
    run_at = now + timedelta(minutes=minutes)
    return {"kind": "once", "run_at": run_at.isoformat(), "display": f"once in {given}"}


def next_run(schedule: Schedule, now: datetime, last_run_at: str | None = None) -> str | None:
    """When the job runs next (ISO 8601), or ``None`` when it never will again."""
    kind = schedule.get("kind")
    if kind == "once":
        return None if last_run_at else str(schedule.get("run_at"))
    if kind == "interval":
        minutes = int(schedule.get("minutes") or 0)
        base = datetime.fromisoformat(last_run_at) if last_run_at else now
        return (base + timedelta(minutes=minutes)).isoformat()
    if kind == "cron":
        following: datetime = croniter(str(schedule["expr"]), now).get_next(datetime)
        return following.isoformat()
    return None
