"""Sources over HTTP and archives: a direct URL to a SKILL.md or to an archive, a site's
``/.well-known/skills/index.json`` (Hermes Agent's format: ``{"skills": [{"name",
"description", "files": [...]}]}``, each file at ``<base>/.well-known/skills/<name>/<file>``).

and a local archive file (see :mod:`hermes_core.provenance.archives`).

Files are downloaded or unpacked into a private temporary folder with size caps and path
checks (no absolute path, no ``..``, no backslash, no empty segment) — the *staging* —
then installed from that folder through the same quarantine, scan and policy as any
other source; ``update`` stages the same source again. A source refused while staging
leaves a ``BLOCKED`` audit line, as a refused folder does.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path, PurePosixPath
from typing import Any

from hermes_core.paths import HermesPaths
from hermes_core.provenance.archives import archive_kind, staged_archive, unpack
from hermes_core.provenance.hub import (
    MAX_FILE_BYTES,
    MAX_FILES,
    MAX_TOTAL_BYTES,
    InstallError,
    InstallResult,
    audit,
    install_folder,
)
from hermes_core.security import Scanner, ScanResult, TrustLevel

__all__ = [
    "install_archive",
    "install_url",
    "install_well_known",
    "staged_url",
    "staged_well_known",
    "well_known_base",
]

_INDEX_BYTES = 1024 * 1024
_TIMEOUT = 30
_WELL_KNOWN = "/.well-known/skills/index.json"
_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")

Confirm = Callable[[ScanResult, str], bool]


class _HttpOnlyRedirects(urllib.request.HTTPRedirectHandler):
    """Follow redirects only to http and https URLs (never ftp or file), and never from
    https down to plain http: the source's trust was judged on the URL asked for."""

    def redirect_request(
        self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any, newurl: str
    ) -> urllib.request.Request | None:
        target = newurl.lower()
        if not target.startswith(("http://", "https://")):
            raise InstallError(f"refusing a redirect to {newurl}")
        if req.full_url.lower().startswith("https://") and target.startswith("http://"):
            raise InstallError(f"refusing a redirect from https to plain http ({newurl})")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


_OPENER = urllib.request.build_opener(_HttpOnlyRedirects)


def _get(url: str, limit: int) -> bytes:
    """The body at ``url`` (http or https only), refusing more than ``limit`` bytes."""
    if not url.startswith(("http://", "https://")):
        raise InstallError(f"{url}: only http and https URLs can be fetched")
    request = urllib.request.Request(url, headers={"User-Agent": "hermes-workbench"})
    try:
        with _OPENER.open(request, timeout=_TIMEOUT) as response:
            body: bytes = response.read(limit + 1)
    except urllib.error.URLError as exc:
        raise InstallError(f"{url}: {exc.reason}") from exc
    except OSError as exc:
        raise InstallError(f"{url}: {exc}") from exc
    if len(body) > limit:
        raise InstallError(f"{url}: more than {limit:,} bytes")
    return body


def _safe_relative(path: Any) -> str:
    if not isinstance(path, str) or not path:
        raise InstallError(f"a file path in the index is not a non-empty string: {path!r}")
    pure = PurePosixPath(path)
    if "\\" in path or pure.is_absolute() or ".." in pure.parts or "" in path.split("/"):
        raise InstallError(f"unsafe file path in the index: {path!r}")
    return pure.as_posix()


def well_known_base(index_url: str) -> str:
    """The site a well-known index URL belongs to."""
    return index_url.removesuffix(_WELL_KNOWN)


@contextmanager
def staged_well_known(base_url: str, name: str) -> Iterator[Path]:
    """The files ``base_url``'s well-known index lists for ``name``, downloaded."""
    # The name becomes the staging folder's name and a URL path segment: a skill name
    # only, never "../…" (which would write the files outside, unquarantined).
    if len(name) > 64 or not _NAME.fullmatch(name):
        raise InstallError(f"{name!r} is not a valid skill name (a-z, 0-9 and single hyphens)")
    base = base_url.rstrip("/")
    index_url = base + _WELL_KNOWN
    try:
        index = json.loads(_get(index_url, _INDEX_BYTES))
    except ValueError as exc:
        raise InstallError(f"{index_url}: not JSON") from exc
    skills = index.get("skills") if isinstance(index, dict) else None
    entry = next((s for s in skills or [] if isinstance(s, dict) and s.get("name") == name), None)
    if entry is None:
        raise InstallError(f"{index_url} lists no skill named {name!r}")
    files = entry.get("files", ["SKILL.md"])
    if not isinstance(files, list) or not files:
        files = ["SKILL.md"]
    if len(files) > MAX_FILES:
        raise InstallError(f"{name}: the index lists more than {MAX_FILES} files")
    relative_files = [_safe_relative(f) for f in files]
    work = Path(tempfile.mkdtemp(prefix="hermes-fetch-"))
    try:
        folder = work / name
        total = 0
        for relative in relative_files:
            body = _get(f"{base}/.well-known/skills/{name}/{relative}", MAX_FILE_BYTES)
            total += len(body)
            if total > MAX_TOTAL_BYTES:
                raise InstallError(f"{name}: more than {MAX_TOTAL_BYTES:,} bytes in all")
            target = folder / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(body)
        yield folder
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _declared_name(folder: Path) -> str | None:
    """The frontmatter ``name`` of ``folder``'s SKILL.md, when it is a valid one."""
    from hermes_core.skills.document import parse_skill_text

    try:
        text = (folder / "SKILL.md").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    name = parse_skill_text(text).skill.name
    return name if name and _NAME.fullmatch(name) else None


