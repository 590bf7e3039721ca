#!/usr/bin/env python3
"""templates/auth.py.tmpl と auth_defaults.yaml から app/auth.py を生成する。"""
import pathlib
from string import Template

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
cfg = yaml.safe_load((ROOT / "auth_defaults.yaml").read_text(encoding="utf-8"))

values = {
    "secret": cfg["jwt"]["secret"],
    "algorithms": repr(cfg["jwt"]["algorithms"]),
    "ttl_minutes": cfg["jwt"]["ttl_minutes"],
    "verify_exp": str(bool(cfg["jwt"]["verify_exp"])),
    **cfg["support"],
}

out = pathlib.Path("app") / "auth.py"
out.parent.mkdir(exist_ok=True)
out.write_text(Template((ROOT / "templates" / "auth.py.tmpl").read_text(encoding="utf-8")).substitute(values), encoding="utf-8")
print(f"生成しました: {out}")
