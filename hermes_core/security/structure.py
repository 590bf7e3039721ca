"""Scan a whole skill folder: its shape (sizes, binaries, archives, symlinks,
executable bits) and every text file in it, whatever its extension."""

from __future__ import annotations

import codecs
import logging
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import BinaryIO

from hermes_core.security.correlate import subject_of
from hermes_core.security.engine import Scanner, kind_for
from hermes_core.security.findings import Finding, Risk, ScanResult, Suppression
from hermes_core.security.framing import SHOWN_RULES, shows_decoded_only
from hermes_core.security.lexicon import secret_path
from hermes_core.security.rules import RULES_BY_ID
from hermes_core.security.skill_behaviours import skill_behaviours
from hermes_core.security.suffixes import SCRIPT_SUFFIXES, is_script
from hermes_core.security.verdict import verdict_for
from hermes_core.text.decoding import decode_text, looks_binary
from hermes_core.text.positions import Range

__all__ = ["CHUNK_CHARS", "MAX_FILES", "MAX_TOTAL_BYTES", "scan_skill_dir"]

logger = logging.getLogger(__name__)

MAX_FILES = 500
MAX_TOTAL_BYTES = 20 * 1024 * 1024
# Files above this are scanned in chunks, so memory stays bounded whatever the size.
CHUNK_CHARS = 512 * 1024
_SNIFF = 8192
_SUBJECT_BYTES = 16384  # enough for the front matter and title subject_of reads
_MEDIA = frozenset(
    ".png .jpg .jpeg .gif .webp .bmp .ico .svgz .pdf .woff .woff2 .ttf .otf .eot "
    ".mp3 .mp4 .wav .ogg .webm .mov".split()
)
_ARCHIVE_MAGIC = (b"PK\x03\x04", b"\x1f\x8b", b"7z\xbc\xaf\x27\x1c", b"Rar!", b"BZh", b"\xfd7zXZ")
_EXECUTABLE_MAGIC = (
    b"\x7fELF",
    b"MZ",
    b"\xfe\xed\xfa\xce",
    b"\xfe\xed\xfa\xcf",
    b"\xce\xfa\xed\xfe",
    b"\xcf\xfa\xed\xfe",
    b"\xca\xfe\xba\xbe",
)


_KEPT_TEXT = 64 * 1024  # settings and sources a skill's other files may refer to


@dataclass
class _Tally:
    findings: list[Finding]
    suppressions: list[Suppression]
    files: int = 0
    total: int = 0
    kinds: dict[str, frozenset[str]] = field(default_factory=dict)  # fact kinds by file
    # the small files' texts, for what one file's code means with another's values
    texts: dict[str, str] = field(default_factory=dict)
    subject: str = ""  # what SKILL.md says the skill is about


def scan_skill_dir(
    skill_dir: Path, scanner: Scanner, *, honour_suppressions: bool = False
) -> ScanResult:
    """Scan every file under ``skill_dir``. Never raises for the content.

    Inline suppressions are written by the skill's author, who may be the attacker:
    by default what they hide comes back as findings, with the author's reason in
    the message. Pass ``honour_suppressions=True`` only for a source trusted to
    vouch for itself (see :func:`~hermes_core.security.policy.honours_suppressions`)."""
    head = _head(skill_dir)
    tally = _Tally([], [], subject=subject_of(head) if head else "")
    for path, rel in _files(str(skill_dir)):
        tally.files += 1
        if tally.files == MAX_FILES + 1:
            _structure(tally, "STR007", rel, f"more than {MAX_FILES} files")
        _scan_file(path, rel, skill_dir, scanner, tally)
    if tally.total > MAX_TOTAL_BYTES:
        _structure(tally, "STR007", ".", f"{tally.total:,} bytes in all")
    tally.findings.extend(skill_behaviours(tally.kinds, tally.findings, tally.texts))
    if head and shows_decoded_only(head):
        tally.findings = _shown(tally.findings)
    if not honour_suppressions:
        tally.findings.extend(_unsuppressed(tally.suppressions))
        tally.suppressions.clear()
    findings = tuple(
        sorted(tally.findings, key=lambda f: (f.file != "SKILL.md", f.file, f.range.start))
    )
    return ScanResult(
        findings, tuple(tally.suppressions), tally.files, tally.total, verdict_for(findings)
    )


def _head(skill_dir: Path) -> str:
    """The head of the skill's SKILL.md; '' when there is none or it is not a plain
    file."""
    path = os.path.join(skill_dir, "SKILL.md")
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return ""
        with open(path, "rb") as handle:
            head = handle.read(_SUBJECT_BYTES)
    except OSError:
        return ""
    return head.decode("utf-8", errors="replace")


_SHOWN_RULES = SHOWN_RULES | {"BEH026"}  # (see framing.SHOWN_RULES)


