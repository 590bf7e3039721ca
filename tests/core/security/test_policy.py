"""The install policy: trust levels, the table of trust level by verdict, and what force may do."""

from __future__ import annotations

import itertools

import pytest

from hermes_core.security import (
    INSTALL_POLICY,
    Decision,
    TrustLevel,
    Verdict,
    decide,
    trust_for,
)

A, Q, B = Decision.ALLOW, Decision.ASK, Decision.BLOCK
S, C, D = Verdict.SAFE, Verdict.CAUTION, Verdict.DANGEROUS

# Written out cell by cell, independently of the table in policy.py.
EXPECTED = {
    (TrustLevel.BUILTIN, S): A,
    (TrustLevel.BUILTIN, C): A,
    (TrustLevel.BUILTIN, D): A,
    (TrustLevel.TRUSTED, S): A,
    (TrustLevel.TRUSTED, C): A,
    (TrustLevel.TRUSTED, D): B,
    (TrustLevel.COMMUNITY, S): A,
    (TrustLevel.COMMUNITY, C): Q,
    (TrustLevel.COMMUNITY, D): B,
    (TrustLevel.AGENT_CREATED, S): A,
    (TrustLevel.AGENT_CREATED, C): A,
    (TrustLevel.AGENT_CREATED, D): Q,
}
CELLS = list(itertools.product(TrustLevel, Verdict))
TRUSTED = ["openai/skills", "https://github.com/Anthropics/Skills.git", "acme/tools/"]


def test_the_expected_table_covers_every_trust_level_and_verdict():
    assert set(EXPECTED) == set(CELLS)
    assert set(INSTALL_POLICY) == set(TrustLevel)


@pytest.mark.parametrize(("trust", "verdict"), CELLS)
def test_the_install_policy_table_gives_the_expected_decision(trust, verdict):
    assert INSTALL_POLICY[trust][verdict.rank] is EXPECTED[trust, verdict]


@pytest.mark.parametrize(("trust", "verdict"), CELLS)
def test_decide_without_force_follows_the_table_and_explains_itself(trust, verdict):
    decision = decide(verdict, trust)
    assert decision.decision is EXPECTED[trust, verdict]
    assert trust.value in decision.reason
    assert verdict.value in decision.reason
    word = {A: "allowed", Q: "needs confirmation", B: "blocked"}[decision.decision]
    assert decision.reason.startswith(word)


@pytest.mark.parametrize(("trust", "verdict"), CELLS)
def test_force_allows_everything_but_a_dangerous_verdict_from_community_or_trusted(trust, verdict):
    forced = decide(verdict, trust, force=True)
    unoverridable = verdict is D and trust in {TrustLevel.COMMUNITY, TrustLevel.TRUSTED}
    assert forced.decision is (B if unoverridable else A)
    if unoverridable:
        assert "cannot be forced" in forced.reason
    elif EXPECTED[trust, verdict] is not A:
        assert forced.reason.startswith("forced")


def test_force_turns_an_ask_into_allow():
    assert decide(C, TrustLevel.COMMUNITY).decision is Q
    assert decide(C, TrustLevel.COMMUNITY, force=True).decision is A
    assert decide(D, TrustLevel.AGENT_CREATED).decision is Q
    assert decide(D, TrustLevel.AGENT_CREATED, force=True).decision is A


def test_force_never_unblocks_a_dangerous_community_or_trusted_skill():
    for trust in (TrustLevel.COMMUNITY, TrustLevel.TRUSTED):
        assert decide(D, trust, force=True).decision is B


def test_force_never_blocks_what_is_allowed():
    for trust, verdict in CELLS:
        if EXPECTED[trust, verdict] is A:
            assert decide(verdict, trust, force=True).decision is A


def test_a_worse_verdict_never_gets_a_milder_decision():
    order = {A: 0, Q: 1, B: 2}
    for trust in TrustLevel:
        row = [order[decide(v, trust).decision] for v in (S, C, D)]
        assert row == sorted(row), trust


