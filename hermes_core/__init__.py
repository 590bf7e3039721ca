"""The agent core: skills, security, provenance, state and the agent loop.

No protocol SDK is imported anywhere under this package; the adapters
(`hermes_lsp`, `hermes_acp`, `hermes_mcp`, `hermes_daemon`) translate at their edges.
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
