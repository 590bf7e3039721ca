"""What a lint rule is, and the context a rule's check reads from."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum

from hermes_core.skills.document import SkillDocument
from hermes_core.text.diagnostics import Diagnostic, Fix, Severity, TextEdit
from hermes_core.text.markdown import Link, links
from hermes_core.text.positions import Range, Span
from hermes_core.text.yaml_tree import YamlEntry, YamlNode

__all__ = ["Check", "LintContext", "ProfileOptions", "Restate", "Rule", "TabTolerance"]


@dataclass(frozen=True, slots=True)
class LintContext:
    """Everything a check may look at for one document.

    ``known_skills`` is the set of skill names visible next to this one; ``None``
    means unknown, and checks that need it stay silent rather than guess.
    ``options`` carries the active profile's parameters (limits, known keys).
    """

    document: SkillDocument
    options: ProfileOptions
    known_skills: frozenset[str] | None = None
    _links: list[Link] = field(default_factory=list, repr=False)
    _links_done: list[bool] = field(default_factory=list, repr=False)

    def body_links(self) -> list[Link]:
        """Links in the body outside code, found once per lint run."""
        if not self._links_done:
            parsed = self.document.parsed
            self._links.extend(links(parsed.body, parsed.body_span.start))
            self._links_done.append(True)
        return self._links

    @property
    def root(self) -> YamlNode | None:
        """The frontmatter mapping, if it could be read."""
        return self.document.parsed.root

    def entry(self, key: str) -> YamlEntry | None:
        """The top-level frontmatter entry for ``key``."""
        root = self.root
        return root.get(key) if root is not None else None

    def range(self, span: Span) -> Range:
        """Line/character range of a span of the document."""
        return self.document.parsed.range(span)

    def frontmatter_anchor(self) -> Range:
        """Where to report something missing from the frontmatter: the opening fence."""
        fence = self.document.parsed.open_fence
        return self.range(fence) if fence is not None else Range.at(0)

    def replace(self, span: Span, new_text: str, title: str) -> Fix:
        """A fix replacing one span."""
        return Fix(title, (TextEdit(self.range(span), new_text),))

    def insert_after_open_fence(self, line_text: str, title: str) -> Fix | None:
        """A fix adding a frontmatter line right after the opening ``---``."""
        fence = self.document.parsed.open_fence
        if fence is None:
            return None
        line = self.range(fence).start.line + 1
        at = Range.at(line)
        return Fix(title, (TextEdit(at, line_text + self.newline()),))

    def newline(self) -> str:
        """The document's line ending."""
        text = self.document.text
        return "\r\n" if "\r\n" in text[:2000] else "\n"


class TabTolerance(StrEnum):
    """What a profile's client does with a frontmatter its YAML loader refuses for a tab."""

    REFUSES = "refuses"  # the frontmatter does not load, so neither does the skill
    LINE_FALLBACK = "line-fallback"  # Hermes Agent 0.19.0: each line read as 'key: value'


@dataclass(frozen=True, slots=True)
class ProfileOptions:
    """Parameters a profile gives the checks.

    ``client`` names what loads skills under the profile, for messages that say what
    it will do; ``tabs`` is what it does with a tab YAML refuses, and
    ``tab_after_indicator_loads`` whether its (YAML 1.2) loader reads a tab right
    after a ``-`` that PyYAML and libyaml refuse.
    """

    known_keys: frozenset[str]
    max_description: int = 1024
    max_name: int = 64
    client: str = "the client"
    tabs: TabTolerance = TabTolerance.REFUSES
    tab_after_indicator_loads: bool = False


Check = Callable[[LintContext, "Rule"], Iterable[Diagnostic]]
# Rewords (and may regrade) a diagnostic the decoder or parser reported, for a profile.
Restate = Callable[[Diagnostic, LintContext], Diagnostic]


@dataclass(frozen=True, slots=True)
class Rule:
    """A lint rule: a stable code, a default severity, and how to check it.

    Rules without a ``check`` document problems the decoder or the parser reports.
    ``severity`` is the default; a profile can change it or turn the rule off.
    ``keys`` names the top-level frontmatter keys the check looks at; when none of
    them is present the engine skips the check, which is most of them on most files.
    ``restate`` rewords a reading problem for the profile's client (what it does
    with the file), after the profile has set its severity. A rule that ``measures``
    counts lines, characters or bytes: of a file read only in part, its messages say so.
    """

    code: str
    name: str
    severity: Severity
    summary: str
    fixable: bool = False
    check: Check | None = None
    keys: tuple[str, ...] = ()
    restate: Restate | None = None
    measures: bool = False

    def diagnostic(
        self, ctx: LintContext, message: str, where: Span | Range, fix: Fix | None = None
    ) -> Diagnostic:
        """A diagnostic of this rule at a span or range (severity set by the engine)."""
        rng = where if isinstance(where, Range) else ctx.range(where)
        return Diagnostic(self.code, self.severity, message, rng, fix)

    def run(self, ctx: LintContext) -> Iterator[Diagnostic]:
        """Run the check, if any."""
        if self.check is not None:
            yield from self.check(ctx, self)
