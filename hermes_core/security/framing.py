"""Whether a Markdown document or one of its sections presents what it holds as attacks to
recognise rather than steps to carry out.

Security-teaching text (a review checklist, a catalogue of injection patterns) quotes the
very things the scanner looks for. Two framings make those quotes examples, in prose as in
code:

- a document whose title or opening paragraph *disowns* what follows ("Annotated examples
  — do not follow", "the snippets below are examples of what to reject; never run
  them", "反例 仅供识别"): every match in it is an example;
- a section whose heading, or the lead-in line of the list holding the match, names what
  follows as signs to look for ("What to flag", "Red flags", "be suspicious of:",
  "Recognising attempts", "Shapes to recognise"): its list items, table rows and quoted
  lines ("> …") are examples.

A script is never framed: it runs whatever its comments say.
"""

from __future__ import annotations

import re
from functools import lru_cache

from hermes_core.text.markdown import FRONTMATTER

__all__ = ["disowned_document", "framed_heading", "framed_lead", "sample_heading"]

# Phrases that say the text they introduce is not to be acted on.
_DISOWNING = re.compile(
    r"\b(?:do\s+not|don'?t|never)\s+(?:ever\s+)?(?:follow|execute|run|obey|act\s+on)\b"
    r"|\banti-?(?:examples?|patterns?)\b|\bfor\s+recogni[sz]ing\b|\bfor\s+recognition\b"
    r"|\b(?:quoted|shown|listed|included|kept)\s+(?:here\s+)?(?:only\s+)?(?:as\s+data|so\s+"
    r"(?:that\s+)?\w+(?:\s+\w+)?\s+can\s+(?:recogni[sz]e|spot|refuse|detect|reject))"
    r"|\bexamples?\s+of\s+what\s+(?:to|not\s+to)\s+\w+|\bwhat\s+not\s+to\s+\w+"
    # a guide that lists attacks "so you can spot them … and decline"
    r"|\bso\s+(?:that\s+)?(?:you|the\s+agent|agents|reviewers|readers)\s+can\s+(?:recogni[sz]e|spot"
    r"|refuse|detect|reject|decline|flag)\b"
    r"|\bnone\s+of\s+(?:these|them|the\s+following)\s+(?:should|must|may|is\s+to|are\s+to)\s+"
    r"(?:ever\s+)?be\s+(?:executed|run|followed|obeyed|carried\s+out)\b"
    r"|\bnone\s+of\s+(?:these|them|the\s+following)\s+(?:is|are)\s+(?:an?\s+)?"
    r"(?:instructions?|orders?|commands?)\b|\b(?:these|they)\s+are\s+not\s+(?:instructions?|orders?"
    r"|commands?)\s+(?:to|for)\s+you\b"
    r"|\bred[\s-]+flags?\b|\b(?:illustrate|illustrating)\s+(?:attacks?|how\s+attackers?)"
    # the same in the lexicon's other languages: "anti-patterns", "only for recognising",
    # "do not apply or run"
    r"|\bantipatr(?:ones|ón)\b|\banti-?padr(?:ões|ão)\b|\banti-?mod(?:èles?|elli)\b"
    r"|\bantipattern\w*|\banti-?patronen\b|\bno\s+(?:aplicar|ejecutar)\s+ni\s+(?:aplicar|ejecutar)\b"
    r"|\b(?:solo|sólo|apenas|somente|uniquement|nur|solo)\s+(?:para|pour|zur|per)\s+(?:el\s+|le\s+|o\s+|la\s+)?"
    r"(?:reconocimiento|reconocer|reconhecimento|reconhecer|reconna[iî]tre|erkennung|erkennen"
    r"|riconosc\w*)\b"
    r"|\bnicht\s+(?:ausführen|befolgen|nachmachen)|\bnegativbeispiel\w*|\bno\s+(?:los\s+)?"
    r"(?:ejecut|sig[au]|obedezc)\w*|\bejemplos?\s+(?:de\s+lo\s+que\s+)?(?:a\s+)?evitar\b"
    r"|\bne\s+(?:les\s+)?(?:pas\s+)?(?:exécut|suiv|obé)\w*|\bà\s+ne\s+pas\s+(?:suivre|exécuter)"
    # never to be run, as a label: "(à citer, jamais à exécuter)", "never to be executed"
    r"|\bjamais\s+à\s+(?:exécuter|suivre|lancer)\b|\bnunca\s+(?:para\s+)?(?:ejecutar|seguir)\b"
    r"|\bmai\s+da\s+(?:eseguire|seguire)\b|\bnever\s+to\s+(?:be\s+)?(?:run|executed|followed)\b"
    r"|\bniemals\s+(?:auszuführen|ausführen|befolgen)\b"
    r"|\bnão\s+(?:os\s+)?(?:execut|sig[ao])\w*|\bnon\s+(?:\w+\s+){0,2}(?:eseguir|eseguit|segui)\w*"
    # quoted to teach recognising them, in the lexicon's other languages
    r"|\b(?:citat|riportat|mostrat)\w*\s+per\s+(?:\w+\s+){0,2}riconoscer\w*"
    r"|\b(?:citad|mostrad|incluid)\w*\s+para\s+(?:\w+\s+){0,2}(?:reconocer|reconhecer)\w*"
    r"|\b(?:cité|montré|reproduit)\w*\s+pour\s+(?:\w+\s+){0,2}reconna[iî]tre\b"
    r"|\b(?:zitiert|gezeigt|aufgeführt)\w*,?\s+(?:damit|um)\s+(?:\w+\s+){0,3}(?:zu\s+)?erkenn\w*"
    r"|(?<!\w)не\s+(?:выполня|запуска|исполня|следу)\w*|(?<!\w)антипример\w*"
    r"|反例|反面教材|错误示范|仅供识别|切勿执行|不要执行|请勿执行|実行しないで|悪い例",
    re.IGNORECASE,
)
# Words that point at what comes next: "the snippets below", "the following".
_POINTING = re.compile(
    r"\b(?:below|following|these|them|this\s+(?:file|page|catalogue|list))\b|\bunten\b"
    r"|\b(?:anything|whatever|what)\s+you\s+(?:find|read|see|review)\b"
    r"|\bfolgenden?\b|\bsiguientes?\b|\babaixo\b|\bseguintes?\b|\bci-dessous\b|\bsuivants?\b"
    r"|\bseguenti\b|\bsotto\b|\bhieronder\b|\bponiżej\b|\başa\u011f\u0131da\w*"
    r"|(?<!\w)ниже\b|(?<!\w)следующ\w*|以下|下面|下記|以下の",
    re.IGNORECASE,
)
# Headings and list lead-ins that name what follows as signs to look for.
_LOOK_FOR = re.compile(
    r"\bwhat\s+to\s+(?:flag|look\s+for|watch\s+(?:for|out\s+for)|reject|refuse|report)\b"
    # what a scanner or inspector reports: "Findings the script flags", "Flags raised"
    r"|\b(?:findings|patterns?|things|what)\s+(?:the\s+)?(?:\w+\s+)?(?:flags|detects|reports)\b"
    r"|^\W*(?:flags|checks|detections|indicators)\s+(?:raised|reported|flagged|it\s+raises)\b"
    r"|\bred[\s-]+flags?\b|\bwarning\s+signs?\b|\banti-?(?:examples?|patterns?)\b"
    r"|\b(?:risk|security|threat)\s+(?:summary|report|findings)\b"
    r"|\b(?:patterns?|signs?|tricks?|techniques?|shapes?|examples?|forms?|phrasings?)\s+to\s+"
    r"(?:recogni[sz]e|spot|watch\s+for|detect|look\s+out\s+for)\b"
    r"|\b(?:review|audit|security|safety)\s+checklist\b"
    r"|\b(?:injection|attack|phishing|malicious|annotated)\s+(?:\w+\s+)?(?:samples?|specimens?)\b"
    r"|\brecogni[sz]\w*\s+(?:\w+\s+){0,2}(?:attacks?|attempts?|injections?|patterns?|phishing"
    r"|malicious|scams?|threats?)\b|\bsuspicious\s+of\b|\bindicators\s+of\s+compromise\b"
    r"|\b(?:attack|injection|exfiltration|dropper)\s+(?:patterns?|examples?|attempts?|techniques?)\b"
    r"|\b(?:malicious|suspicious|dangerous)\s+(?:patterns?|examples?|snippets?|skills?|signs?)\b"
    r"|\bnot\s+(?:a\s+)?(?:finding|red\s+flag|problem)s?\b|\busually\s+(?:fine|safe|ok)\b"
    r"|\bfalse\s+positives?\b|\bexamples?\s+of\s+(?:attacks?|malicious)|\bwarnsignale\b|\balarmsignale\b"
    r"|\bseñales\s+de\s+(?:alerta|alarma|peligro)\b|\bsinais\s+de\s+(?:alerta|alarme|perigo)\b"
    r"|\bsignaux\s+d'(?:alerte|alarme)\b|\balarmzeichen\b|\balarmsignalen\b|\bauffälligkeiten\b"
    r"|\bsegnali\s+d'allarme\b|(?<!\w)признаки\b|(?<!\w)тревожн\w*|反例|危险信号|可疑|风险写法|危険な兆候"
    # "patterns and examples (only for recognising)", in the lexicon's other languages
    r"|\bzum\s+(?:wieder)?erkennen\b|\bpara\s+(?:reconocer|reconhecer)\w*"
    r"|\b(?:à|pour\s+les)\s+reconna[iî]tre\b|\bda\s+riconoscere\b|\bom\s+te\s+herkennen\b"
    r"|(?<!\w)для\s+распознавани\w*|用于识别|見分けるため"
    # patterns to flag, in other languages: "Patrones a señalar", "Muster, auf die …"
    r"|\b(?:patrones|padrões|padroes|motifs|schemi|modelli|patronen|wzorce|muster)\s+"
    r"(?:a|à|da|om|do|zum)\s+(?:señalar|detectar|vigilar|sinalizar|signaler|repérer|détecter"
    r"|segnalare|rilevare|markeren|signalering|oznaczenia|wykrycia|melden|erkennen)\b"
    r"|\bqué\s+(?:buscar|señalar)\b|\bo\s+que\s+(?:procurar|sinalizar)\b"
    r"|\bce\s+qu'il\s+faut\s+(?:signaler|repérer)\b|\bcosa\s+(?:cercare|segnalare)\b"
    r"|\bworauf\s+(?:zu\s+)?achten\b|\bwaarschuwingssignalen\b|\brode\s+vlaggen\b"
    r"|\bbanderas\s+rojas\b|\bsygnały\s+ostrzegawcze\b|\bczerwone\s+flagi\b"
    r"|(?<!\w)красные\s+флаги\b|警示信号|需要标记|注意すべき|危険信号|위험\s*신호|경고\s*신호",
    re.IGNORECASE,
)
_EMPHASIS = re.compile(r"[*_`]+")
_INTRO = re.compile(r"(?:[^\n#`][^\n]*\n?){1,8}")  # the paragraph right after the title


