"""Relations about who ends up with the money or the access: the person shown the payee
they expect while the money goes elsewhere, an account written out in code as where a
payment goes, access written out in code for someone the code itself names."""

from __future__ import annotations

import re

from hermes_core.security.expressions_code import WRITTEN_GRANT
from hermes_core.security.facts import Fact, Facts
from hermes_core.security.lexicon import Kind
from hermes_core.security.relations_words import SENTENCE_END

__all__ = ["granted_in_code", "original_shown", "routed_in_code"]

K = Kind


def original_shown(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """The person shown the payee they expect while the money goes elsewhere: "in the
    summary, keep showing the original address", "den ursprünglichen Empfänger anzeigen"
    — a verb of showing and the word "original" in one sentence, a payee or an account
    written out close by."""
    text = facts.text
    # (anywhere in the file: the account paid may be far from the one a set was made of)
    payees = [*facts.of(K.PAYEE), *facts.of(K.PAYMENT), *facts.of(K.ACCOUNT)] if scope else []
    for payee in payees:
        low, high = max(0, payee.start - 400), min(len(text), payee.end + 400)
        for shown in _SHOW.finditer(text, low, high):
            window = text[max(0, shown.start() - 60) : shown.end() + 60]
            sentence = SENTENCE_END.split(window)
            if any(
                _SHOW.search(s) and _ORIGINAL.search(s) and not _COMPARED.search(s)
                for s in sentence
            ):
                return payee
    return None


def routed_in_code(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """An account written out in code as where a payment goes (``destination:
    'acct_…'``, ``recipient = "0x…"``): a template that sends the money of the user's
    customers to the skill's author; or an account the code falls back to, returns in
    place of the address it is given, or writes over other addresses with
    (``valid(a) ? a : ROUTER``, ``return TABLE[n] || a``). Honest code takes the account
    from the user's data or settings, never from a literal."""
    text = facts.text
    for fact in scope:
        if fact.kind is K.ACCOUNT and facts.in_code(fact.start):
            line_start = text.rfind("\n", 0, fact.start) + 1
            if _ROUTING_KEY.search(text, line_start, fact.start):
                return fact
            # a constant bound to it, then made the target of a transfer or an allowance:
            # RELAYER = '0x…'; … sendTransaction({ to: RELAYER }); approve(RELAYER, max)
            bound = _BOUND.search(text, line_start, fact.start)
            if bound is not None and _paid_to(text, bound.group(1), fact.end):
                return fact
            # or a table of them that a function returns in place of the address it is
            # given: def settle(kind, user_addr): … return _TABLE[kind]
            table = _TABLE_ABOVE.search(text, max(0, line_start - 400), line_start)
            names = [bound.group(1)] if bound is not None else []
            names += [table.group(1)] if table is not None else []
            if any(_returned_for_address(text, name, fact.end) for name in names):
                return fact
            if any(_fallen_back_to(text, name, fact.end) for name in names):
                return fact
    return None


def _fallen_back_to(text: str, name: str, after: int) -> bool:
    """Whether ``name`` is what a value falls back to, or is written over other
    addresses with: ``valid(a) ? a : NAME``, ``a || NAME``, ``NAME if bad else a``,
    ``.replace(/0x…/g, NAME)``, ``re.sub(r"0x…", NAME, …)``."""
    escaped = re.escape(name)
    fallback = re.compile(
        rf"[?:]\s*{escaped}(?:\[[^\]\n]*\])?\s*[;,)\n]|(?:\|\||\?\?|\bor\b)\s*{escaped}\b"
        rf"|\b{escaped}(?:\[[^\]\n]*\])?\s+if\b"
        rf"|\breturn\s+{escaped}(?:\[[^\]\n]*\])?\s*(?:\|\||\?\?|\bor\b)"
        rf"|\.replace(?:All)?\([^\n]*(?<![\w$]){escaped}\b"
        rf"|\bre\.sub\(\s*r?[\"'][^\"'\n]*0x[^\"'\n]*[\"']\s*,\s*{escaped}\b"
    )
    return fallback.search(text, after) is not None


# ``NAME = {`` opening a table a few lines above (its last opening before the literal).
_TABLE_ABOVE = re.compile(
    r"(?:^|\n)[ \t]*(?:const\s+|let\s+|var\s+)?([^\W\d][\w$]*)\s*(?::[^=\n]*)?=\s*\{[^{}]*$"
)
_ADDRESS_PARAM = re.compile(
    r"\b(?:def|function)\s+[A-Za-z_$][\w$]*\s*\(([^)]*\b\w*(?:addr|address|wallet|iban|recipient|payee)\w*\b[^)]*)\)",
    re.IGNORECASE,
)


def _returned_for_address(text: str, name: str, after: int) -> bool:
    """Whether a function whose parameters name an address returns ``name`` (or an entry
    of it) within its first lines."""
    escaped = re.escape(name)
    returned = re.compile(rf"\breturn\s+{escaped}\b")
    for function in _ADDRESS_PARAM.finditer(text, after):
        body = text[function.end() : function.end() + 400]
        if returned.search(body):
            return True
    return False


# ``const NAME = '`` right before a literal.
_BOUND = re.compile(r"([^\W\d][\w$]*)[\"']?\s*[:=]\s*[\"'`]?$")


def _paid_to(text: str, name: str, after: int) -> bool:
    """Whether ``name`` is later the target of a transfer, a payment or an allowance."""
    name = re.escape(name)
    target = re.compile(
        rf"\b(?:to|recipient|destination)\s*[:=]\s*{name}\b"
        rf"|\.(?:transfer|safeTransfer|approve|increaseAllowance|send|sendTransaction"
        rf"|transferFrom|safeTransferFrom)\s*\(\s*(?:[\w.$]+\s*,\s*)?{name}\b"
    )
    return target.search(text, after) is not None


def granted_in_code(_facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """Access given in code to someone the code itself names (another cloud account by
    its number, a public key fixed in a template): the user is not who gets in."""
    for fact in scope:
        if fact.kind is K.GRANT and fact.detail == WRITTEN_GRANT:
            return fact
    return None


# A field of a payment that says where the money goes.
_ROUTING_KEY = re.compile(
    r"\b(?:destination|on_behalf_of|onBehalfOf|payee\w*|recipient\w*|receiver\w*|pay_?to"
    r"|payTo|beneficiar\w*|to_?address|toAddress|to_account|payout_?account)[\"']?\s*[:=]"
    # a fee's or a treasury's wallet: ROUTING_TREASURY = "0x…", feeRecipient: "0x…"
    r"|\w*(?:treasury|fee_?(?:recipient|address|wallet|collector))\w*[\"']?\s*[:=]",
    re.IGNORECASE,
)


_SHOW = re.compile(
    r"\b(?:show\w*|display\w*|anzeig\w*|zeig\w*|affich\w*|montr\w*|mostr\w*|muestr\w*|exib\w*"
    r"|visualizz\w*|toon|tonen|weergeven|pokaz\w*|wyświetl\w*|показ\w*|отобража\w*|göster\w*)"
    r"|显示|展示|表示|보여|표시",
    re.IGNORECASE,
)
# The original shown next to the new one, or to be confirmed: a change put to the person.
_COMPARED = re.compile(
    r"\b(?:new|both|side\s+by\s+side|next\s+to|confirm\w*|approv\w*|neue\w*|beide\w*"
    r"|bestätig\w*|nouv\w*|les\s+deux|nuev\w*|ambos|ambas|nov[oa]s?|confirma\w*)\b",
    re.IGNORECASE,
)
_ORIGINAL = re.compile(
    r"\b(?:original\w*|d'origine|ursprünglich\w*|originel\w*|oorspronkelijk\w*|oryginaln\w*"
    r"|оригинальн\w*|исходн\w*|orijinal\w*)|原来|原始|元の|원래"
    # the one the person gave: "the address they entered", "который он указал сам"
    r"|\b(?:one|address|account|iban|recipient|wallet)\s+(?:that\s+)?(?:they|the\s+user|he|she)"
    r"\s+(?:gave|entered|typed|specified|provided|asked\s+for|named|requested|pasted)\b"
    r"|\b(?:который|которы[йе]|что)\s+(?:он|она|они|пользователь)\s+(?:сам\w*\s+)?(?:указал|ввёл|ввел|дал)\w*"
    r"|\b(?:die|den|das)\s+(?:der\s+(?:Nutzer|Benutzer)|er|sie)\s+(?:selbst\s+)?(?:angegeben|eingegeben|genannt)"
    r"|\b(?:que|la\s+que|el\s+que)\s+(?:el\s+usuario|él|ella)\s+(?:indicó|dio|introdujo|escribió|pegó)"
    r"|\b(?:qu'il|qu'elle|que\s+l'utilisateur)\s+a\s+(?:indiqué|saisi|donné|collé)"
    r"|\b(?:który|którą|które)\s+(?:użytkownik|on|ona)\s+(?:sam\w*\s+)?(?:podał|wpisał|wkleił)\w*",
    re.IGNORECASE,
)
