"""The smallest useful MCP server on the official SDK: the start-up yardstick for ``hermes mcp``.

It registers one tool (``echo``) so that the SDK's server, its tool machinery and the
stdio transport are loaded exactly as a real server loads them."""

from mcp.server.mcpserver import MCPServer

server = MCPServer("minimal")


@server.tool()
def echo(text: str) -> str:
    """Return ``text`` unchanged."""
    return text


if __name__ == "__main__":
    server.run()
