"""Bytes read from the network handed to a deserialiser that runs code from what it
loads (EXE005 at high risk): ``pickle.loads(requests.get(url).content)``, or a variable
assigned from such a read and loaded later in the unit."""

from __future__ import annotations

import re
from collections.abc import Iterator

from hermes_core.security.findings import Risk
from hermes_core.security.hits import Hit
from hermes_core.security.statements import ASSIGN, statement_of

__all__ = ["DESERIALISE", "remote_loads"]

# Deserialisers that run code from what they load (pickle and its kin, yaml.load without a
# safe loader, pandas.read_pickle, torch.load without weights_only=True).
DESERIALISE = re.compile(
    r"\b(?:c?pickle|marshal|dill|cloudpickle|joblib)\.loads?\(|\bjsonpickle\.decode\("
    r"|\byaml\.(?:unsafe_)?load\((?![^\n]*Loader\s*=\s*(?:yaml\.)?(?:C?Safe|Base)Loader)"
    r"|\bread_pickle\(|\btorch\.load\((?![^\n]*weights_only\s*=\s*True)"
)
# A read from the network: an HTTP client call, urlopen, a socket receive, or a URL.
_FETCH = re.compile(
    r"\b(?:requests|httpx|aiohttp|urllib3|session|http)\.(?:get|post|request|stream)\s*\(|\burlopen\s*\("
    r"|\burlretrieve\s*\(|\bfetch\s*\(|\.recv\w*\s*\(|\bcurl\b|\bwget\b|https?://"
)


def remote_loads(lines: list[tuple[int, str]]) -> Iterator[Hit]:
    """EXE005 at high risk: a deserialiser given bytes read from the network in the same
    statement, or a variable assigned from such a read (or from one that holds it)."""
    fetched: set[str] = set()
    names: re.Pattern[str] | None = None
    for index, (offset, line) in enumerate(lines):
        loader = DESERIALISE.search(line)
        if loader is not None:
            call, prefix = statement_of(lines, index)
            arguments = call[prefix + loader.end() :]
            if _FETCH.search(arguments) or (names is not None and names.search(arguments)):
                yield Hit(
                    "EXE005",
                    offset + loader.start(),
                    offset + loader.end(),
                    "what it loads is read from the network: whoever serves it runs code here",
                    Risk.HIGH,
                )
        assigned = ASSIGN.match(line)
        if (
            assigned is not None
            and assigned.group(1) not in fetched
            and (
                _FETCH.search(line, assigned.end() - 1)
                or (names is not None and names.search(line, assigned.end() - 1))
            )
        ):
            fetched.add(assigned.group(1))
            names = re.compile(r"\b(?:" + "|".join(map(re.escape, fetched)) + r")\b")
