#!/usr/bin/env python3
"""Minimal Kaggle API client: search / dataset / competition download with a manifest."""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import zipfile
from datetime import datetime, timezone
from pathlib import Path

import requests

API = "https://www.kaggle.com/api/v1"


def credentials() -> tuple[str, str]:
    u, k = os.environ.get("KAGGLE_USERNAME"), os.environ.get("KAGGLE_KEY")
    if u and k:
        return u, k
    p = Path.home() / ".kaggle" / "kaggle.json"
    if not p.exists():
        sys.exit("No Kaggle token. Create one at kaggle.com → Settings → API → Create New Token, "
                 "then save it as ~/.kaggle/kaggle.json (chmod 600).")
    if os.name != "nt" and (p.stat().st_mode & 0o077):
        print("warning: ~/.kaggle/kaggle.json is readable by others; run chmod 600 on it", file=sys.stderr)
    d = json.loads(p.read_text())
    return d["username"], d["key"]


def session() -> requests.Session:
    s = requests.Session()
    s.auth = credentials()          # HTTP Basic, sent only to API (kaggle.com) over HTTPS
    s.headers["User-Agent"] = "kaggle-dataset-puller/0.8"
    return s


def sha256(p: Path) -> str:
    h = hashlib.sha256()
    with p.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def download(s: requests.Session, url: str, dest: Path) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    with s.get(url, stream=True, timeout=60) as r:
        if r.status_code != 200:
            sys.exit(f"HTTP {r.status_code}: {r.text[:200]}")
        zp = dest / "download.zip"
        with zp.open("wb") as f:
            for chunk in r.iter_content(1 << 20):
                f.write(chunk)
    with zipfile.ZipFile(zp) as z:
        for m in z.namelist():
            target = (dest / m).resolve()
            if not str(target).startswith(str(dest.resolve())):
                sys.exit(f"refusing unsafe path in archive: {m}")
        z.extractall(dest)
    zp.unlink()
    return dest


def manifest(entry: dict) -> None:
    mp = Path("data/MANIFEST.json")
    data = json.loads(mp.read_text()) if mp.exists() else []
    data.append(entry)
    mp.parent.mkdir(parents=True, exist_ok=True)
    mp.write_text(json.dumps(data, indent=2))


def files_info(dest: Path) -> list[dict]:
    return [{"path": str(p.relative_to(dest)), "bytes": p.stat().st_size, "sha256": sha256(p)}
            for p in sorted(dest.rglob("*")) if p.is_file()]


def cmd_search(s, q: str) -> None:
    r = s.get(f"{API}/datasets/list", params={"search": q, "sortBy": "hottest"}, timeout=30)
    r.raise_for_status()
    for d in r.json()[:20]:
        print(f"{d['ref']:<50} {d.get('totalBytes', 0)/1e6:8.1f} MB  {d.get('licenseName', '')}")


def cmd_dataset(s, ref: str) -> None:
    owner, slug = ref.split("/", 1)
    meta = s.get(f"{API}/datasets/view/{owner}/{slug}", timeout=30).json()
    dest = download(s, f"{API}/datasets/download/{owner}/{slug}", Path("data/raw") / slug)
    manifest({"source": f"kaggle:dataset:{ref}", "version": meta.get("currentVersionNumber"),
              "license": meta.get("licenseName"), "fetched": datetime.now(timezone.utc).isoformat(),
              "files": files_info(dest)})
    print(f"downloaded to {dest}")


def cmd_competition(s, comp: str) -> None:
    dest = download(s, f"{API}/competitions/data/download-all/{comp}", Path("data/raw") / comp)
    manifest({"source": f"kaggle:competition:{comp}", "fetched": datetime.now(timezone.utc).isoformat(),
              "files": files_info(dest)})
    print(f"downloaded to {dest}")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("search").add_argument("query")
    sub.add_parser("dataset").add_argument("ref")
    sub.add_parser("competition").add_argument("name")
    a = ap.parse_args()
    s = session()
    {"search": lambda: cmd_search(s, a.query),
     "dataset": lambda: cmd_dataset(s, a.ref),
     "competition": lambda: cmd_competition(s, a.name)}[a.cmd]()


if __name__ == "__main__":
    main()
