"""Score sheets and score notes as data: what a game's sheet builder and note writer give back.

A game's plugin (:mod:`cardtable.games.plugin`) may build its own score sheet from the public
values (:class:`SheetInput` in, :class:`ScoreSheet` out) and explain its scoring move by move
(:class:`Note`, read through a :class:`NoteReader` that shows only what the viewer may see). The
session (:mod:`cardtable.session.scoresheet`, :mod:`cardtable.session.scorenotes`) calls them;
the window draws the result.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.cards import Card
from cardtable.engine.events import Event, PhaseChanged
from cardtable.engine.info import GameInfo
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.i18n import _


@dataclass(frozen=True, slots=True)
class RoundMark:
    """How every seat stood when round ``number`` ended (``final``: the game ended with it)."""

    number: int
    scores: tuple[int, ...]
    final: bool = False


class RowKind(enum.Enum):
    ROUND = "round"  # a finished round
    CURRENT = "current"  # the round being played, as it stands
    FUTURE = "future"  # a round still to come (Mose's 13)
    PENALTY = "penalty"
    TOTAL = "total"


@dataclass(frozen=True, slots=True)
class SheetRow:
    label: str
    cells: tuple[str, ...]
    kind: RowKind = RowKind.ROUND
    #: Per cell, how its score came about in words (a tooltip), "" where there is nothing to
    #: tell; empty when no details were given (:func:`~cardtable.session.scorenotes.score_details`).
    details: tuple[str, ...] = ()

    def detail(self, column: int) -> str:
        """How the score in ``column`` came about, or ""."""
        return self.details[column] if 0 <= column < len(self.details) else ""


@dataclass(frozen=True, slots=True)
class Track:
    """A race drawn as a track: each column's score toward ``target`` (Moosehead's 50). A score
    past the target is kept as it is (51 is told as 51); only its marker stops at the finish."""

    target: int
    positions: tuple[int, ...]
    step: int = 5


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    game: str
    #: One line on how the game is scored ("13 rounds · lowest total wins").
    heading: str
    #: Column titles: player names, or team names in partnership games.
    columns: tuple[str, ...]
    #: The seats each column stands for.
    column_seats: tuple[tuple[int, ...], ...]
    rows: tuple[SheetRow, ...]
    #: Each column's total as a number (for sorting and charts) and as shown.
    totals: tuple[int, ...]
    total_texts: tuple[str, ...]
    #: Columns standing best now (the winners once the game is over).
    leaders: frozenset[int] = frozenset()
    track: Track | None = None
    note: str = ""
    lower_is_better: bool = False

    def standings(self) -> list[int]:
        """Columns from best to worst."""
        return sorted(
            range(len(self.columns)),
            key=lambda c: self.totals[c],
            reverse=not self.lower_is_better,
        )

    def as_text(self) -> str:
        """The sheet as plain text (for screen readers, the clipboard and tests)."""
        lines = [self.heading, " | ".join(("", *self.columns))]
        for row in self.rows:
            lines.append(" | ".join((row.label, *row.cells)))
        return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class SheetInput:
    info: GameInfo
    #: The spectator's public values (nothing private).
    values: Mapping[str, Any]
    names: tuple[str, ...]
    scores: tuple[int, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    teams: tuple[tuple[int, ...], ...] | None = None
    marks: tuple[RoundMark, ...] = ()
    over: bool = False
    #: Round number -> per column, how that round's score came about
    #: (:func:`~cardtable.session.scorenotes.score_details`); shown as the rows' details.
    details: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    #: The round on the table has ended and the next deal waits (the players are reading the
    #: round's end): its row is a finished round's, not one in progress.
    round_over: bool = False


def leaders(totals: Sequence[int], lower: bool) -> frozenset[int]:
    """The columns with the best total."""
    if not totals:
        return frozenset()
    best = min(totals) if lower else max(totals)
    return frozenset(i for i, t in enumerate(totals) if t == best)


def seat_columns(data: SheetInput) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...]]:
    """One column per seat: the names and the seats."""
    n = len(data.names)
    return data.names, tuple((s,) for s in range(n))


def ints(value: Any, n: int) -> list[int]:
    """``value`` as ``n`` whole numbers, or ``n`` zeros when it is not a list of ``n``."""
    if isinstance(value, list | tuple) and len(value) == n:
        return [int(v) for v in value]
    return [0] * n


def won(gained: int) -> str:
    """A hand's cell in a race: the points the hand won ("+3", "+0")."""
    return f"+{gained}"


