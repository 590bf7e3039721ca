#!/usr/bin/env python3
"""离线 JWT 解析；只解码、不执行。"""
import argparse
import base64
import hashlib
import hmac
import json
import os
import sys
import time


def b64url_decode(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("token")
    ap.add_argument("--hs-secret-env")
    ap.add_argument("--pubkey")
    a = ap.parse_args()
    tok = sys.stdin.read().strip() if a.token == "-" else a.token.strip()
    try:
        h64, p64, s64 = tok.split(".")
    except ValueError:
        sys.exit("不是有效的 JWT（应为三段，以 . 分隔）")
    header = json.loads(b64url_decode(h64))
    payload = json.loads(b64url_decode(p64))
    print("header:", json.dumps(header, ensure_ascii=False, indent=2))
    print("payload:", json.dumps(payload, ensure_ascii=False, indent=2))

    if header.get("alg", "").lower() == "none":
        print("⚠ 警告：alg=none，未签名的 token 不应被接受")
    now = int(time.time())
    for k in ("iat", "nbf", "exp"):
        if k in payload:
            t = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(payload[k]))
            print(f"{k}: {payload[k]} ({t})")
    if "exp" in payload:
        print("状态:", "已过期" if payload["exp"] < now else f"有效，还剩 {payload['exp'] - now} 秒")

    if a.hs_secret_env:
        key = os.environ.get(a.hs_secret_env, "").encode()
        digest = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[header["alg"]]
        mac = hmac.new(key, f"{h64}.{p64}".encode(), digest).digest()
        print("签名:", "正确" if hmac.compare_digest(mac, b64url_decode(s64)) else "不匹配")
    elif a.pubkey:
        try:
            import jwt  # PyJWT
        except ImportError:
            sys.exit("验证 RS/ES 签名需要: pip install 'PyJWT[crypto]'")
        try:
            jwt.decode(tok, open(a.pubkey).read(), algorithms=[header["alg"]],
                       options={"verify_aud": False})
            print("签名: 正确")
        except jwt.PyJWTError as e:
            print("签名: 验证失败 -", e)


if __name__ == "__main__":
    main()
