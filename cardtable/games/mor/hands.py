"""A Mor hand sorted out for the search of melds and lay-offs (:mod:`~cardtable.games.mor.plays`,
:mod:`~cardtable.games.mor.layoffs`).

Move generation is the hot path of random play and of the searching bot, so the search works
on a few facts per card, worked out once (:func:`facts`), and on a hand sorted out once by kind
and suit (:class:`HandIndex`) for every meld it is tried against.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Final

from cardtable.engine.cards import JOKER, STD, Card, sort_key
from cardtable.games.mor.melds import HIGH_ACE, LOW_ACE

#: Kinds of card: a natural (a standard card other than a 2), a 2, a joker, anything else.
NATURAL: Final = 0
TWO: Final = 1
JOKER_KIND: Final = 2
OTHER: Final = 3

#: (kind, rank, suit, order): ``order`` is the display order (:func:`sort_key`) as one integer.
Facts = tuple[int, int, str, int]

#: Added to ``order`` for a card that is not preferred, so preferred cards sort first.
LATER: Final = 1 << 40

#: The facts of every card seen so far (Mor's 106 cards; bounded in case of strangers).
FACTS: dict[Card, Facts] = {}


def facts(card: Card) -> Facts:
    """The facts of ``card`` that the search uses (remembered per card)."""
    found = FACTS.get(card)
    return found if found is not None else learn(card)


def learn(card: Card) -> Facts:
    """Work out the facts of ``card`` and remember them (callers try ``FACTS.get`` first)."""
    a, b, c, _ = sort_key(card)
    order = (a * 1000 + b) * 1000 + c
    if card.family == STD:
        kind = TWO if card.rank == 2 else NATURAL
        found: Facts = (kind, card.rank, card.suits[0], order)
    elif card.family == JOKER:
        found = (JOKER_KIND, card.rank, "", order)
    else:
        found = (OTHER, card.rank, card.suit, order)
    if len(FACTS) < 4096:
        FACTS[card] = found
    return found


def first_by_face(cards: Iterable[Card], prefer: Collection[Card] = ()) -> list[Card]:
    """One card of each face (two decks hold two of each), in display order; a card in
    ``prefer`` is chosen over its twin."""
    get = FACTS.get
    best: dict[int, tuple[int, Card]] = {}
    for card in cards:
        f = get(card) or learn(card)
        key = f[3] if prefer and card in prefer else f[3] + LATER
        face = f[3] // 1000
        held = best.get(face)
        if held is None or key < held[0]:
            best[face] = (key, card)
    chosen = sorted((k % LATER, c) for k, c in best.values())
    return [c for _, c in chosen]


# --- a hand, sorted out once ----------------------------------------------------------------------


class HandIndex:
    """A hand's cards sorted out by kind and suit, for every search over that hand.

    Cards are kept with their sort key: display order, preferred (or required) cards first.
    """

    __slots__ = ("_places", "jokers", "naturals", "pref", "suited_twos", "twos")

    def __init__(self, hand: Iterable[Card], prefer: Collection[Card] = ()) -> None:
        pref = prefer if isinstance(prefer, frozenset) else frozenset(prefer)
        self.pref = pref
        get = FACTS.get
        jokers: list[tuple[int, Card]] = []
        twos: list[tuple[int, Card]] = []
        naturals: dict[str, list[tuple[int, Card]]] = {}
        suited_twos: dict[str, list[tuple[int, Card]]] = {}
        for card in hand:
            kind, _, suit, order = get(card) or learn(card)
            key = order if pref and card in pref else order + LATER
            if kind == NATURAL:
                found = naturals.get(suit)
                if found is None:
                    naturals[suit] = [(key, card)]
                else:
                    found.append((key, card))
            elif kind == TWO:
                twos.append((key, card))
                found = suited_twos.get(suit)
                if found is None:
                    suited_twos[suit] = [(key, card)]
                else:
                    found.append((key, card))
            elif kind == JOKER_KIND:
                jokers.append((key, card))
        jokers.sort()
        twos.sort()
        for group in naturals.values():
            group.sort()
        self.jokers = jokers
        self.twos = twos
        self.naturals = naturals
        self.suited_twos = suited_twos
        self._places: dict[str, tuple[dict[int, list[Card]], list[Card]]] = {}

    def chosen_twos(self) -> list[Card]:
        """One 2 of each suit (a preferred one first), in display order."""
        best: dict[str, tuple[int, Card]] = {}
        for key, card in self.twos:
            suit = card.suits[0]
            if suit not in best:
                best[suit] = (key, card)
        return [c for _, c in sorted((k % LATER, c) for k, c in best.values())]

    def run_places(self, suit: str) -> tuple[dict[int, list[Card]], list[Card]]:
        """For additions to a sequence of ``suit``: the hand's cards of that suit by the places
        they can take (2s included), and the wilds to try (a joker, a 2)."""
        found = self._places.get(suit)
        if found is not None:
            return found
        keyed = [*self.naturals.get(suit, ()), *self.suited_twos.get(suit, ())]
        keyed.sort()
        by_place: dict[int, list[Card]] = {}
        for _, card in keyed:
            rank = card.rank
            if rank == 1:
                by_place.setdefault(LOW_ACE, []).append(card)
                by_place.setdefault(HIGH_ACE, []).append(card)
            else:
                by_place.setdefault(rank, []).append(card)
        pool: list[Card] = []
        if self.jokers:
            pool.append(self.jokers[0][1])
        pref = self.pref
        spare = next(
            (c for _, c in self.twos if c.suits[0] != suit or c in pref),
            self.twos[0][1] if self.twos else None,
        )
        if spare is not None:
            pool.append(spare)
        found = (by_place, pool)
        self._places[suit] = found
        return found


def by_order(item: tuple[int, Card]) -> int:
    """Sort key of a keyed card: display order, whether preferred or not."""
    return item[0] % LATER
