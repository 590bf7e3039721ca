"""The relation of BEH053, a backdoor told in words: a fixed value, written out in the
skill, that the code the agent writes must compare a request's header, password or
token with, and let in whoever sends it — as an administrator, as any account, past the
other checks. (PRIV004 finds the same in code the skill ships.)"""

from __future__ import annotations

import re

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.lexicon import Kind

__all__ = ["fixed_value_lets_in"]

K = Kind

# A value written out: in backticks or quotes, six characters or more, letters and
# digits mixed, with no space; not a name of code, a path, an address or a placeholder
# (a slash or a backslash: a path, a URL, a date).
_VALUE = re.compile(r"[`'\"](?P<value>[^`'\"\s]{6,64})[`'\"]")
_NOT_A_VALUE = re.compile(
    r"^(?:[$<{~.]|process\.|os\.|env\.|import\.)|[()\[\]/\\]|\.(?:env|js|ts|py|json)$"
    r"|changeme|example|placeholder|your[-_]|xxx|\*\*\*",
    re.IGNORECASE,
)
# The comparison right before it: "equals", "is", "==", "with the value", in the
# lexicon's languages.
_COMPARED = re.compile(
    r"(?:\bequals?|\bis|\bmatches|==|===|\bvalue(?:\s+of)?|\bgleich|\blautet|\bigual\s+a"
    r"|\bsea|\bégal\s+à|\bvaut|\buguale\s+a|\bvale|\bé|\bgelijk\s+aan|\bis\s+gelijk"
    r"|\brówn\w*|\bcu\s+valoarea|\begal\s+cu|\bравн\w*|\bравен|\bравно|\bсовпада\w*"
    r"|\beşit|\bbằng|\bsama\s+dengan|\blika\s+med|\brovn[aáý]|等于|为|が|가|이)"
    r"\s*[:=]?\s*$",
    re.IGNORECASE,
)
# What the value lets in as: an administrator, any account, past the checks.
_LETS_IN = re.compile(
    r"\badmin\w*|\bany\s+(?:account|user)\b|\bas\s+(?:authenticated|logged[\s-]in)\b"
    r"|\bstraight\s+through\b|\blet\s+(?:it|them|the\s+request)\s+(?:in|through)\b"
    r"|\bskip\w*\s+(?:the\s+)?(?:rest|remaining|other|verification|checks?)\b|\bbypass\w*"
    r"|\baccept\s+it\b|\bsuperuser\b|\bas\s+root\b|\bauthentifiziert|\bjeden\s+(?:konto|nutzer)"
    r"|\bautentic\w*|\bauthentifi\w*|\bautentificat\w*|\bsari\s+peste|\bcualquier\s+cuenta"
    r"|\bn['\u2019]importe\s+quel\s+compte|\bqualquer\s+conta|\bqualsiasi\s+account"
    r"|(?<!\w)администратор\w*|(?<!\w)любой\s+аккаунт|管理员|管理者|관리자|任意账户",
    re.IGNORECASE,
)
_REACH = 220


def fixed_value_lets_in(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A value written out and compared ("equals `orchid-7741`") close to what it lets
    the sender in as ("as admin", "for any account", "skip the remaining checks"), in
    words: a fact for the value, or None."""
    if not scope:
        return None
    text = facts.text
    low = min(f.start for f in scope)
    high = max(f.end for f in scope)
    # (in the step itself: from its paragraph's start to a little past its last fact)
    paragraph = max(text.rfind("\n\n", 0, low) + 2, low - 300, 0)
    for match in _VALUE.finditer(text, paragraph, min(len(text), high + 120)):
        value = match.group("value")
        if facts.in_code(match.start()) or _NOT_A_VALUE.search(value):
            continue
        if not (re.search(r"\d", value) and re.search(r"[^\W\d_]", value)):
            continue  # a word or a number alone names something; a value mixes them
        before = text[max(0, match.start() - 40) : match.start()]
        if not _COMPARED.search(before.rstrip("`'\" ")):
            continue
        around = text[max(0, match.start() - _REACH) : match.end() + _REACH]
        if _LETS_IN.search(around) is None:
            continue
        # (the value itself is the evidence to show: where the finding points)
        return Fact(K.SECRET, match.start("value"), match.end("value"), "a value that lets in")
    return None
