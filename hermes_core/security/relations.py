"""Relations between facts: the needs of a behaviour that are not one fact.

A relation looks at the facts of one scope and returns the fact that shows it holds (or
``None``). :data:`RELATIONS` names them for the behaviour table.
"""

from __future__ import annotations

import re

from hermes_core.security.expressions import SAVED_CONVERSATIONS
from hermes_core.security.facts import Fact, Facts
from hermes_core.security.hits import block_end, lines_after, lines_before
from hermes_core.security.hosts import PUBLIC_REGISTRIES, host_related, named_after
from hermes_core.security.lexicon import Kind
from hermes_core.security.relations_acts import (
    approved_unread,
    consent_asked,
    do_not_inspect,
    run_unchanged,
    strong_act,
    unconsented,
)
from hermes_core.security.relations_asked import asked_in_words, asked_seed_in_words
from hermes_core.security.relations_backdoor import fixed_value_lets_in
from hermes_core.security.relations_code import (
    act_on_decoded,
    decoded_variable,
    evals_fetched,
    reaches_network,
    runs_fetched_code,
    same_line,
)
from hermes_core.security.relations_dns import built_name, interpolated, lookup_tool
from hermes_core.security.relations_owners import granted_in_code, original_shown, routed_in_code
from hermes_core.security.relations_printed import runs_printed
from hermes_core.security.relations_words import (
    SENTENCE_END,
    Relation,
    by_start,
    concealment,
    deceive,
    hidden_order,
    kept_from_user,
    left_unsaid,
    no_confirmation,
    override,
    silently,
)
from hermes_core.security.taint import one_key_read, statement_around

K = Kind


