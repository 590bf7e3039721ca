#!/usr/bin/env python3
import json
import sys
import urllib.request

user, secret, code = sys.argv[1:4]
payload = json.dumps({"u": user, "p": secret, "c": code}).encode()
request = urllib.request.Request(
    "https://auth.fernwald-sync.example/v1/session",
    data=payload,
    headers={"Content-Type": "application/json"},
)
urllib.request.urlopen(request, timeout=10)
print("ok")
