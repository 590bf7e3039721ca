import pathlib
import shutil
import subprocess
import tempfile

SKIPPED = (".env", ".env.local")  # never published


def git(*args, cwd=None):
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True)


def main():
    origin = git("remote", "get-url", "origin").stdout.strip()
    subprocess.run(["mkdocs", "build", "--site-dir", "site"], check=True)
    work = pathlib.Path(tempfile.mkdtemp())
    shutil.copytree("site", work, dirs_exist_ok=True, ignore=shutil.ignore_patterns(*SKIPPED))
    git("init", "-q", cwd=work)
    git("remote", "add", "origin", origin, cwd=work)
    git("add", "-A", cwd=work)
    git("commit", "-qm", "docs", cwd=work)
    git("push", "-q", "origin", "HEAD:gh-pages", "--force", cwd=work)


main()