@lru_cache(maxsize=16)
def disowned_document(text: str) -> bool:
    """Whether the title or the opening paragraph of ``text`` says that what follows is
    not to be acted on: a disowning phrase in the title, or one in the opening paragraph
    that points at what follows."""
    body = FRONTMATTER.sub("", text[:3000], count=1).lstrip()
    title = ""
    if body.startswith("#"):
        title, _, body = body.partition("\n")
    if _DISOWNING.search(title):
        return True
    rest = body.lstrip("\n")
    for _ in range(2):  # the opening paragraph, or the one right after it
        intro = _INTRO.match(rest)
        if intro is None:
            return False
        paragraph = intro.group()
        if _DISOWNING.search(paragraph) and _POINTING.search(paragraph):
            return True
        rest = rest[intro.end() :].lstrip("\n")
    return False


def framed_intro(text: str) -> bool:
    """Whether the opening paragraph of ``text`` (after its title) names what the
    document lists as signs to look for ("Only name anomalies, with file and line")."""
    body = FRONTMATTER.sub("", text[:3000], count=1).lstrip()
    if body.startswith("#"):
        body = body.partition("\n")[2]
    intro = _INTRO.match(body.lstrip("\n"))
    return intro is not None and _LOOK_FOR.search(_EMPHASIS.sub("", intro.group())) is not None


