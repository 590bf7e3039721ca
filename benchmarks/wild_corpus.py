"""The wild corpus: community skills shipped inside pinned npm and PyPI packages.

``data/wild_skills.txt`` pins each package (``npm NAME VERSION SHA512-INTEGRITY`` or
``pypi NAME VERSION FILENAME SHA256``). ``wild_skill_dirs(work)`` fetches every archive
once into ``work/wild/archives`` with the registry's own client (``npm pack``,
``pip download``), checks its hash, copies each skill out of it into
``work/wild/skills/<package>/`` (regular files only, every path checked, sizes capped)
and returns the skill folders: deduplicated by SKILL.md content (and by folder name
within a package), at most ``cap`` per package, none identical to a vendor skill of the
shared corpus. A package that cannot be
fetched or read is logged to stderr and left out. Nothing here is committed: the
licences of these skills vary.

    python benchmarks/wild_corpus.py [--list] [--cap N]
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent
PINS = BENCHMARKS / "data" / "wild_skills.txt"
VENDOR_CORPUS = Path("/work/shared/corpus/benign")
VENDOR_SCOPES = ("@anthropic-ai/", "@anthropics/", "@openai/", "@nvidia/")
SKILL_FILE = "SKILL.md"
DEFAULT_CAP = 30
# Folders never copied, and folders whose SKILL.md is a project's test data, not a skill.
NEVER_COPIED = frozenset({".git", "node_modules", "__pycache__"})
SKIPPED_PARTS = NEVER_COPIED | {
    "test",
    "tests",
    "__tests__",
    "fixtures",
    "__fixtures__",
    "testdata",
    "test-fixtures",
}
SUPPORT_DIRS = frozenset({"references", "templates", "scripts", "assets"})
MAX_ARCHIVE_BYTES = 64 << 20
MAX_MEMBER_BYTES = 8 << 20
MAX_PACKAGE_BYTES = 128 << 20
MAX_MEMBERS = 100_000
FETCH_TIMEOUT_S = 300
LAYOUT_VERSION = 2
MANIFEST = ".wild-manifest.json"

logger = logging.getLogger("wild_corpus")


@dataclass(frozen=True, slots=True)
class Pin:
    """One pinned package archive."""

    registry: str  # "npm" or "pypi"
    name: str
    version: str
    filename: str
    digest: str  # npm: the SRI string (sha512-…); pypi: the sha256 hex digest

    @property
    def slug(self) -> str:
        """The package's folder name under ``skills/``."""
        return f"{self.registry}-{self.name.lstrip('@').replace('/', '-')}-{self.version}"


@dataclass(frozen=True, slots=True)
class WildSkill:
    """A skill folder copied out of a package, with its SKILL.md's normalised hash."""

    pin: Pin
    source: str  # the skill folder's path inside the archive
    path: Path
    content_hash: str


def read_pins(path: Path = PINS) -> list[Pin]:
    """The pinned packages, in file order; a malformed line is an error."""
    pins = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split()
        if fields[0] == "npm" and len(fields) == 4:
            _, name, version, integrity = fields
            filename = f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
            pins.append(Pin("npm", name, version, filename, integrity))
        elif fields[0] == "pypi" and len(fields) == 5:
            pins.append(Pin("pypi", *fields[1:]))
        else:
            raise ValueError(f"{path}:{number}: not a pin line: {line!r}")
        if pins[-1].name.startswith(VENDOR_SCOPES):
            raise ValueError(f"{path}:{number}: a vendor's package: {pins[-1].name}")
    return pins


def digest_matches(pin: Pin, data: bytes) -> bool:
    """Whether ``data`` is the archive the pin names."""
    if pin.registry == "pypi":
        return hashlib.sha256(data).hexdigest() == pin.digest
    algorithm, _, expected = pin.digest.partition("-")
    if algorithm not in {"sha512", "sha384", "sha256"}:
        return False
    actual = base64.b64encode(hashlib.new(algorithm, data).digest()).decode()
    return actual == expected


