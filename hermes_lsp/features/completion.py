"""Completion in the frontmatter: the keys the active profile knows (those not yet
used), the values of enumerations (``platforms``, Hermes Agent's tools and toolsets),
skill names for ``related_skills``, and environment-variable names the body uses for
the required variables. Snippets only for a client that supports them."""

from __future__ import annotations

import re
from collections.abc import Sequence

from lsprotocol import types

from hermes_lsp.documents import open_document
from hermes_lsp.server import HermesLanguageServer
from hermes_lsp.skill_files import is_skill_uri, uri_path

__all__ = ["PLATFORMS", "register"]

PLATFORMS = ("linux", "macos", "windows")
_KEY = re.compile(r"^([A-Za-z_][\w-]*)[ \t]*:")
_ENV_REFERENCE = re.compile(r"\$\{?([A-Z][A-Z0-9_]{2,})\b")
_ENV_KEYS = frozenset(("required_environment_variables", "env_vars", "collect_secrets"))
_TOOLSET_KEYS = frozenset(("requires_toolsets", "fallback_for_toolsets"))
_TOOL_KEYS = frozenset(("requires_tools", "fallback_for_tools"))


def register(server: HermesLanguageServer) -> None:
    """Add the completion handler to ``server``."""

    @server.feature(
        types.TEXT_DOCUMENT_COMPLETION,
        types.CompletionOptions(trigger_characters=[":", "-", " "]),
    )
    def complete(
        ls: HermesLanguageServer, params: types.CompletionParams
    ) -> types.CompletionList | None:
        uri = params.text_document.uri
        document = open_document(ls, uri)
        if not is_skill_uri(uri):
            return None
        position = document.position_from_client_units(params.position)
        lines = document.lines
        end = _frontmatter_end(lines)
        if end is None or not 0 < position.line < end:
            return None
        line = lines[position.line] if position.line < len(lines) else ""
        before = line[: position.character]
        parents = _parents(lines, position.line, len(before) - len(before.lstrip()))
        items: list[types.CompletionItem]
        if before.strip() == "" and not parents:
            items = _keys(ls, lines[1:end])
        elif "platforms" in parents or before.lstrip().startswith("platforms:"):
            items = _values(PLATFORMS, "platform")
        elif "related_skills" in parents or "related_skills:" in before:
            items = _values(_skill_names(ls, uri), "skill")
        elif (toolsets := _under(parents, before, _TOOLSET_KEYS)) or _under(
            parents, before, _TOOL_KEYS
        ):
            from hermes_core.skills.hermes_tools import TOOLS, TOOLSETS

            names, what = (TOOLSETS, "toolset") if toolsets else (TOOLS, "tool")
            items = _values(sorted(names), f"Hermes Agent {what}")
        elif _ENV_KEYS.intersection(parents) or any(f"{key}:" in before for key in _ENV_KEYS):
            items = _values(_env_names("".join(lines[end:])), "environment variable")
        else:
            return None
        return types.CompletionList(is_incomplete=False, items=items)


def _keys(ls: HermesLanguageServer, frontmatter: Sequence[str]) -> list[types.CompletionItem]:
    from hermes_core.skills.keys import KEY_DOCS
    from hermes_core.skills.lint import DEFAULT_PROFILE, get_profile

    try:
        profile = get_profile(ls.settings.profile or DEFAULT_PROFILE)
    except KeyError:
        profile = get_profile(DEFAULT_PROFILE)
    used = {match.group(1) for line in frontmatter if (match := _KEY.match(line))}
    snippets = _snippets(ls)
    items = []
    for key in sorted(profile.options.known_keys - used):
        doc = KEY_DOCS.get(key)
        items.append(
            types.CompletionItem(
                label=key,
                kind=types.CompletionItemKind.Property,
                detail=doc.meaning if doc is not None else None,
                documentation=doc.constraints if doc is not None else None,
                insert_text=f"{key}: $0" if snippets else f"{key}: ",
                insert_text_format=(
                    types.InsertTextFormat.Snippet if snippets else types.InsertTextFormat.PlainText
                ),
            )
        )
    return items


def _under(parents: list[str], before: str, keys: frozenset[str]) -> bool:
    """Whether the position is in the value of one of ``keys`` (on its line, or in
    the block below it)."""
    if parents and parents[0] in keys:
        return True
    return any(f"{key}:" in before for key in keys)


def _values(values: Sequence[str], what: str) -> list[types.CompletionItem]:
    return [
        types.CompletionItem(label=value, kind=types.CompletionItemKind.Value, detail=what)
        for value in values
    ]


def _snippets(ls: HermesLanguageServer) -> bool:
    capabilities = ls.client_capabilities
    document = capabilities.text_document if capabilities is not None else None
    completion = document.completion if document is not None else None
    item = completion.completion_item if completion is not None else None
    return bool(item is not None and item.snippet_support)


def _frontmatter_end(lines: Sequence[str]) -> int | None:
    """The line of the closing fence (``None`` without a frontmatter)."""
    if not lines or lines[0].strip() != "---":
        return None
    for index in range(1, len(lines)):
        if lines[index].strip() in ("---", "..."):
            return index
    return len(lines)


def _parents(lines: Sequence[str], line: int, indent: int) -> list[str]:
    """The keys the line sits under, nearest first (by indentation)."""
    parents: list[str] = []
    for index in range(line - 1, 0, -1):
        text = lines[index]
        if not text.strip():
            continue
        depth = len(text) - len(text.lstrip())
        if depth < indent:
            key = _KEY.match(text.lstrip().removeprefix("- "))
            if key is not None:
                parents.append(key.group(1))
            indent = depth
            if depth == 0:
                break
    return parents


def _skill_names(ls: HermesLanguageServer, uri: str) -> list[str]:
    """Names of the skills the server knows, except this one's."""
    from hermes_lsp.skill_index import skills_by_name

    own = uri_path(uri)
    return sorted(name for name, path in skills_by_name(ls).items() if path != own)


def _env_names(body: str) -> list[str]:
    return sorted(set(_ENV_REFERENCE.findall(body)))
