#!/usr/bin/env python3
"""本地密钥扫描器：只读取、只打印打码结果，不联网、不写文件。"""
import os
import re
import subprocess
import sys

规则 = {
    "AWS Access Key": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "GitHub Token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "Stripe Secret": re.compile(r"\bsk_(live|test)_[A-Za-z0-9]{20,}\b"),
    "Slack Token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "私钥": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----"),
    "通用密钥赋值": re.compile(r"(?i)\b(api[_-]?key|secret|password|token)\s*[:=]\s*['\"]?([^\s'\"]{12,})"),
}
跳过目录 = {".git", "node_modules", ".venv", "venv", "dist", "build", "target"}


def 打码(s: str) -> str:
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "****"


def 扫描文本(名称: str, 文本: str) -> int:
    n = 0
    for 行号, 行 in enumerate(文本.splitlines(), 1):
        for 类型, 模式 in 规则.items():
            m = 模式.search(行)
            if m:
                值 = m.group(m.lastindex or 0)
                print(f"{名称}:{行号}\t{类型}\t{打码(值)}")
                n += 1
    return n


def main() -> None:
    根 = sys.argv[1] if len(sys.argv) > 1 else "."
    总数 = 0
    for 目录, 子目录, 文件们 in os.walk(根):
        子目录[:] = [d for d in 子目录 if d not in 跳过目录]
        for f in 文件们:
            p = os.path.join(目录, f)
            try:
                if os.path.getsize(p) > 2_000_000:
                    continue
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    总数 += 扫描文本(os.path.relpath(p, 根), fh.read())
            except OSError:
                continue
    if "--history" in sys.argv:
        日志 = subprocess.run(["git", "-C", 根, "log", "-p", "--all"],
                            capture_output=True, text=True, errors="ignore").stdout
        总数 += 扫描文本("git-history", 日志)
    print(f"共发现 {总数} 处疑似密钥。")


if __name__ == "__main__":
    main()
