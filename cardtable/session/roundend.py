"""The end of a round, hand or game of a match: noticing it, and the summary a table shows.

When a player's or bot's action ends a round (a Moosehead hand counted, "Mose!" called, a Mor
round closed, a Moxie pot won, a game of a Moco! match scored) and the game goes on, the next
thing that happens is a chance step that deals the next one. :func:`ends_round` tells, before
that deal is made, whether it begins a new round: it makes the deal on a copy with the very
generator the match will use (named by the seed and the log's length), so it never guesses.

The table session (:mod:`cardtable.session.driver`) then waits for the people at the table to
read the round's end before it deals, if its front end asks it to (a window does; simulations,
benchmarks, network hosts and tables of bots only do not), and hands the front end a
:class:`RoundSummary`: who scored what this round and why, and the running totals, all read
from the score sheet the table already shows (public values, with the scoring explained by
:mod:`cardtable.session.tablenotes` for the viewer).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from cardtable.engine.info import GameInfo, OptionValue
from cardtable.engine.state import CHANCE
from cardtable.games import registered
from cardtable.games.shared.sheets import RoundMark
from cardtable.i18n import _
from cardtable.session.history import round_of
from cardtable.session.match import Match, step_rng
from cardtable.session.scoresheet import RowKind, ScoreSheet

__all__ = ["RoundScore", "RoundSummary", "ends_round", "round_summary", "summary_of"]


@dataclass(frozen=True, slots=True)
class RoundScore:
    """One column of the score sheet (a player, or a team) at the end of a round."""

    who: str
    #: This round's entry in the score sheet ("+9", "22", a purse), "" if it has none.
    scored: str
    #: The running total as the sheet shows it.
    total: str
    #: How this round's score came about, in the game's words ("" if there is nothing to tell).
    how: str = ""


@dataclass(frozen=True, slots=True)
class RoundSummary:
    """What a table shows while it waits for the players to read a round's end."""

    #: "Hand 3 is over", "Round 2 is over", "Game 1 of the match is over".
    title: str
    #: The sheet's line on how the game is scored ("First to 50 points wins…").
    heading: str
    scores: tuple[RoundScore, ...]
    #: The match's log length when the round ended.
    serial: int

    def text(self) -> str:
        """The whole summary as sentences (a screen reader's description, the status bar)."""
        parts = [self.title + "."]
        for s in self.scores:
            line = _("{who}: {scored} this round, {total} in all").format(
                who=s.who, scored=s.scored or "0", total=s.total
            )
            parts.append(line + (f" ({s.how})." if s.how else "."))
        return " ".join(parts)


def ends_round(match: Match) -> bool:
    """Whether the match waits for a chance step that begins a new round (see the module
    docstring); False whenever a seat is on turn or the game has no rounds."""
    state = match.state
    if state.current_player != CHANCE:
        return False
    number = round_of(state.public_values(None))
    if number is None:
        return False
    probe = state.clone()
    serial = len(match.log)
    while probe.current_player == CHANCE:
        probe.apply(probe.sample_chance(step_rng(match.seed, "chance", serial)), CHANCE)
        serial += 1
        if round_of(probe.public_values(None)) != number:
            return True
    return False


def _title(values: Mapping[str, object], number: int) -> str:
    if "hand_no" in values:
        return _("Hand {number} is over").format(number=number)
    if "game_no" in values:
        return _("Game {number} of the match is over").format(number=number)
    return _("Round {number} is over").format(number=number)


def round_summary(
    match: Match, sheet: ScoreSheet | None, marks: tuple[RoundMark, ...] = ()
) -> RoundSummary:
    """The summary of the round that has just ended, from the score sheet as it stands
    (``marks``: the rounds before, for games whose sheet shows only running totals)."""
    state = match.state
    return summary_of(
        match.info,
        state.public_values(None),
        (match.num_players, match.options),
        tuple(state.scores()),
        sheet,
        marks,
        len(match.log),
    )


def summary_of(
    info: GameInfo,
    values: Mapping[str, object],
    table: tuple[int, Mapping[str, OptionValue]],
    scores: tuple[int, ...],
    sheet: ScoreSheet | None,
    marks: tuple[RoundMark, ...],
    serial: int,
) -> RoundSummary:
    """The summary of a round just ended from what every seat may know of it: the game's
    public ``values``, its ``table`` (players and options), the ``scores``, the score sheet,
    the rounds before (``marks``) and the log's length. A network seat builds it from its
    update."""
    number = round_of(values) or 0
    title = _title(values, number)
    if sheet is None:
        return RoundSummary(title, "", (), serial)
    played = [r for r in sheet.rows if r.kind in (RowKind.ROUND, RowKind.CURRENT)]
    row = played[-1] if played else None
    out = []
    found = registered(info.id)
    round_change = found.round_change if found is not None else None
    for c, name in enumerate(sheet.columns):
        scored = row.cells[c] if row is not None and c < len(row.cells) else ""
        if round_change is not None and sheet.column_seats[c]:
            # A game whose sheet shows only where each seat stands after each round (Moxie's
            # purses): what the seat won or lost this round.
            seat = sheet.column_seats[c][0]
            start = marks[-1].scores if marks else tuple(info.factory(*table).scores())
            scored = round_change(scores[seat] - start[seat])
        how = row.detail(c) if row is not None else ""
        out.append(RoundScore(name, scored, sheet.total_texts[c], how))
    return RoundSummary(title, sheet.heading, tuple(out), serial)
