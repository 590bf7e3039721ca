"""The package-name word lists: read from the data file shipped in the package."""

from __future__ import annotations

import pytest

from hermes_core.security import package_words as module
from hermes_core.security.names import near_miss
from hermes_core.security.package_words import (
    PACKAGE_WORDS,
    POPULAR_PACKAGES,
    package_words,
    popular_packages,
)


def test_constants_are_the_lists_read_from_the_data_file() -> None:
    assert PACKAGE_WORDS is package_words()
    assert POPULAR_PACKAGES is popular_packages()
    assert len(PACKAGE_WORDS) == 9157
    assert len(POPULAR_PACKAGES) == 678


def test_lists_hold_real_package_names_of_five_or_more_lowercase_letters() -> None:
    assert {"openai", "httpx", "serve"} <= PACKAGE_WORDS
    assert {"requests", "numpy", "lodash", "express"} <= POPULAR_PACKAGES
    assert POPULAR_PACKAGES <= PACKAGE_WORDS
    bad = [w for w in PACKAGE_WORDS if len(w) < 5 or not (w.isascii() and w.isalpha())]
    assert bad == []
    assert all(w.islower() for w in PACKAGE_WORDS)


def test_the_file_is_read_once() -> None:
    package_words()
    before = module._sections.cache_info()
    assert popular_packages() is module.POPULAR_PACKAGES
    after = module._sections.cache_info()
    assert after.misses == before.misses
    assert after.hits == before.hits + 2


def test_typo_checks_use_the_lists() -> None:
    assert near_miss("nupmy") == "numpy"  # popular packages, not common words
    assert near_miss("lodahs") == "lodash"
    assert near_miss("httpx") is None  # a package word, not a slip


def test_unknown_attribute_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="PACKAGE_WORD"):
        _ = module.PACKAGE_WORD


def test_parse_reads_sections_after_the_header_comments() -> None:
    text = "# header\n#\n\n# section: words\nalpha\nbravo\r\n\n# section: popular\nalpha\n"
    assert module._parse(text) == {
        "words": frozenset({"alpha", "bravo"}),
        "popular": frozenset({"alpha"}),
    }


def test_parse_rejects_a_word_before_the_first_section() -> None:
    with pytest.raises(ValueError, match="before the first section"):
        module._parse("# header\nstray\n# section: words\nalpha\n")


def test_parse_rejects_a_comment_inside_a_section() -> None:
    with pytest.raises(ValueError, match="inside section 'words'"):
        module._parse("# section: words\nalpha\n# a note\nbravo\n")


@pytest.mark.parametrize("word", ["diagnostico", "diagnostica", "analytico"])
def test_a_common_word_with_another_languages_final_vowel_is_a_cognate(word: str) -> None:
    assert near_miss(word) is None


@pytest.mark.parametrize("word", ["serveur", "projet", "moniteur", "filtre"])
def test_a_common_word_with_another_languages_ending_is_a_cognate(word: str) -> None:
    assert near_miss(word) is None


def test_a_slip_inside_a_common_word_is_still_one() -> None:
    assert near_miss("diagnostci") == "diagnostic"
    assert near_miss("reqeusts") == "requests"


@pytest.mark.parametrize("word", ["thorough", "suite", "clock", "polaris", "scheduled"])
def test_an_english_word_is_no_slip_for_another(word: str) -> None:
    # "thorough" is one edit from "through", "clock" from "click": both are words
    assert near_miss(word) is None


@pytest.mark.parametrize(("word", "meant"), [("expresss", "express"), ("reqeusts", "requests")])
def test_a_slip_on_a_word_is_still_a_slip(word: str, meant: str) -> None:
    # "expresss" is not the plural of "express": a letter too many
    assert near_miss(word) == meant
