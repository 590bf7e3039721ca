"""Rules the engine computes itself (hidden text, look-alikes, structure)."""

from __future__ import annotations

from hermes_core.security.findings import Category, Risk
from hermes_core.security.rule import Rule
from hermes_core.security.rule import rule as _rule

__all__ = ["COMPUTED_RULES"]

C, H, M, L = Risk.CRITICAL, Risk.HIGH, Risk.MEDIUM, Risk.LOW
EXF, PI, OBF = Category.EXFILTRATION, Category.PROMPT_INJECTION, Category.OBFUSCATION
PER, SUP, NET = Category.PERSISTENCE, Category.SUPPLY_CHAIN, Category.NETWORK
DES, EXE, CRED = Category.DESTRUCTIVE, Category.EXECUTION, Category.CREDENTIAL_EXPOSURE
PATH, PRIV, MINE = Category.PATH_TRAVERSAL, Category.PRIVILEGE_ESCALATION, Category.CRYPTO_MINING
UNI, HOMO, STR = Category.INVISIBLE_TEXT, Category.HOMOGLYPH, Category.STRUCTURE

COMPUTED_RULES: tuple[Rule, ...] = (
    # -- hidden text ----------------------------------------------------------------
    _rule("UNI001", UNI, M, "Invisible zero-width characters inside the text."),
    _rule("UNI002", UNI, H, "Bidirectional control characters that reorder how text reads."),
    _rule("UNI003", UNI, C, "Unicode tag characters spelling hidden text (ASCII smuggling)."),
    _rule("UNI004", UNI, H, "Variation selectors carrying hidden bytes."),
    _rule("HOMO001", HOMO, M, "A word mixes Latin with look-alike Cyrillic or Greek letters."),
    # -- code the skill writes --------------------------------------------------------
    _rule("PRIV004", PRIV, H, "Login code lets in whoever sends one fixed value (a backdoor)."),
    _rule(
        "PRIV006",
        PRIV,
        H,
        "A cloud role with administrator rights trusts an account the skill writes out.",
    ),
    _rule("DES005", DES, H, "Deletes or resets the user's data found across the home folder."),
    _rule("DES006", DES, H, "Backups set to expire within a day, or to keep no copies."),
    _rule(
        "EXF007",
        EXF,
        H,
        "A mailbox rule forwards the user's mail to an address the skill writes out.",
    ),
    _rule(
        "EXF008",
        EXF,
        H,
        "The repository is pushed to a remote whose host the skill writes out.",
    ),
    _rule("SUP008", SUP, H, "A CI step hands the repository's secrets to a third-party action."),
    _rule(
        "SUP009",
        SUP,
        H,
        "A CI workflow runs a fork's pull request code with the repository's "
        "secrets (pull_request_target).",
    ),
    # -- structure ------------------------------------------------------------------
    _rule("STR001", STR, M, "A binary file ships with the skill."),
    _rule("STR002", STR, M, "An archive ships with the skill (its contents are not scanned)."),
    _rule("STR003", STR, H, "Compiled Python (.pyc) ships with the skill: code nobody can review."),
    _rule("STR004", STR, H, "An executable program (ELF, PE, Mach-O) ships with the skill."),
    _rule("STR005", STR, H, "A symlink points outside the skill."),
    _rule("STR006", STR, L, "A symlink is broken."),
    _rule("STR007", STR, M, "The skill is unusually large (files or bytes)."),
    _rule("STR008", STR, L, "A file is executable but is not a script."),
    _rule("STR009", STR, M, "A file could not be read."),
    _rule(
        "SUPPRESS001",
        STR,
        L,
        "A hermes-scan suppression with no reason, or for no such rule, is not honoured.",
    ),
)