def _shown(findings: list[Finding]) -> list[Finding]:
    """``findings`` with those of :data:`_SHOWN_RULES` outside SKILL.md, and any in the
    skill's test samples (not scripts), lowered two levels, unless already lowered."""
    return [
        replace(
            f,
            risk=f.risk.lowered(2),
            context="shown",
            message=f"{f.message} [risk lowered: shown]",
        )
        if not f.context
        and f.file != "SKILL.md"
        and (f.rule in _SHOWN_RULES or (_SAMPLE_FILE.search(f.file) and not is_script(f.file)))
        else f
        for f in findings
    ]


_SAMPLE_FILE = re.compile(r"(?:^|/)(?:tests?|fixtures|samples|vectors|examples)/", re.IGNORECASE)


def _unsuppressed(suppressions: list[Suppression]) -> Iterator[Finding]:
    for suppression in suppressions:
        for finding in suppression.suppressed:
            note = f" [suppression not honoured for this source: {suppression.reason}]"
            yield replace(finding, message=finding.message + note)


def _files(skill_dir: str) -> Iterator[tuple[str, str]]:
    """``(path, path relative to the folder with / separators)`` of every file."""
    cut = len(skill_dir.rstrip(os.sep)) + 1
    for current, dirs, files in os.walk(skill_dir):
        dirs.sort()
        prefix = current[cut:].replace(os.sep, "/")
        prefix = prefix + "/" if prefix else ""
        for name in list(dirs):
            path = os.path.join(current, name)
            if os.path.islink(path):
                dirs.remove(name)
                yield path, prefix + name  # a symlinked folder: judged, never entered
        for name in sorted(files):
            yield os.path.join(current, name), prefix + name


def _structure(
    tally: _Tally, rule_id: str, rel: str, detail: str, risk: Risk | None = None
) -> None:
    rule = RULES_BY_ID[rule_id]
    tally.findings.append(
        Finding(
            rule.id,
            rule.category,
            risk or rule.risk,
            rel,
            Range.at(0),
            "",
            f"{rule.summary} ({detail})",
        )
    )


def _scan_file(path: str, rel: str, skill_dir: Path, scanner: Scanner, tally: _Tally) -> None:
    try:
        info = os.lstat(path)
    except OSError as exc:
        _structure(tally, "STR009", rel, exc.strerror or "unreadable")
        return
    if stat.S_ISLNK(info.st_mode):
        _check_link(path, rel, skill_dir.resolve(), tally)
        return
    if not stat.S_ISREG(info.st_mode):
        return
    tally.total += info.st_size
    try:
        with open(path, "rb", buffering=0) as handle:  # unbuffered: a small file in one read
            whole = handle.read(CHUNK_CHARS + 1) if info.st_size <= CHUNK_CHARS else None
            head = whole[:_SNIFF] if whole is not None else handle.read(_SNIFF)
            if _binary_kind(path, head, rel, info, tally):
                return
            if whole is not None and len(whole) <= CHUNK_CHARS:
                _scan_small_text(whole, rel, scanner, tally)
            else:  # big, or grown since it was looked at: read on in chunks
                _scan_text_stream(handle, whole or head, rel, scanner, tally)
    except OSError as exc:
        _structure(tally, "STR009", rel, exc.strerror or "unreadable")
        return
    suffix = os.path.splitext(path)[1]
    if info.st_mode & 0o111 and not head.startswith(b"#!") and suffix not in SCRIPT_SUFFIXES:
        _structure(tally, "STR008", rel, "executable bit on a file with no #! line")


def _check_link(path: str, rel: str, root: Path, tally: _Tally) -> None:
    """A symlink is judged by where it points, not by whether this machine has the
    target: ``…/.ssh/id_ed25519`` is as bad on a machine without that key."""
    try:
        written = os.readlink(path)
        target = Path(path).parent.joinpath(written).resolve(strict=False)
    except (OSError, RuntimeError, ValueError):
        _structure(tally, "STR006", rel, "its target cannot be read")
        return
    if not target.is_relative_to(root):
        sensitive = secret_path(str(target)) or secret_path(written)
        detail = f"points to {written!r}" + (f" ({sensitive})" if sensitive else "")
        _structure(tally, "STR005", rel, detail, Risk.CRITICAL if sensitive else None)
    elif not os.path.lexists(target):
        _structure(tally, "STR006", rel, f"points to {written!r}, which does not exist")


def _binary_kind(path: str, head: bytes, rel: str, info: os.stat_result, tally: _Tally) -> bool:
    """Report a binary file; True when the file is binary (and not scanned as text)."""
    suffix = os.path.splitext(path)[1].lower()
    if suffix in {".pyc", ".pyo"} or _compiled_python(head):
        _structure(tally, "STR003", rel, f"{info.st_size:,} bytes")
        return True
    if head.startswith(_EXECUTABLE_MAGIC) and (head[:2] != b"MZ" or b"PE\0\0" in head[:1024]):
        _structure(tally, "STR004", rel, f"{info.st_size:,} bytes")
        return True
    if head.startswith(_ARCHIVE_MAGIC) or head[257:262] == b"ustar":
        _structure(tally, "STR002", rel, f"{info.st_size:,} bytes")
        return True
    if not looks_binary(head):
        return False
    risk = Risk.INFO if suffix in _MEDIA else None
    _structure(tally, "STR001", rel, f"{info.st_size:,} bytes", risk)
    return True


