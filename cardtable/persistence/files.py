"""Atomic file writes and keeping unreadable files safe.

:func:`atomic_write_text` writes to a temporary file in the same folder, flushes it to disk
(``fsync``), then puts it in place with :func:`os.replace` (atomic on POSIX and Windows) and
syncs the folder, so a crash or power cut leaves either the old file or the new one, never a
half-written one. :func:`set_aside` renames a damaged file out of the way without ever
overwriting another file, so it is kept for the user.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any


def atomic_write_text(path: Path, text: str, sync: bool = True) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically, creating its folder if needed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if sync:
        _sync_folder(path.parent)


def atomic_write_json(path: Path, data: Any, sync: bool = True) -> None:
    """Write ``data`` as indented JSON, atomically."""
    atomic_write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n", sync)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; a no-op where folders cannot be opened)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: Path, why: str) -> Path:
    """Rename ``path`` to a free name beside it that says ``why`` and when; return the new path.

    ``autosave.json`` becomes ``autosave.damaged-20250101-120000.json`` (a number is added if
    that name is taken). Nothing is ever overwritten.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
    stem, suffix = path.stem, path.suffix
    for n in range(1000):
        extra = f"-{n}" if n else ""
        candidate = path.with_name(f"{stem}.{why}-{stamp}{extra}{suffix}")
        if candidate.exists():
            continue
        try:
            # os.link fails if the target exists, so a file appearing meanwhile is never lost.
            os.link(path, candidate)
        except FileExistsError:
            continue
        except OSError:
            if candidate.exists():
                continue
            os.rename(path, candidate)  # no hard links here (some file systems)
            return candidate
        os.unlink(path)
        return candidate
    raise OSError(f"no free name to keep {path} under")
