"""Relations of code that runs code: a decoding step feeding an executor, a download
run as code, a network use (BEH008, BEH015, BEH029, BEH047, BEH013).
"""

from __future__ import annotations

import re

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.hosts import host_related
from hermes_core.security.lexicon import Kind
from hermes_core.security.taint import decoding_functions

__all__ = [
    "act_on_decoded",
    "decoded_variable",
    "evals_fetched",
    "reaches_network",
    "runs_fetched_code",
    "same_line",
]

K = Kind


_DECODING = frozenset((K.DECODE, K.TRANSFORM, K.CODE_DECODE))


def act_on_decoded(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A decoding word and an order to act (or run) in the same paragraph or block."""
    units = {facts.unit(f.start) for f in scope if f.kind in _DECODING}
    for fact in scope:
        if fact.kind in (K.ACT, K.RUN, K.EXEC) and facts.unit(fact.start) in units:
            return fact
    return None


def same_line(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A decoding step feeding an executor on one line: decoded text piped into a shell
    (``… | base64 -d | sh``), or decoded inside what eval/exec/iex is handed
    (``eval "$(echo … | rev)"``, ``exec(b64decode(…))``)."""
    text = facts.text
    decoded = [f for f in scope if f.kind in (K.DECODE, K.CODE_DECODE)]
    for run in (f for f in scope if f.kind is K.EXEC):
        if not facts.in_code(run.start):
            continue
        line_start = text.rfind("\n", 0, run.start) + 1
        line_end = text.find("\n", run.end)
        line_end = len(text) if line_end < 0 else line_end
        if text[run.start : run.end].lower() in _SHELLS:
            piped = _PIPED_SHELL.search(text, max(0, run.start - 4), min(len(text), run.end + 1))
            handed = _SHELL_C.match(text, run.start)
            if piped and any(line_start <= f.start < run.start for f in decoded):
                return run
            if handed and any(run.end <= f.start < line_end for f in decoded):
                return run
            continue
        for f in decoded:
            if run.end <= f.start < line_end and _HANDED.search(text, run.start, f.start):
                return run
    return None


_HANDED = re.compile(r"[(\"'{]")


_SHELLS = frozenset(("sh", "bash", "zsh"))


_PIPED_SHELL = re.compile(r"\|\s*(?:sh|bash|zsh)\b")


# (also as an argument list: "/bin/sh", "-c", decode(…) — exec.Command, addSystemCommand)
_SHELL_C = re.compile(
    r"(?:sh|bash|zsh)(?:\s+-c\s*[\"'$]|[\"']\s*,\s*[\"']-c[\"']\s*,)", re.IGNORECASE
)


def decoded_variable(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """An executor handed a variable whose value was decoded a few lines before
    (``cmd=$(echo … | tr …)`` … ``eval "$cmd"``)."""
    text = facts.text
    decoded = [f for f in scope if f.kind in (K.DECODE, K.CODE_DECODE) and facts.in_code(f.start)]
    if not decoded:
        return None
    decoders = decoding_functions(text, [f.start for f in decoded])
    for run in (f for f in scope if f.kind is K.EXEC and facts.in_code(f.start)):
        line_end = text.find("\n", run.end)
        line = text[run.end : len(text) if line_end < 0 else line_end]
        if any(re.search(rf"\b{re.escape(name)}\s*\(", line) for name in decoders):
            return run  # new Function(unpack(MATRIX)): a function that decodes, called
        for variable in _VARIABLE.finditer(line):
            name = variable.group(1) or variable.group(2) or variable.group(3)
            assign = re.compile(r"(?:^|[\s;(])\$?" + re.escape(name) + r"\s*:?=", re.MULTILINE)
            for fact in decoded:
                if fact.start < run.start and run.start - fact.start <= 1200:
                    start = text.rfind("\n", 0, fact.start) + 1
                    if assign.search(text, start, fact.start):
                        return run
    return None


_VARIABLE = re.compile(
    r"\$\{?([A-Za-z_]\w*)|\(\s*([A-Za-z_]\w*)\s*\)"
    # (or an argument further in: exec(compile(raw.decode(), "<x>", "exec")))
    r"|[(,]\s*([A-Za-z_]\w*)(?=\.decode\(|\s*[,)])"
)


def runs_fetched_code(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """Code run from a string, in code, next to a download: ``iex``, ``eval``,
    ``[scriptblock]::Create``, ``sh -c "$(curl …)"``; or the file a download wrote,
    sourced later (``curl … -o x.zsh.next`` … ``source "$DIR/x.zsh"``). A shell's
    bare name (a shebang, a fence's language, a vendor's installer piped to ``sh``) is
    not it."""
    text = facts.text
    fetched = [f.start for f in scope if f.kind is K.FETCH]
    downloads = [f for f in scope if f.kind is K.FETCH and facts.in_code(f.start)]
    if downloads and _runs_what_it_wrote(text):
        return downloads[0]
    for fact in scope:
        if fact.kind is not K.EXEC or not any(abs(fact.start - at) <= 400 for at in fetched):
            continue
        # The line told in pieces: "`bash`, a space, `-c`, then a `$( )` holding `curl`…"
        told = text[fact.end : fact.end + 120]
        if "`-c`" in told[:50] and "$(" in told:
            return fact
        if not facts.in_code(fact.start):
            continue
        if text[fact.start : fact.end].lower() not in _SHELLS:
            return fact
        after = text[fact.end : fact.end + 12]
        if after.startswith(" -c") and ("$(" in after or "`" in after):
            return fact
    return None


# Where a download writes (curl -o, wget -O, --output), and a file sourced.
_WRITTEN_TO = re.compile(r"(?:\s-o|\s-O|--output(?:-document)?=?)\s*[\"']?([^\s\"'|;&]+)")
# (sourced into the shell, as a loader does: an installer run once with sh is another
# matter, judged by its host)
_SOURCED = re.compile(r"(?:^|[\s;&|{(])(?:source|\.)\s+[\"']?([^\s\"'|;&)]+)", re.MULTILINE)
_STAGING = (".next", ".new", ".tmp", ".part", ".download")


def _runs_what_it_wrote(text: str) -> bool:
    """Whether a file a download writes (or its staged name without ``.next``, ``.tmp``)
    is sourced by the same code: the download is code, run unseen."""
    written = set()
    for output in _WRITTEN_TO.finditer(text):
        name = output.group(1).rsplit("/", 1)[-1]
        for staging in _STAGING:
            name = name.removesuffix(staging)
        if "." in name and len(name) > 3:
            written.add(name)
    if not written:
        return False
    return any(m.group(1).rsplit("/", 1)[-1] in written for m in _SOURCED.finditer(text))


def reaches_network(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """A fetch or a send, or an address used as one: a URL, or a host in code — not a
    site merely named in prose ("pre-commit.com or lefthook setups"), and not when every
    host named is the one the skill is about (its vendor's installer, described)."""
    text = facts.text
    hosts = {f.detail for f in scope if f.kind is K.NET and "." in f.detail}
    if hosts and all(host_related(host, subject) for host in hosts):
        return None
    for fact in scope:
        if fact.kind in (K.FETCH, K.SEND):
            return fact
        if fact.kind is K.NET and (
            "://" in text[fact.start : fact.end + 3] or facts.in_code(fact.start)
        ):
            return fact
    return None


_EVAL_SUBSTITUTION = re.compile(r"eval\s+[\"']?\$\(")
_COMMAND_END = re.compile(r"\s|$")


def _word_end(text: str, start: int) -> int:
    """Where the word (a command's name, a path's last part) starting at ``start`` ends."""
    end = start
    while end < len(text) and (text[end].isalnum() or text[end] in "_.-"):
        end += 1
    return end


def evals_fetched(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A string run as code by the language itself (``eval(``, ``exec(``, ``new
    Function``, ``vm.runInThisContext(``), in a script that downloads in code before it:
    what runs is whatever the server sends."""
    fetched = [f.start for f in scope if f.kind is K.FETCH and facts.in_code(f.start)]
    for fact in scope:
        # (a shell's eval of a download's output: eval "$(curl …)", whatever the curl's path)
        if fact.kind is K.EXEC and _EVAL_SUBSTITUTION.match(facts.text, fact.start):
            text = facts.text
            line_start = text.rfind("\n", 0, fact.start) + 1
            line_end = text.find("\n", fact.end)
            line_end = len(text) if line_end < 0 else line_end
            if text[line_start : fact.start].lstrip().startswith(("#", "//")):
                continue  # a comment that shows the call
            # (a download command, not a word of a script's name: fetch_resources.sh)
            if any(
                fact.end < at < line_end and _COMMAND_END.match(text, _word_end(text, at))
                for at in fetched
            ):
                return fact
        runs_string = fact.kind is K.EXEC and fact.detail == "runs a string as code"
        if not runs_string or not facts.in_code(fact.start):
            continue
        if facts.text[fact.start - 1 : fact.start] == "." and not facts.text.startswith(
            "vm.", fact.start
        ):
            continue  # a method of that name (a regular expression's .exec(s)), not the builtin
        if any(0 < fact.start - at <= 800 for at in fetched):
            return fact
    return None
