"""``config.yaml`` as Hermes Agent 0.19.0's ``hermes config set`` and ``hermes config
migrate`` write it, and ``cron/jobs.json`` as its ``hermes cron create`` writes it: we
read both, and the jobs we add, pause and edit read back in its own job store and its
``hermes cron list``."""

from __future__ import annotations

import json
import re
from pathlib import Path

from hermes_core.config import load_config
from hermes_core.cron import JobStore
from hermes_core.paths import HermesPaths
from tests.compat.hermes_agent import HermesAgent
from tests.compat.ours import ours


def test_a_config_hermes_config_wrote_loads_and_applies(hermes_agent: HermesAgent, tmp_path: Path):
    home = tmp_path / "home"
    hermes_agent.cli(home, "config", "set", "model.default", "gpt-test")
    hermes_agent.cli(home, "config", "set", "model.base_url", "http://127.0.0.1:9/v1")
    hermes_agent.cli(home, "config", "set", "skills.external_dirs", "[]")
    hermes_agent.cli(home, "config", "migrate")
    text = (home / "config.yaml").read_text()
    assert "_config_version" in text  # its full shape, comments and all
    config = load_config(HermesPaths(home))
    assert config.model.model == "gpt-test"
    assert config.model.base_url == "http://127.0.0.1:9/v1"
    listed = ours(home, "skills", "list")
    assert listed.returncode == 0, listed.stderr
    assert "unknown key" not in listed.stderr  # its own keys are not noise
    doctor = ours(home, "doctor")
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
    assert re.search(r"^ok\s+config", doctor.stdout, re.MULTILINE), doctor.stdout


def test_cron_jobs_go_both_ways(hermes_agent: HermesAgent, tmp_path: Path):
    home = tmp_path / "home"
    hermes_agent.cli(home, "config", "set", "model.default", "gpt-test")
    hermes_agent.cli(
        home, "cron", "create", "every 2h", "Check the deploy", "--name", "deploy-check",
        "--skill", "code-review",
    )  # fmt: skip
    hermes_agent.cli(home, "cron", "create", "30m", "Remind me to stretch", "--name", "stretch")
    hermes_agent.cli(home, "cron", "create", "0 9 * * *", "Morning summary", "--name", "morning")
    store = JobStore(HermesPaths(home).cron_dir)
    jobs = {job["name"]: job for job in store.all()}
    assert set(jobs) == {"deploy-check", "stretch", "morning"}
    assert jobs["deploy-check"]["skills"] == ["code-review"]
    assert jobs["deploy-check"]["schedule"]["kind"] == "interval"
    assert jobs["morning"]["schedule"]["kind"] == "cron"
    assert jobs["stretch"]["schedule"]["kind"] == "once"

    mine = store.create("Tidy the downloads folder", "every 1d", name="tidy")
    store.pause(jobs["morning"]["id"], "on holiday")
    theirs = json.loads(
        hermes_agent.python(
            home,
            """
            import json
            from cron.jobs import load_jobs, compute_next_run
            jobs = load_jobs()
            out = {}
            for job in jobs:
                out[job["name"]] = {
                    "state": job["state"], "enabled": job["enabled"],
                    "next": compute_next_run(job["schedule"]),
                }
            print(json.dumps(out))
            """,
        )
    )
    assert set(theirs) == {"deploy-check", "stretch", "morning", "tidy"}
    assert theirs["morning"]["state"] == "paused"
    assert theirs["tidy"]["next"] is not None
    listed = hermes_agent.cli(home, "cron", "list", "--all", check=False)
    if listed.returncode != 0:  # older CLIs have no --all
        listed = hermes_agent.cli(home, "cron", "list")
    assert "tidy" in listed.stdout
    assert mine["id"] in json.dumps(json.loads((home / "cron" / "jobs.json").read_text()))
    assert oct((HermesPaths(home).cron_dir / "jobs.json").stat().st_mode & 0o777) == "0o600"
