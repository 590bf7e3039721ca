"""``hermes acp --setup`` end to end: a subprocess with a real HERMES_HOME, driven by
options (``--yes``) or by answers on its standard input, as an editor's terminal login
would run it."""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

from hermes_core.config import load_config
from hermes_core.paths import HermesPaths

REPO = Path(__file__).resolve().parents[2]
SETUP = [sys.executable, "-m", "hermes_cli", "acp", "--setup"]
CONFIG = (
    "# my Hermes settings\n"
    "agent:\n  max_turns: 60  # enough\n\n"
    "model:\n  default: gpt-4o  # cheap\n  context_length: 128000\n\n"
    "# skills follow\n"
    "skills:\n  disabled: [noisy]\n"
)


def environment(home: Path, **extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("HERMES_", "OPENAI_", "ANTHROPIC_", "MY_"))
    }
    return env | {
        "HERMES_HOME": str(home),
        "PYTHONPATH": str(REPO),
        "PYTHONIOENCODING": "utf-8",
        **extra,
    }


def setup(
    home: Path, *args: str, answers: str | None = None, **env: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*SETUP, *args],
        env=environment(home, **env),
        input=answers,
        stdin=None if answers is not None else subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def model_of(home: Path) -> tuple[str | None, str | None, str | None, str | None]:
    model = load_config(HermesPaths(home), environ={}).model
    return model.provider, model.base_url, model.model, model.api_key_env


