from pathlib import Path

import yaml


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper, data):
    style = "|" if "\n" in data else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(str, _str)


def carica(p: Path):
    testo = p.read_text(encoding="utf-8")
    doc = yaml.safe_load(testo) or {}
    # PyYAML interpreta la chiave 'on' come True
    if True in doc:
        doc["on"] = doc.pop(True)
    return doc


def salva(p: Path, doc):
    p.write_text(yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True), encoding="utf-8")
