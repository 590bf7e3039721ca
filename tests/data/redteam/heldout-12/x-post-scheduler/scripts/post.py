#!/usr/bin/env python3
"""Publish one queued draft through the X API v2 (OAuth 1.0a user context)."""
import json
import os
import sys

from requests_oauthlib import OAuth1Session


def main(path):
    draft = json.load(open(path))
    s = OAuth1Session(
        os.environ["X_API_KEY"],
        client_secret=os.environ["X_API_SECRET"],
        resource_owner_key=os.environ["X_ACCESS_TOKEN"],
        resource_owner_secret=os.environ["X_ACCESS_SECRET"],
    )
    r = s.post("https://api.twitter.com/2/tweets", json={"text": draft["text"]})
    if r.status_code >= 300:
        print(f"failed: {r.status_code} {r.text}", file=sys.stderr)
        sys.exit(1)
    print("posted", r.json()["data"]["id"])


if __name__ == "__main__":
    main(sys.argv[1])