def test_options_and_yes_save_without_asking_and_do_not_start_the_server(tmp_path: Path):
    (tmp_path / "config.yaml").write_text(CONFIG)
    command = [
        *SETUP,
        "--provider",
        "anthropic",
        "--base-url",
        "https://api.anthropic.com",
        "--model",
        "claude-sonnet-4-5",
        "--api-key-env",
        "MY_CLAUDE_KEY",
        "--yes",
    ]
    with subprocess.Popen(
        command,
        env=environment(tmp_path),
        stdin=subprocess.PIPE,  # left open: a server would wait on it forever
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        try:
            process.wait(timeout=60)
        finally:
            process.kill()
        assert process.stdout is not None
        assert process.stderr is not None
        out, err = process.stdout.read(), process.stderr.read()
    assert process.returncode == 0, err
    assert "MY_CLAUDE_KEY (NOT set now" in out
    assert "Saved to" in out
    assert '"jsonrpc"' not in out
    assert model_of(tmp_path) == (
        "anthropic",
        "https://api.anthropic.com",
        "claude-sonnet-4-5",
        "MY_CLAUDE_KEY",
    )
    assert (tmp_path / "config.yaml").read_text() == (
        "# my Hermes settings\n"
        "agent:\n  max_turns: 60  # enough\n\n"
        "model:\n"
        "  provider: anthropic\n"
        "  base_url: https://api.anthropic.com\n"
        "  default: claude-sonnet-4-5\n"
        "  api_key_env: MY_CLAUDE_KEY\n"
        "  context_length: 128000\n\n"
        "# skills follow\n"
        "skills:\n  disabled: [noisy]\n"
    )


def test_a_local_server_needs_no_key_variable(tmp_path: Path):
    done = setup(
        tmp_path,
        "--provider",
        "openai",
        "--base-url",
        "http://127.0.0.1:11434/v1",
        "--model",
        "llama3.1:8b",
        "--api-key-env",
        "none",
        "--yes",
    )
    assert done.returncode == 0, done.stderr
    assert "no API key is sent" in done.stdout
    assert model_of(tmp_path) == ("custom", "http://127.0.0.1:11434/v1", "llama3.1:8b", None)


def test_yes_keeps_what_config_and_the_environment_already_say(tmp_path: Path):
    (tmp_path / "config.yaml").write_text(CONFIG)
    done = setup(tmp_path, "--yes", OPENAI_API_KEY="sk-secret-value")
    assert done.returncode == 0, done.stderr
    assert "OPENAI_API_KEY (set now)" in done.stdout
    assert "sk-secret-value" not in done.stdout + done.stderr
    assert model_of(tmp_path) == ("custom", "https://api.openai.com/v1", "gpt-4o", "OPENAI_API_KEY")


def test_yes_without_any_model_is_a_usage_error_and_writes_nothing(tmp_path: Path):
    done = setup(tmp_path, "--yes")
    assert done.returncode == 2
    assert "--model is needed" in done.stderr
    assert not (tmp_path / "config.yaml").exists()


def test_a_key_given_instead_of_a_variable_name_is_refused_without_repeating_it(tmp_path: Path):
    done = setup(tmp_path, "--model", "m", "--api-key-env", "sk-proj-abc123", "--yes")
    assert done.returncode == 2
    assert "NAME of an environment variable" in done.stderr
    assert "sk-proj-abc123" not in done.stdout + done.stderr
    assert not (tmp_path / "config.yaml").exists()


def test_setup_options_without_setup_are_a_usage_error(tmp_path: Path):
    done = subprocess.run(
        [sys.executable, "-m", "hermes_cli", "acp", "--provider", "openai", "--yes"],
        env=environment(tmp_path),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "--provider, --yes: only with --setup" in done.stderr


def test_answers_on_stdin_set_up_a_local_server_keeping_the_rest(tmp_path: Path):
    (tmp_path / "config.yaml").write_text(CONFIG)
    answers = "openai\nhttp://127.0.0.1:11434/v1\nllama3.1:8b\nnone\ny\n"
    done = setup(tmp_path, answers=answers)
    assert done.returncode == 0, done.stderr
    assert "Provider [openai]: " in done.stdout
    assert "Model [gpt-4o]: " in done.stdout
    assert "(OPENAI_API_KEY is not set in this environment.)" in done.stdout
    assert model_of(tmp_path) == ("custom", "http://127.0.0.1:11434/v1", "llama3.1:8b", None)
    text = (tmp_path / "config.yaml").read_text()
    assert text.startswith("# my Hermes settings\nagent:\n  max_turns: 60  # enough\n\nmodel:\n")
    assert text.endswith(
        "  context_length: 128000\n\n# skills follow\nskills:\n  disabled: [noisy]\n"
    )


def test_enter_keeps_the_defaults_from_config_and_environment(tmp_path: Path):
    (tmp_path / "config.yaml").write_text(
        "model:\n  provider: anthropic\n  default: claude-x\n  api_key_env: MY_KEY\n"
    )
    done = setup(tmp_path, answers="\n\n\n\n\n", ANTHROPIC_BASE_URL="http://proxy:8080", MY_KEY="k")
    assert done.returncode == 0, done.stderr
    assert "Provider [anthropic]: " in done.stdout
    assert "Base URL [http://proxy:8080]: " in done.stdout
    assert "(MY_KEY is set in this environment.)" in done.stdout
    assert model_of(tmp_path) == ("anthropic", "http://proxy:8080", "claude-x", "MY_KEY")


def test_switching_provider_offers_that_providers_defaults(tmp_path: Path):
    (tmp_path / "config.yaml").write_text("model:\n  provider: custom\n  default: gpt-4o\n")
    done = setup(tmp_path, answers="2\n\nclaude-x\n\n\n")
    assert done.returncode == 0, done.stderr
    assert "Base URL [https://api.anthropic.com]: " in done.stdout
    assert "Model: " in done.stdout  # gpt-4o is no default for Anthropic
    assert model_of(tmp_path) == (
        "anthropic",
        "https://api.anthropic.com",
        "claude-x",
        "ANTHROPIC_API_KEY",
    )


def test_unusable_answers_are_asked_again_and_a_pasted_key_is_not_echoed(tmp_path: Path):
    answers = "gemini\nopenai\nftp://x\nhttp://h:port/v1\nhttp://gpu:8000/v1\n\nm\n"
    answers += "sk-live-123456\nMY_KEY\nmaybe\ny\n"
    done = setup(tmp_path, answers=answers)
    assert done.returncode == 0, done.stderr
    assert "Answer openai or anthropic" in done.stdout
    assert "Expected an http:// or https:// URL" in done.stdout
    assert "The port is not a number." in done.stdout
    assert "An answer is needed." in done.stdout
    assert "never the key itself" in done.stdout
    assert done.stdout.count("sk-live-123456") == 0
    assert "Answer y or n." in done.stdout
    assert model_of(tmp_path) == ("custom", "http://gpu:8000/v1", "m", "MY_KEY")


def test_end_of_input_cancels_and_leaves_the_file_untouched(tmp_path: Path):
    config = tmp_path / "config.yaml"
    config.write_bytes(CONFIG.encode())
    before = config.stat().st_mtime_ns
    done = setup(tmp_path, answers="anthropic\n\nclaude-x\n")
    assert done.returncode == 1
    assert "Setup cancelled; nothing written." in done.stdout
    assert config.read_bytes() == CONFIG.encode()
    assert config.stat().st_mtime_ns == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config.yaml"]


def test_no_at_the_confirmation_writes_nothing(tmp_path: Path):
    done = setup(tmp_path, answers="openai\n\nm\n\nn\n")
    assert done.returncode == 1
    assert "Nothing written." in done.stdout
    assert not (tmp_path / "config.yaml").exists()


def test_ctrl_c_at_a_question_cancels_with_status_1(tmp_path: Path):
    config = tmp_path / "config.yaml"
    config.write_text(CONFIG)
    with subprocess.Popen(
        SETUP,
        env=environment(tmp_path),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        # A shell without job control starts background jobs ignoring SIGINT; undo that.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # noqa: PLW1509
    ) as process:
        try:
            shown = read_until(process, b"Provider [openai]: ", timeout=30)
            assert shown.endswith(b"Provider [openai]: ")
            process.send_signal(signal.SIGINT)
            out, err = process.communicate(timeout=30)
        finally:
            process.kill()
    assert process.returncode == 1, err
    assert b"Setup cancelled; nothing written." in out
    assert config.read_text() == CONFIG


def test_a_problem_elsewhere_in_the_file_stops_before_any_question(tmp_path: Path):
    broken = "skills:\n  lint_profile: nope\nmodel: x\n"
    (tmp_path / "config.yaml").write_text(broken)
    done = setup(tmp_path, answers="openai\n\nm\n\ny\n")
    assert done.returncode == 2
    assert "skills.lint_profile" in done.stderr
    assert "Provider" not in done.stdout
    assert (tmp_path / "config.yaml").read_text() == broken


def test_a_broken_model_section_is_repaired(tmp_path: Path):
    (tmp_path / "config.yaml").write_text("model: [a, b]\nskills: {}\n")
    done = setup(tmp_path, "--model", "m", "--yes")
    assert done.returncode == 0, done.stderr
    assert "saving will replace the model: section" in done.stderr
    assert model_of(tmp_path) == ("custom", "https://api.openai.com/v1", "m", "OPENAI_API_KEY")


def read_until(process: subprocess.Popen[bytes], marker: bytes, timeout: float) -> bytes:
    """Standard output up to ``marker`` (a prompt has no newline to wait for)."""
    assert process.stdout is not None
    received = b""
    deadline = time.monotonic() + timeout
    with selectors.DefaultSelector() as selector:
        selector.register(process.stdout, selectors.EVENT_READ)
        while marker not in received:
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"no {marker!r} in {received!r}"
            if selector.select(remaining):
                chunk = os.read(process.stdout.fileno(), 4096)
                assert chunk, f"output ended before {marker!r}: {received!r}"
                received += chunk
    return received


def test_a_file_that_loads_but_cannot_be_edited_safely_stops_before_any_question(tmp_path: Path):
    aliased = "model: &m\n  default: x\nauxiliary: *m\n"
    (tmp_path / "config.yaml").write_text(aliased)
    done = setup(tmp_path, answers="openai\n\nm\n\ny\n")
    assert done.returncode == 2
    assert "would change more than the model section" in done.stderr
    assert "Provider" not in done.stdout
    assert (tmp_path / "config.yaml").read_text() == aliased


def test_enter_keeps_a_key_written_in_the_file_and_never_shows_it(tmp_path: Path):
    config = "model:\n  provider: custom\n  default: m\n  api_key: sk-file-secret\n"
    (tmp_path / "config.yaml").write_text(config)
    done = setup(tmp_path, answers="\n\n\n\n\n")
    assert done.returncode == 0, done.stderr
    assert "or keep (the key written in config.yaml) [keep]: " in done.stdout
    assert "the key written in config.yaml stays" in done.stdout
    assert "sk-file-secret" not in done.stdout + done.stderr
    model = load_config(HermesPaths(tmp_path), environ={}).model
    assert (model.api_key, model.api_key_env) == ("sk-file-secret", None)


def test_naming_a_variable_removes_the_key_written_in_the_file(tmp_path: Path):
    config = "model:\n  provider: custom\n  default: m\n  api_key: sk-file-secret\n"
    (tmp_path / "config.yaml").write_text(config)
    done = setup(tmp_path, "--api-key-env", "MY_KEY", "--yes")
    assert done.returncode == 0, done.stderr
    assert "(model.api_key) will be removed" in done.stdout
    assert "sk-file-secret" not in (tmp_path / "config.yaml").read_text()
    assert model_of(tmp_path) == ("custom", "https://api.openai.com/v1", "m", "MY_KEY")


def test_keep_without_a_key_in_the_file_is_refused(tmp_path: Path):
    done = setup(tmp_path, "--model", "m", "--api-key-env", "keep", "--yes")
    assert done.returncode == 2
    assert "holds no API key to keep" in done.stderr
    assert not (tmp_path / "config.yaml").exists()
