"""Detection figures of ``scan_eval.py``: parts 1 to 3 of the report.

1. SkillFortifyBench (``labelled/skillfortify-bench``): a specimen is flagged when a
   skill in it is rated caution or dangerous.
2. Cisco evals (``labelled/cisco-evals``): labels from ``_expected.json`` or from the
   path; the label file itself is left out of the scan (it describes the attack).
3. Vendor skills (``benign/<vendor>``): how many are rated dangerous (each one listed),
   how many caution and why.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from corpora import VENDORS, skill_dirs
from scan_report import Check, Section, finding_line, findings_block, or_none, pct, table

from hermes_core.security import Risk, Scanner, ScanResult, Verdict, scan_skill_dir

FLAGGED = frozenset({Verdict.CAUTION, Verdict.DANGEROUS})
ATTACK_TYPE = re.compile(r"_mal_(A\d\d)_")

# Targets of the issue.
SKILLFORTIFY_MAL_MIN = 0.90
SKILLFORTIFY_BEN_MAX = 0.02
CISCO_MAL_MIN = 16
CISCO_SAFE_MAX = 0
VENDOR_DANGEROUS_MAX = 0.01


# ---------------------------------------------------------------------------
# 1. SkillFortifyBench
# ---------------------------------------------------------------------------


@dataclass
class Specimen:
    """One specimen folder, every skill found in it, and the worst verdict."""

    path: Path
    scans: list[tuple[Path, ScanResult]]

    @property
    def verdict(self) -> Verdict:
        """The worst verdict of its skills (safe when it holds none)."""
        verdicts = [result.verdict for _, result in self.scans]
        return max(verdicts, key=lambda v: v.rank, default=Verdict.SAFE)

    @property
    def flagged(self) -> bool:
        """Rated caution or dangerous."""
        return self.verdict in FLAGGED

    def describe(self) -> list[str]:
        """The specimen, its verdict, and every finding in it."""
        lines = [f"  {self.path.name}: {self.verdict}"]
        if not self.scans:
            lines.append("      (no SKILL.md found in the specimen)")
        for skill_dir, result in self.scans:
            prefix = skill_dir.relative_to(self.path).as_posix() + "/"
            lines.extend(findings_block(result, prefix))
        return lines


def _scan_specimens(folders: Iterable[Path], scanner: Scanner) -> list[Specimen]:
    return [
        Specimen(folder, [(d, scan_skill_dir(d, scanner)) for d in skill_dirs(folder)])
        for folder in sorted(folders)
    ]


def skillfortify_section(corpus: Path, scanner: Scanner) -> Section:
    """Detection on the malicious specimens and false alarms on the benign ones."""
    root = corpus / "labelled" / "skillfortify-bench" / "skills"
    section = Section("1. SkillFortifyBench (labelled/skillfortify-bench)")
    malicious = _scan_specimens((p for p in root.glob("*/malicious/*") if p.is_dir()), scanner)
    benign = _scan_specimens((p for p in root.glob("*/benign/*") if p.is_dir()), scanner)
    mal_hit = sum(s.flagged for s in malicious)
    ben_hit = sum(s.flagged for s in benign)
    section.checks += [
        Check(
            "SkillFortifyBench malicious flagged",
            f"{mal_hit}/{len(malicious)} ({pct(mal_hit, len(malicious))})",
            f">= {SKILLFORTIFY_MAL_MIN:.0%}",
            bool(malicious) and mal_hit >= SKILLFORTIFY_MAL_MIN * len(malicious),
        ),
        Check(
            "SkillFortifyBench benign flagged",
            f"{ben_hit}/{len(benign)} ({pct(ben_hit, len(benign))})",
            f"<= {SKILLFORTIFY_BEN_MAX:.0%}",
            bool(benign) and ben_hit <= SKILLFORTIFY_BEN_MAX * len(benign),
        ),
    ]
    empty = [s.path.name for s in malicious + benign if not s.scans]
    section.add(
        f"Specimens: {len(malicious)} malicious, {len(benign)} benign (expected 180 + 180); "
        "flagged = caution or dangerous.",
        f"Specimens with no SKILL.md found: {', '.join(empty) or 'none'}; skills scanned: "
        f"{sum(len(s.scans) for s in malicious + benign)}.",
        "",
        "Per attack type (malicious):",
        *_attack_table(malicious),
        "",
        "Per runtime layout:",
        *_layout_table(malicious, benign),
        "",
        f"Missed malicious specimens ({len(malicious) - mal_hit}), with every finding:",
        *or_none([line for s in malicious if not s.flagged for line in s.describe()]),
        "",
        f"Flagged benign specimens ({ben_hit}), with every finding:",
        *or_none([line for s in benign if s.flagged for line in s.describe()]),
    )
    return section


def _attack_table(specimens: list[Specimen]) -> list[str]:
    by_type: dict[str, list[Specimen]] = defaultdict(list)
    for specimen in specimens:
        match = ATTACK_TYPE.search(specimen.path.name)
        by_type[match.group(1) if match else "?"].append(specimen)
    rows = []
    for attack, group in sorted(by_type.items()):
        hit = sum(s.flagged for s in group)
        dangerous = sum(s.verdict is Verdict.DANGEROUS for s in group)
        missed = ", ".join(s.path.name for s in group if not s.flagged) or "-"
        rows.append(
            [attack, str(len(group)), str(hit), str(dangerous), pct(hit, len(group)), missed]
        )
    return table(["type", "n", "flagged", "dangerous", "rate", "missed"], rows)


def _layout_table(malicious: list[Specimen], benign: list[Specimen]) -> list[str]:
    rows = []
    for layout in sorted({s.path.parent.parent.name for s in malicious + benign}):
        mal = [s for s in malicious if s.path.parent.parent.name == layout]
        ben = [s for s in benign if s.path.parent.parent.name == layout]
        rows.append(
            [
                layout,
                f"{sum(s.flagged for s in mal)}/{len(mal)}",
                f"{sum(s.flagged for s in ben)}/{len(ben)}",
            ]
        )
    return table(["layout", "malicious flagged", "benign flagged"], rows)


# ---------------------------------------------------------------------------
# 2. Cisco evals
# ---------------------------------------------------------------------------

LABEL_FILE = "_expected.json"


@dataclass
class Labelled:
    """A cisco eval skill, its label (and where the label came from), and our result."""

    skill_dir: Path
    safe: bool
    label_source: str
    result: ScanResult

    @property
    def flagged(self) -> bool:
        """Rated caution or dangerous."""
        return self.result.verdict in FLAGGED


def _label_data(skill_dir: Path) -> dict[str, object]:
    label = skill_dir / LABEL_FILE
    if not label.is_file():
        return {}
    data = json.loads(label.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def _cisco_label(skill_dir: Path, root: Path) -> tuple[bool, str]:
    data = _label_data(skill_dir)
    if "expected_safe" in data:
        return bool(data["expected_safe"]), f"{LABEL_FILE}"
    if "is_malicious" in data:
        return not data["is_malicious"], f"{LABEL_FILE} is_malicious"
    rel = skill_dir.relative_to(root).as_posix()
    safe = rel.startswith("test_skills/safe/") or re.match(r"skills/safe-skills[^/]*/", rel)
    return bool(safe), "path"


def _scan_without_label(skill_dir: Path, scanner: Scanner) -> ScanResult:
    """Scan a copy of the folder without its label file (it names the attack)."""
    with tempfile.TemporaryDirectory(prefix="scan-eval-cisco-") as tmp:
        copy = Path(tmp) / skill_dir.name
        shutil.copytree(skill_dir, copy, symlinks=True, ignore=shutil.ignore_patterns(LABEL_FILE))
        return scan_skill_dir(copy, scanner)


def cisco_section(corpus: Path, scanner: Scanner) -> Section:
    """Detection and false alarms on the 21 labelled cisco eval skills."""
    root = corpus / "labelled" / "cisco-evals"
    section = Section("2. Cisco skill-scanner evals (labelled/cisco-evals)")
    skills = []
    for skill_dir in skill_dirs(root):
        is_safe, source = _cisco_label(skill_dir, root)
        skills.append(Labelled(skill_dir, is_safe, source, _scan_without_label(skill_dir, scanner)))
    malicious = [s for s in skills if not s.safe]
    safe = [s for s in skills if s.safe]
    mal_hit = sum(s.flagged for s in malicious)
    safe_hit = sum(s.flagged for s in safe)
    section.checks += [
        Check(
            "Cisco evals malicious flagged",
            f"{mal_hit}/{len(malicious)}",
            f">= {CISCO_MAL_MIN}/17",
            mal_hit >= CISCO_MAL_MIN,
        ),
        Check(
            "Cisco evals safe flagged",
            f"{safe_hit}/{len(safe)}",
            f"{CISCO_SAFE_MAX}/4",
            safe_hit <= CISCO_SAFE_MAX,
        ),
    ]
    rows = []
    for s in skills:
        worst = min(s.result.findings, key=lambda f: f.risk.rank, default=None)
        rows.append(
            [
                s.skill_dir.relative_to(root).as_posix(),
                "safe" if s.safe else "malicious",
                s.label_source,
                str(s.result.verdict),
                f"{worst.rule} [{worst.risk}]" if worst else "-",
            ]
        )
    section.add(
        f"{len(skills)} skills ({len(malicious)} malicious, {len(safe)} safe; expected 17 + 4). "
        f"{LABEL_FILE} is left out of the scan.",
        "",
        *table(["skill", "label", "label from", "verdict", "worst finding"], rows),
        "",
        f"Missed malicious ({len(malicious) - mal_hit}), with every finding:",
        *or_none([line for s in malicious if not s.flagged for line in _describe(s, root)]),
        "",
        f"False alarms on safe skills ({safe_hit}), with every finding:",
        *or_none([line for s in safe if s.flagged for line in _describe(s, root)]),
    )
    return section


def _describe(skill: Labelled, root: Path) -> list[str]:
    lines = [f"  {skill.skill_dir.relative_to(root).as_posix()}: {skill.result.verdict}"]
    lines += findings_block(skill.result)
    notes = _label_data(skill.skill_dir).get("notes")
    if notes:
        lines.append(f"      label notes: {notes}")
    return lines


# ---------------------------------------------------------------------------
# 3. Vendor skills
# ---------------------------------------------------------------------------


def vendor_section(corpus: Path, scanner: Scanner) -> Section:
    """Dangerous and caution ratings on the skills published by three vendors."""
    section = Section("3. Vendor skills (benign/)")
    scans: dict[str, list[tuple[Path, ScanResult]]] = {}
    for vendor in VENDORS:
        root = corpus / "benign" / vendor
        scans[vendor] = [(d, scan_skill_dir(d, scanner)) for d in skill_dirs(root)]
    total = sum(len(v) for v in scans.values())
    dangerous = [
        (d, r) for items in scans.values() for d, r in items if r.verdict is Verdict.DANGEROUS
    ]
    section.checks.append(
        Check(
            "Vendor skills rated dangerous",
            f"{len(dangerous)}/{total} ({pct(len(dangerous), total)})",
            f"<= {VENDOR_DANGEROUS_MAX:.0%} (<= {int(VENDOR_DANGEROUS_MAX * total)})",
            len(dangerous) <= VENDOR_DANGEROUS_MAX * total,
        )
    )
    rows = []
    for vendor, items in scans.items():
        counts = Counter(r.verdict for _, r in items)
        rows.append(
            [
                vendor,
                str(len(items)),
                str(counts[Verdict.SAFE]),
                str(counts[Verdict.CAUTION]),
                str(counts[Verdict.DANGEROUS]),
                f"{sum(r.files_scanned for _, r in items)}",
            ]
        )
    section.add(*table(["vendor", "skills", "safe", "caution", "dangerous", "files"], rows), "")
    section.add(f"Every skill rated dangerous ({len(dangerous)}), with its high/critical findings:")
    section.add(*or_none([line for d, r in dangerous for line in _dangerous_lines(d, r, corpus)]))
    section.add("", "Top rules behind caution verdicts (medium findings in caution-rated skills):")
    section.add(*_caution_rules(scans))
    return section


def _dangerous_lines(skill_dir: Path, result: ScanResult, corpus: Path) -> list[str]:
    lines = [f"  {skill_dir.relative_to(corpus / 'benign').as_posix()}"]
    lines += ["      " + finding_line(f) for f in result.findings if f.risk.rank <= Risk.HIGH.rank]
    others = sum(f.risk.rank > Risk.HIGH.rank for f in result.findings)
    if others:
        lines.append(f"      (+ {others} medium/low/info findings)")
    return lines


def _caution_rules(scans: dict[str, list[tuple[Path, ScanResult]]]) -> list[str]:
    skills: Counter[str] = Counter()
    hits: Counter[str] = Counter()
    per_vendor: dict[str, Counter[str]] = defaultdict(Counter)
    for vendor, items in scans.items():
        for _, result in items:
            if result.verdict is not Verdict.CAUTION:
                continue
            medium = [f for f in result.findings if f.risk is Risk.MEDIUM]
            hits.update(f.rule for f in medium)
            for rule in {f.rule for f in medium}:
                skills[rule] += 1
                per_vendor[rule][vendor] += 1
    rows = []
    for rule, count in skills.most_common(12):
        split = ", ".join(f"{v.split('-')[0]} {n}" for v, n in per_vendor[rule].most_common())
        rows.append([rule, str(count), str(hits[rule]), split])
    return table(["rule", "caution skills", "medium findings", "by vendor"], rows)
