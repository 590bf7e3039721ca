"""Text primitives: positions and ranges, diagnostics, decoding, frontmatter parsing."""

from hermes_core.text.decoding import DecodeCode, DecodedText, decode_text, looks_binary
from hermes_core.text.diagnostics import Diagnostic, Fix, RelatedLocation, Severity, TextEdit
from hermes_core.text.frontmatter import ParseCode, ParsedFrontmatter, parse_frontmatter
from hermes_core.text.positions import LineIndex, Position, Range, Span
from hermes_core.text.yaml_tree import NodeKind, YamlEntry, YamlNode

__all__ = [
    "DecodeCode",
    "DecodedText",
    "Diagnostic",
    "Fix",
    "LineIndex",
    "NodeKind",
    "ParseCode",
    "ParsedFrontmatter",
    "Position",
    "Range",
    "RelatedLocation",
    "Severity",
    "Span",
    "TextEdit",
    "YamlEntry",
    "YamlNode",
    "decode_text",
    "looks_binary",
    "parse_frontmatter",
]
