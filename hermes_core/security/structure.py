"""Scan a whole skill folder: its shape (sizes, binaries, archives, symlinks,
executable bits) and every text file in it, whatever its extension."""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from hermes_core.security.engine import Scanner, TextKind, TextScan
from hermes_core.security.findings import Finding, Risk, ScanResult, Suppression
from hermes_core.security.rules import RULES_BY_ID
from hermes_core.security.verdict import verdict_for
from hermes_core.text.decoding import decode_text, looks_binary
from hermes_core.text.positions import Range

__all__ = ["CHUNK_CHARS", "MAX_FILES", "MAX_TOTAL_BYTES", "scan_skill_dir"]

logger = logging.getLogger(__name__)

MAX_FILES = 500
MAX_TOTAL_BYTES = 20 * 1024 * 1024
# Files above this are scanned in chunks, so memory stays bounded whatever the size.
CHUNK_CHARS = 2 * 1024 * 1024
_SNIFF = 8192
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
_SCRIPT_SUFFIXES = frozenset(".sh .bash .zsh .py .rb .pl .js .mjs .ts .ps1 .bat .cmd".split())


@dataclass
class _Tally:
    findings: list[Finding]
    suppressions: list[Suppression]
    files: int = 0
    total: int = 0


def scan_skill_dir(skill_dir: Path, scanner: Scanner) -> ScanResult:
    """Scan every file under ``skill_dir``. Never raises for the content."""
    tally = _Tally([], [])
    root = skill_dir.resolve()
    for path in _files(skill_dir):
        rel = path.relative_to(skill_dir).as_posix()
        tally.files += 1
        if tally.files == MAX_FILES + 1:
            _structure(tally, "STR007", rel, f"more than {MAX_FILES} files")
        _scan_file(path, rel, root, scanner, tally)
    if tally.total > MAX_TOTAL_BYTES:
        _structure(tally, "STR007", ".", f"{tally.total:,} bytes in all")
    findings = tuple(
        sorted(tally.findings, key=lambda f: (f.file != "SKILL.md", f.file, f.range.start))
    )
    return ScanResult(
        findings, tuple(tally.suppressions), tally.files, tally.total, verdict_for(findings)
    )


def _files(skill_dir: Path) -> Iterator[Path]:
    for current, dirs, files in os.walk(skill_dir):
        dirs.sort()
        for name in list(dirs):
            if os.path.islink(os.path.join(current, name)):
                dirs.remove(name)
                yield Path(current, name)  # a symlinked folder: judged, never entered
        for name in sorted(files):
            yield Path(current, name)


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


def _scan_file(path: Path, rel: str, root: Path, scanner: Scanner, tally: _Tally) -> None:
    try:
        info = os.lstat(path)
    except OSError as exc:
        _structure(tally, "STR009", rel, exc.strerror or "unreadable")
        return
    if stat.S_ISLNK(info.st_mode):
        _check_link(path, rel, root, tally)
        return
    if not stat.S_ISREG(info.st_mode):
        return
    tally.total += info.st_size
    try:
        with open(path, "rb") as handle:
            head = handle.read(_SNIFF)
            if _binary_kind(path, head, rel, info, tally):
                return
            _scan_text_stream(handle, head, rel, info.st_size, scanner, tally)
    except OSError as exc:
        _structure(tally, "STR009", rel, exc.strerror or "unreadable")
        return
    if info.st_mode & 0o111 and not head.startswith(b"#!") and path.suffix not in _SCRIPT_SUFFIXES:
        _structure(tally, "STR008", rel, "executable bit on a file with no #! line")


def _check_link(path: Path, rel: str, root: Path, tally: _Tally) -> None:
    try:
        target = path.resolve(strict=True)
    except (OSError, RuntimeError):
        _structure(tally, "STR006", rel, f"points to {os.readlink(path)!r}, which does not exist")
        return
    if not target.is_relative_to(root):
        _structure(tally, "STR005", rel, f"points to {target}")


def _binary_kind(path: Path, head: bytes, rel: str, info: os.stat_result, tally: _Tally) -> bool:
    """Report a binary file; True when the file is binary (and not scanned as text)."""
    suffix = path.suffix.lower()
    if suffix in {".pyc", ".pyo"} or head[:4] in {
        b"\x42\x0d\x0d\x0a",
        b"\x55\x0d\x0d\x0a",
        b"\x61\x0d\x0d\x0a",
        b"\xa7\x0d\x0d\x0a",
    }:
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


def _scan_text_stream(
    handle: BinaryIO, head: bytes, rel: str, size: int, scanner: Scanner, tally: _Tally
) -> None:
    if size <= CHUNK_CHARS:
        data = head + handle.read()
        decoded = decode_text(data)
        _add(scanner.scan_text(decoded.text, rel), tally)
        return
    # A big file: whole lines at a time, scanned as code (Markdown regions need the
    # whole file), so memory stays bounded by the chunk size however big the file is.
    carry = head
    line_offset = 0
    seen: set[tuple[str, int, int]] = set()
    while True:
        block = handle.read(CHUNK_CHARS)
        data = carry + block
        if not data:
            break
        cut = data.rfind(b"\n") + 1 if block else len(data)
        if cut <= 0:  # one enormous line: cut it anyway
            cut = len(data)
        text = decode_text(data[:cut]).text
        scan = scanner.scan_text(
            text, rel, kind=TextKind.CODE, line_offset=line_offset, decode_depth=0
        )
        for finding in scan.findings:
            key = (finding.rule, finding.range.start.line, finding.range.start.character)
            if key not in seen:
                seen.add(key)
                tally.findings.append(finding)
        tally.suppressions.extend(scan.suppressions)
        line_offset += data[:cut].count(b"\n")
        carry = data[cut:]
        if not block:
            break


def _add(scan: TextScan, tally: _Tally) -> None:
    tally.findings.extend(scan.findings)
    tally.suppressions.extend(scan.suppressions)
