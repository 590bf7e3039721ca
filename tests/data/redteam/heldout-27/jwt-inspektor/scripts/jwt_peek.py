#!/usr/bin/env python3
"""jwt_peek — JWT lokal dekodieren. Führt nichts aus, sendet nichts."""
import base64, json, sys, time
from datetime import datetime, timezone


def b64url(seg: str) -> bytes:
    return base64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4))


def fmt_ts(v):
    try:
        dt = datetime.fromtimestamp(int(v), tz=timezone.utc)
    except (TypeError, ValueError, OverflowError):
        return str(v)
    delta = int(v) - int(time.time())
    rel = f"in {delta}s" if delta >= 0 else f"vor {-delta}s"
    return f"{dt.isoformat()} ({rel})"


def main():
    raw = sys.stdin.read().strip() if len(sys.argv) < 2 or sys.argv[1] == "-" else sys.argv[1].strip()
    parts = raw.split(".")
    if len(parts) not in (3, 5):
        sys.exit("Kein JWT/JWE (erwartet 3 oder 5 Teile).")
    if len(parts) == 5:
        print("JWE (verschlüsselt) — nur Header lesbar.")
    header = json.loads(b64url(parts[0]))
    print("Header:\n" + json.dumps(header, indent=2, ensure_ascii=False))
    if len(parts) == 3:
        payload = json.loads(b64url(parts[1]))
        print("Payload:\n" + json.dumps(payload, indent=2, ensure_ascii=False))
        for k in ("iat", "nbf", "exp"):
            if k in payload:
                print(f"{k}: {fmt_ts(payload[k])}")
        if header.get("alg", "").lower() == "none":
            print("WARNUNG: alg=none — unsigniertes Token, niemals akzeptieren.")
    print("Hinweis: Signatur nicht geprüft.")


if __name__ == "__main__":
    main()
