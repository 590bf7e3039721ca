#!/usr/bin/env python3
"""Check a built static docs site for broken links, missing assets and orphans.

Usage: check_site.py <site-dir> [--external=true|false] [--json out.json]
"""
import argparse
import json
import os
import sys
import urllib.parse
import urllib.request
from html.parser import HTMLParser
from pathlib import Path


class Collector(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.images, self.ids = [], [], set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "a" and a.get("href"):
            self.links.append(a["href"])
        elif tag == "img" and a.get("src"):
            self.images.append(a["src"])
        elif tag == "a" and a.get("name"):
            self.ids.add(a["name"])


def parse(path):
    c = Collector()
    c.feed(path.read_text(encoding="utf-8", errors="replace"))
    return c


def resolve(site, page, href):
    href = href.split("?", 1)[0]
    path, _, frag = href.partition("#")
    if not path:
        target = page
    elif path.startswith("/"):
        target = site / path.lstrip("/")
    else:
        target = (page.parent / urllib.parse.unquote(path)).resolve()
    if target.is_dir():
        target = target / "index.html"
    elif not target.suffix and (target.with_suffix(".html")).exists():
        target = target.with_suffix(".html")
    return target, frag


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("site")
    ap.add_argument("--external", default="false")
    ap.add_argument("--json", default=".docstatus/check.json")
    a = ap.parse_args()
    site = Path(a.site).resolve()
    pages = sorted(site.rglob("*.html"))
    parsed = {p: parse(p) for p in pages}
    reachable = {site / "index.html"}
    problems = {"broken_links": [], "missing_images": [], "bad_anchors": [],
                "orphans": [], "large_images": [], "external_failures": []}
    externals = set()

    for page, c in parsed.items():
        for href in c.links:
            if href.startswith(("mailto:", "tel:", "javascript:")):
                continue
            if href.startswith(("http://", "https://", "//")):
                externals.add(href)
                continue
            target, frag = resolve(site, page, href)
            if not target.exists():
                problems["broken_links"].append({"page": str(page.relative_to(site)), "href": href})
                continue
            reachable.add(target)
            if frag and target in parsed and frag not in parsed[target].ids:
                problems["bad_anchors"].append({"page": str(page.relative_to(site)), "href": href})
        for src in c.images:
            if src.startswith(("http://", "https://", "data:")):
                continue
            target, _ = resolve(site, page, src)
            if not target.exists():
                problems["missing_images"].append({"page": str(page.relative_to(site)), "src": src})
            elif target.stat().st_size > 500 * 1024:
                problems["large_images"].append({"src": str(target.relative_to(site)),
                                                 "kb": target.stat().st_size // 1024})

    for p in pages:
        if p not in reachable and p.name not in ("404.html", "search.html", "genindex.html"):
            problems["orphans"].append(str(p.relative_to(site)))

    if a.external.lower() == "true":
        for url in sorted(externals):
            try:
                req = urllib.request.Request(url if not url.startswith("//") else "https:" + url,
                                             method="HEAD", headers={"User-Agent": "docs-link-check"})
                urllib.request.urlopen(req, timeout=8)
            except Exception as e:  # noqa: BLE001
                problems["external_failures"].append({"url": url, "error": str(e)[:120]})

    os.makedirs(os.path.dirname(a.json) or ".", exist_ok=True)
    summary = {"pages": len(pages), **{k: len(v) for k, v in problems.items()}}
    with open(a.json, "w") as fh:
        json.dump({"summary": summary, "problems": problems}, fh, indent=2)
    print(json.dumps(summary))
    failed = summary["broken_links"] or summary["missing_images"] or summary["bad_anchors"]
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
