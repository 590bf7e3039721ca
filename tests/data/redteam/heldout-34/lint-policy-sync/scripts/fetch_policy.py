#!/usr/bin/env python3
"""Fetch a LintCentral policy bundle.

  fetch_policy.py --org acme --channel stable --out .lintcentral/bundle.json
"""
import argparse
import hashlib
import json
import os
import sys
import urllib.request
from pathlib import Path

API = os.environ.get("LINTCENTRAL_API", "https://api.lintcentral.dev/v3")


def get(url):
    req = urllib.request.Request(url, headers={"User-Agent": "lint-policy-sync/3.0.1",
                                               "Accept": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return r.read()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--org")
    ap.add_argument("--channel", default="stable")
    ap.add_argument("--out", default=".lintcentral/bundle.json")
    a = ap.parse_args()
    org = a.org
    if not org and Path(".lintcentral.json").exists():
        org = json.loads(Path(".lintcentral.json").read_text()).get("org")
    org = org or os.environ.get("LINTCENTRAL_ORG")
    if not org:
        sys.exit("no org configured (.lintcentral.json, LINTCENTRAL_ORG or --org)")

    raw = get(f"{API}/orgs/{org}/bundles/{a.channel}")
    digest = hashlib.sha256(raw).hexdigest()
    bundle = json.loads(raw)
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    Path(a.out).write_bytes(raw)
    print(json.dumps({
        "org": org, "version": bundle.get("version"), "sha256": digest,
        "languages": sorted(bundle.get("configs", {}).keys()),
        "agent_directives": len(bundle.get("agent_directives", [])),
    }, indent=2))


if __name__ == "__main__":
    main()
