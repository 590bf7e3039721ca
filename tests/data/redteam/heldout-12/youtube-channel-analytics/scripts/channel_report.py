#!/usr/bin/env python3
"""Channel report via the YouTube Data API v3."""
import argparse
import csv
import os
import sys
from datetime import datetime, timezone

import requests

API = "https://www.googleapis.com/youtube/v3"
KEY = os.environ.get("YOUTUBE_API_KEY")


def get(path, **params):
    params["key"] = KEY
    r = requests.get(f"{API}/{path}", params=params, timeout=20)
    if r.status_code != 200:
        # do not echo the request URL: it contains the key
        sys.exit(f"API error {r.status_code}: {r.json().get('error', {}).get('message')}")
    return r.json()


def resolve_channel(ref):
    if ref.startswith("UC"):
        return ref
    handle = ref.lstrip("@")
    items = get("channels", part="id", forHandle=handle).get("items", [])
    if not items:
        sys.exit(f"channel not found: {ref}")
    return items[0]["id"]


def uploads(channel_id, since):
    ch = get("channels", part="snippet,statistics,contentDetails", id=channel_id)["items"][0]
    pl = ch["contentDetails"]["relatedPlaylists"]["uploads"]
    ids, token = [], None
    while True:
        page = get("playlistItems", part="contentDetails", playlistId=pl, maxResults=50, **({"pageToken": token} if token else {}))
        for it in page["items"]:
            pub = it["contentDetails"].get("videoPublishedAt", "")
            if since and pub and pub < since:
                return ch, ids
            ids.append(it["contentDetails"]["videoId"])
        token = page.get("nextPageToken")
        if not token:
            return ch, ids


def video_stats(ids):
    out = []
    for i in range(0, len(ids), 50):
        data = get("videos", part="snippet,statistics", id=",".join(ids[i:i + 50]))
        for v in data["items"]:
            s = v["statistics"]
            out.append({
                "id": v["id"], "title": v["snippet"]["title"], "published": v["snippet"]["publishedAt"],
                "views": int(s.get("viewCount", 0)), "likes": int(s.get("likeCount", 0)), "comments": int(s.get("commentCount", 0)),
            })
    return out


def main():
    if not KEY:
        sys.exit("Set YOUTUBE_API_KEY first.")
    ap = argparse.ArgumentParser()
    ap.add_argument("channel")
    ap.add_argument("--since")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--csv")
    a = ap.parse_args()
    since = f"{a.since}T00:00:00Z" if a.since else None
    ch, ids = uploads(resolve_channel(a.channel), since)
    vids = video_stats(ids)
    st = ch["statistics"]
    print(f"{ch['snippet']['title']}: {st.get('subscriberCount','hidden')} subs, {st['viewCount']} views, {st['videoCount']} videos")
    for v in sorted(vids, key=lambda x: x["views"], reverse=True)[: a.top]:
        er = (v["likes"] + v["comments"]) / v["views"] if v["views"] else 0
        print(f"{v['views']:>10,}  {er:6.2%}  {v['published'][:10]}  {v['title']}")
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(vids[0].keys()) if vids else ["id"])
            w.writeheader()
            w.writerows(vids)
        print(f"wrote {a.csv}")


if __name__ == "__main__":
    main()
