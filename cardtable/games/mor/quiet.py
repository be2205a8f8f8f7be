"""Mor's commonest moves applied without events, for a search's sampled games.

A search's playouts read none of the events (nor their texts) that :meth:`MorState._apply
<cardtable.games.mor.state.MorState._apply>` makes, and most of their moves are a draw from the
stock, a discard, a meld or an addition. :func:`apply_quietly` changes the table for those as
that method does and makes nothing else (no card moves told, no project values or sliding 2s
announced); a move that empties the hand, a discard that ends the round (an empty stock) or
hands the next player a Mor due are left to the full method. The conformance suite plays every
game both ways and compares the states.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.zones import Seat
from cardtable.games.mor import melds as mm
from cardtable.games.mor.actions import MOR_DUE, Add, Discard, Draw, Meld, team_of
from cardtable.games.mor.position import MorTable

#: Each seat's hand zone id (eight seats at most).
_HANDS: Final = [f"hand:{seat}" for seat in range(8)]


def apply_quietly(state: MorTable, action: Action, seat: Seat) -> bool:
    """Apply ``action`` (taken from the legal list) for ``seat`` without events when it is a
    draw, an ordinary discard, or a meld or addition that leaves cards in hand; False (nothing
    changed) otherwise."""
    kind = type(action)
    if seat < 0:
        return False
    zones = state.zones
    hand = zones[_HANDS[seat]]
    if kind is Draw:
        state.phase = "play"
        hand.append(zones["stock"].pop(0))
        return True
    if kind is Add:
        assert isinstance(action, Add)
        return _add(state, action, seat, hand)
    if kind is Meld:
        assert isinstance(action, Meld)
        return _meld(state, action, seat, hand)
    if kind is not Discard:
        return False
    assert isinstance(action, Discard)
    stock = zones["stock"]
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


def _meld(state: MorTable, action: Meld, seat: Seat, hand: list[Card]) -> bool:
    if len(hand) <= len(action.played):
        return False  # the hand empties: the Mor or the round's end, by the full method
    team = team_of(seat)
    cards, at = mm.settle(action.played, action.at)
    zid = f"meld:{team}.{state.meld_count[team]}"
    state.meld_count[team] += 1
    note_used(state, cards)
    forget_known(state, seat, cards)
    state._take_out(hand, cards)
    state.zones[zid] = list(cards)
    state.meld_at[zid] = list(at)
    return True


def _add(state: MorTable, action: Add, seat: Seat, hand: list[Card]) -> bool:
    if len(hand) <= len(action.played):
        return False
    zid = action.meld
    result = mm.legal_add_result(state.zones[zid], state.meld_at[zid], action.played, action.at)
    assert not isinstance(result, str)
    note_used(state, action.played)
    forget_known(state, seat, action.played)
    state._take_out(hand, action.played)
    state.zones[zid] = list(result[0])
    state.meld_at[zid] = list(result[1])
    return True


def note_used(state: MorTable, cards: Sequence[Card]) -> None:
    """A play of ``cards`` uses a card taken from the pile this turn, if it holds one."""
    if state.taken and not state.pile_used and any(c.code in state.taken for c in cards):
        state.pile_used = True


def forget_known(state: MorTable, seat: Seat, cards: Sequence[Card]) -> None:
    """``seat`` no longer holds ``cards``: the others stop knowing it has them (cards it took
    with the pile are known to every seat until they leave its hand)."""
    known = state.known[seat]
    if known:
        gone = {c.code for c in cards}
        state.known[seat] = [c for c in known if c not in gone]


def pass_turn(state: MorTable, seat: Seat) -> None:
    """The turn passes to ``seat``, which starts by drawing."""
    state.turn = seat
    state.phase = "draw"
    state.first_turn = False
    state.taken = []
    state.pile_used = False
