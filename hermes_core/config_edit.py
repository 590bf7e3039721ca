"""Rewriting the ``model:`` section of ``config.yaml`` in place, keeping the rest.

PyYAML drops comments when it dumps, so the file is edited as text: the composed
document tells on which lines the top-level ``model`` entry and each key inside it lie,
and only those lines change.

What is kept and what is replaced:

- In a ``model:`` mapping, the keys setup manages are removed — ``provider``,
  ``base_url``, ``default``, ``api_key_env``, and ``api_key`` (unless the choice is to
  keep it), so that a key written in the file cannot outlive the choice of how the key
  is found — and the chosen ones are
  written where the first of them stood (else right under ``model:``). Every other key
  (``context_length``, ``choices``, Hermes Agent's own ``api_mode``…) and every comment
  line stays as written; a comment at the end of a replaced line goes with it.
- A ``model: name`` scalar (or any other value that is not a mapping) is replaced whole.
  A flow mapping (``model: {…}``) is rewritten in block style, its other keys kept.
- A file without ``model:`` gets the section appended; a missing or empty file gets
  one holding only it. With several top-level ``model:`` keys, the last one — the one
  the reader uses — is edited.
- Line endings follow the file's first line break (``\\r\\n`` stays ``\\r\\n``).

:func:`edit_model_section` reads the new text back before returning it: the reader
must give exactly the chosen values, and everything else must load as it did before.
Otherwise it raises :class:`~hermes_core.errors.ConfigError` and nothing is written.
"""

from __future__ import annotations

import codecs
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from hermes_core.atomic import write_atomic
from hermes_core.config import parse_config
from hermes_core.errors import ConfigError, StorageError
from hermes_core.paths import HermesPaths

__all__ = ["MANAGED_KEYS", "ModelSection", "edit_model_section", "write_model_section"]

MANAGED_KEYS = frozenset({"provider", "base_url", "default", "api_key_env", "api_key"})
"""Keys of ``model:`` that an edit replaces (``api_key`` is only ever removed, unless
the section keeps it)."""

# The line breaks PyYAML counts, so that list index i is the composer's line i.
_BREAK = re.compile("\r\n|[\n\r\x85\u2028\u2029]")
_NEW_ENTRY_INDENT = 2


@dataclass(frozen=True, slots=True)
class ModelSection:
    """The values setup writes under ``model:``. ``api_key_env`` ``None`` means no key,
    unless ``keep_api_key`` leaves a key written in the file (``api_key``) in place."""

    provider: str
    base_url: str
    model: str
    api_key_env: str | None = None
    keep_api_key: bool = False

    def replaced_keys(self) -> frozenset[str]:
        """The keys of the old section that do not survive the edit."""
        return MANAGED_KEYS - {"api_key"} if self.keep_api_key else MANAGED_KEYS

    def entries(self) -> list[tuple[str, str]]:
        """The keys and values as they are written, in order."""
        rows = [("provider", self.provider), ("base_url", self.base_url), ("default", self.model)]
        if self.api_key_env:
            rows.append(("api_key_env", self.api_key_env))
        return rows


def write_model_section(paths: HermesPaths, section: ModelSection) -> Path:
    """Set ``section`` in ``paths.config_file`` atomically; returns the file written
    (a symlinked config.yaml is written through, so the link stays)."""
    target = paths.config_file
    if target.is_symlink():
        target = target.resolve()
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        raw = b""
    except OSError as exc:
        raise StorageError(f"cannot read {target}: {exc.strerror or exc}") from exc
    try:
        old = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ConfigError("the file is not UTF-8 text", key="config.yaml") from exc
    new = edit_model_section(old, section)
    bom = codecs.BOM_UTF8 if raw.startswith(codecs.BOM_UTF8) else b""
    try:
        write_atomic(target, bom + new.encode("utf-8"))
    except OSError as exc:
        raise StorageError(f"cannot write {target}: {exc.strerror or exc}") from exc
    return target


def edit_model_section(text: str, section: ModelSection) -> str:
    """``text`` (config.yaml) with its ``model:`` section set to ``section``, checked
    by reading it back (see the module)."""
    for _key, value in section.entries():
        if not value or value != value.strip() or not value.isprintable():
            raise ConfigError("values must be non-empty single-line text", key="model")
    if section.keep_api_key and section.api_key_env:
        raise ConfigError("a kept api_key would be shadowed by api_key_env", key="model")
    root = _compose(text)
    lines = _split_lines(text)
    newline = _newline(text)
    if root is None:
        edited = _append(lines, section, newline, 0)
    elif not isinstance(root, MappingNode) or root.flow_style:
        raise ConfigError(
            "the file must be a block mapping of sections to be edited", key="config.yaml"
        )
    else:
        edited = _replace(lines, root, section, newline)
    new_text = "".join(edited)
    _check(text, new_text, section)
    return new_text


def _replace(lines: list[str], root: MappingNode, section: ModelSection, newline: str) -> list[str]:
    pairs = root.value
    indent = pairs[0][0].start_mark.column if pairs else 0
    found = [i for i, (key, _) in enumerate(pairs) if _key_name(key) == "model"]
    if not found:
        return _append(lines, section, newline, indent)
    index = found[-1]
    key, value = pairs[index]
    start = key.start_mark.line
    end = pairs[index + 1][0].start_mark.line if index + 1 < len(pairs) else len(lines)
    # Only the lines of values change: comments and blank lines up to the next section
    # are kept where they are.
    value_end = max(start, _last_line(value))
    if isinstance(value, MappingNode) and not value.flow_style and value.value:
        block = _edit_mapping(lines, start, end, value, section, newline)
    else:
        # Replaced whole; the comment lines that follow the old value stay.
        kept = _kept_values(value, section) if isinstance(value, MappingNode) else {}
        block = _fresh_block(section, newline, indent, kept) + lines[value_end + 1 : end]
    return [*lines[:start], *block, *lines[end:]]


