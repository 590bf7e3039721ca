"""A personal secret (a password, a seed phrase, a private key, a one-time code) the
person is asked for in words: the relation that most credential-phishing behaviours
rest on."""

from __future__ import annotations

import re

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.lexicon import Kind

__all__ = ["asked_in_words", "asked_seed_in_words"]

K = Kind


def asked_in_words(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A personal secret (a password, a seed phrase, a private key, a one-time code) the
    person is asked for, in words: an asking word within 160 characters before it."""
    text = facts.text

    def worded(fact: Fact) -> bool:  # in words, and not in a table row (tables describe)
        return facts.in_words(fact.start) and not facts.in_table(fact.start)

    asks = [f.start for f in scope if f.kind is K.ASK and worded(f)]
    negations = [f.start for f in scope if f.kind is K.NEGATION]
    for fact in scope:
        if fact.kind not in (K.SECRET, K.PASSWORD) or not worded(fact):
            continue
        if fact.kind is K.SECRET and not _PERSONAL.match(facts.text, fact.start, fact.end + 24):
            continue
        for at in asks:
            # (or further, in the list of what to ask for that the asking line leads into)
            reach = 600 if _LEADS_INTO_LIST.search(text, at, fact.start) else 160
            if not 0 <= fact.start - at <= reach:
                continue
            line_start = text.rfind("\n", 0, at) + 1
            if any(line_start <= n < fact.start for n in negations):
                continue  # "never store passwords", "do not ask for the seed phrase"
            if _SELF_KEPT.search(text, at, fact.start) or _SELF_SET.match(text, fact.end):
                continue  # "ask for the URL, and have them set the password themselves"
            return fact
    return None


_LEADS_INTO_LIST = re.compile(r"[:\uff1a][ \t]*\n(?:[ \t]*\n)?[ \t]*(?:[-*+]|\d+[.)])\s")


# Another order between the asking word and the secret, for the person to do themselves;
# or the secret, right after, kept by the person (set by them, in their environment).
_SELF_KEPT = re.compile(
    r"\band\s+(?:have|let|get|tell)\s+(?:them|the\s+user|the\s+person)\b", re.IGNORECASE
)
_SELF_SET = re.compile(
    r"[^.\n]{0,40}?\b(?:themselves|yourself|on\s+their\s+own|in\s+(?:the|their|your)\s+"
    r"(?:environment|keychain|password\s+manager|shell))\b",
    re.IGNORECASE,
)


def asked_seed_in_words(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """A wallet's recovery phrase the person is asked for, in words (no service ever
    needs it: whoever has it has the wallet)."""
    seeds = [
        f
        for f in scope
        if f.kind not in (K.SECRET, K.PASSWORD) or (f.kind is K.SECRET and _seed(facts, f))
    ]
    return asked_in_words(facts, seeds, subject)


def _seed(facts: Facts, fact: Fact) -> bool:
    return _SEED.match(facts.text, fact.start, fact.end + 24) is not None


_SEED = re.compile(
    r"(?:seed|mnemonic|recovery[ -]phrase|recovery[ -]words|frase|semilla|palabras|palavras"
    r"|wiederherstellungsphrase|seed-wörter|phrase|сид|мнемони|助记词|助記詞|恢复短语|种子短语"
    r"|シードフレーズ|復元フレーズ|복구|시드|니모닉)",
    re.IGNORECASE,
)


# Secrets only their owner should ever type: not an API key meant for a service.
_PERSONAL = re.compile(
    r"(?:seed|mnemonic|recovery|private[ _-]?key|pass(?:word|phrase|wd)|one-time|otp|totp|2fa"
    r"|(?-i:PIN|TAN)\b"
    r"|verification|frase|semilla|palabras|wiederherstellung|phrase|palavras|сид|мнемони"
    r"|12|24|복구|시드|개인|비밀번호|니모닉|秘密鍵|パスワード|暗証|ワンタイム|復元|密码|验证码|动态码|助记词|私钥"
    r"|passwort|kennwort|contraseña|senha|mot de passe|пароль|backup|kod|hasł|wachtwoord|herstel"
    r"|récupération|vérification|recuperación|verificación|recuperação|verificação|recupero"
    r"|verifica|восстановл|подтвержд|kurtarma|şifre|恢复码|备用码|リカバリー|確認コード|코드)",
    re.IGNORECASE,
)
