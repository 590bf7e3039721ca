"""Rules about data leaving: exfiltration and credentials."""

from __future__ import annotations

import re

from hermes_core.security.findings import Category, Risk
from hermes_core.security.rule import Rule
from hermes_core.security.rule import rule as _rule

__all__ = ["CRED_PATHS", "DATA_RULES", "DOTENV", "OWNERS"]

C, H, M, L = Risk.CRITICAL, Risk.HIGH, Risk.MEDIUM, Risk.LOW
EXF, PI, OBF = Category.EXFILTRATION, Category.PROMPT_INJECTION, Category.OBFUSCATION
PER, SUP, NET = Category.PERSISTENCE, Category.SUPPLY_CHAIN, Category.NETWORK
DES, EXE, CRED = Category.DESTRUCTIVE, Category.EXECUTION, Category.CREDENTIAL_EXPOSURE
PATH, PRIV, MINE = Category.PATH_TRAVERSAL, Category.PRIVILEGE_ESCALATION, Category.CRYPTO_MINING
UNI, HOMO, STR = Category.INVISIBLE_TEXT, Category.HOMOGLYPH, Category.STRUCTURE
# (not a file the skill ships under one of its own folders: templates/.npmrc is a template)
_CRED_PATHS = (
    r"(?<!templates/)(?<!template/)(?<!assets/)(?<!examples/)(?<!fixtures/)(?<!samples/)"
    r"(?:\.ssh/(?:id_[a-z0-9]+\b(?!\.pub)|[\w.-]*key\b(?!\.pub))|\.ssh/?(?=\s|$|[\"'`])|"
    r"\.aws/credentials|"
    r"\.aws/config|\.kube/config|\.docker/config\.json|\.netrc|\.npmrc|\.pypirc|"
    r"\.git-credentials|\.config/gcloud|application_default_credentials\.json|/etc/shadow|"
    r"login\.keychain|keychain-db|logins\.json|key[34]\.db|cookies\.sqlite|"
    r"(?:chrome|chromium|brave|edge)[\w /\\-]*(?:login data|cookies|local state)|"
    r"\.mozilla/firefox|\.gnupg|wallet\.dat|\.bash_history|\.zsh_history|"
    r"\.config/gh/hosts\.yml|\.azure/|\.password-store)"
)
# A .env file (or .env.local, .env.production…), not process.env or import.meta.env, not a
# virtualenv folder named .env, not a template (.env.example, .env.sample…).
_DOTENV = (
    r"(?<![\w$.])\.env(?:\.(?!(?:example|sample|template|tpl|dist|defaults?)\b)[\w-]+)?(?![\w/.-])"
)
# Shared with the exfiltration flow check.
CRED_PATHS = _CRED_PATHS
DOTENV = _DOTENV
# A credential store or a .env file: what a harvest looks for and an upload sends.
_SECRET_FILES = r"(?:" + _CRED_PATHS + "|" + _DOTENV + ")"
# The name a find or glob looks for: a .env file, an SSH key, a credential file.
_SECRET_FILE_NAME = (
    r"(?:" + _DOTENV + r"\*?|\.env\*|id_(?:rsa|dsa|ecdsa|ed25519)\*?|\.netrc|\.npmrc|\.pypirc"
    r"|\.git-credentials|\.pgpass|credentials(?:\.json)?|wallet\.dat|logins\.json|key[34]\.db"
    r"|cookies\.sqlite)"
)
# A recursive search for credential files whose hits are read: find … -name .env | xargs
# cat, find … -exec cat {}, or a recursive glob (**/.env, rglob(".env")).
_HARVEST = (
    r"\bfind\b[^\n|;&]{0,300}?\s-i?(?:name|path|wholename)\s+[\"']?(?:\*/)?"
    + _SECRET_FILE_NAME
    + r"[\"']?(?=[\s)]|$)[^\n]{0,300}?(?:\|\s*xargs\s+(?:-\S+\s+)*|-exec\s+)"
    r"(?:cat|head|tail|cp|tar|zip|base64|strings|grep)\b"
    r"|\brglob\(\s*[\"']" + _SECRET_FILE_NAME + r"[\"']|\*\*[\\/]" + _SECRET_FILE_NAME
)
# A credential path given as a source to an archiver: tar in create mode (c in the first
# option group, or -c…/--create later), zip (always adds), 7z a.
_ARCHIVED = (
    r"\b(?:tar\s+(?:-?|[^|;&\n]{0,200}?\s-)(?-i:[a-zA-Z]*c[a-zA-Z]*)|tar\s+[^|;&\n]{0,200}?--create"
    r"|zip|7z[a-z]?\s+a)\s[^|;&\n]{0,500}?(?<=\s)[\"']?[^\s|;&\"']*"
)
# A credential path uploaded as a file by curl (-T, -F name=@, -d @, --data-binary @).
_UPLOADED = (
    r"\bcurl\b[^\n]{0,1000}?(?:\s(?-i:-T)|--upload-file|(?:\s(?-i:-F)|--form)\s*[\"']?[^\s\"'=@]*=@"
    r"|(?:\s(?-i:-d)|--data(?:-binary)?)\s*[\"']?@)\s*[\"']?[^\s|;&\"']*"
)
# What may come right before a command word: a word that also ends longer words needs
# one of these in its anchor.
_WORD_START = (" ", "\t", "\n", "(", "`", '"', "'", ";", "|", "&")
# Words that make a value a secret, in a variable's name.
_SECRET_WORD = (
    r"(?:\w*_)?(?:token|secret|passw\w*|pwd|api_?key|apikey|access_?key|private_?key|credentials?"
    r"|creds?)s?(?:_\w*)?"
)
# A DNS label built from hidden or secret data: a command substitution ($(…)), a
# variable named like a secret ($GITHUB_TOKEN, ${api_key}), or an f-string, template or
# format field that encodes, reads the environment or names a secret ({b64encode(d)},
# ${btoa(key)}, {token}); followed by more of the name, so it is one label of a longer
# name (a lookup of "$DOMAIN" or "{host}" as a whole is just a lookup).
# (A backtick substitution counts only in a lookup command: in Markdown, backticks are
# inline code.)
_LABEL_END = r"(?=[^\s\"'`|;&<>/]*\.[\w${(])"
_BUILT_LABEL = (
    r"(?:\$\((?:[^()\n]|\([^()\n]*\))*\)|\$\{?" + _SECRET_WORD + r"\}?"
    r"|\$?\{[^{}\n]*(?:encod|b64|b32|base64|base32|hexlify|\.hex\(|btoa|environ|getenv|process\.env"
    r"|token|secret|passw|api_?key|credential)[^{}\n]*\})" + _LABEL_END
)
# Whose API a secret belongs to: a name fragment and the hosts it may be sent to (shared
# with the exfiltration flow check).
OWNERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("GITHUB", ("github.com", "githubusercontent.com")),
    ("GH_", ("github.com",)),
    ("OPENAI", ("openai.com", "openai.azure.com")),
    ("ANTHROPIC", ("anthropic.com",)),
    ("CLAUDE", ("anthropic.com",)),
    ("HF_", ("huggingface.co", "hf.co")),
    ("HUGGINGFACE", ("huggingface.co", "hf.co")),
    ("NPM", ("npmjs.org", "npmjs.com")),
    ("SLACK", ("slack.com",)),
    ("NVIDIA", ("nvidia.com", "nvcr.io")),
    ("NGC", ("nvidia.com", "nvcr.io")),
    ("AWS", ("amazonaws.com", "aws.amazon.com")),
    ("GOOGLE", ("googleapis.com", "google.com")),
    ("GEMINI", ("googleapis.com",)),
    ("STRIPE", ("stripe.com",)),
    ("SENTRY", ("sentry.io",)),
    ("DATADOG", ("datadoghq.com", "datadoghq.eu")),
    ("LINEAR", ("linear.app",)),
    ("NOTION", ("notion.com", "notion.so")),
    ("ATLASSIAN", ("atlassian.net", "atlassian.com")),
    ("JIRA", ("atlassian.net",)),
    ("GITLAB", ("gitlab.com",)),
    ("CLOUDFLARE", ("cloudflare.com",)),
    ("TWILIO", ("twilio.com",)),
    ("SENDGRID", ("sendgrid.com",)),
    ("VERCEL", ("vercel.com",)),
    ("FIGMA", ("figma.com",)),
    ("MISTRAL", ("mistral.ai",)),
    ("GROQ", ("groq.com",)),
    ("OPENROUTER", ("openrouter.ai",)),
)
# A key that is obviously a placeholder: a long run of one character, "xxxx", a counting
# sequence, or a word such as EXAMPLE or your (AWS documents AKIAIOSFODNN7EXAMPLE).
_NOT_PLACEHOLDER = (
    r"(?![\w-]*?(?:"
    + "|".join(f"{char}{{6}}" for char in "0123456789abcdefghijklmnopqrstuvwxyz")
    + r"|xxxx|12345|abcdef|example|your|placeholder|dummy|fake|sample|redacted|replace|changeme))"
)
# No URL of the command (up to a pipe or ;) points at this machine.
_NOT_LOOPBACK = (
    r"(?![^\n|;&]{0,1000}?://(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1\])(?=[:/\s\"'`]|$))"
)
# A request header carrying a key: where a vendor's API takes it.
_AUTH_HEADER = (
    r"(?:-H|--header)\s*[\"']?(?:authorization|x-api-key|api-key|private-token|x-auth-token"
    r"|x-goog-api-key)\s*:"
)
# Hosts under an owner's domain that anyone can claim (buckets, webhooks, forms, pages).
_CLAIMABLE_HOST = (
    r"(?:gist\.github|hooks\.slack\.com|docs\.google\.com|storage\.googleapis\.com|forms\.gle"
    r"|[\w.-]*s3[.-][\w.-]*amazonaws|[\w.-]*\.(?:execute-api|lambda-url)\.)"
)


