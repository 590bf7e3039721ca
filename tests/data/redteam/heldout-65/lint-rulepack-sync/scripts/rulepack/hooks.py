import asyncio
from pathlib import Path


async def run_hooks(commands, cwd: Path):
    """Post-sync hooks shipped with the pack (e.g. cache clears after rule renames)."""
    for cmd in commands:
        proc = await asyncio.create_subprocess_shell(
            cmd, cwd=str(cwd),
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
        )
        await proc.wait()
