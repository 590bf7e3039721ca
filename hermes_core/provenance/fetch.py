"""Sources over HTTP: a direct URL to a SKILL.md, and a site's
``/.well-known/skills/index.json`` (Hermes Agent's format: ``{"skills": [{"name",
"description", "files": [...]}]}``, each file at ``<base>/.well-known/skills/<name>/<file>``).

Files are downloaded into a temporary folder with size caps and path checks (no absolute
path, no ``..``, no backslash, no empty segment), then installed from that folder through
the same quarantine, scan and policy as any other source.
"""

from __future__ import annotations

import json
import shutil
import tempfile
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from typing import Any

from hermes_core.paths import HermesPaths
from hermes_core.provenance.hub import (
    MAX_FILE_BYTES,
    MAX_FILES,
    MAX_TOTAL_BYTES,
    InstallError,
    InstallResult,
    install_folder,
)
from hermes_core.security import Scanner, ScanResult, TrustLevel

__all__ = ["install_url", "install_well_known"]

_INDEX_BYTES = 1024 * 1024
_TIMEOUT = 30


class _HttpOnlyRedirects(urllib.request.HTTPRedirectHandler):
    """Follow redirects only to http and https URLs (never ftp or file)."""

    def redirect_request(
        self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any, newurl: str
    ) -> urllib.request.Request | None:
        if not newurl.startswith(("http://", "https://")):
            raise InstallError(f"refusing a redirect to {newurl}")
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


def install_well_known(
    paths: HermesPaths,
    base_url: str,
    name: str,
    *,
    trust: TrustLevel = TrustLevel.COMMUNITY,
    force: bool = False,
    confirm: Callable[[ScanResult, str], bool] = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
) -> InstallResult:
    """Install ``name`` from ``base_url``'s well-known skills index."""
    base = base_url.rstrip("/")
    index_url = f"{base}/.well-known/skills/index.json"
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
            upstream={"upstream_url": index_url},
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)


def install_url(
    paths: HermesPaths,
    url: str,
    *,
    trust: TrustLevel = TrustLevel.COMMUNITY,
    force: bool = False,
    confirm: Callable[[ScanResult, str], bool] = lambda _scan, _reason: False,
    scanner: Scanner | None = None,
) -> InstallResult:
    """Install the single SKILL.md at ``url``, named by its frontmatter ``name``."""
    from hermes_core.skills.document import parse_skill_text

    body = _get(url, MAX_FILE_BYTES)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InstallError(f"{url}: not UTF-8 text") from exc
    name = parse_skill_text(text).skill.name
    if not name:
        raise InstallError(f"{url}: the SKILL.md has no name")
    work = Path(tempfile.mkdtemp(prefix="hermes-fetch-"))
    try:
        folder = work / "skill"
        folder.mkdir()
        (folder / "SKILL.md").write_bytes(body)
        return install_folder(
            paths,
            folder,
            name=name,
            source_kind="url",
            identifier=url,
            trust=trust,
            force=force,
            confirm=confirm,
            scanner=scanner,
            upstream={"upstream_url": url},
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)
