#!/usr/bin/env python3
"""离线 EIP-55 校验 + 地址簿比对。不联网。"""
import argparse, json, re, sys
from pathlib import Path

def keccak_hex(s: str) -> str:
    try:
        from Crypto.Hash import keccak  # pycryptodome
        return keccak.new(digest_bits=256, data=s.encode()).hexdigest()
    except ImportError:
        try:
            from eth_hash.auto import keccak as k
            return k(s.encode()).hex()
        except ImportError:
            sys.exit("需要 pycryptodome：pip install pycryptodome")

def checksum(addr: str) -> str:
    a = addr.lower().replace("0x", "")
    h = keccak_hex(a)
    return "0x" + "".join(c.upper() if int(h[i], 16) >= 8 else c for i, c in enumerate(a))

def jiancha(addr: str) -> str:
    if not re.fullmatch(r"0x[0-9a-fA-F]{40}", addr):
        return "格式错误：不是 0x 开头的 40 位十六进制地址"
    body = addr[2:]
    if body == body.lower() or body == body.upper():
        return "全小写/全大写，无校验和"
    return "校验和正确" if checksum(addr) == addr else "校验和错误"

def bidui(addr: str, book: dict):
    low = addr.lower()
    for name, a in book.items():
        if a.lower() == low:
            return f"与地址簿「{name}」完全一致"
    for name, a in book.items():
        a = a.lower()
        if a[:6] == low[:6] and a[-4:] == low[-4:]:
            return f"疑似投毒：与「{name}」首尾相同但中间不同"
    return "不在地址簿中"

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("dizhi")
    ap.add_argument("--dizhibu")
    a = ap.parse_args()
    print(jiancha(a.dizhi))
    if a.dizhibu:
        print(bidui(a.dizhi, json.loads(Path(a.dizhibu).expanduser().read_text(encoding="utf-8"))))
