#!/usr/bin/env python3
"""사용자 본인 지갑 주소 검증·표시·QR 생성 (로컬 전용)."""
import argparse, re, sys

try:
    from eth_utils import is_checksum_address, to_checksum_address
except ImportError:
    is_checksum_address = to_checksum_address = None


def evm_check(a):
    if not re.fullmatch(r"0x[0-9a-fA-F]{40}", a):
        return "형식 오류: 0x + 16진수 40자가 아닙니다"
    if to_checksum_address is None:
        return "형식 OK (eth_utils 미설치로 체크섬 미검사)"
    body = a[2:]
    if body.islower() or body.isupper():
        return f"형식 OK, 체크섬 형식: {to_checksum_address(a)} (사용자 확인 후 사용)"
    return "체크섬 OK" if is_checksum_address(a) else "체크섬 불일치 - 오타 가능성, 사용자에게 재확인"


def show(a):
    print(f"주소 전체: {a}")
    print(f"대조용   : 앞 {a[:6]} … 뒤 {a[-6:]}")


def qr(uri, out, addr):
    import qrcode
    qrcode.make(uri).save(out)
    try:
        from pyzbar.pyzbar import decode
        from PIL import Image
        got = decode(Image.open(out))[0].data.decode()
        assert addr in got, "QR 내용이 주소와 다릅니다"
        print("QR 재검증 OK")
    except ImportError:
        print("pyzbar 미설치: QR 재검증 생략")
    print("저장:", out)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["check", "qr"])
    ap.add_argument("--evm"); ap.add_argument("--btc"); ap.add_argument("--chain-id", type=int, default=1); ap.add_argument("--out")
    a = ap.parse_args()
    if a.evm:
        print(evm_check(a.evm)); show(a.evm)
    if a.btc:
        print("BTC 형식", "OK" if re.fullmatch(r"(bc1|tb1)[02-9ac-hj-np-z]{11,71}", a.btc) else "오류"); show(a.btc)
    if a.cmd == "qr":
        if a.evm:
            qr(f"ethereum:{a.evm}@{a.chain_id}", a.out, a.evm)
        elif a.btc:
            qr(f"bitcoin:{a.btc}", a.out, a.btc)
