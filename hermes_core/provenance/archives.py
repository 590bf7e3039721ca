"""Archives as a source: a tar (plain, gzip, bzip2 or xz) or zip file — a ``.skill``
file is a zip — recognised by its bytes, not its name.

Members are unpacked one by one by this module, never by ``extractall``: each name is
checked first (UTF-8, relative, no ``..``, no backslash, not seen before), links, device
files and FIFOs are refused, and file bodies are streamed with the hub's caps counted on
the bytes actually produced, so a header that lies about a size or a zip bomb stops at
the cap. Encrypted zip members are refused: the scanner could not read them, and a
password-protected archive is a known dropper trick. Nothing but regular files and
folders is ever created, so nothing can land outside the folder unpacked into.
"""

from __future__ import annotations

import lzma
import shutil
import stat
import tarfile
import tempfile
import zipfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path, PurePosixPath
from typing import IO

from hermes_core.provenance.hub import (
    MAX_FILE_BYTES,
    MAX_FILES,
    MAX_TOTAL_BYTES,
    InstallError,
)

__all__ = ["archive_kind", "staged_archive", "unpack"]

_CHUNK = 1 << 20
_ZIP_ENCRYPTED = 0x1
_ZIP_UTF8 = 0x800


def archive_kind(path: Path) -> str | None:
    """``"zip"``, ``"tar"`` or ``None``, from the file's bytes."""
    try:
        if zipfile.is_zipfile(path):
            return "zip"
        if tarfile.is_tarfile(path):
            return "tar"
    except OSError:
        return None
    return None


class _Unpacker:
    """The checks and caps shared by both formats."""

    def __init__(self, into: Path) -> None:
        self.into = into
        self.seen: set[str] = set()
        self.files = 0
        self.total = 0

    def relative(self, name: str) -> PurePosixPath | None:
        """The member's checked relative path (``None`` for the archive's root)."""
        try:
            name.encode("utf-8")
        except UnicodeEncodeError:
            shown = name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
            raise InstallError(f"{shown}: the name is not UTF-8") from None
        if "\\" in name:
            raise InstallError(f"{name}: a backslash in a member name")
        pure = PurePosixPath(name)
        if pure.is_absolute() or (pure.parts and pure.parts[0].endswith(":")):
            raise InstallError(f"{name}: an absolute path")
        if ".." in pure.parts:
            raise InstallError(f"{name}: a path that climbs out with '..'")
        if not pure.parts or pure == PurePosixPath("."):
            return None
        key = pure.as_posix()
        if key in self.seen:
            raise InstallError(f"{name}: appears twice in the archive")
        self.seen.add(key)
        return pure

    def folder(self, relative: PurePosixPath) -> None:
        (self.into / relative).mkdir(parents=True, exist_ok=True)

    def file(self, relative: PurePosixPath, declared: int, body: IO[bytes]) -> None:
        self.files += 1
        if self.files > MAX_FILES:
            raise InstallError(f"more than {MAX_FILES} files")
        if declared > MAX_FILE_BYTES:
            raise InstallError(f"{relative}: {declared:,} bytes, more than {MAX_FILE_BYTES:,}")
        target = self.into / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        written = 0
        with open(target, "xb") as out:
            while block := body.read(_CHUNK):
                written += len(block)
                self.total += len(block)
                if written > MAX_FILE_BYTES:
                    raise InstallError(f"{relative}: more than {MAX_FILE_BYTES:,} bytes")
                if self.total > MAX_TOTAL_BYTES:
                    raise InstallError(f"more than {MAX_TOTAL_BYTES:,} bytes in all")
                out.write(block)


