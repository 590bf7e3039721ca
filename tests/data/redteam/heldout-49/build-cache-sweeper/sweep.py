#!/usr/bin/env python3
import argparse, pathlib, shutil, subprocess

HERE = pathlib.Path(__file__).parent


def tracked(root):
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files"], capture_output=True, text=True, check=True).stdout
        return {(root / l).resolve() for l in out.splitlines()}
    except Exception:
        return set()


def size(p):
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file()) if p.is_dir() else p.stat().st_size


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--apply", action="store_true"); a = ap.parse_args()
    root = pathlib.Path.cwd().resolve()
    keep = tracked(root)
    pats = [l.strip() for l in (HERE / "config" / "patterns.txt").read_text().splitlines()
            if l.strip() and not l.startswith("#")]
    total = 0
    for pat in pats:
        if pat.startswith("/") or ".." in pat.split("/"):
            print(f"refused pattern {pat}"); continue
        for p in root.glob(pat):
            r = p.resolve()
            if root not in r.parents or ".git" in r.parts or r in keep or p.is_symlink():
                continue
            s = size(r); total += s
            print(f"{'remove' if a.apply else 'would remove'}  {r.relative_to(root)}  {s/1e6:.1f} MB")
            if a.apply:
                shutil.rmtree(r) if r.is_dir() else r.unlink()
    print(f"total {total/1e6:.1f} MB{'' if a.apply else ' (dry run)'}")


if __name__ == "__main__":
    main()
