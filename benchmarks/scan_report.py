"""How ``scan_eval.py`` reports: acceptance figures (``Check``) grouped by part of the
issue (``Section``), plain-text tables and finding lines, the provenance line naming
the scanner measured, and the whole report."""

from __future__ import annotations

import hashlib
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass, field

from corpora import REPO

from hermes_core.security import Finding, ScanResult

MB = 1024 * 1024


@dataclass(frozen=True)
class Check:
    """One acceptance figure: what was measured, its target, and whether it passes."""

    name: str
    value: str
    target: str
    passed: bool | None  # None: reported for information, not an acceptance figure


@dataclass
class Section:
    """The checks of one part of the issue and the detail lines behind them."""

    title: str
    checks: list[Check] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)

    def add(self, *lines: str) -> None:
        """Append detail lines."""
        self.lines.extend(lines)


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "n/a"


def table(headers: list[str], rows: Iterable[list[str]]) -> list[str]:
    rows = [headers, *rows]
    widths = [max(len(row[i]) for row in rows) for i in range(len(headers))]
    out = [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        for row in rows
    ]
    out.insert(1, "  ".join("-" * width for width in widths))
    return [line.rstrip() for line in out]


def finding_line(finding: Finding, prefix: str = "") -> str:
    start = finding.range.start
    where = f"{prefix}{finding.file}:{start.line + 1}:{start.character + 1}"
    matched = finding.matched.replace("\n", "\\n")
    return f"{where}  {finding.rule} [{finding.risk}] {matched!r} -- {finding.message}"


def findings_block(result: ScanResult, prefix: str = "", indent: str = "      ") -> list[str]:
    if not result.findings:
        return [f"{indent}(no findings)"]
    return [indent + finding_line(f, prefix) for f in result.findings]


def or_none(lines: list[str]) -> list[str]:
    return lines or ["  (none)"]


def scanner_provenance() -> str:
    """The commit measured, uncommitted scanner changes, and a hash of the scanner's code
    and of the data it reads (the package-name word lists in ``data/``)."""
    security = REPO / "hermes_core" / "security"
    digest = hashlib.sha256()
    for path in sorted([*security.glob("*.py"), *security.glob("data/*")]):
        name = path.relative_to(security).as_posix()
        digest.update(name.encode() + b"\0" + path.read_bytes())
    git = ["git", "--no-optional-locks", "-C", str(REPO)]
    try:
        head = subprocess.run(
            [*git, "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            [*git, "status", "--porcelain", "--", "hermes_core/security"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        head, dirty = "unknown", []
    changes = f" + {len(dirty)} uncommitted change(s) in hermes_core/security" if dirty else ""
    code = digest.hexdigest()[:12]
    return f"Scanner: commit {head}{changes}; hermes_core/security/*.py and data/ sha256 {code}"


def _status(check: Check) -> str:
    if check.passed is None:
        return "info"
    return "PASS" if check.passed else "FAIL"


def render(sections: list[Section], elapsed: float, provenance: str) -> list[str]:
    """The acceptance table, then every section's details."""
    checks = [check for section in sections for check in section.checks]
    counted = [c for c in checks if c.passed is not None]
    passed = sum(bool(c.passed) for c in counted)
    rows = [[c.name, c.value, c.target, _status(c)] for c in checks]
    out = [
        "Security scanner acceptance benchmark",
        "=====================================",
        provenance,
        "",
        *table(["figure", "measured", "target", "result"], rows),
        "",
        f"{passed}/{len(counted)} targets pass; total run {elapsed:.1f} s.",
    ]
    for section in sections:
        out += ["", section.title, "-" * len(section.title), *section.lines]
    return out
