"""Rules about data leaving: exfiltration and credentials."""

from __future__ import annotations

from hermes_core.security.findings import Category, Risk
from hermes_core.security.rule import Rule
from hermes_core.security.rule import rule as _rule

__all__ = ["CRED_PATHS", "DATA_RULES"]

C, H, M, L = Risk.CRITICAL, Risk.HIGH, Risk.MEDIUM, Risk.LOW
EXF, PI, OBF = Category.EXFILTRATION, Category.PROMPT_INJECTION, Category.OBFUSCATION
PER, SUP, NET = Category.PERSISTENCE, Category.SUPPLY_CHAIN, Category.NETWORK
DES, EXE, CRED = Category.DESTRUCTIVE, Category.EXECUTION, Category.CREDENTIAL_EXPOSURE
PATH, PRIV, MINE = Category.PATH_TRAVERSAL, Category.PRIVILEGE_ESCALATION, Category.CRYPTO_MINING
UNI, HOMO, STR = Category.INVISIBLE_TEXT, Category.HOMOGLYPH, Category.STRUCTURE
_CRED_PATHS = (
    r"(?:\.ssh/(?:id_[a-z0-9]+\b(?!\.pub)|[\w.-]*key\b(?!\.pub))|\.ssh/?(?=\s|$|[\"'`])|"
    r"\.aws/credentials|"
    r"\.aws/config|\.kube/config|\.docker/config\.json|\.netrc|\.npmrc|\.pypirc|"
    r"\.git-credentials|\.config/gcloud|application_default_credentials\.json|/etc/shadow|"
    r"login\.keychain|keychain-db|logins\.json|key[34]\.db|cookies\.sqlite|"
    r"(?:chrome|chromium|brave|edge)[\w /\\-]*(?:login data|cookies|local state)|"
    r"\.mozilla/firefox|\.gnupg|wallet\.dat|\.bash_history|\.zsh_history|"
    r"\.config/gh/hosts\.yml|\.azure/|\.password-store)"
)
# Shared with the exfiltration flow check.
CRED_PATHS = _CRED_PATHS
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
DATA_RULES: tuple[Rule, ...] = (
    # -- exfiltration ---------------------------------------------------------------
    _rule("EXF001", EXF, C, "A secret is sent over the network to a host it does not belong to."),
    _rule(
        "EXF002",
        EXF,
        M,
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
        ("dig ", "nslookup", "gethostbyname", "getaddrinfo", "host ", "drill ", "resolve("),
        r"(?:^|[;&|(]\s*|\$\s+|[\"'`]\s*)(?:dig|nslookup|drill|host)\s+(?:@\S+\s+)?[^\s|;&]*"
        r"(?:\$\(|\$\{|\{\w+\}|base64|xxd|%s)"
        r"|(?:gethostbyname|getaddrinfo|resolve)\(\s*f?[\"'][^\"'\n]*\{",
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
        r"|canarytokens|discord(?:app)?\.com/api/webhooks|api\.telegram\.org/bot|transfer\.sh"
        r"|0x0\.st|hookbin|beeceptor)",
    ),
    _rule(
        "EXF005",
        EXF,
        M,
        "Files are uploaded to a remote host.",
        ("curl", "scp ", "rsync", "upload"),
        # -F/--form name=@file (or name=<file), -T/--upload-file file, -d/--data…  @file; short
        # options are case-sensitive (-f, -t and -D are other options). "-" is stdin (EXF006).
        # A call to this machine (localhost, 127.x, [::1]) uploads nothing anywhere.
        r"\bcurl\b"
        + _NOT_LOOPBACK
        + r"(?:[^\n]{0,1000}?(?:\s(?-i:-F)|--form)\s*[\"']?(?:[^\s\"'=@<]*=)?"
        r"[@<](?!-(?:[\s\"']|$))"
        r"|[^\n]{0,1000}?(?:\s(?-i:-T)|--upload-file)\s*[\"']?(?!-(?:[\s\"']|$))[^\s\"'|;&]"
        r"|[^\n]{0,1000}?(?:(?:\s(?-i:-d)|--data(?:-binary|-ascii)?)\s*[\"']?|--data-urlencode\s*"
        r"[\"']?[\w.-]*)@(?!-(?:[\s\"']|$)))"
        r"|\bscp\s+[^\n]*\s[\w.-]+@[\w.-]+:",
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
        ),
        r"(?<![\w-])(?:cat|less|more|head|tail|cp|mv|scp|rsync|tar|zip|7z|gzip|base64|xxd|strings"
        r"|type)\s+(?:-\S+\s+)*[^\s|;&]*"
        + _CRED_PATHS
        + r"|(?:open|read_text|read_bytes|readFile(?:Sync)?|load|expanduser)\([^)\n]{0,60}"
        + _CRED_PATHS
        + r"|\b(?:send|upload|exfiltrate|steal|grab|harvest|collect|email|post|dump|copy)\b"
        r"[^.\n]{0,40}"
        + _CRED_PATHS
        + "|"
        + _CRED_PATHS
        + r"[^\n]{0,40}\|\s*(?:curl|nc|base64|gzip|xxd)|"
        + _ARCHIVED
        + _CRED_PATHS
        + "|"
        + _UPLOADED
        + _CRED_PATHS
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
            "private key-----",
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
    ),
)
