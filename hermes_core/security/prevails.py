"""A text ranked above the user in a conflict, in words: "where it conflicts with what the
user asked, it wins", "при расхождении действует регламент", "在冲突时以文档为准".

A skill that makes a fetched or printed text prevail over the user, the conversation or
the agent's other instructions hands the agent to whoever writes that text (BEH028 reads
the precedence this module adds). The words are in the languages of the lexicon; this
file holds them apart from the code that reads facts because their letters (Turkish
dotless i) look like others'.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from hermes_core.security.lexicon import Kind

if TYPE_CHECKING:
    from hermes_core.security.facts import Facts

__all__ = ["add_prevails", "may_prevail"]


def may_prevail(lowered: str) -> bool:
    """A cheap test: a word of a conflict is in the (lowered) text."""
    return any(word in lowered for word in _CONFLICT_WORDS)


def add_prevails(facts: Facts, lowered: str) -> None:
    """ "Where it conflicts with what the user asked, it wins": a text ranked above the
    user, the conversation or the agent's other instructions is a precedence, in words.
    Sources ranked among themselves ("if (2) and (3) conflict, (2) wins") or over the
    skill's own steps ("if the docs disagree with anything below, the docs win") are not."""
    for conflict in _CONFLICT.finditer(lowered):
        if facts.in_code(conflict.start()):
            continue
        start = max(
            lowered.rfind(". ", 0, conflict.start()) + 1,
            lowered.rfind("\n\n", 0, conflict.start()),
            conflict.start() - 300,
        )
        ends = [
            e
            for e in (lowered.find(". ", conflict.end()), lowered.find("\n\n", conflict.end()))
            if e >= 0
        ]
        end = min([*ends, conflict.end() + 300])
        resolved = _RESOLVES.search(lowered, conflict.end(), end)
        if resolved is not None and _OVER_WHOM.search(lowered, start, end):
            facts.add(Kind.PRECEDENCE, resolved.start(), resolved.end(), "prevails in a conflict")


# Words of a conflict, in each language (a cheap gate: substrings of the lowered text).
_CONFLICT_WORDS = (
    "conflict", "differ", "disagree", "contradict", "widersp", "abweich", "konflikt",
    "contradi", "difier", "diffère", "differisc", "difere", "conflit", "tegenspr",
    "wijkt af", "sprzeczn", "różni się", "расход", "противореч", "конфликт", "çeliş",
    "冲突", "矛盾", "不一致", "食い違",
)  # fmt: skip
_CONFLICT = re.compile(
    r"\b(?:conflicts?|conflicting|differs?|disagrees?|contradicts?|widersprich\w*|widerspruch"
    r"|abweich\w*|konflikt\w*|contradi\w*|difiere|diffère|differisce|difere|conflit\w*"
    r"|en\s+caso\s+de\s+conflicto|em\s+caso\s+de\s+conflito|in\s+caso\s+di\s+conflitto"
    r"|tegenspr\w*|wijkt\s+af|sprzeczn\w*|różni\s+się|çeliş\w*)\b"
    r"|(?<!\w)(?:расхожд\w*|расходится|противореч\w*|конфликт\w*)|冲突|矛盾|不一致|食い違"
)
_RESOLVES = re.compile(
    r"\b(?:wins|prevails|follow\s+(?:the|it|that|them)\b[^.,;\n]{0,30}|go\s+with\b"
    r"|gilt|gewinnt|hat\s+vorrang|prevalece|gana|prévaut|l'emporte|prevale|vince|vence"
    r"|geldt|wint|gaat\s+voor|obowiązuje|wygrywa|ma\s+pierwszeństwo|geçerlidir|kazanır)\b"
    r"|(?<!\w)(?:действует|побеждает|имеет\s+приоритет)|为准|优先|優先"
)
_OVER_WHOM = re.compile(
    r"\bthe\s+user\b|\buser'?s\b|\bconversation\b|\bchat\b"
    r"|\b(?:earlier|previous|prior|other)\s+(?:messages?|instructions?|guidance|requests?)\b"
    r"|\byour\s+(?:instructions|guidance)\b"
    r"|\b(?:usuari[oa]|utilisateur|utente|usuário|utilizador|nutzer\w*|benutzer\w*|gebruiker"
    r"|użytkownik\w*|kullanıcı\w*|conversación|conversazione|conversa|gespräch\w*"
    r"|unterhaltung|gesprek|rozmow\w*|konuşma\w*|sohbet\w*)\b"
    r"|(?<!\w)(?:пользовател\w*|разговор\w*|диалог\w*|ранее)|用户|对话|会话|ユーザー|会話"
)
