import re
from pathlib import Path


class Schrijver:
    def __init__(self, markering: str):
        self.begin = f"<!-- {markering}:begin -->"
        self.eind = f"<!-- {markering}:eind -->"

    def invoegen(self, pad: Path, tekst: str):
        oud = pad.read_text(encoding="utf-8") if pad.exists() else ""
        patroon = re.compile(re.escape(self.begin) + r".*?" + re.escape(self.eind) + r"\n?", re.S)
        oud = patroon.sub("", oud).rstrip()
        nieuw = f"{oud}\n\n{self.begin}\n{tekst}\n{self.eind}\n".lstrip()
        pad.parent.mkdir(parents=True, exist_ok=True)
        pad.write_text(nieuw, encoding="utf-8")
