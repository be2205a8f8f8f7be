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

A game without a sheet of its own gets the plain sheet: a row for each round played, with what
each seat scored in it (from the round marks, which every game with a round number in its public
values gets), the round on the table as it stands, and the running totals.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from cardtable.games import GamePlugin, registered
from cardtable.games.shared.sheets import (
    RowKind,
    ScoreSheet,
    SheetInput,
    SheetRow,
    Track,
    leaders,
    seat_columns,
)
from cardtable.i18n import N_, _
from cardtable.session.history import round_of

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


#: What the plain sheet calls a round, for a game whose plugin names its rounds no other way.
_ROUND: Final = N_("Round {number}")


def _generic(data: SheetInput) -> ScoreSheet:
    scores = list(data.scores)
    lower = data.info.lower_is_better
    columns, seats = seat_columns(data)
    game = registered(data.info.id)
    write = game.score_text if game is not None else str
    rows = [
        *_round_rows(data, game),
        SheetRow(_("Total"), tuple(map(write, scores)), RowKind.TOTAL),
    ]
    return ScoreSheet(
        game=data.info.id,
        heading=data.info.summary,
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(scores),
        total_texts=tuple(map(write, scores)),
        leaders=leaders(scores, lower),
        lower_is_better=lower,
    )


def _round_rows(data: SheetInput, game: GamePlugin | None) -> list[SheetRow]:
    """The plain sheet's rows for the rounds: each finished one (from the round marks) with the
    change in every seat's score, then the round on the table as it stands; none for a game
    without a round number."""
    number = round_of(dict(data.values))
    if number is None:
        return []
    words = game.round_words.one if game is not None and game.round_words else _ROUND
    write = game.score_text if game is not None else str
    n = len(data.scores)

    def row(number: int, now: Sequence[int], before: Sequence[int], kind: RowKind) -> SheetRow:
        cells = tuple(_signed(now[s] - before[s], write) for s in range(n))
        label = _(words).format(number=number)
        return SheetRow(label, cells, kind, data.details.get(number, ()))

    rows: list[SheetRow] = []
    # Where the seats stood before the first round (a game may start them with money).
    before: Sequence[int] = data.info.factory(n, data.info.resolve_options(data.options)).scores()
    for mark in data.marks:
        rows.append(row(mark.number, mark.scores, before, RowKind.ROUND))
        before = mark.scores
    done = data.marks[-1].number if data.marks else None
    if not data.over and number > 0 and done != number:
        kind = RowKind.ROUND if data.round_over else RowKind.CURRENT
        rows.append(row(number, data.scores, before, kind))
    return rows


def _signed(change: int, write: Callable[[int], str]) -> str:
    """A round's change as the sheet writes it: "+3", "-2", "0"."""
    if change == 0:
        return write(0)
    return ("+" if change > 0 else "-") + write(abs(change))


def build_sheet(data: SheetInput) -> ScoreSheet:
    """The score sheet of ``data.info``'s game as it stands."""
    game = registered(data.info.id)
    build = game.score_sheet() if game is not None and game.score_sheet else _generic
    return build(data)


def needs_marks(game: str) -> bool:
    """Whether ``game``'s sheet needs the round marks of a RoundTracker: a game that says so,
    and every game drawn on the plain sheet (which shows each round from them)."""
    found = registered(game)
    return found is not None and (found.sheet_needs_marks or found.score_sheet is None)


def score_text(game: str, value: int) -> str:
    """One score written the way the game's sheet writes it (Mor tenths, Moxie money)."""
    found = registered(game)
    return found.score_text(value) if found is not None else str(value)
