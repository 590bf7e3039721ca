"""hermes_acp.translate: core turn events, stored messages and ACP prompts translated by
pure functions, checked against golden JSON (``golden/``: one scenario per file, its input
and the exact output), and every update produced validated against ACP's own schema.

The golden files must match exactly. ``HERMES_UPDATE_GOLDEN=1`` rewrites their outputs
from the current code instead (review the diff before keeping it). A new scenario: write
its input with empty outputs, add its name to ``GOLDEN_FILES``, run once with the variable.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from hermes_acp.translate import (
    OUTPUT_SHOWN,
    Describe,
    TurnTranslator,
    history_updates,
    locations,
    plan_from_text,
    prompt_images,
    prompt_text,
)
from hermes_core.agent.events import (
    PlanUpdated,
    TextChunk,
    ThoughtChunk,
    ToolCallFinished,
    ToolCallStarted,
    ToolCallUpdated,
    TurnEnded,
    TurnEvent,
    UsageReport,
)
from hermes_core.state import Message
from tests.acp.schema import AcpSchema, schema_or_skip

GOLDEN = Path(__file__).parent / "golden"
UPDATE_GOLDEN = os.environ.get("HERMES_UPDATE_GOLDEN") == "1"
HOME = "/home/tester"  # what ``~`` means in the golden files
UPDATE_FILES = (
    "text_turn",
    "tool_call_edit_with_diff",
    "tool_call_locations_and_kinds",
    "tool_call_failed_and_cancelled",
    "plan_and_usage",
    "turn_error",
    "replay_history",
    "replay_malformed_tool_calls",
)
GOLDEN_FILES = (*UPDATE_FILES, "prompt_blocks")
CWD = Path("/work/project")

_EVENTS: dict[str, Any] = {
    cls.__name__: cls
    for cls in (
        TextChunk,
        ThoughtChunk,
        ToolCallStarted,
        ToolCallUpdated,
        ToolCallFinished,
        PlanUpdated,
        UsageReport,
        TurnEnded,
    )
}


def _event(described: Mapping[str, Any]) -> TurnEvent:
    """The event a golden file describes as ``{"type": class name, field: value}``."""
    fields = dict(described)
    cls = _EVENTS[fields.pop("type")]
    if fields.get("diff") is not None:
        fields["diff"] = tuple(fields["diff"])
    if "entries" in fields:
        fields["entries"] = tuple(tuple(entry) for entry in fields["entries"])
    event: TurnEvent = cls(**fields)
    return event


def _describe(kinds: Mapping[str, str]) -> Describe:
    """A stand-in for the registry: the kind from ``kinds``, the name (and path) as title."""

    def describe(name: str, arguments: Mapping[str, Any]) -> tuple[str, str]:
        path = arguments.get("path")
        return kinds.get(name, "other"), f"{name} {path}" if isinstance(path, str) else name

    return describe


def _wire(value: Any) -> Any:
    """``value`` as a client receives it (and proof that it is JSON)."""
    return json.loads(json.dumps(value, allow_nan=False))


def _produced(golden: Mapping[str, Any]) -> dict[str, Any]:
    """``golden`` with its outputs computed again from its input."""
    produced: dict[str, Any] = _wire(golden)
    if golden["translate"] == "turn":
        translator = TurnTranslator(Path(golden["cwd"]), golden["context_size"])
        for step in produced["steps"]:
            step["updates"] = _wire(translator.updates(_event(step["event"])))
    elif golden["translate"] == "history":
        messages = [Message(**fields) for fields in golden["messages"]]
        updates = history_updates(messages, Path(golden["cwd"]), _describe(golden["tools"]))
        produced["updates"] = _wire(updates)
    else:
        for case in produced["cases"]:
            for key in ("text", "images", "error"):
                case.pop(key, None)
            try:
                case["text"] = prompt_text(case["blocks"])
                images = prompt_images(case["blocks"])
            except ValueError as exc:
                case["error"] = str(exc)
            else:
                if images:
                    case["images"] = [list(image) for image in images]
    return produced


def _updates(produced: Mapping[str, Any]) -> list[dict[str, Any]]:
    if "steps" in produced:
        return [update for step in produced["steps"] for update in step["updates"]]
    return list(produced["updates"])


@pytest.fixture(scope="module")
def acp_schema() -> AcpSchema:
    return AcpSchema(schema_or_skip())


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("HOME", HOME)
    return HOME


def _problems(schema: AcpSchema, updates: list[dict[str, Any]]) -> list[str]:
    """What ACP's schema finds wrong with each update sent as ``session/update``."""
    assert updates, "nothing to validate"
    return [
        problem
        for update in updates
        for problem in schema.check("SessionNotification", {"sessionId": "s", "update": update})
    ]


