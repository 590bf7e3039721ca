"""``hermes chat -q`` end to end: a subprocess talking to a scripted OpenAI-compatible
server on 127.0.0.1, with a real HERMES_HOME and state.db."""

from __future__ import annotations

import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.core.agent.scripted import Hang, Reply, ScriptedServer, openai_sse
from tests.core.agent.test_loop import text_reply, tool_reply

REPO = Path(__file__).resolve().parents[2]


def chat(home: Path, server: ScriptedServer, *args: str) -> subprocess.Popen[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("HERMES_", "OPENAI_", "ANTHROPIC_"))
    }
    env |= {
        "HERMES_HOME": str(home),
        "OPENAI_BASE_URL": f"{server.url}/v1",
        "OPENAI_API_KEY": "sk-local",
        "PYTHONPATH": str(REPO),
        "PYTHONIOENCODING": "utf-8",
    }
    (home / ".no-bundled-skills").parent.mkdir(parents=True, exist_ok=True)
    (home / ".no-bundled-skills").touch()
    return subprocess.Popen(
        [sys.executable, "-m", "hermes_cli", "chat", "--model", "local-model", *args],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=home,
    )


def test_one_prompt_streams_the_answer_and_stores_the_session(
    tmp_path: Path, server: ScriptedServer
):
    server.reply(
        tool_reply(("c1", "todo", {"items": ["look", "answer"]})), text_reply("Forty", "-two.")
    )
    process = chat(tmp_path, server, "-q", "What is six times seven?")
    out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    assert out == "Forty-two.\n"
    assert "→ todo" in err
    assert "[pending] look" in err
    first = server.requests[0]
    assert first.headers["authorization"] == "Bearer sk-local"
    assert first.body["model"] == "local-model"
    assert first.body["messages"][-1] == {"role": "user", "content": "What is six times seven?"}
    with sqlite3.connect(tmp_path / "state.db") as db:
        rows = db.execute("SELECT role, finish_reason FROM messages ORDER BY id").fetchall()
        source, reason = db.execute("SELECT source, end_reason FROM sessions").fetchone()
    db.close()
    # Stored as Hermes Agent stores them: what the server sent, and its CLI's end reason.
    assert rows == [
        ("user", None),
        ("assistant", "tool_calls"),
        ("tool", None),
        ("assistant", "stop"),
    ]
    assert (source, reason) == ("cli", "cli_close")


def test_a_skill_is_loaded_into_the_prompt(tmp_path: Path, server: ScriptedServer):
    folder = tmp_path / "skills" / "release-notes"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text(
        "---\nname: release-notes\ndescription: Writes release notes.\n---\n"
        "Group changes by kind.\n"
    )
    server.reply(text_reply("Notes."))
    process = chat(tmp_path, server, "-q", "for v2", "--skill", "release-notes")
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    sent = server.requests[0].body["messages"][-1]["content"]
    assert 'invoked the "release-notes" skill' in sent
    assert "Group changes by kind." in sent
    assert "The user's instruction for this skill: for v2" in sent
    system = server.requests[0].body["messages"][0]["content"]
    assert "release-notes" in system  # the skills index


def test_a_provider_error_exits_1_with_the_message(tmp_path: Path, server: ScriptedServer):
    server.reply(
        Reply(401, {"Content-Type": "application/json"}, [b'{"error": {"message": "bad key"}}'])
    )
    process = chat(tmp_path, server, "-q", "hi")
    out, err = process.communicate(timeout=60)
    assert process.returncode == 1
    assert "hermes: HTTP 401: bad key" in err
    assert out == ""


def test_no_model_is_a_usage_error(tmp_path: Path, server: ScriptedServer):
    command = [sys.executable, "-m", "hermes_cli", "chat", "-q", "hi"]
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("HERMES_", "OPENAI_", "ANTHROPIC_"))
    }
    env |= {"HERMES_HOME": str(tmp_path), "PYTHONPATH": str(REPO)}
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert "no model configured" in done.stderr
    assert server.requests == []


def test_ctrl_c_cancels_a_hung_turn_promptly(tmp_path: Path, server: ScriptedServer):
    first = {"choices": [{"index": 0, "delta": {"content": "Thinking"}, "finish_reason": None}]}
    server.reply(Reply(parts=[*openai_sse(first, done=False), Hang()]))
    process = chat(tmp_path, server, "-q", "long task")
    assert process.stdout is not None
    deadline = time.monotonic() + 30
    while not server.requests and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    started = time.monotonic()
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert time.monotonic() - started < 5
    assert process.returncode == 130, err
    assert out.startswith("Thinking")
    assert "[cancelled]" in err
    assert server.requests[0].client_closed.wait(5)
    with sqlite3.connect(tmp_path / "state.db") as db:
        last = db.execute("SELECT content, finish_reason FROM messages ORDER BY id DESC").fetchone()
    db.close()
    assert last == ("Thinking", "cancelled")


