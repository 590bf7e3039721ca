"""``hermes sessions list | show | search | export | delete`` and ``hermes doctor``: the
session database, for people."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Awaitable, Callable
from dataclasses import asdict
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from hermes_cli.confirm import confirmed
from hermes_core.errors import HermesError
from hermes_core.paths import HermesPaths
from hermes_core.state import Message, SearchHit, Session, SqliteSessionStore, StoreError

if TYPE_CHECKING:
    from hermes_core.config import ModelConfig

__all__ = ["run_delete", "run_doctor", "run_export", "run_list", "run_search", "run_show"]

T = TypeVar("T")


def _with_store(work: Callable[[SqliteSessionStore], Awaitable[T]]) -> T | None:
    """Run ``work`` on HERMES_HOME's state.db; ``None`` when there is no database yet
    (reading commands never create one)."""
    path = HermesPaths.from_env().state_db
    if not path.exists():
        return None

    async def run() -> T:
        async with await SqliteSessionStore.open(path) as store:
            return await work(store)

    return asyncio.run(run())


def _when(stamp: float | None) -> str:
    return datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M") if stamp else "-"


def _session_json(session: Session) -> dict[str, object]:
    return asdict(session)


def _message_json(message: Message) -> dict[str, object]:
    data = asdict(message)
    return {key: value for key, value in data.items() if value is not None}


def run_list(args: argparse.Namespace) -> int:
    """The newest sessions first."""
    sessions = _with_store(lambda store: store.list_sessions(limit=args.limit, source=args.source))
    sessions = sessions or []
    if args.format == "json":
        print(json.dumps([_session_json(s) for s in sessions], indent=2, ensure_ascii=False))
        return 0
    if not sessions:
        print("No sessions yet.")
        return 0
    for session in sessions:
        title = session.title or "(untitled)"
        print(
            f"{session.id}  {_when(session.started_at)}  {session.source:<8} "
            f"{session.message_count:>5} msgs  {title}"
        )
    return 0


async def _resolve(store: SqliteSessionStore, given: str) -> Session:
    session = await store.get_session(given)
    if session is not None:
        return session
    matches = [s for s in await store.list_sessions(limit=100_000) if s.id.startswith(given)]
    if len(matches) == 1:
        return matches[0]
    if not matches:
        raise StoreError(f"no session {given!r}")
    shown = ", ".join(s.id for s in matches[:5])
    raise StoreError(f"{given!r} matches {len(matches)} sessions: {shown}")


def run_show(args: argparse.Namespace) -> int:
    """A session and its messages."""

    async def show(store: SqliteSessionStore) -> tuple[Session, list[Message]]:
        session = await _resolve(store, args.session)
        return session, await store.messages(session.id)

    found = _with_store(show)
    if found is None:
        raise StoreError(f"no session {args.session!r} (there is no session database yet)")
    session, messages = found
    if args.format == "json":
        document = {**_session_json(session), "messages": [_message_json(m) for m in messages]}
        print(json.dumps(document, indent=2, ensure_ascii=False))
        return 0
    print(f"# {session.title or session.id}  ({session.source}, {_when(session.started_at)})")
    for message in messages:
        print(f"\n[{message.role}]" + (f" {message.tool_name}" if message.tool_name else ""))
        if message.content:
            print(message.content)
        for call in message.tool_calls or []:
            function = call.get("function", {}) if isinstance(call, dict) else {}
            print(f"-> {function.get('name', '?')}({function.get('arguments', '')})")
    return 0


def run_search(args: argparse.Namespace) -> int:
    """Messages matching a query, newest first."""

    async def search(store: SqliteSessionStore) -> list[SearchHit]:
        scope = (await _resolve(store, args.session)).id if args.session else None
        return await store.search(args.query, limit=args.limit, session_id=scope)

    hits = _with_store(search) or []
    if args.format == "json":
        print(json.dumps([asdict(h) for h in hits], indent=2, ensure_ascii=False))
        return 0 if hits else 1
    for hit in hits:
        print(f"{hit.session_id}  #{hit.message_id} [{hit.role}] {hit.snippet}")
    if not hits:
        print("No matches.", file=sys.stderr)
    return 0 if hits else 1


def run_export(args: argparse.Namespace) -> int:
    """Sessions as JSON Lines: one session (with its messages) per line."""

    async def export(store: SqliteSessionStore) -> list[str]:
        if args.sessions:
            chosen = [await _resolve(store, given) for given in args.sessions]
        else:
            chosen = await store.list_sessions(limit=10_000_000)
        lines = []
        for session in chosen:
            messages = [_message_json(m) for m in await store.messages(session.id)]
            lines.append(
                json.dumps({**_session_json(session), "messages": messages}, ensure_ascii=False)
            )
        return lines

    lines = _with_store(export) or []
    text = "".join(line + "\n" for line in lines)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
        print(f"exported {len(lines)} sessions to {args.output}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def run_delete(args: argparse.Namespace) -> int:
    """Delete a session and its messages (asks unless --yes); 1 when the answer was no."""

    async def delete(store: SqliteSessionStore) -> bool:
        session = await _resolve(store, args.session)
        question = f"delete {session.id} ({session.message_count} messages)?"
        if not confirmed(question, yes=args.yes, refusal=f"not deleting {session.id}"):
            print(f"kept {session.id}")
            return False
        await store.delete_session(session.id)
        print(f"deleted {session.id}")
        return True

    result = _with_store(delete)
    if result is None:
        raise StoreError(f"no session {args.session!r} (there is no session database yet)")
    return 0 if result else 1


def run_doctor(args: argparse.Namespace) -> int:
    """Check the configuration and the session database (and, with ``--provider``, that
    the model provider answers); 1 when something is wrong."""
    import os

    from hermes_core.agent.providers import ProviderError, check_reachable, resolve_settings
    from hermes_core.config import load_config

    paths = HermesPaths.from_env()
    problems = 0
    try:
        config = load_config(paths)
        if config.source is None:  # not a problem, but not a file that was checked either
            print(f"absent   config        {paths.config_file}; defaults apply")
        else:
            print(f"ok       config        {paths.config_file}")
    except HermesError as exc:
        problems += 1
        print(f"PROBLEM  config        {exc}")
        config = None
    if config is not None:
        _report_model(config.model, args.model)
    if args.provider and config is not None:
        try:
            settings = resolve_settings(config.model, os.environ, args.model)
            answered = asyncio.run(check_reachable(settings))
            key = "no key" if settings.api_key is None else f"key from {settings.key_source}"
            print(f"ok       provider      {settings.model} via {answered} ({key})")
        except (HermesError, ProviderError) as exc:
            problems += 1
            print(f"PROBLEM  provider      {exc}")
    if not paths.state_db.exists():
        print(f"ok       sessions      {paths.state_db} (not created yet)")
    else:

        async def check(store: SqliteSessionStore) -> tuple[list[str], list[str], int, str]:
            found = await store.check(full=True)
            return found, store.repairs, await store.count_messages(), store.journal_mode

        result = _with_store(check)
        assert result is not None
        found, repairs, count, mode = result
        for repair in repairs:
            print(f"repaired sessions      {repair}")
        if found:
            problems += 1
            for problem in found:
                print(f"PROBLEM  sessions      {problem}")
        else:
            print(f"ok       sessions      {paths.state_db} ({count:,} messages, journal {mode})")
    return 1 if problems else 0


def _report_model(model: ModelConfig, flag: str | None) -> None:
    """Which model the agent would use, and where that came from (not a problem when
    there is none: only the agent needs one)."""
    from hermes_core.agent.providers.settings import NO_MODEL

    if flag:
        print(f"ok       model         {flag} (from --model)")
    elif model.model:
        print(f"ok       model         {model.model} (from {model.model_source})")
    else:
        print(f"absent   model         {NO_MODEL} (chat, acp and agent_ask need one)")
