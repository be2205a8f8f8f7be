"""Listing Mose plays for a hand: a bounded, complete-enough choice for bots and random play.

A hand of 30 cards holds far too many melds to list them all, so the list keeps:

* every new meld of **three** cards (naturals of one face taken once, wilds in sort order; a
  run puts wilds only where the hand lacks the natural card),
* every **single-card** lay-off (a natural where it fits; one wild at each open end),
* every wild swap, taking the wild into hand or laying it at once on the first open spot (the
  other spots are accepted too, and :meth:`MoseState.find_action` offers them all).

Any bigger meld or lay-off is reachable one card at a time from these (every run or set of 3+
cards with a natural holds a 3-card meld with a natural, and cards can then be added one by one
at the ends), and :meth:`MoseState.check` accepts every legal play however large, so a 6-card
meld dropped by a player is fine.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement
from operator import attrgetter
from typing import NamedTuple

from cardtable.engine.cards import STD_SUITS, Card
from cardtable.games.mose.actions import TO_HAND, AddToMeld, LayMeld, SwapWild
from cardtable.games.shared.melds import ACE_HIGH, ANY_SUIT, MeldRules, rank_is_wild

#: Meld rules per wild rank (1 = Aces ... 13 = Kings).
RULES: dict[int, MeldRules] = {r: MeldRules(is_wild=rank_is_wild(r)) for r in range(1, 14)}

WILD_POINTS = 20


def card_points(card: Card, wild_rank: int) -> int:
    """Penalty value in hand: the wild rank 20, J/Q/K 10, Ace 1, 2-10 face value."""
    if card.rank == wild_rank:
        return WILD_POINTS
    return min(card.rank, 10)


def _face(position: int) -> int:
    return 1 if position == ACE_HIGH else position


class TableMeld(NamedTuple):
    """A meld on the table as plain data: kind ("set"/"run"), what each card stands for
    ((rank or position, suit, wild) per card, as :meth:`Meld.stands` gives) and its cards."""

    kind: str
    stands: Sequence[tuple[int, str, bool]]
    cards: Sequence[Card]


#: How many places a three-place window (three bits) lacks.
_LACKING = tuple(3 - bin(w).count("1") for w in range(8))

#: :func:`sort_key` read straight from the card (the hand is sorted on every listing).
_ORDER = attrgetter("_order")

Split = tuple[dict[tuple[int, str], Card], list[Card], list[Card]]


def _split(hand: Sequence[Card], wild_rank: int) -> Split:
    """The first copy of each natural face, the wilds and the naturals, in sort order."""
    faces: dict[tuple[int, str], Card] = {}
    wilds: list[Card] = []
    naturals: list[Card] = []
    for card in sorted(hand, key=_ORDER):
        rank = card.rank
        if rank == wild_rank:
            wilds.append(card)
        else:
            naturals.append(card)
            face = (rank, card.suits[0])  # Mose is played without jokers: one suit a card
            if face not in faces:
                faces[face] = card
    return faces, wilds, naturals


def table_plays(
    hand: Sequence[Card], table: Sequence[TableMeld], wild_rank: int
) -> list[LayMeld | AddToMeld | SwapWild]:
    """New 3-card melds, single-card lay-offs and wild swaps, in that order (the hand sorted
    once for all three)."""
    split = _split(hand, wild_rank)
    return [
        *new_meld_actions(hand, wild_rank, split),
        *layoff_actions(hand, table, wild_rank, split),
        *swap_actions(hand, table, wild_rank, split),
    ]


def new_meld_actions(
    hand: Sequence[Card], wild_rank: int, split: Split | None = None
) -> list[LayMeld]:
    """Every new 3-card set and run the hand can lay (canonical cards, see the module doc)."""
    faces, wilds, naturals = split or _split(hand, wild_rank)
    spare = len(wilds)
    found: list[LayMeld] = []
    # Sets: up to three naturals of one rank (a face may appear twice with two decks), wilds
    # making up the rest. Naturals are in sort order, so each rank's cards come suit by suit.
    # Ranks are counted first, and only those with enough cards are sorted out by suit.
    counts = [0] * 15
    for card in naturals:
        counts[card.rank] += 1
    need = 3 - spare
    by_rank: dict[int, dict[str, list[Card]]] = {}
    for card in naturals:
        rank = card.rank
        if counts[rank] < need:
            continue
        per_suit = by_rank.get(rank)
        if per_suit is None:
            per_suit = by_rank[rank] = {}
        same = per_suit.get(card.suits[0])
        if same is None:
            per_suit[card.suits[0]] = [card]
        else:
            same.append(card)
    for rank in sorted(by_rank):
        per_suit = by_rank[rank]
        held = counts[rank]
        suits = list(per_suit)
        for size in (3, 2, 1):
            if 3 - size > spare or size > held:
                continue
            for combo in combinations_with_replacement(suits, size):
                picked = _pick(per_suit, combo)
                if picked is not None:
                    found.append(LayMeld("set", (*picked, *wilds[: 3 - size])))
    # Runs: every window of three positions with at least one natural (an Ace sits at both
    # ends: below the 2 and above the King). A suit's positions are bits of one number, so a
    # window is three bits and what it lacks is looked up.
    by_suit: dict[str, dict[int, Card]] = {}
    masks: dict[str, int] = {}
    for (rank, suit), card in faces.items():
        places = by_suit.get(suit)
        if places is None:
            places = by_suit[suit] = {}
        bits = 1 << rank
        if rank == 1:
            places[ACE_HIGH] = card
            bits |= 1 << ACE_HIGH
        places[rank] = card
        masks[suit] = masks.get(suit, 0) | bits
    for suit in STD_SUITS:
        mask = masks.get(suit, 0)
        if not mask:
            continue
        places = by_suit[suit]
        for low in range(1, 13):
            window = (mask >> low) & 7
            if not window or _LACKING[window] > spare:
                continue
            fill = iter(wilds)
            found.append(
                LayMeld(
                    "run",
                    (
                        places[low] if window & 1 else next(fill),
                        places[low + 1] if window & 2 else next(fill),
                        places[low + 2] if window & 4 else next(fill),
                    ),
                )
            )
    return found


def _pick(per_suit: dict[str, list[Card]], suits: Sequence[str]) -> tuple[Card, ...] | None:
    """Distinct cards with the given suits, first copies first (a suit twice needs two
    copies); None when the hand lacks them."""
    picked: list[Card] = []
    used: dict[str, int] = {}
    for suit in suits:
        k = used.get(suit, 0)
        cards = per_suit[suit]
        if k >= len(cards):
            return None
        used[suit] = k + 1
        picked.append(cards[k])
    return tuple(picked)


def run_ends(meld: TableMeld) -> tuple[bool, bool]:
    """Whether a run can grow below and above (no wrap, at most 13 cards)."""
    if meld.kind != "run":
        return (False, False)
    low, high = meld.stands[0][0], meld.stands[-1][0]
    longer = high - low + 2 <= 13
    return (longer and low > 1, longer and high < ACE_HIGH)


def wild_spots(table: Sequence[TableMeld]) -> list[tuple[int, bool]]:
    """Every (meld number, low end?) where one more wild may be laid."""
    spots: list[tuple[int, bool]] = []
    for k, meld in enumerate(table):
        if meld.kind == "set":
            spots.append((k, False))
            continue
        can_low, can_high = run_ends(meld)
        if can_low:
            spots.append((k, True))
        if can_high:
            spots.append((k, False))
    return spots


def layoff_actions(
    hand: Sequence[Card], table: Sequence[TableMeld], wild_rank: int, split: Split | None = None
) -> list[AddToMeld]:
    """Every single-card lay-off: each natural where it fits, the first wild at each open end."""
    faces, wilds, naturals = split or _split(hand, wild_rank)
    found: list[AddToMeld] = []
    for k, meld in enumerate(table):
        if meld.kind == "set":
            rank = meld.stands[0][0]
            found.extend(AddToMeld(k, (), (c,)) for c in naturals if c.rank == rank)
            if wilds:
                found.append(AddToMeld(k, (), (wilds[0],)))
            continue
        can_low, can_high = run_ends(meld)
        low, suit = meld.stands[0][0], meld.stands[0][1]
        high = meld.stands[-1][0]
        if can_low:
            card = faces.get((_face(low - 1), suit))
            if card is not None:
                found.append(AddToMeld(k, (card,), ()))
            if wilds:
                found.append(AddToMeld(k, (wilds[0],), ()))
        if can_high:
            card = faces.get((_face(high + 1), suit))
            if card is not None:
                found.append(AddToMeld(k, (), (card,)))
            if wilds:
                found.append(AddToMeld(k, (), (wilds[0],)))
    return found


def swap_actions(
    hand: Sequence[Card], table: Sequence[TableMeld], wild_rank: int, split: Split | None = None
) -> list[SwapWild]:
    """Every wild swap open to the hand: the wild into hand, or onto the first open spot."""
    faces, _, _ = split or _split(hand, wild_rank)
    if not faces:
        return []
    spots: list[tuple[int, bool]] | None = None
    found: list[SwapWild] = []
    for k, meld in enumerate(table):
        for (rank, suit, wild), card in zip(meld.stands, meld.cards, strict=True):
            if not wild:
                continue
            face = _face(rank)
            if suit == ANY_SUIT:
                natural = next((faces[(face, s)] for s in STD_SUITS if (face, s) in faces), None)
            else:
                natural = faces.get((face, suit))
            if natural is None:
                continue
            if spots is None:
                spots = wild_spots(table)
            found.append(SwapWild(natural, k, card, TO_HAND, False))
            if spots:  # one spot stands for all: they differ only in which meld grows
                dest, low = spots[0]
                found.append(SwapWild(natural, k, card, dest, low))
    return found


def wild_rank_of_round(round_no: int) -> int:
    """Round 1 has 2s wild, round 12 Kings, round 13 Aces (rank 1)."""
    return round_no + 1 if round_no <= 12 else 1
