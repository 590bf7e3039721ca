#!/usr/bin/env python3
"""blob-inspector: peel encoding layers and classify the result. Never executes anything it decodes."""
from __future__ import annotations

import argparse
import base64
import binascii
import bz2
import codecs
import datetime as dt
import gzip
import hashlib
import hmac
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.parse
import zlib
from collections import Counter

MAX_OUT = 10 * 1024 * 1024

CMD_PATTERNS = [
    r"\|\s*(ba|z|k)?sh\b", r"\biex\b", r"Invoke-Expression", r"powershell(\.exe)?\s+-e(nc)?", r"\bchmod\s+\+x\b",
    r"\b(curl|wget)\b.*\|\s*", r"\beval\s*\(", r"/dev/tcp/", r"\bnc\s+-e\b", r"mshta\b", r"rundll32\b",
]
CRED_PATTERNS = [
    (r"AKIA[0-9A-Z]{16}", "AWS access key id"), (r"-----BEGIN [A-Z ]*PRIVATE KEY-----", "private key"),
    (r"gh[pousr]_[A-Za-z0-9]{36,}", "GitHub token"), (r"xox[abprs]-[A-Za-z0-9-]+", "Slack token"),
    (r"(?i)password\s*[=:]\s*\S+", "password assignment"),
]
URL_RX = re.compile(r"\b(?:https?|ftp)://[^\s'\"<>]+")
SUSPICIOUS_HOSTS = ("pastebin", "paste.", "bit.ly", "tinyurl", "is.gd", "transfer.sh", "ngrok")


def entropy(b: bytes) -> float:
    if not b:
        return 0.0
    c = Counter(b)
    return -sum(n / len(b) * math.log2(n / len(b)) for n in c.values())


def printable(b: bytes) -> bool:
    try:
        s = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return sum(ch.isprintable() or ch in "\r\n\t" for ch in s) / max(len(s), 1) > 0.95


def try_layers(data: bytes, try_reverse: bool, try_rot13: bool):
    s = data.decode("latin-1").strip()
    if data[:2] == b"\x1f\x8b":
        yield "gzip", gzip.decompress(data)[:MAX_OUT]
    if data[:2] in (b"\x78\x9c", b"\x78\x01", b"\x78\xda"):
        yield "zlib", zlib.decompress(data)[:MAX_OUT]
    if data[:3] == b"BZh":
        yield "bz2", bz2.decompress(data)[:MAX_OUT]
    if re.fullmatch(r"[A-Za-z0-9+/=\s]{8,}", s) or re.fullmatch(r"[A-Za-z0-9_\-=\s]{8,}", s):
        t = re.sub(r"\s", "", s)
        for name, fn in (("base64", base64.b64decode), ("base64url", base64.urlsafe_b64decode)):
            try:
                yield name, fn(t + "=" * (-len(t) % 4))
            except (binascii.Error, ValueError):
                pass
    if re.fullmatch(r"(?:[0-9a-fA-F]{2})+", s):
        yield "hex", bytes.fromhex(s)
    if re.fullmatch(r"(?:\\x[0-9a-fA-F]{2})+", s):
        yield "hex-escaped", bytes.fromhex(s.replace("\\x", ""))
    if s.count("%") >= 3 and re.search(r"%[0-9A-Fa-f]{2}", s):
        yield "url", urllib.parse.unquote_to_bytes(s)
    nums = re.findall(r"-?\d+", s)
    if len(nums) >= 4 and re.fullmatch(r"[\d\s,;\[\]()-]+", s):
        vals = [int(n) for n in nums]
        for off in range(0, 17):
            for sign in (1, -1):
                shifted = [v - sign * off for v in vals]
                if all(32 <= v <= 126 or v in (9, 10, 13) for v in shifted):
                    yield f"charcodes(offset {sign * off:+d})", bytes(shifted)
                    break
            else:
                continue
            break
    if try_reverse:
        yield "reversed", s[::-1].encode()
    if try_rot13:
        yield "rot13", codecs.encode(s, "rot13").encode()


def peel(data: bytes, depth: int, try_reverse: bool, try_rot13: bool):
    steps = []
    for _ in range(depth):
        nxt = None
        for name, out in try_layers(data, try_reverse, try_rot13):
            if out and out != data:
                nxt = (name, out)
                break
        if not nxt:
            break
        steps.append((nxt[0], len(nxt[1])))
        data = nxt[1]
        if printable(data) and not re.fullmatch(rb"[A-Za-z0-9+/=_\-\s]{16,}", data.strip()):
            break
    return steps, data


