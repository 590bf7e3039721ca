"""What an error may repeat of what it was sent, and what an unexpected failure tells
the client."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from mcp.shared.exceptions import MCPError
from mcp_types import INTERNAL_ERROR, INVALID_PARAMS, METHOD_NOT_FOUND, ErrorData
from pydantic import BaseModel, ValidationError

from hermes_core.errors import HermesError
from hermes_mcp.bounds import (
    MAX_MESSAGE,
    MAX_TEXT,
    MAX_TOOL_ERROR,
    bound_errors,
    bounded,
    bounded_error,
    bounded_text,
)


def test_short_text_is_kept_and_long_text_cut_to_a_prefix_and_an_ellipsis():
    assert bounded_text("ping") == "ping"
    assert bounded_text("x" * MAX_TEXT) == "x" * MAX_TEXT
    cut = bounded_text("x" * 10_000_000)
    assert len(cut) == MAX_TEXT
    assert cut.endswith("…")


def test_data_is_bounded_in_each_string_list_object_and_depth():
    data = {
        "uri": "skill://" + "z" * 5000,
        "many": list(range(1000)),
        "deep": {"a": {"b": {"c": {"d": {"e": 1}}}}},
        "k" * 1000: True,
        "n": 5,
    }
    shown = bounded(data)
    assert len(shown["uri"]) == MAX_TEXT
    assert shown["many"] == list(range(20))
    assert shown["deep"] == {"a": {"b": {"c": "…"}}}
    assert shown["k" * (MAX_TEXT - 1) + "…"] is True
    assert shown["n"] == 5
    assert bounded([{"x": "y"}] * 50) == [{"x": "y"}] * 20


def test_a_short_error_is_left_as_it_is_and_a_long_one_bounded():
    short = ErrorData(code=METHOD_NOT_FOUND, message="Method not found", data="x/y")
    assert bounded_error(short) is short
    long = bounded_error(ErrorData(code=METHOD_NOT_FOUND, message="m" * 10**6, data="x" * 10**7))
    assert long.code == METHOD_NOT_FOUND
    assert len(long.message) == MAX_MESSAGE
    assert len(long.data) == MAX_TEXT
    without = bounded_error(ErrorData(code=1, message="m" * 1000))
    assert "data" not in without.model_dump(exclude_unset=True)


@dataclass
class _Context:
    method: str


def _raising(exc: BaseException) -> Any:
    async def call_next(_: Any) -> Any:
        raise exc

    return call_next


def _returning(result: Any) -> Any:
    async def call_next(_: Any) -> Any:
        return result

    return call_next


async def test_a_protocol_error_goes_on_bounded_as_the_same_exception():
    raised = MCPError(METHOD_NOT_FOUND, "Method not found", "m" * 10**6)
    with pytest.raises(MCPError) as caught:
        await bound_errors(_Context("m" * 10**6), _raising(raised))  # type: ignore[arg-type]
    assert caught.value is raised
    assert len(caught.value.error.data) == MAX_TEXT


async def test_an_unexpected_exception_is_an_internal_error_saying_nothing_of_it(
    caplog: pytest.LogCaptureFixture,
):
    secret = RuntimeError("SELECT * FROM sessions at /home/owner/.hermes/state.db")
    with pytest.raises(MCPError) as caught:
        await bound_errors(_Context("prompts/list"), _raising(secret))  # type: ignore[arg-type]
    assert (caught.value.code, caught.value.message, caught.value.data) == (
        INTERNAL_ERROR,
        "Internal error",
        None,
    )
    assert "prompts/list failed" in caplog.text
    assert "Traceback" in caplog.text  # the log keeps what the client is not told


async def test_a_core_error_is_an_internal_error_with_its_message_bounded():
    with pytest.raises(MCPError) as caught:
        await bound_errors(
            _Context("prompts/list"),  # type: ignore[arg-type]
            _raising(HermesError("config.yaml line 3: " + "x" * 5000)),
        )
    assert caught.value.code == INTERNAL_ERROR
    assert caught.value.message.startswith("config.yaml line 3: ")
    assert len(caught.value.message) == MAX_MESSAGE


async def test_a_validation_error_goes_on_for_the_sdk_to_answer_with_invalid_params():
    class Params(BaseModel):
        name: str

    try:
        Params.model_validate({"name": 5})
    except ValidationError as exc:
        invalid = exc
    with pytest.raises(ValidationError) as caught:
        await bound_errors(_Context("prompts/get"), _raising(invalid))  # type: ignore[arg-type]
    assert caught.value is invalid
    assert INVALID_PARAMS  # the SDK's mapping, tested end to end in test_stdio


async def test_a_tool_error_result_is_bounded_and_other_results_left_alone():
    failed = {
        "content": [{"type": "text", "text": "t" * 10**6}, {"type": "image"}],
        "isError": True,
    }
    shown = await bound_errors(_Context("tools/call"), _returning(failed))  # type: ignore[arg-type]
    assert len(shown["content"][0]["text"]) == MAX_TOOL_ERROR
    assert shown["content"][1] == {"type": "image"}
    worked = {"content": [{"type": "text", "text": "t" * 10**6}], "isError": False}
    assert await bound_errors(_Context("tools/call"), _returning(worked)) is worked  # type: ignore[arg-type]
    listed = {"tools": []}
    assert await bound_errors(_Context("tools/list"), _returning(listed)) is listed  # type: ignore[arg-type]
