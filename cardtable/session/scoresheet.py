"""Score sheets: each game's standings as a paper sheet, rounds down and players (or teams) across.

Built only from public values (the spectator's, so never anything private), the seats' names
and, for games that keep only running totals, the round marks of
:class:`~cardtable.session.history.RoundTracker`:

* Mose: 13 rows, one per round with its wild rank (rounds to come left blank), a penalty row
  when the strict-table option is on or a penalty was given, and the totals; lowest wins.
* Moosehead: points won in each hand, the total, and a race track to 50.
* Moco!: the chip scores of each game of the match, the current game's chips as they stand,
  and the match totals.
* Mor: each round's team score and the totals, kept in whole numbers and shown in tenths
  (the target 2010 is shown 201).
* Moxie: every purse at the end of each round and now, in gold, silver and copper.

A finished round's cells may carry details (:attr:`SheetRow.details`): how the score came about
in words, from :func:`~cardtable.session.scorenotes.score_details`, given as
:attr:`SheetInput.details`.

Other games get one row of running scores.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from cardtable.engine.info import GameInfo
from cardtable.games.moxie.table import START_MONEY
from cardtable.games.shared.betting import format_money
from cardtable.i18n import _, decimal, pgettext
from cardtable.session.history import RoundMark

#: The wild rank of each round, as written beside the round's number.
_RANK_SHORT: Final = {1: "A", 11: "J", 12: "Q", 13: "K"}


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


def _leaders(totals: Sequence[int], lower: bool) -> frozenset[int]:
    if not totals:
        return frozenset()
    best = min(totals) if lower else max(totals)
    return frozenset(i for i, t in enumerate(totals) if t == best)


def _seat_columns(data: SheetInput) -> tuple[tuple[str, ...], tuple[tuple[int, ...], ...]]:
    n = len(data.names)
    return data.names, tuple((s,) for s in range(n))


def _ints(value: Any, n: int) -> list[int]:
    if isinstance(value, list | tuple) and len(value) == n:
        return [int(v) for v in value]
    return [0] * n


def _mose(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    rounds = int(v.get("rounds", 13))
    current = int(v.get("round", 0))
    played: list[list[int]] = [list(r) for r in v.get("round_scores", [])]
    totals = _ints(v.get("totals"), n)
    penalties = _ints(v.get("penalties"), n)
    rows: list[SheetRow] = []
    for r in range(1, rounds + 1):
        wild = r + 1 if r < rounds else 1
        letter = _RANK_SHORT.get(wild)
        label = f"{r} · {pgettext('rank letter', letter) if letter else wild}"
        if r <= len(played):
            cells = tuple(str(x) for x in played[r - 1])
            rows.append(SheetRow(label, cells, details=data.details.get(r, ())))
        elif r == current and not data.over:
            rows.append(SheetRow(label, ("…",) * n, RowKind.CURRENT))
        else:
            rows.append(SheetRow(label, ("",) * n, RowKind.FUTURE))
    if data.options.get("strict_table") or any(penalties):
        rows.append(SheetRow(_("Penalties"), tuple(str(p) for p in penalties), RowKind.PENALTY))
    rows.append(SheetRow(_("Total"), tuple(str(t) for t in totals), RowKind.TOTAL))
    columns, seats = _seat_columns(data)
    return ScoreSheet(
        game="mose",
        heading=_("{rounds} rounds (the wild rank beside each) · lowest total wins").format(
            rounds=rounds
        ),
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(totals),
        total_texts=tuple(str(t) for t in totals),
        leaders=_leaders(totals, lower=True),
        lower_is_better=True,
        note=_("Penalty points (strict table) are counted in the total.")
        if data.options.get("strict_table")
        else "",
    )


def _moosehead(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    target = int(v.get("target", 50))
    points = _ints(v.get("points"), n) if "points" in v else list(data.scores)
    rows: list[SheetRow] = []
    before = [0] * n
    for mark in data.marks:
        gained = [mark.scores[s] - before[s] for s in range(n)]
        cells = tuple(f"+{g}" for g in gained)
        rows.append(
            SheetRow(
                _("Hand {number}").format(number=mark.number),
                cells,
                details=data.details.get(mark.number, ()),
            )
        )
        before = list(mark.scores)
    hand = int(v.get("hand_no", 0))
    if not data.over and hand > 0 and (not data.marks or data.marks[-1].number != hand):
        gained = [points[s] - before[s] for s in range(n)]
        cells = tuple(f"+{g}" for g in gained)
        if data.round_over:
            label, kind = _("Hand {number}").format(number=hand), RowKind.ROUND
        else:
            label, kind = _("Hand {hand} (so far)").format(hand=hand), RowKind.CURRENT
        rows.append(SheetRow(label, cells, kind, data.details.get(hand, ())))
    rows.append(SheetRow(_("Total"), tuple(str(p) for p in points), RowKind.TOTAL))
    columns, seats = _seat_columns(data)
    return ScoreSheet(
        game="moosehead",
        heading=_("First to {target} points wins, even in the middle of a hand").format(
            target=target
        ),
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(points),
        total_texts=tuple(str(p) for p in points),
        leaders=_leaders(points, lower=False),
        track=Track(target, tuple(points)),
    )


def _moco(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    games = int(v.get("games_in_match", 1))
    game_no = int(v.get("game_no", 0))
    done: list[list[int]] = [list(r) for r in v.get("game_scores", [])]
    totals = _ints(v.get("totals"), n)
    chips = _ints(v.get("chip_scores"), n)
    rows: list[SheetRow] = []
    for g in range(1, games + 1):
        label = _("Game {number}").format(number=g) if games > 1 else _("Chips")
        if g <= len(done):
            rows.append(SheetRow(label, tuple(str(x) for x in done[g - 1])))
        elif g == game_no and not data.over:
            rows.append(
                SheetRow(
                    _("{label} (chips now)").format(label=label),
                    tuple(str(c) for c in chips),
                    RowKind.CURRENT,
                )
            )
        else:
            rows.append(SheetRow(label, ("",) * n, RowKind.FUTURE))
    in_play = len(done) < game_no and not data.over
    live = [totals[s] + (chips[s] if in_play else 0) for s in range(n)]
    rows.append(SheetRow(_("Total"), tuple(str(t) for t in totals), RowKind.TOTAL))
    columns, seats = _seat_columns(data)
    heading = (
        _("A match of {games} games · highest sum wins").format(games=games)
        if games > 1
        else _("One game · highest chip score wins")
    )
    return ScoreSheet(
        game="moco",
        heading=heading,
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(totals),
        total_texts=tuple(str(t) for t in totals),
        leaders=_leaders(live, lower=False),
        note=_(
            "Each chip is worth the top card of its suit's pile; chips now change as piles grow."
        ),
    )


def _tenths(points: int) -> str:
    """Points kept in tenths as a player reads them: 15 -> "1.5" ("1,5" in German)."""
    return str(points // 10) if points % 10 == 0 else decimal(points / 10, 1)


def _mor(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    teams = [tuple(t) for t in v.get("teams", [])] or list(data.teams or ((0, 2), (1, 3)))
    target = int(v.get("target", 2010))
    history: list[list[int]] = [list(r) for r in v.get("history", [])]
    totals = _ints(v.get("totals"), len(teams))
    rows = [
        SheetRow(
            _("Round {number}").format(number=i + 1),
            tuple(_tenths(x) for x in r),
            details=data.details.get(i + 1, ()),
        )
        for i, r in enumerate(history)
    ]
    rnd = int(v.get("round", 0))
    if not data.over and rnd > len(history):
        rows.append(
            SheetRow(_("Round {number}").format(number=rnd), ("…",) * len(teams), RowKind.CURRENT)
        )
    rows.append(SheetRow(_("Total"), tuple(_tenths(t) for t in totals), RowKind.TOTAL))
    columns = tuple(
        " & ".join(data.names[s] for s in team if s < n) or _("Team {team}").format(team=i + 1)
        for i, team in enumerate(teams)
    )
    return ScoreSheet(
        game="mor",
        heading=_("First team to {points} after a round wins").format(points=_tenths(target)),
        columns=columns,
        column_seats=tuple(tuple(t) for t in teams),
        rows=tuple(rows),
        totals=tuple(totals),
        total_texts=tuple(_tenths(t) for t in totals),
        leaders=_leaders(totals, lower=False),
        note=_("Scores are kept in tenths: a 3 counts 0.5, a King 1, a closing 10."),
    )


def _moxie(data: SheetInput) -> ScoreSheet:
    v = data.values
    n = len(data.names)
    purses = _ints(v.get("purses"), n) if "purses" in v else list(data.scores)
    out = v.get("out", [False] * n)
    # A player left with no money after a round has left the table.
    rows = [
        SheetRow(
            _("Round {number}").format(number=m.number),
            tuple(format_money(x) if x else pgettext("purse", "out") for x in m.scores),
            details=data.details.get(m.number, ()),
        )
        for m in data.marks
    ]
    rnd = int(v.get("round", 0))
    if not data.over and rnd > 0 and (not data.marks or data.marks[-1].number != rnd):
        if data.round_over:
            label, kind = _("Round {number}").format(number=rnd), RowKind.ROUND
        else:
            label, kind = _("Round {number} (now)").format(number=rnd), RowKind.CURRENT
        rows.append(SheetRow(label, tuple(format_money(x) for x in purses), kind))
    texts = tuple(
        pgettext("purse", "out")
        if (isinstance(out, list) and s < len(out) and out[s] and purses[s] == 0)
        else format_money(purses[s])
        for s in range(n)
    )
    rows.append(SheetRow(_("Purse"), texts, RowKind.TOTAL))
    columns, seats = _seat_columns(data)
    return ScoreSheet(
        game="moxie",
        heading=_("Until one player holds all the money, or all agree to stop"),
        columns=columns,
        column_seats=seats,
        rows=tuple(rows),
        totals=tuple(purses),
        total_texts=texts,
        leaders=_leaders(purses, lower=False),
        note=_("Purses after each round; everybody started with {money}.").format(
            money=format_money(START_MONEY)
        ),
    )


def _generic(data: SheetInput) -> ScoreSheet:
    scores = list(data.scores)
    lower = data.info.lower_is_better
    columns, seats = _seat_columns(data)
    return ScoreSheet(
        game=data.info.id,
        heading=data.info.summary,
        columns=columns,
        column_seats=seats,
        rows=(SheetRow(_("Total"), tuple(str(s) for s in scores), RowKind.TOTAL),),
        totals=tuple(scores),
        total_texts=tuple(str(s) for s in scores),
        leaders=_leaders(scores, lower),
        lower_is_better=lower,
    )


BUILDERS: Final[dict[str, Callable[[SheetInput], ScoreSheet]]] = {
    "mose": _mose,
    "moosehead": _moosehead,
    "moco": _moco,
    "mor": _mor,
    "moxie": _moxie,
}

#: Games whose sheets need the round marks of a RoundTracker.
NEEDS_MARKS: Final = frozenset(("moosehead", "moxie"))


def build_sheet(data: SheetInput) -> ScoreSheet:
    """The score sheet of ``data.info``'s game as it stands."""
    return BUILDERS.get(data.info.id, _generic)(data)


def score_text(game: str, value: int) -> str:
    """One score written the way the game's sheet writes it (Mor tenths, Moxie money)."""
    if game == "mor":
        return _tenths(value)
    if game == "moxie":
        return format_money(value)
    return str(value)
