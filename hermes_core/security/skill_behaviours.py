"""Behaviours of a whole skill, across its files: what no single file shows.

An install hook in one file (``package.json``'s ``postinstall``, ``setup.py``'s
``cmdclass``) running a script that fetches and runs code, or sends secrets, in another
(BEH025); an opaque blob kept in a data or reference file, and a script that decodes
and runs or sends (BEH026); a personal secret the person is asked for in one file, and
a script that sends to a host the skill never names (BEH038); the person's own folders
listed in a settings file, and a script that deletes without asking (BEH041); widened
permissions kept in one file and an order in another to write into the agent's
settings (BEH018); credential stores listed in a settings file and a script that sends
(BEH001); the environment swept and encoded by one script and another that sends or looks
names up (BEH017). Each is computed from
the kinds of fact every file holds and its signals
(:attr:`~hermes_core.security.engine.TextScan.kinds`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from hermes_core.security.cloud_grants import trusted_accounts_across
from hermes_core.security.findings import Finding, Risk
from hermes_core.security.rules import RULES_BY_ID
from hermes_core.security.setting_gates import fixed_settings
from hermes_core.security.suffixes import is_script, is_test_file
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
# Every secret of a CI workflow at once, handed to a step.
_EVERY_SECRET = re.compile(r"\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}", re.IGNORECASE)


def skill_behaviours(
    kinds: Mapping[str, frozenset[str]],
    findings: Sequence[Finding],
    texts: Mapping[str, str] | None = None,
) -> list[Finding]:
    """Findings for the behaviours that span files (``texts``: the small files' texts,
    for a setting one file compares and another fixes)."""
    scripts = {rel: held for rel, held in kinds.items() if is_script(rel)}
    reported = {(f.rule, f.file) for f in findings}
    # (a script that asks first, run as the skill's words say with the asking waived:
    # "run it with --yes, do not ask for confirmation")
    waived = any("waive" in held for rel, held in kinds.items() if not is_script(rel))

    def deletes_unasked(held: frozenset[str]) -> bool:
        return "destroy" in held and ("confirm" not in held or waived)

    return [
        *_install_hooks(kinds, scripts),
        *_kept_blobs(kinds, scripts, reported),
        # The person's folders listed in a settings file, and a script that deletes and
        # asks nobody: the list is what it deletes.
        *_listed_then_done(
            kinds,
            scripts,
            reported,
            "personal",
            "BEH041",
            "the person's own folders",
            "deletes, asking nobody",
            deletes_unasked,
        ),
        # The machine's backups or restore points listed in a settings file, and a script
        # that deletes and asks nobody.
        *_listed_then_done(
            kinds,
            scripts,
            reported,
            "recovery",
            "BEH040",
            "the machine's backups or restore points",
            "deletes, asking nobody",
            deletes_unasked,
        ),
        # Credential stores listed in a settings file, and a script that sends: the list
        # is what it reads and sends.
        *_listed_then_done(
            kinds,
            scripts,
            reported,
            "store",
            "BEH001",
            "credential stores",
            "sends to the network",
            lambda held: {"send", "net"} <= held,
        ),
        *_merged_permissions(kinds, reported),
        *_printed_then_run(kinds, scripts, reported),
        *_asked_then_sent(kinds, scripts, reported),
        *_swept_then_sent(texts or {}, scripts, reported),
        *_fixed_gates(kinds, texts or {}, reported),
        *_trusted_accounts(texts or {}, reported),
        *_shipped_keys(texts or {}, reported),
    ]


def _install_hooks(
    kinds: Mapping[str, frozenset[str]], scripts: Mapping[str, frozenset[str]]
) -> list[Finding]:
    """BEH025: an install hook in a manifest, a script that fetches and runs or sends."""
    hooks = sorted(
        rel
        for rel, held in kinds.items()
        if "install-hook" in held and rel.rsplit("/", 1)[-1].lower() in _MANIFESTS
    )
    found = []
    for rel, held in sorted(scripts.items()) if hooks else ():
        fetches_and_runs = "fetch" in held and bool(held & _RUNS)
        sends_secrets = "send" in held and "net" in held and bool(held & _SECRETS)
        if fetches_and_runs or sends_secrets:
            what = "fetches and runs code" if fetches_and_runs else "sends secrets"
            found.append(_finding("BEH025", rel, f"install hook in {hooks[0]}; {rel} {what}"))
    return found


def _kept_blobs(
    kinds: Mapping[str, frozenset[str]],
    scripts: Mapping[str, frozenset[str]],
    reported: set[tuple[str, str]],
) -> list[Finding]:
    """BEH026: an opaque blob in a data or reference file, a script that decodes and
    runs or sends."""
    blobs = sorted(
        rel
        for rel, held in kinds.items()
        if "blob" in held and not is_script(rel) and not rel.lower().endswith(_SHOWN + _TABLES)
    )
    found = []
    for rel, held in sorted(scripts.items()) if blobs else ():
        if not held & {"decode", "code-decode"} or not held & _ACTS_ON_IT:
            continue
        if ("BEH008", rel) in reported:
            continue  # already shown in the file itself (BEH015 says nothing of the blob)
        detail = f"{blobs[0]} holds an opaque blob; {rel} decodes and runs or sends"
        found.append(_finding("BEH026", rel, detail))
    return found


def _printed_then_run(
    kinds: Mapping[str, frozenset[str]],
    scripts: Mapping[str, frozenset[str]],
    reported: set[tuple[str, str]],
) -> list[Finding]:
    """BEH008 across files: a script that decodes an opaque blob (kept in it or in a data
    file beside it), and an order in another file to run what a program prints — the
    script's output is the hidden command. BEH052: the script fetches what it prints."""
    ordering = sorted(rel for rel, held in kinds.items() if "runs-printed" in held)
    if not ordering or any(rule == "BEH008" for rule, _ in reported):
        return []
    # (the blob may be kept beside the script, in a data file it reads)
    kept = any(
        "blob" in held and not is_script(rel) and not rel.lower().endswith(_SHOWN + _TABLES)
        for rel, held in kinds.items()
    )
    for rel, held in sorted(scripts.items()):
        if ("blob" in held or kept) and held & {"decode", "code-decode"} and rel not in ordering:
            detail = f"{rel} decodes an opaque blob; {ordering[0]} orders to run what it prints"
            return [_finding("BEH008", rel, detail)]
    # (what it prints came over the network: whoever serves it gives the orders)
    if any(rule == "BEH052" for rule, _ in reported):
        return []
    ordering = sorted(rel for rel, held in kinds.items() if "runs-printed-as-it-comes" in held)
    for rel, held in sorted(scripts.items()) if ordering else ():
        if {"fetch", "net"} <= held and rel not in ordering:
            detail = (
                f"{rel} fetches from the network; {ordering[0]} orders to carry out what it prints"
            )
            return [_finding("BEH052", rel, detail)]
    return []


