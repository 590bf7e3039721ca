#!/usr/bin/env python3
"""Quét bí mật bị lộ trong kho mã. Chỉ đọc cục bộ, không có kết nối mạng, giá trị được che."""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

MAU = {
    "AWS access key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "GitHub token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "Slack token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "Stripe key": re.compile(r"\b[sr]k_live_[A-Za-z0-9]{20,}\b"),
    "Khóa riêng (PEM)": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "Mật khẩu trong cấu hình": re.compile(r"(?i)\b(pass(word)?|secret|api[_-]?key|token)\s*[:=]\s*['\"]?([^'\"\s#]{8,})"),
}
BO_QUA_THU_MUC = {".git", "node_modules", ".venv", "venv", "dist", "build", "target", "__pycache__"}
KICH_THUOC_TOI_DA = 2_000_000


def che(gia_tri: str) -> str:
    return gia_tri[:4] + "…" + "*" * 6 if len(gia_tri) > 4 else "****"


def quet_van_ban(ten: str, van_ban: str):
    for so_dong, dong in enumerate(van_ban.splitlines(), 1):
        for loai, mau in MAU.items():
            m = mau.search(dong)
            if m:
                gia_tri = m.group(m.lastindex or 0)
                yield ten, so_dong, loai, che(gia_tri)


def quet_thu_muc(goc: Path):
    for thu_muc, con, tep in os.walk(goc):
        con[:] = [c for c in con if c not in BO_QUA_THU_MUC]
        for t in tep:
            p = Path(thu_muc) / t
            try:
                if p.stat().st_size > KICH_THUOC_TOI_DA:
                    continue
                van_ban = p.read_text(encoding="utf-8", errors="ignore")
            except OSError:
                continue
            yield from quet_van_ban(str(p.relative_to(goc)), van_ban)


def quet_lich_su(goc: Path):
    out = subprocess.run(["git", "-C", str(goc), "log", "-p", "--all", "--no-color"],
                         capture_output=True, text=True, errors="ignore")
    commit = "?"
    for dong in out.stdout.splitlines():
        if dong.startswith("commit "):
            commit = dong.split()[1][:10]
        elif dong.startswith("+") and not dong.startswith("+++"):
            for _, _, loai, gia_tri in quet_van_ban("", dong[1:]):
                yield f"(lịch sử {commit})", 0, loai, gia_tri


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("goc", nargs="?", default=".")
    ap.add_argument("--lich-su", action="store_true", help="quét cả lịch sử git")
    args = ap.parse_args()
    goc = Path(args.goc).resolve()

    ket_qua = list(quet_thu_muc(goc))
    if args.lich_su:
        ket_qua += list(quet_lich_su(goc))

    if not ket_qua:
        print("Không tìm thấy bí mật nào.")
        return 0
    print(f"{'Tệp':50} {'Dòng':>5}  {'Loại':28} Giá trị (đã che)")
    for ten, so_dong, loai, gia_tri in ket_qua:
        print(f"{ten[:50]:50} {so_dong:>5}  {loai:28} {gia_tri}")
    print(f"\nTổng cộng: {len(ket_qua)} phát hiện. Hãy xoay vòng các khóa này tại nhà cung cấp.")
    return 1


if __name__ == "__main__":
    sys.exit(main())