# -- trust_for ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "source",
    [
        "openai/skills",
        "openai/skills/pdf",
        "openai/skills/pdf/forms",
        "OpenAI/Skills",
        "OPENAI/SKILLS/PDF",
        "https://github.com/openai/skills",
        "https://github.com/openai/skills.git",
        "https://github.com/OpenAI/skills/",
        "github.com/openai/skills",
        "  openai/skills  ",
        "HTTPS://GITHUB.COM/openai/skills/tree/main/pdf",
        "anthropics/skills",
        "anthropics/skills/docx",
        "https://github.com/anthropics/skills.git",
        "acme/tools",
        "acme/tools/x",
    ],
)
def test_sources_equal_to_or_under_a_configured_entry_are_trusted(source):
    assert trust_for(source, TRUSTED) is TrustLevel.TRUSTED


@pytest.mark.parametrize(
    "source",
    [
        "openai/skills-evil",
        "openai/skillsx",
        "openai/skill",
        "openai",
        "evil/openai/skills",
        "https://github.com/openai/skills-evil.git",
        "https://evil.example/openai/skills",
        "https://gitlab.com/openai/skills",
        "https://github.com.evil.example/openai/skills",
        "https://evil.example/github.com/openai/skills",
        "https://github.com/openai/skills@evil.example",
        "anthropics/skills2",
        "acme/toolsmith",
        "",
        "someone/else",
    ],
)
def test_sources_that_merely_share_a_prefix_are_community(source):
    assert trust_for(source, TRUSTED) is TrustLevel.COMMUNITY


@pytest.mark.parametrize(
    "source",
    [
        "openai/skills/../../evil/repo",
        "https://github.com/openai/skills/../../evil/repo",
        "openai/skills/../skills-evil",
    ],
)
def test_a_source_climbing_out_of_a_trusted_entry_with_dot_dot_is_not_trusted(source):
    assert trust_for(source, TRUSTED) is TrustLevel.COMMUNITY


def test_a_plain_http_source_is_trusted_only_by_an_entry_written_with_http():
    # What travels unencrypted can be replaced on the way: https://github.com/openai/skills
    # (or openai/skills) being trusted says nothing of http://github.com/openai/skills.
    assert trust_for("http://github.com/openai/skills", TRUSTED) is TrustLevel.COMMUNITY
    assert trust_for("HTTP://github.com/openai/skills/pdf", TRUSTED) is TrustLevel.COMMUNITY
    intranet = ["http://skills.intranet.example/team"]
    assert trust_for("http://skills.intranet.example/team/x", intranet) is TrustLevel.TRUSTED
    assert trust_for("https://skills.intranet.example/team/x", intranet) is TrustLevel.TRUSTED


def test_nothing_is_trusted_without_configured_sources():
    assert trust_for("openai/skills", []) is TrustLevel.COMMUNITY
    assert trust_for("openai/skills", ()) is TrustLevel.COMMUNITY


def test_an_empty_configured_entry_trusts_nothing():
    assert trust_for("anyone/anything", ["", "  ", "/"]) is TrustLevel.COMMUNITY


def test_configured_sources_may_be_any_iterable_read_once():
    assert trust_for("openai/skills/pdf", iter(TRUSTED)) is TrustLevel.TRUSTED


def test_builtin_wins_over_everything():
    assert trust_for("someone/else", [], builtin=True) is TrustLevel.BUILTIN
    assert trust_for("openai/skills", TRUSTED, builtin=True) is TrustLevel.BUILTIN
    assert trust_for("agent-created", [], builtin=True) is TrustLevel.BUILTIN


def test_agent_created_is_its_own_trust_level():
    assert trust_for("agent-created", []) is TrustLevel.AGENT_CREATED
    assert trust_for("agent-created", ["agent-created"]) is TrustLevel.AGENT_CREATED


def test_a_repository_named_like_the_agent_is_not_agent_created():
    assert trust_for("someone/agent-created", []) is TrustLevel.COMMUNITY
    assert trust_for("https://github.com/agent-created", []) is TrustLevel.COMMUNITY


def test_a_dangerous_skill_from_a_look_alike_repository_is_blocked_even_when_forced():
    trust = trust_for("https://github.com/openai/skills-evil", TRUSTED)
    assert decide(D, trust, force=True).decision is B
    assert decide(C, trust).decision is Q
