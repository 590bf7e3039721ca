"""What each validator said about one skill, as ``compare_skills_ref.py`` holds it:
the skill folder (``SkillDir``), skills-ref's messages or crash (``RefResult``), and our
diagnostics with what our parser read (``OurResult``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

SKILL_FILE = "SKILL.md"


@dataclass(frozen=True, slots=True)
class SkillDir:
    """One folder holding a SKILL.md, and how the report names it."""

    corpus: str
    path: Path
    label: str

    def at(self, line: int, column: int | None = None) -> str:
        """``label/SKILL.md:line[:column]``."""
        where = f"{line}:{column}" if column is not None else str(line)
        return f"{self.label}/{SKILL_FILE}:{where}"


@dataclass(frozen=True, slots=True)
class RefCrash:
    """An exception skills-ref's ``validate()`` raised instead of reporting."""

    type: str
    during: str | None
    message: str

    def describe(self) -> str:
        during = f" while handling {self.during}" if self.during else ""
        return f"{self.type}{during}: {self.message}"


@dataclass(frozen=True, slots=True)
class RefResult:
    """What skills-ref said about one folder."""

    messages: tuple[str, ...]
    crash: RefCrash | None
    yaml_error: str | None
    parsed: Mapping[str, object] | None

    @property
    def failed(self) -> bool:
        return bool(self.messages) or self.crash is not None


@dataclass(frozen=True, slots=True)
class OurDiagnostic:
    """One of our diagnostics, with a 1-based line and column."""

    code: str
    severity: str
    line: int
    column: int
    message: str


@dataclass(frozen=True, slots=True)
class OurResult:
    """What our linter said about one SKILL.md, and what it read."""

    diagnostics: tuple[OurDiagnostic, ...]
    line_count: int
    frontmatter: str | None
    values: Mapping[str, object]
    crash: str | None = None

    @property
    def errors(self) -> tuple[OurDiagnostic, ...]:
        return tuple(d for d in self.diagnostics if d.severity == "error")

    def with_code(self, codes: Iterable[str]) -> list[OurDiagnostic]:
        """Diagnostics of ``codes`` that point at a line of the file."""
        wanted = frozenset(codes)
        return [
            d
            for d in self.diagnostics
            if d.code in wanted and 1 <= d.line <= max(self.line_count, 1)
        ]
