"""A test-only copy of the Mose play listing as it was before the speed work (issue 39).

``test_mose_listing.py`` checks that the engine's faster listing gives the same actions in the
same order as this one over many seeded games. Do not "improve" this file: it is the reference.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations_with_replacement

from cardtable.engine.actions import Action
from cardtable.engine.cards import STD_SUITS, Card, sort_key
from cardtable.games.mose.actions import (
    TO_HAND,
    AddToMeld,
    Discard,
    Draw,
    LayMeld,
    Restock,
    SwapWild,
    TakePile,
)
from cardtable.games.mose.moves import TableMeld
from cardtable.games.mose.state import MoseState
from cardtable.games.shared.melds import ACE_HIGH, ANY_SUIT

Split = tuple[dict[tuple[int, str], Card], list[Card], list[Card]]


def legal_actions(state: MoseState, seat: int) -> list[Action]:
    """``MoseState.legal_actions`` as it was."""
    items: list[Action] = []
    if state.phase == "play" and 0 <= seat < state.num_players:
        if seat == state.turn:
            if state.step == "draw":
                if state.zones["stock"]:
                    items.append(Draw())
                if state.zones["discard"]:
                    items.append(TakePile())
                if not state.zones["stock"] and not state.restocked and state.zones["discard"]:
                    items.append(Restock())
            else:
                items.extend(Discard(c) for c in state.hand(seat))
        if state.may_play(seat):
            table = [
                TableMeld(state.meld_kind[k], state.meld_stands[k], state.zones[f"meld:{k}"])
                for k in range(len(state.meld_kind))
            ]
            items.extend(table_plays(state.hand(seat), table, state.wild_rank))
    return items


def _face(position: int) -> int:
    return 1 if position == ACE_HIGH else position


def _split(hand: Sequence[Card], wild_rank: int) -> Split:
    faces: dict[tuple[int, str], Card] = {}
    wilds: list[Card] = []
    naturals: list[Card] = []
    for card in sorted(hand, key=sort_key):
        if card.rank == wild_rank:
            wilds.append(card)
        else:
            naturals.append(card)
            faces.setdefault((card.rank, card.suit), card)
    return faces, wilds, naturals


def table_plays(
    hand: Sequence[Card], table: Sequence[TableMeld], wild_rank: int
) -> list[LayMeld | AddToMeld | SwapWild]:
    split = _split(hand, wild_rank)
    return [
        *new_meld_actions(tuple(hand), wild_rank),
        *layoff_actions(hand, table, wild_rank, split),
        *swap_actions(hand, table, wild_rank, split),
    ]


def new_meld_actions(
    hand: Sequence[Card], wild_rank: int, split: Split | None = None
) -> list[LayMeld]:
    faces, wilds, naturals = split or _split(hand, wild_rank)
    spare = len(wilds)
    found: list[LayMeld] = []
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
    if meld.kind != "run":
        return (False, False)
    low, high = meld.stands[0][0], meld.stands[-1][0]
    longer = high - low + 2 <= 13
    return (longer and low > 1, longer and high < ACE_HIGH)


def wild_spots(table: Sequence[TableMeld]) -> list[tuple[int, bool]]:
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
                # Changed with the ruling of 2026-11-27 (a set's wild stands for any suit not
                # yet present, or any suit when the set holds more wilds than missing suits):
                # a natural of each such suit may swap.
                shown = {s for _, s, w in meld.stands if not w}
                missing = [s for s in STD_SUITS if s not in shown]
                wilds = sum(1 for _, _, w in meld.stands if w)
                open_suits = missing if wilds <= len(missing) else list(STD_SUITS)
                naturals = [faces[(face, s)] for s in open_suits if (face, s) in faces]
            else:
                naturals = [faces[(face, suit)]] if (face, suit) in faces else []
            for natural in naturals:
                if spots is None:
                    spots = wild_spots(table)
                found.append(SwapWild(natural, k, card, TO_HAND, False))
                if spots:
                    dest, low = spots[0]
                    found.append(SwapWild(natural, k, card, dest, low))
    return found