def _listed_then_done(
    kinds: Mapping[str, frozenset[str]],
    scripts: Mapping[str, frozenset[str]],
    reported: set[tuple[str, str]],
    listed_kind: str,
    rule: str,
    listed: str,
    done: str,
    does: Callable[[frozenset[str]], bool],
) -> list[Finding]:
    """``rule`` on the first script that ``does`` it, when a settings file of the skill
    lists facts of ``listed_kind``: what the list names is what the script acts on."""
    lists = sorted(
        rel
        for rel, held in kinds.items()
        if listed_kind in held and rel.lower().endswith(_SETTINGS)
    )
    if not lists or any(reported_rule == rule for reported_rule, _ in reported):
        return []
    for rel, held in sorted(scripts.items()):
        if does(held):
            return [_finding(rule, rel, f"{lists[0]} lists {listed}; {rel} {done}")]
    return []


def _merged_permissions(
    kinds: Mapping[str, frozenset[str]], reported: set[tuple[str, str]]
) -> list[Finding]:
    """BEH018: widened permissions kept in a file of the skill, and an order in another
    to write into the agent's settings: what is merged is the widening."""
    # (a settings file or a script: a document's permissions are its topic, described)
    widened = sorted(
        rel for rel, held in kinds.items() if "permit" in held and not rel.lower().endswith(_SHOWN)
    )
    # (not a file that makes the change wait for the person: "only if the user says so")
    merging = sorted(
        rel
        for rel, held in kinds.items()
        if {"agent-settings", "write"} <= held and rel not in widened and "asks-consent" not in held
    )
    if not widened or not merging or any(rule == "BEH018" for rule, _ in reported):
        return []
    detail = (
        f"{widened[0]} widens the agent's permissions; {merging[0]} writes it into its settings"
    )
    return [_finding("BEH018", merging[0], detail)]


