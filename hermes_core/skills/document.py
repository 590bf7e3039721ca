"""A SKILL.md read from disk or from an editor buffer: text, parse result and Skill."""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

from hermes_core.skills.build import build_skill
from hermes_core.skills.model import Skill
from hermes_core.text.decoding import decode_text
from hermes_core.text.diagnostics import Diagnostic, Severity
from hermes_core.text.frontmatter import ParsedFrontmatter, parse_frontmatter
from hermes_core.text.positions import Range

__all__ = [
    "MAX_READ_BYTES",
    "SKILL_FILE",
    "ReadCode",
    "SkillDocument",
    "parse_skill_text",
    "read_capped",
    "read_in_part",
    "read_skill_file",
]

logger = logging.getLogger(__name__)

SKILL_FILE = "SKILL.md"
# Files beyond this are not read whole: nothing legitimate is that large, and reading
# it would stall an editor. The size rule reports far smaller files already.
MAX_READ_BYTES = 4 * 1024 * 1024


class ReadCode:
    """Stable codes for problems reading a file at all."""

    UNREADABLE = "SK015"
    TRUNCATED = "SK016"


@dataclass(frozen=True, slots=True)
class SkillDocument:
    """One SKILL.md: where it is, its text, how it parsed, and the Skill it declares.

    ``diagnostics`` holds what decoding and parsing found; lint adds the rest.
    ``byte_size`` is the file's size on disk; ``partial`` means the text holds only the
    first ``MAX_READ_BYTES`` of it.
    """

    path: Path | None
    skill_dir: Path | None
    parsed: ParsedFrontmatter
    skill: Skill
    diagnostics: tuple[Diagnostic, ...]
    byte_size: int
    readable: bool = True
    partial: bool = False

    @property
    def text(self) -> str:
        """The document's text as parsed."""
        return self.parsed.text

    @property
    def dir_name(self) -> str:
        """The name of the folder holding the SKILL.md ('' when unknown)."""
        return self.skill_dir.name if self.skill_dir is not None else ""


def parse_skill_text(text: str, path: Path | None = None) -> SkillDocument:
    """Parse an in-memory SKILL.md (an editor buffer, say). Never raises."""
    parsed = parse_frontmatter(text)
    skill_dir = path.parent if path is not None else None
    return _document(path, skill_dir, parsed, (), len(text.encode("utf-8", "surrogatepass")))


def read_capped(path: Path | str) -> tuple[os.stat_result, bytes]:
    """The file's stat and up to ``MAX_READ_BYTES + 1`` of its bytes.

    Stats before reading, so a write racing the read shows as a changed stamp on the
    next check, never as stale content under a fresh stamp. Asks for the size the
    stat gave rather than for the cap: allocating megabytes per read made reading
    ten thousand small files three times slower.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        chunks: list[bytes] = []
        total = 0
        want = min(info.st_size, MAX_READ_BYTES) + 1
        while total <= MAX_READ_BYTES:
            chunk = os.read(fd, want)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            want = MAX_READ_BYTES + 1 - total
    finally:
        os.close(fd)
    return info, b"".join(chunks)


def read_in_part(size: int) -> str:
    """What a message about a file read only up to the cap starts with."""
    return f"the first {_megabytes(MAX_READ_BYTES)} of a {_megabytes(size)} file were read"


def _megabytes(size: int) -> str:
    shown = f"{size / (1024 * 1024):.1f}".removesuffix(".0")
    return f"{shown} MB"


def read_skill_file(path: Path) -> SkillDocument:
    """Read and parse a SKILL.md from disk. Never raises: I/O problems are diagnostics."""
    skill_dir = path.parent
    try:
        info, data = read_capped(path)
        size = info.st_size
    except OSError as exc:
        logger.debug("cannot read %s: %s", path, exc)
        reason = exc.strerror or exc.__class__.__name__
        problem = Diagnostic(
            ReadCode.UNREADABLE, Severity.ERROR, f"cannot read the file: {reason}", Range.at(0)
        )
        parsed = parse_frontmatter("")
        skill = build_skill(None, "", skill_dir.name)
        return SkillDocument(path, skill_dir, parsed, skill, (problem,), 0, readable=False)
    problems: list[Diagnostic] = []
    partial = len(data) > MAX_READ_BYTES
    if partial:
        data = data[:MAX_READ_BYTES]
        problems.append(
            Diagnostic(
                ReadCode.TRUNCATED,
                Severity.ERROR,
                f"{read_in_part(size)} ({size:,} bytes); the rest was not checked",
                Range.at(0),
            )
        )
    decoded = decode_text(data)
    problems.extend(decoded.diagnostics)
    if decoded.binary:
        parsed = parse_frontmatter("")
        skill = build_skill(None, "", skill_dir.name)
        return SkillDocument(
            path, skill_dir, parsed, skill, tuple(problems), size, readable=False, partial=partial
        )
    parsed = parse_frontmatter(decoded.text)
    return _document(path, skill_dir, parsed, tuple(problems), size, partial=partial)


def _document(
    path: Path | None,
    skill_dir: Path | None,
    parsed: ParsedFrontmatter,
    problems: tuple[Diagnostic, ...],
    size: int,
    *,
    partial: bool = False,
) -> SkillDocument:
    values = parsed.root.value if parsed.root is not None else None
    frontmatter = values if isinstance(values, dict) else None
    dir_name = skill_dir.name if skill_dir is not None else ""
    skill = build_skill(frontmatter, parsed.body, dir_name)
    return SkillDocument(
        path, skill_dir, parsed, skill, problems + parsed.diagnostics, size, partial=partial
    )
