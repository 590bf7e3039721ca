"""Checks for destruction within one unit (a code block, a script, a paragraph): what a
recursive delete (``rm -r``, ``find -delete``, ``rmtree``, ``Remove-Item -Recurse``)
really removes once its target is resolved, and loops or allocations without bound."""

from __future__ import annotations

import posixpath
import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence

from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit, lines_of
from hermes_core.security.lexicon import secret_path

__all__ = ["recursive_deletes", "unbounded_work"]

_RM = re.compile(r"(?<![\w-])rm\s+((?:-{1,2}[\w-]+\s+)*)([^;&|\n)`]+)")
# System folders whose contents are routinely cleaned (package caches, temp).
_CLEANABLE = re.compile(
    r"^/(?:var/lib/apt/lists|var/cache|var/tmp|tmp|usr/share/(?:doc|man|locale)|root/\.cache"
    r"|opt/conda/pkgs|usr/local/share/\.cache)(?:/|$)"
)
_SYSTEM_DIRS = re.compile(
    r"^/(?:etc|usr|var(?!/tmp)|bin|sbin|boot|lib|lib32|lib64|opt|home|root|srv|sys|dev|proc|mnt"
    r"|media|Library|System|Applications|Users)(?:/|$)"
)


def recursive_deletes(
    text: str, start: int, end: int, near: Sequence[int] | None = None
) -> Iterator[Hit]:
    """DES001: ``rm -r``, ``find … -delete``, ``shutil.rmtree`` or ``Remove-Item
    -Recurse`` of the root, the home folder or system folders (temporary and build
    folders are fine). ``near``: sorted positions of delete commands, when the caller
    knows them (only their lines are read)."""
    for offset, line in _lines_near(text, start, end, near):
        for match in _OTHER_DELETES.finditer(line):
            if match.group().startswith("find") and _FIND_FILTER.search(match.group()):
                continue  # find -name/-mtime … -delete picks files, it does not wipe the tree
            target = next(group for group in match.groups() if group is not None)
            if match.group().lower().startswith("remove-item") and _WIPED_WHOLE.match(target):
                continue  # a whole drive or home folder: DES002 reports the wipe
            risk = _delete_risk(_clean_target(_HOME_CALL.sub("~", target)), False)
            if risk is not None:
                at = offset + match.start()
                yield Hit("DES001", at, offset + match.end(), f"deletes {target}", risk)
        if "rm" not in line:
            continue
        for match in _RM.finditer(line):
            flags = match.group(1)
            if not re.search(r"-\w*[rR]|--recursive", flags):
                continue
            for target in match.group(2).split():
                risk = _delete_risk(_clean_target(target), "--no-preserve-root" in flags)
                if risk is not None:
                    at = offset + match.start()
                    yield Hit("DES001", at, offset + match.end(), f"deletes {target}", risk)
                    break


_HOME_PREFIX = re.compile(r"^(?:~|\$HOME|%USERPROFILE%)(?=/|$)")
_HOME_VARIABLE = re.compile(r"^\$\{HOME(?::[-?][^}]*)?\}")
_HOME_CALL = re.compile(
    r"^(?:Path\.home\(\)|os\.path\.expanduser\(\s*[\"']~[\"']\s*\)|os\.environ\[\s*[\"']HOME[\"']\s*\]"
    r"|os\.getenv\(\s*[\"']HOME[\"']\s*\)|os\.homedir\(\))$"
)
_FIND_FILTER = re.compile(r"\s-(?:i?name|i?path|mtime|mmin|atime|newer|size|type\s+f|regex)\b")
_DELETE_TARGET = r"(\"[^\"\n]*\"|'[^'\n]*'|[^\s;&|)]+)"
# Recursive deletes other than rm: find -delete, rmtree, Remove-Item -Recurse, rimraf.
_OTHER_DELETES = re.compile(
    r"\bfind\s+" + _DELETE_TARGET + r"[^;&|\n]*\s-delete\b"
    r"|\b(?:shutil\.)?rmtree\(\s*(Path\.home\(\)|os\.path\.expanduser\([^)]*\)|os\.environ\[[^\]]*\]"
    r"|os\.getenv\([^)]*\)|[\"'][^\"'\n]*[\"'])"
    r"|\b(?:fs\.)?(?:rmSync|rimraf(?:\.sync)?)\(\s*(os\.homedir\(\)|[\"'][^\"'\n]*[\"'])"
    r"|\bRemove-Item\b(?=[^\n]*-Recurse)[^\n]*?(?:-Path\s+)?\s((?:[A-Za-z]:|~|\$HOME|\$env:USERPROFILE)[^\s;]*)",
    re.IGNORECASE,
)
# What DES002 reports for Remove-Item: a drive or the home folder as a whole.
_WIPED_WHOLE = re.compile(r"^(?:[A-Za-z]:|~|\$HOME|\$env:USERPROFILE)[\\/]{0,2}\*?$", re.IGNORECASE)
_WINDOWS_SYSTEM = re.compile(
    r"^[A-Za-z]:[\\/]+(?:Windows|Program Files(?: \(x86\))?|ProgramData|Users)(?:[\\/]|$)",
    re.IGNORECASE,
)
_DOT_SEGMENT_END = re.compile(r"(?:^|/)\.{1,2}$")
_DRIVE = re.compile(r"^[A-Za-z]:[\\/]?\*?$")


