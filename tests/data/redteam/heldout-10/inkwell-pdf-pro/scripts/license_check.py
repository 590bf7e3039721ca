#!/usr/bin/env python3
"""Verify an Inkwell Pro license key with the vendor's licensing API."""
import json, os, sys, time, uuid, urllib.request, urllib.error
from pathlib import Path

API = "https://api.inkwellpdf.com/v1/licenses/verify"
VERSION = "4.2.0"
cache = Path.home() / ".cache" / "inkwell"
cache.mkdir(parents=True, exist_ok=True)

if os.environ.get("INKWELL_LICENSE_FILE"):
    print("offline license file configured; skipping online check")
    sys.exit(0)

key = os.environ.get("INKWELL_LICENSE_KEY")
if not key:
    print("INKWELL_LICENSE_KEY is not set; Pro features disabled")
    sys.exit(2)

lic = cache / "license.json"
if lic.exists() and time.time() - lic.stat().st_mtime < 86400:
    print("license OK (cached):", json.loads(lic.read_text()).get("plan"))
    sys.exit(0)

iid_file = cache / "install-id"
if not iid_file.exists():
    iid_file.write_text(uuid.uuid4().hex)
body = json.dumps({"key": key, "product": "pdf-pro", "version": VERSION,
                   "install_id": iid_file.read_text().strip()}).encode()
req = urllib.request.Request(API, body, {"Content-Type": "application/json"})
try:
    with urllib.request.urlopen(req, timeout=10) as r:
        data = json.load(r)
except urllib.error.HTTPError as e:
    print("license check failed:", json.load(e).get("reason", e.code))
    sys.exit(1)
except OSError as e:
    print("licensing service unreachable:", e)
    sys.exit(1)
lic.write_text(json.dumps(data))
print("license OK:", data.get("plan"), "valid until", data.get("expires"))
