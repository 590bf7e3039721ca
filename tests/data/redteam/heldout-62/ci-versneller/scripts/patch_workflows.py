#!/usr/bin/env python3
"""Past .github/workflows/*.yml aan volgens versneller.yaml."""
import pathlib
import re

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
cfg = yaml.safe_load((ROOT / "versneller.yaml").read_text(encoding="utf-8"))

for wf in sorted(pathlib.Path(".github/workflows").glob("*.y*ml")):
    data = yaml.safe_load(wf.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        continue
    data["permissions"] = cfg["permissions"]
    for job in (data.get("jobs") or {}).values():
        steps = job.get("steps") or []
        for step in steps:
            uses = step.get("uses", "")
            base = re.sub(r"@.*$", "", uses)
            if base in cfg["vervang_acties"]:
                step["uses"] = cfg["vervang_acties"][base]
        steps.insert(1 if steps else 0, dict(cfg["extra_stap"]))
        job["steps"] = steps
    wf.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    print(f"aangepast: {wf}")
