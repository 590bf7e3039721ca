"""``hermes lsp`` measured over its real stdio transport, against a minimal pygls server
in the same run.

1. Start-up: spawn -> ``initialize`` result, ours and the minimal pygls server's
   (median of several spawns); target ours <= 1.25x the minimal server.
2. ``didOpen`` -> first ``publishDiagnostics`` on a 20 KB SKILL.md, right after
   start-up and a second after it (the core loads in the background meanwhile).
3. 1,000 random edits of that document, each ``didChange`` -> its ``publishDiagnostics``
   (debounce set to 0, so the figure is the check itself): p50 and p95; target p95
   <= 15 ms.
4. Memory: 1,000 skills opened, every one checked; the server's peak RSS; target
   <= 200 MB.
5. For scale: ``hermes skills lint`` and agnix 0.59.3 (PyPI, a Rust linter for agent
   configs; from ``peers/setup_peers.sh``) on the shared vendor corpus, best of 5 runs
   each, and the ratio.

Run: ``.venv/bin/python benchmarks/lsp_bench.py`` (about a minute). Prints a table and
exits 1 when a target is missed.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
OURS = [sys.executable, "-m", "hermes_cli", "lsp"]
MINIMAL = [sys.executable, str(HERE / "peers" / "minimal_pygls_server.py")]
SPAWNS = 7
CORPUS = Path(os.environ.get("BENCH_CORPUS", "/work/shared/corpus/benign"))
AGNIX = HERE / ".peers" / "agnix-0.59.3" / "bin" / "agnix"
HERMES = Path(sys.executable).with_name("hermes")
EDITS = 1000
OPEN_SKILLS = 1000


class Client:
    """A bare JSON-RPC client over a server's stdin/stdout (Content-Length framing)."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.next_id = 0
        self.waiting: dict[int, asyncio.Future[Any]] = {}
        self.published: dict[str, asyncio.Queue[dict[str, Any]]] = {}
        self.reader = asyncio.ensure_future(self._read())

    @classmethod
    async def spawn(cls, command: list[str]) -> Client:
        process = await asyncio.create_subprocess_exec(
            *command,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
        )
        return cls(process)

    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    async def request(self, method: str, params: Any) -> Any:
        self.next_id += 1
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.waiting[self.next_id] = future
        self._send({"id": self.next_id, "method": method, "params": params})
        return await future

    def notify(self, method: str, params: Any) -> None:
        self._send({"method": method, "params": params})

    def queue(self, uri: str) -> asyncio.Queue[dict[str, Any]]:
        return self.published.setdefault(uri, asyncio.Queue())

    async def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            length = 0
            while True:
                line = await stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(await stream.readexactly(length))
            if "id" in message and ("result" in message or "error" in message):
                future = self.waiting.pop(message["id"])
                if "error" in message:
                    future.set_exception(RuntimeError(message["error"]))
                else:
                    future.set_result(message["result"])
            elif message.get("method") == "textDocument/publishDiagnostics":
                params = message["params"]
                self.queue(params["uri"]).put_nowait(params)
            elif "id" in message:  # a request from the server: answer it empty
                self._send({"id": message["id"], "result": None})

    async def initialize(self, root: Path) -> None:
        await self.request(
            "initialize",
            {
                "processId": None,
                "rootUri": root.as_uri(),
                "capabilities": {},
                "initializationOptions": {"hermes": {"debounce": 0}},
            },
        )
        self.notify("initialized", {})

    async def close(self) -> None:
        await self.request("shutdown", None)
        self.notify("exit", None)
        await asyncio.wait_for(self.process.wait(), 10)
        self.reader.cancel()


def _peak_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _skill(index: int, size: int) -> str:
    """A SKILL.md of about ``size`` characters, with a few things to find."""
    head = (
        f"---\nname: skill-{index}\ndescription: Generates report number {index} from the "
        "build logs, for the weekly review.\n---\n# Report\n\n"
    )
    paragraph = (
        "Read the build log, group the failures by test, and write a short summary of what "
        "changed since last week. Keep the tone factual.\n\n"
        "```bash\ncurl -s https://api.github.com/repos/acme/app/actions/runs"
        " | jq '.total_count'\n```\n\n"
    )
    body = head
    while len(body) < size:
        body += paragraph
    return body


async def startup(command: list[str], root: Path) -> float:
    """Median seconds from spawn to the ``initialize`` result."""
    times = []
    for _ in range(SPAWNS):
        started = time.perf_counter()
        client = await Client.spawn(command)
        await client.initialize(root)
        times.append(time.perf_counter() - started)
        await client.close()
    return statistics.median(times)


async def edits(root: Path) -> tuple[float, list[float], float]:
    client = await Client.spawn(OURS)
    await client.initialize(root)
    uri = (root / "report" / "SKILL.md").as_uri()
    text = _skill(0, 20_000)
    started = time.perf_counter()
    client.notify(
        "textDocument/didOpen",
        {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": text}},
    )
    await client.queue(uri).get()
    first = time.perf_counter() - started
    chooser = random.Random(1)
    latencies = []
    for version in range(2, EDITS + 2):
        at = chooser.randrange(len(text))
        text = text[:at] + chooser.choice("abc xyz\n-`") + text[at:]
        started = time.perf_counter()
        client.notify(
            "textDocument/didChange",
            {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"text": text}],
            },
        )
        while True:
            published = await client.queue(uri).get()
            if published.get("version") == version:
                break
        latencies.append(time.perf_counter() - started)
    rss = _peak_rss_mb(client.process.pid)
    await client.close()
    return first, latencies, rss


