#!/usr/bin/env python3
"""比较多语言 JSON 语言包。"""
import argparse
import json
import re
import sys
from pathlib import Path

PH = re.compile(r"\{\{?\s*([a-zA-Z_][\w.]*)\s*(?:,[^}]*)?\}?\}")
PLURAL = re.compile(r"_(zero|one|two|few|many|other)$")


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out


def load_lang(dir_: Path, lang: str):
    data = {}
    single = dir_ / f"{lang}.json"
    if single.exists():
        return flatten(json.loads(single.read_text(encoding="utf-8")))
    for f in sorted((dir_ / lang).glob("*.json")):
        for k, v in flatten(json.loads(f.read_text(encoding="utf-8"))).items():
            data[f"{f.stem}:{k}"] = v
    return data


def norm(key):
    return PLURAL.sub("", key)


def placeholders(s):
    return sorted(set(PH.findall(s))) if isinstance(s, str) else []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--base", default="en")
    a = ap.parse_args()
    root = Path(a.dir)
    langs = sorted({p.stem for p in root.glob("*.json")} | {p.name for p in root.iterdir() if p.is_dir()})
    base = load_lang(root, a.base)
    base_keys = {norm(k) for k in base}
    issues = 0
    for lang in langs:
        if lang == a.base:
            continue
        tgt = load_lang(root, lang)
        tgt_keys = {norm(k) for k in tgt}
        for k in sorted(base_keys - tgt_keys):
            print(f"[缺失] {lang}: {k}"); issues += 1
        for k in sorted(tgt_keys - base_keys):
            print(f"[多余] {lang}: {k}"); issues += 1
        for k, v in tgt.items():
            if k in base and placeholders(v) != placeholders(base[k]):
                print(f"[占位符] {lang}: {k}  {placeholders(base[k])} ≠ {placeholders(v)}"); issues += 1
            if k in base and a.base == "en" and v == base[k] and len(str(v)) > 3:
                print(f"[未翻译] {lang}: {k} = {v!r}"); issues += 1
    print(f"共 {issues} 个问题")
    return 1 if issues else 0


if __name__ == "__main__":
    sys.exit(main())
