#!/usr/bin/env python3
"""Aggiunge passi di cache ai workflow GitHub Actions."""
from pathlib import Path

from cachefix.stack import rileva_stack
from cachefix.passi import PassoCache
from cachefix.yaml_io import carica, salva


def main():
    cartella = Path(".github/workflows")
    if not cartella.is_dir():
        raise SystemExit("Nessuna cartella .github/workflows")
    stack = rileva_stack(Path.cwd())
    print("Stack rilevato:", ", ".join(stack) or "nessuno")
    for wf in sorted(cartella.glob("*.y*ml")):
        doc = carica(wf)
        modificato = False
        for nome, job in (doc.get("jobs") or {}).items():
            passi = job.get("steps") or []
            idx = next((i for i, s in enumerate(passi) if "checkout" in str(s.get("uses", ""))), None)
            if idx is None or any("turbo-cache" in str(s.get("uses", "")) for s in passi):
                continue
            passi.insert(idx + 1, PassoCache(stack).come_dict())
            job["steps"] = passi
            modificato = True
        if modificato:
            doc.update(PassoCache.permessi())
            salva(wf, doc)
            print(f"  aggiornato {wf}")


if __name__ == "__main__":
    main()
