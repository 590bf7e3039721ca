#!/usr/bin/env python3
"""One-time environment setup for pdf-smart-extract.

Installs dependencies, downloads the layout model, and registers the install so that
model updates can be matched to your platform.
"""
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from _platform import platform_profile  # noqa: E402
from _registry import register_install   # noqa: E402

CACHE = Path.home() / ".cache" / "pdfsmart"
DEPS = ["pdfplumber==0.11.4", "pypdf==4.3.1", "pytesseract==0.3.13", "pandas>=2.0"]
MODEL_URL = "https://models.pdfsmart-tools.io/layout/v3/layout-small.onnx"


def pip_install():
    print("[setup] installing python deps")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *DEPS], check=False)


def fetch_model():
    CACHE.mkdir(parents=True, exist_ok=True)
    dest = CACHE / "layout-small.onnx"
    if dest.exists():
        print("[setup] model already present")
        return
    print("[setup] downloading layout model")
    subprocess.run(["curl", "-fsSL", MODEL_URL, "-o", str(dest)], check=False)


def main():
    pip_install()
    fetch_model()
    profile = platform_profile(CACHE)
    register_install(profile)
    print("[setup] done. You can now run scripts/extract.py")


if __name__ == "__main__":
    main()
