"""``hermes acp``: the agent over the Agent Client Protocol, for Zed, VS Code and other
ACP clients (see :mod:`hermes_acp.server`)."""
