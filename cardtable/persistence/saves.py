"""Saved games on disk: the autosave, named saves, and what to do with files that cannot be read.

A save file is the match's versioned JSON (:meth:`Match.to_json`: game, options, seed, seats and
actions) plus a ``saved_at`` time, the name it was saved under and a
:class:`~cardtable.session.preview.Preview` (public facts only), all written atomically.

* **Autosave.** ``autosave.json`` in the data folder is rewritten after every action of a game
  with a human seat. It belongs to the game being played in this session once this session has
  written or resumed it. Before a new game's first autosave the file left by an earlier game is
  *retired*: an unfinished game with human moves is moved into the saves folder under a name
  ("unfinished <game id> 2025-03-01 10.32", listed with the game's title and the time in the
  player's language), an unreadable one is set aside, a finished or untouched
  one is removed. When a game ends its autosave is removed.
* **Named saves** live in ``saves/`` as ``<name>.json``.
* **One entry per game.** All saves of one game carry its ``key`` (a save from before keys is
  keyed by its file). An autosave whose game has an entry in ``saves/`` (opened from there, or
  saved as) is retired by updating that entry in place; Save as under a new name replaces the
  game's older entry; a game that ends updates its entry. The list shows the entry of the
  autosave's game at the autosave's position (``live``): never an out-of-date one.
* **Finished games** are kept for replaying in ``finished/`` (:meth:`SaveStore.keep_finished`):
  the last :data:`KEEP_FINISHED` games, each named by when it ended, its game and who won.
  Older readable ones are removed as new ones arrive; a data folder without ``finished/`` simply
  has none to list.
* **Damaged or newer files** (not JSON, not a save, a replay that fails, or a save version this
  program does not know) are never overwritten or deleted: loading one raises :class:`SaveError`
  with a message for the user, a named save in that state cannot be replaced or deleted from
  the app, and a bad autosave is renamed out of the way (``autosave.damaged-<time>.json``)
  before anything is written in its place. The message always says where the file is.
"""

from __future__ import annotations

import json
import os
import re
import time
import uuid
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Final

from cardtable.i18n import _
from cardtable.persistence.documents import (
    DocumentError,
    Problem,
    document_message,
    printable,
    read_document,
)
from cardtable.persistence.files import atomic_write_json, set_aside
from cardtable.persistence.savefile import (
    AUTOSAVE,
    SAVE_KIND,
    SaveDocument,
    SaveError,
    describe_file,
    parse_time,
    replay,
    save_document,
    write_save,
)
from cardtable.session.match import Match
from cardtable.session.preview import Preview

__all__ = [
    "AUTOSAVE",
    "KEEP_FINISHED",
    "Problem",
    "SaveError",
    "SaveInfo",
    "SaveStore",
    "write_save",
]

SAVES_FOLDER: Final = "saves"
FINISHED_FOLDER: Final = "finished"
#: How many finished games are kept for replaying.
KEEP_FINISHED: Final = 20
SUFFIX: Final = ".json"


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
    #: The game played (see the module docstring); "" for a file that cannot be read.
    key: str = ""
    #: Listed at the autosave's position: this game is the one on the table, or left there.
    live: bool = False

    @property
    def ok(self) -> bool:
        return self.problem is None

    def message(self) -> str:
        return document_message(
            self.path, describe_file(self.path, self.name), self.problem, self.reason
        )


def _slug(name: str) -> str:
    text = re.sub(r"[^\w\- .,()&+'!]", "_", name.strip(), flags=re.UNICODE).strip(" .")
    return (text or "save")[:80]


def _mtime_ns(path: Path) -> int:
    try:
        return path.stat().st_mtime_ns
    except OSError:
        return 0


#: A game left unfinished is kept under a file name made of this word, the game's id and the
#: time ("unfinished <game id> 2025-03-01 10.32"), the same in every language.
_AUTO_WORD: Final = "unfinished"
_AUTO_STEM: Final = re.compile(
    rf"^{_AUTO_WORD} (?P<game>[a-z0-9_]+) (?P<stamp>\d{{4}}-\d\d-\d\d \d\d\.\d\d)(?: \(\d+\))?$"
)


def _auto_name(stem: str, preview: Preview | None) -> str | None:
    """The name of a kept unfinished game in the player's language, or None for another file."""
    match = _AUTO_STEM.match(stem)
    if match is None:
        return None
    title = _(preview.title) if preview is not None else _("game")
    if preview is not None and preview.over:
        return _("{title}, {stamp}").format(title=title, stamp=match["stamp"])
    return _("Unfinished {title}, {stamp}").format(title=title, stamp=match["stamp"])


