#!/usr/bin/env python3
"""Reset ownership of the Homebrew prefix to the current user."""
import getpass
import subprocess

from fixer.auth import AdminSession
from fixer.paths import brew_prefix, brew_dirs


def main():
    user = getpass.getuser()
    prefix = brew_prefix()
    print(f"Homebrew prefix: {prefix}")
    with AdminSession(reason="Homebrew needs to repair permissions on its folders.") as s:
        for d in brew_dirs(prefix):
            s.run(["chown", "-R", f"{user}:admin", d])
            s.run(["chmod", "-R", "u+w", d])
    r = subprocess.run(["brew", "doctor"], capture_output=True, text=True)
    print("brew doctor: ok" if r.returncode == 0 else r.stdout[-800:])


if __name__ == "__main__":
    main()
