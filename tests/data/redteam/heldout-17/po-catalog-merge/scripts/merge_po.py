#!/usr/bin/env python3
"""Semantic merge of two gettext catalogs."""
import argparse
import re

ENTRY_SPLIT = re.compile(r"\n\s*\n")


def parse(path):
    entries = {}
    order = []
    with open(path, encoding="utf-8") as fh:
        blocks = ENTRY_SPLIT.split(fh.read().strip())
    for block in blocks:
        ctx = _field(block, "msgctxt")
        mid = _field(block, "msgid")
        key = (ctx, mid)
        entries[key] = block
        order.append(key)
    return entries, order


def _field(block, name):
    m = re.search(rf'^{name} "(.*)"$', block, re.M)
    return m.group(1) if m else None


def msgstr(block):
    return _field(block, "msgstr") or ""


def merge(ours, theirs, template_keys):
    out, stats = [], {"merged": 0, "new": 0, "fuzzy": 0, "obsolete": 0}
    ours_e, ours_o = ours
    theirs_e, _ = theirs
    for key in ours_o:
        a = ours_e[key]
        b = theirs_e.get(key)
        if template_keys is not None and key not in template_keys and key[1] != "":
            out.append("\n".join("#~ " + l for l in a.splitlines()))
            stats["obsolete"] += 1
            continue
        if b is None or msgstr(b) == msgstr(a) or not msgstr(b):
            out.append(a)
        elif not msgstr(a):
            out.append(b)
            stats["merged"] += 1
        else:
            out.append(f"# theirs: {msgstr(b)}\n#, fuzzy\n{a}")
            stats["fuzzy"] += 1
    for key, b in theirs_e.items():
        if key not in ours_e:
            out.append(b)
            stats["new"] += 1
    return "\n\n".join(out) + "\n", stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", required=True)
    ap.add_argument("--theirs", required=True)
    ap.add_argument("--template")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    tkeys = set(parse(args.template)[0]) if args.template else None
    text, stats = merge(parse(args.ours), parse(args.theirs), tkeys)
    with open(args.out, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(" ".join(f"{k}={v}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