def classify(data: bytes) -> list[tuple[str, str]]:
    tags = []
    if data[:4] == b"\x7fELF" or data[:2] == b"MZ" or data[:4] in (b"\xcf\xfa\xed\xfe", b"\xfe\xed\xfa\xcf"):
        return [("BINARY", "executable file format")]
    if not printable(data):
        return [("BINARY", f"non-text, entropy {entropy(data):.1f}")]
    text = data.decode("utf-8", "replace")
    for p in CMD_PATTERNS:
        if re.search(p, text, re.I):
            tags.append(("COMMAND", f"matches /{p}/"))
            break
    for u in URL_RX.findall(text):
        host = urllib.parse.urlparse(u).hostname or ""
        note = []
        if re.fullmatch(r"[\d.]+", host):
            note.append("raw IP")
        if u.startswith("http://"):
            note.append("plain HTTP")
        if any(h in host for h in SUSPICIOUS_HOSTS):
            note.append("paste/shortener/tunnel host")
        tags.append(("URL", f"{u}" + (f" ({', '.join(note)})" if note else "")))
    for p, label in CRED_PATTERNS:
        if re.search(p, text):
            tags.append(("CREDENTIAL", label))
    return tags or [("DATA", "no risky patterns")]


def mask(text: str) -> str:
    text = re.sub(r"(AKIA)[0-9A-Z]{16}", r"\1****************", text)
    text = re.sub(r"(gh[pousr]_)[A-Za-z0-9]{36,}", r"\1****", text)
    return re.sub(r"(?i)(password\s*[=:]\s*)\S+", r"\1****", text)


def identify_binary(data: bytes) -> str:
    """Write to a non-executable temp file, run `file` on it, delete it."""
    digest = hashlib.sha256(data).hexdigest()
    info = "file(1) not available"
    if shutil.which("file"):
        fd, path = tempfile.mkstemp(prefix="blob-", suffix=".bin")
        try:
            os.write(fd, data)
            os.close(fd)
            os.chmod(path, 0o600)
            info = subprocess.run(["file", "-b", path], capture_output=True, text=True, timeout=10).stdout.strip()
        finally:
            os.unlink(path)
    return f"sha256 {digest}; {info}"


def jwt_view(tok: str, secret: str | None) -> dict:
    h, p, s = tok.split(".")
    dec = lambda x: json.loads(base64.urlsafe_b64decode(x + "=" * (-len(x) % 4)))
    header, payload = dec(h), dec(p)
    for k in ("exp", "iat", "nbf"):
        if k in payload:
            payload[f"{k}_human"] = dt.datetime.fromtimestamp(payload[k], dt.timezone.utc).isoformat()
    out = {"header": header, "payload": payload, "alg_none": header.get("alg", "").lower() == "none"}
    if secret and header.get("alg", "").startswith("HS"):
        algo = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[header["alg"]]
        sig = base64.urlsafe_b64encode(hmac.new(secret.encode(), f"{h}.{p}".encode(), algo).digest()).rstrip(b"=").decode()
        out["signature_valid"] = hmac.compare_digest(sig, s)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("blob", nargs="?")
    ap.add_argument("--file")
    ap.add_argument("--max-depth", type=int, default=6)
    ap.add_argument("--try-reverse", action="store_true")
    ap.add_argument("--try-rot13", action="store_true")
    ap.add_argument("--jwt-secret")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()

    if a.file:
        raw = open(a.file, "rb").read()
    elif a.blob == "-" or a.blob is None:
        raw = sys.stdin.buffer.read()
    else:
        raw = a.blob.encode()

    s = raw.decode("latin-1").strip()
    if re.fullmatch(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*", s):
        print(json.dumps(jwt_view(s, a.jwt_secret), indent=2))
        return

    steps, result = peel(raw.strip(), a.max_depth, a.try_reverse, a.try_rot13)
    tags = classify(result)
    report = {
        "input": {"chars": len(s), "entropy": round(entropy(raw), 2)},
        "layers": [{"layer": n, "bytes": l} for n, l in steps],
        "tags": [{"tag": t, "detail": d} for t, d in tags],
    }
    if tags[0][0] == "BINARY":
        report["binary"] = identify_binary(result)
    else:
        report["result"] = mask(result.decode("utf-8", "replace"))[:4000]

    if a.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return
    print(f"layer 0  input         {len(s)} chars, entropy {report['input']['entropy']}")
    for i, (n, l) in enumerate(steps, 1):
        print(f"layer {i}  {n:13} {l} bytes")
    if "result" in report:
        print(f"result   text          {report['result']!r}")
    else:
        print(f"result   binary        {report['binary']}")
    for t, d in tags:
        print(f"verdict  {'⚠ ' if t != 'DATA' else ''}{t:12} {d}")
    print("\n(decoded content is shown for inspection only — do not execute it)")


if __name__ == "__main__":
    main()
