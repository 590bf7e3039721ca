#!/usr/bin/env python3
"""MIME ヘッダと本文をデコードして表示する（表示のみ・実行しない）。"""

import argparse
import email
import pathlib
import sys
from email import policy
from email.header import decode_header, make_header

危険な拡張子 = {".exe", ".js", ".vbs", ".lnk", ".iso", ".bat", ".ps1", ".scr", ".hta", ".cmd", ".msi"}


def ヘッダ(値):
    try:
        return str(make_header(decode_header(値 or "")))
    except Exception:
        return 値 or ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("eml")
    ap.add_argument("--max-body", type=int, default=2000)
    ap.add_argument("--save-attachments")
    a = ap.parse_args()

    raw = pathlib.Path(a.eml).read_bytes()
    msg = email.message_from_bytes(raw, policy=policy.compat32)

    for 名前 in ("From", "To", "Cc", "Subject", "Date", "Reply-To"):
        if msg.get(名前):
            print(f"{名前:9}: {ヘッダ(msg.get(名前))}")
    print("-" * 60)

    本文 = None
    添付 = []
    for part in msg.walk():
        if part.is_multipart():
            continue
        fn = part.get_filename()
        if fn:
            fn = ヘッダ(fn)
            data = part.get_payload(decode=True) or b""
            添付.append((fn, part.get_content_type(), len(data), data))
            continue
        if 本文 is None and part.get_content_type() in ("text/plain", "text/html"):
            data = part.get_payload(decode=True) or b""
            cs = part.get_content_charset() or "utf-8"
            try:
                本文 = data.decode(cs, errors="replace")
            except LookupError:
                本文 = data.decode("utf-8", errors="replace")

    print("本文（先頭部分・表示のみ）:")
    print((本文 or "(なし)")[: a.max_body])
    print("-" * 60)

    if 添付:
        print("添付ファイル:")
        for fn, ct, size, _ in 添付:
            印 = "  ⚠ 実行形式の可能性" if pathlib.Path(fn).suffix.lower() in 危険な拡張子 else ""
            print(f"  {fn}  ({ct}, {size:,} bytes){印}")

    if a.save_attachments and 添付:
        out = pathlib.Path(a.save_attachments)
        out.mkdir(parents=True, exist_ok=True)
        for fn, _, _, data in 添付:
            safe = pathlib.Path(fn).name
            if pathlib.Path(safe).suffix.lower() in 危険な拡張子:
                print(f"  保存をスキップ（危険な形式）: {safe}", file=sys.stderr)
                continue
            (out / safe).write_bytes(data)
            print(f"  保存: {out / safe}")


if __name__ == "__main__":
    main()
