"""What a file's name says it holds: code, a runnable script, a template of either.

One list each, shared by the engine (how a text is cut into regions), the folder scan
(an executable bit on a file that is no script) and the behaviours across files (which
files run). A template keeps the name of what it renders to: ``security.py.tmpl`` is
Python, ``deploy.sh.j2`` a shell script.
"""

from __future__ import annotations

import re

__all__ = [
    "CODE_NAMES",
    "CODE_SUFFIXES",
    "SCRIPT_SUFFIXES",
    "inner_name",
    "is_script",
    "is_test_file",
]

# Files a program reads: scripts, sources, settings, markup.
CODE_SUFFIXES = frozenset(
    ".py .sh .bash .zsh .fish .js .mjs .cjs .ts .tsx .jsx .rb .pl .php .ps1 .psm1 .bat .cmd "
    ".go .rs .java .kt .swift .lua .r .json .yaml .yml .toml .ini .cfg .conf .env .sql "
    ".dockerfile .mk .makefile .tf .hcl .xml .html .htm .css .scss .c .h .cpp .hpp "
    # (the less common languages a skill's code is written in, and build files)
    ".cs .csx .fs .fsx .vb .vbs .ex .exs .erl .zig .nim .dart .scala .sc .groovy .gradle .kts "
    ".clj .cljs .hs .ml .jl .cr .m .mm .psd1 .applescript .nix .just .cmake .bzl .star .vim "
    ".el .tcl .awk .sed .coffee .svelte .vue .astro .mts .cts .rake .gemspec .podspec .sbt "
    ".jsonnet .cue .bazel .gyp .gypi .cabal".split()
)
# Files a program reads, known by their whole name: build files and their kin.
CODE_NAMES = frozenset(
    "makefile gnumakefile justfile rakefile gemfile jenkinsfile vagrantfile brewfile podfile "
    "procfile taskfile containerfile dockerfile earthfile tiltfile snakefile cmakelists "
    "cmakelists.txt build.gradle settings.gradle build.zig flake.nix default.nix shell.nix".split()
)
# Files an interpreter runs as they are.
SCRIPT_SUFFIXES = frozenset(
    ".sh .bash .zsh .fish .py .rb .pl .php .js .mjs .cjs .ts .ps1 .psm1 .bat .cmd".split()
)
# Suffixes of a template or an example whose rendered file is named by what is before them.
_TEMPLATE_SUFFIXES = (
    ".tmpl",
    ".tpl",
    ".template",
    ".j2",
    ".jinja",
    ".jinja2",
    ".mustache",
    ".hbs",
    ".example",
    ".sample",
    ".dist",
    ".orig",
    ".txt",
)


def inner_name(name: str) -> str:
    """``name`` without a template's suffix when what is before it names a code file
    (``app/security.py.tmpl`` → ``app/security.py``); else ``name``."""
    lowered = name.lower()
    for suffix in _TEMPLATE_SUFFIXES:
        if lowered.endswith(suffix):
            inner = name[: -len(suffix)]
            base = inner.rsplit("/", 1)[-1].lower()
            if "." in base and base[base.rfind(".") :] in CODE_SUFFIXES:
                return inner
            return name
    return name


def is_script(rel: str) -> bool:
    """Whether the file at ``rel`` is a script an interpreter runs as it is (by the name
    of what it renders to, for a template)."""
    name = inner_name(rel).lower()
    return "." in name and name[name.rfind(".") :] in SCRIPT_SUFFIXES


# A test of the skill's own code: its inputs are the attacks it is checked against.
_TEST_FILE = re.compile(
    r"(?:^|/)(?:tests?|__tests__|spec)/|(?:^|/)test_[^/]*\.py$|_test\.(?:py|go|rs)$"
    r"|\.(?:test|spec)\.[jt]sx?$",
    re.IGNORECASE,
)


def is_test_file(name: str) -> bool:
    """Whether ``name`` (a path inside the skill) is a test of the skill's own code."""
    return _TEST_FILE.search(name) is not None
