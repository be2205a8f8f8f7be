"""Which cards of the Mose discard pile could be laid at once if taken: a quick test by counting.

The heuristic takes the pile only when some of its cards would be laid this turn, and finding
out means simulating the plays after taking it. Often no pile card could be laid at all,
which a few counts per card show:

* **in a set** a natural card of rank ``r`` needs two more cards of its rank or wilds, or a set
  of that rank on the table;
* **in a run** it needs, in some three places of its suit around its own (an Ace sits below
  the 2 and above the King), every other place held by a natural of that suit or made up by a
  wild, or a run of its suit on the table;
* a **wild** may always be laid somewhere.

Every card of the hand and the pile counts as a partner, and so does every wild on the table
whose natural card is among them (swapping the natural in frees the wild to be laid elsewhere).
So a card the test turns down can never be laid, whatever the plays before it (a test checks
this against the simulation); a card it accepts may still stay in hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from operator import or_
from typing import Final

from cardtable.engine.cards import STD_SUITS, Card
from cardtable.games.mose.moves import TableMeld

_SUIT_INDEX: Final = {suit: i for i, suit in enumerate(STD_SUITS)}
#: Bit of each run position per rank: an Ace at 1 and 14.
_BITS: Final = {r: (1 << 1) | (1 << 14) if r == 1 else 1 << r for r in range(1, 14)}
#: For each run position, the other two places of every three-place window around it, as bits.
_WINDOWS: Final = {
    p: tuple(
        sum(1 << q for q in (low, low + 1, low + 2) if q != p)
        for low in (p - 2, p - 1, p)
        if low >= 1 and low + 2 <= 14
    )
    for p in range(1, 15)
}
#: The windows of each rank's places (an Ace's at both ends), and all their places together.
_RANK_WINDOWS: Final = {
    r: _WINDOWS[1] + _WINDOWS[14] if r == 1 else _WINDOWS[r] for r in range(1, 14)
}
_NEAR: Final = {r: reduce(or_, _RANK_WINDOWS[r], 0) for r in range(1, 14)}


def usable_pile_cards(
    hand: Sequence[Card], pile: Sequence[Card], table: Sequence[TableMeld], wild: int
) -> int:
    """How many cards of ``pile`` pass the test (could be laid this turn after taking it)."""
    return sum(pile_cards_usable(hand, pile, table, wild))


def pile_cards_usable(
    hand: Sequence[Card], pile: Sequence[Card], table: Sequence[TableMeld], wild: int
) -> list[bool]:
    """For each card of ``pile``, whether it passes the test."""
    wilds = 0
    by_rank = [0] * 14
    masks = [0, 0, 0, 0]
    suit_index, bits = _SUIT_INDEX, _BITS
    for cards in (hand, pile):
        for card in cards:
            rank = card.rank
            if rank == wild:
                wilds += 1
                continue
            by_rank[rank] += 1
            masks[suit_index[card.suits[0]]] |= bits[rank]
    set_ranks = 0
    run_suits = 0
    for meld in table:
        stands = meld.stands
        if meld.kind == "set":
            set_ranks |= 1 << stands[0][0]
        else:
            run_suits |= 1 << suit_index[stands[0][1]]
        for at, of_suit, is_wild in stands:
            # A wild on the table may be laid elsewhere only by swapping its natural in.
            if is_wild and (
                masks[suit_index[of_suit]] >> at & 1 if of_suit in suit_index else by_rank[at]
            ):
                wilds += 1
    usable: list[bool] = []
    for card in pile:
        rank = card.rank
        if rank == wild:
            usable.append(True)
            continue
        suit = suit_index[card.suits[0]]
        if by_rank[rank] - 1 + wilds >= 2 or set_ranks >> rank & 1 or run_suits >> suit & 1:
            usable.append(True)
            continue
        # Here fewer than two wilds count (else the set test passed): with one, a window needs
        # one other place held (some neighbour within two places); with none, both.
        mask = masks[suit]
        if wilds:
            usable.append(mask & _NEAR[rank] != 0)
            continue
        for w in _RANK_WINDOWS[rank]:
            if w & mask == w:
                usable.append(True)
                break
        else:
            usable.append(False)
    return usable
