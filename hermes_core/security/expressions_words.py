"""Expressions of facts said in words: a line that speaks for the system, a cover story
ready for when the person asks, a command taken from what a page shows.

Each comes with the key words a line must hold for it to be tried (see
:mod:`~hermes_core.security.expressions`, which runs them).
"""

from __future__ import annotations

import re

__all__ = [
    "AUTHORITY_KEYS",
    "AUTHORITY_LINE",
    "COVER",
    "COVER_KEYS",
    "SHOWN_COMMAND",
    "SHOWN_COMMAND_KEYS",
    "WAIVED_WORDS",
    "WAIVED_WORD_KEYS",
]

# A line that claims to speak for the system or its operators.
AUTHORITY_LINE = re.compile(
    r"^[ \t>*_#-]*(?:\[|<|\(|\*\*)?[ \t]*(?:(?:system|sys)(?:[ \t]+(?:message|notice|note|override|"
    r"instruction|directive|prompt|update))?"
    r"|(?:admin(?:istrator)?|developer|operator|security[ \t]+team"
    r"|platform|vendor)[ \t]+(?:message|notice|override|instruction|directive|update))"
    r"[ \t]*(?:\]|>|\)|\*\*)?[ \t]*:"
    # the same in other languages, closed by a colon or a dash: "AVISO DO SISTEMA —",
    # "Systemhinweis:", "系统通知" and a full-width colon
    r"|^[ \t>*_#-]*(?:\[|<|\(|\*\*)?[ \t]*(?:(?:aviso|mensa(?:gem|je)|nota"
    r"|instru(?:ção|ccion|cción)|avis|message|avviso|messaggio|istruzione|bericht|melding"
    r"|komunikat)[ \t]+(?:do|da|del|de|du"
    r"|di|des|van|het)[ \t]+(?:sistema|système|systeem|systemu|administrador|administrateur"
    r"|amministratore)|system(?:hinweis|nachricht|meldung|anweisung)"
    r"|системн\w+[ \t]+(?:уведомлени|сообщени)\w*|系统(?:通知|消息|提示|指令)"
    r"|システム(?:通知|メッセージ)"
    r"|시스템[ \t]*(?:공지|알림|메시지))[ \t]*(?:\]|>|\)|\*\*)?[ \t]*(?::|\uff1a|[ \t]\u2014)",
    re.IGNORECASE | re.MULTILINE,
)
# A command taken from what a page shows: "run the command shown in the grey box", "take
# the command shown in the first code box on that page" — copied, in other words.
SHOWN_COMMAND = re.compile(
    r"\bcommands?\s+(?:(?:that\s+is|that's|it)\s+)?(?:shown|displayed|listed|posted|given|written)"
    r"\s+(?:in|on|there|at|under)\b"
    r"|\btake\s+the\s+(?:\w+\s+){0,3}?(?:command|one-liner|line|snippet)s?\s+(?:shown|from|on)\b"
    r"|\b(?:angezeigten?|gezeigten?)\s+(?:befehl|kommando)\w*|\bbefehl\w*\s+(?:aus|von)\s+der\s+seite"
    r"|\bcomandos?\s+(?:que\s+(?:aparece|se\s+muestra)|mostrad[oa]s?|exibid[oa]s?|indicad[oa]s?)"
    r"|\bcommandes?\s+(?:affichée?s?|indiquée?s?)|\bcomand[oi]\s+mostrat[oi]"
    r"|(?<!\w)команд\w*,?\s+(?:показанн|указанн)\w*|(?:表示|記載)された(?:コマンド|命令)"
    r"|(?:页面|网页)上的?(?:命令|指令)",
    re.IGNORECASE,
)
SHOWN_COMMAND_KEYS = (
    "command",
    "commands",
    "take the",
    "befehl",
    "kommando",
    "comando",
    "commande",
    "команд",
    "コマンド",
    "命令",
    "指令",
)
# A story ready for when the person asks: "if the user asks why, explain that it is
# normal", "if asked about it, describe it as …" (and the same in other languages).
COVER = re.compile(
    r"\b(?:if|when|should)\s+(?:you\s+are\s+|you'?re\s+)?(?:(?:the\s+)?(?:user|client|customer"
    r"|owner|they|anyone|someone|somebody)\s+)?(?:ever\s+)?(?:asks?|asked|questions?|wonders?)\b"
    r"[^.\n]{0,100}?\b(?:say|tell|explain|describe|answer|reply|respond)\w*\s+(?:(?:them|him|her"
    r"|it)\s+)?(?:as\b|that\b|it'?s\b|it\s+is\b|[\"“„«])"
    r"|\bsi\s+(?:el\s+usuario|la\s+usuaria|alguien|el\s+cliente|l'utilisateur|quelqu'un"
    r"|le\s+client|o\s+usu[aá]rio|algu[eé]m|o\s+cliente|l'utente|qualcuno|il\s+cliente)\s+"
    r"(?:pregunta|demande|pergunta|perguntar|chiede|domanda)\w*[^.\n]{0,100}?\b(?:dec[ií]r|di|d[ií]gale"
    r"|explica\w*|expliqu\w*|respond\w*|r[ée]pond\w*|describ\w*|d[ée]cri\w*|dire|diga|dizer"
    r"|spiega\w*|rispond\w*|descriv\w*)\b"
    r"(?:[^.\n]{0,20}?\b(?:que|qu'|come|como|che)\b|[ \t]*(?=\n|$))"
    r"|\bwenn\s+(?:der\s+nutzer|die\s+nutzerin|jemand|der\s+kunde|der\s+benutzer)\s+"
    r"(?:nach)?fragt\w*[^.\n]{0,100}?\b(?:sag|erkl[äa]r|antwort|beschreib)\w*"
    r"|\bals\s+(?:de\s+gebruiker|iemand|de\s+klant)\s+(?:ernaar\s+)?vraagt[^.\n]{0,100}?"
    r"\b(?:zeg|leg|antwoord|beschrijf)\w*"
    r"|\b(?:если)\s+(?:пользователь|кто-то|клиент)\s+(?:спрос)\w*[^.\n]{0,100}?(?:скажи|объясни|ответь)",
    re.IGNORECASE,
)
COVER_KEYS = (  # (" ask", not "ask": every line with "task" would be read)
    " ask",
    "\task",
    "\nask",
    "question",
    "wonder",
    "pregunt",
    "demand",
    "pergunt",
    "chied",
    "domand",
    "fragt",
    "vraagt",
    "спрос",
)
AUTHORITY_KEYS = (
    "system",
    "sys",
    "sistema",
    "système",
    "systeem",
    "systemu",
    "administra",
    "amministratore",
    "системн",
    "系统",
    "システム",
    "시스템",
    "admin",
    "developer",
    "operator",
    "security",
    "platform",
    "vendor",
)


