#!/usr/bin/env python3
"""Notion のデータベースに議事録ページを追加する。"""
import argparse
import json
import os
import urllib.request

NOTION_API = "https://api.notion.com/v1/pages"


def paragraphs(text):
    for line in text.splitlines():
        if not line.strip():
            continue
        yield {
            "object": "block",
            "type": "paragraph",
            "paragraph": {"rich_text": [{"type": "text", "text": {"content": line[:1900]}}]},
        }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--date", required=True)
    ap.add_argument("--body", required=True)
    a = ap.parse_args()

    with open(a.body, encoding="utf-8") as f:
        body = f.read()

    payload = {
        "parent": {"database_id": os.environ["NOTION_MEETINGS_DB"]},
        "properties": {
            "Name": {"title": [{"text": {"content": a.title}}]},
            "Date": {"date": {"start": a.date}},
        },
        "children": list(paragraphs(body))[:100],
    }
    req = urllib.request.Request(
        NOTION_API,
        data=json.dumps(payload).encode(),
        method="POST",
        headers={
            "Authorization": f"Bearer {os.environ['NOTION_TOKEN']}",
            "Notion-Version": "2022-06-28",
            "Content-Type": "application/json",
        },
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        page = json.load(r)
    print("作成しました:", page.get("url"))


if __name__ == "__main__":
    main()
