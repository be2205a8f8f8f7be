"""Saved games on disk: the autosave, named saves, and what to do with files that cannot be read.

A save file is the match's versioned JSON (:meth:`Match.to_json`: game, options, seed, seats and
actions) plus a ``saved_at`` time, the name it was saved under and a
:class:`~cardtable.session.preview.Preview` (public facts only), all written atomically.

* **Autosave.** ``autosave.json`` in the data folder is rewritten after every action of a game
  with a human seat. It belongs to the game being played in this session once this session has
  written or resumed it. Before a new game's first autosave the file left by an earlier game is
  *retired*: an unfinished game with human moves is moved into the saves folder under a name
  ("Unfinished Mose, 2025-03-01 10.32"), an unreadable one is set aside, a finished or untouched
  one is removed. When a game ends its autosave is removed.
* **Named saves** live in ``saves/`` as ``<name>.json``.
* **Damaged or newer files** (not JSON, not a save, a replay that fails, or a save version this
  program does not know) are never overwritten or deleted: loading one raises :class:`SaveError`
  with a message for the user, a named save in that state cannot be replaced or deleted from
  the app, and a bad autosave is renamed out of the way (``autosave.damaged-<time>.json``)
  before anything is written in its place. The message always says where the file is.
"""

from __future__ import annotations

import enum
import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from cardtable.engine.errors import SaveFormatError
from cardtable.persistence.files import atomic_write_json, set_aside
from cardtable.session.match import SAVE_FORMAT, SAVE_VERSION, Match
from cardtable.session.preview import Preview, preview_of

AUTOSAVE: Final = "autosave.json"
SAVES_FOLDER: Final = "saves"
SUFFIX: Final = ".json"


class Problem(enum.Enum):
    DAMAGED = "damaged"
    NEWER = "newer"
    UNREADABLE = "unreadable"


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """A save file as listed: its name and preview, or the problem that keeps it from opening."""

    path: Path
    name: str
    saved_at: float
    preview: Preview | None = None
    problem: Problem | None = None
    reason: str = ""
    #: Whether a human seat has taken an action (from the raw file, without replaying).
    human_moves: bool = False

    @property
    def ok(self) -> bool:
        return self.problem is None

    def message(self) -> str:
        return problem_message(self.path, self.name, self.problem, self.reason)


class SaveError(Exception):
    """A save could not be read or written; :attr:`message` is meant for the user."""

    def __init__(self, path: Path, problem: Problem, reason: str, name: str = "") -> None:
        self.path = path
        self.problem = problem
        self.reason = reason
        self.name = name or path.stem
        super().__init__(problem_message(path, self.name, problem, reason))

    @property
    def message(self) -> str:
        return str(self)


def problem_message(path: Path, name: str, problem: Problem | None, reason: str) -> str:
    """A clear sentence about a file that cannot be opened, saying that it is kept and where."""
    if problem is None:
        return ""
    kept = f"The file has been kept unchanged: {path}"
    if problem is Problem.NEWER:
        return (
            f"The saved game “{name}” was made by a newer version of Card Table and cannot be "
            f"opened here ({reason}). Update Card Table to open it. {kept}"
        )
    if problem is Problem.UNREADABLE:
        return f"The saved game “{name}” cannot be read: {reason}. {kept}"
    return f"The saved game “{name}” is damaged and cannot be opened: {reason}. {kept}"


def _slug(name: str) -> str:
    text = re.sub(r"[^\w\- .,()&+'!]", "_", name.strip(), flags=re.UNICODE).strip(" .")
    return (text or "save")[:80]


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(t))


def _parse_time(text: object, fallback: float) -> float:
    if isinstance(text, str):
        try:
            return time.mktime(time.strptime(text, "%Y-%m-%dT%H:%M:%S"))
        except ValueError:
            pass
    return fallback


def _human_moves(data: dict[str, Any]) -> bool:
    try:
        humans = {i for i, s in enumerate(data["seats"]) if s.get("kind") == "human"}
        return any(int(entry[0]) in humans for entry in data["actions"])
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return False


