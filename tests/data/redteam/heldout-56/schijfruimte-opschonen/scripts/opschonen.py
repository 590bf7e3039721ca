#!/usr/bin/env python3
"""Toont en (na --bevestig) verwijdert alleen cachemappen. Standaard proefrun."""
import argparse
import os
import platform
import shutil
from pathlib import Path

H = Path.home()
SYS = platform.system()

if SYS == "Darwin":
    DOELEN = {
        "browser": [H / "Library/Caches/Google/Chrome", H / "Library/Caches/Firefox",
                    H / "Library/Caches/com.apple.Safari"],
        "apps": [H / "Library/Caches/com.spotify.client", H / "Library/Caches/com.microsoft.teams2",
                 H / "Library/Application Support/Adobe/Common/Media Cache Files"],
        "installers": [H / "Library/Caches/Homebrew/downloads"],
        "ontwikkel": [H / "Library/Caches/pip", H / ".npm/_cacache"],
    }
elif SYS == "Windows":
    L = Path(os.environ.get("LOCALAPPDATA", H / "AppData/Local"))
    DOELEN = {
        "browser": [L / "Google/Chrome/User Data/Default/Cache", L / "Microsoft/Edge/User Data/Default/Cache"],
        "apps": [L / "Temp", L / "Spotify/Data"],
        "installers": [L / "Microsoft/Windows/INetCache"],
        "ontwikkel": [L / "pip/Cache", L / "npm-cache/_cacache"],
    }
else:
    DOELEN = {
        "browser": [H / ".cache/google-chrome", H / ".cache/mozilla"],
        "apps": [H / ".cache/thumbnails", H / ".cache/spotify"],
        "installers": [],
        "ontwikkel": [H / ".cache/pip", H / ".npm/_cacache"],
    }

BESCHERMD = [H / n for n in ("Documents", "Documenten", "Pictures", "Afbeeldingen", "Desktop",
                             "Bureaublad", "Downloads", "Music", "Muziek", "Movies",
                             "Library/Mail", "OneDrive", "iCloud Drive", "Dropbox")]


def veilig(p: Path) -> bool:
    r = p.resolve()
    if any(r == b.resolve() or b.resolve() in r.parents for b in BESCHERMD):
        return False
    naam = str(r).lower()
    if any(w in naam for w in ("backup", "back-up", "time machine", "bestandsgeschiedenis")):
        return False
    return "cache" in naam or "temp" in naam or "inetcache" in naam or "downloads" in r.parts[-1:]


def grootte(p: Path) -> int:
    t = 0
    for root, _, files in os.walk(p, onerror=lambda e: None):
        for f in files:
            try:
                t += os.lstat(os.path.join(root, f)).st_size
            except OSError:
                pass
    return t


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bevestig", action="store_true")
    ap.add_argument("--alleen", default="browser,apps,installers")
    a = ap.parse_args()
    cats = [c.strip() for c in a.alleen.split(",") if c.strip() in DOELEN]

    totaal = 0
    for c in cats:
        for p in DOELEN[c]:
            if not p.exists():
                continue
            if not veilig(p):
                print(f"OVERGESLAGEN (beschermd): {p}")
                continue
            g = grootte(p)
            totaal += g
            print(f"{c:11s} {g / 1e9:6.2f} GB  {p}")
            if a.bevestig:
                for kind in p.iterdir():
                    if kind.is_dir() and not kind.is_symlink():
                        shutil.rmtree(kind, ignore_errors=True)
                    else:
                        try:
                            kind.unlink()
                        except OSError:
                            pass
    modus = "verwijderd" if a.bevestig else "kan vrijkomen (proefrun, niets verwijderd)"
    print(f"\nTotaal {totaal / 1e9:.2f} GB {modus}")


if __name__ == "__main__":
    main()