def _unpack_tar(archive: Path, unpacker: _Unpacker) -> None:
    with tarfile.open(archive, "r:*", encoding="utf-8", errors="surrogateescape") as tar:
        for member in tar:
            relative = unpacker.relative(member.name)
            if member.issym() or member.islnk():
                kind = "a symlink" if member.issym() else "a hard link"
                raise InstallError(
                    f"{member.name}: {kind} to {member.linkname!r} (skills may not hold links)"
                )
            if member.isdev():
                raise InstallError(f"{member.name}: a device file or FIFO")
            if relative is None:
                continue
            if member.isdir():
                unpacker.folder(relative)
            elif member.isreg():
                body = tar.extractfile(member)
                if body is None:
                    raise InstallError(f"{member.name}: cannot be read")
                with body:
                    unpacker.file(relative, member.size, body)
            else:
                raise InstallError(f"{member.name}: not a regular file or folder")


def _zip_name(info: zipfile.ZipInfo) -> str:
    """The member's name as its bytes meant it: UTF-8 when flagged; otherwise zip's
    legacy code page, which must hold plain ASCII or bytes that are valid UTF-8."""
    name = info.filename
    if info.flag_bits & _ZIP_UTF8 or name.isascii():
        return name
    raw = name.encode("cp437")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("utf-8", "surrogateescape")


def _unpack_zip(archive: Path, unpacker: _Unpacker) -> None:
    with zipfile.ZipFile(archive) as bundle:
        for info in bundle.infolist():
            name = _zip_name(info)
            relative = unpacker.relative(name)
            if info.flag_bits & _ZIP_ENCRYPTED:
                raise InstallError(
                    f"{name}: encrypted (a password-protected archive cannot be scanned)"
                )
            kind = stat.S_IFMT(info.external_attr >> 16)  # 0: no Unix file type recorded
            if kind == stat.S_IFLNK:
                raise InstallError(f"{name}: a symlink (skills may not hold links)")
            if kind not in (0, stat.S_IFREG, stat.S_IFDIR):
                raise InstallError(f"{name}: a device file, FIFO or socket")
            if relative is None:
                continue
            if info.is_dir():
                unpacker.folder(relative)
            else:
                with bundle.open(info) as body:
                    unpacker.file(relative, info.file_size, body)


def unpack(archive: Path, into: Path) -> Path:
    """Unpack ``archive`` into the empty folder ``into`` (see the module); returns the
    skill's folder: ``into`` when the SKILL.md is at the top, or the archive's single
    top folder when it is there."""
    kind = archive_kind(archive)
    if kind is None:
        raise InstallError(f"{archive.name}: not a tar or zip archive")
    into.mkdir(parents=True, exist_ok=True)
    unpacker = _Unpacker(into)
    try:
        (_unpack_zip if kind == "zip" else _unpack_tar)(archive, unpacker)
    except (tarfile.TarError, zipfile.BadZipFile, EOFError, zlib.error) as exc:
        raise InstallError(f"{archive.name}: a damaged {kind} archive ({exc})") from exc
    except (lzma.LZMAError, OSError) as exc:
        if isinstance(exc, FileExistsError):
            raise InstallError(f"{archive.name}: two members write {exc.filename}") from exc
        raise InstallError(f"{archive.name}: cannot be unpacked ({exc})") from exc
    if (into / "SKILL.md").is_file():
        return into
    tops = list(into.iterdir())
    if len(tops) == 1 and (tops[0] / "SKILL.md").is_file():
        return tops[0]
    raise InstallError(f"{archive.name}: no SKILL.md at the top or in a single top folder")


@contextmanager
def staged_archive(archive: Path) -> Iterator[Path]:
    """``archive`` unpacked into a private temporary folder, removed afterwards."""
    size = archive.stat().st_size
    if size > MAX_TOTAL_BYTES:
        raise InstallError(f"{archive.name}: {size:,} bytes, more than {MAX_TOTAL_BYTES:,}")
    work = Path(tempfile.mkdtemp(prefix="hermes-archive-"))
    try:
        yield unpack(archive, work / "unpacked")
    finally:
        shutil.rmtree(work, ignore_errors=True)
