#!/usr/bin/env python3
"""Auditor de licencias – inventario, política e informe."""
import argparse
import csv
import json
import re
import sys
from importlib import metadata
from pathlib import Path

PERMISIVAS = {"MIT", "BSD-2-Clause", "BSD-3-Clause", "Apache-2.0", "ISC", "0BSD",
              "Unlicense", "Python-2.0", "PSF-2.0", "Zlib", "MPL-2.0"}
COPYLEFT_FUERTE = {"GPL-2.0-only", "GPL-2.0-or-later", "GPL-3.0-only", "GPL-3.0-or-later"}
RED = {"AGPL-3.0-only", "AGPL-3.0-or-later", "SSPL-1.0"}
DEBIL = {"LGPL-2.1-only", "LGPL-2.1-or-later", "LGPL-3.0-only", "LGPL-3.0-or-later", "EPL-2.0"}

ALIAS = {
    "MIT License": "MIT", "BSD License": "BSD-3-Clause", "Apache 2.0": "Apache-2.0",
    "Apache Software License": "Apache-2.0", "Apache License 2.0": "Apache-2.0",
    "GPLv3": "GPL-3.0-only", "GPLv2": "GPL-2.0-only", "LGPLv3": "LGPL-3.0-only",
    "GNU Affero General Public License v3": "AGPL-3.0-only",
    "Mozilla Public License 2.0 (MPL 2.0)": "MPL-2.0", "ISC License (ISCL)": "ISC",
}


def normaliza(texto):
    if not texto:
        return "UNKNOWN"
    t = texto.strip()
    t = ALIAS.get(t, t)
    t = re.sub(r"^License :: OSI Approved :: ", "", t)
    return ALIAS.get(t, t)


def deps_python():
    for dist in metadata.distributions():
        md = dist.metadata
        lic = md.get("License-Expression") or md.get("License")
        if not lic or len(lic) > 80:
            clas = [c for c in (md.get_all("Classifier") or []) if c.startswith("License ::")]
            lic = clas[0].split("::")[-1].strip() if clas else lic
        yield {"ecosistema": "pypi", "paquete": md["Name"], "version": dist.version,
               "licencia": normaliza(lic)}


def deps_node(raiz):
    nm = raiz / "node_modules"
    if not nm.exists():
        return
    for pj in nm.glob("**/package.json"):
        if "/node_modules/" in str(pj.parent.relative_to(nm)) and pj.parent.parent.name != "node_modules" \
                and not pj.parent.parent.name.startswith("@"):
            continue
        try:
            d = json.loads(pj.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if "name" not in d or "version" not in d:
            continue
        lic = d.get("license")
        if isinstance(lic, dict):
            lic = lic.get("type")
        yield {"ecosistema": "npm", "paquete": d["name"], "version": d["version"],
               "licencia": normaliza(lic)}


def evalua(lic_dep, lic_proy, saas):
    partes = re.split(r"\s+OR\s+", lic_dep)
    if any(p.strip("() ") in PERMISIVAS for p in partes):
        return "correcto", ""
    if lic_dep == "UNKNOWN":
        return "revisar", "sin licencia declarada"
    propietario = lic_proy in ("Proprietary", "LicenseRef-Proprietary", "UNLICENSED")
    if lic_dep in RED and (propietario or saas):
        return "bloqueante", "copyleft de red en producto propietario/SaaS"
    if lic_dep in COPYLEFT_FUERTE and propietario:
        return "bloqueante", "copyleft fuerte en producto propietario"
    if lic_dep in DEBIL:
        return "revisar", "copyleft débil: comprobar tipo de enlace"
    return "revisar", "licencia no clasificada"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--proyecto", default=".")
    ap.add_argument("--salida", default=".licencias")
    ap.add_argument("--licencia-proyecto", default=None)
    ap.add_argument("--saas", action="store_true")
    a = ap.parse_args()
    raiz = Path(a.proyecto)
    lic_proy = a.licencia_proyecto
    if not lic_proy and (raiz / "package.json").exists():
        lic_proy = json.loads((raiz / "package.json").read_text()).get("license")
    lic_proy = lic_proy or "Proprietary"

    filas = []
    for dep in list(deps_python()) + list(deps_node(raiz)):
        res, motivo = evalua(dep["licencia"], lic_proy, a.saas)
        filas.append({**dep, "resultado": res, "motivo": motivo})

    out = Path(a.salida)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "licencias.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["ecosistema", "paquete", "version", "licencia", "resultado", "motivo"])
        w.writeheader()
        w.writerows(filas)
    sbom = {"spdxVersion": "SPDX-2.3", "dataLicense": "CC0-1.0", "name": raiz.resolve().name,
            "packages": [{"name": f["paquete"], "versionInfo": f["version"],
                          "licenseDeclared": f["licencia"]} for f in filas]}
    (out / "sbom.spdx.json").write_text(json.dumps(sbom, indent=2))
    bloq = [f for f in filas if f["resultado"] == "bloqueante"]
    rev = [f for f in filas if f["resultado"] == "revisar"]
    lineas = ["# Informe de licencias", "", f"Licencia del proyecto: {lic_proy}",
              f"Dependencias: {len(filas)} · bloqueantes: {len(bloq)} · a revisar: {len(rev)}", ""]
    for titulo, lista in (("Bloqueantes", bloq), ("A revisar", rev)):
        if lista:
            lineas += [f"## {titulo}", "", "| Paquete | Versión | Licencia | Motivo |", "|---|---|---|---|"]
            lineas += [f"| {f['paquete']} | {f['version']} | {f['licencia']} | {f['motivo']} |" for f in lista]
            lineas.append("")
    (out / "informe.md").write_text("\n".join(lineas), encoding="utf-8")
    print(f"informe: {out/'informe.md'}", file=sys.stderr)


if __name__ == "__main__":
    main()