# -- golden files ---------------------------------------------------------------------


@pytest.mark.parametrize("name", GOLDEN_FILES)
def test_translation_matches_the_golden_file(name: str, home: str) -> None:
    path = GOLDEN / f"{name}.json"
    golden = json.loads(path.read_text(encoding="utf-8"))
    produced = _produced(golden)
    if UPDATE_GOLDEN and produced != golden:
        text = json.dumps(produced, indent=2, ensure_ascii=False)
        path.write_text(text + "\n", encoding="utf-8")
        pytest.skip(f"rewrote {path.name}: review its diff")
    assert produced == golden


def test_every_golden_file_is_checked() -> None:
    assert sorted(path.stem for path in GOLDEN.glob("*.json")) == sorted(GOLDEN_FILES)


@pytest.mark.parametrize("name", UPDATE_FILES)
def test_golden_updates_follow_the_acp_schema(name: str, home: str, acp_schema: AcpSchema) -> None:
    golden = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    assert _problems(acp_schema, _updates(_produced(golden))) == []


def test_the_schema_check_rejects_a_cancelled_tool_status(acp_schema: AcpSchema) -> None:
    # Why a cancelled call is sent as failed, and proof that the check can fail.
    cancelled = {"sessionUpdate": "tool_call_update", "toolCallId": "c", "status": "cancelled"}
    assert _problems(acp_schema, [cancelled]) != []


# -- turn events ------------------------------------------------------------------------


def test_huge_tool_output_is_cut_to_what_the_editor_shows(acp_schema: AcpSchema) -> None:
    output = "x" * (OUTPUT_SHOWN + 1234)
    [update] = TurnTranslator(CWD, 1000).updates(ToolCallFinished("c", "completed", output))
    shown = "x" * OUTPUT_SHOWN + "\n[... 1,234 more characters ...]"
    assert update["content"] == [{"type": "content", "content": {"type": "text", "text": shown}}]
    assert update["rawOutput"] == {"content": shown}
    assert _problems(acp_schema, [update]) == []


def test_tool_output_of_exactly_the_shown_length_is_not_cut() -> None:
    output = "y" * OUTPUT_SHOWN
    [update] = TurnTranslator(CWD, 1000).updates(ToolCallFinished("c", "failed", output))
    assert update["rawOutput"] == {"content": output}
    assert update["status"] == "failed"


def test_a_cancelled_tool_call_is_reported_failed(acp_schema: AcpSchema) -> None:
    [update] = TurnTranslator(CWD, 1000).updates(ToolCallFinished("c", "cancelled", "stopped"))
    assert update["status"] == "failed"
    assert _problems(acp_schema, [update]) == []


def test_usage_is_what_the_latest_request_put_in_the_context() -> None:
    translator = TurnTranslator(CWD, 100)
    translator.updates(UsageReport(90, 5))
    [update] = translator.updates(UsageReport(20, 3))
    assert (update["used"], update["size"]) == (23, 100)


# -- locations and plans ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ({"path": "src/a.py"}, [{"path": "/work/project/src/a.py"}]),
        ({"path": "/abs/b.py"}, [{"path": "/abs/b.py"}]),
        ({"path": "~/c.py"}, [{"path": f"{HOME}/c.py"}]),
        ({"path": "d.py", "offset": 42}, [{"path": "/work/project/d.py", "line": 42}]),
        ({"path": "d.py", "offset": -3}, [{"path": "/work/project/d.py"}]),
        ({"path": "d.py", "offset": "42"}, [{"path": "/work/project/d.py"}]),
        ({"path": "d.py", "offset": False}, [{"path": "/work/project/d.py"}]),
        (
            {"file": "e", "filename": "f"},
            [{"path": "/work/project/e"}, {"path": "/work/project/f"}],
        ),
        ({"path": ""}, []),
        ({"path": "bad\0name"}, []),
        ({"path": ["a.py"]}, []),
        ({"command": "ls"}, []),
    ],
)
def test_locations_are_absolute_paths_with_the_read_offset_as_line(
    arguments: dict[str, Any], expected: list[dict[str, Any]], home: str
) -> None:
    assert locations(arguments, CWD) == expected


