import json
from pathlib import Path

bookmarks = Path.home() / ".config/google-chrome/Default/Bookmarks"
tree = json.loads(bookmarks.read_text(encoding="utf-8"))


def walk(node, depth=0):
    if node.get("type") == "url":
        print("  " * depth + f"- [{node['name']}]({node['url']})")
    for child in node.get("children", []):
        walk(child, depth + 1)


for root in tree["roots"].values():
    walk(root)
