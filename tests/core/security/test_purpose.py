"""Findings that are what a skill says it is for are lowered, with the reason."""

from __future__ import annotations

import pytest

from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit
from hermes_core.security.purpose import stated_purpose

JOB = Hit("PER001", 0, 10)


@pytest.mark.parametrize(
    "subject",
    [
        "nightly-backup set up a nightly encrypted backup scheduled with cron",
        "backup-notturno configura un backup notturno e lo pianifica con cron",
        "restic-dingshi 使用 restic 设置加密的定时备份",
        "резервное копирование по расписанию",
    ],
)
def test_a_scheduler_installing_a_job_does_what_it_says(subject: str) -> None:
    (hit,) = stated_purpose([JOB], subject)
    assert hit.risk is Risk.LOW
    assert "schedules jobs" in hit.message


@pytest.mark.parametrize(
    "subject",
    [
        "pdf-merge merges pdf files",
        "devlog keeps daily notes in a journal",
        "a recurrence-free description that says preschedule nowhere",
    ],
)
def test_a_skill_for_something_else_keeps_the_risk(subject: str) -> None:
    (hit,) = stated_purpose([JOB], subject)
    assert hit == JOB


def test_only_the_purpose_itself_is_lowered() -> None:
    sends = Hit("BEH013", 0, 10)
    assert list(stated_purpose([sends], "schedules nightly backups")) == [sends]
