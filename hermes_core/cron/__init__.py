"""Scheduled prompts: schedule parsing, the job store (``HERMES_HOME/cron/jobs.json``)
and when each job is next due. The ticker that runs due jobs lives in the daemon."""

from hermes_core.cron.jobs import CronError, JobStore, job_model
from hermes_core.cron.schedule import Schedule, next_run, parse_schedule

__all__ = ["CronError", "JobStore", "Schedule", "job_model", "next_run", "parse_schedule"]
