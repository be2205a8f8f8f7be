"""Gin rummy's score sheet (a row for each hand and the match's running total, from the public
values and the round marks) and the notes that explain a hand's score."""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.events import Event, Scored
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games.shared.sheets import (
    Note,
    NoteReader,
    ScoreSheet,
    SheetInput,
    race_sheet,
)
from cardtable.i18n import _
from cardtable_gin_rummy.melds import mask_of, value_of


def _cell(gained: int) -> str:
    """A hand's cell: the points won, or a dash for a hand that scored nothing for the seat."""
    return f"+{gained}" if gained > 0 else "–"


def score_sheet(data: SheetInput) -> ScoreSheet:
    """A match to the target (100), a hand scored only at its end (a knock, gin or undercut)."""
    target = int(data.values.get("target", 100))
    return race_sheet(
        data,
        game="gin_rummy",
        target=target,
        heading=_("A match to {target} points · a knock scores the difference in deadwood").format(
            target=target
        ),
        total=_("Match"),
        # Nothing is scored before the hand ends.
        playing=lambda hand: _("Hand {number} (playing)").format(number=hand),
        scored_in_play=False,
        cell=_cell,
        step=10,
    )


def score_notes(
    reader: NoteReader,
    before: GameState,
    after: GameState,
    seat: Seat,
    action: Action,
    events: Sequence[Event],
) -> list[Note]:
    """How a knock's points were counted: each side's deadwood and the bonus, as a sum (the
    plugin's ``score_notes``; the hands are laid open by then)."""
    notes: list[Note] = []
    knocker = int(before.public_values(None).get("knocker", -1))
    if knocker < 0:
        return notes
    mine = value_of(mask_of(before.zones[f"hand:{knocker}"]))
    theirs = value_of(mask_of(before.zones[f"hand:{1 - knocker}"]))
    options = before.options
    for ev in events:
        if not isinstance(ev, Scored):
            continue
        if ev.seat == knocker and mine == 0:
            text = _("{theirs} deadwood + {bonus} for gin = {points}").format(
                theirs=theirs, bonus=int(options.get("gin_bonus", 25)), points=ev.points
            )
        elif ev.seat == knocker:
            text = _("{theirs} − {mine} deadwood = {points}").format(
                theirs=theirs, mine=mine, points=ev.points
            )
        else:
            text = _("{mine} − {theirs} deadwood + {bonus} for the undercut = {points}").format(
                mine=mine,
                theirs=theirs,
                bonus=int(options.get("undercut_bonus", 25)),
                points=ev.points,
            )
        notes.append(Note(reader.round, ev.seat, reader.name(ev.seat), text, said=True))
    return notes
