"""A small MCP server on the official SDK (stdio), for the ACP tests: an editor hands
it to ``hermes acp`` in ``session/new`` and the agent calls its tools."""

from mcp.server.mcpserver import MCPServer

server = MCPServer("shout")


@server.tool()
def shout(text: str) -> str:
    """Say it louder."""
    return text.upper() + "!"


@server.tool()
def fail(reason: str) -> str:
    """Always fails."""
    raise ValueError(f"failed on purpose: {reason}")


if __name__ == "__main__":
    server.run()