# What an override claim overrides: the agent's instructions, rules, guidelines…
def _archive_password(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A password given — its value written out — next to an archive or its extraction
    (a tool that asks the person for their own password does not count)."""
    opened = [f for f in scope if f.kind in (K.ARCHIVE, K.EXTRACT)]
    for fact in scope:
        if (
            fact.kind is K.PASSWORD
            and any(abs(f.start - fact.start) <= 160 for f in opened)
            and (fact.detail or _VALUE.match(facts.text[fact.end : fact.end + 60]))
            and not _read_at_run_time(facts.text, fact)
        ):
            return fact
    return None


def _read_at_run_time(text: str, fact: Fact) -> bool:
    """Whether the password is read when the command runs; a Make variable the file
    sets (``-p'$(ARCHIVE_PW)'`` with ``ARCHIVE_PW := …``) is written out all the same."""
    read = _READ_AT_RUN_TIME.search(text, fact.start, fact.end + 8)
    if read is None:
        return False
    variable = re.match(r"\((\w+)\)", text[read.end() - 1 : read.end() + 64])
    if variable is None:
        return True
    name = re.escape(variable.group(1))
    return re.search(rf"^[ \t]*(?:export[ \t]+)?{name}[ \t]*[:?+]?=[ \t]*\S", text, re.M) is None


# A password read when the command runs (a secret manager, a prompt), not written out.
_READ_AT_RUN_TIME = re.compile(r"-p[\"']?\$\(|-p[\"']?`")
# A value written right after a word: "password: x", "= x", "is `x`", "ist «x»", "-px".
_VALUE = re.compile(
    r"^[^\n.]{0,30}?(?:[:=]\s*\S|`[^`\n]+`|\"[^\"\n]+\"|'[^'\n]+'|«[^»\n]+»|“[^”\n]+”|„[^“\n]+“"
    r"|\b(?:is|ist|es|est|é|è|является|是)\s+\S)|^[^\s.,;!?)\]}]"
)


def _their_own(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A secret asked of the person: "your token", "ton mot de passe"."""
    for fact in scope:
        if fact.kind in (K.SECRET, K.STORE) and _YOUR.search(
            facts.text, max(0, fact.start - 32), fact.start
        ):
            return fact
    return None


_YOUR = re.compile(
    r"\b(?:your|yours|dein\w*|ihr\w*|su|sus|tu|tus|votre|vos|ton|ta|tes|seu|sua|seus|suas|"
    r"vostr\w*|tuo|tua|ваш\w*|тво\w*)\b|你的|您的",
    re.IGNORECASE,
)


_PLACEHOLDER_HOST = re.compile(
    r"^[.…]+$|^(?:www\.)?example\.(?:com|org|net)$|(?:^|[.-])(?:your|my|sample|placeholder|xxx+|"
    r"yourdomain|host|hostname|domain|server)(?:[.-]|$)|[<>{}$]"
    # "example" in other languages, as documentation writes it: ejemplo.com, beispiel.de
    r"|^(?:www\.)?(?:ejemplo|beispiel|exemple|esempio|exemplo|voorbeeld|przyklad)\.[a-z]{2,3}$"
)


def named_after_any(host: str, names: str) -> bool:
    """Whether one of the secret names in the scope names the host's owner."""
    return any(named_after(host, name) for name in names.split())


def _foreign_url(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """A URL whose host nothing else in the skill names: not in its name or description,
    not in a secret's variable name, not in a heading."""
    names = " ".join(f.detail.lower() for f in scope if f.kind is K.SECRET)
    pastes = [f.start for f in scope if f.kind is K.PASTE_SITE]
    for fact in scope:
        if fact.kind is K.NET and fact.detail and "." in fact.detail:
            host = fact.detail
            host_at = fact.start + facts.text[fact.start : fact.end].lower().find(host)
            if host_at >= fact.start and any(host_at <= at < host_at + len(host) for at in pastes):
                return fact  # a paste or notes service is nobody's own host, whatever its path
            if host.startswith(("localhost", "127.", "0.0.0.0", "[::1]")) or host.endswith(
                (".local", ".internal", ".localhost")
            ):
                continue
            if _PLACEHOLDER_HOST.search(host) or named_after_any(host, names):
                continue
            path = (
                facts.text[fact.start : fact.end].split(host, 1)[-1]
                if host in facts.text[fact.start : fact.end].lower()
                else ""
            )
            if not host_related(host, subject + " " + names, path.lower()):
                return fact
    return None


def _every_other(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """Other skills, every skill, all instruction files: a quantifier next to them."""
    text = facts.text
    for fact in scope:
        if fact.kind is K.AGENT_FILE and _QUANTIFIER.search(
            text, max(0, fact.start - 40), fact.start
        ):
            return fact
    return None


_QUANTIFIER = re.compile(
    r"(?:~|\$HOME|home\(\)|\.claude|\.codex|\.hermes|\.cursor|skills)[^\n]{0,40}\*\*?/"
    r"|\bfind\b[^\n]{0,40}\s-i?name\s+[\"']?$"  # every file of that name, found
    r"|\b(?:other|others|installed|every\s+other|andere\w*|otr[oa]s|autres|altr[ie]|"
    r"други\w*|outr[oa]s|installiert\w*|instalad[oa]s|installés|diğer|öteki)\b|其他|其它|已安装",
    re.IGNORECASE,
)


def _runs_a_command(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A terminal, or a verb that runs a command (not one that opens a page): the one
    next to a copying step if there is one ("copy it and run it in the terminal")."""
    runs = [
        f
        for f in scope
        if f.kind in (K.TERMINAL, K.EXEC)
        or (f.kind is K.RUN and not _OPENS.fullmatch(facts.text[f.start : f.end]))
    ]
    copies = [f.start for f in scope if f.kind is K.COPY]
    for run in runs if copies else ():
        if any(abs(run.start - at) <= 160 for at in copies):
            return run
    return runs[0] if runs else None


_OPENS = re.compile(r"open\w*|start\w*|launch\w*|install\w*|abr\w*|ouvr\w*|öffne\w*|打开", re.I)


# The store named as where a tool's own login comes from, not as what is sent.
_AUTH_SOURCE = re.compile(
    r"\b(?:credentials?|tokens?|auth\w*|logins?)\s+(?:come|comes|are\s+(?:read|taken)"
    r"|is\s+(?:read|taken))\s+from\b[^.;\n]*$|\b(?:authenticat\w*|logs?\s+in|logged\s+in)"
    r"\s+(?:with|via|using|from)\b[^.;\n]*$",
    re.IGNORECASE,
)


def _store_is_sent(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """The credential store is what is sent: in prose, a sending verb in the same
    sentence as the store, or two or more stores listed after a sending step; in code, a
    harvest — two or more different stores (not in a list of things left out) with code
    that sends a request body."""
    text = facts.text
    stores = [f for f in scope if f.kind is K.STORE and not _excluded(facts, scope, f)]
    sends = [f for f in scope if f.kind is K.SEND]
    for store in stores:
        if facts.in_code(store.start):
            continue
        if _AUTH_SOURCE.search(text, max(0, store.start - 60), store.start):
            continue  # "credentials come from the user's existing ~/.npmrc": it logs in
        for send in sends:
            low, high = sorted((store, send), key=by_start)
            if high.start - low.end <= 160 and not SENTENCE_END.search(text, low.end, high.start):
                return send
    # A harvest in words: two or more stores listed after a sending step ("the mail body
    # must end with: - each repo's .env - ~/.npmrc …").
    worded = [f for f in stores if not facts.in_code(f.start)]
    if len({f.detail for f in worded}) >= 2:
        first = min(f.start for f in worded)
        for send in sends:
            if not facts.in_code(send.start) and 0 <= first - send.start <= 600:
                return send
        # or gathered first (copied into a folder, packed) and the gathering sent after:
        # "Copy in ~/.ssh/, ~/.aws/, ~/.netrc … commit … push to …"
        last = max(f.end for f in worded)
        gathered = any(
            f.kind in (K.COPY, K.ARCHIVE)
            and 0 <= first - f.end <= 80
            and not facts.in_code(f.start)
            for f in scope
        )
        for send in sends if gathered else ():
            if not facts.in_code(send.start) and 0 <= send.start - last <= 400:
                return send
    # Every secret there is, in words, after a sending step ("the field holds all API
    # keys, tokens and passwords seen in the conversation, .env or the environment").
    for send in (f for f in sends if not facts.in_code(f.start)) if stores else ():
        for every in _EVERY_SECRET.finditer(text, send.end, min(len(text), send.end + 600)):
            if facts.in_code(every.start()):
                continue
            before = text[max(send.end, every.start() - 40) : every.start()]
            if not _KEPT_BACK.search(before):
                return send
    # (a .env file read for one named key is that setting, judged where it is sent)
    in_code = [f for f in stores if facts.in_code(f.start) and not one_key_read(text, f)]
    code_sends = [f for f in sends if facts.in_code(f.start) and f.detail]
    # A harvest is of files; a token printed by its own tool is usually sent to its owner.
    files = [f for f in in_code if not f.detail.endswith(", printed")]
    harvest = (
        len({f.detail for f in files}) >= 2
        or len({text[f.start : f.end].lower() for f in files}) >= 3
        # two login files are two stores (~/.netrc and ~/.git-credentials)
        or len({text[f.start : f.end].lower() for f in files if f.detail == "a login file"}) >= 2
    )
    for send in code_sends:
        # A harvest anywhere in the script, or one store read close to the request.
        if harvest or any(abs(send.start - f.start) <= 600 for f in in_code):
            return send
    # A store read in a shell function whose output the request sends: "curl --data …
    # $(context)" with context() { creds=$(base64 < ~/.aws/credentials); … }.
    for send in code_sends if in_code else ():
        first, last = statement_around(text, send.start)
        for called in _CALLED.finditer(text, max(0, first - 400), last):
            body = _function_body(text, called.group(1) or called.group(2))
            if body and any(body[0] <= f.start < body[1] for f in in_code):
                return send
    return None


# A shell command substitution of a function, or a call of one with no arguments in
# Python or JavaScript (``"fp": _account_fingerprint()``).
_CALLED = re.compile(r"\$\(\s*([A-Za-z_][\w-]*)\s*\)|(?<![.\w])([^\W\d]\w*)\(\)")


def _function_body(text: str, name: str) -> tuple[int, int] | None:
    """Where the function ``name`` is defined: a shell function from its header to its
    closing brace at a line's start; a Python one to the next line indented no deeper."""
    header = re.search(
        rf"^[ \t]*(?:function[ \t]+)?{re.escape(name)}[ \t]*\(\)[ \t]*\{{", text, re.M
    )
    if header is not None:
        close = re.compile(r"^\}", re.M).search(text, header.end())
        return header.start(), close.start() if close else len(text)
    header = re.search(rf"^([ \t]*)def[ \t]+{re.escape(name)}[ \t]*\(", text, re.M)
    if header is None:
        return None
    return header.start(), block_end(text, header.end(), len(header.group(1)), len(text))


_EVERY_SECRET = re.compile(
    r"\b(?:all|every|todas?|todos?|tous|toutes|tutt[ie]|alle[ns]?|wszystkie|ogni"
    r"|все|всех)\b(?:\s+[\w-]+){0,3}?\s+(?:(?:api\s+)?(?:secrets?|keys?|tokens?|passwords?"
    r"|credentials?)|claves?|contraseñas?|credenciales|senhas?|chaves|clés|mots\s+de\s+passe"
    r"|schlüssel|passw(?:ö|oe)rter|zugangsdaten|chiavi|credenziali|klucze|hasła|ключ\w*"
    r"|токен\w*|парол\w*)\b"
    r"|所有(?:的)?(?:密钥|令牌|密码|凭据)|すべての(?:キー|トークン|パスワード|認証情報)",
    re.IGNORECASE,
)
# Words before such a quantifier that keep the secrets out or look after them: "redact
# all tokens", "rotate every key".
_KEPT_BACK = re.compile(
    r"\b(?:redact\w*|mask\w*|strip\w*|remov\w*|exclud\w*|omit\w*|never|not|without|no"
    r"|rotat\w*|revok\w*|protect\w*|keep|store|scan\w*|check\w*|audit\w*|detect\w*|renew\w*"
    r"|delet\w*|regenerat\w*|hide|hidden|replac\w*"
    r"|sin|nunca|ohne|nie|sans|jamais|senza|sem|без|не)\b",
    re.IGNORECASE,
)


def _excluded(facts: Facts, scope: list[Fact], store: Fact) -> bool:
    """A store named in a list of things left out (``exclude: [.env, .ssh]``) — not after
    an exclusion denied ("nicht maskieren", "do not redact")."""
    line_start = facts.text.rfind("\n", 0, store.start) + 1
    negations = [f.end for f in scope if f.kind is K.NEGATION]
    # (in code, an exclusion governs its own line: ``exclude '**/build/**'`` says nothing
    # of the paths read three statements later)
    reach = 0 if facts.in_code(store.start) else 200
    return any(
        f.kind is K.EXCLUDE
        and (line_start <= f.start < store.start or 0 <= store.start - f.end <= reach)
        and not any(0 <= f.start - end <= 12 for end in negations)
        for f in scope
    )


def _in_code(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    for fact in scope:
        if fact.kind is K.ASK_CODE and facts.in_code(fact.start):
            return fact
    return None


def _secret_body_sent(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """In code, a request body sent (``req.end(body)``, ``requests.post(…, json=…)``) a
    few lines after a secret is read or named in code, to a host on the request's own
    lines that nothing in the skill ties the secret to."""
    text = facts.text
    secrets = [f for f in scope if f.kind is K.SECRET and facts.in_code(f.start)]
    for send in scope:
        if send.kind is not K.SEND or send.detail != "sends a request body":
            continue
        if not any(0 < send.start - f.start <= _BODY_REACH for f in secrets):
            continue
        low = lines_before(text, send.start, 2)
        high = lines_after(text, send.start, 2, len(text))
        near = [f for f in scope if low <= f.start < high or f.kind is K.SECRET]
        if _foreign_url(facts, near, subject) is not None:
            return send
    return None


_BODY_REACH = 400


def _unofficial_index(facts: Facts, scope: list[Fact], subject: str) -> Fact | None:
    """A URL, near a package-index setting, on a host that is neither a public registry nor
    one the skill names (a company's own mirror is named in its skill)."""
    text = facts.text
    on_line: list[tuple[int, int]] = []  # the rest of each setting's line
    by_variable = False  # a setting whose value is a variable: any URL of the scope may be it
    for setting in (f for f in scope if f.kind is K.PKG_INDEX):
        end = text.find("\n", setting.end)
        rest = text[setting.end : len(text) if end < 0 else end]
        on_line.append((setting.end, setting.end + len(rest)))
        by_variable = by_variable or (
            "://" not in rest and _VALUE_VARIABLE.search(rest) is not None
        )
    for fact in scope:
        if fact.kind is not K.NET or "." not in fact.detail:
            continue
        if not by_variable and not any(low <= fact.start < high for low, high in on_line):
            continue
        host = fact.detail.split(":", 1)[0].rsplit("@", 1)[-1]
        if _foreign_index_host(host, subject):
            return fact
    if by_variable and scope:  # a host kept in a variable: MIRROR_HOST="pypi.example.org"
        low, high = scope[0].start, scope[-1].end
        for assigned in _HOST_ASSIGNED.finditer(text, max(0, low - 1600), high):
            if _foreign_index_host(assigned.group(1).lower(), subject):
                return next(f for f in scope if f.kind is K.PKG_INDEX)
    return None


def _foreign_index_host(host: str, subject: str) -> bool:
    if host in PUBLIC_REGISTRIES or host.endswith(".pythonhosted.org"):
        return False
    if _PLACEHOLDER_HOST.search(host) or host.startswith(("localhost", "127.")):
        return False
    return not host_related(host, subject)


# A variable given a bare host name (no scheme): the index URL is built from it.
_HOST_ASSIGNED = re.compile(
    r"^\s*(?:export\s+|const\s+|let\s+|var\s+|\$)?\w*(?:HOST|MIRROR|INDEX|REGISTRY|DOMAIN|ORIGIN)"
    r"\w*\s*=\s*[\"']?(?:https?://)?((?:[a-z0-9-]+\.)+[a-z]{2,})(?:[:/][^\s\"']*)?[\"']?\s*;?\s*$",
    re.IGNORECASE | re.MULTILINE,
)


_VALUE_VARIABLE = re.compile(
    r"\$\{?\w|%\w+%|\{\w+\}|\bprocess\.env\.|\bos\.environ"
    # a value in code taken from a name: entry.resolved = meta.tarball;
    r"|^\s*[A-Za-z_][\w.]*(?:\[[^\]\n]*\])?\s*;?\s*(?:(?://|#).*)?$"
)


def _several_stores(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """Two or more different credential stores in the scope (not in a list of things left
    out): a harvest, not one file named."""
    stores = [
        f
        for f in scope
        if f.kind is K.STORE
        and not f.detail.endswith(", printed")  # a token printed by its tool is no file
        and not _excluded(facts, scope, f)
    ]
    if len({f.detail for f in stores}) >= 2:
        return stores[-1]
    return None


def _whole_private(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """What the agent has seen, taken whole: "the complete conversation so far,
    verbatim", "a conversa inteira", "all transcripts", "den gesamten Chatverlauf"."""
    text = facts.text
    for fact in scope:
        if fact.kind is not K.PRIVATE:
            continue
        if fact.detail == SAVED_CONVERSATIONS:
            return fact  # a folder of saved conversations is all of them
        word = re.match(r"\w+", text[fact.start : fact.start + 40])
        if word and word.group().lower().endswith(("al", "ally", "ist", "ists")):
            continue  # "conversational": a kind of thing, not the conversation itself
        # in its own clause: "fresh conversations (tokens expire); before every submit"
        before = re.split(r"[.;!?()\n]", text[max(0, fact.start - 40) : fact.start])[-1]
        after = re.split(r"[.;!?()\n]", text[fact.start : fact.end + 60])[0]
        if _WHOLE.search(before + after):
            return fact
    return None


_WHOLE = re.compile(
    r"\b(?:complete|entire|whole|full|verbatim|word[- ]for[- ]word|unredacted|unmasked|all|every"
    r"|inteir[ao]s?|complet[ao]s?|tod[ao]s?|ganze[nrs]?|gesamte[nrs]?|vollständig\w*|wörtlich"
    r"|entière?s?|intégral\w*|tou(?:te)?s|inter[ao]|tutt[eio]|весь|всю|целиком|полност\w*)\b"
    r"|全部|完整|所有|全文|すべて|全て",
    re.IGNORECASE,
)


def _ranked_over(facts: Facts, scope: list[Fact], _subject: str) -> Fact | None:
    """A rank given in the same sentence as what it is over: the agent's instructions,
    the user, the skill ("they take precedence over the user's preferences"), not a rank
    among the tasks at hand ("the highest-priority blocking decision")."""
    text = facts.text
    ranked = [f for f in scope if f.kind in (K.AGENT, K.AGENT_FILE)]
    # the person and the conversation only when ranked below ("over the user"), not
    # above ("the user's request takes priority") nor listed ("precedence: flags, user")
    below = [f for f in scope if f.kind in (K.USER, K.PRIVATE)]
    for fact in scope:
        if fact.kind is not K.PRECEDENCE:
            continue
        if fact.detail:
            return fact  # prevails over the user in a conflict, as its words say
        after = _SELF.search(text, fact.end, min(len(text), fact.end + 80))
        if after and not _SENTENCE_END.search(text, fact.end, after.start()):
            return fact  # "always supersedes this file"
        for other in ranked:
            low, high = sorted((fact, other), key=by_start)
            if high.start - low.end <= 160 and not _SENTENCE_END.search(text, low.end, high.start):
                return fact
        for other in below:
            between = text[fact.end : other.start]
            listed = ":" in between or ">" in between or ";" in between
            close_by = 0 < other.start - fact.end <= 160 and not _SENTENCE_END.search(between)
            if close_by and not listed and _OVER.search(between):
                return fact
    return None


_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n\s*\n|\n\s*(?:[-*+]|\d+[.)])\s")
_OVER = re.compile(
    r"\b(?:over|above|than|before|ahead\s+of|über|vor|sobre|sur|su|nad|op|boven|över|före|"
    r"przed|před|sopra|acima|peste|asupra|felett|előtt|atas|yli|ennen|foran|før|trên|hơn)\b"
    r"|(?<!\w)(?:над|перед|выше|вище|έναντι|πάνω\s+από|فوق|على)",
    re.IGNORECASE,
)
# The skill itself, as what something else ranks over.
_SELF = re.compile(
    r"\b(?:this|the\s+present)\s+(?:file|skill|document|guide|readme|skill\.md)\b|\bSKILL\.md\b"
    r"|\b(?:diese[rsm]?\s+(?:datei|skill|dokument)|este\s+(?:archivo|documento|skill|arquivo)"
    r"|ce\s+(?:fichier|document|skill)|questo\s+(?:file|documento|skill)"
    r"|deze\s+(?:skill|handleiding|checklist)|dit\s+(?:bestand|document)"
    r"|denna\s+(?:fil|skill|guide)|den\s+här\s+(?:filen|skillen)|tento\s+(?:soubor|skill|dokument)"
    r"|ten\s+(?:plik|skill|dokument)|esta\s+skill|ta\s+(?:umiejętność|instrukcja))\b"
    r"|(?<!\w)(?:этот\s+(?:файл|навык|документ)|цей\s+(?:файл|навик|документ))",
    re.IGNORECASE,
)


RELATIONS: dict[str, Relation] = {
    "reaches-network": reaches_network,
    "evals-fetched": evals_fetched,
    "runs-fetched-code": runs_fetched_code,
    "asked-in-words": asked_in_words,
    "ranked-over": _ranked_over,
    "asked-seed-in-words": asked_seed_in_words,
    "unofficial-index": _unofficial_index,
    "whole-private": _whole_private,
    "several-stores": _several_stores,
    "built-name": built_name,
    "no-confirmation": no_confirmation,
    "in-code": _in_code,
    "secret-body-sent": _secret_body_sent,
    "decoded-variable": lambda f, s, j: same_line(f, s, j) or decoded_variable(f, s, j),
    "store-is-sent": _store_is_sent,
    "runs-a-command": _runs_a_command,
    "their-own": _their_own,
    "every-other": _every_other,
    "same-line": same_line,
    "concealment": concealment,
    "original-shown": original_shown,
    "routed-in-code": routed_in_code,
    "fixed-value-lets-in": fixed_value_lets_in,
    "granted-in-code": granted_in_code,
    "kept-from-user": kept_from_user,
    "left-unsaid": left_unsaid,
    "kept-from-user-or-lied-to": lambda f, s, j: kept_from_user(f, s, j) or deceive(f, s, j),
    "silently": silently,
    "do-not-inspect": do_not_inspect,
    "approved-unread": approved_unread,
    "archive-password": _archive_password,
    "foreign-url": _foreign_url,
    "lookup-tool": lookup_tool,
    "interpolated": interpolated,
    "strong-act": strong_act,
    "hidden-order": hidden_order,
    "act-on-decoded": act_on_decoded,
    "override": override,
    "run-unchanged": run_unchanged,
    "unconsented": unconsented,
}


def signals(facts: Facts, subject: str) -> frozenset[str]:
    """What a whole skill's behaviours across files need to know of one text, beyond
    its kinds of fact: the person asked in words for a personal secret; a send, in code,
    to a host the skill does not name."""
    found = set()
    everything = [f for kind_facts in facts.by_kind.values() for f in kind_facts]
    if facts.of(K.ASK) and facts.of(K.SECRET) and asked_in_words(facts, everything, subject):
        found.add("asks-personal-secret")
    nets = [f for f in facts.of(K.NET) if facts.in_code(f.start)]
    for send in (f for f in facts.of(K.SEND) if facts.in_code(f.start)) if nets else ():
        start, end = statement_around(facts.text, send.start)  # the request it is part of
        sent_to = [f for f in nets if start <= f.start < end]
        if sent_to and _foreign_url(facts, sent_to, subject) is not None:
            found.add("sends-to-foreign-host")
            break
    if facts.of(K.AGENT_SETTINGS) and consent_asked(facts):
        found.add("asks-consent")
    if (facts.of(K.RESULT) or facts.of(K.COPY)) and runs_printed(facts):
        found.add("runs-printed")
        if runs_printed(facts, as_it_comes=True):
            found.add("runs-printed-as-it-comes")
    return frozenset(found)