def _compiled_python(head: bytes) -> bool:
    """A ``.pyc`` header: a two-byte magic number then ``\\r\\n`` (3.0 is 3000, 3.13
    is 3571; 2.7 is 62211)."""
    if len(head) < 16 or head[2:4] != b"\r\n":
        return False
    magic = int.from_bytes(head[:2], "little")
    return 3000 <= magic < 4000 or magic == 62211


def _scan_small_text(data: bytes, rel: str, scanner: Scanner, tally: _Tally) -> None:
    seen: set[tuple[str, Range]] = set()
    for text in _readings(data):
        if len(text) <= _KEPT_TEXT:
            tally.texts.setdefault(rel, text)
        scan = scanner.scan_text(text, rel, subject=tally.subject)
        tally.kinds[rel] = tally.kinds.get(rel, frozenset()) | scan.kinds
        for finding in scan.findings:
            if (finding.rule, finding.range) not in seen:
                seen.add((finding.rule, finding.range))
                tally.findings.append(finding)
        tally.suppressions.extend(scan.suppressions)


def _scan_text_stream(
    handle: BinaryIO, head: bytes, rel: str, scanner: Scanner, tally: _Tally
) -> None:
    # A big file: decoded incrementally and scanned whole lines at a time, so memory
    # stays bounded by the chunk size however big the file is. A line longer than a
    # chunk is cut with an overlap. (A fenced block cut in two reads as prose after
    # the cut; context only ever lowers a risk by a level or two.)
    decoder = _decoder_for(head)
    pending = decoder.decode(head)
    kind = kind_for(rel, pending)
    line, column = 0, 0  # where ``pending`` starts in the file
    seen: set[tuple[str, int, int]] = set()
    while True:
        block = handle.read(CHUNK_CHARS)
        pending += decoder.decode(block, final=not block)
        if not pending:
            break
        cut = len(pending) if not block else _last_line_end(pending)
        overlap = 0
        if cut <= 0:  # one enormous line: cut it anyway, re-reading the seam next time
            cut, overlap = len(pending), min(_SEAM, len(pending))
        text = pending[:cut]
        scan = scanner.scan_text(
            text,
            rel,
            kind=kind,
            line_offset=line,
            column_offset=column,
            subject=tally.subject,
        )
        tally.kinds[rel] = tally.kinds.get(rel, frozenset()) | scan.kinds
        for finding in scan.findings:
            key = (finding.rule, finding.range.start.line, finding.range.start.character)
            if key not in seen:
                seen.add(key)
                tally.findings.append(finding)
        tally.suppressions.extend(scan.suppressions)
        consumed = cut - overlap
        done = pending[:consumed]
        breaks = _line_breaks(done)
        if breaks:
            column = consumed - (max(done.rfind("\n"), done.rfind("\r")) + 1)
        else:
            column += consumed
        line += breaks
        pending = pending[consumed:]
        if not block:
            break


_SEAM = 4096  # characters scanned twice where a long line is cut


def _readings(data: bytes) -> list[str]:
    """The text a reader sees, and a shell's reading too when they may differ.

    A UTF-16 byte-order mark in front of bytes with no NUL (so hardly UTF-16 with any
    ASCII in it) turns them into gibberish for us, while ``bash`` skips the first line
    and runs the rest: both readings are scanned."""
    text = decode_text(data, sniffed=True).text
    if _utf16_mark(data) and b"\0" not in data[2:]:
        return [text, data.decode("utf-8", "replace")]
    return [text]


def _utf16_mark(head: bytes) -> bool:
    return head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))


def _decoder_for(head: bytes) -> codecs.IncrementalDecoder:
    """UTF-16 when the file starts with its byte-order mark and looks like UTF-16
    (NULs in its first block), else UTF-8; never raises."""
    if _utf16_mark(head) and b"\0" in head[2:]:
        return codecs.getincrementaldecoder("utf-16")(errors="replace")
    return codecs.getincrementaldecoder("utf-8-sig")(errors="replace")


def _last_line_end(text: str) -> int:
    """Where the last complete line ends (0 when there is none); a ``\\r`` at the very
    end may be half of a ``\\r\\n`` and waits for the next block."""
    newline = text.rfind("\n")
    carriage = text.rfind("\r", 0, len(text) - 1)
    return max(newline, carriage) + 1


def _line_breaks(text: str) -> int:
    """Line breaks the way LSP counts them: ``\\r\\n``, ``\\r`` or ``\\n``."""
    return text.count("\n") + text.count("\r") - text.count("\r\n")
