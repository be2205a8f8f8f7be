"""A Mor hand sorted out for the search of melds and lay-offs (:mod:`~cardtable.games.mor.plays`,
:mod:`~cardtable.games.mor.layoffs`).

Move generation is the hot path of random play and of the searching bot, so the search works
on a few facts per card, worked out once (:func:`facts`), and on a hand sorted out once by kind
and suit (:class:`HandIndex`) for every meld it is tried against.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Final, TypeVar

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

#: The facts of every card object seen so far, by ``id``: looking a card up by value would run
#: its Python ``__hash__`` each time. ``_KEPT`` holds every card listed, so no id in the table
#: can be reused by another object; past the limit, facts are worked out afresh.
BY_ID: dict[int, Facts] = {}
_KEPT: list[Card] = []


def facts(card: Card) -> Facts:
    """The facts of ``card`` that the search uses (remembered per card)."""
    found = BY_ID.get(id(card))
    return found if found is not None else learn(card)


def learn(card: Card) -> Facts:
    """Work out the facts of ``card`` and remember them (callers try ``BY_ID`` first)."""
    a, b, c, _ = sort_key(card)
    order = (a * 1000 + b) * 1000 + c
    if card.family == STD:
        kind = TWO if card.rank == 2 else NATURAL
        found: Facts = (kind, card.rank, card.suits[0], order)
    elif card.family == JOKER:
        found = (JOKER_KIND, card.rank, "", order)
    else:
        found = (OTHER, card.rank, card.suit, order)
    if len(_KEPT) < 8192:
        _KEPT.append(card)
        BY_ID[id(card)] = found
    return found


def orders(cards: Iterable[Card]) -> frozenset[int]:
    """The display orders of ``cards``: one number per card, equal for equal cards."""
    get = BY_ID.get
    return frozenset((get(id(c)) or learn(c))[3] for c in cards)


def first_by_face(cards: Iterable[Card], prefer: Collection[Card] = ()) -> list[Card]:
    """One card of each face (two decks hold two of each), in display order; a card in
    ``prefer`` is chosen over its twin."""
    return faces(cards, orders(prefer) if prefer else frozenset())


def faces(cards: Iterable[Card], preferred: frozenset[int]) -> list[Card]:
    """:func:`first_by_face`, with the preferred cards given by their orders."""
    get = BY_ID.get
    if not preferred:
        # By display order alone: a face's copies sit together, the first copy first.
        ordered = sorted([((get(id(card)) or learn(card))[3], card) for card in cards])
        return _first_of_each_face(ordered, 1000)
    keyed: list[tuple[int, Card]] = []
    for card in cards:
        order = (get(id(card)) or learn(card))[3]
        later = 1 if preferred and order not in preferred else 0
        # By face, then preferred first, then copy: the first of each face is the one kept.
        keyed.append(((((order // 1000) << 1) | later) * 1000 + order % 1000, card))
    keyed.sort()
    return _first_of_each_face(keyed, 2000)


def _first_of_each_face(keyed: list[tuple[int, Card]], per_face: int) -> list[Card]:
    """The first card of each face from cards sorted by a key whose face is ``key //
    per_face``."""
    out: list[Card] = []
    last = -1
    for key, card in keyed:
        face = key // per_face
        if face != last:
            out.append(card)
            last = face
    return out


# --- a hand, sorted out once ----------------------------------------------------------------------


class HandIndex:
    """A hand's cards sorted out by kind and suit, for every search over that hand.

    Cards are kept with their sort key: display order, preferred (or required) cards first.
    """

    __slots__ = (
        "_keyed",
        "_masks",
        "_places",
        "_sets",
        "jokers",
        "naturals",
        "pref",
        "pref_ids",
        "pref_orders",
        "sets",
        "suited_twos",
        "twos",
    )

    def __init__(self, hand: Iterable[Card], prefer: Collection[Card] = ()) -> None:
        pref = prefer if isinstance(prefer, frozenset) else frozenset(prefer)
        #: The preferred cards, their orders, and the ids of the hand's preferred cards.
        self.pref = pref
        pref_orders = orders(pref) if pref else frozenset()
        self.pref_orders = pref_orders
        pref_ids: set[int] = set()
        get = BY_ID.get
        # The hand keyed and sorted once: every group below is then filled in key order.
        keyed: list[tuple[int, Card, Facts]] = []
        for card in hand:
            found_facts = get(id(card)) or learn(card)
            order = found_facts[3]
            if pref_orders and order in pref_orders:
                keyed.append((order, card, found_facts))
                pref_ids.add(id(card))
            else:
                keyed.append((order + LATER, card, found_facts))
        keyed.sort(key=_first)
        jokers: list[tuple[int, Card]] = []
        twos: list[tuple[int, Card]] = []
        naturals: dict[str, list[tuple[int, Card]]] = {}
        suited_twos: dict[str, list[tuple[int, Card]]] = {}
        sets: dict[int, list[tuple[int, Card]]] = {3: [], 1: []}
        masks: dict[str, int] = {}
        for key, card, (kind, rank, suit, _) in keyed:
            if kind == NATURAL:
                found = naturals.get(suit)
                if found is None:
                    naturals[suit] = [(key, card)]
                    masks[suit] = _ACE_PLACES if rank == 1 else 1 << rank
                else:
                    found.append((key, card))
                    masks[suit] |= _ACE_PLACES if rank == 1 else 1 << rank
                if rank == 3 or rank == 1:
                    sets[rank].append((key, card))
            elif kind == TWO:
                twos.append((key, card))
                found = suited_twos.get(suit)
                if found is None:
                    suited_twos[suit] = [(key, card)]
                else:
                    found.append((key, card))
            elif kind == JOKER_KIND:
                jokers.append((key, card))
        #: The naturals that can form sets (3s and Aces), by rank, keyed and sorted.
        self.sets = sets
        self.pref_ids = frozenset(pref_ids)
        self.jokers = jokers
        self.twos = twos
        self.naturals = naturals
        self.suited_twos = suited_twos
        self._keyed = keyed
        self._places: dict[str, RunHand] = {}
        self._sets: dict[int, tuple[object, ...]] = {}
        self._masks = masks

    def first_by_face(self) -> list[Card]:
        """:func:`first_by_face` of the whole hand, without preferred cards."""
        if self.pref_orders:
            return first_by_face([card for _, card, _ in self._keyed])
        # As _first_of_each_face does, reading each face from the facts already at hand.
        out: list[Card] = []
        last = -1
        for _, card, found_facts in self._keyed:
            face = found_facts[3] // 1000
            if face != last:
                out.append(card)
                last = face
        return out

    def natural_places(self, suit: str) -> int:
        """The places the hand's naturals of ``suit`` can take, as bits (an Ace both ends)."""
        return self._masks.get(suit, 0)

    def chosen_twos(self) -> list[tuple[int, Card]]:
        """One 2 of each suit (a preferred one first), in display order, with their keys."""
        best: dict[str, tuple[int, Card]] = {}
        for key, card in self.twos:
            suit = card.suits[0]
            if suit not in best:
                best[suit] = (key, card)
        return sorted(best.values(), key=by_order)

    def set_key(self, rank: int) -> tuple[object, ...]:
        """Everything additions to a set of ``rank`` depend on in this hand, as a value."""
        found = self._sets.get(rank)
        if found is None:
            naturals = sorted(kc for g in self.naturals.values() for kc in g if kc[1].rank == rank)
            found = (
                tuple(k for k, _ in naturals),
                self.jokers[0][0] if self.jokers else -1,
                tuple(facts(c)[3] for c in faces([c for _, c in self.twos], self.pref_orders)),
            )
            self._sets[rank] = found
        return found

    def run_places(self, suit: str) -> RunHand:
        """For additions to a sequence of ``suit``: the hand's cards of that suit by the places
        they can take (2s included), the wilds to try (a joker, a 2), and the keys of both
        (what the additions depend on)."""
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
        spare = None
        for kc in self.twos:
            if kc[1].suits[0] != suit or kc[0] < LATER:
                spare = kc
                break
        else:
            if self.twos:
                spare = self.twos[0]
        if self.jokers:
            pool_key: tuple[int, ...] = (self.jokers[0][0],)
        else:
            pool_key = ()
        if spare is not None:
            pool.append(spare[1])
            pool_key += (spare[0],)
        # Each card's key with the places it can take (as bits): a search narrows what its
        # result depends on to the places it reads.
        placed = tuple((k, _ACE_PLACES if c.rank == 1 else 1 << c.rank) for k, c in keyed)
        found = (by_place, pool, placed, pool_key)
        self._places[suit] = found
        return found


#: The places of an Ace, as bits.
_ACE_PLACES: Final = (1 << LOW_ACE) | (1 << HIGH_ACE)

#: A hand seen from one suit: its cards by place, the wilds to try, each card's key with the
#: places it can take (as bits), and the wilds' keys.
RunHand = tuple[dict[int, list[Card]], list[Card], tuple[tuple[int, int], ...], tuple[int, ...]]

_K = TypeVar("_K")
_V = TypeVar("_V")


def remember(cache: dict[_K, _V], key: _K, value: _V, limit: int = 20_000) -> _V:
    """Store ``value`` in a search cache, emptying the cache first when it is full.

    The caches of the search are keyed by value (cards, places), never by a state, so they
    take no part in copying, comparing or saving states.
    """
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value
    return value


def _first(item: tuple[int, Card, Facts]) -> int:
    return item[0]


def by_order(item: tuple[int, Card]) -> int:
    """Sort key of a keyed card: display order, whether preferred or not."""
    return item[0] % LATER
