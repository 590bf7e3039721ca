"""Typosquatting: a skill or package name one slip away from a known name.

``reqeusts-helper``, ``json-parsre``, ``webbapp-testing``: each part of the name is
compared with the words skill and package names are usually made of and with the words
of real, widely used package names (``package_words.py``); a part that is none of
these but is one edit (a swap, an extra, a missing or a wrong letter) away from a
common word or a popular package name is reported. Short parts are left alone, too
many words are near them, and so are plurals, singulars and past tenses of a word
(``slide`` for *slides*, ``accelerated``): an inflection, not a slip; and the same word
in another language's spelling (``serveur``, ``projet``, ``diagnostico``): a cognate.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from hermes_core.security.package_words import PACKAGE_WORDS, POPULAR_PACKAGES

__all__ = ["near_miss", "typosquats"]

_VOCABULARY = frozenset(
    """
    api app apps web webapp website site test tests testing tester check checker checks lint
    linter linting format formatter formatting parse parser parsing validate validator validation
    config configs configuration setup install installer deploy deployer deployment build builder
    builds runner report reporter reporting monitor monitoring metrics logs logger logging debug
    debugger diagnostic diagnostics diagnose scan scanner scanning security audit auditor review
    reviewer helper helpers tools toolkit utils utility utilities manager management analyzer
    analyser analysis analytics convert converter generator generate creator create editor viewer
    reader writer loader fetch fetcher syncer backup restore cleaner cleanup clean counter merger
    merge splitter split lister finder search searcher query server client service services agent
    agents daemon worker proxy gateway router handler request requests response json yaml csv xml
    html markdown text files folder folders directory image images video videos audio document
    documents docs pdf docx xlsx pptx sheet sheets spreadsheet slides presentation canvas design
    designer frontend backend database data dataset datasets schema model models train training
    inference pipeline pipelines workflow workflows tasks schedule scheduler github gitlab docker
    kubernetes helm terraform ansible python pytest node yarn poetry rust cargo java maven gradle
    react angular django flask fastapi express slack discord telegram email calendar notion jira
    linear figma browser chrome playwright selenium puppeteer crawler scraper spider network http
    https socket certificate token tokens oauth login password passwords secret secrets credential
    credentials encrypt encryption decrypt crypto cache memory storage upload download stream
    streaming queue message messages notify notifier notification alert alerts dashboard chart
    charts graph graphs table tables stats statistics summary summarize summarizer translate
    translator translation prompt prompts skill skills template templates plugin plugins extension
    extensions module modules package packages dependency dependencies version versions release
    releases changelog commit commits branch branches patch issue issues ticket tickets error errors
    exception trace tracing profile profiler benchmark benchmarks performance optimize optimizer
    compress compression archive extract extractor process processor processing transform
    transformer filter sorter rename renamer count sizes resolver registry repository project
    projects workspace session sessions terminal shell command commands script scripts automation
    automate assistant completion embedding embeddings vector vectors index indexer retrieval
    rerank evaluation evaluator metric quality coverage fixture fixtures snapshot migrate migration
    upgrade update updater watch watcher health status uptime probe inspect inspector explorer
    navigator manifest environment variable variables settings preferences options theme style
    styles brand component components widget widgets pages content writing notes tasks todos
    secure scheduler timer event events stream tracker tracking export import exporter importer
    sender receiver mailer printer preview render renderer compiler bundler minify minifier
    jsonl ndjson toml tomls yamls csvs xmls htmls parquet sqlite postgres mysql redis mongo
    graphql grpc swagger openapi webhook webhooks sitemap robots favicon emoji emojis unicode
    """.split()
)
# Words a name may be made of: the common words, the words of real package names, and
# the verbs behind the common agent nouns (serve for server, track for tracker).
_KNOWN = (
    _VOCABULARY
    | PACKAGE_WORDS
    | {word[:cut] for word in _VOCABULARY if word.endswith("er") for cut in (-1, -2)}
)
# The words a slip imitates: the common words and the most popular package names (not
# every word of every package: "marker" or "detect" would make "maker" and "defect"
# typos). By first letter, in a fixed order, so the word reported never changes.
_TARGETS: dict[str, tuple[str, ...]] = {
    letter: tuple(
        word
        for word in sorted(_VOCABULARY) + sorted(POPULAR_PACKAGES - _VOCABULARY)
        if word[0] == letter
    )
    for letter in "abcdefghijklmnopqrstuvwxyz"
}
_TOKEN = re.compile(r"[a-z]+")
_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
# Keys next to each key on a QWERTY keyboard (same row and the rows above and below).
_NEIGHBOURS = {
    key: "".join(
        other
        for other_row, others in enumerate(_ROWS)
        for other_column, other in enumerate(others)
        if abs(other_row - row) <= 1 and abs(other_column - column) <= 1 and other != key
    )
    for row, keys in enumerate(_ROWS)
    for column, key in enumerate(keys)
}
_MIN_LENGTH = 5


def _one_edit(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` differ by one swap, insertion, deletion or substitution."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diffs = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diffs) == 1:
            # A wrong letter is a slip only when the keys are neighbours ("clean" and
            # "clear" are two words, "cleab" is a typo).
            return b[diffs[0]] in _NEIGHBOURS.get(a[diffs[0]], "")
        return (
            len(diffs) == 2
            and diffs[1] == diffs[0] + 1
            and a[diffs[0]] == b[diffs[1]]
            and a[diffs[1]] == b[diffs[0]]
        )
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _inflection(a: str, b: str) -> bool:
    """True when one of ``a`` and ``b`` is the other's plural (``slide``, ``slides``) or
    past tense (``accelerate``, ``accelerated``)."""
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return (long == short + "s" and not short.endswith("s")) or (
        long == short + "d" and short.endswith("e")
    )


@lru_cache(maxsize=8192)  # the same package names come up in skill after skill
def near_miss(token: str) -> str | None:
    """The known word ``token`` is one slip away from, when it is not a known word itself."""
    if len(token) < _MIN_LENGTH or token in _KNOWN:
        return None
    if token[-1] in "aeio" and token[:-1] in _VOCABULARY:
        return None  # a common word in another language (diagnostico, documenta): a cognate
    for word in _TARGETS.get(token[0], ()):
        if _one_edit(token, word) and not _inflection(token, word) and not _cognate(token, word):
            # (looked up only now: most names hold no near miss at all)
            return None if _english(token, word) else word
    return None


@lru_cache(maxsize=1)
def _dictionary() -> frozenset[str]:
    """The words of Webster's Second International (public domain), lower case."""
    from english_words import get_english_words_set

    return frozenset(get_english_words_set(["web2"], lower=True, alpha=True))


