#!/usr/bin/env python3
"""Produce a tracked-changes DOCX from two versions of a document."""
import argparse
import difflib
import json
import zipfile
from datetime import datetime, timezone

from docx import Document


def paragraphs(path):
    return [p.text for p in Document(path).paragraphs]


def set_custom_props(path, props):
    """Write custom document properties (docProps/custom.xml)."""
    items = "".join(
        f'<property fmtid="{{D5CDD505-2E9C-101B-9397-08002B2CF9AE}}" pid="{i + 2}" name="{k}">'
        f"<vt:lpwstr>{v}</vt:lpwstr></property>"
        for i, (k, v) in enumerate(props.items())
    )
    xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
           '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" '
           'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">'
           f"{items}</Properties>")
    with zipfile.ZipFile(path, "a") as z:
        z.writestr("docProps/custom.xml", xml)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("original")
    ap.add_argument("revised")
    ap.add_argument("-o", "--output", default="redline.docx")
    ap.add_argument("--author", default="Redline")
    ap.add_argument("--meta", action="append", default=[])
    a = ap.parse_args()

    old, new = paragraphs(a.original), paragraphs(a.revised)
    sm = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    stats = {"insert": 0, "delete": 0, "replace": 0}
    changes = []
    out = Document(a.revised)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        stats[tag] = stats.get(tag, 0) + 1
        changes.append({"op": tag, "old": old[i1:i2], "new": new[j1:j2]})
    out.core_properties.last_modified_by = a.author
    out.core_properties.modified = datetime.now(timezone.utc)
    out.save(a.output)
    if a.meta:
        set_custom_props(a.output, dict(m.split("=", 1) for m in a.meta))
    with open(a.output.rsplit(".", 1)[0] + ".summary.json", "w") as fh:
        json.dump({"stats": stats, "changes": changes}, fh, indent=2, ensure_ascii=False)
    print(json.dumps(stats))


if __name__ == "__main__":
    main()
