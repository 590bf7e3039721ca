"""hermes_acp.framing: lines of at most a limit, read from chunks of any size."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from hermes_acp.framing import CHUNK, LineReader, Overlong


class Chunks:
    """A byte source handing out the given chunks, then the end."""

    def __init__(self, chunks: Iterable[bytes]) -> None:
        self.chunks = list(chunks)
        self.asked: list[int] = []

    async def read(self, n: int = -1, /) -> bytes:
        self.asked.append(n)
        return self.chunks.pop(0) if self.chunks else b""


async def _all(reader: LineReader) -> list[bytes | Overlong]:
    lines: list[bytes | Overlong] = []
    while (line := await reader.next()) is not None:
        lines.append(line)
    return lines


def _pieces(data: bytes, size: int) -> list[bytes]:
    return [data[start : start + size] for start in range(0, len(data), size)]


@pytest.mark.parametrize("size", [1, 2, 3, 7, 1000])
async def test_lines_come_whole_however_the_input_is_cut(size: int) -> None:
    data = b'{"a": 1}\n\n{"b": 2}\r\nlast'
    lines = await _all(LineReader(Chunks(_pieces(data, size)), limit=100))
    assert lines == [b'{"a": 1}', b"", b'{"b": 2}\r', b"last"]


@pytest.mark.parametrize("size", [1, 4, 10, 11, 12, 1000])
async def test_a_line_of_the_limit_is_kept_and_one_byte_more_is_dropped(size: int) -> None:
    data = b"x" * 10 + b"\n" + b"y" * 11 + b"\n" + b"z\n"
    lines = await _all(LineReader(Chunks(_pieces(data, size)), limit=10))
    assert lines == [b"x" * 10, Overlong(11), b"z"]


async def test_a_long_line_is_dropped_whatever_its_length_and_reading_goes_on() -> None:
    chunks = [b"a" * 1000] * 50 + [b"a\nnext\n"]
    lines = await _all(LineReader(Chunks(chunks), limit=100))
    assert lines == [Overlong(50_001), b"next"]


async def test_a_long_last_line_without_a_newline_is_reported_at_the_end() -> None:
    lines = await _all(LineReader(Chunks([b"ok\n", b"b" * 500]), limit=100))
    assert lines == [b"ok", Overlong(500)]


async def test_the_end_is_reported_again_without_reading_more() -> None:
    source = Chunks([b"one\n"])
    reader = LineReader(source)
    assert await _all(reader) == [b"one"]
    asked = len(source.asked)
    assert await reader.next() is None
    assert len(source.asked) == asked
    assert set(source.asked) == {CHUNK}
