"""Hosts named in code and prose, and whether a secret may go to them: loopback, its
owner's API, a host under the owner's domain that anyone can claim, or anywhere else."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable

from hermes_core.security.findings import Risk
from hermes_core.security.rules_data import OWNERS as _OWNERS

__all__ = [
    "PUBLIC_REGISTRIES",
    "URL_HOST",
    "host_name",
    "host_related",
    "host_risk",
    "hosts_in",
    "is_local",
    "real_hosts",
]

URL_HOST = re.compile(r"https?://(\[[0-9a-fA-F:.]+\][^/\s\"'`$;,)}]*|[^/\s\"'`$;,)\]}]+)")

# The public package registries and their CDNs, and the vendors' own indexes.
PUBLIC_REGISTRIES = frozenset(
    (
        "pypi.org",
        "pypi.python.org",
        "files.pythonhosted.org",
        "test.pypi.org",
        "download.pytorch.org",
        "pypi.nvidia.com",
        "pypi.ngc.nvidia.com",
        "registry.npmjs.org",
        "registry.npmjs.com",
        "registry.yarnpkg.com",
        "npm.pkg.github.com",
        "conda.anaconda.org",
        "repo.anaconda.com",
        "crates.io",
        "proxy.golang.org",
        "rubygems.org",
        "repo.maven.apache.org",
        "jsr.io",
    )
)

_LOCAL_NAMES = frozenset(("localhost", "host.docker.internal", "host.containers.internal"))


def host_name(authority: str) -> str:
    """The host of a URL's authority: no user, port, query or fragment, lowercase."""
    host = re.split(r"[/?#]", authority, maxsplit=1)[0].rsplit("@", 1)[-1].lower()
    if host.startswith("["):
        return host[: host.find("]") + 1] if "]" in host else host
    return host.split(":", 1)[0].rstrip(".")


def is_local(host: str) -> bool:
    if host in _LOCAL_NAMES or host.endswith((".localhost", ".local")):
        return True
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified


# Hosts under an owner's domain that anyone can claim: buckets, webhooks, forms,
# tenants, user-deployed APIs and pages.
_CLAIMABLE = re.compile(
    r"(?:^|\.)(?:s3[.-][\w.-]*|[\w-]+\.s3)\.amazonaws\.com$|\.(?:execute-api|lambda-url)\."
    r"|^(?:hooks\.slack\.com|docs\.google\.com|forms\.gle|storage\.googleapis\.com"
    r"|gist\.github\.com)$|\.(?:atlassian\.net|github\.io|gitlab\.io|vercel\.app)$"
)


def host_risk(authority: str, secret: str) -> Risk | None:
    """None when ``secret`` may go to the host (loopback, or its owner's API); medium
    for a host under the owner's domain that anyone can claim; critical otherwise."""
    host = host_name(authority)
    if is_local(host):
        return None
    for fragment, owners in _OWNERS:
        if fragment in secret.upper() and any(host == o or host.endswith("." + o) for o in owners):
            return Risk.MEDIUM if _CLAIMABLE.search(host) else None
    if named_after(host, secret):  # TAVILY_API_KEY to api.tavily.com: its own service
        return Risk.MEDIUM if _CLAIMABLE.search(host) else None
    return Risk.CRITICAL


# Words of a secret's name that say what kind of secret it is, not whose.
_GENERIC_WORDS = frozenset(
    """api key keys token tokens secret secrets access auth client app application id private
    public bearer password passwd pwd user username pat personal service account oauth refresh
    session my the default prod production dev test staging live sandbox url base env webhook
    signing sign encryption master admin read write org team project workspace bot
    v1 v2 v3""".split()
)
_SECOND_LEVEL = frozenset("co com net org gov ac edu ne or go".split())


