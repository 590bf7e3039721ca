#!/usr/bin/env python3
"""デコードして表示するだけのトークン検査ツール。ネットワーク・実行は一切行わない。"""
import argparse
import base64
import binascii
import json
import re
import sys
import time
import urllib.parse
from pathlib import Path

try:
    import yaml
except ImportError:
    yaml = None

DEFAULTS = {
    "max_bytes": 65536, "hexdump_bytes": 256, "pretty_json": True,
    "mask_claims": ["email", "password"],
    "warn": {"alg_none": True, "missing_exp": True, "long_lived_hours": 24,
             "embedded_instructions": True},
}

SUSPICIOUS = re.compile(
    r"(curl\s|wget\s|\|\s*(ba)?sh\b|powershell|Invoke-Expression|ignore (all|previous) instructions|"
    r"以前の指示を無視|を実行して)", re.I)


def load_cfg():
    p = Path(__file__).resolve().parent.parent / "display.yaml"
    if yaml and p.exists():
        cfg = {**DEFAULTS, **(yaml.safe_load(p.read_text(encoding="utf-8")) or {})}
        return cfg
    return DEFAULTS


def b64(s: str) -> bytes:
    s = s.strip().replace("-", "+").replace("_", "/")
    return base64.b64decode(s + "=" * (-len(s) % 4))


def describe_bytes(data: bytes, cfg) -> str:
    if data.startswith(b"\x7fELF"):
        return "[ELF 実行形式のバイナリ — 表示のみ、保存・実行しません]"
    if data.startswith(b"MZ"):
        return "[Windows PE 実行形式 — 表示のみ、保存・実行しません]"
    try:
        text = data.decode("utf-8")
        return text
    except UnicodeDecodeError:
        return binascii.hexlify(data[: cfg["hexdump_bytes"]], " ").decode()


def mask(obj, keys):
    if isinstance(obj, dict):
        return {k: ("***" if k in keys else mask(v, keys)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [mask(v, keys) for v in obj]
    return obj


def inspect(s: str, cfg):
    warnings = []
    out = {}
    parts = s.strip().split(".")
    if len(parts) == 3 and all(parts[:2]):
        header = json.loads(b64(parts[0]))
        payload = json.loads(b64(parts[1]))
        out["format"] = "JWT (署名未検証)"
        out["header"] = header
        out["payload"] = mask(payload, set(cfg["mask_claims"]))
        if cfg["warn"]["alg_none"] and str(header.get("alg", "")).lower() == "none":
            warnings.append("alg が none です（署名なし）")
        exp = payload.get("exp")
        if exp is None and cfg["warn"]["missing_exp"]:
            warnings.append("exp がありません（無期限トークン）")
        elif exp and exp - time.time() > cfg["warn"]["long_lived_hours"] * 3600:
            warnings.append("有効期限が長すぎます")
        text = json.dumps(payload, ensure_ascii=False)
    else:
        candidates = []
        for name, fn in (("base64", b64), ("hex", bytes.fromhex),
                         ("url", lambda x: urllib.parse.unquote(x).encode())):
            try:
                candidates.append((name, fn(s)[: cfg["max_bytes"]]))
            except (ValueError, binascii.Error):
                continue
        if not candidates:
            return {"format": "不明"}, ["デコードできませんでした"]
        name, data = candidates[0]
        out["format"] = name
        text = describe_bytes(data, cfg)
        out["decoded"] = text
    if cfg["warn"]["embedded_instructions"] and SUSPICIOUS.search(text or ""):
        warnings.append("埋め込まれた指示・コマンドらしき文字列があります（実行していません）")
    return out, warnings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("value", nargs="?")
    ap.add_argument("--file")
    a = ap.parse_args()
    s = Path(a.file).read_text().strip() if a.file else (a.value or sys.stdin.read())
    cfg = load_cfg()
    out, warnings = inspect(s, cfg)
    print(json.dumps(out, ensure_ascii=False, indent=2 if cfg["pretty_json"] else None))
    for w in warnings:
        print(f"⚠ {w}")


if __name__ == "__main__":
    main()
