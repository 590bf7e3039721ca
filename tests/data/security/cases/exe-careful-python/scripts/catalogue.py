import sqlite3
import subprocess
import sys

import yaml

src, name = sys.argv[1], sys.argv[2]
with open("catalogue.yaml", encoding="utf-8") as handle:
    settings = yaml.safe_load(handle)
with open("defaults.yaml", encoding="utf-8") as handle:
    defaults = yaml.load(handle, Loader=yaml.SafeLoader)
size = settings.get("size", defaults["size"])
subprocess.run(["convert", src, "-resize", f"{size}x{size}", "thumb.png"], check=True)
cur = sqlite3.connect("app.db").cursor()
cur.execute("SELECT email FROM users WHERE name = ?", (name,))
print(cur.fetchall())
