"""Names and paths that hold secrets: a variable named for a secret (``API_KEY``,
``githubToken``) and a path to a credential store (``~/.ssh/id_rsa``, ``~/.aws``), in any
spelling. Used by the lexicon's checked words and by the flows of code."""

from __future__ import annotations

import re

__all__ = ["secret_name", "secret_path"]

# A variable name that holds a secret: API_KEY, githubToken, DB_PASSWORD, client_secret…
# (not one that holds an address, an id or a count: TOKEN_ADDRESS, token_id, MAX_TOKENS).
_SECRET_NAME = re.compile(
    r"(?:^|[_.-]|(?<=[a-z]))(?:token|secret|passw(?:or)?d|passphrase|api_?key|apikey"
    r"|access_?key|private_?key|credentials?|auth|bearer|cookie|session_?key|signing_?key"
    r"|client_?secret|webhook|dsn|conn(?:ection)?_?string|mnemonic|seed)s?(?:$|[_.-]|(?=[A-Z0-9]))",
    re.IGNORECASE,
)
_NOT_SECRET_PART = frozenset(
    "max min count limit num number total usage budget length size per estimated window".split()
)
_NOT_SECRET_NAME = re.compile(
    r"(?:address|addr|mint|contract|symbol|decimals|count|limit|max|min|length|len|size|"
    r"usage|budget|price|cost|url|uri|endpoint|host|name|file|path|dir|type|kind|format|"
    r"field|header|prefix|id|ids|index|expir\w*|ttl|timeout|scope|rate|per|estimat\w*|"
    r"window|num|number|total|limit|pool|program|account|vault|lp|pair)s?$",
    re.IGNORECASE,
)


def secret_name(name: str) -> bool:
    """Whether a variable's name says it holds a secret."""
    if len(name) < 3 or not _SECRET_NAME.search(name):
        return False
    parts = re.split(r"[_.-]|(?<=[a-z])(?=[A-Z])", name)
    if any(part.lower() in _NOT_SECRET_PART for part in parts):
        return False  # MAX_TOKENS, token_count: a number about tokens, not a token
    return not _NOT_SECRET_NAME.fullmatch(parts[-1])


# Credential stores, as path pieces: any spelling of the path (``~/.ssh/id_rsa``,
# ``$HOME/.ssh`` + ``id_rsa``, ``.ssh\\id_ed25519``, ``Path.home() / ".aws"``) holds one.
_STORES = (
    (
        re.compile(
            r"\.ssh(?:[/\\](?!(?:config|known_hosts\w*|authorized_keys\w*|[\w.-]*\.pub)\b)|\b(?![/\\]))"
            r"|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)",
            re.IGNORECASE,
        ),
        "an SSH private key",
    ),
    (re.compile(r"\.aws\b", re.IGNORECASE), "AWS credentials"),
    (
        re.compile(r"\w\.(?:jks|keystore|p12|pfx)\b|\bkeystore\.properties\b", re.IGNORECASE),
        "a signing key store",
    ),
    (re.compile(r"\.kube\b|\bkubeconfig\b", re.IGNORECASE), "a Kubernetes config"),
    (re.compile(r"\.docker[/\\]config\.json", re.IGNORECASE), "Docker registry logins"),
    (
        re.compile(
            r"\.(?:netrc|npmrc|pypirc|pgpass|git-credentials)\b|\.gem[/\\]credentials\b",
            re.IGNORECASE,
        ),
        "a login file",
    ),
    (
        re.compile(r"\.config[/\\](?:gcloud|gh)\b|application_default_credentials", re.IGNORECASE),
        "cloud CLI credentials",
    ),
    (
        re.compile(r"\.gnupg\b|\.password-store\b|wallet\.dat|keychain|\.azure\b", re.IGNORECASE),
        "a key store",
    ),
    (
        re.compile(
            r"login.data|cookies\.sqlite|logins\.json|key[34]\.db|local.state"
            # Chromium's autofill and card store
            r"|(?-i:\bWeb Data\b)",
            re.IGNORECASE,
        ),
        "browser logins",
    ),
    (
        # wallets: desktop wallets' files, a browser extension's storage (where wallet
        # extensions keep their vaults), keystores of Ethereum and Solana keys
        re.compile(
            r"exodus\.wallet|\.?electrum[/\\]wallets|local.extension.settings"
            r"|ethereum[/\\]keystore|\.config[/\\]solana[/\\]id\.json",
            re.IGNORECASE,
        ),
        "a crypto wallet",
    ),
    (
        re.compile(r"\.(?:bash|zsh)_history\b|/etc/shadow\b", re.IGNORECASE),
        "shell history or hashes",
    ),
    (
        re.compile(
            r"(?<![\w$.])\.env(?:rc)?(?:\.(?!example|sample|template|dist|defaults?)[\w-]+)?(?![\w/.-])",
            re.IGNORECASE,
        ),
        "a .env file",
    ),
)


def secret_path(text: str) -> str | None:
    """What credential store ``text`` (a path or a list of pieces) names, if any."""
    for pattern, what in _STORES:
        if pattern.search(text):
            return what
    return None
