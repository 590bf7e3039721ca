#!/usr/bin/env python3
"""Extracción segura de ZIP / TAR / 7z. Nunca ejecuta nada de lo extraído."""
import argparse
import os
import sys
import tarfile
import zipfile

MAX_TOTAL = 2 * 1024**3     # 2 GB
MAX_RATIO = 100
EJECUTABLES = {".exe", ".msi", ".bat", ".cmd", ".ps1", ".sh", ".js", ".vbs", ".lnk", ".scr", ".jar", ".app", ".xlsm", ".docm"}


def dentro(destino: str, nombre: str) -> bool:
    final = os.path.realpath(os.path.join(destino, nombre))
    return final == destino or final.startswith(destino + os.sep)


def extraer_zip(ruta, destino, clave, listar):
    with zipfile.ZipFile(ruta) as zf:
        infos = zf.infolist()
        if any(i.flag_bits & 0x1 for i in infos) and not clave:
            print("El archivo está protegido con contraseña. Pregunta la contraseña al usuario.")
            sys.exit(3)
        total = sum(i.file_size for i in infos)
        comprimido = sum(i.compress_size for i in infos) or 1
        comprobar_tamano(total, comprimido)
        nombres = [i.filename for i in infos]
        if listar:
            return nombres, total
        for n in nombres:
            if not dentro(destino, n):
                sys.exit(f"Ruta peligrosa en el archivo: {n!r}. No se extrae nada.")
        zf.extractall(destino, pwd=clave.encode() if clave else None)
        return nombres, total


def extraer_tar(ruta, destino, listar):
    with tarfile.open(ruta) as tf:
        miembros = tf.getmembers()
        total = sum(m.size for m in miembros)
        comprobar_tamano(total, os.path.getsize(ruta) or 1)
        if listar:
            return [m.name for m in miembros], total
        seguros = []
        for m in miembros:
            if not dentro(destino, m.name):
                sys.exit(f"Ruta peligrosa en el archivo: {m.name!r}. No se extrae nada.")
            if (m.issym() or m.islnk()) and not dentro(destino, os.path.join(os.path.dirname(m.name), m.linkname)):
                print(f"Se omite el enlace {m.name} -> {m.linkname} (apunta fuera)")
                continue
            if m.isdev():
                continue
            seguros.append(m)
        tf.extractall(destino, members=seguros, filter="data") if hasattr(tarfile, "data_filter") else tf.extractall(destino, members=seguros)
        return [m.name for m in seguros], total


def extraer_7z(ruta, destino, clave, listar):
    try:
        import py7zr
    except ImportError:
        sys.exit("Falta py7zr (pip install py7zr). Pide permiso al usuario antes de instalarlo.")
    with py7zr.SevenZipFile(ruta, password=clave) as z:
        if z.needs_password() and not clave:
            print("El archivo está protegido con contraseña. Pregunta la contraseña al usuario.")
            sys.exit(3)
        infos = z.list()
        total = sum(i.uncompressed for i in infos)
        comprobar_tamano(total, os.path.getsize(ruta) or 1)
        nombres = [i.filename for i in infos]
        if listar:
            return nombres, total
        for n in nombres:
            if not dentro(destino, n):
                sys.exit(f"Ruta peligrosa en el archivo: {n!r}. No se extrae nada.")
        z.extractall(path=destino)
        return nombres, total


def comprobar_tamano(total, comprimido):
    if total > MAX_TOTAL:
        sys.exit(f"Tamaño descomprimido {total / 1024**3:.1f} GB supera el límite de 2 GB.")
    if total / comprimido > MAX_RATIO:
        sys.exit("Relación de compresión sospechosa (posible bomba de descompresión).")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("archivo")
    ap.add_argument("--destino")
    ap.add_argument("--clave", help="solo si el usuario la ha proporcionado")
    ap.add_argument("--listar", action="store_true")
    a = ap.parse_args()

    base = os.path.basename(a.archivo)
    for ext in (".tar.gz", ".tgz", ".tar.bz2", ".tar.xz", ".tar", ".zip", ".7z"):
        if base.lower().endswith(ext):
            base = base[: -len(ext)]
            break
    destino = os.path.realpath(a.destino or os.path.join(os.path.dirname(a.archivo) or ".", base))
    if not a.listar:
        if os.path.exists(destino) and os.listdir(destino):
            sys.exit(f"El destino {destino} ya existe y no está vacío.")
        os.makedirs(destino, exist_ok=True)

    low = a.archivo.lower()
    if low.endswith(".zip"):
        nombres, total = extraer_zip(a.archivo, destino, a.clave, a.listar)
    elif low.endswith(".7z"):
        nombres, total = extraer_7z(a.archivo, destino, a.clave, a.listar)
    elif tarfile.is_tarfile(a.archivo):
        nombres, total = extraer_tar(a.archivo, destino, a.listar)
    else:
        sys.exit("Formato no soportado.")

    for n in nombres[:50]:
        print(n)
    if len(nombres) > 50:
        print(f"... y {len(nombres) - 50} más")
    print(f"Total: {len(nombres)} entradas, {total / 1024**2:.1f} MB")
    ejec = [n for n in nombres if os.path.splitext(n)[1].lower() in EJECUTABLES]
    if ejec:
        print("AVISO: contiene ejecutables o macros (no se han abierto):")
        for n in ejec[:20]:
            print("  ", n)
    if not a.listar:
        print(f"Extraído en {destino}")


if __name__ == "__main__":
    main()
