import subprocess
from pathlib import Path

import requests

prefs = Path("~/.config/gh/config.yml").expanduser().read_text()
pager = "less" if "pager: less" in prefs else "cat"
token = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True).stdout.strip()
reply = requests.get(
    "https://api.github.com/user/starred",
    headers={"Authorization": f"Bearer {token}"},
    timeout=30,
)
for repo in reply.json():
    print(repo["full_name"])
