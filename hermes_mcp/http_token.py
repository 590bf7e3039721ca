"""The file holding the token ``hermes mcp --http`` made up at start:
``HERMES_HOME/mcp/http-HOST-PORT.token``, one per address served, readable by its
owner only, gone when the server stops.

The token is never logged (logs outlive the server and travel in bug reports): the
owner's clients read it from the file, which nobody else can. The file is written
whole under a temporary name created with ``O_EXCL`` and mode 0600, then renamed into
place, so no reader ever sees a part of it, nor a moment where others could read it.
"""

from __future__ import annotations

import os
import secrets
import stat
from dataclasses import dataclass
from pathlib import Path

__all__ = ["TokenFile", "token_path"]

_DIRECTORY = "mcp"


def token_path(home: Path, host: str, port: int) -> Path:
    """Where the token of the server at ``host:port`` is written under ``home``."""
    return home / _DIRECTORY / f"http-{host}-{port}.token"


@dataclass(frozen=True, slots=True)
class TokenFile:
    """A token file written by this process."""

    path: Path
    identity: tuple[int, int]
    """The file's device and inode, so that only this file is ever removed."""

    @classmethod
    def write(cls, path: Path, token: str) -> TokenFile:
        """Write ``token`` to ``path`` (replacing a file left by a server that did not
        stop cleanly). Raises OSError when it cannot be written as it must be."""
        directory = path.parent
        directory.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = directory.stat()
        if info.st_uid != os.getuid():
            raise PermissionError(f"{directory} belongs to another user")
        if stat.S_IMODE(info.st_mode) & 0o077:
            os.chmod(directory, 0o700)
        temporary = directory / f".{path.name}.{secrets.token_hex(8)}"
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
        descriptor = os.open(temporary, flags, 0o600)
        try:
            try:
                os.fchmod(descriptor, 0o600)  # whatever the umask took away
                os.write(descriptor, f"{token}\n".encode("ascii"))
                os.fsync(descriptor)
            finally:
                os.close(descriptor)
            os.replace(temporary, path)
        except BaseException:
            temporary.unlink(missing_ok=True)
            raise
        _sync_directory(directory)
        written = path.stat()
        return cls(path, (written.st_dev, written.st_ino))

    def remove(self) -> None:
        """Remove the file, unless it is gone or another has taken its place."""
        try:
            found = self.path.lstat()
        except FileNotFoundError:
            return
        if (found.st_dev, found.st_ino) == self.identity:
            self.path.unlink(missing_ok=True)


def _sync_directory(directory: Path) -> None:
    descriptor = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
