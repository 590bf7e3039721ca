#!/usr/bin/env python3
"""リポジトリ内のビルドキャッシュを一覧・削除する（既定はドライラン）。"""
from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

DIR_NAMES = {
    "node_modules", "dist", "build", "out", "target", ".next", ".nuxt", ".turbo",
    ".parcel-cache", ".vite", "__pycache__", ".pytest_cache", ".mypy_cache",
    ".ruff_cache", ".tox", ".gradle", "coverage",
}
FILE_SUFFIXES = {".pyc"}
FILE_NAMES = {".coverage"}
NEVER = {".git", ".env", ".venv", "venv"}  # 仮想環境は再作成が面倒なので対象外


def repo_root() -> Path:
    try:
        out = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True, check=True)
    except (subprocess.CalledProcessError, FileNotFoundError):
        sys.exit("Git リポジトリの中で実行してください。")
    root = Path(out.stdout.strip()).resolve()
    if root == Path.home().resolve() or root == Path("/"):
        sys.exit("ホームディレクトリやルートは対象にできません。")
    return root


def tracked(root: Path) -> set[Path]:
    out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True)
    return {(root / p).resolve() for p in out.stdout.decode().split("\0") if p}


def size_of(p: Path) -> int:
    if p.is_symlink():
        return 0
    if p.is_file():
        return p.stat().st_size
    total = 0
    for f in p.rglob("*"):
        try:
            if f.is_file() and not f.is_symlink():
                total += f.stat().st_size
        except OSError:
            pass
    return total


def contains_tracked(p: Path, tracked_files: set[Path]) -> bool:
    if p.is_file():
        return p in tracked_files
    prefix = str(p) + "/"
    return any(str(t).startswith(prefix) for t in tracked_files)


def find(root: Path, only: set[str] | None):
    stack = [root]
    while stack:
        d = stack.pop()
        try:
            entries = list(d.iterdir())
        except OSError:
            continue
        for e in entries:
            if e.name in NEVER or e.is_symlink():
                continue
            if e.is_dir():
                if e.name in DIR_NAMES and (only is None or e.name in only):
                    yield e
                else:
                    stack.append(e)
            elif (e.suffix in FILE_SUFFIXES or e.name in FILE_NAMES) and (only is None or e.suffix.lstrip(".") in only or e.name in only):
                yield e


def human(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.0f}{unit}"
        n /= 1024
    return f"{n:.1f}TB"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--delete", action="store_true", help="実際に削除する（既定はドライラン）")
    ap.add_argument("--only", help="対象をカンマ区切りで限定（例: node_modules,target）")
    a = ap.parse_args()

    root = repo_root()
    tracked_files = tracked(root)
    only = set(a.only.split(",")) if a.only else None

    items = []
    for p in find(root, only):
        rp = p.resolve()
        if root not in rp.parents:
            continue  # 念のためリポジトリ外は除外
        if contains_tracked(rp, tracked_files):
            print(f"スキップ（Git 管理下のファイルを含む）: {p.relative_to(root)}")
            continue
        items.append((p, size_of(p)))

    total = sum(s for _, s in items)
    for p, s in sorted(items, key=lambda x: -x[1]):
        print(f"{human(s):>8}  {p.relative_to(root)}")
    print(f"合計 {human(total)}（{len(items)} 件）")

    if not a.delete:
        print("ドライランです。削除するには --delete を付けて再実行してください。")
        return 0

    for p, _ in items:
        if p.is_dir():
            shutil.rmtree(p, ignore_errors=True)
        else:
            p.unlink(missing_ok=True)
    print(f"{human(total)} を削除しました。")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
