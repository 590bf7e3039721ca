"""DES006: backups set to expire at once, or to keep no copies.

Nothing is deleted by name: a lifecycle rule, a retention setting or a prune policy
does it later, to everything it covers. An S3 lifecycle that expires objects after one
day (``"Expiration": {"Days": 1}``, ``"NoncurrentDays": 1``), a retention of zero or one
day, ``--keep-last 0``, ``keep_daily = 0`` — in code that speaks of backups or
snapshots — wipes the copies the user keeps in order to recover, under the label of
"cost" or "tidiness".

Retention of two days or more, cache and temporary-file lifetimes in files that never
speak of backups, and a value the user gives are left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.hits import Hit

__all__ = ["RETENTION_KEYS", "retention_hits"]

RULE = "DES006"
# A lifetime of zero or one day, or zero copies kept, as the tools write it.
_NOTHING_KEPT = re.compile(
    # S3 lifecycle (boto3, JSON, Terraform's "days = 1" inside expiration)
    r"[\"']?(?:Expiration|NoncurrentVersionExpiration)[\"']?\s*[:=]\s*\{\s*[\"']?"
    r"(?:Days|NoncurrentDays)[\"']?\s*[:=]\s*[01]\b"
    r"|[\"']?NoncurrentDays[\"']?\s*[:=]\s*[01]\b"
    r"|\b(?:expiration|noncurrent_version_expiration)\s*\{\s*(?:noncurrent_)?days\s*=\s*[01]\b"
    # retention settings: retention_days = 0, RetentionInDays: 1, retention: 1d
    r"|\b[\w-]*retention[\w-]*[\"']?\s*[:=]\s*[\"']?[01]\s*(?:d|days?)?[\"']?(?![\w.])"
    # restic, borg, rsnapshot and the like: keep nothing
    r"|--keep-(?:last|daily|weekly|monthly|yearly|hourly|within)[= ][\"']?0[\"']?(?![\w.])"
    r"|\bkeep[_-](?:last|daily|weekly|monthly|yearly|hourly)\s*[:=]\s*0\b",
    re.IGNORECASE,
)
# The code speaks of what it keeps to recover from: backups, snapshots, archives.
_BACKUPS = re.compile(
    r"backup|snapshot|sicherung|respaldo|sauvegarde|copia\s+de\s+seguridad|restic|borg"
    r"|rsnapshot|archiv|bewaar|kopia\s+zapasowa|резервн|备份|バックアップ|백업",
    re.IGNORECASE,
)
# Words one of which a setting that keeps nothing holds (the trigger automaton finds them).
RETENTION_KEYS = ("expiration", "noncurrent", "retention", "keep-", "keep_")


def retention_hits(text: str, start: int, end: int) -> Iterator[Hit]:
    """DES006 hits in the code ``text[start:end]``: the first setting that keeps nothing,
    when the text speaks of backups."""
    setting = _NOTHING_KEPT.search(text, start, end)
    if setting is None or _BACKUPS.search(text) is None:
        return
    shown = text[setting.start() : setting.end()].strip()[:60]
    # (not negatable: a setting inside a quoted argument is what the command sets, not a
    # pattern looked for)
    message = f"nothing kept past a day: {shown}"
    yield Hit(RULE, setting.start(), setting.end(), message, negatable=False)