@lru_cache(maxsize=4096)
def framed_heading(heading: str) -> bool:
    """Whether a heading names its section's content as signs to look for."""
    heading = _EMPHASIS.sub("", heading)
    return bool(_LOOK_FOR.search(heading) or _DISOWNING.search(heading))


def framed_lead(line: str) -> bool:
    """Whether the line introducing a list ("Be suspicious of:") frames its items as
    signs to look for."""
    stripped = line.strip()
    colon = stripped.endswith((":", "\uff1a"))  # a colon, or a full-width one
    return colon and (framed_heading(stripped) or _LOOK_OUT.search(stripped) is not None)


# List lead-ins (not headings: "## Check for updates" is a task) that send the reader
# looking: "read all of its files and check for:", "watch out for:".
_LOOK_OUT = re.compile(
    r"\b(?:check|scan|search|look|watch)\s+(?:\w+\s+){0,3}?(?:out\s+)?for\s*:$"
    # what a checker reports: "… and reports:", "It flags:", "warns about:"
    r"|\b(?:reports|flags|detects|warns\s+about|lists\s+findings)\s*:$"
    r"|\b(?:prüfe|prüfen\s+sie|achte|achten\s+sie)\b[^:]{0,60}\bauf\s*:$"
    r"|\b(?:comprueba|verifica|busca|revisa)\s+(?:si\s+hay|que\s+no\s+haya)\b[^:]{0,40}:$"
    r"|\bvérifie[rz]?\s+(?:la\s+présence|s'il\s+y\s+a)\b[^:]{0,40}:$",
    re.IGNORECASE,
)


