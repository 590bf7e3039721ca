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

# Paste sites and gists: anonymous pages their author can change after a scan.
_PASTE_HOST = (
    r"(?:pastebin\.com|paste\.ee|hastebin|ghostbin|rentry\.(?:co|org)|privatebin|dpaste"
    r"|controlc\.com|justpaste\.it|termbin|sprunge|ix\.io|gist\.github(?:usercontent)?\.com)"
)
# An order to act on decoded text; "never run it" is the opposite.
_ACT_ON_IT = (
    r"(?<!never )(?<!not )(?<!n't )\b(?:run|execute|follow|eval|obey|do (?:it|what)"
    r"|as (?:a|the) command)\b"
)
# What a fetched page "says" in PI005, and what it is made: the words that must be there.
_SUBJECTS = ("it", "they", "page", "file", "response", "document", "server")
_SAYS = ("say", "contain", "return", "list", "give", "provide", "tell")
_ORDERS = ("instructions", "system prompt", "orders", "task list")
# Verbs of telling the user, after a negation in PI003.
_TELL = ("tell", "inform", "notify", "alert", "warn", "mention", "reveal")
# An encoding text can be hidden in.
_ENCODING = r"(?:base(?:64|85|32)|hex(?:adecimal)?|rot13|binary|char(?:acter)? codes|ascii codes)"
AGENT_RULES: tuple[Rule, ...] = (
    # -- prompt injection -----------------------------------------------------------
    _rule(
        "PI001",
        PI,
        H,
        "Tells the agent to ignore its instructions or safety rules.",
        ("ignore", "disregard", "forget", "override", "bypass"),
        # Nouns that only name what steers the agent, after a target word...
        # (A table cell ends the phrase: "| Override | "Ignore all …" |" starts at the quote.)
        r"\b(?:ignore|disregard|forget|override|bypass)\b[^.\n|]{0,40}?\b(?:previous|prior|above|"
        r"earlier|preceding|original|initial|all|any|your|system|developer|safety)\b[^.\n|]{0,25}?"
        r"\b(?:instructions?|guidelines|directives|guardrails|safeguards)\b"
        # ...and nouns that also name a tool's settings (lint rules, CORS policy, solver
        # constraints), only right after a word that makes them the agent's: "all rules",
        # "your system prompt", "the previous rules" (not "all lint rules").
        r"|\b(?:ignore|disregard|forget|override|bypass)\b[^.\n|]{0,40}?(?:\b(?:previous|prior|above|"
        r"earlier|preceding|original|initial|all|any|every|your|own|system|developer|safety|ethical"
        r"|moral|content)\s+(?:of\s+)?(?:the\s+)?)+(?:rules|polic(?:y|ies)|restrictions|constraints"
        r"|prompts?|limitations)\b",
        leading=True,
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
        r"|\bnew (?:system )?(?:prompt|instructions)\s*:"
        # Chat markup, but not a data element holding a name on one line, like Maven's
        # <system>GitHub</system> in a pom.xml.
        r"|<\s*system\s*>(?![ \t]*[\w.-]+(?:[ \t]+[\w.-]+){0,2}[ \t]*<\s*/\s*system\s*>)"
        r"|(?<![\w-])<\s*/\s*system\s*>|<\s*/\s*system\s*>\s*<\s*/?\s*(?:user|assistant|human|system)\b"
        r"|\[\s*(?:system|inst)\s*\]"
        r"|<\|im_start\|>",
    ),
    _rule(
        "PI003",
        PI,
        H,
        "Tells the agent to hide what it does from the user.",
        # Phrases, not single words ("tell", "warn" are on every page): a negation right
        # before the verb, or the hiding words themselves.
        (
            *(f"{no} {verb}" for no in ("not", "n't", "dont", "never") for verb in _TELL),
            "without tell",
            "without inform",
            "without notif",
            "without alert",
            "knowledge of",
            "keep this",
            "keep it",
            "silently",
            "secretly",
            "covertly",
            "discreetly",
            "hide ",
        ),
        # "Do not tell the user": the negation is the instruction, so it is part of the match.
        # Not when what is kept back is a secret ("never tell the user the API key") or only
        # the frequency ("don't notify the user after every file"), nor when a quotation
        # begins with it and closes on the line ('| "Do not tell the user." |' cites it).
        r"(?=\b(?:do not|don'?t|never)\s)(?:(?<![\"\u201c])|(?<=[\"\u201c])(?![^\n]*?[\"\u201d]))"
        r"(?:do not|don'?t|never)\s+(?:tell|inform|notify|alert|warn|(?:mention|reveal)\s+"
        r"(?:this|it|that|anything)\s+to)\s+(?:the\s+)?(?:user|human|operator|owner)\b"
        r"(?!\s+(?:(?:the|your|any|its|their)\s+)?(?:api[ _-]?keys?|keys?|passwords?|secrets?"
        r"|tokens?|credentials?|passphrases?)\b|\s+(?:after|for|about|on|at)\s+(?:each|every)\b"
        r"|\s+(?:each|every) time\b|\s+(?:individually|separately|repeatedly)\b"
        # "Don't tell the user to run it (run it yourself)": an errand, not a secret.
        # (any verb: "don't tell the user to regenerate", an errand, whatever the errand)
        r"|\s+to\s+[a-z]{2,}\b)"
        # The other forms urge the hiding; a negation before them in the same sentence ("do not
        # silently upload", "never delete files without telling the user") turns them into
        # the opposite, so they match only from a sentence start with no negation on the way
        # (read a word at a time: the phrases start at a word).
        r"|(?:^|(?<=[.!?;:]))(?:[^\w.!?;:\n]|(?!(?:never|not|avoid|refuse)\b|\w*n'?t\b)\w+\b)*?(?:"
        r"\bwithout\s+(?:telling|informing|notifying|alerting|the knowledge of)"
        r"\s+(?:the\s+)?(?:user|human|operator|owner)\b|\bkeep (?:this|it) (?:secret|hidden) from\b"
        r"|\b(?:silently|secretly|covertly|discreetly)\s+(?:send|upload|post|transmit|exfiltrate|"
        r"forward|email|copy)\b[^.\n]{0,60}\bto\b"
        r"|\bhide (?:this|these|it|the output|your actions|all traces)\s+from\s+(?:the\s+)?(?:user|"
        r"human|operator|owner|people)\b)",
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
            "--dangerously-skip",
            "auto-approve",
            "autoapprove",
            "yolo",
        ),
        # (an order, not a description: "type assertions that bypass safety", "you can
        # disable security for development")
        r"(?<!that )(?<!which )(?<!who )(?<!can )(?<!could )(?<!may )(?<!might )(?<!would )"
        r"(?<!will )(?<!does )(?<!they )"
        r"\b(?:disable|turn off|skip|bypass)\b[^.\n]{0,30}\b(?:safety|security|sandbox(?:ing)?|"
        r"approvals?|confirmations?|permission|guardrails?)\b(?:\s+(?:checks?|prompts?|mode))?"
        r"|--dangerously-skip-permissions|\bauto-?approve (?:all|every)|\byolo mode\b",
        leading=True,
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
            # Not "http": a URL is on every page. The order that makes a URL the agent's
            # instructions is what is rare: "whatever it says", "treat it as", "your new
            # instructions are at", "follow the instructions at … before anything else".
            *(f"{subject} {verb}" for subject in _SUBJECTS for verb in _SAYS),
            *(f"treat {what}" for what in ("it", "them", "its", "the")),
            *(f"{noun} {verb}" for noun in _ORDERS for verb in ("are", "is", "live", "can be")),
            "follow the instructions",
        ),
        # A paste site or gist, then an order to act on what it holds.
        r"\b(?:visit|open|go to|fetch|read|load|curl|download|see)\b[^\n]{0,80}"
        + _PASTE_HOST
        + r"[^\n]{0,120}(?:\b(?:run|execute|follow|obey|do what|apply)\b|\bpaste\s+(?:it|them"
        r"|its contents|the (?:commands?|code|script|contents?))\s+(?:in|into)\s+(?:a\s+|the\s+"
        r"|your\s+)?(?:terminal|shell|console))"
        r"|\b(?:follow|run|execute|obey|apply)\s+(?:the\s+)?(?:instructions|commands|steps|script)"
        r"\s+(?:at|from|on|in)\s+(?:https?://)?"
        + _PASTE_HOST
        # Any URL, fetched, then obeyed whatever it says, or made the agent's instructions.
        + r"|\b(?:visit|open|go to|fetch|read|load|curl|wget|download|retrieve|get)\b"
        r"[^\n]{0,80}?https?://[^\n]{0,120}?\b(?:(?:follow|execute|run|obey|do|carry out|apply)"
        r"\s+(?:whatever|everything|all(?:\s+of)?(?:\s+the)?(?:\s+(?:instructions|commands))?"
        r"|the\s+(?:instructions|commands))\s+(?:it|they|the\s+(?:page|file|response"
        r"|document|server))\s+(?:says?|contains?|returns?|lists?|gives?|provides?|tells?\s+you)"
        r"|treat\s+(?:it|them|its\s+contents?|the\s+(?:response|contents?|page|text))\s+as\s+(?:your"
        r"\s+)?(?:new\s+|real\s+|only\s+)?(?:instructions|system prompt|orders|task))\b"
        r"|\b(?:your\s+)?(?:new|real|actual|updated|true|current)\s+(?:instructions|system prompt"
        r"|orders|task list)\s+(?:are|is|live|lives|can be found)\s+(?:at|on|in|here)\b[^\n]{0,20}?"
        r"(?:https?://|www\.)"
        # "Follow the instructions at <URL>" is how a skill cites documentation; it is an order
        # to replace the skill only with a word that says so.
        r"|\bfollow\s+the\s+instructions\s+(?:at|from|on|in)\s+https?://\S+[^\n]{0,80}?(?:"
        r"\bbefore\s+(?:doing|you\s+do)\s+anything(?:\s+else)?|\b(?:they|these|which|it)\s+"
        r"(?:replace|supersede|override|take\s+precedence|come\s+first)|\binstead\s+of\s+(?:these|this"
        r"|the\s+(?:steps|instructions)))",
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
            "your message",
            "your next",
            "the response",
            "the reply",
            "the answer",
            "the output",
            "the message",
            "the next",
            "system prompt",
            "hidden instructions",
        ),
        r"\b(?:echo|print|reveal|show|output|include|repeat|return|paste|disclose|leak|put|insert"
        r"|embed|write)\b[^.\n]{0,40}"
        r"\b(?:authorization header|api[_ -]?keys?|access tokens?|bearer tokens?|secrets?"
        r"|passwords?"
        r"|credentials?|system prompt|environment variables?)\b[^.\n]{0,40}\b(?:in|into|as part of)"
        r"\s+(?:your|the)\s+(?:next\s+)?(?:response|reply|answer|output|message)\b"
        r"(?!\s*(?:file|folder|directory|dir|path|stream|queue|broker|bus|buffer)\b|[-_/]|\.\w)"
        r"|\b(?:reveal|print|show|repeat|output)\s+(?:your|the)\s+(?:full\s+)?(?:system prompt|"
        r"hidden instructions)\b",
    ),
    _rule(
        "PI007",
        PI,
        M,
        "Tells the agent to repeat a call without end.",
        ("indefinitely", "forever", "endlessly", "infinitely", "without stopping", "until"),
        # (media loops — audio, video, an animation, a GIF — play on; they call nothing)
        r"\b(?:retry|repeat|call|invoke|run|loop)\b"
        r"(?![^.\n]{0,30}\b(?:audio|video|animation|gif|music|sound|clip|playback|frames?)\b)"
        r"[^.\n]{0,40}\b(?:indefinitely|forever|endlessly|"
        r"infinitely|without (?:stopping|limit|end)|until (?:the result|the response|it) "
        r"(?:contains|returns|includes|reveals))\b",
        scope=Scope.PROSE,  # an order to the agent; a loop in code is the code's business
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
        # (not across a list of code spans: "`eval`, `exec`, `Function(`, `FromBase64String`")
        r"\bbase64\s+(?:-d|--decode|-D)\b(?:[^\n`]|`(?![,;])){0,500}?\|\s*(?:sudo\s+)?(?:ba|z|k|da)?sh\b"
        r"|\b(?:eval|exec|Function|execSync|system|popen|spawn)\((?:[^\n`]|`(?![,;])){0,80}(?:b64decode|"
        r"base64\s+(?:-d|--decode)|atob|fromhex|unhexlify|codecs\.decode|zlib\.decompress|marshal\.loads|"
        r"FromBase64String)|-(?:e|enc|encodedcommand)\s+[A-Za-z0-9+/=]{24,}"
        r"|\b(?:iex|invoke-expression)\b(?:[^\n`]|`(?![,;])){0,300}?(?:frombase64string|downloadstring"
        r"|iwr|irm)",
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
            "join",
            "combine",
            "read every",
            "take every",
            "convert",
            "translat",
            "turn ",
        ),
        r"\b(?:decode|deobfuscate|reverse|unscramble|concatenate|reassemble|join|combine|xor)\b"
        r"[^.\n]{0,60}\b(?:base64|base85|base32|hex|rot13|the (?:following|string|parts|fragments|"
        r"characters|letters|bytes)|each (?:byte|character)|these (?:parts|strings|fragments))\b"
        r"[^\n]{0,100}"
        + _ACT_ON_IT
        # "Convert the hex below to ASCII and run it": converting from an encoding (not to one,
        # as in "convert the image to base64") into readable text, then acting on it.
        + r"|\b(?:convert|translate|turn)\b[^.\n]{0,60}?(?:\bfrom\s+"
        + _ENCODING
        + r"\b"
        r"|(?<!to )(?<!into )\b" + _ENCODING + r"\b[^.\n]{0,60}?\b(?:in)?to\s+(?:(?:plain|readable"
        r"|normal|an?)\s+)?(?:ascii|text|strings?|characters|letters|utf-?8|commands?|shell)\b)"
        r"[^\n]{0,100}" + _ACT_ON_IT +
        # A skip cipher: what it spells is hidden text, unless the sentence hands it to the user
        # (a puzzle) and does not also tell the agent to act on it.
        r"|\b(?:read|take)\s+every\s+(?:second|other|third|fourth|fifth|sixth|seventh|eighth|ninth"
        r"|tenth|n-?th|\d+(?:st|nd|rd|th))\s+(?:character|letter|word|line|byte)s?\b(?:[^\n]{0,100}"
        + _ACT_ON_IT
        + r"|(?![^.\n]{0,300}\b(?:tell|show|give|report)\s+(?:\w+\s+)?(?:to\s+)?the\s+user\b))",
        scope=Scope.PROSE,
        leading=True,
    ),
    _rule("OBF004", OBF, H, "Builds a command out of small string pieces or escapes."),
    _rule(
        "OBF005",
        OBF,
        M,
        "Decodes an encoded file (a payload kept out of sight).",
        ("base64",),
        # The file operand: not a redirect (2>/dev/null, >out) nor an option.
        r"\bbase64\s+(?:-\w+\s+)*(?:-d|--decode|-D)\s+(?:-\w+\s+)*(?!\d*>)[^\s|;&<>-][^\s|;&<>]*",
        leading=True,
    ),
    _rule(
        "EXF006",
        EXF,
        H,
        "Encodes a value and posts it from standard input.",
        ("base64", "xxd", "gzip", "openssl"),
        r"\|\s*(?:base64|xxd|gzip|openssl\s+enc)\b[^\n|]{0,500}+\|\s*curl\b[^\n]{0,500}?(?:--data(?:-binary)?|-d|-T|-F)"
        r"\s+[\"']?@?-",
    ),
)
