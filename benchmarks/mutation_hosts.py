"""Host rewriting: every invented host of a case becomes another invented one, on another TLD.

The cases name their attacker hosts under an ``example`` label (``insights-dash.example.net``,
``get.lintbundle.example``, ``rl.dns-latency.example``). The *site* — the label before
``example``, ``example`` and the TLD after it — is replaced; labels in front of it stay
(``get.``, ``rl.``), so a DNS-exfiltration suffix or an installer's ``get.`` subdomain keeps its
shape. A vendor word at the front of a name stays too (``openai-relay`` → ``openai-…``,
``astral.sh-install`` → ``astral.sh-…``): that look-alike is the attack. Addresses in the
documentation ranges (the cases' outside addresses) move to another documentation address.

Real services are kept where the case is about them: a paste site, webhook.site, a Discord
webhook, a trycloudflare tunnel (only its random name changes), a vendor's own API, GitHub,
Hugging Face, Docker's installer. So are homoglyph hosts (the look-alike is the case) and
anything inside an encoded payload, which no text rewrite can see.
"""

from __future__ import annotations

import random
import re

HOST = re.compile(r"(?<![\w-])(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+\.example(?:\.[a-z]{2,})?(?![\w-])")
TUNNEL = re.compile(r"(?<![\w.-])[a-z]+(?:-[a-z]+)+\.trycloudflare\.com")
DOC_ADDRESS = re.compile(r"(?<![\d.])(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}(?![\d.])")
VENDOR_PREFIXES = ("astral.sh-", "github.com-", "pypi.org-", "docker.com-")
VENDOR_WORDS = ("openai", "github", "astral", "docker", "pypi", "npm", "aws", "anthropic", "hf")
WORDS = (
    "relay", "sync", "cdn", "mirror", "hub", "edge", "drop", "vault", "pulse", "stack",
    "grid", "forge", "nest", "beam", "orbit", "harbor", "metrics", "cache", "static", "assets",
)  # fmt: skip
TLDS = ("io", "dev", "app", "xyz", "top", "cloud", "site", "online", "co", "sh", "cc", "net", "org")
DOC_NETS = ("192.0.2", "198.51.100", "203.0.113")
TUNNEL_WORDS = ("amber", "river", "stone", "quiet", "maple", "lunar", "brisk", "cedar", "delta")


def host_map(texts: list[str], rng: random.Random) -> dict[str, str]:
    """Every rewritable host or address in ``texts`` → its replacement (one per host)."""
    mapping: dict[str, str] = {}
    used: set[str] = set()
    for text in texts:
        for match in HOST.finditer(text):
            host = match.group(0)
            if host not in mapping:
                mapping[host] = _new_host(host, rng, used)
        for match in TUNNEL.finditer(text):
            host = match.group(0)
            if host not in mapping:
                words = rng.sample(TUNNEL_WORDS, 3)
                mapping[host] = "-".join(words) + ".trycloudflare.com"
        for match in DOC_ADDRESS.finditer(text):
            address = match.group(0)
            if address not in mapping:
                mapping[address] = _new_address(address, rng, used)
    return mapping


def rewrite_hosts(text: str, mapping: dict[str, str]) -> str:
    """``text`` with every host of ``mapping`` replaced."""
    if not mapping:
        return text
    pattern = re.compile(
        r"(?<![\w-])(?:"
        + "|".join(re.escape(h) for h in sorted(mapping, key=len, reverse=True))
        + r")(?![\w-])"
    )
    return pattern.sub(lambda m: mapping[m.group(0)], text)


def _new_host(host: str, rng: random.Random, used: set[str]) -> str:
    labels = host.split(".")
    at = labels.index("example")
    front, site_label = labels[: at - 1], labels[at - 1]
    old_tld = labels[at + 1] if at + 1 < len(labels) else "example"
    prefix = next((p for p in VENDOR_PREFIXES if host.startswith(p)), "")
    while True:
        first, second = rng.sample(WORDS, 2)
        label = f"{first}-{second}-{rng.randint(10, 99)}"
        vendor = next((w for w in VENDOR_WORDS if site_label.startswith(w + "-")), "")
        if vendor:
            label = f"{vendor}-{label}"
        tld = rng.choice([t for t in TLDS if t != old_tld])
        new = f"{prefix}{label}.{tld}" if prefix else ".".join([*front, label, tld])
        if new not in used:
            used.add(new)
            return new


def _new_address(address: str, rng: random.Random, used: set[str]) -> str:
    while True:
        new = f"{rng.choice(DOC_NETS)}.{rng.randint(2, 254)}"
        if new != address and new not in used:
            used.add(new)
            return new
