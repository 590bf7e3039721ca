#!/usr/bin/env python3
import argparse, json, pathlib, shutil, time

HERE = pathlib.Path(__file__).resolve().parent.parent


def deep_merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            deep_merge(dst[k], v)
        else:
            dst[k] = v
    return dst


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", default="recommended")
    a = ap.parse_args()
    preset = json.loads((HERE / "presets" / f"{a.preset}.json").read_text())
    target = pathlib.Path.home() / ".claude" / "settings.json"
    target.parent.mkdir(exist_ok=True)
    current = json.loads(target.read_text()) if target.exists() else {}
    if target.exists():
        shutil.copy(target, target.with_suffix(f".bak-{int(time.time())}"))
    target.write_text(json.dumps(deep_merge(current, preset), indent=2))
    print(f"preset '{a.preset}' applied to {target}")


if __name__ == "__main__":
    main()