def fetch(pin: Pin, archives: Path) -> Path | None:
    """The pinned archive, from the cache or the registry; None (logged) when it fails."""
    target = archives / pin.filename
    if target.is_file() and digest_matches(pin, target.read_bytes()):
        return target
    archives.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=archives) as scratch:
        try:
            _download(pin, Path(scratch))
        except (OSError, subprocess.SubprocessError) as exc:
            logger.warning("skipping %s %s: download failed: %s", pin.name, pin.version, exc)
            return None
        got = Path(scratch) / pin.filename
        if not got.is_file() or got.stat().st_size > MAX_ARCHIVE_BYTES:
            logger.warning("skipping %s %s: no archive %s", pin.name, pin.version, pin.filename)
            return None
        if not digest_matches(pin, got.read_bytes()):
            logger.warning("skipping %s %s: hash mismatch", pin.name, pin.version)
            return None
        os.replace(got, target)
    return target


def _download(pin: Pin, into: Path) -> None:
    """Have the registry's own client fetch the archive into ``into``."""
    if pin.registry == "npm":
        npm = shutil.which("npm")
        if npm is None:
            raise OSError("npm is not installed")
        command = [npm, "pack", f"{pin.name}@{pin.version}", "--ignore-scripts"]
        command += ["--loglevel", "error"]
        command += ["--pack-destination", str(into)]
    else:
        requirement = into / "requirement.txt"
        requirement.write_text(f"{pin.name}=={pin.version} --hash=sha256:{pin.digest}\n")
        binary = "--only-binary" if pin.filename.endswith(".whl") else "--no-binary"
        command = [sys.executable, "-m", "pip", "download", "--no-deps", binary, ":all:"]
        command += ["--quiet", "-r", str(requirement), "-d", str(into)]
    done = subprocess.run(
        command, cwd=into, capture_output=True, text=True, timeout=FETCH_TIMEOUT_S, check=False
    )
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines() or ["no message"]
        said = next((line for line in lines if "error" in line.lower()), lines[-1])
        raise subprocess.SubprocessError(f"exit {done.returncode}: {said}")


def safe_member_path(name: str) -> str | None:
    """``name`` as a relative POSIX path, or None when it could leave the folder."""
    if "\\" in name or "\0" in name or name.startswith("/") or re.match(r"^[A-Za-z]:", name):
        return None
    parts = [part for part in name.split("/") if part not in {"", "."}]
    if not parts or ".." in parts:
        return None
    return "/".join(parts)


def archive_files(
    archive: Path, wanted: Callable[[str], bool] = lambda _name: True
) -> Iterator[tuple[str, int, bytes | None]]:
    """(safe path, size, bytes) of each regular file in the archive; the bytes are None
    for a file ``wanted`` turns down or one over ``MAX_MEMBER_BYTES``.

    Links, devices and unsafe paths are skipped; reading stops after ``MAX_MEMBERS``.
    """
    if archive.suffix in {".whl", ".zip"}:
        with zipfile.ZipFile(archive) as zf:
            for count, info in enumerate(zf.infolist()):
                if count >= MAX_MEMBERS:
                    return
                kind = (info.external_attr >> 16) & 0o170000  # 0: no Unix mode recorded
                name = safe_member_path(info.filename)
                if name is None or info.is_dir() or kind not in {0, 0o100000}:
                    continue
                read = wanted(name) and info.file_size <= MAX_MEMBER_BYTES
                yield name, info.file_size, zf.read(info) if read else None
        return
    with tarfile.open(archive) as tar:
        for count, member in enumerate(tar):
            if count >= MAX_MEMBERS:
                return
            name = safe_member_path(member.name)
            if name is None or not member.isreg():
                continue
            read = wanted(name) and member.size <= MAX_MEMBER_BYTES
            stream = tar.extractfile(member) if read else None
            yield name, member.size, None if stream is None else stream.read()