def _edit_mapping(
    lines: list[str],
    start: int,
    end: int,
    mapping: MappingNode,
    section: ModelSection,
    newline: str,
) -> list[str]:
    """The block ``lines[start:end]`` with the managed entries of ``mapping`` replaced."""
    pairs = mapping.value
    removed: set[int] = set()
    for i, (key, value) in enumerate(pairs):
        if _key_name(key) not in section.replaced_keys():
            continue
        first = key.start_mark.line
        following = pairs[i + 1][0].start_mark.line if i + 1 < len(pairs) else end
        last = min(max(_last_line(value), first), following - 1)
        removed.update(range(first, last + 1))
    insert_at = min(removed) if removed else start + 1
    pad = " " * pairs[0][0].start_mark.column
    new_lines = [f"{pad}{name}: {_scalar(text)}{newline}" for name, text in section.entries()]
    block: list[str] = []
    for number in range(start, end):
        if number == insert_at:
            block.extend(new_lines)
        if number not in removed:
            block.append(lines[number])
    if insert_at >= end:
        if block and not _has_break(block[-1]):
            block[-1] += newline
        block.extend(new_lines)
    return block


def _fresh_block(
    section: ModelSection, newline: str, indent: int, kept: dict[Any, Any]
) -> list[str]:
    pad = " " * (indent + _NEW_ENTRY_INDENT)
    block = [f"{' ' * indent}model:{newline}"]
    block += [f"{pad}{name}: {_scalar(text)}{newline}" for name, text in section.entries()]
    if kept:
        dumped = yaml.safe_dump(kept, default_flow_style=False, allow_unicode=True, sort_keys=False)
        block += [f"{pad}{line}{newline}" for line in dumped.splitlines()]
    return block


def _append(lines: list[str], section: ModelSection, newline: str, indent: int) -> list[str]:
    result = list(lines)
    if result and not _has_break(result[-1]):
        result[-1] += newline
    if result and result[-1].strip():
        result.append(newline)
    return result + _fresh_block(section, newline, indent, {})


def _check(old_text: str, new_text: str, section: ModelSection) -> None:
    """Refuse ``new_text`` unless it reads back as ``section`` with all else unchanged."""
    try:
        # No environment: ``$VAR`` stays as written, so the comparison is exact.
        model = parse_config(new_text, home=Path(), environ={}).model
    except ConfigError as exc:
        raise ConfigError(
            f"the edited file would not load ({exc}); nothing was written", key="config.yaml"
        ) from exc
    got = (model.provider, model.base_url, model.model, model.api_key_env)
    wanted = (section.provider, section.base_url, section.model, section.api_key_env)
    # A kept api_key is compared with the old one below, with everything else kept.
    if got != wanted or (model.api_key is not None and not section.keep_api_key):
        raise ConfigError(
            "the edited file would not give back the chosen values; nothing was written",
            key="model",
        )
    if _load(new_text) != _expected(old_text, section):
        raise ConfigError(
            "the edit would change more than the model section; nothing was written",
            key="config.yaml",
        )


def _expected(old_text: str, section: ModelSection) -> dict[Any, Any]:
    old = _load(old_text)
    previous = old.get("model")
    kept = (
        {k: v for k, v in previous.items() if k not in section.replaced_keys()}
        if isinstance(previous, dict)
        else {}
    )
    return {**old, "model": {**kept, **dict(section.entries())}}


def _load(text: str) -> dict[Any, Any]:
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise _invalid(exc) from exc
    return data if isinstance(data, dict) else {}


def _kept_values(mapping: MappingNode, section: ModelSection) -> dict[Any, Any]:
    """The unmanaged keys of a flow ``model: {…}`` mapping, as Python values."""
    data = SafeConstructor().construct_document(mapping)
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if k not in section.replaced_keys()}


def _compose(text: str) -> Node | None:
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        raise _invalid(exc) from exc


def _invalid(exc: yaml.YAMLError) -> ConfigError:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = str(getattr(exc, "problem", None) or exc).strip()
    return ConfigError(
        f"invalid YAML ({problem}); fix it before editing",
        key="config.yaml",
        line=None if mark is None else int(mark.line) + 1,
    )


def _scalar(value: str) -> str:
    """``value`` as a YAML scalar that reads back as the same string: plain when that
    is safe, else double-quoted (JSON strings are valid YAML)."""
    if "#" not in value:
        try:
            if yaml.safe_load(f"k: {value}") == {"k": value}:
                return value
        except yaml.YAMLError:
            pass
    return json.dumps(value, ensure_ascii=False)


def _last_line(node: Node) -> int:
    """The last line holding part of ``node``'s value."""
    if isinstance(node, MappingNode | SequenceNode) and not node.flow_style and node.value:
        last = node.value[-1]
        return _last_line(last[1] if isinstance(node, MappingNode) else last)
    end = node.end_mark
    return int(end.line) if end.column > 0 else int(end.line) - 1


def _key_name(node: Node) -> str | None:
    return node.value if isinstance(node, ScalarNode) else None


def _split_lines(text: str) -> list[str]:
    """Lines with their line breaks, split where PyYAML counts a new line."""
    lines: list[str] = []
    start = 0
    for match in _BREAK.finditer(text):
        lines.append(text[start : match.end()])
        start = match.end()
    if start < len(text):
        lines.append(text[start:])
    return lines


def _has_break(line: str) -> bool:
    return line.endswith(("\n", "\r", "\x85", "\u2028", "\u2029"))


def _newline(text: str) -> str:
    match = re.search("\r\n|\n|\r", text)
    return match.group() if match else "\n"
