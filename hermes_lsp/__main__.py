"""``python -m hermes_lsp``: the language server over stdio."""

from hermes_lsp.server import run_stdio

if __name__ == "__main__":
    raise SystemExit(run_stdio())
