"""Score sheets: each game's standings as a paper sheet, rounds down and players (or teams) across.

Built only from public values (the spectator's, so never anything private), the seats' names
and, for games that keep only running totals, the round marks of
:class:`~cardtable.session.history.RoundTracker`. Each game draws its own sheet (its plugin's
``score_sheet``, see :mod:`cardtable.games.plugin`; the data types are in
:mod:`cardtable.games.shared.sheets`): Mose's 13 rounds with their wild ranks, Moosehead's race
to 50, Moco!'s match of games, Mor's team scores in tenths, Moxie's purses.

A finished round's cells may carry details (:attr:`SheetRow.details`): how the score came about
in words, from :func:`~cardtable.session.scorenotes.score_details`, given as
:attr:`SheetInput.details`.

A game without a sheet of its own gets one row of running scores.
"""

from __future__ import annotations

from cardtable.games import registered
from cardtable.games.shared.sheets import (
    RowKind,
    ScoreSheet,
    SheetInput,
    SheetRow,
    Track,
    leaders,
    seat_columns,
)
from cardtable.i18n import _

__all__ = [
    "RowKind",
    "ScoreSheet",
    "SheetInput",
    "SheetRow",
    "Track",
    "build_sheet",
    "needs_marks",
    "score_text",
]


def _generic(data: SheetInput) -> ScoreSheet:
    scores = list(data.scores)
    lower = data.info.lower_is_better
    columns, seats = seat_columns(data)
    return ScoreSheet(
        game=data.info.id,
        heading=data.info.summary,
        columns=columns,
        column_seats=seats,
        rows=(SheetRow(_("Total"), tuple(str(s) for s in scores), RowKind.TOTAL),),
        totals=tuple(scores),
        total_texts=tuple(str(s) for s in scores),
        leaders=leaders(scores, lower),
        lower_is_better=lower,
    )


def build_sheet(data: SheetInput) -> ScoreSheet:
    """The score sheet of ``data.info``'s game as it stands."""
    game = registered(data.info.id)
    build = game.score_sheet if game is not None else None
    return (build or _generic)(data)


def needs_marks(game: str) -> bool:
    """Whether ``game``'s sheet needs the round marks of a RoundTracker."""
    found = registered(game)
    return found is not None and found.sheet_needs_marks


def score_text(game: str, value: int) -> str:
    """One score written the way the game's sheet writes it (Mor tenths, Moxie money)."""
    found = registered(game)
    return found.score_text(value) if found is not None else str(value)