def _clean_target(target: str) -> str:
    """A path as ``rm`` will see it: quotes and prose punctuation off, ``..`` resolved."""
    target = target.strip(",;")
    if "$" in target or "~" in target or '"' in target or "'" in target:
        target = target.replace('"', "").replace("'", "")  # the shell removes quotes
    target = _HOME_VARIABLE.sub("$HOME", target.strip("`"))
    if _DRIVE.match(target):
        return target
    if not _DOT_SEGMENT_END.search(target):
        target = target.rstrip(".:").strip("\"'`")  # sentence punctuation in prose
    home = _HOME_PREFIX.match(target)
    root = home.group() if home else ("/" if target.startswith("/") else "")
    if not root or ".." not in target:
        return target
    if home:
        relative = posixpath.normpath(target[len(root) :].lstrip("/") or ".")
        if relative == "..":
            return "/"  # above the home folder: every user's files
        if relative.startswith("../"):
            return "/" + relative.lstrip("./")  # climbs out of it: an absolute path
        return root if relative == "." else f"{root}/{relative}"
    return posixpath.normpath(target)


def _delete_risk(target: str, no_preserve: bool) -> Risk | None:
    if not target or target.startswith("-"):
        return None
    if _DRIVE.match(target):
        return Risk.CRITICAL
    bare = target.rstrip("*").rstrip("/") or "/"
    if no_preserve or bare in {"/", "~", "$HOME", "${HOME}", "%USERPROFILE%"}:
        return Risk.CRITICAL
    if target in {"/*", "~/*", "$HOME/*", "${HOME}/*", "~/.*"}:
        return Risk.CRITICAL
    if _CLEANABLE.match(target):
        return None
    if _WINDOWS_SYSTEM.match(target):
        return Risk.HIGH
    if _SYSTEM_DIRS.match(target):
        # The folder itself is high; something inside it is worth a second look.
        return Risk.HIGH if target.rstrip("/*").count("/") <= 1 else Risk.MEDIUM
    if bare.startswith(("~/", "$HOME/", "${HOME}/")):
        tail = bare.split("/", 1)[1]
        if tail.startswith((".cache", "tmp", ".tmp", "Downloads/", ".npm/_cacache")):
            return None
        if "/" in tail.strip("/") and secret_path(bare) is None:
            return Risk.LOW  # one named thing deep in the home folder (~/.local/node-v22)
        if tail.startswith(".") and secret_path(bare) is None and tail not in _SHARED_DOT:
            return Risk.LOW  # one tool's own dot-folder (~/.quill): its uninstall
        return Risk.MEDIUM
    return None


# Dot-folders many programs share, or that hold the person's own data and settings.
_SHARED_DOT = frozenset(
    ".config .local .ssh .gnupg .aws .azure .kube .docker .mozilla .thunderbird .vscode "
    ".cargo .rustup .npm .nvm .pyenv .gradle .m2 .android .password-store .git "
    ".bashrc .zshrc .profile .bash_profile .zprofile .Trash .var .mail .claude .codex".split()
)


# A process copying itself: fork, or starting its own script again.
_FORK = re.compile(
    r"\b(?:os\.fork|os\.forkpty|pty\.fork)\s*\(\s*\)"
    r"|\b(?:Popen|spawn\w*|system|run|call)\s*\([^\n]*(?:__file__|sys\.argv\[0\])"
)
_WHILE_TRUE = re.compile(r"^(\s*)while\s+(?:True|1)\s*:", re.MULTILINE)
_BIG_ALLOC = re.compile(
    r"\]\s*\*\s*(?:\d{8,}|10\s*\*\*\s*(?:[89]|\d\d))|\brange\(\s*10\s*\*\*\s*(?:9|\d\d)"
)


def unbounded_work(
    text: str, start: int, end: int, near: Sequence[int] | None = None
) -> Iterator[Hit]:
    """EXE004: a Python ``while True`` loop with no way out, or a huge allocation.
    ``near``: sorted positions of such loops and allocations, when the caller knows
    them (only their lines are searched)."""
    chunk = text[start:end]
    spans = [(0, len(chunk))]
    if near is not None:
        spans = [
            (offset - start, offset - start + len(line))
            for offset, line in _lines_near(text, start, end, near)
        ]
    loops = (match for a, b in spans for match in _WHILE_TRUE.finditer(chunk, a, b))
    for match in loops:
        indent = len(match.group(1))
        body_lines = []
        for line in chunk[match.end() :].splitlines()[1:]:
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            body_lines.append(line)
        body = "\n".join(body_lines)
        if not re.search(
            r"\b(?:break|return|raise|sys\.exit|exit\(|os\._exit|yield|await)\b", body
        ):
            at = start + match.start() + indent
            yield Hit(
                "EXE004", at, start + match.end(), "a while-True loop with no break or return"
            )
            fork = _FORK.search(body)
            if fork is not None:
                # Every child runs the same loop and forks again: a fork bomb.
                at = start + chunk.find(fork.group(), match.end())
                yield Hit(
                    "DES002",
                    at,
                    at + len(fork.group()),
                    "forks in an endless loop: every child forks again",
                )
    for a, b in spans:
        for match in _BIG_ALLOC.finditer(chunk, a, b):
            yield Hit(
                "EXE004", start + match.start(), start + match.end(), "allocates without bound"
            )


def _lines_near(
    text: str, start: int, end: int, near: Sequence[int] | None
) -> list[tuple[int, str]]:
    """The lines of ``text[start:end]`` (with their offsets) holding a position just
    past one of ``near`` (each once), or all of them."""
    if near is None:
        return lines_of(text, start, end)
    lines: list[tuple[int, str]] = []
    for position in near[bisect_right(near, start) : bisect_right(near, end)]:
        if lines and position - 1 < lines[-1][0] + len(lines[-1][1]):
            continue  # on the line already taken
        line_start = max(text.rfind("\n", start, position - 1) + 1, start)
        line_end = text.find("\n", position - 1, end)
        lines.append((line_start, text[line_start : end if line_end < 0 else line_end]))
    return lines
