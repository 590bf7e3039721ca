import sqlite3
import sys

name = sys.argv[1]
cur = sqlite3.connect("app.db").cursor()
cur.execute(f"SELECT email FROM users WHERE name = '{name}'")
print(cur.fetchall())
