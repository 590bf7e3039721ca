"""``hermes acp``: the agent over the Agent Client Protocol on stdio (needs the ``acp``
extra); and ``hermes acp --setup``, which an editor runs in a terminal for the
``terminal`` authentication method: it asks which provider, URL, model and API key
variable to use, saves them in config.yaml's ``model:`` section and exits (exit status 0
only when it saved). The server does not start, so the questions go to stdout.

Options given with ``--setup`` are taken as answers and not asked; ``--yes`` asks
nothing at all (the rest comes from config.yaml, the environment and the defaults).
The key is never asked for, only the name of the variable that holds it (``none`` for a
server that needs none); a key already written in config.yaml (``model.api_key``) is
removed unless the answer is ``keep``, the default while the provider stays the same.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import re
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from hermes_core.config import ModelConfig
    from hermes_core.config_edit import ModelSection
    from hermes_core.paths import HermesPaths

from hermes_cli.extras import missing_extra

__all__ = ["run_acp"]

_SETUP_ONLY = (
    ("provider", "--provider"),
    ("base_url", "--base-url"),
    ("api_key_env", "--api-key-env"),
    ("yes", "--yes"),
)
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_NONE = "none"
_KEEP = "keep"


def run_acp(args: argparse.Namespace) -> int:
    """Serve one editor over stdin/stdout until it closes stdin (logs go to stderr), or
    with ``--setup`` set up the model in the terminal and exit."""
    if args.setup:
        return _run_setup(args)
    stray = [flag for name, flag in _SETUP_ONLY if getattr(args, name)]
    if stray:
        print(f"hermes: {', '.join(stray)}: only with --setup", file=sys.stderr)
        return 2
    if sys.stdin is None or sys.stdout is None:
        # Started with stdin or stdout closed (`hermes acp <&-`): there is no client to
        # serve. Nothing is opened first, so no file can take the free descriptor.
        closed = "stdin" if sys.stdin is None else "stdout"
        if sys.stderr is not None:  # print(file=None) would write to stdout
            print(f"hermes acp: {closed} is closed: no client to serve", file=sys.stderr)
        return 2  # as hermes lsp and hermes mcp: the CLI's status for an unusable setup
    try:
        from hermes_acp.main import run_stdio
    except ImportError as exc:  # jsonrpcserver missing
        return missing_extra("the ACP agent", "acp", exc)
    run_stdio(model=args.model)
    return 0


@dataclass(frozen=True, slots=True)
class _Kind:
    """A kind of provider as the user picks it, and what is written for it."""

    name: str
    provider: str
    """The ``model.provider`` value: Hermes Agent calls any OpenAI-compatible endpoint
    ``custom`` (a bare ``openai`` would mean OpenRouter to it)."""
    label: str
    default_url: str
    url_env: str
    key_env: str


_KINDS = (
    _Kind(
        "openai",
        "custom",
        "OpenAI-compatible: OpenAI, OpenRouter, Ollama, vLLM, LM Studio, llama.cpp",
        "https://api.openai.com/v1",
        "OPENAI_BASE_URL",
        "OPENAI_API_KEY",
    ),
    _Kind(
        "anthropic",
        "anthropic",
        "Anthropic Messages API",
        "https://api.anthropic.com",
        "ANTHROPIC_BASE_URL",
        "ANTHROPIC_API_KEY",
    ),
)


class _UsageError(Exception):
    """A value given on the command line is unusable; the message is safe to show."""


@dataclass(frozen=True, slots=True)
class _Question:
    """One value to settle: from its option, else asked, else its default."""

    flag: str
    prompt: str
    check: Callable[[str], str | None]
    """The problem with an answer, or ``None`` when it is usable."""


def _run_setup(args: argparse.Namespace) -> int:
    from hermes_core.config_edit import write_model_section
    from hermes_core.paths import HermesPaths

    paths = HermesPaths.from_env()
    current = _current_model(paths)
    ask: Callable[[str], str] | None = None if args.yes else input
    try:
        if ask is not None:
            print("Set up the model Hermes uses in your editor.")
            print(f"It is saved in the model: section of {paths.config_file}.")
            print("Press Enter to keep the value in [brackets], Ctrl-C to cancel.\n")
        section = _settle(args, current, os.environ, ask)
        print(_summary(section, current, os.environ))
        if ask is not None and not _confirm(ask, f"Write this to {paths.config_file}?"):
            print("Nothing written.")
            return 1
    except _UsageError as exc:
        print(f"hermes: {exc}", file=sys.stderr)
        return 2
    except (EOFError, KeyboardInterrupt):
        print("\nSetup cancelled; nothing written.")
        return 1
    written = write_model_section(paths, section)
    print(f"Saved to {written}. The agent uses it from its next start.")
    return 0


def _current_model(paths: HermesPaths) -> ModelConfig:
    """The ``model:`` section as written (``$VAR`` unexpanded), for the defaults.

    A file that saving could not edit stops the setup before the first question; a
    broken ``model:`` section only warns, since saving replaces it."""
    from hermes_core.config import ModelConfig, load_config
    from hermes_core.config_edit import ModelSection, edit_model_section
    from hermes_core.errors import ConfigError

    problem: ConfigError | None = None
    try:
        model = load_config(paths, environ={}).model
    except ConfigError as exc:
        problem, model = exc, ModelConfig()
    try:
        text = paths.config_file.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        text = ""
    except (OSError, UnicodeDecodeError) as exc:
        raise problem or ConfigError(f"cannot read {paths.config_file}: {exc}") from None
    try:
        edit_model_section(text, ModelSection("custom", "http://127.0.0.1/v1", "probe"))
    except ConfigError as exc:
        raise (problem or exc) from None  # the file's own problem, when it has one
    if problem is not None:
        print(f"hermes: {problem}; saving will replace the model: section", file=sys.stderr)
    return model


def _settle(
    args: argparse.Namespace,
    current: ModelConfig,
    environ: Mapping[str, str],
    ask: Callable[[str], str] | None,
) -> ModelSection:
    """Every value, from its option, else the answer to its question, else its default."""
    from hermes_core.config_edit import ModelSection

    configured = _configured_kind(current, environ)
    if ask is not None and args.provider is None:
        print("Providers:")
        for number, option in enumerate(_KINDS, 1):
            print(f"  {number}) {option.name:<10} {option.label}")
    question = _Question("--provider", "Provider", _check_kind)
    kind = _kind_named(_settle_one(question, args.provider, configured.name, ask))
    assert kind is not None  # checked by _check_kind
    same = kind is configured
    url_default = (
        (current.base_url if same else None) or environ.get(kind.url_env) or kind.default_url
    )
    question = _Question("--base-url", "Base URL", _check_url)
    base_url = _settle_one(question, args.base_url, url_default, ask)
    question = _Question("--model", "Model", _check_model)
    model = _settle_one(question, args.model, current.model if same else None, ask)
    key = _settle_key(args.api_key_env, kind, base_url, current if same else None, environ, ask)
    return ModelSection(
        provider=kind.provider,
        base_url=base_url,
        model=model,
        api_key_env=None if key.lower() in (_NONE, _KEEP) else key,
        keep_api_key=key.lower() == _KEEP,
    )


def _settle_key(
    given: str | None,
    kind: _Kind,
    base_url: str,
    current: ModelConfig | None,
    environ: Mapping[str, str],
    ask: Callable[[str], str] | None,
) -> str:
    """The key variable's name, ``none``, or ``keep`` (the key written in the file);
    ``current`` is the configured section when it is for the same kind of provider."""
    in_file = current is not None and current.api_key is not None
    if current is not None and current.api_key_env:
        default = current.api_key_env
    elif in_file:
        default = _KEEP
    elif _is_loopback(base_url) and not environ.get(kind.key_env):
        default = _NONE
    else:
        default = kind.key_env
    prompt = "API key: the NAME of the environment variable holding it, or none"
    if in_file:
        prompt += ", or keep (the key written in config.yaml)"
    if ask is not None and given is None:
        usual = default if default not in (_NONE, _KEEP) else kind.key_env
        print(f"  ({usual} {'is' if environ.get(usual) else 'is not'} set in this environment.)")
    question = _Question("--api-key-env", prompt, lambda text: _check_key_env(text, in_file))
    return _settle_one(question, given, default, ask)


def _settle_one(
    question: _Question, given: str | None, default: str | None, ask: Callable[[str], str] | None
) -> str:
    if given is not None:
        problem = question.check(given.strip())
        if problem is not None:
            raise _UsageError(f"{question.flag}: {problem}")
        return given.strip()
    if ask is None:
        if default is None:
            raise _UsageError(f"{question.flag} is needed (config.yaml has no value to keep)")
        problem = question.check(default)
        if problem is not None:
            raise _UsageError(f"{question.flag} is needed (config.yaml's value: {problem})")
        return default
    while True:
        shown = f" [{default}]" if default else ""
        answer = ask(f"{question.prompt}{shown}: ").strip() or default or ""
        problem = question.check(answer) if answer else "An answer is needed."
        if problem is None:
            return answer
        print(f"  {problem}")


def _confirm(ask: Callable[[str], str], question: str) -> bool:
    while True:
        answer = ask(f"{question} [Y/n] ").strip().lower()
        if answer in ("", "y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        print("  Answer y or n.")


def _summary(section: ModelSection, current: ModelConfig, environ: Mapping[str, str]) -> str:
    kind = "Anthropic" if section.provider == "anthropic" else "OpenAI-compatible"
    if section.keep_api_key:
        key = "(none: the key written in config.yaml stays and is used)"
    elif section.api_key_env is None:
        key = "(none: no API key is sent)"
    elif environ.get(section.api_key_env):
        key = f"{section.api_key_env} (set now)"
    else:
        key = f"{section.api_key_env} (NOT set now: set it where your editor starts hermes)"
    rows = [
        "",
        "model:",
        f"  provider:    {section.provider} ({kind})",
        f"  base_url:    {section.base_url}",
        f"  default:     {section.model}",
        f"  api_key_env: {key}",
    ]
    if current.api_key is not None and not section.keep_api_key:
        rows.append("The API key written in config.yaml (model.api_key) will be removed.")
    rows.append(
        "Other model settings (context_length, choices, ...) and the rest of the file stay."
    )
    return "\n".join(rows)


def _configured_kind(current: ModelConfig, environ: Mapping[str, str]) -> _Kind:
    """The kind config.yaml names, else the one the agent would pick from the
    environment (as ``resolve_settings`` does)."""
    named = (current.provider or "").strip().lower()
    if named:
        anthropic = named == "anthropic"
    else:
        anthropic = bool(environ.get("ANTHROPIC_API_KEY")) and not environ.get("OPENAI_API_KEY")
    return _KINDS[1] if anthropic else _KINDS[0]


def _kind_named(text: str) -> _Kind | None:
    wanted = text.strip().lower()
    for number, kind in enumerate(_KINDS, 1):
        if wanted in (kind.name, str(number)):
            return kind
    return None


def _check_kind(text: str) -> str | None:
    names = " or ".join(kind.name for kind in _KINDS)
    return None if _kind_named(text) else f"Answer {names} (or its number)."


def _check_url(text: str) -> str | None:
    if not text.isprintable() or " " in text:
        return "Expected a URL on one line, without spaces."
    if "$" in text:  # an environment variable, expanded when the agent reads the file
        return None
    parts = urlsplit(text)
    try:
        parts.port  # noqa: B018 (raises on a port that is not a number)
    except ValueError:
        return "The port is not a number."
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return "Expected an http:// or https:// URL, e.g. http://127.0.0.1:11434/v1."
    return None


def _check_model(text: str) -> str | None:
    return None if text.isprintable() else "Expected a model name on one line."


def _check_key_env(text: str, key_in_file: bool) -> str | None:
    if text.lower() == _KEEP:
        return None if key_in_file else "config.yaml holds no API key to keep."
    if text.lower() == _NONE or _ENV_NAME.fullmatch(text):
        return None
    # The answer is never repeated: it may be the key itself.
    return (
        "Expected the NAME of an environment variable (letters, digits and _), "
        "or none; never the key itself."
    )


def _is_loopback(url: str) -> bool:
    host = urlsplit(url).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
