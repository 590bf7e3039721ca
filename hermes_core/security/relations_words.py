"""Relations about what the words of a skill say: an action kept from the person
(concealment, doing it silently, lying), an override of the agent's instructions, an order
to follow what something says, instructions in a hidden region."""

from __future__ import annotations

import re
from collections.abc import Callable

from hermes_core.security.facts import Fact, Facts
from hermes_core.security.framing import POSTPOSED_NEGATION, cited_phrase
from hermes_core.security.lexicon import Kind

K = Kind


def by_start(fact: Fact) -> int:
    """Sort key: where a fact starts."""
    return fact.start


# Where a sentence ends: its punctuation, a blank line, the next list item (a quote's ">"
# may open the line).
SENTENCE_END = re.compile(r"[.!?;](?:\s|$)|\n[ \t>]*\n|\n[ \t>]*(?:[-*+]|\d+[.)])\s")

_NEAR = 48  # characters: how close the words of one phrase must be


def close(facts: list[Fact], after: Fact, reach: int = _NEAR) -> Fact | None:
    for fact in facts:
        if after.end <= fact.start <= after.end + reach:
            return fact
    return None


def silently(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """ "Silently", "quietly", "without telling" as an order: next to an action, in prose,
    not negated ("never silently …") and not describing how something behaves ("fails
    silently")."""
    text = facts.text
    actions = [f for f in scope if f.kind in _CONCEALABLE]
    negations = [f for f in scope if f.kind is K.NEGATION]
    for stealth in (f for f in scope if f.kind is K.STEALTH):
        if facts.in_code(stealth.start) or facts.in_table(stealth.start):
            continue  # code, or a table row (tables describe)
        if _DESCRIBED.search(text, max(0, stealth.start - 24), stealth.start):
            continue
        if any(0 <= stealth.start - n.end <= 24 for n in negations):
            continue
        if any(abs(a.start - stealth.start) <= 40 for a in actions) and _ordered(
            facts, scope, stealth
        ):
            return stealth
    return None


_CLAUSE_START = re.compile(r"(?:^|[.!?;:\n]|\s[-*]\s|\d[.)]\s)[\s*_>#-]*(?=[^.!?;:\n]*$)")


_CONNECTORS = frozenset(
    "then and also please just now first next finally afterwards dann und danach luego y "
    "después puis et ensuite depois e poi затем потом и 然后 并".split()
)


def _ordered(facts: Facts, scope: list[Fact], stealth: Fact) -> bool:
    """Whether the clause holding ``stealth`` is an order: it opens with a verb of
    acting (any language the lexicon knows), with the stealth word itself, or with
    "then", "and", "please"…"""
    text = facts.text
    floor = max(0, stealth.start - 160)
    head = _CLAUSE_START.search(text, floor, stealth.start)
    first = head.end() if head else floor
    word = re.match(r"[^\W\d_]+", text[first : stealth.end])
    if word is None:
        return False
    if word.group().lower() in _CONNECTORS or first == stealth.start:
        return True
    return any(f.start == first and f.kind in _CONCEALABLE for f in scope)


def kept_from_user(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """ "Don't tell the user", "never inform the owner", "erwähne es dem Nutzer nicht": a
    negation right next to a verb of telling (at most two words apart, in either order,
    in one clause), the person close by — unless what is not to be shown is itself a
    secret ("never show the token to the user" protects the user)."""
    text = facts.text
    tells = [f for f in scope if f.kind is K.TELL]
    users = [f for f in scope if f.kind is K.USER]
    secrets = [f for f in scope if f.kind in (K.SECRET, K.STORE)]
    for negation in (f for f in scope if f.kind is K.NEGATION):
        for tell in tells:
            low, high = sorted((negation, tell), key=by_start)
            if not few_words(text, low.end, high.start, 3):
                continue
            after = text[tell.end : tell.end + 48]
            object_words = re.match(
                r"[^.!?;:]*?(?=\b(?:to|the|dem|den|al|au|à|ao|à)\s+(?:the\s+)?(?:user|human|owner|nutzer|benutzer|usuari|utilisat|usuári))",
                after,
                re.I,
            )
            if object_words and _OUTCOME.search(object_words.group()):
                continue  # "do not report failures back to the user": an outcome, not the act
            user = next(
                (
                    u
                    for u in users
                    if 0 <= u.start - max(negation.end, tell.end) <= 40
                    or 0 <= min(negation.start, tell.start) - u.end <= 40
                ),
                None,
            )
            if user is None:
                continue
            span_low = min(negation.start, tell.start, user.start)
            span_high = max(negation.end, tell.end, user.end)
            if _CLAUSE_BREAK.search(text, span_low, span_high):
                continue
            if any(span_low - 8 <= f.start <= span_high + 40 for f in secrets):
                continue
            if cited_phrase(text, span_low, span_high):
                continue
            if under_forbidding_heading(text, span_low):
                continue  # "## Never do: … change it without showing the user": forbidden
            return user
    return None


def under_forbidding_heading(text: str, offset: int) -> bool:
    """Whether ``offset`` is in a list item under a heading or a lead-in line that forbids
    what it lists ("## Never do", "Don'ts:", "Nunca:")."""
    line_start = text.rfind("\n", 0, offset) + 1
    if not _ITEM.match(text, line_start):
        return False
    heading = text.rfind("\n#", 0, line_start)
    if heading >= 0:
        heading_end = text.find("\n", heading + 1)
        if _FORBIDDING.match(text[heading + 1 : heading_end].lstrip("# ")):
            return True
    lead_end = line_start - 1
    while lead_end > 0:  # up over the items and their continuation lines to the lead-in
        lead_start = text.rfind("\n", 0, lead_end) + 1
        line = text[lead_start:lead_end]
        if line.strip() and not line[:1].isspace() and not _ITEM.match(line):
            return line.rstrip().endswith(":") and _FORBIDDING.match(line.lstrip("*_ ")) is not None
        lead_end = lead_start - 1
    return False


_ITEM = re.compile(r"[ \t]*(?:[-*+]|\d+[.)])[ \t]")
_FORBIDDING = re.compile(
    r"(?:never|don'?ts?\b|do\s+not|avoid|forbidden|prohibited|nunca|no\s+hagas|jamais|ne\s+jamais"
    r"|niemals|nie\b|mai\b|никогда|禁止|しないこと|절대)",
    re.IGNORECASE,
)


def few_words(text: str, start: int, end: int, most: int) -> bool:
    """Only small words between a negation and its verb: "do not ever tell", "nicht
    erwähnen", "ne le dis pas"."""
    between = text[start:end]
    if end < start or len(between) > 40 or _CLAUSE_BREAK.search(between):
        return False
    words = [w.strip("'\u2019") for w in between.lower().split()]
    words = [w for w in words if w not in _GLUE and not _USER_WORD.fullmatch(w)]
    return len(between.split()) <= most + 2 and not words


_USER_WORD = re.compile(
    r"user\w*|human\w*|owner\w*|nutzer\w*|benutzer\w*|usuari[oa]s?|utilisat\w*|usuári\w*|utent\w*|пользовател\w*"
)


_OUTCOME = re.compile(
    r"\b(?:fail\w*|error\w*|result\w*|outcome\w*|progress|status|warning\w*|intermediate|noise|"
    r"logs?|output|retr(?:y|ies)|stack\s*traces?)\b",
    re.IGNORECASE,
)


_GLUE = frozenset(
    """do does did not n't t ever to try you should must need at all it this that them any
    es das dem den der le la lo lui les il pas ni nada nichts ihm ihr no le ao a o se me te al
    nie niemals davon darüber nothing about it li gli ne ci vi si mi ti los las os as lhe lhes
    perlu usah
    serve occorre bisogna hace falta es necesario hay que precisa precisas é preciso necessário
    nécessaire besoin faut brauchst braucht nötig notwendig hoeft hoef nodig trzeba musisz
    нужно надо необходимо need needs needed necessary required""".split()
)


def left_unsaid(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """ "No need to mention it", "do not explain it", "nicht erwähnen": a negation right
    next to a verb of telling, whoever would be told (in prose)."""
    text = facts.text
    tells = [f for f in scope if f.kind is K.TELL and not facts.in_code(f.start)]
    for negation in (f for f in scope if f.kind is K.NEGATION):
        for tell in tells:
            if 0 <= tell.start - negation.end <= 24 and few_words(
                text, negation.end, tell.start, 3
            ):
                return tell
    return None


def concealment(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """Any way of hiding an action from the person: keeping it from them, doing it
    silently, lying about it."""
    return (
        kept_from_user(facts, scope, subject)
        or silently(facts, scope, subject)
        or deceive(facts, scope, subject)
    )


def deceive(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """An order to lie to the person (in prose, not negated)."""
    negations = [f for f in scope if f.kind is K.NEGATION]
    for fact in scope:
        if (
            fact.kind is K.DECEIVE
            and not facts.in_code(fact.start)
            and not any(0 <= fact.start - n.end <= 24 for n in negations)
        ):
            return fact
    return None


_CONCEALABLE = frozenset(
    (
        K.SEND,
        K.FETCH,
        K.RUN,
        K.STORE,
        K.SECRET,
        K.ENV_DUMP,
        K.PERSIST,
        K.ELEVATE,
        K.DESTROY,
        K.WRITE,
        K.NET,
        K.EXEC,
        K.PRIVATE,
        K.COPY,
        K.EXTRACT,
    )
)


# Words before "silently" that make it a description of how something behaves.
_DESCRIBED = re.compile(
    r"\b(?:fail\w*|error\w*|is|are|was|were|be|been|being|gets?|got|throws?|returns?|break\w*|"
    r"crash\w*|ignor\w*|swallow\w*|drops?|dropped|skips?|skipped|falls?|fell|degrad\w*|"
    r"won'?t|will|can|may|might|would|could|it|that|which)\W+$",
    re.IGNORECASE,
)


_CLAUSE_BREAK = re.compile(r"[.,;:!?`()\[\]*|\"\u201c\u201d\u2192\u2014\u2013]|\n[ \t]*\n")


def hidden_order(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A hidden region that holds two kinds of sensitive fact, or one addressed to the
    agent."""
    for fact in scope:
        region = facts.hidden_at(fact.start)
        if region is None:
            continue
        inside_facts = [f for f in scope if region[0] <= f.start < region[1]]
        inside = {f.kind for f in inside_facts}
        order = next(
            (
                f
                for f in inside_facts
                if f.kind in _VERBS
                and _ordered(facts, scope, f)
                and "  " not in _line(facts.text, f).strip()
            ),
            None,
        )
        if order is not None and len(inside & _HIDDEN_SENSITIVE) >= 2 and inside & _HIDDEN_STRONG:
            return order  # the order given in the hidden region
        if order is not None and inside & _HIDDEN_STRONG and _hushed(facts, inside_facts):
            return order  # an order hidden from the reader, and to be kept from them too
        addressed = _AGENT_ADDRESS.search(facts.text, region[0], region[1])
        if addressed and inside & (_HIDDEN_SENSITIVE | {K.RUN}):
            return fact
        if addressed and {K.TELL, K.USER} <= inside:
            return fact  # hidden orders to the agent on what the user is told
    return _collapsed_order(facts, scope)


def _collapsed_order(facts: Facts, scope: list[Fact]) -> Fact | None:
    """In a collapsed block with a label (seen only when opened: "Appendix", "Notes"),
    an order to the agent that it is also to keep from the person."""
    if not facts.collapsed:
        return None
    for block in facts.collapsed:
        inside_facts = [f for f in scope if block[0] <= f.start < block[1]]
        if not inside_facts:
            continue
        # (what the block says of telling may be in another of its paragraphs)
        in_block = [
            f
            for kind in (K.NEGATION, K.TELL, K.CONFIRM)
            for f in facts.of(kind)
            if block[0] <= f.start < block[1]
        ]
        if not _hushed(facts, in_block):
            continue
        inside = {f.kind for f in inside_facts}
        order = next(
            (f for f in inside_facts if f.kind in _VERBS and _ordered(facts, scope, f)), None
        )
        addressed = _AGENT_ADDRESS.search(facts.text, block[0], block[1])
        if order is not None and (addressed or inside & _HIDDEN_STRONG):
            return order
    return None


def _hushed(facts: Facts, inside: list[Fact]) -> bool:
    """A negation right before a verb of telling or asking ("do not list it in the
    summary or ask about it", "nicht erwähnen"): what is done is not to be told."""
    text = facts.text
    told = [f for f in inside if f.kind in (K.TELL, K.CONFIRM)]
    if any(_NEGATED_AFTER.match(text, f.end) for f in told):
        return True  # a negation after the verb (Korean: 언급하지 마세요, "do not mention")
    for negation in (f for f in inside if f.kind is K.NEGATION):
        for f in told:
            between = text[negation.end : f.start]
            close_by = 0 < len(between) <= 40 and len(between.split()) <= 3
            if close_by and not _CLAUSE_BREAK.search(between):
                return True
        if _NOT_LISTED.match(text, negation.end):
            return True
    return False


_NEGATED_AFTER = re.compile(rf"\S{{0,4}}(?:{POSTPOSED_NEGATION})")
_NOT_LISTED = re.compile(
    r"\s+(?:\w+\s+)?(?:list|include|record|log)\s+(?:it|this|that|them)\b", re.I
)


_HIDDEN_SENSITIVE = frozenset(
    (
        K.APPROVE,
        K.FETCH,
        K.SEND,
        K.SECRET,
        K.STORE,
        K.AUTHORITY,
        K.ELEVATE,
        K.DESTROY,
        K.PERSIST,
        K.AGENT_FILE,
        K.STEALTH,
        K.ENV_DUMP,
        K.PRIVATE,
        K.EXEC,
        K.DECEIVE,
    )
)


_HIDDEN_STRONG = frozenset(
    (
        K.APPROVE,
        K.FETCH,
        K.SEND,
        K.SECRET,
        K.STORE,
        K.AUTHORITY,
        K.STEALTH,
        K.ENV_DUMP,
        K.PRIVATE,
        K.EXEC,
        K.DECEIVE,
        K.ELEVATE,
    )
)


def override(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A line that speaks for the system, or "override / ignore / supersede" aimed at
    the agent's (previous, other, all…) instructions — not negated."""
    negations = [f for f in scope if f.kind is K.NEGATION]
    for fact in scope:
        if fact.kind is not K.AUTHORITY:
            continue
        if fact.detail:  # a line that speaks for the system
            return fact
        if facts.in_code(fact.start) or any(0 <= fact.start - n.end <= 60 for n in negations):
            continue
        after = facts.text[fact.end : fact.end + 80]
        noun = _OVERRIDE_OBJECT.search(after)
        if noun is None:
            continue
        reach = min(len(after), noun.end() + 24)
        if _STRONG_QUALIFIER.search(after, 0, reach) or (
            _OVERRIDE_QUALIFIER.search(after, 0, reach) and _INSTRUCTION.search(noun.group())
        ):
            return fact
    return None


_STRONG_QUALIFIER = re.compile(
    r"\b(?:previous|prior|earlier|above|preceding|your|system|safety|vorherig\w*|bisherig\w*|"
    r"anterior\w*|précédent\w*|precedent\w*|предыдущ\w*)\b|之前|先前|以上",
    re.IGNORECASE,
)


_INSTRUCTION = re.compile(
    r"instruction|prompt|guideline|directive|anweisung|instrucci|consigne|instruç|istruzion|инструкц|指令|指示",
    re.IGNORECASE,
)


_OVERRIDE_QUALIFIER = re.compile(
    r"\b(?:previous|prior|earlier|above|preceding|all|any|other|your|existing|original|system|"
    r"safety|every|vorherig\w*|bisherig\w*|alle\w*|anterior\w*|tod[oa]s|précédent\w*|toutes|"
    r"tous|anteriores|precedent\w*|предыдущ\w*|все\w*)\b|之前|先前|以上|所有",
    re.IGNORECASE,
)


_VERBS = frozenset(
    (K.RUN, K.FETCH, K.SEND, K.COPY, K.WRITE, K.DESTROY, K.ACT, K.LAUNCH, K.EXTRACT, K.APPROVE)
)


def _line(text: str, fact: Fact) -> str:
    start = text.rfind("\n", 0, fact.start) + 1
    end = text.find("\n", fact.end)
    return text[start : len(text) if end < 0 else end]


_OVERRIDE_OBJECT = re.compile(
    r"\b(?:instruction|rule|guideline|prompt|directive|polic(?:y|ies)|guardrail|restriction|"
    r"safeguard|constraint|system\s+message|programming|training|anweisung|regel|vorgabe|"
    r"instrucci[oó]n|instrucciones|regla|consigne|règle|directive|instruç[aã]o|instruções|regra|"
    r"istruzion[ei]|regol[ae]|инструкц\w*|правил\w*|указани\w*)\w*|指令|规则|指示|规定",
    re.IGNORECASE,
)


_AGENT_ADDRESS = re.compile(
    r"\b(?:assistant|agent|ai|llm|claude|gpt|copilot|codex|gemini|asistente|assistent\w*|"
    r"ассистент)\s*[,:]|助手[\uff0c:\uff1a]|\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+)?"
    r"(?:ai|assistant|agent|model|llm)s?\b|\byou\s+(?:must|should|will|need\s+to|are\s+to)\b"
    r"|\bas\s+an\s+ai\b|\bfor\s+(?:the\s+)?(?:ai|agent|assistant|model|llm)s?\s+only\b"
    # "for the agent" in other languages, as a heading or a note says it
    r"|\bf(?:ü|ue)r\s+(?:den\s+)?(?:agenten|assistenten|ki)\b|\bpara\s+(?:el\s+|o\s+)?(?:agente|asistente|assistente)\b"
    r"|\bpour\s+(?:l['\u2019])?(?:agent|assistant|ia)\b|\bper\s+(?:l['\u2019])?(?:agente|assistente)\b"
    r"|\bvoor\s+de\s+(?:agent|assistent)\b|\bdla\s+(?:agenta|asystenta)\b|(?<!\w)для\s+(?:агента|ассистента)"
    r"|エージェント向け|AI向け|アシスタント向け|面向(?:AI|助手|智能体)|给(?:AI|助手)|致(?:AI|助手)"
    r"|에이전트(?:용|에게)|AI에게",
    re.IGNORECASE,
)


# Words that speak to the agent: "assistant:", "note to the AI", "you must".
Relation = Callable[[Facts, list[Fact], str], Fact | None]


def _double_negative(text: str, negations: list[Fact], negation: Fact) -> bool:
    """Whether ``negation`` is a "without" that an earlier negation of its sentence
    governs: "Non aggiungere cartelle senza chiedere", "never delete without asking"."""
    if text[negation.start : negation.end].lower() not in WITHOUT:
        return False
    for earlier in negations:
        if 0 < negation.start - earlier.end <= 80 and not _SENTENCE_STOP.search(
            text, earlier.end, negation.start
        ):
            return True
    return False


WITHOUT = frozenset("without senza sin sans ohne sem zonder bez без".split())
_SENTENCE_STOP = re.compile(r"[.!?;:](?:\s|$)|\n")


def no_confirmation(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A check before deleting waived in words, close to the words that delete: "without
    confirmation", or a negation right before a check ("no need for a dry run", "não peça
    confirmação", "don't suggest a backup"), with no check kept between the two ("without
    asking, and ask only on overwrites" keeps one)."""
    text = facts.text
    worded = [f for f in scope if facts.in_words(f.start)]
    checks = [f for f in worded if f.kind is K.CONFIRM]
    negations = [f for f in worded if f.kind is K.NEGATION]
    waivers = [f for f in worded if f.kind is K.WAIVE]
    for negation in negations:
        determiner = text[negation.start : negation.end].lower() == "no"
        if _double_negative(text, negations, negation):
            continue  # "do not add folders without asking": asking is kept
        for check in checks:
            if determiner and not text[negation.end : check.start].strip():
                continue  # "no confirmation flag is needed" describes, "no need to ask" waives
            if 0 <= check.start - negation.end <= 40 and few_words(
                text, negation.end, check.start, 4
            ):
                waivers.append(check)
    waived = {(f.start, f.end) for f in waivers}
    for waiver in waivers:
        for destroy in (f for f in worded if f.kind is K.DESTROY):
            low, high = sorted((waiver, destroy), key=by_start)
            if high.start - low.end > 240:
                continue
            kept = [  # a check still asked for in between ("…, and ask only on overwrites")
                c
                for c in checks
                if low.end <= c.start < high.start
                and (c.start, c.end) not in waived
                and _word_at(text, c.start) in _ASKING_VERBS
            ]
            if not kept:
                return waiver
    return None


_ASKING_VERBS = frozenset(
    "ask asks confirm confirms prompt pregunta pide confirme confirma peça pergunte frage "
    "bestätige demande demandez chiedi conferma спроси подтверди 询问 确认".split()
)


def _word_at(text: str, start: int) -> str:
    """The whole word starting at ``start``, lowercased (a stem's fact holds only the
    stem)."""
    word = re.match(r"\w+", text[start : start + 40])
    return word.group().lower() if word else ""
