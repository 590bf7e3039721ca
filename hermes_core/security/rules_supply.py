"""Rules about the supply chain: downloads piped into interpreters, unpinned and
unverified installs, disabled TLS checks, typosquats."""

from __future__ import annotations

from hermes_core.security.findings import Category, Risk
from hermes_core.security.rule import Rule
from hermes_core.security.rule import rule as _rule
from hermes_core.security.shell_patterns import (
    CURL_K,
    KNOWN_INSTALLER,
    KNOWN_SOURCE,
    PIPE_TO_INTERPRETER,
    PIPED,
    UNKNOWN_FETCH,
)

__all__ = ["SUPPLY_RULES"]

C, H, M, L = Risk.CRITICAL, Risk.HIGH, Risk.MEDIUM, Risk.LOW
SUP = Category.SUPPLY_CHAIN

SUPPLY_RULES: tuple[Rule, ...] = (
    _rule(
        "SUP001",
        SUP,
        H,
        "Pipes a download straight into a shell or interpreter.",
        ("curl", "wget", "iwr", "irm", "invoke-webrequest", "invoke-restmethod", "fetch"),
        r"\b(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod)\b"
        + PIPED
        + UNKNOWN_FETCH
        + PIPE_TO_INTERPRETER,
        leading=True,
        more=(
            # A shell or interpreter running what a download prints: sh <(curl …), python3
            # -c "$(curl …)", eval "$(curl …)" (each has a process substitution).
            (
                ("<(", "$("),
                r"(?:\b(?:(?:ba|z|k|da)?sh|python[0-9.]*|perl|ruby|node|php)\s+(?:-\w+\s+)*"
                r"(?:<\(|-[ce]\s+[\"']?\$\()|\beval\s+[\"']?\$\("
                # sourced into the running shell: source <(curl …), . <(wget …)
                r"|(?:\bsource|(?<![\w.])\.)\s+<\()\s*(?:curl|wget)\b(?![^\n)]{0,1000}?"
                + KNOWN_SOURCE
                + ")",
                False,
            ),
            # PowerShell running a download: iex (iwr …), Invoke-Expression (New-Object …).
            (
                ("iex", "invoke-expression"),
                r"\b(?:iex|invoke-expression)\s*\(?\s*\(?(?:iwr|irm|new-object)",
                True,
            ),
        ),
    ),
    _rule(
        "SUP007",
        SUP,
        L,
        "Pipes a vendor's published installer straight into a shell.",
        ("curl", "wget", "iwr", "irm", "invoke-webrequest", "invoke-restmethod"),
        r"\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)\b"
        + PIPED
        + r"(?=[^\n|]{0,1000}?"
        + KNOWN_INSTALLER
        + r")(?![^\n|]{0,1000}?(?:localhost|127\.0\.0\.1))"
        + PIPE_TO_INTERPRETER,
        leading=True,
    ),
    _rule(
        "SUP002",
        SUP,
        H,
        "Extracts a password-protected archive (a way to hide a payload).",
        ("unzip", "7z", "unrar", "password"),
        # (a password read when it runs, -p"$(op read …)", is the user's own, not given)
        r"\bunzip\s+(?:-\w+\s+)*-P\s*(?![\"']?\$\()\S"
        r"|\b7z[a-z]?\s+[ex]\b[^\n]{0,500}?\s-p(?![\"']?\$\()\S"
        r"|\bunrar\s[^\n]{0,500}?\s-p(?![\"']?\$\()\S"
        r"|\b(?:archive|zip|attachment)\b[^.\n]{0,40}\bpassword\b[^.\n]{0,20}\bis\b",
    ),
    _rule(
        "SUP003",
        SUP,
        M,
        "Installs packages from outside the public registries.",
        ("pip", "npm", "--trusted-host", "poetry", "gem", "goproxy", "cargo"),
        # Poetry's, RubyGems', Go's and Cargo's own ways of naming another source
        r"\bpoetry\s+source\s+add\b[^\n]{0,200}?https?://(?!pypi\.org)"
        r"|\bgem\s+sources\s+(?:--add|-a)\s+[\"']?https?://(?!rubygems\.org)"
        r"|\bGOPROXY\s*=\s*[\"']?https?://(?!proxy\.golang\.org)"
        r"|\bcargo\s+(?:install|add|build)\b[^\n]{0,200}?\s--(?:index|registry)\s+(?!crates-io\b)\S"
        r"|\bpip3?\s+install\b[^\n]{0,500}?(?:--extra-index-url|--index-url|\s-i)\s+(?!https?://(?:pypi\.org"
        r"|pypi\.python\.org|download\.pytorch\.org|pypi\.nvidia\.com|pypi\.ngc\.nvidia\.com))\S+"
        r"|--trusted-host\b|\bnpm\s+config\s+set\s+registry\b(?![=\s]+[\"']?https?://registry\.npmjs\.)"
        r"|\bpip3?\s+config\s+set\s+\S*index-url",
        leading=True,
        more=(
            # In prose: "install it from our internal registry (index, mirror …)".
            (
                ("install",),
                r"\binstall\b[^.\n]{0,40}\bfrom\b[^.\n]{0,12}\b(?:internal|private|corporate"
                r"|company|custom)\s+(?:registry|index|mirror|feed|repository)\b",
                True,
            ),
        ),
    ),
    _rule(
        "SUP004",
        SUP,
        M,
        "Downloads a program and runs it without review.",
        ("curl", "wget"),
        # The download is saved (-o file, -O, combined short options such as -sLo or -qO,
        # --output, >) and a later command on the line makes it executable, runs a file with
        # ./, or runs the saved file with a shell, Python or source / ".". Bounded searches:
        # a long line of options costs no more than a short one.
        r"\b(?:curl|wget)\b(?=[^\n|;&]{0,300}+[|;&])[^\n|;&]{0,300}?(?:\s-(?-i:[a-zA-Z]*[oO])\b"
        r"|\s--output(?:-document)?|>)"
        r"(?:=|\s*)[\"']?(?!-(?:\s|$))(?:[^\s\"'|;&/]*/)*+(?P<saved>[^\s\"'|;&/]+)"
        r"(?:[^\n&;|]{0,300}+(?:&&?|;|\|\|?)\s*){1,8}?(?:sudo\s+(?:-\w+\s+)*)?(?:chmod\s+(?:-\w+\s+)*(?:[ugoa]*\+[rwX]*x|0?[0-7]?[1357][0-7]{0,2}\b)"
        r"|\./|(?:(?:ba|z|k|da)?sh|python[0-9.]*|perl|ruby|node|source|\.)\s+(?:-\w+\s+)*[\"']?"
        r"(?:[^\s\"'|;&]*/)?(?P=saved)(?=[\s\"'|;&)]|$)|(?:[^\s\"'|;&]*/)(?P=saved)(?=[\s\"'|;&)]|$))",
        leading=True,
    ),
    _rule(
        "SUP005",
        SUP,
        M,
        "Turns off TLS certificate checks.",
        (
            "curl",
            "verify=false",
            "verify = false",
            "node_tls_reject_unauthorized",
            "--no-check-certificate",
            "pythonhttpsverify",
            "strict-ssl false",
            "strict-ssl=false",
            "strict-ssl = false",
            "sslverify",
            "ssl_verify",
            "sslverify:",
            "check-revoke",
            "check_revoke",
            "allow-insecure-host",
            "certificates.",
            "trusted-host",
            "http.sslverify",
            "git_ssl_no_verify",
            "curl_ca_bundle",
            "goinsecure",
            "goflags",
            "gonosumdb",
            "gosumdb",
            "verify_none",
            "cert_none",
        ),
        r"\bcurl\b[^\n|;&]{0,1000}\s(?:"
        + CURL_K
        + r"|--insecure\b)|verify\s*=\s*False|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*"
        r"[\"']?0|--no-check-certificate|PYTHONHTTPSVERIFY\s*=\s*[\"']?0|strict-ssl(?:\s+|\s*=\s*)false"
        r"|sslverify\s*[=:]\s*false|ssl_verify\s*[=:]\s*(?:false|0)\b"
        # RubyGems' and Bundler's verify mode 0, OpenSSL's VERIFY_NONE, Python's CERT_NONE
        r"|ssl_verify_mode[\"']?\s*(?:[=:]\s*|\s+)[\"']?0\b|\bVERIFY_NONE\b|\bCERT_NONE\b"
        # Cargo's certificate revocation check
        r"|check[-_]revoke\s*[=:]\s*[\"']?false"
        # uv's and pip's per-host exemptions (set in a config file or by code), Poetry's
        r"|allow-insecure-host\b(?:[\"']?\s*[=:]|\s+\S)|trusted-host[\"']?\]?\s*[=:]"
        r"|\bcertificates\.[\w.-]+\.cert[\"']?(?:\s*,\s*|\s+|\s*=\s*)[\"']?false"
        # git's, curl's and Go's: no verification, no CA bundle, no checksum database
        r"|\bhttp\.sslverify\s+[\"']?(?:false|0)\b|\bGIT_SSL_NO_VERIFY\s*=\s*[\"']?(?:1|true)\b"
        r"|\bCURL_CA_BUNDLE\s*=\s*(?:\"\"|''|$)|\bGOINSECURE\s*=\s*\S|\bGOFLAGS\s*=[^\n]*-insecure\b"
        r"|\bGONOSUMDB\s*=\s*[\"']?\*|\bGOSUMDB\s*=\s*[\"']?off\b",
        leading=True,
    ),
    _rule("SUP006", SUP, M, "The skill's name imitates a well-known skill or package (typosquat)."),
    _rule(
        "SUP010",
        SUP,
        M,
        "Merges a pull request past its required reviews and checks (an administrator's override).",
        ("--admin",),
        # gh's own flag, on a command line or in an argument list
        r"\bgh\s+pr\s+merge\b[^\n|;&]*\s--admin\b"
        r"|[\"'`]merge[\"'`]\s*,[^\]\n]*[\"'`]--admin[\"'`]",
    ),
)
