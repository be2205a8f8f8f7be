"""Mose's new-meld listing as it was before it was made faster, kept to prove the fast one
lists exactly the same melds in exactly the same order (bots and saved games rely on the
order of the legal list)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

from cardtable.engine.cards import STD_SUITS, Card
from cardtable.games.mose.actions import LayMeld
from cardtable.games.mose.moves import Split, _split
from cardtable.games.shared.melds import ACE_HIGH


def reference_new_meld_actions(
    hand: Sequence[Card], wild_rank: int, split: Split | None = None
) -> list[LayMeld]:
    """Every new 3-card set and run the hand can lay (canonical cards, see the module doc)."""
    faces, wilds, naturals = split or _split(hand, wild_rank)
    spare = len(wilds)
    found: list[LayMeld] = []
    # Sets: up to three naturals of one rank (a face may appear twice with two decks), wilds
    # making up the rest. Naturals are in sort order, so each rank's cards come suit by suit.
    by_rank: dict[int, dict[str, list[Card]]] = {}
    for card in naturals:
        by_rank.setdefault(card.rank, {}).setdefault(card.suits[0], []).append(card)
    for rank in sorted(by_rank):
        per_suit = by_rank[rank]
        held = sum(len(cards) for cards in per_suit.values())
        if held + spare < 3:
            continue
        suits = list(per_suit)
        for size in (3, 2, 1):
            if 3 - size > spare or size > held:
                continue
            for combo in combinations_with_replacement(suits, size):
                picked = _pick(per_suit, combo)
                if picked is not None:
                    found.append(LayMeld("set", (*picked, *wilds[: 3 - size])))
    # Runs: every window of three positions with at least one natural (an Ace sits at both
    # ends: below the 2 and above the King).
    by_suit: dict[str, dict[int, Card]] = {}
    for (rank, suit), card in faces.items():
        places = by_suit.setdefault(suit, {})
        if rank == 1:
            places[ACE_HIGH] = card
        places[rank] = card
    for suit in STD_SUITS:
        if suit not in by_suit:
            continue
        places = by_suit[suit]
        lows = sorted({low for p in places for low in (p - 2, p - 1, p) if 1 <= low <= 12})
        for low in lows:
            a, b, c = places.get(low), places.get(low + 1), places.get(low + 2)
            missing = (a is None) + (b is None) + (c is None)
            if missing > spare:
                continue
            fill = iter(wilds)
            found.append(
                LayMeld(
                    "run",
                    (
                        a if a is not None else next(fill),
                        b if b is not None else next(fill),
                        c if c is not None else next(fill),
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
