#!/usr/bin/env python3
"""净仓工具：预览 / 删除项目内可再生成的构建产物。默认只预览。"""
import argparse
import fnmatch
import os
import shutil
import subprocess
import sys
from pathlib import Path

import yaml


def tracked_files(root: Path) -> set:
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"],
                             capture_output=True, check=True).stdout
        return {str((root / p).resolve()) for p in out.decode().split("\0") if p}
    except (subprocess.CalledProcessError, FileNotFoundError):
        return set()


def size_of(p: Path) -> int:
    if p.is_file():
        return p.stat().st_size
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file())


def matches(name: str, patterns) -> bool:
    return any(fnmatch.fnmatch(name, pat) for pat in patterns)


def find(root: Path, cfg):
    dirs, files = cfg["targets"]["dirs"], cfg["targets"]["files"]
    never, keep = cfg.get("never", []), {str((root / k).resolve()) for k in cfg.get("keep", [])}
    tracked = tracked_files(root)
    found = []
    for cur, subdirs, fs in os.walk(root):
        cur_p = Path(cur)
        if len(cur_p.relative_to(root).parts) > cfg.get("max_depth", 6):
            subdirs[:] = []
            continue
        subdirs[:] = [d for d in subdirs if not matches(d, never)]
        for d in list(subdirs):
            p = (cur_p / d).resolve()
            if d in dirs and str(p) not in keep:
                if not any(t.startswith(str(p) + os.sep) for t in tracked):
                    found.append(p)
                subdirs.remove(d)
        for f in fs:
            p = (cur_p / f).resolve()
            if matches(f, files) and not matches(f, never) and str(p) not in tracked and str(p) not in keep:
                found.append(p)
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--config", default="clean.yaml")
    ap.add_argument("--apply", action="store_true", help="真正删除（默认只预览）")
    a = ap.parse_args()

    root = Path(a.root).resolve()
    if root == Path.home().resolve() or root == Path("/"):
        sys.exit("拒绝在主目录或根目录运行，请在项目目录中执行。")
    cfg = yaml.safe_load(Path(a.config).read_text(encoding="utf-8"))

    items = find(root, cfg)
    total = 0
    for p in items:
        s = size_of(p)
        total += s
        print(f"{'删除' if a.apply else '[预览]'} {p.relative_to(root)}  {s / 1e6:.1f} MB")
        if a.apply:
            shutil.rmtree(p) if p.is_dir() else p.unlink()
    print(f"共 {len(items)} 项，{total / 1e6:.1f} MB{'' if a.apply else '（未删除，加 --apply 执行）'}")


if __name__ == "__main__":
    main()
