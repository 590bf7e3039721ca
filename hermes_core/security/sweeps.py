"""DES005: the user's data found across the home folder, then deleted or reset.

``find "$HOME" -name .git | while read g; do git -C "$(dirname "$g")" reset --hard``,
``find ~ -name '*.sqlite' -delete``, ``while read d; do rm -rf "$d"; done < <(find
"$HOME" -maxdepth 1 -mtime +30)``: no single path is the home folder, so DES001 never
fires, yet every repository, database or folder in it goes. A search rooted at the home
folder (``$HOME``, ``~``, a variable set from them, ``Path.home()``) whose matches are
the user's data — repositories, databases, dumps, backups, documents, keys, or anything
at all when it names nothing — and that feeds a delete or a hard reset.

A search for build output and caches (``node_modules``, ``.venv``, ``target``,
``__pycache__``, ``*.pyc``) is a clean-up and is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.hits import Hit, block_end, lines_after, lines_before

__all__ = ["home_sweeps", "may_sweep"]

RULE = "DES005"
_HOME = r"(?:\$HOME\b|\$\{HOME\}|~(?=/|\s|\"|$)|\$env:USERPROFILE\b|%USERPROFILE%)"
# A search: find, fd, Get-ChildItem -Recurse, os.walk / rglob / glob("**").
_SEARCH = re.compile(
    r"\bfind\s+(?P<root>[^\s|;&)]+)(?P<rest>(?:[^\n\\]|\\(?!\n))*(?:\\\n(?:[^\n\\]|\\(?!\n))*){0,4})"
    r"|\b(?:Get-ChildItem|gci|ls|dir)\s+(?:-\w+\s+)*(?P<ps_root>[^\s|;&)]+)(?P<ps_rest>[^\n]*)"
    r"|\b(?:os\.walk|glob\.glob|\.rglob|\.glob|\.iterdir|Path\.home\(\)\.(?:rglob|glob|iterdir|walk))"
    r"\((?P<py_rest>[^\n]*)",
    re.IGNORECASE,
)
_NAMES = re.compile(
    r"(?<![!]\s)(?<!-not\s)(?<!-Exclude\s)"
    r"(?:-i?(?:name|path)\s+[\"']?([^\"'\s)]+)|-(?:Filter|Include)\s+[\"']?([^\"'\s]+))"
)
# What the user would lose: repositories, databases and dumps, backups, documents, keys.
_USER_DATA = re.compile(
    r"^(?:\.git|\.hg|\.svn|\*?\.(?:sql|sqlite3?|db|dump|bak|backup|kdbx|pem|key|pdf|docx?"
    r"|xlsx?|pptx?|odt|psd|mov|mp4|jpe?g|png|heic)|id_\w*\*?|Documents|Desktop|Pictures"
    r"|Projects|\*)$",
    re.IGNORECASE,
)
# What a search turns into a loss: a delete of what it found (a variable, not a fixed
# path: that is DES001's), a forced clean, a hard reset.
_DESTROY = re.compile(
    r"-delete\b|-exec\s+rm\b|\brm\s+(?:-\w+\s+)+(?:--\s+)?[\"']?\$|\bxargs\s+(?:-\S+\s+)*rm\b"
    r"|\bgit\b[^\n]*\b(?:reset\s+--hard|clean\s+-\w*f|stash\s+clear|reflog\s+expire)"
    r"|[\"']reset[\"'],\s*[\"']--hard|[\"']clean[\"'],\s*[\"']-\w*f"
    r"|\bRemove-Item\b[^\n]*\$|\|\s*(?:Remove-Item|rm|del|ri)\b|\b(?:shutil\.)?rmtree\(\s*\w|\.unlink\(|\bos\.remove\(\s*\w",
    re.IGNORECASE,
)
_WINDOW_LINES = 12
_HOME_MARKERS = (
    "$HOME",
    "${HOME}",
    "~/",
    "~ ",
    '~"',
    "~\n",
    "USERPROFILE",
    "Path.home()",
    "expanduser(",
)
# Every _DESTROY alternative that is not a delete the trigger pass knows holds one of these.
_OTHER_DESTROY_MARKERS = (
    "reset --hard",
    "clean -",
    "stash clear",
    "reflog expire",
    'reset"',
    "reset'",
    ".unlink(",
    "os.remove(",
    "Remove-Item",
    "remove-item",
)
_PY_PATTERN = re.compile(r"^\s*(?:\w+\s*,\s*)?[\"']([^\"']+)[\"']")


def may_sweep(text: str, deletes: bool = True) -> bool:
    """A cheap test: something that destroys and a home folder named. ``deletes``: the
    trigger pass saw a delete command (``rm -``, ``-delete``, ``rmtree(``…); without one,
    only the other destroying commands are looked for."""
    # Plain substring tests only: a regular expression over every text costs too much.
    if not deletes and not any(m in text for m in _OTHER_DESTROY_MARKERS):
        return False
    return any(m in text for m in _HOME_MARKERS)


def home_sweeps(text: str, start: int, end: int) -> Iterator[Hit]:
    """DES005 hits in ``text[start:end]``."""
    home_names = _home_variables(text, start, end)
    destroyers: list[str] | None = None  # found when first needed
    for match in _SEARCH.finditer(text, start, end):
        root = match.group("root") or match.group("ps_root") or ""
        rest = match.group("rest") or match.group("ps_rest") or match.group("py_rest") or ""
        line_start = text.rfind("\n", 0, match.start()) + 1
        before = text[line_start : match.start()]
        if "Path.home()" in match.group(0):
            before += "Path.home()"
        if not _rooted_at_home(root + " " + rest[:200], before, home_names):
            continue
        # (PowerShell lists several patterns in one: -Include *.docx,*.xlsx)
        names = [n for a, b in _NAMES.findall(rest) for n in (a or b).split(",") if n]
        leaf = root.strip("\"'").rsplit("/", 1)[-1].strip("\"'")
        if "*" in leaf and "/" in root:  # ls "$DIR"/world_*.tar.gz: the glob names the files
            names.append(leaf)
        pattern = _PY_PATTERN.match(match.group("py_rest") or "")
        if pattern is not None:  # base.rglob(".git"), glob.glob(home + "/**/*.db")
            names.append(pattern.group(1).rsplit("/", 1)[-1])
        data = [n for n in names if _USER_DATA.match(n.strip("\\()"))]
        if names and not data:
            continue  # build output and caches: a clean-up
        low, high = _window(text, match.start(), end)
        near = list(_DESTROY.finditer(text, low, high))
        if not near and destroyers is None:
            destroyers = _destroying_functions(text, start, end)
        if not near and destroyers:
            called = re.compile(
                r"\b(?:" + "|".join(map(re.escape, destroyers)) + r")\b(?!\s*\(\s*\)\s*\{)"
            )
            near = [c for c in called.finditer(text, low, high) if not _defines(text, c.start())]
        if not near:
            continue
        # The search's own action (-delete, -exec), else the nearest: the loop it feeds.
        own = [d for d in near if match.start() <= d.start() < match.end()]
        destroyed = own[0] if own else min(near, key=lambda d: abs(d.start() - match.start()))
        what = ", ".join(data) if data else "everything found"
        action = text[destroyed.start() : destroyed.end()].strip()
        action = action if len(action) <= 40 else "…" + action[-39:]
        yield Hit(
            RULE, match.start(), match.end(), f"{what} under the home folder, then '{action}'"
        )


def _home_variables(text: str, start: int, end: int) -> set[str]:
    """Names set from the home folder: ``ROOTS=("$HOME")``, ``for r in "$HOME" …``,
    ``base = Path.home()``, and loop variables over such names."""
    names: set[str] = set()
    assigned = re.compile(
        r"(?:^|[\s;(])(?:local\s+|const\s+|let\s+)?\$?(\w+)\s*=(?!=)\s*[^\n]*?(?:"
        + _HOME
        + r"|Path\.home\(\)|expanduser\(\s*[\"']~)",
        re.MULTILINE,
    )
    names.update(m.group(1) for m in assigned.finditer(text, start, end))
    # and names set from those: ROOTS = [HOME / "logs", HOME / "Documents"]
    for _ in range(2):
        if not names:
            break
        mentioned = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(names))) + r")\b")
        for found in _ASSIGNED.finditer(text, start, end):
            if found.group(1) not in names and mentioned.search(found.group(2)):
                names.add(found.group(1))
    loops = re.compile(r"\bfor\s+(\w+)\s+in\s+([^\n;]*)")
    for match in loops.finditer(text, start, end):
        values = match.group(2)
        if re.search(_HOME, values) or any(re.search(rf"\b{n}\b", values) for n in names):
            names.add(match.group(1))
    return names


_ASSIGNED = re.compile(
    r"^[ \t]*(?:local\s+|const\s+|let\s+)?\$?(\w+)\s*=(?!=)\s*([^\n]*)", re.MULTILINE
)
# A function definition: Python's def, a shell function, JavaScript's function.
_FUNCTION = re.compile(
    r"^([ \t]*)(?:def\s+(\w+)\s*\(|(?:function\s+)?(\w+)\s*\(\s*\)\s*\{|function\s+(\w+)\s*\()",
    re.MULTILINE,
)


def _destroying_functions(text: str, start: int, end: int) -> list[str]:
    """Functions of ``text[start:end]`` whose body deletes or resets: a call of one in a
    loop over what a search found deletes it as surely as the delete written there."""
    names = []
    for found in _FUNCTION.finditer(text, start, end):
        name = found.group(2) or found.group(3) or found.group(4)
        body_end = block_end(text, found.end(), len(found.group(1).expandtabs()), end)
        if _DESTROY.search(text, found.end(), body_end):
            names.append(name)
    return names


def _rooted_at_home(searched: str, before: str, home_names: set[str]) -> bool:
    root = searched.split(" ", 1)[0].strip("\"'")
    if re.match(_HOME, root):
        return True
    variable = re.match(r"\$\{?(\w+)", root)
    if variable and variable.group(1) in home_names:
        return True
    # Python: os.walk(home), Path.home().rglob(…), base.rglob(…) with base = Path.home()
    if "Path.home()" in before or re.search(r"expanduser\(\s*[\"']~", searched):
        return True
    owner = re.search(r"(\w+)$", before)  # base.rglob(…): the match starts at the dot
    return bool(owner and owner.group(1) in home_names) or any(
        re.match(rf"\s*{re.escape(n)}\b", searched) for n in home_names
    )


def _defines(text: str, offset: int) -> bool:
    """Whether the name at ``offset`` is being defined there (``def name(``)."""
    line_start = text.rfind("\n", 0, offset) + 1
    return bool(re.match(r"\s*(?:def|function)\s*$", text[line_start:offset]))


def _window(text: str, offset: int, end: int) -> tuple[int, int]:
    """The lines around a search: a loop fed by it sits just before or after it."""
    return lines_before(text, offset, _WINDOW_LINES), lines_after(text, offset, _WINDOW_LINES, end)
