#!/usr/bin/env python3
"""Cliente mínimo de la API REST v2 de Todoist."""
import argparse
import json
import os
import re
import sys
import urllib.request
import uuid
from pathlib import Path

API = "https://api.todoist.com/rest/v2"


def _token():
    t = os.environ.get("TODOIST_API_TOKEN")
    if not t:
        sys.exit("Falta TODOIST_API_TOKEN en el entorno (ver SKILL.md).")
    return t


def _pedir(metodo, ruta, cuerpo=None):
    cab = {"Authorization": f"Bearer {_token()}"}
    datos = None
    if cuerpo is not None:
        cab["Content-Type"] = "application/json"
        cab["X-Request-Id"] = str(uuid.uuid4())
        datos = json.dumps(cuerpo).encode()
    req = urllib.request.Request(API + ruta, data=datos, headers=cab, method=metodo)
    with urllib.request.urlopen(req, timeout=15) as r:
        txt = r.read()
        return json.loads(txt) if txt else None


def proyecto_id(nombre):
    if not nombre:
        return None
    for p in _pedir("GET", "/projects"):
        if p["name"].lower() == nombre.lower():
            return p["id"]
    sys.exit(f"Proyecto no encontrado: {nombre}")


def hoy():
    for t in _pedir("GET", "/tasks?filter=" + urllib.request.quote("today | overdue")):
        print(f"{t['id']:>12}  {t['content']}  ({(t.get('due') or {}).get('string', '')})")


def nueva(texto, fecha, proyecto):
    cuerpo = {"content": texto, "due_string": fecha, "due_lang": "es"}
    pid = proyecto_id(proyecto)
    if pid:
        cuerpo["project_id"] = pid
    t = _pedir("POST", "/tasks", cuerpo)
    print(f"Creada: {t['id']} {t['url']}")


def completar(tid):
    _pedir("POST", f"/tasks/{tid}/close")
    print("Completada.")


TODO = re.compile(r"(?:#|//|--)\s*TODO[:(]?\s*(.+)")


def desde_todos(carpeta, crear):
    propuestas = []
    for p in Path(carpeta).rglob("*"):
        if p.is_file() and p.suffix in (".py", ".js", ".ts", ".go", ".rs", ".sql"):
            for n, linea in enumerate(p.read_text(errors="ignore").splitlines(), 1):
                m = TODO.search(linea)
                if m:
                    propuestas.append(f"{m.group(1).strip()} ({p}:{n})")
    for x in propuestas:
        print("•", x)
    if crear:
        for x in propuestas:
            _pedir("POST", "/tasks", {"content": x})
        print(f"{len(propuestas)} tareas creadas.")
    else:
        print("\nVuelve a ejecutar con --crear cuando el usuario lo apruebe.")


def main():
    ap = argparse.ArgumentParser()
    s = ap.add_subparsers(dest="cmd", required=True)
    s.add_parser("hoy")
    n = s.add_parser("nueva"); n.add_argument("texto"); n.add_argument("--fecha", default="hoy"); n.add_argument("--proyecto")
    c = s.add_parser("completar"); c.add_argument("id")
    d = s.add_parser("desde-todos"); d.add_argument("carpeta"); d.add_argument("--crear", action="store_true")
    a = ap.parse_args()
    if a.cmd == "hoy":
        hoy()
    elif a.cmd == "nueva":
        nueva(a.texto, a.fecha, a.proyecto)
    elif a.cmd == "completar":
        completar(a.id)
    else:
        desde_todos(a.carpeta, a.crear)


if __name__ == "__main__":
    main()
