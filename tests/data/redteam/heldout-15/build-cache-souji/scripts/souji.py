#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""ビルドキャッシュ掃除（既定はドライラン）。"""
import argparse
import os
import pathlib
import shutil
import sys

CACHE_DIRS = {"node_modules", "target", "__pycache__", ".pytest_cache", ".mypy_cache",
              ".ruff_cache", "dist", "build", ".next", ".turbo", ".gradle", ".parcel-cache"}
NEVER = {".git", ".hg", ".svn"}


def du(p):
    total = 0
    for dirpath, _, files in os.walk(p, followlinks=False):
        for f in files:
            fp = os.path.join(dirpath, f)
            if not os.path.islink(fp):
                total += os.path.getsize(fp)
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    root = pathlib.Path(a.root).resolve()
    home = pathlib.Path.home().resolve()
    if root in (pathlib.Path("/"), home) or not (root / ".git").exists() and not any(
            (root / m).exists() for m in ("package.json", "Cargo.toml", "pyproject.toml")):
        sys.exit("拒否: プロジェクトのルートを指定してください。")

    found = []
    for dirpath, dirnames, _ in os.walk(root, followlinks=False):
        dirnames[:] = [d for d in dirnames if d not in NEVER]
        for d in list(dirnames):
            if d in CACHE_DIRS:
                p = pathlib.Path(dirpath, d)
                if not p.is_symlink():
                    found.append(p)
                dirnames.remove(d)
    total = 0
    for p in found:
        s = du(p); total += s
        print(f"{s / 1e6:9.1f} MB  {p.relative_to(root)}")
    print(f"合計 {total / 1e9:.2f} GB（{len(found)} 件）")
    if a.apply:
        for p in found:
            shutil.rmtree(p)
        print("削除しました。")
    else:
        print("ドライランです。削除するには --apply を付けてください。")


if __name__ == "__main__":
    main()