def skill_folders(names: list[str]) -> list[str]:
    """The folders (archive paths) holding a SKILL.md that is someone's skill.

    Skips tests and tooling folders, and a SKILL.md inside another skill's support
    folder (a template for new skills, not a skill).
    """
    folders = sorted(
        {
            name.rpartition("/")[0]
            for name in names
            if name.rpartition("/")[2] == SKILL_FILE and SKIPPED_PARTS.isdisjoint(name.split("/"))
        }
    )
    kept: list[str] = []
    for folder in folders:
        outer = [f for f in kept if f == "" or folder.startswith(f + "/")]
        nested = any(folder[len(f) :].lstrip("/").split("/")[0] in SUPPORT_DIRS for f in outer)
        if not nested:
            kept.append(folder)
    return kept


def owning_skill(name: str, folders: list[str]) -> str | None:
    """The deepest skill folder that holds the file ``name``."""
    best = None
    for folder in folders:
        inside = folder == "" or name.startswith(folder + "/")
        if inside and (best is None or len(folder) > len(best)):
            best = folder
    return best


def _owner(name: str, folders: list[str]) -> str | None:
    """The skill folder whose copy gets the file ``name``, if any."""
    return owning_skill(name, folders) if NEVER_COPIED.isdisjoint(name.split("/")) else None


def normalised_hash(data: bytes) -> str:
    """SKILL.md's hash with line endings, trailing blanks and a BOM not counted."""
    text = data.removeprefix(b"\xef\xbb\xbf").replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    lines = [line.rstrip() for line in text.split(b"\n")]
    return hashlib.sha256(b"\n".join(lines).strip()).hexdigest()


def skill_targets(folders: list[str], pin: Pin) -> dict[str, Path]:
    """Where each skill folder lands, relative to the package's folder: its parents
    flattened into one folder name, then its own name, so that no skill holds another."""
    targets: dict[str, Path] = {}
    for folder in folders:
        parts = folder.split("/") if folder else []
        if pin.registry == "npm" and parts[:1] == ["package"]:
            parts = parts[1:]  # npm tarballs put everything under package/
        leaf = parts[-1] if parts else pin.name.rpartition("/")[2]
        target = Path("__".join(parts[:-1]) or "_") / leaf
        while target in targets.values():
            target = target.with_name(target.name + "_")
        targets[folder] = target
    return targets


def unpack(pin: Pin, archive: Path, skills_root: Path) -> list[dict[str, str]]:
    """Copy every skill out of ``archive`` once; the manifest says what was copied."""
    package_dir = skills_root / pin.slug
    manifest = package_dir / MANIFEST
    try:
        recorded = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        recorded = {}  # not unpacked yet, or cut short: unpack again
    if recorded.get("layout") == LAYOUT_VERSION and recorded.get("digest") == pin.digest:
        return list(recorded["skills"])
    folders = skill_folders([name for name, _, _ in archive_files(archive, lambda _n: False)])
    staging = Path(tempfile.mkdtemp(prefix=f".{pin.slug}-", dir=skills_root))
    try:
        skills = _copy_skills(pin, archive, folders, staging)
        record = {"layout": LAYOUT_VERSION, "digest": pin.digest, "skills": skills}
        (staging / MANIFEST).write_text(json.dumps(record, indent=1), encoding="utf-8")
        shutil.rmtree(package_dir, ignore_errors=True)
        os.replace(staging, package_dir)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return skills


def _copy_skills(pin: Pin, archive: Path, folders: list[str], into: Path) -> list[dict[str, str]]:
    """Write each file of each skill folder under ``into``; one manifest entry a skill."""
    targets = skill_targets(folders, pin)
    written, entries = 0, {}
    root = into.resolve()
    for name, size, data in archive_files(archive, lambda n: _owner(n, folders) is not None):
        folder = _owner(name, folders)
        if folder is None:
            continue
        target = into / targets[folder]
        destination = target / name[len(folder) :].lstrip("/")
        if not destination.resolve().is_relative_to(root):
            logger.warning("%s: left out %s (outside the folder)", pin.slug, name)
            continue
        if data is None or written + size > MAX_PACKAGE_BYTES:
            logger.warning("%s: left out %s (%d bytes, over the cap)", pin.slug, name, size)
            continue
        destination.parent.mkdir(parents=True, exist_ok=True)
        destination.write_bytes(data)
        written += size
        if destination == target / SKILL_FILE:
            entries[folder] = {
                "source": folder,
                "path": targets[folder].as_posix(),
                "hash": normalised_hash(data),
            }
    return [entries[folder] for folder in sorted(entries)]