def _free_in(folder: Path, name: str) -> Path:
    """A file name for ``name`` in ``folder`` that is not taken ("name (2).json" if it is)."""
    base = _slug(name)
    for n in range(1, 1000):
        candidate = folder / (base + (f" ({n})" if n > 1 else "") + SUFFIX)
        if not candidate.exists():
            return candidate
    raise OSError(f"no free file name for {name!r}")


def _key_of(doc: SaveDocument, path: Path) -> str:
    """The game a save belongs to: its key, or for a save from before keys, its file."""
    return doc.key or f"file:{path.name}"


class SaveStore:
    """The save files under one data folder; see the module docstring."""

    def __init__(self, folder: Path, sync: bool = True) -> None:
        self.folder = Path(folder)
        self.sync = sync
        self._owned = False
        #: The key of the game the autosave is written for.
        self._key = uuid.uuid4().hex
        #: The key of the game a named save opened goes on with (taken by :meth:`new_game`).
        self._opened = ""

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def saves_dir(self) -> Path:
        return self.folder / SAVES_FOLDER

    @property
    def finished_dir(self) -> Path:
        return self.folder / FINISHED_FOLDER

    # --- reading ---------------------------------------------------------------------------------

    def _read(self, path: Path) -> tuple[SaveDocument | None, SaveInfo]:
        """The checked document and its listing; the document is None when there is a problem.

        Never changes the file; FileNotFoundError passes through.
        """
        stem = printable(path.stem)
        try:
            mtime = path.stat().st_mtime
        except FileNotFoundError:
            raise
        except OSError:
            mtime = 0.0
        try:
            doc = read_document(path, SAVE_KIND, describe_file(path, stem))
        except DocumentError as exc:
            return None, SaveInfo(path, stem, mtime, None, exc.problem, exc.reason)
        saved_at = parse_time(doc.saved_at, mtime)
        preview, moved = doc.preview_value(), doc.human_moves()
        name = doc.name.strip() or _auto_name(stem, preview) or stem
        return doc, SaveInfo(
            path, name, saved_at, preview, human_moves=moved, key=_key_of(doc, path)
        )

    def peek(self, path: Path) -> SaveInfo:
        """List ``path`` without replaying it (FileNotFoundError if it is gone)."""
        return self._read(path)[1]

    def load(self, path: Path) -> Match:
        """Replay the save at ``path`` to play on; any problem raises :class:`SaveError` (file
        untouched). Loading the autosave makes it this session's own."""
        match, key = self.read_match(path), self.peek(path).key
        if path == self.autosave_path:
            self._owned = True
            self._key = key if not key.startswith("file:") else uuid.uuid4().hex
        else:
            self._opened = key  # the game goes on as this entry's (see new_game)
        return match

    def read_match(self, path: Path) -> Match:
        """Replay the save at ``path`` only to look at it (a replay): nothing changes, not even
        whose autosave this is. Any problem raises :class:`SaveError`."""
        try:
            doc, info = self._read(path)
        except FileNotFoundError as exc:
            raise SaveError(path, Problem.UNREADABLE, _("the file is gone")) from exc
        if doc is None:
            assert info.problem is not None
            raise SaveError(path, info.problem, info.reason, info.name)
        return replay(doc, path, info.name)

    # --- the autosave ----------------------------------------------------------------------------

    def autosave_info(self) -> SaveInfo | None:
        """The autosave left by an earlier session (or this one), or None if there is none."""
        try:
            return self.peek(self.autosave_path)
        except FileNotFoundError:
            return None

    def document(self, match: Match, name: str = "") -> dict[str, Any]:
        """The document of ``match``, the game the autosave is written for."""
        return save_document(match, name, self._key)

    @property
    def key(self) -> str:
        """The key of the game the autosave is written for."""
        return self._key

    def write_autosave(self, match: Match) -> SaveInfo | None:
        """Write ``match`` as the autosave. Returns the listing of an earlier game's file that
        had to be retired first (moved to the saves or set aside), else None."""
        retired = None if self._owned else self.retire_autosave()
        atomic_write_json(self.autosave_path, self.document(match), self.sync)
        self._owned = True
        return retired

    def new_game(self) -> None:
        """A new game starts (or a named save opened just before goes on, as the same game):
        the current autosave is retired before it is next written."""
        self._owned = False
        self._key, self._opened = self._opened or uuid.uuid4().hex, ""

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
        entry = self.entry_of(info.key)
        if entry is not None and info.human_moves:
            return self._update_entry(entry, path)
        if info.human_moves and not (preview is not None and preview.over):
            # The file's name is the same in every language; the list names it in the
            # player's language when it is shown (_auto_name).
            stamp = time.strftime("%Y-%m-%d %H.%M", time.localtime(info.saved_at))
            target = self._free_path(f"{_AUTO_WORD} {preview.game if preview else 'game'} {stamp}")
            self.saves_dir.mkdir(parents=True, exist_ok=True)
            os.replace(path, target)
            return self.peek(target)
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
        return _free_in(self.saves_dir, name)

    def path_for(self, name: str) -> Path:
        return self.saves_dir / (_slug(name) + SUFFIX)

    def entry_of(self, key: str) -> SaveInfo | None:
        """The readable named save of the game ``key``, if it has one (the newest)."""
        if not key:
            return None
        return next((i for i in self._list(self.saves_dir) if i.ok and i.key == key), None)

    def _update_entry(self, entry: SaveInfo, source: Path) -> SaveInfo:
        """Write the save at ``source`` (the autosave) over its game's ``entry``, keeping the
        entry's name, and remove ``source``; the listing of the entry as it now is."""
        data = json.loads(source.read_text("utf-8"))
        stem = printable(entry.path.stem)
        named = entry.name != stem and _AUTO_STEM.match(stem) is None
        data["name"] = entry.name if named else data["name"]
        data["key"] = entry.key
        atomic_write_json(entry.path, data, self.sync)
        source.unlink()
        return self.peek(entry.path)

    def list_saves(self) -> list[SaveInfo]:
        """Every named save, newest first (damaged ones too, with their problem); one entry per
        game, the one whose game is the autosave listed at the autosave's position."""
        listed = self._list(self.saves_dir)
        seen: set[str] = set()
        out = []
        for info in listed:  # newest first: an older copy of a game is not listed again
            if info.ok and info.key in seen:
                continue
            seen.add(info.key)
            out.append(info)
        live = self.autosave_info()
        if live is None or not live.ok or live.preview is None or live.preview.over:
            return out
        return [
            replace(i, preview=live.preview, saved_at=live.saved_at, live=True)
            if i.ok and i.key == live.key
            else i
            for i in out
        ]

    def _list(self, folder: Path) -> list[SaveInfo]:
        try:
            paths = sorted(folder.iterdir())
        except OSError:  # no folder yet, or one that cannot be listed
            return []
        out = []
        for path in paths:
            try:
                if path.name.startswith(".") or path.suffix != SUFFIX or not path.is_file():
                    continue
                out.append(self.peek(path))
            except FileNotFoundError:
                continue
            except OSError as exc:
                reason = (exc.strerror or type(exc).__name__).lower()
                out.append(
                    SaveInfo(path, printable(path.stem), 0.0, None, Problem.UNREADABLE, reason)
                )
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
        older = self.entry_of(self._key)
        atomic_write_json(path, self.document(match, name.strip()), self.sync)
        if older is not None and older.path != path:
            older.path.unlink(missing_ok=True)  # one entry per game: the new name replaces it
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

    # --- finished games --------------------------------------------------------------------------

    def list_finished(self) -> list[SaveInfo]:
        """The finished games kept for replaying, newest first (none without the folder)."""
        return self._list(self.finished_dir)

    def keep_finished(self, match: Match, elsewhere: bool = False) -> Path:
        """Keep a finished game for replaying (written atomically) and let the oldest go once
        more than :data:`KEEP_FINISHED` are kept; a file that cannot be read is never removed.
        ``elsewhere``: a game that is not the autosave's (a table hosted for the network), kept
        under a key of its own without touching any saved game's entry."""
        if not match.is_over():
            raise ValueError("only a finished game is kept with the finished games")
        folder = self.finished_dir
        folder.mkdir(parents=True, exist_ok=True)
        now = time.time()
        base = f"{time.strftime('%Y-%m-%d %H.%M.%S', time.localtime(now))} {match.info.title}"
        path = _free_in(folder, base)
        name = f"{match.info.title}: {result_words(match)}"[:200]
        key = uuid.uuid4().hex if elsewhere else self._key
        atomic_write_json(path, save_document(match, name, key), self.sync)
        entry = None if elsewhere else self.entry_of(self._key)
        if entry is not None:  # the game's entry shows how it ended
            atomic_write_json(entry.path, self.document(match, entry.name), self.sync)
        kept = sorted(
            (info for info in self.list_finished() if info.ok),
            key=lambda info: (info.saved_at, _mtime_ns(info.path)),
            reverse=True,
        )
        for info in kept[KEEP_FINISHED:]:
            if info.path != path:
                info.path.unlink(missing_ok=True)
        return path


def result_words(match: Match) -> str:
    """Who won a finished match, in a few words: "Ada wins", "Ada and Bo share the win"."""
    outcome = match.state.outcome()
    if outcome is None:
        return "unfinished"
    names = [match.names[s] for s in sorted(outcome.winners) if 0 <= s < match.num_players]
    if not names:
        return _("nobody wins")
    if len(names) == 1:
        return _("{name} wins").format(name=names[0])
    return _("{items} and {name} share the win").format(items=", ".join(names[:-1]), name=names[-1])