@pytest.mark.parametrize(
    ("config", "environment", "flags", "expected"),
    [
        ("", {"HERMES_MODEL": "env-model"}, [], "env-model"),
        ("  default: config-model\n", {"HERMES_MODEL": "env-model"}, [], "env-model"),
        ("  default: config-model\n", {"HERMES_INFERENCE_MODEL": "inf-model"}, [], "inf-model"),
        (
            "",
            {"HERMES_MODEL": "env-model", "HERMES_INFERENCE_MODEL": "inf-model"},
            [],
            "env-model",
        ),
        ("  default: config-model\n", {"HERMES_MODEL": "env-model"}, ["--model", "flag"], "flag"),
        ("  default: config-model\n", {}, [], "config-model"),
    ],
)
def test_the_model_comes_from_the_flag_then_the_environment_then_config(
    tmp_path: Path,
    server: ScriptedServer,
    config: str,
    environment: dict[str, str],
    flags: list[str],
    expected: str,
):
    (tmp_path / "config.yaml").write_text(f"model:\n{config}  base_url: {server.url}/v1\n")
    (tmp_path / ".no-bundled-skills").touch()
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("HERMES_", "OPENAI_", "ANTHROPIC_"))
    }
    env |= {"HERMES_HOME": str(tmp_path), "PYTHONPATH": str(REPO), **environment}
    server.reply(text_reply("Hi."))
    done = subprocess.run(
        [sys.executable, "-m", "hermes_cli", "chat", "-q", "hello", *flags],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert server.requests[0].body["model"] == expected
    with sqlite3.connect(tmp_path / "state.db") as db:
        (stored,) = db.execute("SELECT model FROM sessions").fetchone()
    db.close()
    assert stored == expected


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port  # closed again: connections to it are refused


def _chat_at(
    home: Path, base_url: str, *args: str, typed: str | None = None
) -> subprocess.CompletedProcess[str]:
    (home / "config.yaml").write_text(f"model:\n  default: m\n  base_url: {base_url}\n")
    (home / ".no-bundled-skills").touch()
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("HERMES_", "OPENAI_", "ANTHROPIC_"))
    }
    env |= {"HERMES_HOME": str(home), "PYTHONPATH": str(REPO), "OPENAI_API_KEY": "sk-local"}
    return subprocess.run(
        [sys.executable, "-m", "hermes_cli", "chat", *args],
        env=env,
        input=typed,
        stdin=None if typed is not None else subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _sessions(home: Path) -> list[tuple[str, int]]:
    with sqlite3.connect(home / "state.db") as db:
        rows = db.execute(
            "SELECT s.id, (SELECT count(*) FROM messages m WHERE m.session_id = s.id) "
            "FROM sessions s"
        ).fetchall()
    db.close()
    return [(str(r[0]), int(r[1])) for r in rows]


def _listed(home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    from hermes_cli.main import main

    monkeypatch.setenv("HERMES_HOME", str(home))
    capsys.readouterr()
    assert main(["sessions", "list"]) == 0
    return capsys.readouterr().out


def test_an_unknown_skill_leaves_no_session_behind(
    tmp_path: Path,
    server: ScriptedServer,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
):
    done = _chat_at(tmp_path, f"{server.url}/v1", "-q", "hi", "--skill", "no-such-skill")
    assert done.returncode == 2
    assert "No skill named 'no-such-skill'" in done.stderr
    assert server.requests == []
    assert _sessions(tmp_path) == []
    assert _listed(tmp_path, monkeypatch, capsys) == "No sessions yet.\n"


@pytest.mark.parametrize("where", ["closed port", "unknown host"])
def test_a_chat_the_model_never_answered_leaves_no_session_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], where: str
):
    # A closed port on 127.0.0.1, or a name that cannot resolve. Not a plain
    # `nonexistent.invalid`: resolving that sends DNS queries off the machine. A label
    # over 63 characters fails as "Name or service not known" inside the resolver
    # itself, before any query is sent (checked with strace: no connect to port 53).
    unknown = f"{'no-such-host' * 6}.invalid"
    host = f"127.0.0.1:{_closed_port()}" if where == "closed port" else unknown
    done = _chat_at(tmp_path, f"http://{host}/v1", "-q", "hello there")
    assert done.returncode == 1
    assert f"hermes: http://{host}/v1/chat/completions:" in done.stderr
    assert _sessions(tmp_path) == []
    assert _listed(tmp_path, monkeypatch, capsys) == "No sessions yet.\n"
    assert "no session was kept" in done.stderr


def test_a_conversation_keeps_its_session_only_once_the_model_answers(
    tmp_path: Path, server: ScriptedServer
):
    refused = Reply(401, {"Content-Type": "application/json"}, [b'{"error": {"message": "no"}}'])
    server.reply(refused)
    done = _chat_at(tmp_path, f"{server.url}/v1", typed="first\n/exit\n")
    assert done.returncode == 0, done.stderr
    assert "hermes: HTTP 401: no" in done.stderr
    assert _sessions(tmp_path) == []
    server.reply(refused, text_reply("At last."))
    done = _chat_at(tmp_path, f"{server.url}/v1", typed="first\nsecond\n")
    assert done.returncode == 0, done.stderr
    assert "At last." in done.stdout
    [(session_id, count)] = _sessions(tmp_path)
    assert count == 3  # both prompts and the answer
    assert f"session {session_id}" in done.stderr