def _name_words(name: str) -> list[str]:
    """The words of a secret's name, lower case: ``FEISHU_APP_SECRET``, ``feishuAppSecret``
    and ``feishu-app-secret`` all give feishu, app, secret."""
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()
    return [w for w in re.split(r"[^a-z0-9]+", spaced) if w]


def generic_secret(name: str) -> bool:
    """Whether a secret's name says only what kind of secret it is (``TOKEN``,
    ``API_KEY``), not whose."""
    words = _name_words(name)
    return bool(words) and all(w in _GENERIC_WORDS for w in words)


def registrable_label(host: str) -> str:
    """The label a domain is registered under: ``tavily`` in ``api.tavily.com``,
    ``example`` in ``www.example.co.uk``."""
    labels = host_name(host).split(".")
    if len(labels) < 2:
        return labels[0]
    if len(labels) >= 3 and len(labels[-1]) == 2 and labels[-2] in _SECOND_LEVEL:
        return labels[-3]
    return labels[-2]


def named_after(host: str, name: str) -> bool:
    """Whether the host's registered name is one of the vendor words in a secret's
    name (FEISHU_APP_SECRET and open.feishu.cn)."""
    label = registrable_label(host)
    if len(label) < 3:
        return False
    vendor = [w for w in _name_words(name) if len(w) >= 3 and w not in _GENERIC_WORDS]
    return label in vendor or label.replace("-", "") in {"".join(vendor)}


# Hosts where a URL's first path segment is its owner (github.com/<owner>/…).
_CODE_HOSTS = frozenset(("github", "gitlab", "bitbucket", "codeberg", "huggingface", "sourceforge"))


def host_related(host: str, subject: str, path: str = "") -> bool:
    """Whether the skill names the host's owner: the host's registered name (``tavily``
    in ``api.tavily.com``) is a word of the skill's name, description or title, or, on a
    code host, the owner in the URL's path is."""
    words = set(re.split(r"[^a-z0-9]+", subject))
    label = registrable_label(host)
    if len(label) < 2:  # x.example and a skill described as "x": a coincidence
        return False
    if host in subject:  # the skill writes the host out: "… from npm.acme-corp.example"
        return True
    if label in words or label.replace("-", "") in words:
        return True
    if any(_abbreviates(label, word) for word in words):
        return True  # bsky for bluesky, gcal for gcalendar: the name shortened
    if label not in _CODE_HOSTS:  # only there does the path name an owner
        return False
    owner = next((seg.lower() for seg in path.split("/")[1:2] if len(seg) > 2), "")
    return bool(owner) and (owner in words or any(w in owner for w in words if len(w) > 3))


def _abbreviates(label: str, word: str) -> bool:
    """Whether ``label`` is ``word`` shortened by dropping letters (``bsky`` for
    ``bluesky``): four letters or more, the same first and last letter, in order."""
    if len(label) < 4 or len(word) <= len(label) or label[0] != word[0] or label[-1] != word[-1]:
        return False
    letters = iter(word)
    return all(char in letters for char in label)


def hosts_in(call: str) -> list[str]:
    """Hosts a call names: in URLs, or as netcat/telnet/socat arguments."""
    hosts = real_hosts(m.group(1) for m in URL_HOST.finditer(call))
    hosts += [(m.group(1) or m.group(2)).lower() for m in SOCKET_HOST.finditer(call)]
    return hosts


SOCKET_HOST = re.compile(
    r"\b(?:nc|ncat|netcat|telnet)\s+(?:-\w+\s+)*([A-Za-z0-9][\w.-]*\.[A-Za-z][\w-]*)\s+\d{1,5}\b"
    r"|\bsocat\b[^\n]*?\btcp[46]?:([A-Za-z0-9][\w.-]*):\d"
)


def real_hosts(hosts: Iterable[str]) -> list[str]:
    """Hosts written out, not placeholders such as ``<HOST_IP>`` or ``${HOST}``."""
    return [host_name(host) for host in hosts if not any(c in host for c in "<>{}$%")]
