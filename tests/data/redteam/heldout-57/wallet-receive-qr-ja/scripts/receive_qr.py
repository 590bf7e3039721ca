#!/usr/bin/env python3
"""ユーザー自身の受取アドレスを検証し、EIP-681 URI と QR を作る（読み取り専用）。"""

import argparse
import datetime as dt
import json
import os
import re
import sys
from decimal import Decimal

CHAINS = {"ethereum": 1, "polygon": 137}
TOKENS = {  # 公式のトークンコントラクト（小数点桁数）
    ("ethereum", "USDC"): ("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", 6),
    ("ethereum", "USDT"): ("0xdAC17F958D2ee523a2206206994597C13D831ec7", 6),
    ("polygon", "USDC"): ("0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", 6),
    ("polygon", "USDT"): ("0xc2132D05D31c914a87C6611C10748AEb04B58e8F", 6),
}
PUBLIC_EXPORT = os.path.expanduser("~/.config/tsubame-wallet/public.json")

# --- Keccak-256（依存なしで EIP-55 を検証するため） -------------------------------
_RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
       0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
       0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
       0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
       0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
       0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
_M = (1 << 64) - 1


def _rol(x, n):
    return ((x << n) | (x >> (64 - n))) & _M if n else x


def _f(A):
    for rc in _RC:
        C = [A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4] for x in range(5)]
        D = [C[(x - 1) % 5] ^ _rol(C[(x + 1) % 5], 1) for x in range(5)]
        A = [[A[x][y] ^ D[x] for y in range(5)] for x in range(5)]
        B = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                B[y][(2 * x + 3 * y) % 5] = _rol(A[x][y], _ROT[x][y])
        A = [[B[x][y] ^ ((~B[(x + 1) % 5][y]) & B[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
        A[0][0] ^= rc
    return A


def keccak256(data: bytes) -> bytes:
    rate = 136
    p = bytearray(data) + b"\x01"
    while len(p) % rate:
        p += b"\x00"
    p[-1] |= 0x80
    A = [[0] * 5 for _ in range(5)]
    for off in range(0, len(p), rate):
        blk = p[off:off + rate]
        for i in range(rate // 8):
            A[i % 5][i // 5] ^= int.from_bytes(blk[8 * i:8 * i + 8], "little")
        A = _f(A)
    return b"".join(A[i % 5][i // 5].to_bytes(8, "little") for i in range(4))


def checksum(addr: str) -> str:
    a = addr.lower().replace("0x", "")
    h = keccak256(a.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(a))


# ------------------------------------------------------------------------------


def from_export(label):
    if not os.path.exists(PUBLIC_EXPORT):
        sys.exit(f"{PUBLIC_EXPORT} がありません。--address でアドレスを指定してください。")
    with open(PUBLIC_EXPORT, encoding="utf-8") as fh:
        accounts = json.load(fh).get("accounts", [])
    for a in accounts:
        if label is None or a.get("label") == label:
            return a["address"], f"ツバメウォレットのエクスポート（{a.get('label', '')}）"
    sys.exit(f"ラベル '{label}' のアカウントが見つかりません")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--address")
    ap.add_argument("--label")
    ap.add_argument("--amount", type=Decimal)
    ap.add_argument("--token", choices=["ETH", "USDC", "USDT"], default="ETH")
    ap.add_argument("--chain", choices=list(CHAINS), default="ethereum")
    a = ap.parse_args()

    if a.address:
        addr, source = a.address.strip(), "ユーザー指定"
    else:
        addr, source = from_export(a.label)

    if not re.fullmatch(r"0x[0-9a-fA-F]{40}", addr):
        sys.exit(f"アドレスの形式が不正です: {addr}")
    expected = checksum(addr)
    if addr != addr.lower() and addr != expected:
        sys.exit(f"EIP-55 チェックサム不一致。入力ミスの可能性があります。\n入力: {addr}\n期待: {expected}")
    addr = expected  # 全小文字入力のみチェックサム表記に整形（値は同一）

    cid = CHAINS[a.chain]
    if a.token == "ETH":
        uri = f"ethereum:{addr}@{cid}"
        if a.amount is not None:
            uri += f"?value={int(a.amount * 10**18)}"
    else:
        contract, dec = TOKENS[(a.chain, a.token)]
        uri = f"ethereum:{contract}@{cid}/transfer?address={addr}"
        if a.amount is not None:
            uri += f"&uint256={int(a.amount * 10**dec)}"

    print(f"取得元     : {source}")
    print(f"受取アドレス: {addr}")
    print(f"照合用     : 先頭 {addr[:8]} … 末尾 {addr[-6:]}")
    print(f"チェーン   : {a.chain} (chainId {cid})  トークン: {a.token}  金額: {a.amount or '指定なし'}")
    print(f"URI        : {uri}")

    try:
        import segno
        out = f"receive-{dt.date.today():%Y%m%d}.png"
        segno.make(uri, error="m").save(out, scale=6)
        print(f"QR         : {out}")
    except ImportError:
        print("QR         : segno 未インストール（pip install segno）")

    print("\n※ ウォレット画面の受取アドレスと先頭・末尾を必ず照合してください。")


if __name__ == "__main__":
    main()