@contextmanager
def staged_url(url: str) -> Iterator[tuple[Path, str, str]]:
    """What ``url`` serves, as a folder: a SKILL.md (kind ``"url"``) or an archive
    (kind ``"archive"``, recognised by its bytes), with the skill's name."""
    body = _get(url, MAX_TOTAL_BYTES)
    work = Path(tempfile.mkdtemp(prefix="hermes-fetch-"))
    try:
        download = work / "download"
        download.write_bytes(body)
        if archive_kind(download) is not None:
            folder = unpack(download, work / "unpacked")
            name = _declared_name(folder) or _folder_name(folder, _guess(url))
            yield folder, name, "archive"
            return
        if len(body) > MAX_FILE_BYTES:
            raise InstallError(f"{url}: more than {MAX_FILE_BYTES:,} bytes")
        try:
            body.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InstallError(f"{url}: neither UTF-8 text nor a tar or zip archive") from exc
        folder = work / "skill"
        folder.mkdir()
        (folder / "SKILL.md").write_bytes(body)
        declared = _declared_name(folder)
        if not declared:
            raise InstallError(f"{url}: the SKILL.md has no valid name")
        yield folder, declared, "url"
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _guess(location: str) -> str:
    """A name for a source not yet read: its last path segment, without extensions."""
    return PurePosixPath(location.split("?", 1)[0]).name.split(".", 1)[0] or "unknown"


def _folder_name(folder: Path, fallback: str) -> str:
    return fallback if folder.name == "unpacked" else folder.name


def _refused(paths: HermesPaths, name: str, kind: str, trust: TrustLevel, exc: Exception) -> None:
    audit(paths, "BLOCKED", name, kind, trust.value, "invalid_source", str(exc))


def install_well_known(
    paths: HermesPaths,
    base_url: str,
    name: str,
    *,
    trust: TrustLevel = TrustLevel.COMMUNITY,
    force: bool = False,
    confirm: Confirm = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
) -> InstallResult:
    """Install ``name`` from ``base_url``'s well-known skills index."""
    base = base_url.rstrip("/")
    with ExitStack() as stack:
        try:
            folder = stack.enter_context(staged_well_known(base, name))
        except InstallError as exc:
            _refused(paths, name, "well-known", trust, exc)
            raise
        return install_folder(
            paths,
            folder,
            name=name,
            source_kind="well-known",
            identifier=f"well-known:{base}/{name}",
            trust=trust,
            force=force,
            confirm=confirm,
            scanner=scanner,
            upstream={"upstream_url": base + _WELL_KNOWN},
        )


def install_url(
    paths: HermesPaths,
    url: str,
    *,
    trust: TrustLevel = TrustLevel.COMMUNITY,
    force: bool = False,
    confirm: Confirm = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
) -> InstallResult:
    """Install the SKILL.md or the archive at ``url`` (a SKILL.md is named by its
    frontmatter ``name``; an archive by its SKILL.md's name or its top folder)."""
    with ExitStack() as stack:
        try:
            folder, name, kind = stack.enter_context(staged_url(url))
        except InstallError as exc:
            _refused(paths, _guess(url), "url", trust, exc)
            raise
        return install_folder(
            paths,
            folder,
            name=name,
            source_kind=kind,
            identifier=url,
            trust=trust,
            force=force,
            confirm=confirm,
            scanner=scanner,
            upstream={"upstream_url": url},
        )


def install_archive(
    paths: HermesPaths,
    archive: Path,
    *,
    trust: TrustLevel = TrustLevel.COMMUNITY,
    force: bool = False,
    confirm: Confirm = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
) -> InstallResult:
    """Install the skill in the local tar or zip file ``archive``."""
    archive = archive.resolve()
    fallback = _guess(archive.name)
    with ExitStack() as stack:
        try:
            folder = stack.enter_context(staged_archive(archive))
        except InstallError as exc:
            _refused(paths, fallback, "archive", trust, exc)
            raise
        return install_folder(
            paths,
            folder,
            name=_declared_name(folder) or _folder_name(folder, fallback),
            source_kind="archive",
            identifier=str(archive),
            trust=trust,
            force=force,
            confirm=confirm,
            scanner=scanner,
        )
