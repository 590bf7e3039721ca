"""A YAML value tree where every key and value knows its exact place in the file.

Built from PyYAML's composed nodes (the C loader when present). Each :class:`YamlNode`
carries its plain Python value, the scalar's source text, and a :class:`Span` into the
whole document; mappings keep their entries in order with the key's own span, so a
diagnostic about a key or a value can point at exactly those characters.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

import yaml
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from hermes_core.text.positions import Span

__all__ = [
    "NodeKind",
    "TreeProblem",
    "YamlEntry",
    "YamlNode",
    "build_tree",
    "compose",
    "plain_or_quoted",
]

logger = logging.getLogger(__name__)

MAX_DEPTH = 64
MAX_EXPANDED_NODES = 50_000
_MERGE_TAG = "tag:yaml.org,2002:merge"
_TAG_PREFIX = "tag:yaml.org,2002:"
_COLLECTION_TAGS = frozenset({_TAG_PREFIX + "map", _TAG_PREFIX + "seq"})
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_TRAILING = frozenset(" \t\r\n")
_STR_TAG = _TAG_PREFIX + "str"


_NO_ENTRIES: Mapping[str, YamlEntry] = MappingProxyType({})


class NodeKind(StrEnum):
    """The three shapes a YAML node can take."""

    SCALAR = "scalar"
    SEQUENCE = "sequence"
    MAPPING = "mapping"


class YamlEntry(NamedTuple):
    """One ``key: value`` pair of a mapping."""

    key: str
    key_span: Span
    value: YamlNode


class YamlNode(NamedTuple):
    """A source-mapped YAML value (immutable).

    A named tuple rather than a frozen dataclass: a parse builds one per value, and
    tuples cost a third as much to create, which is most of discovery's parse time.

    ``tag`` is the short resolved tag (``str``, ``int``, ``bool``, ``null``, ``map``…);
    ``text`` is a scalar's value as written (after YAML unescaping), so ``1.10`` keeps
    its trailing zero even though ``value`` is the float ``1.1``; ``style`` is the
    scalar style (``''`` plain, ``'`` ``"`` ``|`` ``>``) or ``flow``/``block`` for
    collections.
    """

    kind: NodeKind
    span: Span
    value: object
    tag: str
    style: str
    text: str = ""
    items: tuple[YamlNode, ...] = ()
    entries: tuple[YamlEntry, ...] = ()
    by_key: Mapping[str, YamlEntry] = _NO_ENTRIES

    def get(self, key: str) -> YamlEntry | None:
        """The entry for ``key`` in a mapping (the last one when duplicated)."""
        return self.by_key.get(key)

    @property
    def is_null(self) -> bool:
        """True for ``~``, ``null`` and an empty value."""
        return self.kind is NodeKind.SCALAR and self.tag == "null"

    @property
    def is_string(self) -> bool:
        """True for a scalar that YAML resolves to a string."""
        return self.kind is NodeKind.SCALAR and self.tag == "str"

    def walk(self) -> Iterator[YamlNode]:
        """This node and every node below it, depth first."""
        stack: list[YamlNode] = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.items))
            stack.extend(reversed([entry.value for entry in node.entries]))


@dataclass(frozen=True, slots=True)
class TreeProblem:
    """Something in the YAML the tree builder had to ignore or reinterpret."""

    kind: str  # duplicate-key | complex-key | bad-tag | recursion | too-deep | too-large
    span: Span
    message: str


def build_tree(
    root: Node, offset: int, placeholder: str | None = None, source: str = ""
) -> tuple[YamlNode, list[TreeProblem]]:
    """Convert a composed node into a :class:`YamlNode`; spans are shifted by ``offset``.

    ``placeholder`` is a character the parser put in place of ``:`` to recover from an
    unquoted colon; scalars get their colon back. ``source`` is the YAML text the node
    was composed from; with it, spans of block nodes end at their last character
    instead of at the start of the next line.
    """
    builder = _Builder(offset, placeholder, source)
    tree = builder.build(root, 0)
    if builder.aliased and _expanded_size(tree) > MAX_EXPANDED_NODES:
        problem = TreeProblem(
            "too-large",
            tree.span,
            f"aliases expand to more than {MAX_EXPANDED_NODES:,} values; ignoring the frontmatter",
        )
        empty = YamlNode(NodeKind.SCALAR, tree.span, None, "null", "")
        return empty, [*builder.problems, problem]
    return tree, builder.problems


class _Builder:
    def __init__(self, offset: int, placeholder: str | None, source: str) -> None:
        self.offset = offset
        self.placeholder = placeholder
        self.source = source
        self.problems: list[TreeProblem] = []
        self.memo: dict[int, YamlNode] = {}
        self.in_progress: set[int] = set()
        self.aliased = False
        self.constructor = SafeConstructor()

    def span(self, node: Node) -> Span:
        start = node.start_mark.index
        end = node.end_mark.index
        block = not isinstance(node, ScalarNode) or node.style in {"|", ">"}
        if block and self.source:
            # PyYAML ends a block node where the next token starts: trim back to
            # its last character so a fix or a highlight stays on the node's lines.
            while end > start and self.source[end - 1] in _TRAILING:
                end -= 1
        return Span(start + self.offset, end + self.offset)

    def build(self, node: Node, depth: int) -> YamlNode:
        key = id(node)
        done = self.memo.get(key)
        if done is not None:
            self.aliased = True
            return done
        if key in self.in_progress:
            self.problems.append(TreeProblem("recursion", self.span(node), "recursive alias"))
            return YamlNode(NodeKind.SCALAR, self.span(node), None, "null", "")
        if depth > MAX_DEPTH:
            self.problems.append(
                TreeProblem("too-deep", self.span(node), f"nesting deeper than {MAX_DEPTH} levels")
            )
            return YamlNode(NodeKind.SCALAR, self.span(node), None, "null", "")
        self.in_progress.add(key)
        if not isinstance(node, ScalarNode) and node.tag not in _COLLECTION_TAGS:
            self.problems.append(
                TreeProblem("bad-tag", self.span(node), f"unsupported YAML tag {node.tag}; ignored")
            )
        try:
            if isinstance(node, MappingNode):
                built = self.mapping(node, depth)
            elif isinstance(node, SequenceNode):
                items = tuple(self.build(child, depth + 1) for child in node.value)
                style = "flow" if node.flow_style else "block"
                built = YamlNode(
                    NodeKind.SEQUENCE,
                    self.span(node),
                    [i.value for i in items],
                    "seq",
                    style,
                    items=items,
                )
            else:
                built = self.scalar(node)
        finally:
            self.in_progress.discard(key)
        self.memo[key] = built
        return built

    def scalar(self, node: Node) -> YamlNode:
        assert isinstance(node, ScalarNode)
        tag = node.tag
        if tag == _STR_TAG and self.placeholder is None:
            # Most values: no conversion, so skip straight to the node.
            text = node.value
            span = Span(node.start_mark.index + self.offset, node.end_mark.index + self.offset)
            if node.style in {"|", ">"}:
                span = self.span(node)
            return YamlNode(NodeKind.SCALAR, span, text, "str", node.style or "", text)
        short = tag[len(_TAG_PREFIX) :] if tag.startswith(_TAG_PREFIX) else tag
        text = str(node.value)
        if self.placeholder is not None and self.placeholder in text:
            text = text.replace(self.placeholder, ":")
        value: object = text
        if short != "str":
            construct = self.constructor.yaml_constructors.get(tag)
            if construct is None or short in {"binary", "set", "omap", "pairs"}:
                self.problems.append(
                    TreeProblem(
                        "bad-tag", self.span(node), f"unsupported YAML tag {tag}; read as text"
                    )
                )
                short = "str"
            else:
                try:
                    value = construct(self.constructor, node)
                except (ConstructorError, ValueError, OverflowError) as exc:
                    logger.debug("scalar %r kept as text: %s", text, exc)
                    short, value = "str", text
        return YamlNode(NodeKind.SCALAR, self.span(node), value, short, node.style or "", text)

    def mapping(self, node: MappingNode, depth: int) -> YamlNode:
        entries: dict[str, YamlEntry] = {}
        merged: dict[str, YamlEntry] = {}
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE_TAG:
                self.merge(value_node, depth, merged)
                continue
            if not isinstance(key_node, ScalarNode):
                self.problems.append(
                    TreeProblem("complex-key", self.span(key_node), "only plain keys are supported")
                )
                continue
            key = str(key_node.value)
            if self.placeholder is not None:
                key = key.replace(self.placeholder, ":")
            key_span = self.span(key_node)
            if key in entries:
                self.problems.append(
                    TreeProblem(
                        "duplicate-key", key_span, f"duplicate key {key!r}; the last one wins"
                    )
                )
                del entries[key]
            entries[key] = YamlEntry(key, key_span, self.build(value_node, depth + 1))
        for key, entry in merged.items():
            entries.setdefault(key, entry)
        ordered = tuple(entries.values())
        style = "flow" if node.flow_style else "block"
        value = {entry.key: entry.value.value for entry in ordered}
        return YamlNode(
            NodeKind.MAPPING,
            self.span(node),
            value,
            "map",
            style,
            entries=ordered,
            by_key=MappingProxyType(dict(entries)),
        )

    def merge(self, value_node: Node, depth: int, into: dict[str, YamlEntry]) -> None:
        sources = value_node.value if isinstance(value_node, SequenceNode) else [value_node]
        for source in sources:
            built = self.build(source, depth + 1)
            if built.kind is not NodeKind.MAPPING:
                self.problems.append(
                    TreeProblem("bad-tag", built.span, "a merge key (<<) needs a mapping")
                )
                continue
            for entry in built.entries:
                into.setdefault(entry.key, entry)


def _expanded_size(tree: YamlNode) -> int:
    sizes: dict[int, int] = {}

    def size(node: YamlNode) -> int:
        cached = sizes.get(id(node))
        if cached is not None:
            return cached
        total = 1 + sum(size(i) for i in node.items) + sum(size(e.value) for e in node.entries)
        sizes[id(node)] = total
        return total

    return size(tree)


def compose(text: str) -> Node | None:
    """Compose one YAML document with the fastest safe loader available."""
    return yaml.compose(text, Loader=_LOADER)


def plain_or_quoted(text: str) -> str:
    """``text`` as a YAML scalar that reads back as exactly that string.

    Plain when YAML would read it plain as the same string (``pdf-tools``), double
    quoted otherwise (``"2048"``, ``"yes"``, ``"a: b"``).
    """
    quoted = json.dumps(text, ensure_ascii=False)
    if not text or text != text.strip() or "\n" in text:
        return quoted
    try:
        node = compose(f"k: {text}\n")
    except yaml.YAMLError:
        return quoted
    if not isinstance(node, MappingNode) or len(node.value) != 1:
        return quoted
    value = node.value[0][1]
    if (
        isinstance(value, ScalarNode)
        and value.tag == _STR_TAG
        and value.value == text
        and not value.style
    ):
        return text
    return quoted
