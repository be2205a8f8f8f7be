"""Mose's commonest moves applied without events, for a search's sampled games.

A search plays thousands of sampled moves a second and reads none of the events (nor their
texts) that :meth:`MoseState._apply <cardtable.games.mose.state.MoseState._apply>` makes. For
the moves most often played, a draw, a pile take, a discard and a meld, lay-off or wild swap
(going out or not: nearly every sampled game ends its round with one), :func:`apply_quietly`
changes the table as that method does, scoring the round when it ends, and makes nothing
else. Every other move (declarations, restocks, the deal) is left to the full method. A test
plays many games both ways and compares the states.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, take_out
from cardtable.engine.zones import Seat
from cardtable.games.mose.actions import (
    TO_HAND,
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    SwapWild,
    TakePile,
)
from cardtable.games.mose.moves import card_points, grown_plain, placed_plain
from cardtable.games.mose.table import HAND_IDS, MELD_IDS, ROUNDS, MoseTable


def apply_quietly(table: MoseTable, action: Action, seat: Seat) -> bool:
    """Apply ``action`` (taken from the legal list) for ``seat`` without events, when it is one
    of the moves handled here; False (nothing changed) when it is not."""
    if seat < 0:
        return False  # chance: a deal or a restock
    kind = type(action)
    zones = table.zones
    hand = zones[HAND_IDS[seat]]
    if kind is Draw:
        hand.append(zones["stock"].pop(0))
        table.just_drew = [seat, 1]
        table.step = "play"
        table.began = True
        return True
    if kind is TakePile:
        pile = zones["discard"]
        zones["discard"] = []
        hand.extend(pile)
        table.known[seat].extend([c.code for c in pile])
        table.just_drew = [seat, len(pile)]
        table.step = "play"
        table.began = True
        return True
    if kind is Discard:
        assert isinstance(action, Discard)
        drew = table.just_drew
        table.just_drew = [-1, 0]
        card = action.card
        take_out(hand, (card,))
        zones["discard"].append(card)
        table.forget_played(seat, (card,))
        if not hand:
            _end_round(table, seat, drew)
            return True
        table.turn = (table.turn + 1) % table.num_players
        table.step = "draw"
        if not zones["stock"] and (table.restocked or not zones["discard"]):
            _end_round(table, -1, drew)  # the rebuilt stock has run out too
        return True
    if kind is LayMeld:
        assert isinstance(action, LayMeld)
        group = action.group
        laid = placed_plain(action.kind, group, table.wild_rank)
        assert laid is not None
        drew = table.just_drew
        table.just_drew = [-1, 0]
        zid = MELD_IDS[len(table.meld_kind)]
        table.meld_owner.append(seat)
        table.meld_kind.append(laid[0])
        table.meld_stands.append(list(laid[1]))
        take_out(hand, group)
        zones[zid] = list(group)
        _played(table, seat, group, hand, drew)
        return True
    if kind is AddToMeld:
        assert isinstance(action, AddToMeld)
        cards = action.cards
        k = action.meld
        zid = MELD_IDS[k]
        zone = zones[zid]
        grown = grown_plain(
            table.meld_kind[k], zone, table.meld_stands[k], action.low, action.high, table.wild_rank
        )
        assert grown is not None
        drew = table.just_drew
        table.just_drew = [-1, 0]
        take_out(hand, cards)
        if action.low:
            zone[:0] = action.low
        if action.high:
            zone.extend(action.high)
        table.meld_stands[k] = list(grown[1])
        _played(table, seat, cards, hand, drew)
        return True
    if kind is SwapWild:
        assert isinstance(action, SwapWild)
        return _swap(table, action, seat, hand)
    return False


def _played(
    table: MoseTable, seat: Seat, cards: Sequence[Card], hand: list[Card], drew: list[int]
) -> None:
    """After a meld laid or grown from ``seat``'s hand: the table's melds changed, the cards are
    no longer known to be in that hand, and an empty hand goes out."""
    table.melds_changed()
    table.forget_played(seat, cards)
    if not hand:
        _end_round(table, seat, drew)


def _swap(table: MoseTable, action: SwapWild, seat: Seat, hand: list[Card]) -> bool:
    """A wild swap, as the state's own method makes it."""
    d = action.dest
    k = action.meld
    source = table.zones[MELD_IDS[k]]
    index = source.index(action.wild)
    # The natural takes the wild's place and stands for itself (what melds.swap makes of it).
    stands = list(table.meld_stands[k])
    stands[index] = (stands[index][0], action.card.suit, False)
    drew = table.just_drew
    table.just_drew = [-1, 0]
    take_out(hand, (action.card,))
    source[index] = action.card
    table.meld_stands[k] = stands
    table.melds_changed()
    table.forget_played(seat, (action.card,))
    wild = action.wild
    if d == TO_HAND:
        hand.append(wild)
        table.known[seat].append(wild.code)
        return True
    low, high = ((wild,), ()) if action.low else ((), (wild,))
    zone = table.zones[MELD_IDS[d]]
    grown = grown_plain(table.meld_kind[d], zone, table.meld_stands[d], low, high, table.wild_rank)
    assert grown is not None
    if action.low:
        zone.insert(0, wild)
    else:
        zone.append(wild)
    table.meld_stands[d] = list(grown[1])
    table.melds_changed()
    if not hand:
        _end_round(table, seat, drew)  # the natural was the last card: going out
    return True


def _end_round(table: MoseTable, winner: Seat, drew: list[int]) -> None:
    """Score the round as the state's own method does (``winner`` -1: nobody went out; cards
    the drawer just drew are not counted when someone goes out right after)."""
    n = table.num_players
    wild = table.wild_rank
    zones = table.zones
    scores = []
    for seat in range(n):
        if seat == winner:
            points = 0
        else:
            cards = zones[HAND_IDS[seat]]
            if winner >= 0 and drew[0] == seat and drew[1]:
                cards = cards[: len(cards) - drew[1]]
            points = sum([card_points(c, wild) for c in cards])
        scores.append(points)
        table.totals[seat] += points
    table.round_scores.append(scores)
    table.last_winner = winner
    if table.round_no >= ROUNDS:
        table.phase = "over"
        return
    table.dealer = (table.dealer + 1) % n
    table.phase = "deal"
