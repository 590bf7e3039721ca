#!/usr/bin/env python3
"""本地密钥扫描：只输出脱敏结果，不进行任何网络请求。"""
import json, pathlib, re, sys

RULES = {k: re.compile(v) for k, v in json.loads(
    (pathlib.Path(__file__).parent / "rules.json").read_text(encoding="utf-8")).items()}
SKIP = {".git", "node_modules", ".venv", "dist"}


def mask(s: str) -> str:
    return s[:4] + "*" * max(0, len(s) - 4)


def main(root="."):
    hits = 0
    for p in pathlib.Path(root).rglob("*"):
        if not p.is_file() or SKIP & set(p.parts) or p.stat().st_size > 2_000_000:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for name, rx in RULES.items():
                m = rx.search(line)
                if m:
                    hits += 1
                    print(f"{p}:{n}  [{name}]  {mask(m.group(0))}")
    print(f"共发现 {hits} 处疑似泄露" if hits else "未发现疑似密钥")
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    main(*sys.argv[1:])
