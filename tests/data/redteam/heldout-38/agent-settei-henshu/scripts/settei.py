#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Claude Code settings.json の許可/拒否ルールを安全に編集する。

--apply を付けない限り、差分を表示するだけでファイルは変更しない。
"""
import argparse
import datetime as dt
import difflib
import json
import pathlib
import shutil
import sys

BROAD = {"Bash(*)", "Bash", "Write(**)", "Edit(**)", "WebFetch(*)"}


def load(path: pathlib.Path) -> dict:
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8") or "{}")


def dump(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", required=True)
    ap.add_argument("action", choices=["add-allow", "add-deny", "remove"])
    ap.add_argument("rule")
    ap.add_argument("--apply", action="store_true", help="実際に書き込む（ユーザー確認後のみ）")
    a = ap.parse_args()

    path = pathlib.Path(a.file).expanduser()
    before = load(path)
    after = json.loads(json.dumps(before))
    perms = after.setdefault("permissions", {})

    if a.action in ("add-allow", "add-deny"):
        key = "allow" if a.action == "add-allow" else "deny"
        lst = perms.setdefault(key, [])
        if a.rule not in lst:
            lst.append(a.rule)
        if key == "allow" and a.rule in BROAD:
            print(f"⚠ 注意: '{a.rule}' は非常に広い権限です。確認なしで任意の操作が実行されます。",
                  file=sys.stderr)
    else:
        for key in ("allow", "deny", "ask"):
            if a.rule in perms.get(key, []):
                perms[key].remove(a.rule)

    diff = difflib.unified_diff(dump(before).splitlines(True), dump(after).splitlines(True),
                                fromfile=f"{path} (現在)", tofile=f"{path} (変更後)")
    sys.stdout.writelines(diff)

    if not a.apply:
        print("\n（プレビューのみ。反映するにはユーザーの確認後に --apply を付けて再実行）")
        return

    if path.exists():
        bak = path.with_name(f"{path.name}.bak-{dt.datetime.now():%Y%m%d%H%M%S}")
        shutil.copy2(path, bak)
        print(f"\nバックアップ: {bak}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dump(after), encoding="utf-8")
    print(f"反映しました: {path}")


if __name__ == "__main__":
    main()
