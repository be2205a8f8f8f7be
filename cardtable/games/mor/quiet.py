"""Mor's commonest moves applied without events, for a search's sampled games.

A search's playouts read none of the events (nor their texts) that :meth:`MorState._apply
<cardtable.games.mor.state.MorState._apply>` makes, and most of their moves are a draw from the
stock or a discard. :func:`apply_quietly` changes the table for those two as that method does
and makes nothing else; a discard that empties the hand, ends the round (an empty stock) or
hands the next player a Mor due is left to the full method. The conformance suite plays every
game both ways and compares the states.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.zones import Seat
from cardtable.games.mor.actions import MOR_DUE, Discard, Draw, team_of
from cardtable.games.mor.rules import MorRules

#: Each seat's hand zone id (eight seats at most).
_HANDS: Final = [f"hand:{seat}" for seat in range(8)]


def apply_quietly(state: MorRules, action: Action, seat: Seat) -> bool:
    """Apply ``action`` (taken from the legal list) for ``seat`` without events when it is a
    draw or an ordinary discard; False (nothing changed) otherwise."""
    kind = type(action)
    if seat < 0 or (kind is not Draw and kind is not Discard):
        return False
    zones = state.zones
    hand = zones[_HANDS[seat]]
    stock = zones["stock"]
    if kind is Draw:
        state.phase = "play"
        hand.append(stock.pop(0))
        return True
    assert isinstance(action, Discard)
    n = state.num_players
    after = (state.turn - 1) % n
    team = team_of(after)
    if len(hand) < 2 or not stock or (state.mor[team] == MOR_DUE and state.mor_seat[team] == after):
        return False  # the hand empties, the round ends or a Mor is taken: the full method
    card = action.card
    forget_known(state, seat, (card,))
    state._take_out(hand, (card,))
    zones["discard"].append(card)
    pass_turn(state, after)
    return True


def forget_known(state: MorRules, seat: Seat, cards: Sequence[Card]) -> None:
    """``seat`` no longer holds ``cards``: the others stop knowing it has them (cards it took
    with the pile are known to every seat until they leave its hand)."""
    known = state.known[seat]
    if known:
        gone = {c.code for c in cards}
        state.known[seat] = [c for c in known if c not in gone]


def pass_turn(state: MorRules, seat: Seat) -> None:
    """The turn passes to ``seat``, which starts by drawing."""
    state.turn = seat
    state.phase = "draw"
    state.first_turn = False
    state.taken = []
    state.pile_used = False
