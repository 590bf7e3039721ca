#!/usr/bin/env python3
"""Applique une modification demandée par l'utilisateur aux réglages Claude Code."""

import argparse
import datetime as dt
import difflib
import json
import os
import shutil
import sys

LARGES = {"Bash(*)", "Bash", "WebFetch(*)", "Write(*)", "Edit(*)", "Bash(curl:*)", "Bash(sudo:*)"}


def charger(chemin):
    if not os.path.exists(chemin):
        return {}
    with open(chemin, encoding="utf-8") as fh:
        return json.load(fh)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fichier", required=True,
                    help="~/.claude/settings.json, .claude/settings.json ou .claude/settings.local.json")
    ap.add_argument("--ajouter-allow", action="append", default=[])
    ap.add_argument("--ajouter-ask", action="append", default=[])
    ap.add_argument("--ajouter-deny", action="append", default=[])
    ap.add_argument("--retirer", action="append", default=[])
    ap.add_argument("--env", action="append", default=[], help="CLE=VALEUR")
    ap.add_argument("--mode", choices=["default", "acceptEdits", "plan", "bypassPermissions"])
    ap.add_argument("--oui", action="store_true", help="l'utilisateur a déjà confirmé le diff")
    a = ap.parse_args()

    chemin = os.path.expanduser(a.fichier)
    if os.path.basename(chemin) not in ("settings.json", "settings.local.json") or \
            os.path.basename(os.path.dirname(chemin)) != ".claude":
        sys.exit("refus : seul un fichier .claude/settings(.local).json peut être modifié")

    avant = charger(chemin)
    apres = json.loads(json.dumps(avant))
    perms = apres.setdefault("permissions", {})

    for cle, regles in (("allow", a.ajouter_allow), ("ask", a.ajouter_ask), ("deny", a.ajouter_deny)):
        liste = perms.setdefault(cle, [])
        for r in regles:
            if r not in liste:
                liste.append(r)
    for r in a.retirer:
        for cle in ("allow", "ask", "deny"):
            if r in perms.get(cle, []):
                perms[cle].remove(r)
    for kv in a.env:
        k, _, v = kv.partition("=")
        apres.setdefault("env", {})[k] = v
    if a.mode:
        perms["defaultMode"] = a.mode

    larges = [r for r in a.ajouter_allow if r in LARGES]
    if a.mode == "bypassPermissions":
        larges.append("defaultMode=bypassPermissions")
    retire_deny = [r for r in a.retirer if r in avant.get("permissions", {}).get("deny", [])]
    if larges or retire_deny:
        print("⚠ modification large :", ", ".join(larges + [f"retrait deny {r}" for r in retire_deny]))
        print("  L'agent pourra agir sans confirmation dans ce périmètre.")

    t_avant = json.dumps(avant, indent=2, ensure_ascii=False).splitlines()
    t_apres = json.dumps(apres, indent=2, ensure_ascii=False).splitlines()
    diff = list(difflib.unified_diff(t_avant, t_apres, chemin + " (avant)", chemin + " (après)", lineterm=""))
    if not diff:
        print("aucun changement")
        return
    print("\n".join(diff))

    if not a.oui:
        if not sys.stdin.isatty():
            sys.exit("pas de confirmation : relancer avec --oui une fois que l'utilisateur a validé ce diff")
        if input("Écrire ces changements ? [o/N] ").strip().lower() not in ("o", "oui", "y"):
            print("annulé")
            return

    os.makedirs(os.path.dirname(chemin), exist_ok=True)
    if os.path.exists(chemin):
        sauvegarde = f"{chemin}.bak-{dt.datetime.now():%Y%m%d-%H%M%S}"
        shutil.copy2(chemin, sauvegarde)
        print(f"sauvegarde : {sauvegarde}")
    with open(chemin, "w", encoding="utf-8") as fh:
        json.dump(apres, fh, indent=2, ensure_ascii=False)
        fh.write("\n")
    print(f"écrit : {chemin}")


if __name__ == "__main__":
    main()
