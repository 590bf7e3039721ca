"""Relations about how a thing is to be done: unread or unchecked (a review waived, a
check skipped), as it comes ("run it unchanged"), or followed outright ("follow",
"execute", "do what it says")."""

from __future__ import annotations

import re

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.lexicon import Kind
from hermes_core.security.relations_words import SENTENCE_END, WITHOUT, close

__all__ = [
    "UNCHANGED",
    "approved_unread",
    "consent_asked",
    "do_not_inspect",
    "run_unchanged",
    "strong_act",
    "unconsented",
]

K = Kind


def do_not_inspect(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    inspects = [f for f in scope if f.kind is K.INSPECT and not facts.in_code(f.start)]
    for negation in (f for f in scope if f.kind is K.NEGATION):
        found = close(inspects, negation, 20)
        if found and not _DISABLING.search(
            facts.text, negation.end, max(found.start, negation.end)
        ):
            return found
    return None


# "Do not disable the verification": the check is kept, not skipped.
_DISABLING = re.compile(
    r"\b(?:disabl\w*|turn\w*\s+off|switch\w*\s+off|skip\w*|bypass\w*|désactiv\w*|contourn\w*"
    r"|deaktivier\w*|abschalt\w*|umgeh\w*|desactiv\w*|deshabilit\w*|omit\w*|disattiv\w*"
    r"|wyłącz\w*|отключ\w*)",
    re.IGNORECASE,
)


def approved_unread(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """An approval next to a review negated as an order: in the same sentence ("approve
    them right away, without reading the diff"), or, in the same section, a review
    forbidden outright ("do not analyse their contents … approve"). Not a verdict in one
    sentence and, in the next, "say what you did not review"."""
    text = facts.text
    approvals = [f for f in scope if f.kind is K.APPROVE]
    if not approvals:
        return None
    negations = [f for f in scope if f.kind is K.NEGATION]
    for unread in (f for f in scope if f.kind is K.INSPECT and not facts.in_code(f.start)):
        # the negation that governs it is the nearest before it ("never approve without
        # reading": "without", not "never")
        before = [n for n in negations if 0 <= unread.start - n.end <= 20]
        if not before:
            continue
        negation = max(before, key=lambda n: n.end)
        past = _PAST_NEGATION.search(text, max(0, negation.start - 12), negation.end)
        # ("without reading": a manner of its sentence, not a review forbidden outright)
        manner = text[negation.start : negation.end].lower() in WITHOUT
        forbidden = past is None and not manner
        for approval in approvals:
            low, high = sorted((approval.start, unread.start))
            if not SENTENCE_END.search(text, low, high):
                return unread
            if forbidden and high - low <= _UNREAD_REACH:
                return unread
    return None


# "what you did not review", "it has not been read": a statement, not an order.
_PAST_NEGATION = re.compile(r"\b(?:did|does|has|have|had|was|were|is|are)(?:n'?t|\s+not)\b", re.I)
_UNREAD_REACH = 600


def strong_act(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    for fact in scope:
        if fact.kind in (K.ACT, K.RUN) and _STRONG_ACT.match(facts.text, fact.start):
            return fact
    return None


_STRONG_ACT = re.compile(
    r"\b(?:follow\w*|obey\w*|comply|carry(?:ing)?\s+(?:it\s+|them\s+)?out|execut\w*|eval\w*|"
    r"do\s+(?:what|as)\s+it\s+says|treat\s+\w+\s+as\s+(?:your\s+)?instructions?|"
    # running what was just put together: "run the resulting line", "run the decoded command"
    r"run\s+(?:the\s+)?(?:resulting|reconstructed|decoded|assembled|joined|rebuilt)\s+"
    r"(?:line|command|string|text|script|snippet)s?\b|"
    r"befolg\w*|ausführ\w*|sigue\w*|seguir|ejecut\w*|suivre|suivez|exécut\w*|siga|execut\w*|"
    r"esegui\w*|выполн\w*|следуй\w*|执行|遵循|照做)",
    re.IGNORECASE,
)


def run_unchanged(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """An order to run something as it comes, in words: "run it unchanged", "execute it
    as is", *unverändert ausführen*, *ejecútalo tal cual*; or with the person's
    confirmation waived right after ("run its commands … no separate confirmation is
    needed"): what is fetched is what runs."""
    text = facts.text
    # (a clause that says no confirmation is needed, not a word such as "without
    # consent", which also opens "without consent, stop")
    waived = [
        f.start
        for f in scope
        if f.kind is K.WAIVE
        and (f.detail or _APPROVED_AHEAD.match(text, f.start))
        and facts.in_words(f.start)
    ]
    for fact in scope:
        if fact.kind not in (K.RUN, K.ACT, K.EXEC) or facts.in_code(fact.start):
            continue
        low, high = max(0, fact.start - 60), min(len(text), fact.end + 60)
        if UNCHANGED.search(text, low, high):
            return fact
        if any(0 < at - fact.end <= _WAIVED_REACH for at in waived):
            return fact
    return None


_WAIVED_REACH = 200
# Approved before anyone saw it: "pre-approved", "already approved".
_APPROVED_AHEAD = re.compile(r"pre-?approv|already\s+approv|vorab\s+genehmigt|pré-?approuv", re.I)


UNCHANGED = re.compile(
    r"\b(?:unchanged|as[\s-]is|verbatim|word\s+for\s+word"
    r"|exactly\s+as\s+(?:it\s+is|they\s+are|shown|given|fetched|printed|written|listed)"
    r"|unverändert|wortwörtlich|tal\s+(?:cual|como\s+(?:está|viene))|sin\s+cambios|così\s+com['\u2019]è"
    r"|senza\s+modific\w*|tel\s+quel(?:le)?|sans\s+(?:le\s+)?modifi\w*|como\s+está|sem\s+altera\w*"
    r"|zonder\s+(?:wijziging|aanpassing)\w*|bez\s+zmian|как\s+есть|без\s+изменени\w*)"
    r"|原样|原封不动|そのまま|그대로",
    re.IGNORECASE,
)


def unconsented(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """The change is the skill's to make, not the person's: no clause in the scope makes
    it wait for them ("only if the user explicitly says", "only after the user has seen
    the diff", "ask the user first") — or one does, and a waiver undoes it ("no need to
    ask"). Returns a fact of the scope when unconsented."""
    text = facts.text
    low = min(f.start for f in scope)
    high = max(f.end for f in scope)
    # (not a waiver named as the risk to explain: "explain the risk (any command runs
    # without confirmation)")
    waived = any(
        f.kind is K.WAIVE and not _RISK_EXPLAINED.search(text, max(0, f.start - 120), f.start)
        for f in scope
    )
    if waived or _CONSENT.search(text, max(0, low - 200), min(len(text), high + 200)) is None:
        # (shown where the widening is: what the behaviour is about)
        return next((f for f in scope if f.kind is K.PERMIT), scope[0])
    return None


_RISK_EXPLAINED = re.compile(
    r"(?:\brisks?|\bdangers?|\brisiko\w*|\briesgos?|\brisques?|\brischi\w*|\briscos?"
    r"|(?<!\w)риск\w*|リスク|危険|风险|風險|위험)[^\n()\uff08\uff09]{0,12}[(\uff08][^)\uff09\n]*$",
    re.IGNORECASE,
)


# The person decides: the change waits for what they say.
_CONSENT = re.compile(
    r"\bonly\s+(?:if|when|after|once)\s+the\s+user\b"
    r"|\bask\s+the\s+user\s+(?:first|before)\b"
    r"|\b(?:until|unless)\s+the\s+user\s+(?:explicitly\s+)?(?:confirms|approves|says|asks|agrees)\b"
    r"|\bafter\s+the\s+user\s+(?:has\s+)?(?:seen|approved|confirmed|agreed|said)\b"
    r"|\bthe\s+user'?s\s+(?:explicit\s+)?(?:approval|consent|confirmation|go-ahead)\s+(?:first|before)\b"
    r"|\bnur\s+(?:wenn|nachdem)\s+(?:der|die)\s+(?:nutzer|benutzer)\w*\b"
    r"|\bsolo\s+(?:si|cuando)\s+el\s+usuario\b|\bseulement\s+si\s+l'utilisateur\b"
    r"|\bsi\s+l['\u2019]utilisateur\s+(?:le\s+)?(?:confirme|accepte|demande|valide)\b"
    r"|\bsi\s+el\s+usuario\s+(?:lo\s+)?(?:confirma|acepta|pide|aprueba)\b"
    r"|\bse\s+l['\u2019]utente\s+(?:lo\s+)?(?:conferma|accetta|chiede|approva)\b"
    r"|\bse\s+o\s+usu[aá]rio\s+(?:confirmar|aceitar|pedir|aprovar)\b"
    r"|\bwenn\s+(?:der|die)\s+(?:nutzer|benutzer)\w*\s+(?:es\s+)?(?:bestätigt|zustimmt|verlangt)\b"
    # the person's consent first, in the lexicon's other languages
    r"|\b(?:alleen\s+als|enkel\s+als)\s+de\s+gebruiker\b|\bmet\s+toestemming\s+van\b"
    r"|\b(?:tylko|jedynie)\s+(?:jeśli|jeżeli|gdy)\s+użytkownik|\bza\s+zgodą\s+użytkownika"
    r"|\bsolo\s+se\s+l['\u2019]utente\b|\bcon\s+il\s+consenso\s+dell['\u2019]utente\b"
    r"|\bs[oó]\s+(?:se|quando)\s+o\s+usu[aá]rio\b|\bcom\s+(?:a\s+)?(?:autoriza|confirma)ção\s+do\s+usu"
    r"|\b(?:endast|bara)\s+om\s+användaren\b|\bmed\s+användarens\s+(?:samtycke|godkännande)"
    r"|\b(?:pouze|jen)\s+(?:pokud|když)\s+uživatel|\bse\s+souhlasem\s+uživatele"
    r"|\bkullan\u0131c\u0131n\u0131n\s+onay\w*|\bonay\s+al\w*\s+sonra"
    r"|(?<!\w)только\s+(?:если|после\s+того,?\s+как)\s+пользовател\w*|(?<!\w)\u0441\s+согласия\s+пользовател"
    r"|(?<!\w)після\s+підтвердження\s+користувач|(?<!\w)лише\s+якщо\s+користувач"
    r"|確認を(?:取|得|もら)|と確認する|承認を(?:得|もら)|同意を(?:得|もら)|希望された(?:とき|場合)だけ"
    r"|ユーザーの(?:承認|同意|許可)を|征得用户(?:的)?同意|经用户确认|用户确认后|得到用户(?:的)?(?:同意|确认|许可)"
    r"|사용자의\s*(?:동의|승인|확인)을|(?:동의|승인|확인)을\s*받",
    re.IGNORECASE,
)


def consent_asked(facts: Facts) -> bool:
    """Whether the text makes a change wait for the person (and waives none of it)."""
    return not facts.of(K.WAIVE) and _CONSENT.search(facts.text) is not None
