"""Rules about data leaving: exfiltration and credentials."""

from __future__ import annotations

from hermes_core.security.findings import Category, Risk
from hermes_core.security.rule import Rule
from hermes_core.security.rule import rule as _rule

__all__ = ["DATA_RULES"]

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
        r"|JSON\.stringify\(\s*process\.env\s*\)|\bprintenv\s*(?:\||>|$)|(?:^|[;&|]\s*|\$\()\s*env\s*\|",
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
        r"\bcurl\b[^\n]*(?:-F|--form|-T|--upload-file|--data-binary|-d|--data)\s+[\"']?@(?!-)"
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
        + r"[^\n]{0,40}\|\s*(?:curl|nc|base64|gzip|xxd)"
        r"|security\s+(?:find|dump)-(?:generic|internet)-password|security\s+dump-keychain",
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
        r"\bAKIA[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{40,}"
        r"|\bxox[abprs]-[0-9A-Za-z-]{10,}|\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{24,}"
        r"|\bAIza[0-9A-Za-z_-]{35}\b|-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP )?PRIVATE KEY-----"
        r"|\b[sr]k_live_[0-9a-zA-Z]{24,}|\bglpat-[0-9A-Za-z_-]{20,}",
        negatable=False,
    ),
)
