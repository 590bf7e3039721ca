"""Schedules and the job store (Hermes Agent's jobs.json), and the cronjob tool."""

from __future__ import annotations

import json
import stat
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from hermes_core.agent.events import TurnEnded
from hermes_core.agent.tools import ToolRegistry
from hermes_core.agent.tools.cronjob import cronjob_tool
from hermes_core.config import ModelConfig, load_config
from hermes_core.cron import CronError, JobStore, job_model, next_run, parse_schedule
from hermes_core.cron.schedule import ScheduleError
from hermes_core.paths import HermesPaths
from hermes_core.services import Services
from tests.core.agent.scripted import ScriptedServer, text_reply

NOW = datetime(2026, 11, 29, 21, 30, tzinfo=timezone(timedelta(hours=1)))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("30m", {"kind": "once", "run_at": "2026-11-29T22:00:00+01:00", "display": "once in 30m"}),
        ("1d", {"kind": "once", "run_at": "2026-11-30T21:30:00+01:00", "display": "once in 1d"}),
        ("every 2h", {"kind": "interval", "minutes": 120, "display": "every 120m"}),
        ("0 9 * * 1-5", {"kind": "cron", "expr": "0 9 * * 1-5", "display": "0 9 * * 1-5"}),
        (
            "2026-12-01T09:00",
            {
                "kind": "once",
                "run_at": "2026-12-01T09:00:00+01:00",
                "display": "once at 2026-12-01 09:00",
            },
        ),
    ],
)
def test_schedules_parse_as_hermes_stores_them(text: str, expected: dict[str, object]):
    assert parse_schedule(text, NOW) == expected


@pytest.mark.parametrize(
    "text", ["soon", "every", "every 0m", "61 * * * *", "2026-13-01T00:00", ""]
)
def test_bad_schedules_say_what_works(text: str):
    with pytest.raises(ScheduleError):
        parse_schedule(text, NOW)


def test_next_runs():
    assert next_run(parse_schedule("0 9 * * *", NOW), NOW) == "2026-11-30T09:00:00+01:00"
    interval = parse_schedule("every 30m", NOW)
    assert next_run(interval, NOW, "2026-11-29T21:00:00+01:00") == "2026-11-29T21:30:00+01:00"
    once = parse_schedule("2h", NOW)
    assert next_run(once, NOW) == once["run_at"]
    assert next_run(once, NOW, last_run_at="2026-11-29T23:30:00+01:00") is None


def test_the_store_keeps_hermes_layout_unknown_keys_and_mode(tmp_path: Path):
    store = JobStore(tmp_path / "cron")
    job = store.create("Summarise the inbox", "every 1h", name="inbox")
    data = json.loads((tmp_path / "cron" / "jobs.json").read_text())
    assert set(data) == {"jobs", "updated_at"}
    assert data["jobs"][0]["repeat"] == {"times": None, "completed": 0}
    assert stat.S_IMODE((tmp_path / "cron" / "jobs.json").stat().st_mode) == 0o600
    assert (tmp_path / "cron" / "jobs.json").read_text().startswith('{\n  "jobs": [')
    data["jobs"][0]["future_key"] = {"kept": True}
    (tmp_path / "cron" / "jobs.json").write_text(json.dumps(data))
    paused = store.pause("inbox")
    assert (paused["state"], paused["enabled"]) == ("paused", False)
    resumed = store.resume(job["id"])
    assert resumed["state"] == "scheduled"
    assert store.all()[0]["future_key"] == {"kept": True}
    store.update("inbox", schedule="0 8 * * *")
    assert store.all()[0]["schedule"]["kind"] == "cron"
    store.remove("inbox")
    assert store.all() == []
    with pytest.raises(CronError, match="no job 'inbox'"):
        store.remove("inbox")


def test_a_damaged_jobs_file_is_not_overwritten(tmp_path: Path):
    (tmp_path / "cron").mkdir()
    (tmp_path / "cron" / "jobs.json").write_text("{half")
    with pytest.raises(CronError, match="not valid JSON"):
        JobStore(tmp_path / "cron").create("x", "1h")
    assert (tmp_path / "cron" / "jobs.json").read_text() == "{half"


@dataclass
class Context:
    session_id: str = "s"


async def test_the_cronjob_tool(tmp_path: Path):
    registry = ToolRegistry()
    registry.add(cronjob_tool(JobStore(tmp_path / "cron")))
    made = await registry.call(
        "cronjob",
        {"action": "create", "prompt": "Check CI", "schedule": "every 2h", "name": "ci"},
        Context(),
    )
    assert made.content.startswith("create: ")
    listed = await registry.call("cronjob", {"action": "list"}, Context())
    assert json.loads(listed.content)[0]["schedule_display"] == "every 120m"
    bad = await registry.call(
        "cronjob", {"action": "create", "prompt": "x", "schedule": "whenever"}, Context()
    )
    assert bad.is_error
    assert "not a schedule" in bad.content
    missing = await registry.call("cronjob", {"action": "pause"}, Context())
    assert missing.content == "pause needs job_id"
    assert not (
        await registry.call("cronjob", {"action": "remove", "job_id": "ci"}, Context())
    ).is_error


async def test_a_job_runs_with_its_own_model_else_the_environments_else_configs(
    tmp_path: Path, server: ScriptedServer, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.delenv("HERMES_INFERENCE_MODEL", raising=False)
    monkeypatch.setenv("HERMES_MODEL", "env-model")
    paths = HermesPaths(tmp_path)
    (tmp_path / "config.yaml").write_text(
        f"model:\n  default: config-model\n  base_url: {server.url}/v1\n  api_key: sk-local\n"
    )
    jobs = JobStore(paths.cron_dir)
    plain = jobs.create("Say hi", "every 1h")
    pinned = jobs.create("Say hello", "every 1h")
    data = json.loads(jobs.path.read_text())
    data["jobs"][1]["model"] = "job-model"  # as Hermes Agent's cronjob update writes it
    jobs.path.write_text(json.dumps(data))
    by_id = {job["id"]: job for job in jobs.all()}
    config = load_config(paths)
    server.reply(text_reply("Hi."), text_reply("Hello."))
    for job in (by_id[plain["id"]], by_id[pinned["id"]]):
        services = await Services.open(paths, model=job_model(job, config.model), config=config)
        try:
            session = await services.store.create_session("cron", model=services.agent.model)
            events = [event async for event in services.agent.turn(session.id, job["prompt"])]
        finally:
            await services.aclose()
        assert events[-1] == TurnEnded("end_turn")
    assert [r.body["model"] for r in server.requests] == ["env-model", "job-model"]
    monkeypatch.delenv("HERMES_MODEL")
    assert job_model(by_id[plain["id"]], load_config(paths).model) == "config-model"
    assert job_model(by_id[plain["id"]], ModelConfig()) is None
