"""hermes_acp.server's methods as jsonrpcserver binds them, served in-process."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from hermes_acp.server import AcpAgent, methods
from hermes_acp.wire import Connection
from hermes_core.paths import HermesPaths

TIMEOUT = 10.0


async def _ask(tmp_path: Path, params: Any) -> dict[str, Any]:
    agent = AcpAgent(HermesPaths.from_env({"HERMES_HOME": str(tmp_path / "home")}))
    reader = asyncio.StreamReader()
    written: asyncio.Queue[bytes] = asyncio.Queue()
    connection = Connection(reader, written.put_nowait, methods(), context=agent)
    agent.connection = connection
    serving = asyncio.create_task(connection.serve())
    message = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params}
    reader.feed_data(json.dumps(message).encode() + b"\n")
    try:
        answer: dict[str, Any] = json.loads(await asyncio.wait_for(written.get(), TIMEOUT))
    finally:
        reader.feed_eof()
        await asyncio.wait_for(serving, TIMEOUT)
        await agent.close()
    return answer


async def test_a_param_named_agent_is_a_param_like_any_other(tmp_path: Path) -> None:
    answer = await _ask(tmp_path, {"protocolVersion": 1, "agent": "zed", "name": "x"})
    assert answer["result"]["protocolVersion"] == 1


async def test_params_by_position_are_invalid_params(tmp_path: Path) -> None:
    answer = await _ask(tmp_path, [1])
    assert answer["error"]["code"] == -32602
