"""Every Mor meld and lay-off a hand could make: the listing behind legal actions and the bot.

Built on the meld rules of :mod:`cardtable.games.mor.melds`: every candidate found here is a valid
meld or addition there, in canonical form. New melds are found here, additions to a meld on the
table in :mod:`~cardtable.games.mor.layoffs` (re-exported here); both work on a
:class:`~cardtable.games.mor.hands.HandIndex` and count wilds and naturals instead of rebuilding
and re-checking each candidate. ``tests/games/mor/test_fast_moves.py`` checks that the listing is
exactly the one of the plain search it replaced (kept in ``tests/games/mor/reference_plays.py``).

The iterators (:func:`iter_melds`, :func:`iter_adds`) give the candidates one by one in the
listing's order, so a yes-or-no question (may the discard pile be taken?) stops at the first.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence
from typing import cast

from cardtable.engine.cards import Card
from cardtable.games.mor.hands import (
    BY_ID,
    JOKER_KIND,
    LATER,
    NATURAL,
    TWO,
    HandIndex,
    by_order,
    first_by_face,
    learn,
    remember,
)
from cardtable.games.mor.layoffs import Addition, adds_of, candidate_adds, iter_adds, shape_of
from cardtable.games.mor.melds import HIGH_ACE, LOW_ACE, Layout, is_set

__all__ = [
    "Addition",
    "HandIndex",
    "adds_of",
    "candidate_adds",
    "candidate_melds",
    "could_use_taken",
    "first_by_face",
    "iter_adds",
    "iter_melds",
    "meld_parts",
    "meld_shapes",
    "melds_taken_surely",
]


# --- a quick no for the discard pile -------------------------------------------------------------


def could_use_taken(
    taken: Sequence[Card],
    hand: Sequence[Card],
    set_ranks: Collection[int],
    runs: Sequence[tuple[str | None, int, int, int]],
) -> bool:
    """False only when no meld or addition of ``hand`` (which holds the ``taken`` cards) can
    hold a taken card; True means the full search must tell. The team's melds are given by the
    ranks of its sets and, for each sequence, its suit, lowest and highest place and the places
    of its wilds (as bits).

    Only natural taken cards are judged (a wild says True), and the hand's wilds are counted
    generously (a joker and a 2 at most, as a meld holds no more). A natural joins a set of its
    rank, or a sequence of its suit in the place of a wild or beyond an end when the places
    between are held in hand, all of them or all but one with a wild to spare. A new set needs
    three naturals of its rank, or two and a wild. A new sequence holding the card has a stretch
    of three to five places holding it with more naturals than gaps and no more gaps than wilds
    (a longer one holds at most two gaps, so any five places of it do).
    """
    get = BY_ID.get
    ranks: dict[int, int] = {}
    places: dict[str, int] = {}
    jokers = twos = 0
    for card in hand:
        kind, rank, suit, _ = get(id(card)) or learn(card)
        if kind == NATURAL:
            ranks[rank] = ranks.get(rank, 0) + 1
            places[suit] = places.get(suit, 0) | _PLACES[rank]
        elif kind == TWO:
            twos = 1
            places[suit] = places.get(suit, 0) | 4
        elif kind == JOKER_KIND:
            jokers = 1
    wilds = jokers + twos
    for card in taken:
        kind, rank, suit, _ = get(id(card)) or learn(card)
        if kind != NATURAL or rank in set_ranks:
            return True
        if (rank == 3 or rank == 1) and (ranks[rank] > 2 or (ranks[rank] == 2 and wilds)):
            return True
        have = places[suit]
        # Three places with at most one gap (no gap without wilds) stand for the stretches of
        # three and four; five places with two gaps need both wilds.
        one_gap = 1 if wilds else 0
        for window in _THREES[rank]:
            if (window & ~have).bit_count() <= one_gap:
                return True
        if wilds == 2:
            for window in _FIVES[rank]:
                if (window & ~have).bit_count() <= 2:
                    return True
        for of_run, lo, hi, run_wilds in runs:
            if of_run != suit:
                continue
            for place in (LOW_ACE, HIGH_ACE) if rank == 1 else (rank,):
                if lo <= place <= hi:
                    if run_wilds >> place & 1:
                        return True
                    continue
                if place < lo:
                    between = (1 << lo) - (1 << (place + 1))
                else:
                    between = (1 << place) - (1 << (hi + 1))
                missing = (between & ~have).bit_count()
                if missing == 0 or (missing == 1 and wilds):
                    return True
    return False


def melds_taken_surely(taken: Sequence[Card], hand: Sequence[Card]) -> bool:
    """True when the listing of new melds for ``hand`` (the ``taken`` cards preferred) surely
    holds a three-card meld with a taken card: three naturals of a taken natural's rank (3s or
    Aces), or three naturals of its suit in neighbouring places with it among them (the listing
    takes the preferred card of each place, so a taken one). False says nothing."""
    get = BY_ID.get
    ranks: dict[int, int] = {}
    places: dict[str, int] = {}
    for card in hand:
        kind, rank, suit, _ = get(id(card)) or learn(card)
        if kind == NATURAL:
            ranks[rank] = ranks.get(rank, 0) + 1
            places[suit] = places.get(suit, 0) | _PLACES[rank]
    for card in taken:
        kind, rank, suit, _ = get(id(card)) or learn(card)
        if kind != NATURAL:
            continue
        if (rank == 3 or rank == 1) and ranks[rank] > 2:
            return True
        have = places[suit]
        for window in _THREES[rank]:
            if have & window == window:
                return True
    return False


def meld_shapes(
    layouts: Iterable[tuple[Sequence[Card], Sequence[int]]],
) -> tuple[set[int], list[tuple[str | None, int, int, int]]]:
    """What :func:`could_use_taken` reads of a team's melds: the ranks of its sets, and each
    sequence's suit, lowest and highest place and wild places (as bits; see
    :func:`~cardtable.games.mor.layoffs.run_shape`)."""
    set_ranks: set[int] = set()
    runs: list[tuple[str | None, int, int, int]] = []
    for cards, at in layouts:
        if is_set(at):
            set_ranks.add(at[0])
            continue
        suit, lo, hi, _, _, wild_places, _ = shape_of(cards, at)
        runs.append((suit or None, lo, hi, wild_places))
    return set_ranks, runs


#: The places of a natural of each rank, as bits (an Ace stands low or high).
_PLACES = [0, (1 << LOW_ACE) | (1 << HIGH_ACE), *(1 << r for r in range(2, 14))]


def _windows(rank: int) -> list[tuple[int, int]]:
    found: list[tuple[int, int]] = []
    for size in (3, 4, 5):
        for lo in range(LOW_ACE, HIGH_ACE - size + 2):
            window = (1 << (lo + size)) - (1 << lo)
            if window & _PLACES[rank]:
                found.append((window, size))
    return found


#: For a natural of each rank: the stretches of three to five places holding it, as bits, with
#: their sizes.
_WINDOWS = [[], *(_windows(r) for r in range(1, 14))]

#: For a natural of each rank: the three (five) neighbouring places holding it, as bits.
_THREES = [[w for w, size in found if size == 3] for found in _WINDOWS]
_FIVES = [[w for w, size in found if size == 5] for found in _WINDOWS]


# --- new melds -----------------------------------------------------------------------------------


def candidate_melds(hand: Sequence[Card], required: Collection[Card] = ()) -> list[Layout]:
    """A broad selection of the new melds ``hand`` can make, each in canonical form.

    Not every possible meld is listed (identical faces and equivalent choices of which 3s or which
    2 to use are listed once); every listed one is valid. With ``required``, only melds holding
    at least one of those cards are listed.
    """
    return list(iter_melds(HandIndex(hand, required)))


def iter_melds(index: HandIndex) -> Iterator[Layout]:
    """The melds of :func:`candidate_melds` for a hand, one by one in the same order (the
    index's preferred cards are the required ones)."""
    for part in meld_parts(index):
        yield from part


def meld_parts(index: HandIndex) -> list[tuple[Layout, ...]]:
    """The melds of :func:`iter_melds` in parts (the sets of a rank, the runs of a suit), each
    part remembered by everything it depends on, so a part seen before costs a look-up."""
    req = index.pref
    joker_keyed = index.jokers[0] if index.jokers else None
    joker = joker_keyed[1] if joker_keyed else None
    joker_key = joker_keyed[0] if joker_keyed else -1
    twos_keyed = index.chosen_twos()
    wild_needed = False
    if req:
        get = BY_ID.get
        for card in req:
            if (get(id(card)) or learn(card))[0] in (TWO, JOKER_KIND):
                wild_needed = True
                break
    parts: list[tuple[Layout, ...]] = []
    # Sets of 3s, then of Aces.
    for rank in (3, 1):
        naturals_keyed = index.sets[rank]
        if len(naturals_keyed) < 2:
            continue
        if req and not wild_needed and not any(c.rank == rank for c in req):
            continue
        wild_two = None
        if req:
            wild_two = next((kc for kc in twos_keyed if kc[0] < LATER), None)
        if wild_two is None and twos_keyed:
            wild_two = twos_keyed[0]
        set_key = (
            tuple([k for k, _ in naturals_keyed]),
            joker_key,
            wild_two[0] if wild_two else -1,
            bool(req),
        )
        found = _SETS.get(set_key)
        if found is None:
            made = _sets_of_rank(
                naturals_keyed,
                rank,
                joker,
                wild_two[1] if wild_two else None,
                index.pref_ids if req else None,
            )
            found = remember(_SETS, set_key, tuple(made))
        if found:
            parts.append(found)
    # Sequences, suit by suit in the order of their first card.
    groups = sorted([(g[0][0], suit, g) for suit, g in index.naturals.items()])
    for _, suit, group in groups:
        if req and not wild_needed and not any(c.suit == suit for c in req):
            continue
        own = other = None
        for kc in twos_keyed:
            if kc[1].suits[0] == suit:
                if own is None:
                    own = kc
            elif other is None:
                other = kc
        # A sequence needs three neighbouring places held, or with a wild two places at most
        # three apart: a suit without them has none (and is not worth a key).
        places = index.natural_places(suit)
        if own is not None:
            places |= 4
        if joker is None and own is None and other is None:
            if not places & (places >> 1) & (places >> 2):
                continue
        elif not places & ((places >> 1) | (places >> 2) | (places >> 3)):
            continue
        key = (
            tuple([k for k, _ in group]),
            joker_key,
            own[0] if own else -1,
            other[0] if other else -1,
            bool(req),
        )
        found = _RUNS.get(key)
        if found is None:
            runs = _runs_of_suit(
                group,
                suit,
                joker,
                own[1] if own else None,
                other[1] if other else None,
                index.pref_ids if req else None,
            )
            found = remember(_RUNS, key, tuple(runs))
        if found:
            parts.append(found)
    return parts


def _sets_of_rank(
    naturals_keyed: list[tuple[int, Card]],
    rank: int,
    joker: Card | None,
    two: Card | None,
    req: frozenset[int] | None,
) -> Iterator[Layout]:
    """The sets of one rank: two or more naturals (the preferred first), with no wild, the
    joker, a 2, or both; with ``req`` (ids of hand cards) only sets holding one of them."""
    wild_sets: list[tuple[Card, ...]] = [()]
    if joker is not None:
        wild_sets.append((joker,))
    if two is not None:
        wild_sets.append((two,))
        if joker is not None:
            wild_sets.append((two, joker))  # in display order: 2s before jokers
    for k in range(2, len(naturals_keyed) + 1):
        head = sorted(naturals_keyed[:k], key=by_order)
        head_required = req is None or any(key < LATER for key, _ in head)
        head_cards = tuple(c for _, c in head)
        for wilds in wild_sets:
            if k <= len(wilds) or k + len(wilds) < 3:
                continue
            if not head_required and not any(id(w) in req for w in wilds):  # type: ignore[operator]
                continue
            cards = head_cards + wilds
            yield cards, (rank,) * len(cards)


#: The sets of one rank found so far, by everything they depend on (see :func:`remember`).
_SETS: dict[tuple[object, ...], tuple[Layout, ...]] = {}

#: The runs of one suit found so far, by everything they depend on (see :func:`remember`).
_RUNS: dict[tuple[object, ...], tuple[Layout, ...]] = {}


def _runs_of_suit(
    group: list[tuple[int, Card]],
    suit: str,
    joker: Card | None,
    own_two: Card | None,
    other_two: Card | None,
    req: frozenset[int] | None,
) -> Iterator[Layout]:
    """The runs of one suit: every window of places with at most two holes filled by wilds.

    ``group`` holds the hand's naturals of ``suit`` (keyed, preferred first); ``own_two`` is a
    2 of ``suit``, ``other_two`` the first 2 of another suit in display order; with ``req``
    (ids of hand cards), only runs holding one of those cards are listed.
    """
    first: list[Card | None] = [None] * 15
    aces: list[Card] = []
    for _, card in group:
        rank = card.rank
        if rank == 1:
            aces.append(card)
        elif first[rank] is None:
            first[rank] = card
    if aces:
        first[LOW_ACE] = first[HIGH_ACE] = aces[0]
    second_ace = aces[1] if len(aces) > 1 else None
    mask = 0
    for place in range(1, 15):
        if first[place] is not None:
            mask |= 1 << place
    if own_two is not None:
        mask |= 1 << 2
    no_wilds = joker is None and own_two is None and other_two is None
    for lo in range(LOW_ACE, HIGH_ACE - 1):
        # A window with at most two holes and more cards than holes has two cards among its
        # first four places; without wilds it needs its first three.
        if no_wilds:
            if (mask >> lo) & 7 != 7:
                continue
        elif ((mask >> lo) & 15).bit_count() < 2:
            continue
        row: list[Card | None] = []
        missing: list[int] = []
        used = 0
        own_used = False
        for hi in range(lo, HIGH_ACE + 1):
            choice: Card | None
            if hi == 2 and own_two is not None:
                choice = own_two
                own_used = True
            elif hi == HIGH_ACE and lo == LOW_ACE:
                choice = second_ace
            else:
                choice = first[hi]
            if choice is None:
                missing.append(hi)
                if len(missing) > 2:
                    break
            else:
                used += 1
            row.append(choice)
            holes = len(missing)
            if hi - lo < 2 or used <= holes:
                continue
            places = tuple(range(lo, hi + 1))
            if not holes:
                cards = cast(tuple[Card, ...], tuple(row))
                if req is None or any(id(c) in req for c in cards):
                    yield cards, places
                continue
            fills: list[tuple[Card, ...]] = []
            spare_own = None if own_used else own_two
            if holes == 1:
                if joker is not None:
                    fills.append((joker,))
                if other_two is not None:
                    fills.append((other_two,))
                if spare_own is not None:
                    fills.append((spare_own,))
            elif joker is not None:
                for wild_two in (other_two, spare_own):
                    if wild_two is not None:
                        fills.append((joker, wild_two))
                        fills.append((wild_two, joker))
            for fill in fills:
                if lo == 3 and fill[-1] is own_two and missing[-1] == hi:
                    # The suited 2 at the top slides home: the same meld as the window from 2
                    # with that 2 in place, listed before.
                    continue
                filled = list(row)
                for place, wild in zip(missing, fill, strict=True):
                    filled[place - lo] = wild
                cards = cast(tuple[Card, ...], tuple(filled))
                if req is None or any(id(c) in req for c in cards):
                    yield cards, places
