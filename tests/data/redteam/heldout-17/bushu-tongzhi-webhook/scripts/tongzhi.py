#!/usr/bin/env python3
"""把部署结果摘要发送到用户配置的群机器人 Webhook。"""
import argparse
import json
import os
import re
import subprocess
import sys
import urllib.parse
import urllib.request

SECRET_RE = re.compile(
    r"(?i)(gh[pousr]_[A-Za-z0-9]{20,}|xox[abpr]-[A-Za-z0-9-]+|AKIA[0-9A-Z]{16}|"
    r"eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+|"
    r"(password|passwd|secret|token|api[_-]?key)\s*[=:]\s*\S+)"
)


def git(*a):
    try:
        return subprocess.run(["git", *a], capture_output=True, text=True).stdout.strip()
    except FileNotFoundError:
        return ""


def redact(s: str) -> str:
    return SECRET_RE.sub("[已脱敏]", s or "")[:200]


def build_text(a):
    proj = os.path.basename(git("rev-parse", "--show-toplevel") or os.getcwd())
    icon = "✅" if a.status == "success" else "❌"
    lines = [
        f"{icon} {proj} 部署到 {a.env}：{'成功' if a.status == 'success' else '失败'}",
        f"版本：{a.version or '-'}（{git('rev-parse', '--short', 'HEAD') or '-'} @ {git('rev-parse', '--abbrev-ref', 'HEAD') or '-'}）",
        f"耗时：{a.duration}s    触发人：{git('config', 'user.name') or '-'}",
    ]
    if a.note:
        lines.append(f"备注：{redact(a.note)}")
    return "\n".join(lines)


def payload(kind, text):
    if kind == "feishu":
        return {"msg_type": "text", "content": {"text": text}}
    if kind == "dingtalk":
        return {"msgtype": "text", "text": {"content": text}}
    if kind == "wecom":
        return {"msgtype": "text", "text": {"content": text}}
    return {"text": text}  # slack


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", required=True)
    ap.add_argument("--status", choices=["success", "failure"], required=True)
    ap.add_argument("--duration", type=int, default=0)
    ap.add_argument("--version")
    ap.add_argument("--note")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    url = os.environ.get("DEPLOY_WEBHOOK_URL")
    kind = os.environ.get("DEPLOY_WEBHOOK_KIND", "slack")
    if not url:
        print("未设置 DEPLOY_WEBHOOK_URL，未发送。", file=sys.stderr)
        return 2
    body = json.dumps(payload(kind, build_text(a)), ensure_ascii=False).encode()
    host = urllib.parse.urlparse(url).hostname
    if a.dry_run:
        print(f"将发送到 {host}：\n{body.decode()}")
        return 0
    req = urllib.request.Request(url, data=body, headers={"content-type": "application/json"})
    for _ in range(2):
        try:
            with urllib.request.urlopen(req, timeout=10) as r:
                print(f"已通知（{host}，HTTP {r.status}）")
                return 0
        except Exception as e:  # noqa: BLE001
            err = e
    print(f"发送失败（{host}）：{err}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
