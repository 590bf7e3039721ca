"""``HERMES_HOME/cron/jobs.json``: ``{"jobs": […], "updated_at": …}`` in Hermes Agent's
layout (indent 2), written atomically with mode 0600 under an exclusive lock on
``cron/.jobs.lock`` (the lock Hermes Agent takes too). Keys this version does not know
are kept."""

from __future__ import annotations

import fcntl
import json
import os
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from hermes_core.atomic import write_atomic
from hermes_core.config import ModelConfig
from hermes_core.cron.schedule import next_run, parse_schedule
from hermes_core.errors import HermesError

__all__ = ["CronError", "JobStore", "job_model"]

Job = dict[str, Any]


class CronError(HermesError):
    """A job that does not exist, or a change that cannot be made."""


def job_model(job: Job, configured: ModelConfig) -> str | None:
    """The model a job runs with: its own (``model``), else the configured one — which
    :func:`~hermes_core.config.load_config` takes from ``HERMES_MODEL`` (or
    ``HERMES_INFERENCE_MODEL``) before ``model.default``. ``None`` when there is none:
    the job cannot run, and should say so rather than send an empty model name."""
    own = job.get("model")
    if isinstance(own, str) and own.strip():
        return own.strip()
    return configured.model


class JobStore:
    def __init__(self, cron_dir: Path) -> None:
        self.folder = cron_dir
        self.path = cron_dir / "jobs.json"

    @contextmanager
    def _locked(self) -> Iterator[None]:
        self.folder.mkdir(parents=True, exist_ok=True)
        handle = os.open(self.folder / ".jobs.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(handle, fcntl.LOCK_EX)
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
            os.close(handle)

    def _read(self) -> list[Job]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except ValueError as exc:
            raise CronError(f"{self.path} is not valid JSON ({exc}); not touching it") from exc
        jobs = data.get("jobs") if isinstance(data, dict) else None
        if not isinstance(jobs, list):
            raise CronError(f"{self.path} has no list of jobs; not touching it")
        return [j for j in jobs if isinstance(j, dict)]

    def _write(self, jobs: list[Job]) -> None:
        now = datetime.now().astimezone().isoformat()
        text = json.dumps({"jobs": jobs, "updated_at": now}, indent=2)
        write_atomic(self.path, text.encode("utf-8"))
        os.chmod(self.path, 0o600)

    def _change(self, change: Callable[[list[Job]], Any]) -> Any:
        with self._locked():
            jobs = self._read()
            result = change(jobs)
            self._write(jobs)
            return result

    def all(self) -> list[Job]:
        with self._locked():
            return self._read()

    def create(
        self,
        prompt: str,
        schedule: str,
        *,
        name: str | None = None,
        skills: list[str] | None = None,
        repeat: int | None = None,
        deliver: str = "local",
        workdir: str | None = None,
    ) -> Job:
        now = datetime.now().astimezone()
        parsed = parse_schedule(schedule, now)
        job: Job = {
            "id": uuid.uuid4().hex[:12],
            "name": name or prompt.strip()[:50],
            "prompt": prompt,
            "skills": skills or [],
            "skill": skills[0] if skills else None,
            "model": None,
            "provider": None,
            "schedule": parsed,
            "schedule_display": parsed.get("display", schedule),
            "repeat": {"times": repeat, "completed": 0},
            "enabled": True,
            "state": "scheduled",
            "paused_at": None,
            "paused_reason": None,
            "created_at": now.isoformat(),
            "next_run_at": next_run(parsed, now),
            "last_run_at": None,
            "last_status": None,
            "last_error": None,
            "last_delivery_error": None,
            "deliver": deliver,
            "origin": None,
            "enabled_toolsets": None,
            "workdir": workdir,
        }
        self._change(lambda jobs: jobs.append(job))
        return job

    def _find(self, jobs: list[Job], job_id: str) -> Job:
        matches = [j for j in jobs if j.get("id") == job_id or j.get("name") == job_id]
        if len(matches) != 1:
            raise CronError(
                f"no job {job_id!r}" if not matches else f"{job_id!r} names several jobs"
            )
        return matches[0]

    def update(
        self,
        job_id: str,
        *,
        prompt: str | None = None,
        schedule: str | None = None,
        name: str | None = None,
        skills: list[str] | None = None,
    ) -> Job:
        def change(jobs: list[Job]) -> Job:
            job = self._find(jobs, job_id)
            if prompt is not None:
                job["prompt"] = prompt
            if name is not None:
                job["name"] = name
            if skills is not None:  # [] clears them
                job["skills"], job["skill"] = list(skills), skills[0] if skills else None
            if schedule is not None:
                now = datetime.now().astimezone()
                parsed = parse_schedule(schedule, now)
                job["schedule"], job["schedule_display"] = parsed, parsed.get("display", schedule)
                job["next_run_at"] = next_run(parsed, now)
            return dict(job)

        return dict(self._change(change))

    def pause(self, job_id: str, reason: str | None = None) -> Job:
        def change(jobs: list[Job]) -> Job:
            job = self._find(jobs, job_id)
            job.update(
                enabled=False,
                state="paused",
                paused_at=datetime.now().astimezone().isoformat(),
                paused_reason=reason,
            )
            return dict(job)

        return dict(self._change(change))

    def resume(self, job_id: str) -> Job:
        def change(jobs: list[Job]) -> Job:
            job = self._find(jobs, job_id)
            now = datetime.now().astimezone()
            job.update(enabled=True, state="scheduled", paused_at=None, paused_reason=None)
            if job.get("schedule", {}).get("kind") != "once":
                job["next_run_at"] = next_run(job["schedule"], now)
            return dict(job)

        return dict(self._change(change))

    def remove(self, job_id: str) -> Job:
        def change(jobs: list[Job]) -> Job:
            job = self._find(jobs, job_id)
            jobs.remove(job)
            return job

        return dict(self._change(change))
