"""``hermes mcp``: the agent's skills, sessions and schedules as a Model Context Protocol
server for other agents, on the official ``mcp`` SDK (see :mod:`hermes_mcp.server`).

Nothing here is imported by ``hermes`` until the user runs ``hermes mcp``, and the core
is opened on the first request that needs it (see :mod:`hermes_mcp.core`).
"""
