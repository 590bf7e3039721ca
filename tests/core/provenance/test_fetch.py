"""HTTP sources served from 127.0.0.1: a site's well-known skills index and a direct
SKILL.md URL; hostile indexes refused before anything is installed."""

from __future__ import annotations

import http.server
import json
import threading
import urllib.request
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest

from hermes_core.paths import HermesPaths
from hermes_core.provenance import fetch
from hermes_core.provenance.fetch import install_url, install_well_known
from hermes_core.provenance.hub import MAX_FILE_BYTES, InstallError, lock_entry
from hermes_core.security import Scanner

SCANNER = Scanner()


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:  # keep the test output clean
        pass


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    root = tmp_path / "site"
    root.mkdir()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", root
    finally:
        server.shutdown()
        server.server_close()


def _publish(root: Path, skills: list[dict[str, object]], files: dict[str, str | bytes]) -> None:
    base = root / ".well-known" / "skills"
    base.mkdir(parents=True, exist_ok=True)
    (base / "index.json").write_text(json.dumps({"skills": skills}))
    for relative, content in files.items():
        path = base / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())


SKILL = "---\nname: pdf-tools\ndescription: Works with PDFs.\n---\n# PDF\n"


def test_a_skill_installs_from_a_well_known_index(site: tuple[str, Path], tmp_path: Path):
    url, root = site
    _publish(
        root,
        [{"name": "pdf-tools", "description": "PDFs", "files": ["SKILL.md", "refs/api.md"]}],
        {"pdf-tools/SKILL.md": SKILL, "pdf-tools/refs/api.md": "API notes\n"},
    )
    home = HermesPaths(tmp_path / "home")
    result = install_well_known(home, url, "pdf-tools", scanner=SCANNER)
    assert result.installed
    assert (home.skills_dir / "pdf-tools" / "refs" / "api.md").read_text() == "API notes\n"
    entry = lock_entry(home, "pdf-tools")
    assert entry is not None
    assert (entry["source"], entry["identifier"]) == ("well-known", f"well-known:{url}/pdf-tools")
    assert entry["files"] == ["SKILL.md", "refs/api.md"]


@pytest.mark.parametrize(
    ("files", "message"),
    [
        (["SKILL.md", "../../etc/passwd"], "unsafe file path"),
        (["SKILL.md", "/etc/passwd"], "unsafe file path"),
        (["SKILL.md", "a\\\\b"], "unsafe file path"),
        (["SKILL.md", "missing.md"], "(?i)404|not found"),
    ],
)
def test_hostile_or_broken_indexes_are_refused(
    site: tuple[str, Path], tmp_path: Path, files: list[str], message: str
):
    url, root = site
    _publish(root, [{"name": "pdf-tools", "files": files}], {"pdf-tools/SKILL.md": SKILL})
    home = HermesPaths(tmp_path / "home")
    with pytest.raises(InstallError, match=message):
        install_well_known(home, url, "pdf-tools", scanner=SCANNER)
    assert not (home.skills_dir / "pdf-tools").exists()


def test_an_oversized_file_is_refused_while_downloading(site: tuple[str, Path], tmp_path: Path):
    url, root = site
    _publish(
        root,
        [{"name": "pdf-tools", "files": ["SKILL.md", "big.bin"]}],
        {"pdf-tools/SKILL.md": SKILL, "pdf-tools/big.bin": b"\0" * (MAX_FILE_BYTES + 1)},
    )
    with pytest.raises(InstallError, match="more than"):
        install_well_known(HermesPaths(tmp_path / "home"), url, "pdf-tools", scanner=SCANNER)


def test_a_direct_skill_md_url_installs_under_its_frontmatter_name(
    site: tuple[str, Path], tmp_path: Path
):
    url, root = site
    (root / "SKILL.md").write_text(SKILL)
    home = HermesPaths(tmp_path / "home")
    result = install_url(home, f"{url}/SKILL.md", scanner=SCANNER)
    assert result.installed
    assert result.name == "pdf-tools"
    entry = lock_entry(home, "pdf-tools")
    assert entry is not None
    assert entry["source"] == "url"
    with pytest.raises(InstallError, match="only http and https"):
        install_url(home, "file:///etc/passwd", scanner=SCANNER)


@pytest.mark.parametrize(
    ("start", "target", "refused"),
    [
        ("https://skills.example/a.md", "http://skills.example/a.md", "from https to plain http"),
        ("https://skills.example/a.md", "HTTP://cdn.example/a.md", "from https to plain http"),
        ("http://skills.example/a.md", "file:///etc/passwd", "refusing a redirect to"),
        ("https://skills.example/a.md", "ftp://skills.example/a.md", "refusing a redirect to"),
    ],
)
def test_redirects_never_leave_http_nor_drop_from_https_to_http(
    start: str, target: str, refused: str
):
    handler = fetch._HttpOnlyRedirects()
    with pytest.raises(InstallError, match=refused):
        handler.redirect_request(urllib.request.Request(start), None, 302, "Found", {}, target)


def test_redirects_within_https_or_up_from_http_are_followed():
    handler = fetch._HttpOnlyRedirects()
    for start, target in [
        ("https://skills.example/a.md", "https://cdn.example/a.md"),
        ("http://skills.example/a.md", "https://skills.example/a.md"),
    ]:
        followed = handler.redirect_request(
            urllib.request.Request(start), None, 302, "Found", {}, target
        )
        assert followed is not None
        assert followed.full_url == target
