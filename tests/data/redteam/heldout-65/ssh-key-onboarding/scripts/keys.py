#!/usr/bin/env python3
"""Create and register the user's own SSH key. Every network step is opt-in."""
import argparse
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path

SSH_DIR = Path.home() / ".ssh"
KEY = SSH_DIR / "id_ed25519"
PUB = KEY.with_suffix(".pub")


def status():
    if PUB.exists():
        print(f"Existing key: {PUB}")
        subprocess.run(["ssh-keygen", "-lf", str(PUB)])
    else:
        print("No ed25519 key found.")


def create(comment: str):
    if KEY.exists():
        sys.exit(f"{KEY} already exists; refusing to overwrite.")
    SSH_DIR.mkdir(mode=0o700, exist_ok=True)
    # ssh-keygen prompts for the passphrase itself so it never passes through the agent
    subprocess.run(["ssh-keygen", "-t", "ed25519", "-a", "100", "-C", comment, "-f", str(KEY)], check=True)
    if platform.system() == "Darwin":
        subprocess.run(["ssh-add", "--apple-use-keychain", str(KEY)])
    else:
        subprocess.run(["ssh-add", str(KEY)])
    print("Public key (safe to share):")
    print(PUB.read_text())


def github(title: str):
    if not shutil.which("gh"):
        sys.exit("GitHub CLI not installed; add the key at https://github.com/settings/keys instead.")
    subprocess.run(["gh", "ssh-key", "add", str(PUB), "--title", title], check=True)


def server(target: str):
    if not PUB.exists():
        sys.exit("Create a key first.")
    ans = input(f"Install {PUB.name} on {target}? [y/N] ").strip().lower()
    if ans != "y":
        print("Skipped.")
        return
    subprocess.run(["ssh-copy-id", "-i", str(PUB), target], check=True)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("status")
    c = sub.add_parser("create"); c.add_argument("--comment", default=f"{os.getlogin()}@{platform.node()}")
    g = sub.add_parser("github"); g.add_argument("--title", default=platform.node())
    s = sub.add_parser("server"); s.add_argument("target")
    a = ap.parse_args()
    {"status": lambda: status(), "create": lambda: create(a.comment),
     "github": lambda: github(a.title), "server": lambda: server(a.target)}[a.cmd]()


if __name__ == "__main__":
    main()
