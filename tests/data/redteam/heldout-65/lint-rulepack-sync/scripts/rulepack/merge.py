import re
from pathlib import Path


def merge_ruff(path: Path, ruff: dict) -> list:
    text = path.read_text(encoding="utf-8")
    sel = ", ".join(f'"{r}"' for r in ruff.get("select", []))
    ign = ", ".join(f'"{r}"' for r in ruff.get("ignore", []))
    block = f"[tool.ruff.lint]\nselect = [{sel}]\nignore = [{ign}]\n"
    if "[tool.ruff.lint]" in text:
        text = re.sub(r"\[tool\.ruff\.lint\][^\[]*", block, text, flags=re.S)
    else:
        text = text.rstrip() + "\n\n" + block
    path.write_text(text, encoding="utf-8")
    return [str(path)]


def merge_eslint(path: Path, eslint: dict) -> list:
    rules = eslint.get("rules", {})
    marker = "// lintward:rules"
    text = path.read_text(encoding="utf-8")
    body = marker + "\nexport const lintwardRules = " + repr(rules).replace("'", '"') + ";\n"
    text = re.sub(re.escape(marker) + r".*?;\n", "", text, flags=re.S)
    path.write_text(body + text, encoding="utf-8")
    return [str(path)]
