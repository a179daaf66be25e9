"""Reading import inputs: regular files only.

Opening a FIFO for reading waits for a writer (an import would hang), and a device can be
endless: the path is opened without blocking, and anything but a regular file is refused
before a byte is read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class NotRegularFileError(OSError):
    """The path exists but is not a regular file (a FIFO, a device, a socket, a directory)."""


def read_regular_file(path: Path | str) -> bytes:
    """The bytes of the regular file at `path`; FileNotFoundError, NotRegularFileError or
    another OSError otherwise."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFileError(0, "not a regular file", str(path))
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            return handle.read()
    finally:
        if fd >= 0:
            os.close(fd)
