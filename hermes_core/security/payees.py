"""BEH042: where a payment goes depends on how much it is.

A payment script that sends large amounts somewhere else swaps the payee only when it
pays off, and a dry run or a small test payment shows nothing: ``if amount >= 900: to =
RELAY``, ``return "".join(_PARTS), BIC if importe >= UMBRAL``, ``amountUsd >= 1500 ?
RELAY : a``. In code: a comparison of an amount with a limit, and in its branch a payee
(an address, an IBAN, a recipient, a wallet, in the function's own words or its
header's) set or returned from something the script holds — a constant, a literal, a
joined list, a settings lookup — rather than an error.

An amount checked to refuse, warn or ask for approval, and a fee computed from an
amount, are left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.hits import Hit, lines_after, lines_before

__all__ = ["may_route_by_amount", "payee_swaps"]

RULE = "BEH042"
# Amount words of more languages (Czech, Swedish, Finnish, Hungarian, Romanian,
# Indonesian, Turkish), as identifiers spell them; each is also a cheap test's hint.
_MORE_AMOUNTS = (
    "castka",
    "částka",
    "belopp",
    "maara",
    "määrä",
    "osszeg",
    "összeg",
    "valoare",
    "jumlah",
    "tutar",
)
# A ceiling's name, in a constant (v >= _TETO, x > SCHWELLE_EUR); also hints.
_CEILINGS = (
    "limit",
    "threshold",
    "teto",
    "umbral",
    "schwelle",
    "soglia",
    "seuil",
    "hranice",
    "kynnys",
    "grens",
    "plafond",
    "tope",
    "esik",
    "granica",
)
_AMOUNT = (
    r"amount\w*|amt|total\w*|sum|value|price|betrag|brutto|netto|summe|importe|monto|cantidad"
    r"|montant|somme|importo|somma|valor|quantia|bedrag|totaal|kwota|suma|сумма|金额|金額"
    r"|usd\w*|eur\w*|gross|subtotal|payout\w*|volume|" + "|".join(_MORE_AMOUNTS)
)
_CEILING = "|".join(word.upper() for word in _CEILINGS)
# An amount compared with a limit: "amount >= 900", "Number(r.amount) > LIMIT", "900 <= amt"
_LIMIT = re.compile(
    # (not a placeholder of a usage line: "send.js <to> <amount>  (tips: …)")
    # (a conversion on the way: row['amount'].to_f, amount.doubleValue())
    rf"(?<!<)(?i:\b(?:{_AMOUNT})\b)(?:\([^()\n]{{0,40}}\))?[\w\])'\"]*\)?(?:\.\w+(?:\(\))?)*(?:\s*[*/]\s*[\w.]+(?:\([^)\n]*\))?)?"
    r"\s*(?:>=|>|<=|<)\s*[\w.(]"
    rf"|[\w.)]\s*(?:>=|>|<=|<)\s*(?:\w+\()?(?i:\b(?:{_AMOUNT})\b)"
    # any value against a constant named as a ceiling: v >= _TETO, x > SCHWELLE_EUR
    rf"|(?<![\w.])[a-z_]\w*(?:\[[^\]\n]{{0,30}}\])?\s*(?:>=|>)\s*_?(?-i:[A-Z0-9_]*(?:{_CEILING})[A-Z0-9_]*)\b"
)
# Where money goes, in identifiers of many languages.
_PAYEE = re.compile(
    r"addr|iban|recipient|receiver|payee|beneficiar|wallet|dest|account|konto|empf"
    r"|cuenta|compte|rekening|begunstig|conto|adres|odbior|получат|счет|收款"
    r"|bank|\bbic\b|swift|routing|pix|chave|clabe|\bupi\b|\bvpa\b|payto|merchant|holder|inhaber|titular"
    r"|\bto\s*[:=]|[\"']to[\"']|\.to\b",
    re.IGNORECASE,
)
# What a swapped payee comes from: a constant, a literal, a joined list, a lookup.
_HELD = re.compile(
    r"\b_?[A-Z][A-Z0-9_]{2,}\b|[\"'][^\"'\n]{10,}[\"']|\.join\(|\[\s*[\"'][\w-]+[\"']\s*\]"
    r"|\bget(?:Address|_address)\("
)
_REFUSAL = re.compile(
    r"\b(?:raise|throw|error|exception|abort|exit|warn\w*|fehler|approv\w*|confirm\w*|log\w*"
    r"|print|console)\b",
    re.IGNORECASE,
)
_OPERAND = re.compile(r"[\w.]+(?:\([^)\n]*\))?")
_BRANCH = re.compile(
    r"\breturn\b|(?<![=!<>])=(?!=)|\?|\.(?:update|assign|merge|set)\(|\bObject\.assign\("
)
_TERNARY = re.compile(r"\?[^:\n]+:|\bif\b[^\n]+\belse\b")
_HEADER = re.compile(r"^\s*(?:def|function|async\s+function|func|fn|sub)\b|=>", re.MULTILINE)
_KEYS = (">=", "> ", "<=", "< ")


# The file is about paying: money words, payment rails and currencies.
_MONEY = re.compile(
    r"\b(?:pay\w*|invoice\w*|iban|sepa|swift|bic|remittance|transfer\w*|usdc|usdt|erc20|spl"
    r"|wei|lamports|satoshi\w*|btc|eth|sol|wallet\w*|zahlung\w*|überweis\w*|rechnung\w*"
    r"|factura\w*|pago\w*|remesa\w*|transferencia\w*|paiement\w*|facture\w*|virement\w*"
    r"|betaling\w*|factuur\w*|pagamento\w*|fattura\w*|bonifico\w*|przelew\w*|płatnoś\w*"
    r"|платеж\w*|перевод\w*|付款|支付|转账|振込|支払)\b|[€£¥₿]",
    re.IGNORECASE,
)


# Plain substrings an amount compared needs (a regular expression over every text costs
# too much: the expressions run only on the lines holding one of these).
_AMOUNT_HINTS = (
    "amount",
    "amt",
    "total",
    "sum",
    "value",
    "price",
    "betrag",
    "brutto",
    "netto",
    "summe",
    "importe",
    "monto",
    "cantidad",
    "montant",
    "somme",
    "importo",
    "valor",
    "quantia",
    "bedrag",
    "totaal",
    "somma",
    "suma",
    "kwota",
    "сумма",
    "金额",
    "金額",
    "usd",
    "eur",
    "gross",
    "payout",
    "volume",
    *_MORE_AMOUNTS,
    *_CEILINGS,
)


_MARKUP = re.compile(r"</[A-Za-z]|<(?:br|td|tr|th|p|b|i|li|div|span)\b[^<>\n]*>")


def may_route_by_amount(text: str) -> bool:
    """A cheap test: a comparison operator and an amount word (the file speaking of
    money is checked once a candidate is found)."""
    # (markup is no code; PHP opens with "<?php" all the same)
    head = text.lstrip()[:5]
    if not any(key in text for key in _KEYS) or (head[:1] == "<" and head != "<?php"):
        return False
    lowered = text.lower()
    return any(hint in lowered for hint in _AMOUNT_HINTS)


def _candidate_lines(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """The lines of ``text[start:end]`` holding a comparison and an amount word."""
    line_start = start
    while line_start < end:
        line_end = text.find("\n", line_start, end)
        line_end = end if line_end < 0 else line_end
        line = text[line_start:line_end]
        if (
            ("<" in line or ">" in line)
            and any(h in line.lower() for h in _AMOUNT_HINTS)
            and _MARKUP.search(line) is None  # "<td>Netto</td>": tags, not comparisons
        ):
            yield line_start, line_end
        line_start = line_end + 1


def _indented_block_end(text: str, line_start: int, line_end: int, end: int) -> int | None:
    """Where a Python ``if …:`` block ends (its lines indented deeper than the ``if``, at
    most four), or None when the line opens no such block: the line after the block is
    no longer the branch (``esiti.append(…)`` then ``f["IBAN_x"] = …`` outside it)."""
    line = text[line_start:line_end]
    if not line.rstrip().endswith(":"):
        return None
    indent = len(line) - len(line.lstrip())
    position = line_end + 1
    block_end = line_end
    for _ in range(4):
        if position >= end:
            break
        next_end = text.find("\n", position, end)
        next_end = end if next_end < 0 else next_end
        following = text[position:next_end]
        if following.strip() and len(following) - len(following.lstrip()) <= indent:
            break
        block_end = next_end
        position = next_end + 1
    return block_end


def payee_swaps(text: str, start: int, end: int) -> Iterator[Hit]:
    """BEH042 hits in the code ``text[start:end]``."""
    money: bool | None = None  # whether the file speaks of paying, once it matters
    for line_start, line_end in _candidate_lines(text, start, end):
        for hit in _line_swaps(text, line_start, line_end, start, end):
            if money is None:
                money = _MONEY.search(text) is not None
            if money:
                yield hit
                return


def _line_swaps(text: str, line_start: int, line_end: int, start: int, end: int) -> Iterator[Hit]:
    for limit in _LIMIT.finditer(text, line_start, line_end):
        branch_end = _indented_block_end(text, line_start, line_end, end) or lines_after(
            text, limit.end(), 4, end
        )
        # What the branch does, after the limit the amount is compared with: the rest of
        # the line when it is a whole branch (x = amount >= LIMIT ? RELAY : x), or the
        # lines below.
        operand = _OPERAND.match(text, limit.end() - 1, branch_end)
        after = operand.end() if operand else limit.end()
        rest = text[after:line_end]
        whole = _TERNARY.search(rest) and _HELD.search(rest)
        branch = rest if whole else text[after:branch_end]
        if not _BRANCH.search(branch) or _REFUSAL.search(branch):
            continue
        if _HELD.search(branch) is None:
            continue
        header_start = lines_before(text, line_start, 15)
        above = text[max(header_start, start) : line_start]
        headers = list(_HEADER.finditer(above))
        named = [h for h in headers if h.group() != "=>"]  # not a callback inside the body
        header = named[-1] if named else headers[-1] if headers else None
        context = branch + (above[header.start() :] if header else "")
        if _PAYEE.search(context) is None:
            continue
        shown = text[line_start:line_end].strip()[:60]
        yield Hit(RULE, limit.start(), limit.end(), f"the payee depends on the amount: {shown}")
        return
