"""Behaviours of a whole skill, across its files: what no single file shows.

An install hook in one file (``package.json``'s ``postinstall``, ``setup.py``'s
``cmdclass``) running a script that fetches and runs code, or sends secrets, in another
(BEH025); an opaque blob kept in a data or reference file, and a script that decodes
and runs or sends (BEH026); a personal secret the person is asked for in one file, and
a script that sends to a host the skill never names (BEH038); the person's own folders
listed in a settings file, and a script that deletes without asking (BEH041); widened
permissions kept in one file and an order in another to write into the agent's
settings (BEH018); credential stores listed in a settings file and a script that sends
(BEH001). Each is computed from
the kinds of fact every file holds and its signals
(:attr:`~hermes_core.security.engine.TextScan.kinds`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from hermes_core.security.findings import Finding, Risk
from hermes_core.security.rules import RULES_BY_ID
from hermes_core.security.suffixes import SCRIPT_SUFFIXES, inner_name
from hermes_core.text.positions import Range

__all__ = ["skill_behaviours"]

# Where a package manager reads its install hooks.
_MANIFESTS = frozenset(("package.json", "setup.py", "setup.cfg", "pyproject.toml"))
# Documents and pages: a blob in them is a scanned per-text (BEH008), not a payload file.
_SHOWN = (".md", ".markdown", ".mdx", ".rst", ".html", ".htm", ".svg", ".css", ".ipynb")
# Data formats whose columns of codes and sequences read as blobs: tables, genomics.
_TABLES = (".csv", ".tsv", ".vcf", ".fasta", ".fa", ".fastq", ".sam", ".bed", ".gff", ".gtf")
# Settings and data files a script reads its targets from.
_SETTINGS = (".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".txt", ".list")
_RUNS = frozenset(("run", "exec", "launch", "detach"))
_SECRETS = frozenset(("secret", "store", "env-dump"))
_ACTS_ON_IT = frozenset(("exec", "net", "send", "fetch"))


def _script(rel: str) -> bool:
    name = inner_name(rel).lower()
    return "." in name and name[name.rfind(".") :] in SCRIPT_SUFFIXES


def skill_behaviours(
    kinds: Mapping[str, frozenset[str]], findings: Sequence[Finding]
) -> list[Finding]:
    """Findings for the behaviours that span files."""
    found: list[Finding] = []
    hooks = sorted(
        rel
        for rel, held in kinds.items()
        if "install-hook" in held and rel.rsplit("/", 1)[-1].lower() in _MANIFESTS
    )
    scripts = {rel: held for rel, held in kinds.items() if _script(rel)}
    reported = {(f.rule, f.file) for f in findings}
    if hooks:
        for rel, held in sorted(scripts.items()):
            fetches_and_runs = "fetch" in held and bool(held & _RUNS)
            sends_secrets = "send" in held and "net" in held and bool(held & _SECRETS)
            if fetches_and_runs or sends_secrets:
                what = "fetches and runs code" if fetches_and_runs else "sends secrets"
                found.append(_finding("BEH025", rel, f"install hook in {hooks[0]}; {rel} {what}"))
    blobs = sorted(
        rel
        for rel, held in kinds.items()
        if "blob" in held and not _script(rel) and not rel.lower().endswith(_SHOWN + _TABLES)
    )
    for rel, held in sorted(scripts.items()):
        if not blobs or not held & {"decode", "code-decode"} or not held & _ACTS_ON_IT:
            continue
        if any((rule, rel) in reported for rule in ("BEH008", "BEH015")):
            continue  # already shown in the file itself
        detail = f"{blobs[0]} holds an opaque blob; {rel} decodes and runs or sends"
        found.append(_finding("BEH026", rel, detail))
    # The person's folders listed in a settings file, and a script that deletes and asks
    # nobody: the list is what it deletes (BEH041 across files).
    listed = sorted(
        rel for rel, held in kinds.items() if "personal" in held and rel.lower().endswith(_SETTINGS)
    )
    for rel, held in sorted(scripts.items()) if listed else ():
        if "destroy" in held and "confirm" not in held and ("BEH041", rel) not in reported:
            detail = f"{listed[0]} lists the person's own folders; {rel} deletes, asking nobody"
            found.append(_finding("BEH041", rel, detail))
            break
    # Credential stores listed in a settings file, and a script that sends: the list is
    # what it reads and sends (BEH001 across files).
    stores = sorted(
        rel for rel, held in kinds.items() if "store" in held and rel.lower().endswith(_SETTINGS)
    )
    for rel, held in sorted(scripts.items()) if stores else ():
        if {"send", "net"} <= held and not any(r == "BEH001" for r, _ in reported):
            detail = f"{stores[0]} lists credential stores; {rel} sends to the network"
            found.append(_finding("BEH001", rel, detail))
            break
    # Widened permissions kept in a file of the skill, and an order in another to merge
    # a file into the agent's settings: what is merged is the widening (BEH018 across files).
    widened = sorted(rel for rel, held in kinds.items() if "permit" in held)
    merging = sorted(
        rel
        for rel, held in kinds.items()
        if {"agent-settings", "write"} <= held and rel not in widened
    )
    if widened and merging and not any(rule == "BEH018" for rule, _ in reported):
        detail = (
            f"{widened[0]} widens the agent's permissions; {merging[0]} writes it into its settings"
        )
        found.append(_finding("BEH018", merging[0], detail))
    asked = sorted(rel for rel, held in kinds.items() if "asks-personal-secret" in held)
    if asked:
        for rel, held in sorted(scripts.items()):
            if "sends-to-foreign-host" in held and ("BEH030", asked[0]) not in reported:
                detail = f"{asked[0]} asks the person for it; {rel} sends to a host it never names"
                found.append(_finding("BEH038", rel, detail))
                break
    return found


def _finding(rule_id: str, rel: str, detail: str) -> Finding:
    rule = RULES_BY_ID[rule_id]
    return Finding(
        rule.id, rule.category, Risk.HIGH, rel, Range.at(0), "", f"{rule.summary} ({detail})"
    )
