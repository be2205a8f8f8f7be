"""One save file: its format (checked on reading), how it is written and how it is replayed.

A save is a match's game, options, seed, seats and actions, with the time, a name, a preview of
the position for lists (public facts only) and the key of the game played. Reading goes through
:mod:`cardtable.persistence.documents` (a size limit, strict JSON, this schema); replaying a
checked document gives the match or one sentence on why it cannot be opened. Where the files
live, and which is kept, is :mod:`cardtable.persistence.saves`.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any, Final, Literal

import msgspec
from msgspec import Meta

from cardtable.ai.levels import find_bot
from cardtable.engine.errors import CardTableError, SaveFormatError
from cardtable.games import find_game
from cardtable.i18n import _
from cardtable.persistence.documents import (
    DocumentError,
    DocumentKind,
    Problem,
    printable,
    read_document,
)
from cardtable.persistence.files import atomic_write_json
from cardtable.session.match import SAVE_FORMAT, SAVE_VERSION, Match
from cardtable.session.preview import Preview, preview_of

#: The file the app keeps the game on the table in.
AUTOSAVE: Final = "autosave.json"

# --- the schema of a save file -------------------------------------------------------------------

#: The most seats any game has, and a generous bound on a game's length in actions.
_MAX_SEATS: Final = 16
_MAX_ACTIONS: Final = 200_000

_Text = Annotated[str, Meta(max_length=200)]
_Id = Annotated[str, Meta(max_length=40)]
_Count = Annotated[int, Meta(ge=0, le=10_000_000)]
#: An action's notation (a shuffle of two decks is the longest, about 450 characters).
_Notation = Annotated[str, Meta(max_length=4000)]


class SeatDocument(msgspec.Struct, forbid_unknown_fields=True):
    kind: Literal["human", "bot"]
    name: _Text
    bot: _Id = ""


class PreviewDocument(msgspec.Struct, forbid_unknown_fields=True):
    game: _Id
    title: _Text
    names: Annotated[list[_Text], Meta(max_length=_MAX_SEATS)]
    humans: Annotated[int, Meta(ge=0, le=_MAX_SEATS)]
    progress: _Text
    standings: Annotated[str, Meta(max_length=4000)]
    over: bool
    deal: _Id
    moves: _Count
    #: The progress as a message and its values (optional: older saves have only the words).
    progress_message: _Text = ""
    progress_values: Annotated[dict[_Id, _Count], Meta(max_length=8)] = {}


class SaveDocument(msgspec.Struct, forbid_unknown_fields=True):
    """A save file as it lies on disk (:meth:`Match.to_json` plus what :class:`SaveStore` adds)."""

    format: Literal["cardtable-save"]
    version: Annotated[int, Meta(ge=1)]
    game: _Id
    players: Annotated[int, Meta(ge=1, le=_MAX_SEATS)]
    options: Annotated[
        dict[_Id, bool | Annotated[int, Meta(ge=-(2**31), lt=2**31)] | _Text], Meta(max_length=64)
    ]
    seed: Annotated[int, Meta(ge=0, le=2**63 - 1)]
    seats: Annotated[list[SeatDocument], Meta(min_length=1, max_length=_MAX_SEATS)]
    actions: Annotated[
        list[tuple[Annotated[int, Meta(ge=-1, lt=_MAX_SEATS)], _Notation]],
        Meta(max_length=_MAX_ACTIONS),
    ]
    #: A hint was shown during the game (optional: older saves have no such field).
    assisted: bool = False
    saved_at: Annotated[str, Meta(pattern=r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$")] | None = None
    name: _Text = ""
    preview: PreviewDocument | None = None
    #: The game played, the same in all its saves (optional: older saves have none).
    key: _Text = ""

    def match_json(self) -> dict[str, Any]:
        """The part :meth:`Match.from_json` replays, as plain JSON values."""
        data: dict[str, Any] = msgspec.to_builtins(self)
        for key in ("saved_at", "name", "preview", "key"):
            data.pop(key, None)
        return data

    def human_moves(self) -> bool:
        """Whether a human seat has taken an action (without replaying)."""
        humans = {i for i, seat in enumerate(self.seats) if seat.kind == "human"}
        return any(seat in humans for seat, _ in self.actions)

    def preview_value(self) -> Preview | None:
        p = self.preview
        if p is None:
            return None
        return Preview(
            p.game,
            p.title,
            tuple(p.names),
            p.humans,
            p.progress,
            p.standings,
            p.over,
            p.deal,
            p.moves,
            p.progress_message,
            tuple(p.progress_values.items()),
        )


SAVE_KIND: Final = DocumentKind(SAVE_FORMAT, SAVE_VERSION, SaveDocument, "saved game")


class SaveError(DocumentError):
    """A save could not be read or written; :attr:`message` is one sentence for the user."""

    def __init__(self, path: Path, problem: Problem, reason: str, name: str = "") -> None:
        self.name = name or printable(Path(path).stem)
        super().__init__(path, problem, reason, describe_file(Path(path), self.name))


def describe_file(path: Path, name: str) -> str:
    if path.name == AUTOSAVE and name in ("", "autosave"):
        return _("game saved when Card Table last closed")
    return _("saved game “{name}”").format(name=name)


#: Exceptions that replaying a save may raise for bad input; anything else is a bug in a game,
#: still reported as a damaged file (and caught by the fuzz tests).
EXPECTED_REPLAY_ERRORS: Final = (CardTableError, KeyError, TypeError, ValueError)


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(t))


def parse_time(text: str | None, fallback: float) -> float:
    if text:
        try:
            return time.mktime(time.strptime(text, "%Y-%m-%dT%H:%M:%S"))
        except (ValueError, OverflowError):
            pass
    return fallback


def replay(doc: SaveDocument, path: Path, name: str = "") -> Match:
    """The match a checked save document describes, replayed action by action.

    A game that is unknown, an option or bot it does not have, a seat count that does not fit
    or an action that is illegal where it stands raises :class:`SaveError`.
    """
    try:
        match = Match.from_json(doc.match_json())
        for spec in match.seats:
            if spec.is_bot:
                check_bot(spec.bot, match.info.id)
    except SaveFormatError as exc:
        raise SaveError(path, Problem.DAMAGED, str(exc), name) from exc
    except EXPECTED_REPLAY_ERRORS as exc:
        raise SaveError(
            path, Problem.DAMAGED, _("it does not replay: {exc}").format(exc=exc), name
        ) from exc
    except Exception as exc:  # a game's bug must not stop the app; the fuzz tests look for these
        reason = f"it does not replay ({type(exc).__name__})"
        raise SaveError(path, Problem.DAMAGED, reason, name) from exc
    return match


def open_save(path: Path) -> Match:
    """The match saved at ``path``, replayed; any problem raises SaveError (file untouched)."""
    path = Path(path)
    name = printable(path.stem)
    try:
        doc = read_document(path, SAVE_KIND, _("saved game “{name}”").format(name=name))
    except FileNotFoundError as exc:
        raise SaveError(path, Problem.UNREADABLE, _("there is no such file"), name) from exc
    except SaveError:
        raise
    except DocumentError as exc:
        raise SaveError(path, exc.problem, exc.reason, name) from exc
    return replay(doc, path, name)


def check_bot(bot: str, game: str) -> None:
    """Raise OptionError unless ``bot`` names a bot that can play ``game``: a bot of the
    catalogue (:mod:`cardtable.ai.levels`; every one plays every registered game)."""
    find_bot(bot)
    find_game(game)


def save_document(match: Match, name: str = "", key: str = "") -> dict[str, Any]:
    """The document a save file of ``match`` holds: the match, the time, a name, a preview and
    the key of the game played."""
    data = match.to_json()
    data["saved_at"] = _iso(time.time())
    data["name"] = name
    data["preview"] = preview_of(match).to_json()
    if key:
        data["key"] = key
    return data


def write_save(path: Path, match: Match, name: str = "", sync: bool = True) -> Path:
    """Write ``match`` as a save file at ``path`` (atomically; an existing file is replaced).

    For files the app does not manage itself, such as the simulator's games; the app's own
    saves go through :class:`SaveStore`, which never replaces a file it cannot read.
    """
    atomic_write_json(Path(path), save_document(match, name), sync)
    return Path(path)