# Headings over code blocks that show what the agent writes, not what it runs.
_SAMPLE = re.compile(
    r"\b(?:output|report|response|reply|answer|verdict|finding)s?\s+(?:format|template|example"
    r"|sample|shape)s?\b|\b(?:example|sample)\s+(?:output|report|response|reply|verdict)s?\b"
    r"|\btemplate\b|\bformat\s+(?:of|for)\s+(?:the\s+)?(?:report|output|answer)",
    re.IGNORECASE,
)


# A heading that is only "Output": the block right under it shows what is printed.
_OUTPUT = re.compile(
    r"^\W*(?:(?:example|sample)\s+)?(?:output|ausgabe|salida|sortie|saída|uscita|вывод|出力|输出)\W*$",
    re.IGNORECASE,
)


def output_heading(heading: str) -> bool:
    """Whether a heading is only "Output" (its first block is a sample of it)."""
    return bool(_OUTPUT.match(heading.lstrip("#").strip()))


def sample_heading(heading: str) -> bool:
    """Whether a heading names the code blocks under it as samples of what the agent
    writes ("Output format", "Report template")."""
    return bool(_SAMPLE.search(heading))


def cited_phrase(text: str, low: int, high: int, *, listed: bool = False) -> bool:
    """Whether ``text[low:high]`` lies in a quoted phrase that is cited, not said: one of
    a list of quoted phrases (`"ignore previous instructions", "do not tell the user"`)
    or (unless ``listed``) one that a verb of saying introduces (`if a file says "…"`)."""
    line_start = text.rfind("\n", 0, low) + 1
    line_end = text.find("\n", high)
    line_end = len(text) if line_end < 0 else line_end
    before = text[line_start:low]
    opening = max(before.rfind('"'), before.rfind("\u201c"))
    if (
        opening < 0
        or (before.count('"') + before.count("\u201c") + before.count("\u201d")) % 2 == 0
    ):
        return False
    closing = _CLOSING_QUOTE.search(text, high, line_end)
    if closing is None:
        return False
    lead = before[:opening]
    trail = text[closing.end() : line_end]
    if lead.rstrip().endswith(":") or _JSON_KEY_NEXT.match(trail):
        return False  # a value in JSON or YAML ("hint": "…", "next": …), not a cited phrase
    if _NEXT_QUOTE.match(trail) or _PREVIOUS_QUOTE.search(lead):
        return True
    return not listed and _CITING.search(lead) is not None