def test_a_path_under_an_unknown_users_home_does_not_break_the_tool_call() -> None:
    started = ToolCallStarted("c", "read_file", {"path": "~nosuchuser/a.py"}, "read", "Read")
    [update] = TurnTranslator(CWD, 1000).updates(started)
    assert all(Path(where["path"]).is_absolute() for where in update.get("locations", []))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1. [pending] Read\n2. [completed] Fix", (("Read", "pending"), ("Fix", "completed"))),
        ("1. [in_progress] Only step", (("Only step", "in_progress"),)),
        ("(no plan)", ()),
        ("  (no plan)\n", ()),
        ("", None),
        ("1. [pending] Read\nsome other line", None),
        ("1. [someday] Read", None),
        ("there is no step 9 (the plan has 2)", None),
    ],
)
def test_plan_from_text_reads_the_todo_tools_answer(
    text: str, expected: tuple[tuple[str, str], ...] | None
) -> None:
    assert plan_from_text(text) == expected


# -- replay -------------------------------------------------------------------------------


def _todo(call_id: str, result: str) -> list[Message]:
    call = {"id": call_id, "type": "function", "function": {"name": "todo", "arguments": "{}"}}
    return [
        Message("assistant", tool_calls=[call]),
        Message("tool", result, tool_call_id=call_id, tool_name="todo"),
    ]


def test_replay_shows_the_last_plan_once_after_everything_else(acp_schema: AcpSchema) -> None:
    messages = [*_todo("t1", "1. [pending] A"), *_todo("t2", "1. [completed] A")]
    messages.append(Message("assistant", "Done."))
    updates = history_updates(messages, CWD, _describe({"todo": "think"}))
    plans = [update for update in updates if update["sessionUpdate"] == "plan"]
    assert plans == [updates[-1]]
    assert plans[0]["entries"] == [{"content": "A", "priority": "medium", "status": "completed"}]
    assert _problems(acp_schema, updates) == []


def test_replay_of_a_cleared_plan_does_not_show_the_older_plan() -> None:
    messages = [*_todo("t1", "1. [pending] A"), *_todo("t2", "(no plan)")]
    updates = history_updates(messages, CWD, _describe({"todo": "think"}))
    plans = [update["entries"] for update in updates if update["sessionUpdate"] == "plan"]
    assert all(entries == [] for entries in plans)


@pytest.mark.parametrize(
    "stored",
    [
        {"id": "c", "function": {"name": "read_file", "arguments": {"path": "a.py"}}},
        {"id": "c", "function": {"name": "read_file", "arguments": 5}},
        {"id": "c", "function": "read_file"},
    ],
)
def test_replay_tolerates_stored_tool_calls_of_other_shapes(stored: dict[str, Any]) -> None:
    updates = history_updates([Message("assistant", tool_calls=[stored])], CWD, _describe({}))
    assert [update["sessionUpdate"] for update in updates] == ["tool_call", "tool_call_update"]


# -- prompts ------------------------------------------------------------------------------


def test_an_image_in_a_prompt_goes_beside_the_text() -> None:
    image = {"type": "image", "mimeType": "image/png", "data": "AAAA"}
    blocks = [{"type": "text", "text": "see"}, image]
    assert prompt_text(blocks) == "see"
    assert prompt_images(blocks) == (("image/png", "AAAA"),)


@pytest.mark.parametrize(
    ("image", "problem"),
    [
        ({"mimeType": "text/plain", "data": "AAAA"}, "image MIME type"),
        ({"mimeType": "image/png", "data": ""}, "data in base64"),
        ({"mimeType": "image/png", "data": "not base64!"}, "not base64"),
        ({"mimeType": "image/png", "data": "A" * 27_000_004}, "too big"),
    ],
)
def test_an_image_that_cannot_be_used_is_refused(image: dict[str, Any], problem: str) -> None:
    with pytest.raises(ValueError, match=problem):
        prompt_images([{"type": "image", **image}])


def test_a_resource_block_that_is_not_an_object_is_refused_as_a_value_error() -> None:
    with pytest.raises(ValueError, match="resource"):
        prompt_text([{"type": "resource", "resource": "file:///a.py"}])
