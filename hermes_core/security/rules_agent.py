"""Rules about the agent being steered: prompt injection and obfuscation."""

from __future__ import annotations

from hermes_core.security.findings import Category, Risk
from hermes_core.security.rule import Rule, Scope
from hermes_core.security.rule import rule as _rule

__all__ = ["AGENT_RULES"]

C, H, M, L = Risk.CRITICAL, Risk.HIGH, Risk.MEDIUM, Risk.LOW
EXF, PI, OBF = Category.EXFILTRATION, Category.PROMPT_INJECTION, Category.OBFUSCATION
PER, SUP, NET = Category.PERSISTENCE, Category.SUPPLY_CHAIN, Category.NETWORK
DES, EXE, CRED = Category.DESTRUCTIVE, Category.EXECUTION, Category.CREDENTIAL_EXPOSURE
PATH, PRIV, MINE = Category.PATH_TRAVERSAL, Category.PRIVILEGE_ESCALATION, Category.CRYPTO_MINING
UNI, HOMO, STR = Category.INVISIBLE_TEXT, Category.HOMOGLYPH, Category.STRUCTURE

AGENT_RULES: tuple[Rule, ...] = (
    # -- prompt injection -----------------------------------------------------------
    _rule(
        "PI001",
        PI,
        H,
        "Tells the agent to ignore its instructions or safety rules.",
        ("ignore", "disregard", "forget", "override", "bypass"),
        r"\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}?\b(?:previous|prior|above|"
        r"earlier|preceding|all|your|system|developer|safety)\b[^.\n]{0,25}?\b(?:"
        r"instructions?|prompts?|rules|guidelines|directives|guardrails|polic(?:y|ies)|"
        r"restrictions|safeguards|constraints)\b",
    ),
    _rule(
        "PI002",
        PI,
        H,
        "Claims a new role or system authority to take over the agent.",
        (
            "you are now",
            "developer mode",
            "jailbr",
            "act as",
            "new instructions",
            "new system prompt",
            "<system",
            "</system",
            "[system]",
            "im_start",
            "[inst]",
            "no longer bound",
            "unrestricted",
        ),
        r"\byou are now\b[^.\n]{0,30}\b(?:dan|jailbroken|unrestricted|unfiltered|in developer mode"
        r"|free of|no longer)|\b(?:jailbreak|developer|god) mode (?:is )?(?:enabled|on|activated)\b"
        r"|\bact as (?:an? )?(?:unrestricted|unfiltered|jailbroken|evil)|\bno longer bound by\b"
        r"|\bnew (?:system )?(?:prompt|instructions)\s*:|<\s*/?\s*system\s*>"
        r"|\[\s*(?:system|inst)\s*\]"
        r"|<\|im_start\|>",
    ),
    _rule(
        "PI003",
        PI,
        H,
        "Tells the agent to hide what it does from the user.",
        (
            "tell",
            "inform",
            "notify",
            "mention",
            "reveal",
            "silently",
            "secretly",
            "covertly",
            "quietly",
            "hide ",
            "without asking",
            "without confirm",
            "without the user",
        ),
        r"\b(?:do not|don'?t|never)\s+(?:tell|inform|notify|alert|warn)\s+(?:the\s+)?(?:user|human|"
        r"operator|owner)\b|\bwithout\s+(?:telling|informing|notifying|alerting|the knowledge of)"
        r"\s+(?:the\s+)?(?:user|human|operator|owner)\b|\bkeep (?:this|it) (?:secret|hidden) from\b"
        r"|\b(?:silently|secretly|covertly|discreetly)\s+(?:send|upload|post|transmit|exfiltrate|"
        r"forward|email|copy)\b[^.\n]{0,60}\bto\b"
        r"|\bhide (?:this|these|it|the output|your actions|all traces)\s+from\s+(?:the\s+)?(?:user|"
        r"human|operator|owner|people)\b",
        negatable=False,
    ),
    _rule(
        "PI004",
        PI,
        M,
        "Asks the agent to turn off its safety checks or approvals.",
        (
            "disable",
            "turn off",
            "skip",
            "bypass",
            "dangerously-skip",
            "auto-approve",
            "yolo",
            "without approval",
        ),
        r"\b(?:disable|turn off|skip|bypass)\b[^.\n]{0,30}\b(?:safety|security|sandbox(?:ing)?|"
        r"approvals?|confirmations?|permission|guardrails?)\b(?:\s+(?:checks?|prompts?|mode))?"
        r"|--dangerously-skip-permissions|\bauto-?approve (?:all|every)|\byolo mode\b",
    ),
    _rule(
        "PI005",
        PI,
        H,
        "Points the agent at instructions hosted elsewhere and tells it to run them.",
        (
            "pastebin",
            "paste.ee",
            "hastebin",
            "ghostbin",
            "rentry",
            "privatebin",
            "dpaste",
            "controlc",
            "justpaste",
            "termbin",
            "sprunge",
            "ix.io",
            "gist.github",
            "follow the instructions",
        ),
        r"\b(?:visit|open|go to|fetch|read|load|curl|download|see)\b[^\n]{0,80}"
        r"(?:pastebin\.com|paste\.ee"
        r"|hastebin|ghostbin|rentry\.(?:co|org)|privatebin|dpaste|controlc\.com|justpaste\.it|termbin"
        r"|sprunge|ix\.io|gist\.github(?:usercontent)?\.com)[^\n]{0,120}\b(?:run|execute|follow|"
        r"paste|do what|apply)\b|\bfollow the instructions (?:at|from|on|in) https?://",
    ),
    _rule(
        "PI006",
        PI,
        H,
        "Asks the agent to put secrets or its instructions into its reply.",
        (
            "your response",
            "your reply",
            "your answer",
            "your output",
            "your next",
            "the response",
            "system prompt",
            "hidden instructions",
        ),
        r"\b(?:echo|print|reveal|show|output|include|repeat|return|paste|disclose|leak)\b[^.\n]{0,40}"
        r"\b(?:authorization header|api[_ -]?keys?|access tokens?|bearer tokens?|secrets?"
        r"|passwords?"
        r"|credentials?|system prompt|environment variables?)\b[^.\n]{0,40}\b(?:in|into|as part of)"
        r"\s+(?:your|the)\s+(?:next\s+)?(?:response|reply|answer|output|message)\b"
        r"|\b(?:reveal|print|show|repeat|output)\s+(?:your|the)\s+(?:full\s+)?(?:system prompt|"
        r"hidden instructions)\b",
    ),
    _rule(
        "PI007",
        PI,
        M,
        "Tells the agent to repeat a call without end.",
        ("indefinitely", "forever", "endlessly", "infinitely", "without stopping", "until"),
        r"\b(?:retry|repeat|call|invoke|run|loop)\b[^.\n]{0,40}\b(?:indefinitely|forever|endlessly|"
        r"infinitely|without (?:stopping|limit|end)|until (?:the result|the response|it) "
        r"(?:contains|returns|includes|reveals))\b",
    ),
    # -- obfuscation ----------------------------------------------------------------
    _rule(
        "OBF001",
        OBF,
        C,
        "Decodes hidden content and executes it.",
        (
            "base64",
            "b64decode",
            "atob",
            "fromhex",
            "unhexlify",
            "codecs.decode",
            "zlib",
            "marshal",
            "-enc",
            "invoke-expression",
            "iex",
            "frombase64string",
        ),
        r"\bbase64\s+(?:-d|--decode|-D)\b[^\n]*\|\s*(?:sudo\s+)?(?:ba|z|k|da)?sh\b"
        r"|\b(?:eval|exec|Function|execSync|system|popen|spawn)\([^\n]{0,80}(?:b64decode|"
        r"base64\s+(?:-d|--decode)|atob|fromhex|unhexlify|codecs\.decode|zlib\.decompress|marshal\.loads|"
        r"FromBase64String)|-(?:e|enc|encodedcommand)\s+[A-Za-z0-9+/=]{24,}"
        r"|\b(?:iex|invoke-expression)\b[^\n]*(?:frombase64string|downloadstring|iwr|irm)",
    ),
    _rule("OBF002", OBF, H, "Encoded content decodes to something the scanner flags."),
    _rule(
        "OBF003",
        OBF,
        H,
        "Asks the agent to decode or reassemble hidden text and act on it.",
        (
            "decode",
            "deobfuscate",
            "reverse",
            "unscramble",
            "concatenate",
            "reassemble",
            "xor",
            "every second",
            "every other",
            "interleav",
            "rot13",
            "base85",
        ),
        r"\b(?:decode|deobfuscate|reverse|unscramble|concatenate|reassemble|join|combine|xor)\b"
        r"[^.\n]{0,60}\b(?:base64|base85|base32|hex|rot13|the (?:following|string|parts|fragments|"
        r"characters|letters|bytes)|each (?:byte|character)|these (?:parts|strings|fragments))\b"
        r"[^\n]{0,100}\b(?:run|execute|follow|eval|obey|do (?:it|what)|as (?:a|the) command)\b"
        r"|\b(?:read|take) every (?:second|other|third|\d+(?:st|nd|rd|th))\s+(?:character|letter|"
        r"word)\b",
        scope=Scope.PROSE,
    ),
    _rule("OBF004", OBF, H, "Builds a command out of small string pieces or escapes."),
    _rule(
        "OBF005",
        OBF,
        M,
        "Decodes an encoded file (a payload kept out of sight).",
        ("base64",),
        r"\bbase64\s+(?:-\w+\s+)*(?:-d|--decode|-D)\s+(?:-\w+\s+)*[^\s|;&<>-][^\s|;&<>]*",
    ),
    _rule(
        "EXF006",
        EXF,
        H,
        "Encodes a value and posts it from standard input.",
        ("base64", "xxd", "gzip"),
        r"\|\s*(?:base64|xxd|gzip|openssl\s+enc)\b[^\n|]*\|\s*curl\b[^\n]*(?:--data(?:-binary)?|-d|-T|-F)"
        r"\s+[\"']?@?-",
    ),
)
