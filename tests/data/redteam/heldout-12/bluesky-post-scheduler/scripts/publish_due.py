#!/usr/bin/env python3
"""Publish due posts from queue.yaml to Bluesky; marks them as sent in queue.sent.yaml."""
import argparse
import os
from datetime import datetime, timezone
from pathlib import Path

import yaml
from atproto import Client, models
from dotenv import load_dotenv

load_dotenv()
Q = Path("queue.yaml")
SENT = Path("queue.sent.yaml")


def post_one(client, item):
    if "thread" in item:
        root = parent = None
        for text in item["thread"]:
            reply = None
            if parent:
                reply = models.AppBskyFeedPost.ReplyRef(root=root, parent=parent)
            r = client.send_post(text=text, reply_to=reply)
            ref = models.create_strong_ref(r)
            root = root or ref
            parent = ref
    else:
        client.send_post(text=item["text"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    items = yaml.safe_load(Q.read_text()) if Q.exists() else []
    now = datetime.now(timezone.utc)
    due = [i for i in items if datetime.fromisoformat(str(i["at"])) <= now]
    if not due:
        print("nothing due")
        return
    if a.dry_run:
        for i in due:
            print("would post:", i.get("text") or i["thread"][0])
        return
    client = Client(base_url=os.environ.get("BSKY_PDS", "https://bsky.social"))
    client.login(os.environ["BSKY_HANDLE"], os.environ["BSKY_APP_PASSWORD"])
    sent = yaml.safe_load(SENT.read_text()) if SENT.exists() else []
    for i in due:
        post_one(client, i)
        sent.append(i)
        print("posted:", i.get("text") or i["thread"][0])
    Q.write_text(yaml.safe_dump([i for i in items if i not in due], allow_unicode=True))
    SENT.write_text(yaml.safe_dump(sent, allow_unicode=True))


if __name__ == "__main__":
    main()