_SUFFIXES = (("ing", ""), ("ing", "e"), ("ed", ""), ("ed", "e"), ("es", ""), ("er", ""), ("s", ""))


def _english(token: str, target: str) -> bool:
    """Whether ``token`` is an English word ("thorough", "suite", "clock") or one inflected
    ("scheduled", "reacts"): a word of its own, not a slip for ``target`` (``expresss`` is
    *express* with a slip, not its plural)."""
    words = _dictionary()
    if token in words:
        return True
    for ending, stem in _SUFFIXES:
        base = token[: -len(ending)] + stem
        if token.endswith(ending) and len(base) >= 4 and base != target and base in words:
            return True
    return False


# The same word spelt the way another language spells it: French -eur for -er and -or
# (serveur, moniteur), -et for -ect (projet, objet), -re for -er (centre, filtre).
_COGNATE_ENDINGS = (("eur", ("er", "or")), ("et", ("ect",)), ("re", ("er",)))


def _cognate(token: str, word: str) -> bool:
    """True when ``token`` is ``word`` with another language's ending."""
    return any(
        token.endswith(theirs) and word in {token[: -len(theirs)] + o for o in ours}
        for theirs, ours in _COGNATE_ENDINGS
    )


def typosquats(name: str) -> Iterator[tuple[str, str]]:
    """``(part, word)`` for each part of ``name`` that looks like a misspelt ``word``."""
    for token in _TOKEN.findall(name.lower()):
        word = near_miss(token)
        if word is not None:
            yield token, word
