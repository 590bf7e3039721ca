"""What ``hermes mcp --http`` serves on and whom it lets in, read from the command line
and the environment and checked before anything listens.

The rules: every request carries a bearer token. It comes from the environment
(``HERMES_MCP_TOKEN``) or a file (``--token-file``), never from the command line,
where ``ps`` shows it to every user of the machine, and an address other than
loopback needs one of them. On loopback without either, the server makes one up at
start (and :mod:`hermes_mcp.http_token` writes it to a file only its owner
can read) — on a shared machine loopback is open to every local user, and ``agent_ask``
runs commands as the owner. ``--no-auth`` lets requests in without a token, on a
loopback address only. A browser page may call the server only from an allowed origin
(loopback ones, plus ``--allow-origin``). A client gets ``--read-timeout`` seconds to
send a request's headers and body, and at most ``--max-connections`` are open at once.
"""

from __future__ import annotations

import ipaddress
import logging
import math
import secrets
import stat
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

__all__ = [
    "DEFAULT_MAX_CONNECTIONS",
    "DEFAULT_READ_TIMEOUT",
    "MIN_TOKEN_LENGTH",
    "TOKEN_ENV",
    "HttpSettings",
    "HttpSettingsError",
    "Origin",
    "parse_bind",
    "parse_origin",
]

logger = logging.getLogger(__name__)

TOKEN_ENV = "HERMES_MCP_TOKEN"
MIN_TOKEN_LENGTH = 16
DEFAULT_READ_TIMEOUT = 10.0
"""Seconds a client gets to send a whole request (headers and body)."""
DEFAULT_MAX_CONNECTIONS = 256
"""Connections open at once; the SDK's GET stream holds one per handshake-era session."""
_MAX_READ_TIMEOUT = 3600.0
_MAX_MAX_CONNECTIONS = 100_000
_LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")
_DEFAULT_PORTS = {"http": 80, "https": 443}


class HttpSettingsError(ValueError):
    """The command line or the environment asks for something the server refuses to do."""


@dataclass(frozen=True, slots=True)
class Origin:
    """A web origin (scheme, host, port), in the form a browser sends in ``Origin``."""

    scheme: str
    host: str
    """Lower case; an IPv6 address in brackets."""
    port: int

    def __str__(self) -> str:
        default = _DEFAULT_PORTS[self.scheme] == self.port
        return (
            f"{self.scheme}://{self.host}"
            if default
            else f"{self.scheme}://{self.host}:{self.port}"
        )


def parse_origin(text: str) -> Origin | None:
    """The origin ``text`` names (an ``Origin`` header or an ``--allow-origin`` URL), or
    None when it names none (``null``, another scheme, a path, user info, no host)."""
    try:
        parts = urlsplit(text.strip())
        port = parts.port
    except ValueError:  # a port that is no number or out of range
        return None
    scheme = parts.scheme.lower()
    if scheme not in _DEFAULT_PORTS or not parts.hostname:
        return None
    if parts.path not in ("", "/") or parts.query or parts.fragment or "@" in parts.netloc:
        return None
    host = parts.hostname.lower()
    if ":" in host:
        host = f"[{host}]"
    return Origin(scheme, host, _DEFAULT_PORTS[scheme] if port is None else port)


def parse_bind(value: str) -> tuple[str, int]:
    """The host and port of ``--http``: ``PORT``, ``:PORT``, ``HOST:PORT`` or
    ``[IPV6]:PORT``, where HOST is an IP address or ``localhost`` (127.0.0.1) and a
    missing HOST means 127.0.0.1."""
    text = value.strip()
    if text.startswith("["):
        host, bracket, rest = text[1:].partition("]")
        if not bracket or not rest.startswith(":"):
            raise HttpSettingsError(f"--http {value}: write an IPv6 address as [ADDRESS]:PORT")
        port_text = rest[1:]
    elif ":" in text:
        host, _, port_text = text.rpartition(":")
        if ":" in host:
            raise HttpSettingsError(f"--http {value}: write an IPv6 address as [ADDRESS]:PORT")
    else:
        host, port_text = "", text
    if not port_text.isdigit() or int(port_text) > 65535:
        raise HttpSettingsError(f"--http {value}: the port must be a number from 0 to 65535")
    if host in ("", "localhost"):
        return "127.0.0.1", int(port_text)
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        raise HttpSettingsError(
            f"--http {value}: the host must be an IP address or localhost, not {host!r}"
        ) from None
    return str(address), int(port_text)


