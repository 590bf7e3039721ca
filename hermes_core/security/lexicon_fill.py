"""Gaps filled in the lexicon's kinds, in German, Spanish, French, Portuguese, Italian, Dutch,
Polish, Russian, Ukrainian, Turkish, Chinese, Japanese, Korean, Vietnamese, Indonesian, Arabic,
Hindi, Finnish, Swedish, Czech, Romanian, Hungarian, Greek, Danish, Norwegian, Hebrew and
Persian: by the name of the kind, then by language code, only terms that the other lists lack.
Same syntax as :mod:`~hermes_core.security.lexicon_languages`: lowercase, ``*`` ends a stem,
``-`` joins the words of a phrase; Chinese, Japanese and Korean terms match inside longer runs.
Words that are ordinary in another language or in another sense are left out, or written as
the phrase or the inflected form that cannot be read otherwise. Written by a helper session
from its knowledge of the languages, without sight of any test sample; the negations, sending
verbs, payment words and folder names are kept here but not used (see lexicon.py).

The lists themselves are kept by family of kinds: consent and refusal, telling and
concealment, authority, actions, and what is at stake."""

from __future__ import annotations

from hermes_core.security.lexicon_fill_actions import ACTIONS
from hermes_core.security.lexicon_fill_assets import ASSETS
from hermes_core.security.lexicon_fill_authority import AUTHORITY
from hermes_core.security.lexicon_fill_consent import CONSENT
from hermes_core.security.lexicon_fill_telling import TELLING

__all__ = ["FILL"]

FILL: dict[str, dict[str, str]] = {**CONSENT, **TELLING, **AUTHORITY, **ACTIONS, **ASSETS}
