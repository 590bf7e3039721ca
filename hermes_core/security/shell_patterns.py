"""Pieces of regular expressions about shell commands that several rule modules
share: downloads and where they come from, pipes into interpreters, redirects, shell
start-up files, agents' configuration folders, curl's insecure flag, SQL statements."""

from __future__ import annotations

__all__ = [
    "AGENTS",
    "AGENT_CONFIG",
    "CURL_FLAGS",
    "CURL_K",
    "HOME",
    "KNOWN_HOST",
    "KNOWN_INSTALLER",
    "KNOWN_SOURCE",
    "LOCAL_HOST",
    "PIPED",
    "PIPE_TO_INTERPRETER",
    "REDIRECT",
    "SQL",
    "START_UP",
    "UNKNOWN_FETCH",
]

# Hosts whose published install scripts are piped to a shell by their own docs.
KNOWN_HOST = (
    r"(?:(?:[\w-]+\.)*(?:astral\.sh|ollama\.com|sh\.rustup\.rs|rustup\.rs|get\.docker\.com"
    r"|install\.python-poetry\.org|deb\.nodesource\.com|rpm\.nodesource\.com|brew\.sh|get\.helm\.sh"
    r"|bun\.sh|deno\.land|get\.pnpm\.io|install\.determinate\.systems|nixos\.org|get\.k3s\.io"
    r"|tailscale\.com|fnm\.vercel\.app|starship\.rs|pyenv\.run|micro\.mamba\.pm|sdk\.cloud\.google\.com"
    r"|nvidia\.github\.io|developer\.download\.nvidia\.com|download\.docker\.com|cli\.github\.com)"
    r"(?![\w.@-])"  # the whole host: not astral.sh.evil.example nor astral.sh@evil.example
    r"|raw\.githubusercontent\.com/(?:Homebrew|helm|nvm-sh|pyenv|astral-sh|ohmyzsh)/)"
)
KNOWN_INSTALLER = r"https?://" + KNOWN_HOST
LOCAL_HOST = r"(?:localhost|127\.0\.0\.1|0\.0\.0\.0)(?![\w.@-])"
# A source that is not an unknown download: a vendor's installer, or the local machine.
KNOWN_SOURCE = r"(?:" + KNOWN_INSTALLER + r"|https?://" + LOCAL_HOST + r")"
# A fetch with an argument (not "the `curl | sh` pattern", nor an elided "curl … | sh"),
# from somewhere not known (no known source, or some other URL besides it).
# (Every scan to the pipe is bounded and possessive, and the pipe is looked for first: a
# long line repeating "curl" costs a bounded search per word, not one to the line's end.)
UNKNOWN_FETCH = (
    r"(?=[^\n|]{0,1000}?\s(?!(?:…|\.\.\.)[\s|])[^\s|-])(?:(?![^\n|]{0,1000}?"
    + KNOWN_SOURCE
    + r")|(?=[^\n|]{0,1000}?https?://(?!"
    + KNOWN_HOST
    + "|"
    + LOCAL_HOST
    + r")))"
)
# The pipe: into a shell (any form but `sh -c '…'`), or into an interpreter reading stdin;
# on the same line and not past the end of a listed code span ("`curl`, `| sh`").
PIPE_TO_INTERPRETER = (
    r"(?:[^\n|`]|`(?![,;])){0,1000}+"
    # (a copy kept on the way changes nothing: | tee /tmp/i.sh | bash)
    r"(?:\|\s*tee\b[^\n|]{0,200}+)?\|\s*(?:sudo\s+(?:-\w+\s+)*)?"
    # (an interpreter named by its path too: | /bin/sh, | /usr/bin/env bash)
    r"(?:(?:/usr)?(?:/local)?/bin/)?(?:env\s+)?(?:(?:ba|z|k|da|fi)?sh\b(?!\s+-c\b)"
    r"|(?:python[0-9.]*|node|perl|ruby|php)\s*(?:-\s*)?(?=$|[;&|)])|iex\b|invoke-expression\b)"
)
PIPED = r"(?=" + PIPE_TO_INTERPRETER + ")"
# A shell redirect (> or >>, 2>…) after a command on the same line, and the path it writes
# to: not a Markdown quote ("> AGENTS.md …" at a line start) nor an HTML tag
# ("<code>CLAUDE.md"; a word glued to the redirect counts only with >>).
REDIRECT = (
    r"(?:(?:(?<=\S)[ \t]+\d?|(?<=[\d\"'`)]))>>?|(?<=\w)>>)"
    r"[ \t]*[\"']?[^\s|;&<>\"'`()\[\]]*"
)
# Shell start-up files (the whole name: not ~/.bashrc.bak).
START_UP = (
    r"(?:\.(?:bashrc|zshrc|bash_profile|bash_login|profile|zprofile|zshenv|zlogin)|config\.fish"
    r"|/etc/profile(?:\.d/[\w.-]+)?)(?=$|[\s\"'`;&|)])"
)
# The agent's own configuration: its folder in the home folder (~/.claude/, ~/.codex/…),
# under ~/.config, %APPDATA% or Application Support, or ~/.claude.json.
AGENTS = (
    r"(?:claude|codex|cursor|gemini|hermes|aider|continue|windsurf|codeium|opencode|goose|crush"
    r"|amp)"
)
HOME = (
    r"(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE|/root|/home/[\w.-]+|/Users/[\w.-]+"
    r"|home\(\)\s*/\s*[\"'])"
)
AGENT_CONFIG = (
    r"(?:" + HOME + r"[\\/]?\." + AGENTS + r"(?:[\\/]|\.json\b|[\"'])"
    r"|" + HOME + r"[\\/]\.config[\\/]" + AGENTS + r"\b"
    r"|(?:%APPDATA%|\$env:APPDATA|Application Support)[\\/]" + AGENTS + r"\b)"
)
# curl's -k (--insecure) alone or in a group of short options that take no value, the last
# of which may take one (-sk, -kLo out); -K is --config.
CURL_FLAGS = "sSLfviIOnNqgGjJZlaBRpM0-6"
CURL_K = rf"(?-i:-[{CURL_FLAGS}]*k[{CURL_FLAGS}k]*[oHdXubcewxmrTFKCEUyYztAPQD]?)(?=\s|$|[\"'])"
# The start of an SQL statement that carries values ("select a file: " and "update
# available: " are messages, not SQL).
SQL = (
    r"(?:select(?=\s+(?:\*|distinct\b|top\b|count\s*\(|\{|\$\{|[\w.\"`\[\]()]+\s*(?:,|\bfrom\b"
    r"|\bas\b)))|insert\s+into|update(?=\s+(?:\{|\$\{|[\w.\"`\[\]]+\s+set\b))|delete\s+from)\b"
)