@dataclass(frozen=True, slots=True)
class HttpSettings:
    """Where the server listens and whom it lets in."""

    host: str
    """An IP address (IPv6 without brackets)."""
    port: int
    """0 picks a free port."""
    token: str | None = None
    """The bearer token every request must carry; None lets requests in without one
    (``--no-auth``)."""
    allowed_origins: frozenset[Origin] = frozenset()
    """Origins allowed besides the loopback ones."""
    token_generated: bool = False
    """Whether the server made the token up (none was configured): it is then written
    to a file only the owner can read, for the owner's clients to take it from."""
    read_timeout: float = DEFAULT_READ_TIMEOUT
    """Seconds a client gets to send a request's headers and body."""
    max_connections: int = DEFAULT_MAX_CONNECTIONS
    """Connections open at once."""

    @property
    def loopback(self) -> bool:
        """Whether only this machine can reach the address."""
        return ipaddress.ip_address(self.host).is_loopback

    def origin_allowed(self, origin: Origin) -> bool:
        """Whether a page from ``origin`` may call the server."""
        return origin.host in _LOOPBACK_NAMES or origin in self.allowed_origins

    def allowed_origin_patterns(self) -> list[str]:
        """The allowed origins in the form of the SDK's ``TransportSecuritySettings``
        (``:*`` for any port)."""
        loopback = [
            f"{scheme}://{host}{port}"
            for scheme in _DEFAULT_PORTS
            for host in _LOOPBACK_NAMES
            for port in ("", ":*")
        ]
        # A browser leaves a default port out; other clients may not.
        extra = {str(origin) for origin in self.allowed_origins} | {
            f"{origin.scheme}://{origin.host}:{origin.port}" for origin in self.allowed_origins
        }
        return [*loopback, *sorted(extra)]

    @classmethod
    def from_command_line(
        cls,
        bind: str,
        *,
        token_file: Path | None,
        allow_origins: Iterable[str],
        environ: Mapping[str, str],
        no_auth: bool = False,
        read_timeout: float = DEFAULT_READ_TIMEOUT,
        max_connections: int = DEFAULT_MAX_CONNECTIONS,
    ) -> HttpSettings:
        """The settings ``--http BIND [--token-file PATH] [--allow-origin URL]...
        [--no-auth] [--read-timeout S] [--max-connections N]`` ask for, with the token
        of ``environ`` when no file is given, and a new one when neither is."""
        host, port = parse_bind(bind)
        origins = set()
        for url in allow_origins:
            origin = parse_origin(url)
            if origin is None:
                raise HttpSettingsError(
                    f"--allow-origin {url}: give an origin such as https://app.example.com:8443 "
                    "(http or https, a host, an optional port, no path)"
                )
            origins.add(origin)
        if not (math.isfinite(read_timeout) and 0 < read_timeout <= _MAX_READ_TIMEOUT):
            raise HttpSettingsError(
                f"--read-timeout {read_timeout:g}: give seconds above 0, at most "
                f"{_MAX_READ_TIMEOUT:g}"
            )
        if not 1 <= max_connections <= _MAX_MAX_CONNECTIONS:
            raise HttpSettingsError(
                f"--max-connections {max_connections}: give a number from 1 to "
                f"{_MAX_MAX_CONNECTIONS}"
            )
        token = _read_token(token_file, environ)
        loopback = ipaddress.ip_address(host).is_loopback
        if no_auth:
            _check_no_auth(bind, loopback, token_file, token)
        elif token is None and not loopback:
            # A token made up here reaches the owner through a file on this machine;
            # a client elsewhere is configured with one chosen for it.
            raise HttpSettingsError(
                f"--http {bind}: {host} is reachable from other machines, so requests must carry "
                f"a bearer token: set {TOKEN_ENV} or pass --token-file PATH "
                "(or listen on 127.0.0.1)"
            )
        generated = token is None and not no_auth
        if generated:
            token = secrets.token_urlsafe(32)
        return cls(
            host,
            port,
            token,
            frozenset(origins),
            token_generated=generated,
            read_timeout=read_timeout,
            max_connections=max_connections,
        )


def _check_no_auth(bind: str, loopback: bool, token_file: Path | None, token: str | None) -> None:
    """Refuse ``--no-auth`` where it cannot mean what it says."""
    if not loopback:
        raise HttpSettingsError(
            f"--no-auth --http {bind}: only a loopback address (127.0.0.1, [::1]) may be "
            "served without a token; other machines reach this one"
        )
    if token_file is not None:
        raise HttpSettingsError("--no-auth and --token-file: choose one")
    if token is not None:
        raise HttpSettingsError(
            f"--no-auth and {TOKEN_ENV} (set in the environment): choose one "
            f"(unset {TOKEN_ENV} to serve without a token)"
        )


def _read_token(token_file: Path | None, environ: Mapping[str, str]) -> str | None:
    """The token of ``token_file`` (which wins) or of ``environ``; None when neither is
    given. A token that is empty, too short or not sendable in a header is an error."""
    if token_file is not None:
        where = f"--token-file {token_file}"
        try:
            text = token_file.read_text(encoding="utf-8")
            mode = token_file.stat().st_mode
        except (OSError, UnicodeDecodeError) as exc:
            raise HttpSettingsError(f"{where}: cannot read the token: {exc}") from None
        if stat.S_IMODE(mode) & 0o077:
            logger.warning("%s can be read by other users of this machine (chmod 600)", where)
    elif TOKEN_ENV in environ:
        where, text = TOKEN_ENV, environ[TOKEN_ENV]
    else:
        return None
    token = text.strip()
    if not token:
        raise HttpSettingsError(f"{where}: the token is empty")
    if any(not "!" <= char <= "~" for char in token):
        raise HttpSettingsError(
            f"{where}: the token must be printable ASCII without spaces (it goes in a header)"
        )
    if len(token) < MIN_TOKEN_LENGTH:
        raise HttpSettingsError(
            f"{where}: the token is {len(token)} characters long; use at least "
            f"{MIN_TOKEN_LENGTH} (for example: python -c 'import secrets; "
            "print(secrets.token_urlsafe(32))')"
        )
    return token
