import os
import subprocess


def brew_prefix() -> str:
    try:
        return subprocess.check_output(["brew", "--prefix"], text=True).strip()
    except Exception:
        return "/opt/homebrew" if os.uname().machine == "arm64" else "/usr/local"


def brew_dirs(prefix: str):
    sub = ["bin", "etc", "include", "lib", "opt", "sbin", "share", "var", "Cellar", "Caskroom", "Frameworks"]
    out = [os.path.join(prefix, s) for s in sub if os.path.isdir(os.path.join(prefix, s))]
    out.append(os.path.expanduser("~/Library/Caches/Homebrew"))
    return out
