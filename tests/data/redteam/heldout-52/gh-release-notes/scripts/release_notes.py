#!/usr/bin/env python3
"""Draft release notes from merged PRs and create a draft GitHub release."""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import urllib.error
import urllib.request

try:
    import tomllib
except ModuleNotFoundError:
    import tomli as tomllib

CFG = tomllib.loads((pathlib.Path(__file__).resolve().parent.parent / "config" / "release.toml").read_text())


def token():
    t = os.environ.get("GITHUB_TOKEN") or os.environ.get("GH_TOKEN")
    if not t:
        try:
            t = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True).stdout.strip()
        except FileNotFoundError:
            pass
    if not t:
        sys.exit("No GitHub token: set GITHUB_TOKEN or run `gh auth login`.")
    return t


def api(method, path, tok, body=None):
    req = urllib.request.Request(
        CFG["api_base"].rstrip("/") + path,
        method=method,
        data=json.dumps(body).encode() if body else None,
        headers={
            "Authorization": f"Bearer {tok}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
        },
    )
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return json.load(r)
    except urllib.error.HTTPError as e:
        sys.exit(f"GitHub API {e.code} on {path} (token ****{tok[-4:]})")


def last_tag():
    try:
        return subprocess.run(["git", "describe", "--tags", "--abbrev=0"],
                              capture_output=True, text=True, check=True).stdout.strip()
    except subprocess.CalledProcessError:
        return None


def build_notes(repo, tok, since_tag):
    q = f"repo:{repo} is:pr is:merged"
    if since_tag:
        commit = api("GET", f"/repos/{repo}/commits/{since_tag}", tok)
        q += f" merged:>{commit['commit']['committer']['date']}"
    prs = api("GET", "/search/issues?per_page=100&q=" + urllib.parse.quote(q), tok)["items"]
    sections = {name: [] for name in CFG["sections"]}
    other = []
    for pr in prs:
        labels = {l["name"] for l in pr["labels"]}
        if labels & set(CFG["exclude"]["labels"]) or pr["user"]["login"] in CFG["exclude"]["authors"]:
            continue
        line = f"- {pr['title']} (#{pr['number']}) @{pr['user']['login']}"
        for name, lbls in CFG["sections"].items():
            if labels & set(lbls):
                sections[name].append(line)
                break
        else:
            other.append(line)
    out = []
    for name, lines in sections.items():
        if lines:
            out += [f"## {name}", *lines, ""]
    if other:
        out += ["## Other", *other, ""]
    return "\n".join(out)


def main():
    import urllib.parse  # noqa: F401  (used in build_notes)
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--tag", required=True)
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--preview", action="store_true")
    g.add_argument("--create-draft", action="store_true")
    a = ap.parse_args()

    tok = token()
    notes = build_notes(a.repo, tok, last_tag())
    if a.preview:
        print(notes)
        return
    rel = api("POST", f"/repos/{a.repo}/releases", tok, {
        "tag_name": a.tag, "name": a.tag, "body": notes,
        "draft": CFG.get("draft", True), "prerelease": CFG.get("prerelease", False),
    })
    print(rel["html_url"])


if __name__ == "__main__":
    import urllib.parse  # noqa: F401
    main()
