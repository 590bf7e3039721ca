"""What a skill says it is for, and the findings that are that purpose.

A skill that says it schedules nightly backups and installs a cron job does what it says:
the job is still reported, at low risk, with the reason. Only findings that are the
purpose itself are lowered: a scheduled job that fetches or sends is another behaviour
(BEH013, BEH035) and keeps its risk whatever the description says.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit

__all__ = ["PURPOSES", "stated_purpose"]

# rule: (what the skill must say it does, word stems in its name, description or title)
PURPOSES: dict[str, tuple[str, tuple[str, ...]]] = {
    "PER001": (
        "schedules jobs",
        (
            "schedul",
            "nightly",
            "cron",
            "timer",
            "launchd",
            "systemd",
            "recurring",
            "periodic",
            "notturn",
            "noturn",
            "nocturn",
            "nächtlich",
            "geplant",
            "zeitplan",
            "pianific",
            "planific",
            "programad",
            "agend",
            "planifi",
            "récurrent",
            "定时",
            "定期",
            "计划任务",
            "расписан",
            "по расписанию",
            "ночн",
            # (Dutch, Polish, Swedish, Finnish, Turkish, Portuguese, Japanese, Korean)
            "gepland",
            "harmonogram",
            "zaplanow",
            "schemalag",
            "ajastet",
            "ajastu",
            "zamanlan",
            "agendad",
            "スケジュール",
            "定期実行",
            "예약",
            "정기",
        ),
    ),
}
_LOWERED_TO = Risk.LOW


def _stems(stems: tuple[str, ...]) -> re.Pattern[str]:
    """A word starting with one of ``stems``; a stem in Chinese or Japanese, which put no
    spaces between words, anywhere."""
    spaced = [re.escape(s) for s in stems if not _UNSPACED.search(s)]
    unspaced = [re.escape(s) for s in stems if _UNSPACED.search(s)]
    return re.compile("|".join([r"(?<!\w)(?:" + "|".join(spaced) + ")", *unspaced]))


_UNSPACED = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_SAYS = {rule: (why, _stems(stems)) for rule, (why, stems) in PURPOSES.items()}


def stated_purpose(hits: Iterable[Hit], subject: str) -> Iterator[Hit]:
    """``hits``, those that are what the skill says it is for lowered, with why."""
    said = {rule: why for rule, (why, stems) in _SAYS.items() if stems.search(subject)}
    for hit in hits:
        why = said.get(hit.rule)
        if why is None:
            yield hit
        else:
            yield hit._replace(risk=_LOWERED_TO, message=f"the skill says it {why}")
