"""The Mose play listing for bots (:mod:`cardtable.games.mose.moves`) against brute force.

The listing keeps one canonical card group per new 3-card meld (module doc); these tests check
that it names every 3-card meld a hand can make, only legal ones, and each meaning once, for
hands drawn from one and two decks (two decks give the same face twice). By design a run never
spends a wild on a place whose natural card is in the hand (the wild is worth more kept or laid
elsewhere), so brute force leaves those runs out too.
"""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from cardtable.engine.cards import Card, multi_deck
from cardtable.games.mose.moves import RULES, new_meld_actions, table_plays
from cardtable.games.shared.melds import ACE_HIGH, place

Meaning = tuple[str, tuple[tuple[int, str, bool], ...]]


def _meaning(kind: str, group: tuple[Card, ...], wild_rank: int) -> Meaning | None:
    """What a meld stands for, independent of which copy of a face made it (None: illegal)."""
    meld = place(kind, group, RULES[wild_rank])
    if meld is None:
        return None
    stands = meld.stands()
    return (kind, tuple(sorted(stands)) if kind == "set" else stands)


def _every_meld(hand: list[Card], wild_rank: int) -> set[Meaning]:
    held = {(c.rank, c.suit) for c in hand if c.rank != wild_rank}
    found: set[Meaning] = set()
    for group in permutations(hand, 3):
        for kind in ("set", "run"):
            meaning = _meaning(kind, group, wild_rank)
            if meaning is None:
                continue
            if kind == "run" and any(
                wild and (1 if rank == ACE_HIGH else rank, suit) in held
                for rank, suit, wild in meaning[1]
            ):
                continue
            found.add(meaning)
    return found


def _hands() -> list[tuple[list[Card], int]]:
    rng = random.Random(20261121)
    out = []
    for decks in (1, 2):
        pack = multi_deck(decks)
        for _ in range(60):
            size = rng.randint(3, 9)
            out.append((rng.sample(pack, size), rng.randint(1, 13)))
    return out


@pytest.mark.parametrize(("hand", "wild_rank"), _hands())
def test_new_melds_name_every_three_card_meld_once(hand: list[Card], wild_rank: int) -> None:
    listed = new_meld_actions(hand, wild_rank)
    meanings = [_meaning(a.kind, a.group, wild_rank) for a in listed]
    assert None not in meanings, "a listed meld is not legal"
    assert len(set(meanings)) == len(meanings), "a meld is listed twice"
    assert set(meanings) == _every_meld(hand, wild_rank)


def test_the_listing_does_not_depend_on_the_order_of_the_hand() -> None:
    hand, wild_rank = _hands()[7]
    shuffled = list(reversed(hand))
    assert table_plays(hand, [], wild_rank) == table_plays(shuffled, [], wild_rank)


def test_the_listing_is_the_reference_listing_in_the_same_order() -> None:
    """Against the listing as it was before it was made faster: same melds, same order."""
    from tests.games.mose.legacy_moves import new_meld_actions as reference_new_meld_actions

    rng = random.Random(39)
    for decks in (1, 2, 3):
        pack = multi_deck(decks)
        for _ in range(400):
            hand = rng.sample(pack, rng.randint(3, 30))
            wild_rank = rng.randint(1, 13)
            assert new_meld_actions(hand, wild_rank) == reference_new_meld_actions(
                hand, wild_rank
            ), (hand, wild_rank)
