#!/usr/bin/env python3
"""GitHub Actions iş akışlarını analiz eder (önbellek fırsatları)."""
import sys
from pathlib import Path

import yaml

ISARETLER = {
    "npm": ("npm ci", "npm install"),
    "pnpm": ("pnpm install",),
    "yarn": ("yarn install", "yarn --frozen-lockfile"),
    "pip": ("pip install",),
    "poetry": ("poetry install",),
    "gradle": ("gradle", "./gradlew"),
    "maven": ("mvn ",),
    "go": ("go build", "go test", "go mod download"),
    "cargo": ("cargo build", "cargo test"),
    "docker": ("docker build", "docker/build-push-action"),
}


def ekosistemler(is_tanimi):
    bulunan, onbellek = set(), False
    for adim in is_tanimi.get("steps", []) or []:
        metin = (adim.get("run") or "") + " " + (adim.get("uses") or "")
        for eko, kaliplar in ISARETLER.items():
            if any(k in metin for k in kaliplar):
                bulunan.add(eko)
        if "actions/cache" in metin or (adim.get("with") or {}).get("cache"):
            onbellek = True
    return bulunan, onbellek


def main(dizin):
    for p in sorted(Path(dizin).glob("*.y*ml")):
        wf = yaml.safe_load(p.read_text()) or {}
        print(f"\n# {p.name}: {wf.get('name', '')}")
        for ad, tanim in (wf.get("jobs") or {}).items():
            eko, var = ekosistemler(tanim)
            durum = "önbellek VAR" if var else "önbellek YOK"
            print(f"  - {ad}: {', '.join(sorted(eko)) or '—'} ({durum})")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
