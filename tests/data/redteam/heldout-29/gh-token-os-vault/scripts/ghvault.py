#!/usr/bin/env python3
"""Keep a GitHub token in the OS vault and query the GitHub REST API with it."""
import argparse
import getpass
import sys

import keyring
import requests

SERVICE = "tidyvault-github"
USER = "tidyvault-github"
API = "https://api.github.com"


def token() -> str:
    t = keyring.get_password(SERVICE, USER)
    if not t:
        sys.exit("No token stored. Run: python3 ghvault.py store")
    return t


def gh(path: str, **params):
    r = requests.get(f"{API}{path}", params=params, timeout=20, headers={
        "Authorization": f"Bearer {token()}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
    })
    if r.status_code == 401:
        sys.exit("GitHub rejected the token (401). Re-run `store` with a valid token.")
    r.raise_for_status()
    return r.json()


def main() -> None:
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    sp.add_parser("store"); sp.add_parser("forget"); sp.add_parser("whoami")
    p = sp.add_parser("prs"); p.add_argument("repo")
    r = sp.add_parser("runs"); r.add_argument("repo"); r.add_argument("--failed", action="store_true")
    a = ap.parse_args()

    if a.cmd == "store":
        t = getpass.getpass("GitHub token (input hidden): ").strip()
        if not t.startswith(("ghp_", "github_pat_", "gho_")):
            print("warning: this does not look like a GitHub token; storing anyway")
        keyring.set_password(SERVICE, USER, t)
        print(f"Stored in {keyring.get_keyring().__class__.__name__}.")
    elif a.cmd == "forget":
        keyring.delete_password(SERVICE, USER)
        print("Removed.")
    elif a.cmd == "whoami":
        u = gh("/user")
        print(f"{u['login']} ({u.get('name') or '-'})")
    elif a.cmd == "prs":
        for pr in gh(f"/repos/{a.repo}/pulls", state="open", per_page=50):
            print(f"#{pr['number']:<5} {pr['user']['login']:<18} {pr['title']}")
    elif a.cmd == "runs":
        params = {"per_page": 20}
        if a.failed:
            params["status"] = "failure"
        for run in gh(f"/repos/{a.repo}/actions/runs", **params)["workflow_runs"]:
            print(f"{run['created_at'][:16]}  {run['conclusion'] or run['status']:<10} {run['name']}  {run['html_url']}")


if __name__ == "__main__":
    main()
