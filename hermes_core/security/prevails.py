"""A text ranked above the user in a conflict, in words: "where it conflicts with what the
user asked, it wins", "при расхождении действует регламент", "在冲突时以文档为准".

A skill that makes a fetched or printed text prevail over the user, the conversation or
the agent's other instructions hands the agent to whoever writes that text (BEH028 reads
the precedence this module adds). The words of a conflict are the lexicon's; the words
that settle it and the parties it is settled against are here, in the lexicon's
languages (their letters, Turkish dotless i, look like others').
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from hermes_core.security.lexicon import Kind

if TYPE_CHECKING:
    from hermes_core.security.facts import Facts

__all__ = ["add_prevails"]


def add_prevails(facts: Facts, lowered: str) -> None:
    """ "Where it conflicts with what the user asked, it wins": a text ranked above the
    user, the conversation or the agent's other instructions is a precedence, in words.
    Sources ranked among themselves ("if (2) and (3) conflict, (2) wins") or over the
    skill's own steps ("if the docs disagree with anything below, the docs win") are not."""
    for conflict in facts.of(Kind.CONFLICT):
        if facts.in_code(conflict.start):
            continue
        start = max(
            lowered.rfind(". ", 0, conflict.start) + 1,
            lowered.rfind("\n\n", 0, conflict.start),
            conflict.start - 300,
        )
        ends = [
            e
            for e in (lowered.find(". ", conflict.end), lowered.find("\n\n", conflict.end))
            if e >= 0
        ]
        end = min([*ends, conflict.end + 300])
        resolved = _RESOLVES.search(lowered, conflict.end, end)
        if resolved is not None and _OVER_WHOM.search(lowered, start, end):
            facts.add(Kind.PRECEDENCE, resolved.start(), resolved.end(), "prevails in a conflict")


_RESOLVES = re.compile(
    r"\b(?:wins?|prevails?|take\s+precedence|follow\s+(?:the|it|that|them)\b[^.,;\n]{0,30}|go\s+with\b"
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
