"""Additions to a Mor meld on the table: the lay-offs behind legal actions and the bot.

For a set: one natural of each face, all the naturals, or one wild. For a sequence: a natural
card in the place of a wild (the wild moves along), and the extensions of each end one place
at a time with at most one wild. The wild limits are counted, not checked by rebuilding the
meld; the results are canonical (:func:`cardtable.games.mor.melds.settle`), including a suited 2
sliding home. Re-exported by :mod:`~cardtable.games.mor.plays`.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from typing import Final

from cardtable.engine.cards import Card
from cardtable.games.mor.hands import (
    BY_ID,
    JOKER_KIND,
    LATER,
    NATURAL,
    TWO,
    HandIndex,
    by_order,
    faces,
    facts,
    learn,
    remember,
)
from cardtable.games.mor.melds import (
    HIGH_ACE,
    LOW_ACE,
    Layout,
    add_result,
    canonical_add,
    is_set,
    settle,
    wild_flags,
)

#: One addition: the cards added and their places (canonical), and the meld it makes.
Addition = tuple[tuple[Card, ...], tuple[int, ...], Layout]


def candidate_adds(
    meld_cards: Sequence[Card],
    meld_at: Sequence[int],
    hand: Sequence[Card],
    prefer: Collection[Card] = (),
) -> list[Addition]:
    """A broad selection of additions from ``hand`` to one meld: (cards, places, resulting meld).

    Of two identical cards, one in ``prefer`` is offered.
    """
    return list(iter_adds(meld_cards, meld_at, HandIndex(hand, prefer)))


def iter_adds(
    meld_cards: Sequence[Card], meld_at: Sequence[int], index: HandIndex
) -> Iterator[Addition]:
    """The additions of :func:`candidate_adds` for a hand, one by one in the same order."""
    return iter(adds_of(meld_cards, meld_at, index))


def adds_of(
    meld_cards: Sequence[Card], meld_at: Sequence[int], index: HandIndex
) -> tuple[Addition, ...]:
    """The additions of :func:`candidate_adds` for a hand, remembered by everything they
    depend on (the same tuple is returned while it is remembered).

    "None" comes at once, without a search, when the hand surely has none (see
    :func:`_run_hand_key`; for a set, a hand without wilds holding no natural of its rank)."""
    # Keyed by the cards' ids (hashing ints is cheaper than hashing cards); the entries hold
    # the cards, so their ids are their own while they last.
    cards = tuple(meld_cards)
    at = tuple(meld_at)
    meld_key = (tuple(map(id, cards)), at)
    if is_set(at):
        rank = at[0]
        if not index.jokers and not index.twos and not index.sets.get(rank, True):
            return ()
        hand_key: tuple[object, ...] | None = index.set_key(rank)
        make = _set_adds
    else:
        hand_key = _run_hand_key(_shape(cards, at, meld_key), index)
        if hand_key is None:
            return ()
        make = _run_adds
    key = (meld_key, hand_key)
    found = _ADDS.get(key)
    if found is None:
        found = remember(_ADDS, key, (cards, tuple(make(cards, at, index))))
    return found[1]


#: The additions found so far, by meld and what they depend on in the hand (see
#: :func:`~cardtable.games.mor.hands.remember`).
_ADDS: dict[tuple[object, ...], tuple[tuple[Card, ...], tuple[Addition, ...]]] = {}

#: A sequence's suit ("" without a natural), lowest and highest place, jokers, wild 2s, the
#: places of its wilds (as bits) and whether it lies in table order (places rising one by one).
RunShape = tuple[str, int, int, int, int, int, bool]

#: The shapes of the sequences seen so far, by the ids of their cards and their places.
_SHAPES: dict[tuple[object, ...], tuple[tuple[Card, ...], RunShape]] = {}


def shape_of(cards: Sequence[Card], at: Sequence[int]) -> RunShape:
    """:func:`run_shape`, remembered by the ids of the cards and their places."""
    cards = tuple(cards)
    at = tuple(at)
    return _shape(cards, at, (tuple(map(id, cards)), at))


def _shape(cards: tuple[Card, ...], at: tuple[int, ...], key: tuple[object, ...]) -> RunShape:
    found = _SHAPES.get(key)
    if found is None:
        found = remember(_SHAPES, key, (cards, run_shape(cards, at)))
    return found[1]


def run_shape(cards: Sequence[Card], at: Sequence[int]) -> RunShape:
    """What the searches read of a sequence (see :data:`RunShape`)."""
    suit = _run_suit(cards)
    get = BY_ID.get
    jokers = twos = wild_places = 0
    for card, place in zip(cards, at, strict=True):
        kind, _, card_suit, _ = get(id(card)) or learn(card)
        if kind == JOKER_KIND:
            jokers += 1
            wild_places |= 1 << place
        elif kind == TWO and not (card_suit == suit and place == 2):
            twos += 1
            wild_places |= 1 << place
    first = at[0]
    in_order = tuple(at) == _RUN_PLACES[first][: len(at)] if 0 <= first <= HIGH_ACE else False
    return suit, min(at), max(at), jokers, twos, wild_places, in_order


def _run_hand_key(shape: RunShape, index: HandIndex) -> tuple[object, ...] | None:
    """What the additions to a sequence depend on in the hand, as a value; None when there
    surely are none.

    An addition needs a card of the suit in a wild's place or just beyond an end, or a wild
    from the hand starting an extension: alone when the wild limits let the meld take one more
    wild, else followed by a card of the suit one place further out. The search reads the
    hand's cards at the wilds' places and along each end, place by place, up to a place
    without a card of the suit (the second such place, with a wild in hand): only those cards
    are in the key, so a hand changed elsewhere finds the additions remembered.
    """
    suit, lo, hi, jokers, twos, wild_places, in_order = shape
    if not in_order:
        _, _, placed, pool_key = index.run_places(suit)
        return (-1, tuple([k for k, _ in placed]), pool_key)  # all of the suit
    places = index.natural_places(suit)
    if suit in index.suited_twos:
        places |= 4  # a 2 of the suit is a natural in its own place
    wilds = bool(index.jokers or index.twos)
    if not (places >> (lo - 1) & 1 or places >> (hi + 1) & 1 or places & wild_places):
        if not wilds or (lo == LOW_ACE and hi == HIGH_ACE):
            return None
        naturals = hi - lo + 1 - jokers - twos
        alone = (index.jokers and not jokers and twos <= 1 and naturals > twos + 1) or (
            index.twos and not twos and jokers <= 1 and naturals > jokers + 1
        )
        if not alone and not (
            (places >> (lo - 2) & 1 if lo - 2 >= LOW_ACE else 0)
            or (places >> (hi + 2) & 1 if hi + 2 <= HIGH_ACE else 0)
        ):
            return None
    reach = wild_places
    for start, step, stop in ((lo - 1, -1, LOW_ACE - 1), (hi + 1, 1, HIGH_ACE + 1)):
        gaps = 1 if wilds else 0
        for place in range(start, stop, step):
            reach |= 1 << place
            if not places >> place & 1:
                if not gaps:
                    break
                gaps = 0
    _, _, placed, pool_key = index.run_places(suit)
    return (reach, tuple([k for k, bits in placed if bits & reach]), pool_key)


def _run_suit(cards: Sequence[Card]) -> str:
    """The suit of a sequence: that of its first natural ("" if none)."""
    get = BY_ID.get
    for card in cards:
        kind, _, suit, _ = get(id(card)) or learn(card)
        if kind == NATURAL:
            return suit
    return ""


def _set_adds(
    meld_cards: Sequence[Card], meld_at: Sequence[int], index: HandIndex
) -> Iterator[Addition]:
    rank = meld_at[0]
    get = BY_ID.get
    pref = index.pref_orders
    held_jokers = held_twos = 0
    for card in meld_cards:
        kind = (get(id(card)) or learn(card))[0]
        if kind == JOKER_KIND:
            held_jokers += 1
        elif kind == TWO:
            held_twos += 1
    wilds = held_jokers + held_twos
    held_naturals = len(meld_cards) - wilds
    size = len(meld_cards)
    naturals = [kc for g in index.naturals.values() for kc in g if kc[1].rank == rank]
    if naturals:
        naturals.sort()
        for card in faces([c for _, c in naturals], pref):
            yield (card,), (rank,), _set_layout(meld_cards, (card,), rank, size + 1)
        if len(naturals) > 1:
            added = tuple(c for _, c in sorted(naturals, key=by_order))
            yield (
                added,
                (rank,) * len(added),
                _set_layout(meld_cards, added, rank, size + len(added)),
            )
    if held_naturals <= wilds + 1:
        return  # one more wild would leave no more naturals than wilds
    offered: list[Card] = []
    if index.jokers and not held_jokers:
        offered.append(index.jokers[0][1])
    if index.twos and not held_twos:
        offered.extend(faces([c for _, c in index.twos], pref))
    for wild in offered:
        yield (wild,), (rank,), _set_layout(meld_cards, (wild,), rank, size + 1)


def _set_key(card: Card) -> int:
    kind, _, _, order = facts(card)
    return order + (LATER if kind in (TWO, JOKER_KIND) else 0)


def _set_layout(meld_cards: Sequence[Card], added: Sequence[Card], rank: int, size: int) -> Layout:
    """A set with cards added, in canonical order: naturals, then wilds, each in display order."""
    return tuple(sorted((*meld_cards, *added), key=_set_key)), (rank,) * size


def _run_adds(
    meld_cards: Sequence[Card], meld_at: Sequence[int], index: HandIndex
) -> Iterator[Addition]:
    get = BY_ID.get
    suit = ""
    jokers_held = 0
    twos: list[tuple[int, Card, int]] = []  # the meld's 2s: (index, card, place)
    for i, card in enumerate(meld_cards):
        kind, _, card_suit, _ = get(id(card)) or learn(card)
        if kind == NATURAL:
            if not suit:
                suit = card_suit
        elif kind == JOKER_KIND:
            jokers_held += 1
        elif kind == TWO:
            twos.append((i, card, meld_at[i]))
    twos_held = 0
    for _, card, place in twos:
        if not (card.suits[0] == suit and place == 2):
            twos_held += 1
    wilds_held = jokers_held + twos_held
    by_place, wild_pool, _, _ = index.run_places(suit)
    first = meld_at[0]
    if not 0 <= first <= HIGH_ACE or tuple(meld_at) != _RUN_PLACES[first][: len(meld_at)]:
        if wilds_held:
            yield from _replacements(meld_cards, meld_at, by_place)
        # Not in table order (melds on the table always are): the ends need sorting out.
        pairs = sorted(zip(meld_at, meld_cards, strict=True), key=lambda pc: pc[0])
        meld_cards = tuple(c for _, c in pairs)
        meld_at = tuple(p for p, _ in pairs)
    elif wilds_held:
        yield from _fast_replacements(meld_cards, meld_at, by_place, suit)
    counts = (jokers_held, twos_held, len(meld_cards) - wilds_held)
    found: list[Addition] = []
    for start, step in ((meld_at[0] - 1, -1), (meld_at[-1] + 1, 1)):
        _extend(
            start,
            step,
            by_place,
            wild_pool,
            [],
            counts,
            False,
            suit,
            found.append,
            meld_cards,
            meld_at,
        )
    yield from found


#: The places of a sequence in table order from each first place.
_RUN_PLACES: Final = [tuple(range(first, HIGH_ACE + 1)) for first in range(HIGH_ACE + 1)]


def _replacements(
    meld_cards: Sequence[Card], meld_at: Sequence[int], by_place: dict[int, list[Card]]
) -> Iterator[Addition]:
    """A natural card in the place of a wild, through the full rules (the wild moves)."""
    flags = wild_flags(meld_cards, meld_at)
    seen: set[Layout] = set()
    for place, is_wild in zip(meld_at, flags, strict=True):
        if is_wild and by_place.get(place):
            cards = (by_place[place][0],)
            result = add_result(meld_cards, meld_at, cards, (place,))
            if not isinstance(result, str) and result not in seen:
                seen.add(result)
                yield (*canonical_add(cards, result), result)


def _fast_replacements(
    meld_cards: Sequence[Card], meld_at: Sequence[int], by_place: dict[int, list[Card]], suit: str
) -> Iterator[Addition]:
    """A natural card in the place of a wild of a sequence in table order.

    The wild moves: a 2 of the suit home when the sequence starts at 3, otherwise to the high
    end, or the low end when the high end is full (a full sequence refuses). The meld keeps its
    wilds and gains a natural, so the wild limits still hold.
    """
    lo, hi = meld_at[0], meld_at[-1]
    for j, (card, place) in enumerate(zip(meld_cards, meld_at, strict=True)):
        options = by_place.get(place)
        if not options:
            continue
        kind, _, card_suit, _ = facts(card)
        if kind == NATURAL or (kind == TWO and card_suit == suit and place == 2):
            continue  # not a wild
        natural = options[0]
        if kind == TWO and card_suit == suit and lo == 3:
            moved = 2
        elif hi < HIGH_ACE:
            moved = hi + 1
        elif lo > LOW_ACE:
            moved = lo - 1
        else:
            continue  # the sequence is full: the wild would have nowhere to go
        cards = [*meld_cards[:j], natural, *meld_cards[j + 1 :], card]
        at = [*meld_at, moved]
        yield (natural,), (place,), settle(cards, at)


def _extend(
    place: int,
    step: int,
    by_place: dict[int, list[Card]],
    wild_pool: list[Card],
    chain: list[Card],
    counts: tuple[int, int, int],
    wild_used: bool,
    suit: str,
    offer: Callable[[Addition], None],
    meld_cards: Sequence[Card],
    meld_at: Sequence[int],
) -> None:
    """Offer the extensions of a sequence end, one place at a time, with at most one wild.

    ``counts`` are the jokers, wild 2s and naturals of the meld with ``chain`` added; a
    candidate is offered when the wild limits allow it.
    """
    if not LOW_ACE <= place <= HIGH_ACE:
        return
    choices: list[tuple[Card, bool]] = []
    natural = None
    for card in by_place.get(place, ()):
        if card not in chain:
            natural = card
            choices.append((card, wild_used))
            break
    if not wild_used:
        for wild in wild_pool:
            if wild is not natural and wild not in chain:
                choices.append((wild, True))
    jokers, twos, naturals = counts
    for card, used in choices:
        kind, _, card_suit, _ = facts(card)
        if kind == JOKER_KIND:
            now = (jokers + 1, twos, naturals)
        elif kind == TWO and not (card_suit == suit and place == 2):
            now = (jokers, twos + 1, naturals)
        else:
            now = (jokers, twos, naturals + 1)
        chain.append(card)
        if now[0] <= 1 and now[1] <= 1 and now[2] > now[0] + now[1]:
            found = _chain_addition(chain, step, suit, meld_cards, meld_at)
            if found is not None:
                offer(found)
        _extend(
            place + step,
            step,
            by_place,
            wild_pool,
            chain,
            now,
            used,
            suit,
            offer,
            meld_cards,
            meld_at,
        )
        chain.pop()


def _suited_two(card: Card, suit: str) -> bool:
    kind, _, card_suit, _ = facts(card)
    return kind == TWO and card_suit == suit


def _chain_addition(
    chain: list[Card], step: int, suit: str, meld_cards: Sequence[Card], meld_at: Sequence[int]
) -> Addition | None:
    """The addition of ``chain`` (in the order laid, from the meld outwards) at one end, in
    canonical form, or None when it only repeats an addition listed before."""
    k = len(chain)
    if step < 0:
        added = tuple(reversed(chain))
        lo = meld_at[0] - k
        places = tuple(range(lo, meld_at[0]))
        if lo == 3 and _suited_two(meld_cards[-1], suit):
            # The meld's suited 2 at the top slides home.
            cards = (meld_cards[-1], *added, *meld_cards[:-1])
            return added, places, (cards, (2, *places, *meld_at[:-1]))
        return added, places, ((*added, *meld_cards), (*places, *meld_at))
    hi = meld_at[-1]
    places = tuple(range(hi + 1, hi + k + 1))
    if meld_at[0] == 3 and _suited_two(chain[-1], suit):
        if k == 1:
            return None  # the same as laying that 2 in its place below the 3, listed before
        two = chain[-1]
        rest = tuple(chain[:-1])
        return (
            (two, *rest),
            (2, *places[:-1]),
            ((two, *meld_cards, *rest), (2, *meld_at, *places[:-1])),
        )
    added = tuple(chain)
    return added, places, ((*meld_cards, *added), (*meld_at, *places))


# --- one card on its own -------------------------------------------------------------------------


def fit_test(meld_cards: Sequence[Card], meld_at: Sequence[int]) -> Callable[[Card], bool]:
    """A test of whether one card could be added to the meld on its own, in some place
    (what :func:`~cardtable.games.mor.melds.add_placements` finds for that card, as a yes or no),
    with the meld's facts worked out once for the many cards a bot asks about."""
    get = BY_ID.get
    jokers = twos = 0
    suit = ""
    for card in meld_cards:
        kind, _, card_suit, _ = get(id(card)) or learn(card)
        if kind == JOKER_KIND:
            jokers += 1
        elif kind == NATURAL and not suit:
            suit = card_suit
    if is_set(meld_at):
        rank = meld_at[0]
        for card in meld_cards:
            if (get(id(card)) or learn(card))[0] == TWO:
                twos += 1
        room = len(meld_cards) - 2 * (jokers + twos) > 1  # naturals > wilds + 1

        def fits_set(card: Card) -> bool:
            kind, card_rank, _, _ = get(id(card)) or learn(card)
            if kind == NATURAL:
                return card_rank == rank
            if kind == JOKER_KIND:
                return room and not jokers
            return kind == TWO and room and not twos

        return fits_set
    flags = wild_flags(meld_cards, meld_at)
    twos = sum(1 for c, w in zip(meld_cards, flags, strict=True) if w and facts(c)[0] == TWO)
    wilds = sum(flags)
    room = len(meld_cards) - 2 * wilds > 1
    lo, hi = min(meld_at), max(meld_at)
    free = {p for p in range(max(LOW_ACE, lo - 1), min(HIGH_ACE, hi + 1) + 1)} - set(meld_at)
    wild_at = {p for p, w in zip(meld_at, flags, strict=True) if w}
    # A wild displaced from its place must have somewhere to go (a full A...K...A has not).
    movable = hi < HIGH_ACE or lo > LOW_ACE

    def fits_run(card: Card) -> bool:
        kind, rank, card_suit, _ = get(id(card)) or learn(card)
        if kind == JOKER_KIND:
            return bool(free) and room and not jokers
        if kind == TWO:
            if card_suit == suit:
                if 2 in free:
                    return True  # its own place, as a natural
                if 2 in wild_at and movable:
                    return True  # in its place, the wild there moves on
            return bool(free) and room and not twos
        if kind != NATURAL or card_suit != suit:
            return False
        for place in (LOW_ACE, HIGH_ACE) if rank == 1 else (rank,):
            if place in free:
                return True
            if place in wild_at and movable:
                return True
        return False

    return fits_run
