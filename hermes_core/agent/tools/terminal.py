"""``terminal``: run a shell command in the execution environment, with a timeout and
an output cap. A command the security scanner finds dangerous (destructive, privilege
escalation, exfiltration, persistence, remote code, a reverse shell…) is put to the
user whatever the approval mode."""

from __future__ import annotations

from typing import Annotated, Any

from hermes_core.agent.environment import ExecutionEnvironment, environment_of
from hermes_core.agent.tools.registry import Tool, ToolContext, ToolResult, tool
from hermes_core.security import Category, Risk, Scanner, TextKind

__all__ = ["OUTPUT_LIMIT", "terminal_tool"]

OUTPUT_LIMIT = 50_000
_DANGEROUS = frozenset(
    (
        Category.DESTRUCTIVE,
        Category.PRIVILEGE_ESCALATION,
        Category.EXFILTRATION,
        Category.PERSISTENCE,
        Category.NETWORK,
        Category.EXECUTION,
        Category.CREDENTIAL_EXPOSURE,
        Category.CRYPTO_MINING,
        Category.SUPPLY_CHAIN,
    )
)


def danger(scanner: Scanner, command: str) -> str | None:
    """Why ``command`` is dangerous, or ``None``."""
    findings = scanner.scan_text(command, "command.sh", kind=TextKind.CODE).findings
    worst = [
        f
        for f in findings
        if f.category in _DANGEROUS
        and (
            f.risk in (Risk.CRITICAL, Risk.HIGH)
            or (f.category is Category.PRIVILEGE_ESCALATION and f.risk is Risk.MEDIUM)
        )
    ]
    if not worst:
        return None
    first = worst[0]
    return f"{first.message} ({first.rule})"


def terminal_tool(default: ExecutionEnvironment, scanner: Scanner) -> Tool:
    """The terminal tool, running in each session's environment (``default`` when it
    has none)."""

    @tool(toolset="terminal", kind="execute")
    async def terminal(
        context: ToolContext,
        command: Annotated[str, "the shell command"],
        timeout: Annotated[float, "seconds before it is stopped"] = 120,
    ) -> ToolResult:
        """Run a shell command in the working directory; returns its output and exit
        code."""
        env = environment_of(context, default)
        result = await env.run(
            command, timeout=max(1.0, min(timeout, 3600)), output_limit=OUTPUT_LIMIT
        )
        status = (
            f"timed out after {timeout:g} s and was stopped"
            if result.timed_out
            else f"exit code {result.exit_code}"
        )
        body = result.output.rstrip("\n")
        return ToolResult(
            f"{body}\n[{status}]" if body else f"[{status}]",
            is_error=result.timed_out or result.exit_code != 0,
        )

    def assess(arguments: dict[str, Any]) -> str | None:
        command = arguments.get("command")
        return danger(scanner, command) if isinstance(command, str) else None

    return Tool(
        terminal.name,
        terminal.description,
        terminal.parameters,
        terminal.toolset,
        terminal.kind,
        terminal.handler,
        terminal.needs_context,
        assess,
    )