async def open_after_warm_up(root: Path) -> float:
    """didOpen -> diagnostics when the document comes a second after start-up (the
    server loads the core in the background meanwhile, as while an editor starts)."""
    client = await Client.spawn(OURS)
    await client.initialize(root)
    await asyncio.sleep(1.0)
    uri = (root / "warm" / "SKILL.md").as_uri()
    started = time.perf_counter()
    client.notify(
        "textDocument/didOpen",
        {
            "textDocument": {
                "uri": uri,
                "languageId": "markdown",
                "version": 1,
                "text": _skill(0, 20_000),
            }
        },
    )
    await client.queue(uri).get()
    seconds = time.perf_counter() - started
    await client.close()
    return seconds


async def many_open(root: Path) -> tuple[float, float]:
    client = await Client.spawn(OURS)
    await client.initialize(root)
    started = time.perf_counter()
    uris = []
    for index in range(OPEN_SKILLS):
        uri = (root / f"skill-{index}" / "SKILL.md").as_uri()
        uris.append(uri)
        client.notify(
            "textDocument/didOpen",
            {
                "textDocument": {
                    "uri": uri,
                    "languageId": "markdown",
                    "version": 1,
                    "text": _skill(index, 4_000 + (index % 8) * 2_000),
                }
            },
        )
    for uri in uris:
        await client.queue(uri).get()
    seconds = time.perf_counter() - started
    rss = _peak_rss_mb(client.process.pid)
    await client.close()
    return seconds, rss


def _best_of(command: list[str], runs: int = 5) -> float:
    """The fastest of ``runs`` runs of ``command`` (its output thrown away)."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - started)
    return min(times)


def lint_against_agnix() -> tuple[float, float] | None:
    """Seconds for hermes skills lint and for agnix over the vendor corpus, or None
    when agnix or the corpus is missing."""
    if not AGNIX.exists() or not CORPUS.is_dir():
        return None
    ours = _best_of([str(HERMES), "skills", "lint", "--no-progress", str(CORPUS)])
    theirs = _best_of([str(AGNIX), str(CORPUS)])
    return ours, theirs


async def main() -> int:
    root = Path("/tmp/hermes-lsp-bench")
    root.mkdir(exist_ok=True)
    print("lsp_bench: start-up ...", file=sys.stderr)
    minimal = await startup(MINIMAL, root)
    ours = await startup(OURS, root)
    print("lsp_bench: edits ...", file=sys.stderr)
    first, latencies, edit_rss = await edits(root)
    warm_first = await open_after_warm_up(root)
    print("lsp_bench: 1,000 open skills ...", file=sys.stderr)
    open_seconds, open_rss = await many_open(root)
    print("lsp_bench: hermes skills lint vs agnix ...", file=sys.stderr)
    linted = lint_against_agnix()
    quantiles = statistics.quantiles(latencies, n=100)
    p50, p95 = statistics.median(latencies), quantiles[94]
    rows = [
        ("spawn -> initialize, minimal pygls server", f"{minimal * 1000:.0f} ms", "", ""),
        (
            "spawn -> initialize, hermes lsp",
            f"{ours * 1000:.0f} ms ({ours / minimal:.2f}x)",
            "<= 1.25x",
            "PASS" if ours <= 1.25 * minimal else "FAIL",
        ),
        ("didOpen -> diagnostics, 20 KB SKILL.md, at once", f"{first * 1000:.1f} ms", "", ""),
        ("didOpen -> diagnostics, 20 KB SKILL.md, 1 s in", f"{warm_first * 1000:.1f} ms", "", ""),
        (
            f"didChange -> diagnostics, {EDITS} edits, p50 / p95",
            f"{p50 * 1000:.1f} / {p95 * 1000:.1f} ms",
            "p95 <= 15 ms",
            "PASS" if p95 <= 0.015 else "FAIL",
        ),
        (
            f"{OPEN_SKILLS} skills open and checked: time, peak RSS",
            f"{open_seconds:.1f} s, {open_rss:.0f} MB",
            "<= 200 MB",
            "PASS" if open_rss <= 200 else "FAIL",
        ),
        ("peak RSS after the edits", f"{edit_rss:.0f} MB", "", ""),
    ]
    if linted is None:
        rows.append(("hermes skills lint vs agnix 0.59.3", "skipped (no agnix or corpus)", "", ""))
    else:
        ours_lint, agnix = linted
        rows.append(
            (
                f"lint {CORPUS.name}/: hermes skills lint vs agnix 0.59.3",
                f"{ours_lint:.2f} s vs {agnix:.2f} s ({ours_lint / agnix:.2f}x)",
                "for scale",
                "",
            )
        )
    width = max(len(r[0]) for r in rows)
    print(f"{'figure':{width}}  {'measured':28}  {'target':14}  result")
    for name, measured, target, result in rows:
        print(f"{name:{width}}  {measured:28}  {target:14}  {result}")
    return 1 if any(r[3] == "FAIL" for r in rows) else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
