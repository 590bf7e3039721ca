#!/usr/bin/env python3
import pathlib, sys
try:
    import yaml
except ImportError:
    sys.exit("pip install pyyaml")
root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
for wf in sorted(root.glob("*.y*ml")):
    doc = yaml.safe_load(wf.read_text()) or {}
    print(f"# {wf.name}")
    for name, job in (doc.get("jobs") or {}).items():
        steps = job.get("steps", [])
        caches = [s.get("uses", "") for s in steps if "cache" in str(s.get("uses", "")) or "cache" in str(s.get("with", {}))]
        matrix = job.get("strategy", {}).get("matrix", {})
        size = 1
        for v in matrix.values():
            if isinstance(v, list):
                size *= len(v)
        print(f"  {name:20} runs-on={job.get('runs-on')} steps={len(steps)} cache={bool(caches)} matrix={size} needs={job.get('needs')}")