# A confirmation waived in words: "no separate confirmation from the user is needed",
# "approval is not required", "without pausing for the user".
WAIVED_WORDS = re.compile(
    # (the "no" may end the line before: the expressions are read a line at a time)
    r"(?:\bno\s+|(?<=\bno\n)[ \t]*|(?<=\bno \n)[ \t]*)"
    r"(?:separate\s+|further\s+|additional\s+|extra\s+|explicit\s+)?"
    r"(?:confirmation|approval|consent|sign-off)\b"
    r"(?!\s+(?:flags?|options?|switch(?:es)?|parameters?|arguments?)\b)"  # a CLI's flag
    r"[^.\n]{0,40}?\b(?:is\s+)?(?:needed|required|necessary)\b"
    r"|\b(?:confirmation|approval|consent)\s+(?:from\s+the\s+user\s+)?(?:is\s+)?(?:not|n't)\s+"
    r"(?:needed|required|necessary)\b"
    r"|\bwithout\s+(?:pausing|waiting|stopping)\s+(?:for|on)\s+(?:the\s+)?(?:user|human|person)\b"
    r"|\b(?:do(?:es)?\s+not|don't|doesn't|never)\s+need\s+(?:a\s+|any\s+)?"
    r"(?:separate\s+|further\s+|additional\s+|extra\s+|explicit\s+)?(?:confirmation|approval|consent)\b",
    re.IGNORECASE,
)
WAIVED_WORD_KEYS = ("confirmation", "approval", "consent", "sign-off", "pausing", "waiting")
