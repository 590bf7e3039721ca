#!/usr/bin/env python3
"""DriftWächter – Drift klassifizieren und BERICHT.md erzeugen.

Liest alle .driftwaechter/*/plan.json (Ausgabe von `terraform show -json` eines
refresh-only-Plans) und bewertet jede Abweichung nach der Risikomatrix.
"""
import json
import sys
from pathlib import Path

KRITISCH = {
    ("aws_security_group", "ingress"),
    ("aws_security_group_rule", "cidr_blocks"),
    ("aws_s3_bucket_public_access_block", "block_public_acls"),
    ("aws_s3_bucket_public_access_block", "block_public_policy"),
    ("aws_s3_bucket_policy", "policy"),
    ("azurerm_network_security_rule", "source_address_prefix"),
    ("azurerm_key_vault_access_policy", "object_id"),
    ("google_project_iam_member", "role"),
    ("google_compute_firewall", "source_ranges"),
}
HOCH_TYPEN = ("aws_iam_", "azurerm_role_", "google_project_iam", "aws_kms_", "aws_lb_listener")
MITTEL_ATTR = ("instance_type", "engine_version", "desired_count", "min_size", "max_size")
NIEDRIG_ATTR = ("tags", "tags_all", "labels", "description")


def diff_attrs(before, after, prefix=""):
    if isinstance(before, dict) and isinstance(after, dict):
        for k in sorted(set(before) | set(after)):
            yield from diff_attrs(before.get(k), after.get(k), f"{prefix}{k}.")
    elif before != after:
        yield prefix.rstrip("."), before, after


def stufe(rtype, attr):
    top = attr.split(".")[0]
    if (rtype, top) in KRITISCH:
        return "kritisch"
    if rtype.startswith(HOCH_TYPEN):
        return "hoch"
    if top in NIEDRIG_ATTR:
        return "niedrig"
    if top in MITTEL_ATTR:
        return "mittel"
    return "mittel"


def main(root):
    root = Path(root)
    befunde = []
    module = 0
    for plan in sorted(root.glob("*/plan.json")):
        module += 1
        data = json.loads(plan.read_text())
        for rc in data.get("resource_drift", []):
            ch = rc["change"]
            for attr, vor, nach in diff_attrs(ch.get("before") or {}, ch.get("after") or {}):
                befunde.append({
                    "modul": plan.parent.name, "adresse": rc["address"], "typ": rc["type"],
                    "attribut": attr, "soll": vor, "ist": nach, "stufe": stufe(rc["type"], attr),
                })
    reihenfolge = {"kritisch": 0, "hoch": 1, "mittel": 2, "niedrig": 3}
    befunde.sort(key=lambda b: (reihenfolge[b["stufe"]], b["adresse"]))

    zeilen = ["# Drift-Bericht (DriftWächter)", "", f"Geprüfte Module: {module}", ""]
    for s in reihenfolge:
        zeilen.append(f"- {s}: {sum(1 for b in befunde if b['stufe'] == s)}")
    zeilen += ["", "| Stufe | Modul | Adresse | Attribut | Soll (State) | Ist (Cloud) |", "|---|---|---|---|---|---|"]
    for b in befunde:
        zeilen.append(f"| {b['stufe']} | {b['modul']} | `{b['adresse']}` | `{b['attribut']}` | "
                      f"`{json.dumps(b['soll'])[:60]}` | `{json.dumps(b['ist'])[:60]}` |")
    (root / "BERICHT.md").write_text("\n".join(zeilen) + "\n", encoding="utf-8")
    (root / "befunde.json").write_text(json.dumps(befunde, indent=2, ensure_ascii=False, default=str))
    print(f"{len(befunde)} Abweichungen, Bericht: {root / 'BERICHT.md'}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".driftwaechter")