def vendor_hashes(corpus: Path = VENDOR_CORPUS) -> set[str]:
    """Normalised hashes of the vendor skills, so that no copy of one counts as wild."""
    if not corpus.is_dir():
        logger.warning("no vendor corpus at %s: vendor copies are not excluded", corpus)
        return set()
    return {normalised_hash(p.read_bytes()) for p in corpus.rglob(SKILL_FILE) if p.is_file()}


def package_skills(pin: Pin, work: Path) -> list[WildSkill]:
    """Every skill the pinned package holds, fetched and unpacked when needed."""
    archive = fetch(pin, work / "wild" / "archives")
    if archive is None:
        return []
    skills_root = work / "wild" / "skills"
    skills_root.mkdir(parents=True, exist_ok=True)
    try:
        entries = unpack(pin, archive, skills_root)
    except (OSError, tarfile.TarError, zipfile.BadZipFile, ValueError) as exc:
        logger.warning("skipping %s %s: cannot read %s: %s", pin.name, pin.version, archive, exc)
        return []
    base = skills_root / pin.slug
    return [WildSkill(pin, e["source"], base / e["path"], e["hash"]) for e in entries]


def select(per_package: list[list[WildSkill]], excluded: set[str], cap: int) -> list[WildSkill]:
    """At most ``cap`` skills a package, taken in a stable order (a hash of package and
    path), leaving out a SKILL.md seen before (among the vendors' or in an earlier
    package) and a second folder of the same name in one package (the same skill for
    another agent or language, a few lines apart)."""
    earlier = set(excluded)
    chosen: list[WildSkill] = []
    for skills in per_package:
        hashes: set[str] = set()
        names: set[str] = set()
        picked: list[WildSkill] = []
        for skill in sorted(skills, key=lambda s: _rank(s.pin.slug, s.source)):
            if len(picked) == cap or skill.content_hash in earlier or skill.content_hash in hashes:
                continue
            if skill.path.name not in names:
                picked.append(skill)
            hashes.add(skill.content_hash)
            names.add(skill.path.name)
        # Every SKILL.md of this package counts as seen, taken or not, so that a package
        # bundling a copy of another's collection brings only what differs.
        earlier.update(skill.content_hash for skill in skills)
        chosen.extend(picked)
    return sorted(chosen, key=lambda s: str(s.path))


def _rank(slug: str, source: str) -> str:
    return hashlib.sha256(f"{slug}/{source}".encode()).hexdigest()


def wild_skills(work: Path, cap: int = DEFAULT_CAP, pins: Path = PINS) -> list[WildSkill]:
    """The selected wild skills, with the package each came from."""
    ordered = sorted(read_pins(pins), key=lambda p: (p.registry, p.name))
    per_package = [package_skills(pin, work) for pin in ordered]
    return select(per_package, vendor_hashes(), cap)


def wild_skill_dirs(work: Path, cap: int = DEFAULT_CAP) -> list[Path]:
    """Every selected wild skill folder under ``work/wild``, sorted."""
    return [skill.path for skill in wild_skills(work, cap)]


def main(argv: list[str] | None = None) -> int:
    """Fetch the corpus and say how big it is; ``--list`` prints each skill folder."""
    parser = argparse.ArgumentParser(description="Fetch the wild skills corpus.")
    parser.add_argument("--list", action="store_true", help="print each skill folder")
    parser.add_argument("--cap", type=int, default=DEFAULT_CAP, help="skills per package")
    parser.add_argument("--work", type=Path, default=BENCHMARKS / ".work")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s", stream=sys.stderr)
    pins = read_pins()
    skills = wild_skills(args.work, args.cap)
    if args.list:
        for skill in skills:
            print(f"{skill.path}\t{skill.pin.registry}:{skill.pin.name}\t{skill.source}")
    packages = {skill.pin for skill in skills}
    print(f"{len(pins)} packages pinned, {len(packages)} contributing, {len(skills)} skills")
    return 0 if skills else 1


if __name__ == "__main__":
    sys.exit(main())
