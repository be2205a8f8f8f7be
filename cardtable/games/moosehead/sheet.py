"""Moosehead's score sheet, built from the public values only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardtable.engine.actions import Action
from cardtable.engine.events import Event, GameOver, Scored
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat
from cardtable.games.moosehead import scoring as moosehead
from cardtable.games.shared.sheets import (
    Note,
    NoteReader,
    ScoreSheet,
    SheetInput,
    has_phase,
    race_sheet,
)
from cardtable.i18n import _


def score_sheet(data: SheetInput) -> ScoreSheet:
    """A race to the target (50), the points of a hand counted as its cards are played."""
    target = int(data.values.get("target", 50))
    return race_sheet(
        data,
        game="moosehead",
        target=target,
        heading=_("First to {target} points wins, even in the middle of a hand").format(
            target=target
        ),
        total=_("Total"),
        playing=lambda hand: _("Hand {hand} (so far)").format(hand=hand),
        scored_in_play=True,
    )


def score_notes(
    reader: NoteReader,
    before: GameState,
    after: GameState,
    seat: Seat,
    action: Action,
    events: Sequence[Event],
) -> list[Note]:
    """Notes on the scoring ``action`` did (the plugin's ``score_notes``)."""
    values: dict[str, Any] = before.public_values(None)
    notes: list[Note] = []
    played = action.cards[0] if action.cards else None
    for ev in events:
        if not isinstance(ev, Scored):
            continue
        if ev.reason.startswith("makes") and played is not None:
            text = moosehead.narrate_count(int(values["count"]), played)
        elif ev.reason == "go":
            text = moosehead.narrate_go(last_card=False)
        elif ev.reason.startswith("go:"):
            text = moosehead.narrate_go(last_card=True)
        else:
            continue
        notes.append(Note(reader.round, ev.seat, reader.name(ev.seat), text, said=True))
    if not has_phase(events, "count_hands"):
        return notes
    n = reader.num_players
    counted = [ev.seat for ev in events if isinstance(ev, Scored) and "fifteen" in ev.reason]
    order = [(int(values["dealer"]) + k) % n for k in range(1, n + 1)]
    if any(isinstance(ev, GameOver) for ev in events) and counted:
        order = order[: order.index(counted[-1]) + 1]  # the count stops at 50
    for s in order:
        cards = [c for c in before.zones[f"played:{s}"]]
        if s == seat and played is not None:
            cards.append(played)
        text = _("hand count {count}").format(count=moosehead.narrate_hand_count(cards))
        notes.append(Note(reader.round, s, reader.name(s), text))
    return notes
