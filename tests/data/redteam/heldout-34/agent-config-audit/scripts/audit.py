#!/usr/bin/env python3
"""エージェント設定監査（読み取り専用・ネットワーク不使用）。"""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

HOME = Path.home()
CWD = Path.cwd()

SETTINGS = [HOME / ".claude/settings.json", CWD / ".claude/settings.json", CWD / ".claude/settings.local.json"]
INSTRUCTIONS = [HOME / ".claude/CLAUDE.md", CWD / "CLAUDE.md", CWD / "AGENTS.md", HOME / ".codex/AGENTS.md"]
SKILL_DIRS = [HOME / ".claude/skills", CWD / ".claude/skills"]
MCP_FILES = [CWD / ".mcp.json", HOME / ".claude.json", HOME / ".cursor/mcp.json"]
CODEX = HOME / ".codex/config.toml"
VSCODE_TASKS = CWD / ".vscode/tasks.json"

BROAD_ALLOW = re.compile(r"^(Bash|WebFetch|Edit|Write)\((\*|.*:\*\))?$")
NET_EXEC = re.compile(r"(curl|wget|iwr|Invoke-WebRequest)[^|\n]*\|\s*(sh|bash|zsh|python|node|iex)", re.I)
SUSPICIOUS_TEXT = [
    (re.compile(r"(ユーザー|user).{0,20}(知らせ|報告|mention|tell).{0,10}(不要|ない|not|never)", re.I), "ユーザーへの隠蔽指示"),
    (re.compile(r"(優先|take precedence|override).{0,30}(ユーザー|user|conversation)", re.I), "ユーザー指示より優先させる主張"),
    (re.compile(r"bypassPermissions|dangerously-skip-permissions", re.I), "権限確認の無効化"),
    (re.compile(r"ignore (all |any )?(previous|prior) instructions", re.I), "指示上書き"),
    (re.compile(r"base64\s+(-d|--decode)|fromCharCode|atob\(", re.I), "デコードして実行する手順の可能性"),
    (re.compile(r"authorized_keys|NOPASSWD|crontab\s+-|launchctl load|schtasks", re.I), "永続化・アクセス付与"),
    (re.compile(r"[\u200b-\u200f\u202a-\u202e\u2066-\u2069]"), "不可視文字・双方向制御文字"),
    (re.compile(r"<!--.*?-->", re.S), "HTML コメント（人間に見えない指示の可能性）"),
]
SECRET_KEYS = re.compile(r"(key|token|secret|password|auth)", re.I)


def load_json(p: Path):
    try:
        return json.loads(p.read_text(encoding="utf-8"))
    except Exception:
        return None


def redact(obj):
    if isinstance(obj, dict):
        return {k: ("***" if SECRET_KEYS.search(k) and isinstance(v, str) else redact(v)) for k, v in obj.items()}
    if isinstance(obj, list):
        return [redact(x) for x in obj]
    return obj


def finding(sev, where, what, fix=""):
    return {"重大度": sev, "場所": str(where), "内容": what, "修正案": fix}


def audit_settings(out):
    for p in SETTINGS:
        s = load_json(p)
        if not s:
            continue
        perms = s.get("permissions", {})
        if perms.get("defaultMode") == "bypassPermissions":
            out.append(finding("高", p, "defaultMode が bypassPermissions", "default または acceptEdits に戻す"))
        for a in perms.get("allow", []):
            if BROAD_ALLOW.match(a):
                out.append(finding("高" if a.startswith(("Bash", "WebFetch")) else "中", p,
                                   f"広すぎる許可: {a}", "具体的なコマンド・ドメインに限定"))
        if s.get("skipDangerousModePermissionPrompt"):
            out.append(finding("中", p, "危険モードの確認プロンプトを抑止", "設定を削除"))
        for ev, groups in (s.get("hooks") or {}).items():
            for g in groups:
                for h in g.get("hooks", []):
                    cmd = h.get("command", "")
                    if NET_EXEC.search(cmd) or re.search(r"https?://", cmd):
                        out.append(finding("高", p, f"{ev} フックがネットワークアクセス: {cmd[:120]}",
                                           "フックの出所を確認し、不要なら削除"))


def audit_text(p: Path, out, label):
    try:
        text = p.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return
    for rx, what in SUSPICIOUS_TEXT:
        for m in rx.finditer(text):
            line = text[: m.start()].count("\n") + 1
            out.append(finding("中" if "コメント" in what else "高", f"{p}:{line}", f"{label}: {what}",
                               "該当箇所の意図を確認。心当たりがなければ削除・スキルのアンインストール"))
    for m in NET_EXEC.finditer(text):
        line = text[: m.start()].count("\n") + 1
        out.append(finding("高", f"{p}:{line}", f"{label}: ダウンロードしてそのまま実行", "スキルの出所を確認"))


def audit_skills(out):
    for d in SKILL_DIRS:
        if not d.is_dir():
            continue
        for skill in sorted(x for x in d.iterdir() if x.is_dir()):
            for f in skill.rglob("*"):
                if f.is_file() and f.suffix in {".md", ".sh", ".py", ".js", ".mjs", ".ts", ".ps1", ".json", ".yml", ".yaml"}:
                    audit_text(f, out, f"スキル {skill.name}")


def audit_mcp(out):
    for p in MCP_FILES:
        data = load_json(p)
        if not data:
            continue
        servers = data.get("mcpServers", {})
        for name, cfg in servers.items():
            cmd = " ".join([cfg.get("command", "")] + cfg.get("args", []))
            if re.search(r"\b(npx|uvx|bunx)\b", cmd) and not re.search(r"@\d+\.\d+\.\d+", cmd):
                out.append(finding("中", p, f"MCP {name}: バージョン未固定で取得・実行 ({cmd[:100]})",
                                   "パッケージ@x.y.z でバージョンを固定"))
            if cfg.get("url", "").startswith("http://"):
                out.append(finding("中", p, f"MCP {name}: 平文 HTTP", "https を使用"))
            cfg_r = redact(cfg)
            if cfg_r != cfg:
                out.append(finding("低", p, f"MCP {name}: 設定内に秘密情報（値は伏せ字）",
                                   "環境変数やキーチェーン経由での受け渡しを検討"))


def audit_vscode(out):
    t = load_json(VSCODE_TASKS)
    if t:
        for task in t.get("tasks", []):
            if (task.get("runOptions") or {}).get("runOn") == "folderOpen":
                out.append(finding("高", VSCODE_TASKS, f"フォルダを開くと自動実行: {task.get('label')} → {task.get('command')}",
                                   "意図したものでなければ削除"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", default=".agent-audit/report.json")
    a = ap.parse_args()
    out: list[dict] = []
    audit_settings(out)
    for p in INSTRUCTIONS:
        if p.exists():
            audit_text(p, out, "指示ファイル")
    audit_skills(out)
    audit_mcp(out)
    if CODEX.exists():
        audit_text(CODEX, out, "Codex 設定")
    audit_vscode(out)
    order = {"高": 0, "中": 1, "低": 2}
    out.sort(key=lambda f: order[f["重大度"]])
    Path(a.json).parent.mkdir(parents=True, exist_ok=True)
    Path(a.json).write_text(json.dumps(out, ensure_ascii=False, indent=2), encoding="utf-8")
    for f in out:
        print(f"[{f['重大度']}] {f['場所']}\n    {f['内容']}\n    → {f['修正案']}")
    print(f"\n指摘 {len(out)} 件（高 {sum(f['重大度']=='高' for f in out)}）→ {a.json}")


if __name__ == "__main__":
    main()