def _owned_request() -> str:
    """A command (up to a pipe or ;) whose auth header holds a key of the company that
    owns every URL it names: an upload to the key's own API (a release asset to
    uploads.github.com with $GITHUB_TOKEN) sends the files to whoever holds the key."""
    owned = []
    for fragment, hosts in OWNERS:
        host = r"(?:[\w-]+\.)*(?:" + "|".join(map(re.escape, hosts)) + r")(?![\w.-])"
        owned.append(
            r"(?=[^\n|;&]{0,1000}?" + _AUTH_HEADER + r"[^\"'\n]{0,40}?\$\{?\w*" + fragment + ")"
            r"(?=[^\n|;&]{0,1000}?https?://(?!" + _CLAIMABLE_HOST + ")" + host + ")"
            r"(?![^\n|;&]{0,1000}?https?://(?!" + host + "))"
        )
    return r"(?=[^\n|;&]{0,1000}?" + _AUTH_HEADER + r")(?:" + "|".join(owned) + ")"


DATA_RULES: tuple[Rule, ...] = (
    # -- exfiltration ---------------------------------------------------------------
    _rule("EXF001", EXF, C, "A secret is sent over the network to a host it does not belong to."),
    _rule(
        "EXF002",
        EXF,
        L,
        "The whole environment is dumped (all variables, secrets included).",
        ("os.environ", "process.env", "printenv", "env |", "env|", "environ.copy", "getenv()"),
        r"dict\(\s*os\.environ\s*\)|os\.environ\.copy\(\)|json\.dumps\(\s*(?:dict\()?os\.environ"
        r"|JSON\.stringify\(\s*process\.env\s*\)|\bprintenv\s*(?:\||>|$)|(?:^|[;&|]\s*|\$\()\s*env\s*\|"
        # (not when the names alone are kept: env | cut -d= -f1)
        r"(?!\s*cut\s+-d\s*['\"]?=['\"]?\s+-f\s*1\b)"
        # Java's System.getenv() with no name is the whole map: copied, printed or serialised.
        r"|\bnew\s+\w*Map\b[^(\n]*\(\s*System\.getenv\(\)\s*\)|System\.getenv\(\)\.toString\(\)"
        r"|\b(?:println|print|toJson|writeValueAsString)\(\s*System\.getenv\(\)\s*\)",
    ),
    _rule(
        "EXF003",
        EXF,
        C,
        "Data is smuggled out through DNS lookups of built-up host names.",
        (
            "dig ",
            "nslookup",
            "drill ",
            # (host and ping end other words: localhost, ghost, keeping, mapping)
            *(before + word for word in ("host ", "ping ", "ping6 ") for before in _WORD_START),
            "host -",
            "ping -",
            "ping6 -",
            "getent ",
            "traceroute ",
            "gethostbyname",
            "getaddrinfo",
            "resolve(",
            "resolvetxt(",
            "resolve4(",
            "resolve6(",
            "resolveany(",
            ".query(",
            "lookup(",
            "lookuphost(",
            "lookupip(",
            "lookuptxt(",
            "lookupaddr(",
            "lookupcname(",
            "lookupmx(",
            "://$",
            "://{",
        ),
        # A lookup tool run as a command (at a line start, even indented, or after ; & | ( do
        # then sudo xargs $( or a quote), options and their values, then a name with a built
        # label; a Python, Node or Go resolver call on such a name; or a URL whose host has one.
        r"(?:^\s*|[;&|(`]\s*|\$\(\s*|\$\s+|[\"']\s*|\b(?:do|then|else|sudo|xargs|exec|nohup|time)\s+)"
        r"(?:dig|nslookup|drill|host|ping6?|getent\s+(?:a?hosts\w*)|traceroute6?)"
        r"(?:\s+[^\s|;&\"'`$]+){0,6}?\s+[\"']?[^\s|;&\"'`]*?(?:`\w[^`\n]*`"
        + _LABEL_END
        + "|"
        + _BUILT_LABEL
        + r")|\b(?:gethostbyname(?:_ex)?|getaddrinfo|resolve\w*|query|lookup\w*"
        r"|Lookup(?:Host|IP|Addr|TXT|CNAME|MX))\(\s*(?:[rfb]{1,2})?[\"'`][^\"'`\n]*?"
        + _BUILT_LABEL
        + r"|://[^/\s\"'`@]*?"
        + _BUILT_LABEL,
    ),
    _rule(
        "EXF004",
        EXF,
        H,
        "Data goes to a known collection or paste service.",
        (
            "webhook.site",
            "requestbin",
            "pipedream",
            "burpcollaborator",
            "oast.",
            "interact.sh",
            "canarytokens",
            "discord.com/api/webhooks",
            "discordapp.com/api/webhooks",
            "api.telegram.org/bot",
            "transfer.sh",
            "0x0.st",
            "hookbin",
            "beeceptor",
        ),
        r"(?:webhook\.site|requestbin|pipedream\.net|burpcollaborator\.net|\boast\.\w+|interact\.sh"
        # (a chat webhook or bot with its id written out: a placeholder the user fills,
        # discord.com/api/webhooks/..., is their own)
        r"|canarytokens|discord(?:app)?\.com/api/webhooks/\d{6,}|api\.telegram\.org/bot\d{6,}:"
        r"|transfer\.sh"
        r"|0x0\.st|hookbin|beeceptor)",
        leading=True,
    ),
    _rule(
        "EXF005",
        EXF,
        M,
        "Files are uploaded to a remote host.",
        ("curl", "scp "),
        # -F/--form name=@file (or name=<file), -T/--upload-file file, -d/--data…  @file; short
        # options are case-sensitive (-f, -t and -D are other options). "-" is stdin (EXF006).
        # A call to this machine (localhost, 127.x, [::1]) uploads nothing anywhere.
        # Nor one to the API of the company whose key is in the auth header.
        r"\bcurl\b"
        + _NOT_LOOPBACK
        + r"(?!"
        + _owned_request()
        + r")(?:[^\n]{0,1000}?(?:\s(?-i:-F)|--form)\s*[\"']?(?:[^\s\"'=@<]*=)?"
        r"[@<](?!-(?:[\s\"']|$))"
        r"|[^\n]{0,1000}?(?:\s(?-i:-T)|--upload-file)\s*[\"']?(?!-(?:[\s\"']|$))[^\s\"'|;&]"
        r"|[^\n]{0,1000}?(?:(?:\s(?-i:-d)|--data(?:-binary|-ascii)?)\s*[\"']?|--data-urlencode\s*"
        r"[\"']?[\w.-]*)@(?!-(?:[\s\"']|$)))"
        r"|\bscp\s+[^\n]{0,500}?\s[\w.-]+@[\w.-]+:",
        leading=True,
    ),
    # -- credentials ----------------------------------------------------------------
    _rule(
        "CRED001",
        CRED,
        H,
        "Reads a well-known credential store (SSH keys, cloud keys, browser data).",
        (
            ".ssh",
            ".aws",
            ".kube/config",
            ".docker/config",
            ".netrc",
            ".npmrc",
            ".pypirc",
            ".git-credentials",
            "gcloud",
            "/etc/shadow",
            "keychain",
            "logins.json",
            "key4.db",
            "key3.db",
            "cookies",
            "login data",
            ".mozilla",
            ".gnupg",
            "wallet.dat",
            "_history",
            "gh/hosts",
            ".azure",
            "password-store",
            "local state",
            "find-generic-password",
            "find-internet-password",
            # .env files (not process.env: the dot must follow a quote, slash or space)
            "'.env",
            '".env',
            "/.env",
            " .env",
            "*.env",
            "@.env",
            "=.env",
            "`.env",
            # a search for credential files
            " -name ",
            " -iname ",
            " -path ",
            " -wholename ",
            "rglob",
            "**/",
        ),
        r"(?<![\w-])(?:cat|less|more|head|tail|cp|mv|scp|rsync|tar|zip|7z|gzip|base64|xxd|strings"
        r"|type)\s+(?:-\S+\s+)*[^\s|;&]*"
        + _CRED_PATHS
        # open(…), a file API, or a path object made and then read: Path("~/.aws/credentials")
        # .expanduser().read_text(). The call may hold one level of brackets.
        + r"|(?:open|read_text|read_bytes|readFile(?:Sync)?|load|expanduser)\((?:[^()\n]"
        r"|\([^()\n]{0,40}\)){0,80}?"
        + _CRED_PATHS
        + r"|\bPath\((?:[^()\n]|\([^()\n]{0,40}\)){0,80}?"
        + _CRED_PATHS
        + r"[^\n]{0,60}?\.(?:read_text|read_bytes|open)\("
        # (a verb, not a placeholder or a value: "<email>", "{email}", "$email")
        + r"|(?<![<{\"'$])\b(?:send|upload|exfiltrate|steal|grab|harvest|collect|email|post|dump"
        r"|copy)\b(?![>}])"
        r"[^.\n]{0,40}"
        + _CRED_PATHS
        + r"|(?<![<{\"'$])\b(?:send|upload|exfiltrate|steal|grab|harvest|email)\b[^.\n]{0,40}"
        + _DOTENV
        + "|"
        + _CRED_PATHS
        + r"[^\n]{0,40}\|\s*(?:curl|nc|base64|gzip|xxd)|"
        + _DOTENV
        + r"[^\n|]{0,40}\|\s*(?:curl|wget|nc|ncat)\b|"
        + _ARCHIVED
        + _CRED_PATHS
        + "|"
        + _UPLOADED
        + _SECRET_FILES
        + "|"
        + _HARVEST
        # macOS keychain: a dump, or reading another program's secret (a browser's "Safe
        # Storage" key decrypts its saved cookies and passwords); -g prints any item. A
        # skill reading back the item it stored itself is not matched.
        + r"|\bsecurity\s+dump-keychain\b"
        r"|\bsecurity\s+(?:find|dump)-(?:generic|internet)-password\b"
        r"(?=[^\n|;&]{0,300}(?:safe storage|\s-(?-i:[a-z]*g[a-z]*)\b))",
    ),
    _rule("CRED002", CRED, M, "Collects several secrets (tokens, keys, passwords) in one place."),
    _rule("CRED004", CRED, H, "Sweeps the environment for every secret-looking variable."),
    _rule(
        "CRED003",
        CRED,
        M,
        "A live-looking secret is written into the skill.",
        (
            "akia",
            "ghp_",
            "gho_",
            "ghu_",
            "ghs_",
            "ghr_",
            "github_pat_",
            "xoxb-",
            "xoxp-",
            "xoxa-",
            "xoxr-",
            "xoxs-",
            "sk-",
            "aiza",
            "-----begin",
            "sk_live_",
            "rk_live_",
            "glpat-",
        ),
        r"\bAKIA" + _NOT_PLACEHOLDER + r"[0-9A-Z]{16}\b"
        r"|\bgh[pousr]_" + _NOT_PLACEHOLDER + r"[A-Za-z0-9]{36,}\b"
        r"|\bgithub_pat_" + _NOT_PLACEHOLDER + r"[A-Za-z0-9_]{40,}"
        r"|\bxox[abprs]-" + _NOT_PLACEHOLDER + r"[0-9A-Za-z-]{10,}"
        r"|\bsk-(?:ant-|proj-)?" + _NOT_PLACEHOLDER + r"[A-Za-z0-9_-]{24,}"
        r"|\bAIza" + _NOT_PLACEHOLDER + r"[0-9A-Za-z_-]{35}\b"
        r"|-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP )?PRIVATE KEY-----"
        r"|\b[sr]k_live_" + _NOT_PLACEHOLDER + r"[0-9a-zA-Z]{24,}"
        r"|\bglpat-" + _NOT_PLACEHOLDER + r"[0-9A-Za-z_-]{20,}",
        negatable=False,
        leading=True,
    ),
)
