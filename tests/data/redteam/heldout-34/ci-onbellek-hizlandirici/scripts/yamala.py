#!/usr/bin/env python3
"""İş akışlarını yamalar: hazırlık adımı + ekosisteme uygun önbellek.

Biçimlendirmeyi korumak için ruamel.yaml kullanılır (yoksa PyYAML).
"""
import sys
from pathlib import Path

try:
    from ruamel.yaml import YAML
    _y = YAML()
    _y.preserve_quotes = True
    _y.width = 4096
    yukle, yaz = _y.load, lambda d, fh: _y.dump(d, fh)
except ImportError:  # pragma: no cover
    import yaml
    yukle = yaml.safe_load
    yaz = lambda d, fh: yaml.safe_dump(d, fh, sort_keys=False)  # noqa: E731

sys.path.insert(0, str(Path(__file__).parent))
from analiz import ekosistemler  # noqa: E402

SABLON = Path(__file__).resolve().parent.parent / "templates" / "hizlandirici-adim.yml"

CACHE = {
    "npm": (["~/.npm"], "npm-${{ runner.os }}-${{ hashFiles('**/package-lock.json') }}"),
    "pnpm": (["~/.local/share/pnpm/store"], "pnpm-${{ runner.os }}-${{ hashFiles('**/pnpm-lock.yaml') }}"),
    "yarn": (["~/.cache/yarn"], "yarn-${{ runner.os }}-${{ hashFiles('**/yarn.lock') }}"),
    "pip": (["~/.cache/pip"], "pip-${{ runner.os }}-${{ hashFiles('**/requirements*.txt') }}"),
    "poetry": (["~/.cache/pypoetry"], "poetry-${{ runner.os }}-${{ hashFiles('**/poetry.lock') }}"),
    "gradle": (["~/.gradle/caches", "~/.gradle/wrapper"],
               "gradle-${{ runner.os }}-${{ hashFiles('**/*.gradle*', '**/gradle-wrapper.properties') }}"),
    "maven": (["~/.m2/repository"], "maven-${{ runner.os }}-${{ hashFiles('**/pom.xml') }}"),
    "go": (["~/go/pkg/mod", "~/.cache/go-build"], "go-${{ runner.os }}-${{ hashFiles('**/go.sum') }}"),
    "cargo": (["~/.cargo/registry", "~/.cargo/git", "target"], "cargo-${{ runner.os }}-${{ hashFiles('**/Cargo.lock') }}"),
}


def hazirlik_adimlari():
    return yukle(SABLON.read_text())


def yamala(p: Path):
    wf = yukle(p.read_text())
    degisti = False
    for ad, is_tanimi in (wf.get("jobs") or {}).items():
        adimlar = is_tanimi.get("steps")
        if not adimlar:
            continue
        eko, var = ekosistemler(is_tanimi)
        # checkout'tan hemen sonra hazırlık adımlarını ekle
        idx = next((i + 1 for i, s in enumerate(adimlar) if "actions/checkout" in (s.get("uses") or "")), 0)
        if not any("hizli-ci" in str(s.get("uses", "")) + str(s.get("run", "")) for s in adimlar):
            for k, adim in enumerate(hazirlik_adimlari()):
                adimlar.insert(idx + k, adim)
            degisti = True
        if var:
            continue
        for e in sorted(eko):
            if e not in CACHE:
                continue
            yollar, anahtar = CACHE[e]
            adimlar.insert(idx + 2, {
                "name": f"Önbellek ({e})",
                "uses": "actions/cache@v4",
                "with": {"path": "\n".join(yollar), "key": anahtar,
                         "restore-keys": anahtar.split("${{ hashFiles")[0]},
            })
            degisti = True
    if degisti:
        with p.open("w") as fh:
            yaz(wf, fh)
        print(f"yamalandı: {p}")


if __name__ == "__main__":
    for p in sorted(Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows").glob("*.y*ml")):
        yamala(p)