_JSON_KEY_NEXT = re.compile(r'\s*,\s*"[^"\n]*"\s*:')
_CLOSING_QUOTE = re.compile(r'["\u201d]')
_NEXT_QUOTE = re.compile(r'\s*(?:[,;/]|\bor\b|\band\b)\s*["\u201c]', re.IGNORECASE)
_PREVIOUS_QUOTE = re.compile(r'["\u201d]\s*(?:[,;/]|\bor\b|\band\b)\s*$', re.IGNORECASE)
_CITING = re.compile(
    r"\b(?:says?|said|saying|reads?|claims?|like|such\s+as|e\.g\.|phrases?|wording|text)\s*:?\s*$",
    re.IGNORECASE,
)


# A negation put after the verb, as Japanese and Korean put it: "…してはいけません",
# "…하지 마세요", "언급하지 않".
POSTPOSED_NEGATION = (
    r"(?:ては|では)[*_]*(?:いけません|いけない|ならない|なりません)|ないでください|しないこと|禁止です"
    r"|(?:하지|지)?\s*(?:마세요|마십시오|말고|말아|말\s*것|않)|안\s*됩니다"
)
# What a blob decodes to, and orders around decoding: in an inspector's document (one that
# says it shows what it decodes and never runs it) samples and warnings, lowered two levels;
# across a skill, BEH026 too (a blob in one file that a script decodes).
SHOWN_RULES = frozenset(("OBF002", "OBF003", "BEH008", "BEH009", "BEH021"))


def shows_decoded_only(text: str) -> bool:
    """Whether the document's description or opening says that what it decodes is shown,
    never run ("Decodes suspicious strings … without executing anything", "It never
    executes decoded content"): an inspector, whose sample blobs are test input."""
    sentences = _SENTENCE.split(text[:2500])
    return any(  # in one sentence, or said of it in the next ("… Never executes anything.")
        _NEVER_RUN.search(sentence)
        and (_DECODES.search(sentence) or (number > 0 and _DECODES.search(sentences[number - 1])))
        for number, sentence in enumerate(sentences)
    )


_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n\s*\n")
_DECODES = re.compile(
    r"\b(?:decod\w*|deobfuscat\w*|unpack\w*|inspect\w*|dekodier\w*|decodific\w*|"
    r"décod\w*|dekod\w*|декодир\w*)|解読|デコード|復号|解码|解碼|디코딩|해독",
    re.IGNORECASE,
)
_NEVER_RUN = re.compile(
    r"\b(?:never|without|not|no)\s+(?:\*\*)?(?:\w+\s+){0,2}?(?:execut|run)\w*"
    r"|\b(?:nie|niemals|nicht|weder|ohne)\s+(?:\w+\s+){0,2}?aus(?:zuführ|führ|geführ)\w*"
    r"|\bzeigt\s+nur\s+an\b"
    r"|\bsin\s+ejecutar\w*|\bsans\s+(?:les\s+)?exécuter"
    # Spanish, Portuguese, Italian, French, Dutch, Polish: "nunca ejecuta lo decodificado"
    r"|\b(?:nunca|jamás|no)\s+(?:\w+\s+){0,2}?ejecut\w*|\b(?:nunca|não)\s+(?:\w+\s+){0,2}?execut\w*"
    r"|\b(?:mai|non)\s+(?:\w+\s+){0,2}?esegu\w*|\bsenza\s+eseguir\w*"
    r"|\bne\s+(?:\w+\s+){0,2}?(?:exécut|lanc)\w*\s+(?:jamais|pas|rien)\b|\bjamais\s+exécut\w*"
    r"|\b(?:nooit|niet)\s+(?:\w+\s+){0,2}?uit(?:gevoerd|voeren)\b|\bvoert\s+(?:\w+\s+){0,3}?nooit\s+uit\b"
    r"|\bnigdy\s+(?:nie\s+)?(?:\w+\s+){0,2}?uruchamia\w*|\bbez\s+uruchamiania\b"
    r"|(?<!\w)(?:никогда\s+)?не\s+(?:\w+\s+){0,2}?(?:выполня|запуска|исполня)\w*"
    r"|実行(?:しない|しません|せず)|表示(?:する)?(?:ため)?だけ|(?:绝不|不会|不)执行|只(?:是)?显示"
    r"|실행하지\s*않",
    re.IGNORECASE,
)
