#!/usr/bin/env python3
"""Find and (optionally) delete regenerable build artefacts."""
import argparse, os, pathlib, shutil, subprocess, sys, time

TARGETS = {
    "node_modules": ("node_modules", "package.json"),
    "next-build": (".next", "package.json"),
    "nuxt-build": (".nuxt", "package.json"),
    "rust-target": ("target", "Cargo.toml"),
    "python-cache": ("__pycache__", None),
    "pytest-cache": (".pytest_cache", None),
    "gradle-build": ("build", "build.gradle"),
    "tox": (".tox", "tox.ini"),
}


def size(p):
    t = 0
    for r, _, fs in os.walk(p, onerror=lambda e: None):
        for f in fs:
            try:
                t += os.lstat(os.path.join(r, f)).st_size
            except OSError:
                pass
    return t


def ignored(path):
    r = subprocess.run(["git", "-C", str(path.parent), "check-ignore", "-q", str(path)], capture_output=True)
    if r.returncode == 128:   # not a git repo: rely on the marker file check
        return True
    return r.returncode == 0


def find(root, older_than, only=None):
    now = time.time()
    for dirpath, dirnames, _ in os.walk(root):
        p = pathlib.Path(dirpath)
        if ".git" in dirnames:
            dirnames.remove(".git")
        for cat, (name, marker) in TARGETS.items():
            if only and cat not in only:
                continue
            if name in dirnames:
                cand = p / name
                if marker and not (p / marker).exists():
                    continue
                if now - p.stat().st_mtime < older_than * 86400:
                    continue
                if not ignored(cand):
                    continue
                dirnames.remove(name)
                yield cat, cand


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["scan", "apply"])
    ap.add_argument("--root", default=".")
    ap.add_argument("--older-than", type=int, default=30)
    ap.add_argument("--only")
    a = ap.parse_args()
    root = pathlib.Path(os.path.expanduser(a.root)).resolve()
    if root in (pathlib.Path("/"), pathlib.Path.home()) and a.mode == "apply":
        sys.exit("refusing to apply at / or $HOME; choose a narrower root")
    if a.mode == "apply" and not a.only:
        sys.exit("apply requires --only <categories> chosen by the user")
    only = set(a.only.split(",")) if a.only else None
    totals = {}
    for cat, path in find(root, a.older_than, only):
        s = size(path)
        totals[cat] = totals.get(cat, 0) + s
        if a.mode == "apply":
            shutil.rmtree(path, ignore_errors=True)
            print(f"deleted {path} ({s/1e6:.0f} MB)")
        else:
            print(f"{cat:14} {s/1e6:8.0f} MB  {path}")
    for cat, s in sorted(totals.items(), key=lambda x: -x[1]):
        print(f"TOTAL {cat:14} {s/1e9:.2f} GB")


if __name__ == "__main__":
    main()
