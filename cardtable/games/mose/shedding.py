"""The play a Mose hand sheds most points with, found without listing every play.

The heuristic bot weighs taking the discard pile by simulating its turn: it lays the play that
sheds the most points, then the next, until none is left (``_shed_greedily`` in
:mod:`cardtable.games.mose.heuristic`). Each step used to list every play
(:func:`~cardtable.games.mose.moves.table_plays`) and value them all. A hand holding the pile
often has a dozen cards and many ways to lay them, while only the best play matters, and a
search's simulated seats ask at nearly every draw.

:func:`best_shedding_play` walks the same candidates in the listing's order and keeps the first
of the highest value, as the loop over the list did, but values each group of equal plays once
(every set of one rank with as many wilds as it can take, the first of the lay-offs that fit a
meld end) and makes an action only for the winner. A hand of three cards or fewer (a play might
empty it, which wins outright) or holding one face twice (two decks) is left to the listing. A
test compares both on many hands.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.games.mose.actions import TO_HAND, SwapWild
from cardtable.games.mose.moves import (
    _ADDS,
    _LANE,
    _LANE_LOWS,
    _LAYS,
    _ROW,
    _SUIT_INDEX,
    _SWAPS,
    Split,
    TableMeld,
    card_points,
    naturals_at,
    run_starts,
    table_plays,
    wild_choices,
    wild_spots,
)
from cardtable.games.shared.melds import ACE_HIGH

#: Points by wild rank and card rank (index 0 unused), as the heuristic values a card.
POINTS: Final = {
    w: [0] + [card_points(Card("std", r, ("S",)), w) for r in range(1, 14)] for w in range(1, 14)
}
#: The tie-break ``0.01 * len(cards)`` of a play, by its number of cards.
TIE: Final = [0.01 * n for n in range(110)]


def listed_shedding_play(
    hand: Sequence[Card], table: Sequence[TableMeld], wild: int, aside: int = 0
) -> Action | None:
    """The best play by going through the whole listing: the first that empties the hand, else
    the first of the highest value (points shed plus the tie-break), swaps into hand left out.
    ``aside`` more cards are held that no play uses (the hand cannot empty then)."""
    size = len(hand) + aside
    of_rank = POINTS[wild]
    tie = TIE
    best: Action | None = None
    best_gain = 0.0
    for play in table_plays(hand, table, wild):
        if type(play) is SwapWild and play.dest == TO_HAND:
            continue
        cards = play.cards
        count = len(cards)
        if count >= size:
            return play  # goes out
        if count == 1:
            gain = of_rank[cards[0].rank] + tie[1]
        else:
            gain = sum([of_rank[c.rank] for c in cards]) + tie[count]
        if gain > best_gain:
            best, best_gain = play, gain
    return best


def best_shedding_play(
    hand: Sequence[Card],
    table: Sequence[TableMeld],
    wild: int,
    aside: int = 0,
    split: Split | None = None,
) -> Action | None:
    """The play :func:`listed_shedding_play` finds, found by walking the candidates in order
    (``split``: the hand already read, by a caller that lays play after play)."""
    if len(hand) + aside <= 3:
        return listed_shedding_play(hand, table, wild, aside)
    if split is None:
        split = Split(hand, wild)
    if not split.single:
        return listed_shedding_play(hand, table, wild, aside)
    of_rank = POINTS[wild]
    tie3 = TIE[3]
    tie1 = TIE[1]
    wilds = split.wilds
    spare = len(wilds)
    wild_points = of_rank[wild]
    # The best so far as the made-once actions it is looked up in and its key there: it is
    # looked up only at the end (a key hashes its cards in Python).
    best: tuple[Mapping[Any, Action], tuple[Any, ...]] | None = None
    best_gain = 0.0
    # New sets, rank by rank: of the sizes the listing offers (3, 2, 1 naturals), the one with
    # the most wilds is worth most (a wild counts more than any natural), and its first group
    # is the first natural cards with the first wilds. A rank held too few times makes none,
    # so with fewer than two wilds the ranks are walked only when one is held often enough.
    by_rank = split.by_rank
    naturals = 3 - spare if spare < 2 else 1
    for rank in sorted(by_rank) if len(by_rank) > 1 else by_rank:
        cards = by_rank[rank]
        if len(cards) < naturals:
            continue
        gain = naturals * of_rank[rank] + (3 - naturals) * wild_points + tie3
        if gain > best_gain:
            best, best_gain = (_LAYS, ("set", (*cards[:naturals], *wilds[: 3 - naturals]))), gain
    # New runs: every window of three places as the listing walks them (suit by suit, lowest
    # first), gaps filled by the wilds in order.
    places = split.places
    starts = run_starts(split.lanes, spare, _LANE_LOWS)
    while starts:
        bit = (starts & -starts).bit_length() - 1
        starts &= starts - 1
        at = bit // _LANE * _ROW + bit % _LANE  # the suit's lane, the place in it
        a, b, c = places[at], places[at + 1], places[at + 2]
        gain = (
            (wild_points if a is None else of_rank[a.rank])
            + (wild_points if b is None else of_rank[b.rank])
            + (wild_points if c is None else of_rank[c.rank])
            + tie3
        )
        if gain > best_gain:
            fill = iter(wilds)
            group = (
                a if a is not None else next(fill),
                b if b is not None else next(fill),
                c if c is not None else next(fill),
            )
            best, best_gain = (_LAYS, ("run", group)), gain
    if not table:
        return _made(best)
    # Lay-offs, meld by meld: a natural where it fits (each of a set's rank is worth the same,
    # so the first stands for them), then the first wild.
    wild_card = wilds[0] if wilds else None
    wild_gain = wild_points + tie1
    for k, meld in enumerate(table):
        stands = meld.stands
        if meld.kind == "set":
            same = by_rank.get(stands[0][0])
            if same:
                gain = of_rank[same[0].rank] + tie1
                if gain > best_gain:
                    best, best_gain = (_ADDS, (k, (), (same[0],))), gain
            if wild_card is not None and wild_gain > best_gain:
                best, best_gain = (_ADDS, (k, (), (wild_card,))), wild_gain
            continue
        low, high = stands[0][0], stands[-1][0]
        if high - low + 2 > 13:
            continue
        row = _SUIT_INDEX[stands[0][1]] * _ROW
        if low > 1:
            card = places[row + low - 1]
            if card is not None:
                gain = of_rank[card.rank] + tie1
                if gain > best_gain:
                    best, best_gain = (_ADDS, (k, (card,), ())), gain
            if wild_card is not None and wild_gain > best_gain:
                best, best_gain = (_ADDS, (k, (wild_card,), ())), wild_gain
        if high < ACE_HIGH:
            card = places[row + high + 1]
            if card is not None:
                gain = of_rank[card.rank] + tie1
                if gain > best_gain:
                    best, best_gain = (_ADDS, (k, (), (card,))), gain
            if wild_card is not None and wild_gain > best_gain:
                best, best_gain = (_ADDS, (k, (), (wild_card,))), wild_gain
    # Wild swaps that lay the wild at once on the first open spot (a swap into hand sheds
    # nothing now and is left out).
    if not split.natural_count:
        return _made(best)
    spots: list[tuple[int, bool]] | None = None
    for k, meld in enumerate(table):
        i = -1
        for rank, suit, is_wild in meld.stands:
            i += 1
            if not is_wild:
                continue
            # Every natural that may take the place sheds the same: the first stands for them.
            takers = naturals_at(places, rank, wild_choices(meld.stands, suit))
            if not takers:
                continue
            natural = takers[0]
            if spots is None:
                spots = wild_spots(table)
            if not spots:
                return _made(best)  # no meld takes one more wild: no swap lays one
            gain = of_rank[natural.rank] + tie1
            if gain > best_gain:
                dest, to_low = spots[0]
                best, best_gain = (_SWAPS, (natural, k, meld.cards[i], dest, to_low)), gain
    return _made(best)


def _made(best: tuple[Mapping[Any, Action], tuple[Any, ...]] | None) -> Action | None:
    """The action a best candidate kept as (its made-once actions, its key) stands for."""
    return None if best is None else best[0][best[1]]
