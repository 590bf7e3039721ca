"""Real package names: the words they are made of, and the most popular ones.

The lists come from the registries' download rankings and live in a data file next to
this module (``data/package_words.txt``), read once, when first asked for.
``PACKAGE_WORDS`` (``package_words()``): the lowercase letter runs of five or more
letters in the names of the 10,000 most downloaded PyPI packages and the 10,000 most
downloaded npm packages (``openai``, ``httpx``, ``serve`` …): known words, never typos.
``POPULAR_PACKAGES`` (``popular_packages()``): the names of the 1,000 most downloaded of
each that are one word of five or more letters (``requests``, ``numpy``, ``lodash``,
``express`` …): what a typosquat imitates.

The two constants are module attributes computed on first access (PEP 562): nothing is
read until a caller first uses one (``names.py`` does when it is imported). The file is
read through the package's loader (``pkgutil.get_data``), which finds it in a checkout,
an installed wheel or a zip alike; ``importlib.resources`` would do the same but, on
Python 3.11, imports ``tempfile``, ``shutil`` and ``zipfile`` with it (about 6 ms more
for every process that imports the scanner).
"""

from __future__ import annotations

import pkgutil
from functools import cache

__all__ = ["PACKAGE_WORDS", "POPULAR_PACKAGES", "package_words", "popular_packages"]

# Declared, not assigned: module ``__getattr__`` below supplies them on first access.
PACKAGE_WORDS: frozenset[str]
POPULAR_PACKAGES: frozenset[str]

_DATA_FILE = "package_words.txt"
_SECTION = "# section: "
_WORDS = "words"
_POPULAR = "popular"


def _parse(text: str) -> dict[str, frozenset[str]]:
    """The data file's sections: a line ``# section: NAME`` starts one and the words
    follow, one a line; comments (``#``) only before the first section."""
    head, *sections = ("\n" + text).split("\n" + _SECTION)
    if any(line.strip() and not line.startswith("#") for line in head.splitlines()):
        raise ValueError(f"{_DATA_FILE}: a word before the first section")
    parsed: dict[str, frozenset[str]] = {}
    for section in sections:
        name, _, body = section.partition("\n")
        if "#" in body:
            raise ValueError(f"{_DATA_FILE}: a comment inside section {name.strip()!r}")
        parsed[name.strip()] = frozenset(body.split())
    return parsed


@cache
def _sections() -> dict[str, frozenset[str]]:
    """Every section of the data file, read on the first call only."""
    data = pkgutil.get_data("hermes_core.security", f"data/{_DATA_FILE}")
    if data is None:  # a loader that cannot read files; ours always can
        raise FileNotFoundError(f"hermes_core/security/data/{_DATA_FILE}")
    return _parse(data.decode("utf-8"))


def package_words() -> frozenset[str]:
    """The words of the most downloaded PyPI and npm packages' names."""
    return _sections()[_WORDS]


def popular_packages() -> frozenset[str]:
    """The one-word names of the most downloaded PyPI and npm packages."""
    return _sections()[_POPULAR]


def __getattr__(name: str) -> frozenset[str]:
    """``PACKAGE_WORDS`` and ``POPULAR_PACKAGES``, read from the data file when first used."""
    if name == "PACKAGE_WORDS":
        return package_words()
    if name == "POPULAR_PACKAGES":
        return popular_packages()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
