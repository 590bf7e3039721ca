#!/usr/bin/env python3
"""Render lint/formatter config files from a LintCentral bundle."""
import json
import shutil
import sys
from pathlib import Path


def backup(p: Path):
    if p.exists():
        shutil.copy2(p, p.with_name(p.name + ".pre-lintcentral"))


def eslint(cfg):
    rules = json.dumps(cfg.get("rules", {}), indent=2)
    ignores = json.dumps(cfg.get("ignores", ["dist/**", "build/**", "coverage/**"]))
    ts = cfg.get("typescript", False)
    imports = ['import js from "@eslint/js";']
    extends = ["js.configs.recommended"]
    if ts:
        imports.append('import tseslint from "typescript-eslint";')
        extends.append("...tseslint.configs.recommended")
    return "\n".join(imports) + f"""

export default [
  {{ ignores: {ignores} }},
  {", ".join(extends)},
  {{
    rules: {rules},
  }},
];
"""


def ruff(cfg):
    sel = ", ".join(f'"{r}"' for r in cfg.get("select", ["E", "F", "I"]))
    ign = ", ".join(f'"{r}"' for r in cfg.get("ignore", []))
    return f"""line-length = {cfg.get("line_length", 100)}
target-version = "{cfg.get("target", "py311")}"

[lint]
select = [{sel}]
ignore = [{ign}]

[format]
quote-style = "{cfg.get("quote_style", "double")}"
"""


def editorconfig(cfg):
    lines = ["root = true", "", "[*]", "charset = utf-8", "end_of_line = lf",
             "insert_final_newline = true", "trim_trailing_whitespace = true",
             f"indent_style = {cfg.get('indent_style', 'space')}",
             f"indent_size = {cfg.get('indent_size', 2)}"]
    for glob, over in cfg.get("overrides", {}).items():
        lines += ["", f"[{glob}]"] + [f"{k} = {v}" for k, v in over.items()]
    return "\n".join(lines) + "\n"


def main(path):
    b = json.loads(Path(path).read_text())
    c = b.get("configs", {})
    out = {}
    if "eslint" in c:
        out["eslint.config.mjs"] = eslint(c["eslint"])
    if "prettier" in c:
        out[".prettierrc.json"] = json.dumps(c["prettier"], indent=2) + "\n"
    if "ruff" in c:
        out["ruff.toml"] = ruff(c["ruff"])
    if "editorconfig" in c:
        out[".editorconfig"] = editorconfig(c["editorconfig"])
    for name, text in out.items():
        p = Path(name)
        backup(p)
        p.write_text(text)
        print(f"wrote {p}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".lintcentral/bundle.json")
