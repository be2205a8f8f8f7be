"""FROZEN REFERENCE (test-only): the listing as it stood before issue 39. Do not edit.

Every Mor meld and lay-off a hand could make: the listing behind legal actions and the bot.

Built on the meld rules of :mod:`cardtable.games.mor.melds`: each candidate found here is checked
and put in canonical form there.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence

from cardtable.engine.cards import STD, Card, sort_key
from tests.games.mor.reference_melds import (
    HIGH_ACE,
    LOW_ACE,
    SET_RANKS,
    Layout,
    add_result,
    canonical_add,
    is_joker,
    is_set,
    is_two,
    is_wild_card,
    natural_places,
    run_suit,
    settle,
    wild_flags,
)


def first_by_face(cards: Iterable[Card], prefer: Collection[Card] = ()) -> list[Card]:
    """One card of each face (two decks hold two of each), in display order; a card in
    ``prefer`` is chosen over its twin."""
    seen: dict[tuple[int, str, str], Card] = {}
    prefer = frozenset(prefer)
    for card in sorted(cards, key=lambda c: (c not in prefer, sort_key(c))):
        seen.setdefault((card.rank, card.family, card.suit), card)
    return sorted(seen.values(), key=sort_key)


def candidate_melds(hand: Sequence[Card], required: Collection[Card] = ()) -> list[Layout]:
    """A broad selection of the new melds ``hand`` can make, each in canonical form.

    Not every possible meld is listed (identical faces and equivalent choices of which 3s or which
    2 to use are listed once); every listed one is valid. With ``required``, only melds holding
    at least one of those cards are listed.
    """
    found: dict[Layout, None] = {}
    required = frozenset(required)

    def order(card: Card) -> tuple[bool, tuple[int, int, int, str]]:
        return (card not in required, sort_key(card))

    jokers = sorted((c for c in hand if is_joker(c)), key=order)
    joker = jokers[0] if jokers else None
    twos = first_by_face((c for c in hand if is_two(c)), required)
    wild_needed = any(is_wild_card(c) for c in required)
    for rank in SET_RANKS:
        if required and not wild_needed and not any(c.rank == rank for c in required):
            continue
        naturals = sorted((c for c in hand if c.family == STD and c.rank == rank), key=order)
        if len(naturals) < 2:
            continue
        wild_sets: list[tuple[Card, ...]] = [()]
        wild_twos = [t for t in twos if t in required][:1] or twos[:1]
        if joker is not None:
            wild_sets.append((joker,))
        for two in wild_twos:
            wild_sets.append((two,))
            if joker is not None:
                wild_sets.append((joker, two))
        for k in range(2, len(naturals) + 1):
            for wilds in wild_sets:
                if k <= len(wilds) or k + len(wilds) < 3:
                    continue
                cards = (*naturals[:k], *wilds)
                found[settle(cards, tuple(rank for _ in cards))] = None
    other = [c for c in hand if c.family == STD and c.rank != 2]
    by_suit: dict[str, list[Card]] = {}
    for card in sorted(other, key=order):
        by_suit.setdefault(card.suits[0], []).append(card)
    for suit, of_suit in by_suit.items():
        if required and not wild_needed and not any(c.suit == suit for c in required):
            continue
        _runs_of_suit(of_suit, suit, joker, twos, found)
    if required:
        return [m for m in found if any(c in required for c in m[0])]
    return list(found)


def _runs_of_suit(
    cards: Sequence[Card],
    suit: str,
    joker: Card | None,
    twos: Sequence[Card],
    found: dict[Layout, None],
) -> None:
    """Add the runs of one suit: every window of places with at most two holes filled by wilds.

    ``cards`` are the hand's cards of ``suit`` other than 2s, in display order; ``twos`` one 2
    of each suit in hand.
    """
    by_place: dict[int, list[Card]] = {}
    for card in cards:
        if card.rank == 1:
            by_place.setdefault(LOW_ACE, []).append(card)
            by_place.setdefault(HIGH_ACE, []).append(card)
        else:
            by_place.setdefault(card.rank, []).append(card)
    own_two = next((t for t in twos if t.suits[0] == suit), None)
    other_two = next((t for t in twos if t.suits[0] != suit), None)
    for lo in range(LOW_ACE, HIGH_ACE - 1):
        used: list[Card] = []
        places: list[int] = []
        missing: list[int] = []
        own_used = False
        for hi in range(lo, HIGH_ACE + 1):
            if hi == 2 and own_two is not None:
                choice: Card | None = own_two
                own_used = True
            else:
                options = by_place.get(hi)
                choice = None
                if options:
                    choice = options[0]
                    if hi == HIGH_ACE and lo == LOW_ACE:
                        choice = options[1] if len(options) > 1 else None
            if choice is None:
                missing.append(hi)
                if len(missing) > 2:
                    break
            else:
                used.append(choice)
                places.append(hi)
            if hi - lo < 2 or len(used) <= len(missing):
                continue
            fills: list[tuple[Card, ...]] = []
            if not missing:
                fills.append(())
            else:
                two_choices = [t for t in (other_two, None if own_used else own_two) if t]
                if len(missing) == 1:
                    if joker is not None:
                        fills.append((joker,))
                    fills.extend((t,) for t in two_choices)
                elif joker is not None:
                    for t in two_choices:
                        fills.extend(((joker, t), (t, joker)))
            for fill in fills:
                found[settle((*used, *fill), (*places, *missing))] = None


def candidate_adds(
    meld_cards: Sequence[Card],
    meld_at: Sequence[int],
    hand: Sequence[Card],
    prefer: Collection[Card] = (),
) -> list[tuple[tuple[Card, ...], tuple[int, ...], Layout]]:
    """A broad selection of additions from ``hand`` to one meld: (cards, places, resulting meld).

    Of two identical cards, one in ``prefer`` is offered.
    """
    found: dict[Layout, tuple[tuple[Card, ...], tuple[int, ...]]] = {}

    def offer(cards: Sequence[Card], at: Sequence[int]) -> None:
        result = add_result(meld_cards, meld_at, cards, at)
        if not isinstance(result, str) and result not in found:
            found[result] = canonical_add(cards, result)

    prefer = frozenset(prefer)

    def order(card: Card) -> tuple[bool, tuple[int, int, int, str]]:
        return (card not in prefer, sort_key(card))

    jokers = sorted((c for c in hand if is_joker(c)), key=order)
    twos = sorted((c for c in hand if is_two(c)), key=order)
    if is_set(meld_at):
        rank = meld_at[0]
        naturals = sorted((c for c in hand if c.family == STD and c.rank == rank), key=order)
        for card in first_by_face(naturals, prefer):
            offer((card,), (rank,))
        if len(naturals) > 1:
            offer(naturals, tuple(rank for _ in naturals))
        for wild in [*jokers[:1], *first_by_face(twos, prefer)]:
            offer((wild,), (rank,))
        return [(cards, at, result) for result, (cards, at) in found.items()]
    suit = run_suit(meld_cards)
    flags = wild_flags(meld_cards, meld_at)
    by_place: dict[int, list[Card]] = {}
    suited = [c for c in hand if c.family == STD and c.suits[0] == suit]
    for card in sorted(suited, key=order):
        for place in natural_places(card):
            by_place.setdefault(place, []).append(card)
    # One joker and one 2 (a taken one first, else one of another suit) are tried as wilds.
    other_twos = [t for t in twos if t.suits[0] != suit or t in prefer]
    wild_pool = [*jokers[:1], *(other_twos or twos)[:1]]
    # A natural card in the place of a wild.
    for place, is_wild in zip(meld_at, flags, strict=True):
        if is_wild and by_place.get(place):
            offer((by_place[place][0],), (place,))
    lo, hi = min(meld_at), max(meld_at)
    for step in (-1, 1):
        start = lo - 1 if step < 0 else hi + 1
        _extend(start, step, by_place, wild_pool, [], [], offer)
    return [(cards, at, result) for result, (cards, at) in found.items()]


def _extend(
    place: int,
    step: int,
    by_place: dict[int, list[Card]],
    wild_pool: list[Card],
    cards: list[Card],
    at: list[int],
    offer: Callable[[Sequence[Card], Sequence[int]], None],
    wild_used: bool = False,
) -> None:
    """Offer the extensions of a sequence end, one place at a time, with at most one wild."""
    if not LOW_ACE <= place <= HIGH_ACE:
        return
    choices: list[tuple[Card, bool]] = []
    natural = next((c for c in by_place.get(place, ()) if c not in cards), None)
    if natural is not None:
        choices.append((natural, wild_used))
    if not wild_used:
        choices.extend((w, True) for w in wild_pool if w is not natural and w not in cards)
    for card, used in choices:
        cards.append(card)
        at.append(place)
        offer(cards, at)
        _extend(place + step, step, by_place, wild_pool, cards, at, offer, used)
        cards.pop()
        at.pop()
