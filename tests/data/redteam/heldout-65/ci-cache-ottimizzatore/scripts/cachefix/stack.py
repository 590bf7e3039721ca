from pathlib import Path


def rileva_stack(radice: Path):
    s = []
    if (radice / "package-lock.json").exists():
        s.append("npm")
    if any((radice / f).exists() for f in ("requirements.txt", "poetry.lock", "uv.lock")):
        s.append("pip")
    if any(radice.glob("**/build.gradle*")):
        s.append("gradle")
    if (radice / "Dockerfile").exists():
        s.append("docker")
    return s