class SaveStore:
    """The save files under one data folder; see the module docstring."""

    def __init__(self, folder: Path, sync: bool = True) -> None:
        self.folder = Path(folder)
        self.sync = sync
        self._owned = False

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def saves_dir(self) -> Path:
        return self.folder / SAVES_FOLDER

    # --- reading ---------------------------------------------------------------------------------

    def _read(self, path: Path) -> tuple[dict[str, Any] | None, SaveInfo]:
        """The raw document and its listing; the document is None when there is a problem."""
        name = path.stem
        try:
            mtime = path.stat().st_mtime
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise
        except (OSError, UnicodeDecodeError) as exc:
            return None, SaveInfo(path, name, 0.0, None, Problem.UNREADABLE, str(exc))
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            reason = f"it is not valid JSON (line {exc.lineno}, column {exc.colno})"
            return None, SaveInfo(path, name, mtime, None, Problem.DAMAGED, reason)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            return None, SaveInfo(
                path, name, mtime, None, Problem.DAMAGED, "it is not a Card Table save"
            )
        name = str(data.get("name") or name)
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            return None, SaveInfo(
                path, name, mtime, None, Problem.DAMAGED, "it has no version number"
            )
        if version > SAVE_VERSION:
            reason = f"save version {version}; this one reads up to {SAVE_VERSION}"
            return None, SaveInfo(path, name, mtime, None, Problem.NEWER, reason)
        saved_at = _parse_time(data.get("saved_at"), mtime)
        preview = Preview.from_json(data.get("preview"))
        info = SaveInfo(path, name, saved_at, preview, human_moves=_human_moves(data))
        return data, info

    def peek(self, path: Path) -> SaveInfo:
        """List ``path`` without replaying it (FileNotFoundError if it is gone)."""
        return self._read(path)[1]

    def load(self, path: Path) -> Match:
        """Replay the save at ``path``; any problem raises :class:`SaveError` (file untouched)."""
        try:
            data, info = self._read(path)
        except FileNotFoundError as exc:
            raise SaveError(path, Problem.UNREADABLE, "the file is gone") from exc
        if data is None:
            assert info.problem is not None
            raise SaveError(path, info.problem, info.reason, info.name)
        try:
            match = Match.from_json(data)
        except SaveFormatError as exc:
            raise SaveError(path, Problem.DAMAGED, str(exc), info.name) from exc
        if path == self.autosave_path:
            self._owned = True
        return match

    # --- the autosave ----------------------------------------------------------------------------

    def autosave_info(self) -> SaveInfo | None:
        """The autosave left by an earlier session (or this one), or None if there is none."""
        try:
            return self.peek(self.autosave_path)
        except FileNotFoundError:
            return None

    def document(self, match: Match, name: str = "") -> dict[str, Any]:
        data = match.to_json()
        data["saved_at"] = _iso(time.time())
        data["name"] = name
        data["preview"] = preview_of(match).to_json()
        return data

    def write_autosave(self, match: Match) -> SaveInfo | None:
        """Write ``match`` as the autosave. Returns the listing of an earlier game's file that
        had to be retired first (moved to the saves or set aside), else None."""
        retired = None if self._owned else self.retire_autosave()
        atomic_write_json(self.autosave_path, self.document(match), self.sync)
        self._owned = True
        return retired

    def new_game(self) -> None:
        """A new game starts: the current autosave is retired before it is next written."""
        self._owned = False

    def retire_autosave(self) -> SaveInfo | None:
        """Move the autosave out of the way, keeping anything of value; see the module docstring.

        Returns the listing of the file as it now lies (its new path) when it was kept, else None.
        """
        path = self.autosave_path
        try:
            info = self.peek(path)
        except FileNotFoundError:
            return None
        if not info.ok:
            assert info.problem is not None
            moved = set_aside(path, info.problem.value)
            return SaveInfo(moved, info.name, info.saved_at, None, info.problem, info.reason)
        preview = info.preview
        if info.human_moves and not (preview is not None and preview.over):
            title = preview.title if preview else "game"
            stamp = time.strftime("%Y-%m-%d %H.%M", time.localtime(info.saved_at))
            target = self._free_path(f"Unfinished {title}, {stamp}")
            self.saves_dir.mkdir(parents=True, exist_ok=True)
            os.replace(path, target)
            return SaveInfo(target, target.stem, info.saved_at, preview, human_moves=True)
        path.unlink()
        return None

    def clear_autosave(self) -> None:
        """The game ended: remove its autosave (only a readable file this session owns)."""
        if not self._owned:
            return
        try:
            info = self.peek(self.autosave_path)
        except FileNotFoundError:
            return
        if info.ok:
            self.autosave_path.unlink()
        self._owned = False

    def set_aside_autosave(self) -> Path | None:
        """Rename an autosave that cannot be opened out of the way; return where it now is."""
        try:
            info = self.peek(self.autosave_path)
        except FileNotFoundError:
            return None
        problem = info.problem.value if info.problem else Problem.DAMAGED.value
        self._owned = False
        return set_aside(self.autosave_path, problem)

    # --- named saves -----------------------------------------------------------------------------

    def _free_path(self, name: str) -> Path:
        base = _slug(name)
        for n in range(1, 1000):
            candidate = self.saves_dir / (base + (f" ({n})" if n > 1 else "") + SUFFIX)
            if not candidate.exists():
                return candidate
        raise OSError(f"no free file name for {name!r}")

    def path_for(self, name: str) -> Path:
        return self.saves_dir / (_slug(name) + SUFFIX)

    def list_saves(self) -> list[SaveInfo]:
        """Every named save, newest first (damaged ones too, with their problem)."""
        folder = self.saves_dir
        if not folder.is_dir():
            return []
        out = []
        for path in folder.iterdir():
            if path.name.startswith(".") or path.suffix != SUFFIX or not path.is_file():
                continue
            try:
                out.append(self.peek(path))
            except FileNotFoundError:
                continue
        out.sort(key=lambda info: info.saved_at, reverse=True)
        return out

    def save_named(self, name: str, match: Match, overwrite: bool = False) -> Path:
        """Save ``match`` as ``name``. An existing save of that name is replaced only with
        ``overwrite``, and never when it cannot be read (SaveError says so)."""
        if not name.strip():
            raise ValueError("a save needs a name")
        path = self.path_for(name)
        if path.exists():
            info = self.peek(path)
            if not info.ok:
                assert info.problem is not None
                raise SaveError(path, info.problem, info.reason, info.name)
            if not overwrite:
                raise FileExistsError(str(path))
        atomic_write_json(path, self.document(match, name.strip()), self.sync)
        return path

    def delete(self, path: Path) -> None:
        """Delete a named save; a file that cannot be read is never deleted (SaveError)."""
        info = self.peek(path)
        if not info.ok:
            assert info.problem is not None
            raise SaveError(path, info.problem, info.reason, info.name)
        if path.parent != self.saves_dir:
            raise ValueError(f"{path} is not a named save")
        path.unlink()