def race_sheet(
    data: SheetInput,
    *,
    game: str,
    target: int,
    heading: str,
    total: str,
    playing: Callable[[int], str],
    scored_in_play: bool,
    cell: Callable[[int], str] = won,
    step: int = 5,
) -> ScoreSheet:
    """The sheet of a race to ``target`` points, hand by hand: a row for each hand scored (its
    points won, written by ``cell``), one for the hand on the table and the running totals
    (the row ``total``), highest first, drawn as a track with a mark every ``step`` points.

    The hand on the table is labelled ``playing(number)``; where points are ``scored_in_play``
    (as the cards are played) its row shows what the hand has won so far, else it stays empty
    until the hand's end. A hand that has ended while the next deal waits is a finished hand's
    row."""
    n = len(data.names)
    points = ints(data.values.get("points"), n) if "points" in data.values else list(data.scores)
    rows: list[SheetRow] = []
    before = [0] * n
    for mark in data.marks:
        gained = [mark.scores[s] - before[s] for s in range(n)]
        rows.append(
            SheetRow(
                _("Hand {number}").format(number=mark.number),
                tuple(cell(g) for g in gained),
                details=data.details.get(mark.number, ()),
            )
        )
        before = list(mark.scores)
    hand = int(data.values.get("hand_no", 0))
    if not data.over and hand > 0 and (not data.marks or data.marks[-1].number != hand):
        gained = [points[s] - before[s] for s in range(n)]
        if data.round_over:
            label, kind = _("Hand {number}").format(number=hand), RowKind.ROUND
        else:
            label, kind = playing(hand), RowKind.CURRENT
        if data.round_over or scored_in_play:
            cells = tuple(cell(g) for g in gained)
            rows.append(SheetRow(label, cells, kind, data.details.get(hand, ())))
        else:
            rows.append(SheetRow(label, ("",) * n, kind))
    rows.append(SheetRow(total, tuple(str(p) for p in points), RowKind.TOTAL))
    columns, seats = seat_columns(data)
    return ScoreSheet(
        game=game,
        heading=heading,
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(points),
        total_texts=tuple(str(p) for p in points),
        leaders=leaders(points, lower=False),
        track=Track(target, tuple(points), step=step),
    )


# --- score notes ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Note:
    """One explained score: the round it belongs to, the score-sheet column (a seat, or a team
    where the sheet's columns are teams), who it is about (for a text record) and the
    explanation."""

    round: int
    column: int
    who: str
    text: str
    #: The move's own words already give these points (a Moosehead 15 or go): the note only
    #: shows the arithmetic, so the table does not say it aloud a second time.
    said: bool = False

    @property
    def line(self) -> str:
        return f"{self.who}: {self.text}"


@dataclass(frozen=True, slots=True)
class NoteReader:
    """What a game's note writer may read: the round being scored, the seats' names, and the
    cards as the viewer sees them (every card when ``full``, a finished game's record)."""

    round: int
    num_players: int
    names: tuple[str, ...]
    viewer: Seat | None
    full: bool

    def name(self, seat: Seat) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return _("Seat {seat}").format(seat=seat + 1)

    def zone(self, state: GameState, zid: str) -> tuple[Card | None, ...]:
        """A zone's cards as this viewer may see them."""
        if zid not in state.zones:
            return ()
        if self.full:
            return tuple(state.zones[zid])
        return state.observation(self.viewer).zone(zid).cards


def has_phase(events: Sequence[Event], phase: str) -> bool:
    """Whether ``events`` change the phase to ``phase``."""
    return any(isinstance(ev, PhaseChanged) and ev.phase == phase for ev in events)


def begins_like(text: str, template: str) -> bool:
    """Whether ``text`` begins like the message ``template``: the games write their messages
    in the language in force, so the first words are compared in English and in that language."""
    heads = {template.partition("{")[0].strip(), _(template).partition("{")[0].strip()}
    return any(head and text.startswith(head) for head in heads)