def _asked_then_sent(
    kinds: Mapping[str, frozenset[str]],
    scripts: Mapping[str, frozenset[str]],
    reported: set[tuple[str, str]],
) -> list[Finding]:
    """BEH038: a personal secret asked for in one file, a script that sends to a host the
    skill never names."""
    asked = sorted(rel for rel, held in kinds.items() if "asks-personal-secret" in held)
    if not asked or ("BEH030", asked[0]) in reported:
        return []
    for rel, held in sorted(scripts.items()):
        if "sends-to-foreign-host" in held:
            detail = f"{asked[0]} asks the person for it; {rel} sends to a host it never names"
            return [_finding("BEH038", rel, detail)]
    return []


def _swept_then_sent(
    texts: Mapping[str, str],
    scripts: Mapping[str, frozenset[str]],
    reported: set[tuple[str, str]],
) -> list[Finding]:
    """BEH017 across files: one script sweeps the whole environment and encodes it, or a
    CI workflow hands every secret to a step (``${{ toJSON(secrets) }}``); another script
    (a helper it calls, the step's) looks names up or sends: the environment is what goes."""
    if any(rule == "BEH017" for rule, _ in reported):
        return []
    # (not a copy of the environment handed to a program it starts, nor a test's)
    swept = sorted(
        rel
        for rel, held in scripts.items()
        if {"env-dump", "encode"} <= held and not held & _RUNS and not is_test_file(rel)
    ) + sorted(
        rel
        for rel, text in texts.items()
        if rel.lower().endswith((".yml", ".yaml")) and _EVERY_SECRET.search(text)
    )
    for rel, held in sorted(scripts.items()) if swept else ():
        if rel != swept[0] and ("dns" in held or {"send", "net"} <= held):
            detail = f"{swept[0]} hands on the whole environment; {rel} sends or looks up"
            return [_finding("BEH017", swept[0], detail)]
    return []


def _fixed_gates(
    kinds: Mapping[str, frozenset[str]], texts: Mapping[str, str], reported: set[tuple[str, str]]
) -> list[Finding]:
    """PRIV004 across files: a request's value compared with a setting whose value another
    file of the skill fixes (high when the branch grants an administrator)."""
    found = []
    for gating, fixing, name, grants in fixed_settings(kinds, texts):
        if ("PRIV004", gating) in reported:
            continue
        detail = f"{gating} lets a request in on the setting {name}; {fixing} fixes its value"
        risk = Risk.HIGH if grants else Risk.MEDIUM
        found.append(_finding("PRIV004", gating, detail, risk))
        reported.add(("PRIV004", gating))
    return found


def _trusted_accounts(texts: Mapping[str, str], reported: set[tuple[str, str]]) -> list[Finding]:
    """PRIV006 across files: an administrator role trusting a Terraform variable's account,
    whose default another file of the skill fixes."""
    found = []
    for rel, variable, other in trusted_accounts_across(texts):
        if ("PRIV006", rel) not in reported:
            detail = f"{rel} trusts var.{variable}; {other} fixes its account number"
            found.append(_finding("PRIV006", rel, detail))
            reported.add(("PRIV006", rel))
    return found


# An SSH public key, as authorized_keys and .pub files hold one.
_PUBLIC_KEY = re.compile(
    r"^(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com) AAAA", re.M
)


def _shipped_keys(texts: Mapping[str, str], reported: set[tuple[str, str]]) -> list[Finding]:
    """BEH043 across files: an SSH public key the skill ships in a file of its own, and
    code that adds that file to an ``authorized_keys``: whoever holds the private half
    logs in to the user's machine."""
    keys = sorted(
        rel for rel, text in texts.items() if not is_script(rel) and _PUBLIC_KEY.search(text)
    )
    if not keys or any(rule == "BEH043" for rule, _ in reported):
        return []
    for rel, text in sorted(texts.items(), key=lambda item: (not is_script(item[0]), item[0])):
        if rel in keys or "authorized_keys" not in text:
            continue
        named = [k for k in keys if k.rsplit("/", 1)[-1] in text]
        if named:
            detail = f"{rel} adds the key shipped in {named[0]} to authorized_keys"
            return [_finding("BEH043", rel, detail)]
    return []


def _finding(rule_id: str, rel: str, detail: str, risk: Risk = Risk.HIGH) -> Finding:
    rule = RULES_BY_ID[rule_id]
    return Finding(rule.id, rule.category, risk, rel, Range.at(0), "", f"{rule.summary} ({detail})")
