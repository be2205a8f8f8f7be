"""Listing Mose plays for a hand: a bounded, complete-enough choice for bots and random play.

A hand of 30 cards holds far too many melds to list them all, so the list keeps:

* every new meld of **three** cards (naturals of one face taken once, wilds in sort order; a
  run puts wilds only where the hand lacks the natural card),
* every **single-card** lay-off (a natural where it fits; one wild at each open end),
* every wild swap, taking the wild into hand or laying it at once on the first open spot (the
  other spots are accepted too, and :meth:`MoseState.find_action` offers them all); a wild in
  a set is offered to a natural of each suit it may stand for.

Any bigger meld or lay-off is reachable one card at a time from these (every run or set of 3+
cards with a natural holds a 3-card meld with a natural, and cards can then be added one by one
at the ends), and :meth:`MoseState.check` accepts every legal play however large, so a 6-card
meld dropped by a player is fine.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, combinations_with_replacement
from typing import Final, NamedTuple, cast

from cardtable.engine.cards import STD_SUITS, Card, sort_key
from cardtable.games.mose.actions import TO_HAND, AddToMeld, LayMeld, SwapWild
from cardtable.games.shared.melds import (
    ACE_HIGH,
    ANY_SUIT,
    Meld,
    MeldRules,
    extend,
    place,
    rank_is_wild,
)

#: Meld rules per wild rank (1 = Aces ... 13 = Kings). A wild in a set stands for any suit not
#: yet present, not one suit (RULINGS, Mose melds).
RULES: dict[int, MeldRules] = {
    r: MeldRules(is_wild=rank_is_wild(r), open_set_wilds=True) for r in range(1, 14)
}

WILD_POINTS = 20


def card_points(card: Card, wild_rank: int) -> int:
    """Penalty value in hand: the wild rank 20, J/Q/K 10, Ace 1, 2-10 face value."""
    if card.rank == wild_rank:
        return WILD_POINTS
    return min(card.rank, 10)


class TableMeld(NamedTuple):
    """A meld on the table as plain data: kind ("set"/"run"), what each card stands for
    ((rank or position, suit, wild) per card, as :meth:`Meld.stands` gives) and its cards."""

    kind: str
    stands: Sequence[tuple[int, str, bool]]
    cards: Sequence[Card]


_SUIT_INDEX: Final = {suit: i for i, suit in enumerate(STD_SUITS)}
#: Bits 1..12 of a suit's position mask: the lowest positions a 3-card run may start at.
_LOWS: Final = 0b1_1111_1111_1110


def wild_suits(stands: Sequence[tuple[int, str, bool]]) -> tuple[str, ...]:
    """The suits a wild of a set (``stands`` as a table keeps them) may stand for: the suits no
    natural of the set shows, or all four when the set holds more wilds than missing suits (a
    wild beyond them stands for any suit), as :meth:`Meld.wild_suits` says."""
    shown: set[str] = set()
    wilds = 0
    for _rank, suit, wild in stands:
        if wild:
            wilds += 1
        else:
            shown.add(suit)
    missing = tuple([s for s in STD_SUITS if s not in shown])
    return missing if wilds <= len(missing) else STD_SUITS


def naturals_at(places: Sequence[Card | None], rank: int, suits: Sequence[str]) -> list[Card]:
    """The hand's naturals that could take a wild's place of ``rank`` in one of ``suits`` (a
    run's wild: its one suit; a set's: :func:`wild_suits`), first copies, suit by suit."""
    found: list[Card] = []
    for suit in suits:
        natural = places[_SUIT_INDEX[suit] * _ROW + rank]
        if natural is not None:
            found.append(natural)
    return found


def wild_choices(stands: Sequence[tuple[int, str, bool]], suit: str) -> tuple[str, ...]:
    """The suits the wild of ``suit`` in a meld of ``stands`` may stand for."""
    return wild_suits(stands) if suit == ANY_SUIT else (suit,)


def run_starts(mask: int, wilds: int, lows: int = _LOWS) -> int:
    """The lowest places (as bits) of the windows of three places of one suit that ``mask``
    (the suit's places held, as bits) and ``wilds`` wild cards can fill: a natural at least,
    and no more places missing than there are wilds. (``lows``: the bits a window may start
    at, :data:`_LANE_LOWS` for the four suits' masks side by side in one number.)"""
    if wilds >= 2:
        starts = mask | (mask >> 1) | (mask >> 2)
    elif wilds == 1:
        starts = (mask & (mask >> 1)) | (mask & (mask >> 2)) | ((mask >> 1) & (mask >> 2))
    else:
        starts = mask & (mask >> 1) & (mask >> 2)
    return starts & lows


#: The run position bits of each rank (an Ace at 1 and 14; index 0 unused).
_RANK_BITS: Final = (0, 2 | (1 << ACE_HIGH), *(1 << rank for rank in range(2, 14)))
#: Bits per suit when :func:`has_table_play` keeps the four suits' places in one number (suit
#: number ``s`` from bit ``16 * s``). A suit's places are bits 1..14 of its lane, so shifting
#: the number by one or two never moves a place of one suit onto a window start (bits 1..12)
#: of another: the windows of all four suits are found at once.
_LANE: Final = 16
_LANE_SHIFT: Final = {suit: _LANE * i for i, suit in enumerate(STD_SUITS)}
_LANE_LOWS: Final = sum(_LOWS << _LANE * i for i in range(4))
#: Places per suit in :attr:`Split.places`: positions 0..14 (0 unused, an Ace at 1 and 14).
_ROW: Final = 15


#: What :class:`Split` reads of a card: its place in :func:`sort_key`'s order as one number,
#: its rank, row place and run position bits in its suit's lane (see _LANE).
_Facts = tuple[int, int, int, int, Card]


class _CardFacts(dict[Card, _Facts]):
    """The facts of every card met, looked up instead of worked out (a hand is read at every
    listing). The order number sorts as :func:`sort_key` does (suit, rank, copy)."""

    def __missing__(self, card: Card) -> _Facts:
        suit_order, rank, copy, _ = sort_key(card)
        s = _SUIT_INDEX[card.suits[0]]
        facts = self[card] = (
            (suit_order * 100 + rank) * 100 + copy,
            rank,
            s * _ROW + rank,
            _RANK_BITS[rank] << _LANE * s,
            card,
        )
        return facts


_FACTS: Final = _CardFacts()


class Split:
    """A hand read once for listing plays, in display order (suit by suit, rank, copy).

    ``wilds`` is a list of cards, ``natural_count`` the number of the others (only whether
    there are any is ever asked, and a count is cheaper to keep than a list); ``by_rank[r]``
    the naturals of rank ``r`` (suit by suit, copies in order); ``places[s * 15 + p]`` the
    first copy of the natural at run position ``p`` (1..14, an Ace at both ends) of suit
    number ``s`` (S, H, D, C), or None; ``lanes`` has bit ``16 * s + p`` set for every position
    held in suit ``s`` (the four suits' lanes side by side, see :data:`_LANE`: one bit test
    finds every suit's run windows); ``single`` says no face is held twice.
    """

    __slots__ = ("by_rank", "lanes", "natural_count", "places", "single", "wilds")

    def __init__(self, hand: Sequence[Card], wild_rank: int) -> None:
        wilds: list[Card] = []
        by_rank: dict[int, list[Card]] = {}
        places: list[Card | None] = [None] * (4 * _ROW)
        lanes = 0
        single = True
        read = sorted(map(_FACTS.__getitem__, hand))  # by the order number (never shared)
        for _order, rank, at, bits, card in read:
            if rank == wild_rank:
                wilds.append(card)
                continue
            same = by_rank.get(rank)
            if same is None:
                by_rank[rank] = [card]
            else:
                same.append(card)
            if places[at] is None:
                places[at] = card
                if rank == 1:
                    places[at + 13] = card
                lanes |= bits
            else:
                single = False
        self.wilds = wilds
        self.natural_count = len(read) - len(wilds)
        self.by_rank = by_rank
        self.places = places
        self.lanes = lanes
        self.single = single

    def remove(self, card: Card, wild_rank: int) -> None:
        """Take ``card`` out, as reading the hand again without it would (for a hand holding no
        face twice, ``single``: the lists keep their order)."""
        rank = card.rank
        if rank == wild_rank:
            self.wilds.remove(card)
            return
        self.natural_count -= 1
        same = self.by_rank[rank]
        if len(same) == 1:
            del self.by_rank[rank]
        else:
            same.remove(card)
        s = _SUIT_INDEX[card.suits[0]]
        self.places[s * _ROW + rank] = None
        if rank == 1:
            self.places[s * _ROW + 14] = None
        self.lanes &= ~(_RANK_BITS[rank] << _LANE * s)


class _Lays(dict[tuple[str, tuple[Card, ...]], LayMeld]):
    """Each new-meld action listed, made once (actions are values; a search lists the same
    melds again and again, and making one costs more than finding it). Emptied when large."""

    def __missing__(self, key: tuple[str, tuple[Card, ...]]) -> LayMeld:
        if len(self) >= _ACTIONS_LIMIT:
            self.clear()
        action = self[key] = LayMeld(*key)
        return action


class _Adds(dict[tuple[int, tuple[Card, ...], tuple[Card, ...]], AddToMeld]):
    """Each single-card lay-off listed, made once (as :class:`_Lays`)."""

    def __missing__(self, key: tuple[int, tuple[Card, ...], tuple[Card, ...]]) -> AddToMeld:
        if len(self) >= _ACTIONS_LIMIT:
            self.clear()
        action = self[key] = AddToMeld(*key)
        return action


class _Swaps(dict[tuple[Card, int, Card, int, bool], SwapWild]):
    """Each wild swap listed, made once (as :class:`_Lays`)."""

    def __missing__(self, key: tuple[Card, int, Card, int, bool]) -> SwapWild:
        if len(self) >= _ACTIONS_LIMIT:
            self.clear()
        action = self[key] = SwapWild(*key)
        return action


_ACTIONS_LIMIT: Final = 20_000
_LAYS: Final = _Lays()
_ADDS: Final = _Adds()
_SWAPS: Final = _Swaps()


def table_plays(
    hand: Sequence[Card], table: Sequence[TableMeld], wild_rank: int
) -> list[LayMeld | AddToMeld | SwapWild]:
    """New 3-card melds, single-card lay-offs and wild swaps, in that order."""
    if not has_table_play(hand, table, wild_rank):
        return []
    split = Split(hand, wild_rank)
    found: list[LayMeld | AddToMeld | SwapWild] = []
    found.extend(new_meld_actions(hand, wild_rank, split))
    if table:
        found.extend(layoff_actions(hand, table, wild_rank, split))
        found.extend(swap_actions(hand, table, wild_rank, split))
    return found


def has_table_play(
    hand: Sequence[Card], table: Sequence[TableMeld], wild_rank: int, to_hand: bool = True
) -> bool:
    """Whether :func:`table_plays` lists anything for the hand (with ``to_hand`` False: anything
    but a swap that takes the wild into hand), found by counting instead of listing.

    Most hands a search meets hold no play at all (a seat about to discard, a seat offered a
    claim it cannot make), and telling so from a few counts per card costs a fraction of
    listing. Each test below is the condition under which the matching part of the listing
    finds something; a test compares the two on many hands."""
    wilds = 0
    counts = [0] * 14
    held = 0  # the places held, every suit in its lane (see _LANE)
    # Read from the cards' fields: a look-up keyed by card would hash each one in Python.
    lane_shift, rank_bits = _LANE_SHIFT, _RANK_BITS
    for card in hand:
        rank = card.rank
        if rank == wild_rank:
            wilds += 1
        else:
            counts[rank] += 1
            held |= rank_bits[rank] << lane_shift[card.suits[0]]
    # A new set: a rank held at least once with enough naturals and wilds to make three.
    if max(counts) >= (3 - wilds if wilds < 2 else 1):
        return True
    # A new run: a window of three places of one suit, one natural at least, gaps filled by
    # wilds (the same bit test as new_meld_actions, for the four suits at once).
    if run_starts(held, wilds, _LANE_LOWS):
        return True
    if not table:
        return False
    # A lay-off: a natural or a wild on a set, the natural or a wild at an open end of a run.
    for meld in table:
        stands = meld.stands
        if meld.kind == "set":
            if wilds or counts[stands[0][0]]:
                return True
            continue
        low, high = stands[0][0], stands[-1][0]
        if high - low + 2 > 13:
            continue
        if wilds and (low > 1 or high < ACE_HIGH):
            return True
        mask = held >> lane_shift[stands[0][1]]
        if (low > 1 and mask >> (low - 1) & 1) or (high < ACE_HIGH and mask >> (high + 1) & 1):
            return True
    # A wild swap: a natural held for a wild on the table (listed into hand always, onto a meld
    # when some meld has a spot for one more wild, which is looked for only once a natural is
    # found: the spots are the same whichever wild is swapped).
    if not held:
        return False
    for meld in table:
        stands = meld.stands
        for rank, suit, wild in stands:
            if not wild:
                continue
            if suit == ANY_SUIT:
                lanes = 0  # a set's wild: the suits it may stand for, each in its lane
                for open_suit in wild_suits(stands):
                    lanes |= 1 << lane_shift[open_suit]
                if held & lanes << rank:
                    return to_hand or bool(wild_spots(table))
            elif held >> (lane_shift[suit] + rank) & 1:
                return to_hand or bool(wild_spots(table))
    return False


def new_meld_actions(
    hand: Sequence[Card], wild_rank: int, split: Split | None = None
) -> list[LayMeld]:
    """Every new 3-card set and run the hand can lay (canonical cards, see the module doc)."""
    if split is None:
        split = Split(hand, wild_rank)
    wilds = split.wilds
    spare = len(wilds)
    found: list[LayMeld] = []
    # Sets: up to three naturals of one rank (a face may appear twice with two decks), wilds
    # making up the rest. Naturals are in sort order, so each rank's cards come suit by suit.
    need = 3 - spare
    by_rank = split.by_rank
    for rank in sorted(by_rank) if len(by_rank) > 1 else by_rank:
        cards = by_rank[rank]
        held = len(cards)
        if held < need:
            continue
        if split.single or held == 1:
            for size in (3, 2, 1):
                if size > held or 3 - size > spare:
                    continue
                fillers = tuple(wilds[: 3 - size])
                for picked in combinations(cards, size):
                    found.append(_LAYS["set", picked + fillers])
        else:
            _copied_sets(cards, wilds, found)
    # Runs: every window of three positions with at least one natural and no more places
    # missing than there are wilds (an Ace sits at both ends: below the 2 and above the King).
    starts = run_starts(split.lanes, spare, _LANE_LOWS)
    places = split.places
    while starts:
        bit = (starts & -starts).bit_length() - 1
        starts &= starts - 1
        at = bit // _LANE * _ROW + bit % _LANE  # the suit's lane, the place in it
        a, b, c = places[at], places[at + 1], places[at + 2]
        fill = iter(wilds)
        found.append(
            _LAYS[
                "run",
                (
                    a if a is not None else next(fill),
                    b if b is not None else next(fill),
                    c if c is not None else next(fill),
                ),
            ]
        )
    return found


def _copied_sets(cards: list[Card], wilds: list[Card], found: list[LayMeld]) -> None:
    """The sets of one rank when a face is held twice (two decks): suits may repeat, each
    copy used once, first copies first."""
    per_suit: dict[str, list[Card]] = {}
    for card in cards:
        per_suit.setdefault(card.suits[0], []).append(card)
    held, spare = len(cards), len(wilds)
    suits = list(per_suit)
    for size in (3, 2, 1):
        if 3 - size > spare or size > held:
            continue
        for combo in combinations_with_replacement(suits, size):
            picked = _pick(per_suit, combo)
            if picked is not None:
                found.append(_LAYS["set", (*picked, *wilds[: 3 - size])])


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
    if split is None:
        split = Split(hand, wild_rank)
    wild = split.wilds[0] if split.wilds else None
    by_rank, places = split.by_rank, split.places
    found: list[AddToMeld] = []
    for k, meld in enumerate(table):
        stands = meld.stands
        if meld.kind == "set":
            same = by_rank.get(stands[0][0])
            if same:
                found.extend(_ADDS[k, (), (c,)] for c in same)
            if wild is not None:
                found.append(_ADDS[k, (), (wild,)])
            continue
        low, suit = stands[0][0], stands[0][1]
        high = stands[-1][0]
        if high - low + 2 > 13:
            continue
        row = _SUIT_INDEX[suit] * _ROW
        if low > 1:
            card = places[row + low - 1]
            if card is not None:
                found.append(_ADDS[k, (card,), ()])
            if wild is not None:
                found.append(_ADDS[k, (wild,), ()])
        if high < ACE_HIGH:
            card = places[row + high + 1]
            if card is not None:
                found.append(_ADDS[k, (), (card,)])
            if wild is not None:
                found.append(_ADDS[k, (), (wild,)])
    return found


def swap_actions(
    hand: Sequence[Card], table: Sequence[TableMeld], wild_rank: int, split: Split | None = None
) -> list[SwapWild]:
    """Every wild swap open to the hand: the wild into hand, or onto the first open spot."""
    if split is None:
        split = Split(hand, wild_rank)
    if not split.natural_count:
        return []
    places = split.places
    spots: list[tuple[int, bool]] | None = None
    found: list[SwapWild] = []
    for k, meld in enumerate(table):
        i = -1
        for stands in meld.stands:
            i += 1
            if not stands[2]:
                continue
            rank = stands[0]
            card = meld.cards[i]
            # A set's wild takes a natural of any suit it may stand for: each one is listed.
            for natural in naturals_at(places, rank, wild_choices(meld.stands, stands[1])):
                if spots is None:
                    spots = wild_spots(table)
                found.append(_SWAPS[natural, k, card, TO_HAND, False])
                if spots:  # one spot stands for all: they differ only in which meld grows
                    dest, low = spots[0]
                    found.append(_SWAPS[natural, k, card, dest, low])
    return found


#: A meld as a state keeps it: its kind ("set"/"run") and what each card stands for.
PlainMeld = tuple[str, tuple[tuple[int, str, bool], ...]]
#: Melds laid and grown (:func:`placed_meld`, :func:`grown_meld`) by what decides them, with
#: their plain data (kind and stands, as a state keeps them): a search lays the same few melds
#: in sample after sample. Emptied when it grows large.
_MELDS: dict[tuple[object, ...], tuple[Meld, PlainMeld] | None] = {}
_MELDS_LIMIT: Final = 5_000
_UNKNOWN: Final = object()  # not yet worked out (None is a valid answer: no meld)


def placed_meld(kind: str, group: tuple[Card, ...], wild_rank: int) -> Meld | None:
    """The meld ``group`` makes as ``kind`` in this order (:func:`place`), or None."""
    found = placed_pair(kind, group, wild_rank)
    return None if found is None else found[0]


def placed_plain(kind: str, group: tuple[Card, ...], wild_rank: int) -> PlainMeld | None:
    """:func:`placed_meld` as plain data (kind, stands), or None."""
    found = placed_pair(kind, group, wild_rank)
    return None if found is None else found[1]


def placed_pair(
    kind: str, group: tuple[Card, ...], wild_rank: int
) -> tuple[Meld, PlainMeld] | None:
    """:func:`placed_meld` and :func:`placed_plain` together (one look-up), or None."""
    key = (kind, group, wild_rank)
    found = _MELDS.get(key, _UNKNOWN)  # one lookup: the key hashes its cards
    if found is not _UNKNOWN:
        return cast("tuple[Meld, PlainMeld] | None", found)
    return _remember(key, place(kind, group, RULES[wild_rank]))


def grown_meld(
    kind: str,
    cards: Sequence[Card],
    stands: Sequence[tuple[int, str, bool]],
    play: AddToMeld,
    wild_rank: int,
) -> Meld | None:
    """The table meld of ``kind``, ``cards`` and ``stands`` grown by ``play`` (:func:`extend`),
    or None."""
    found = grown_pair(kind, cards, stands, play.low, play.high, wild_rank)
    return None if found is None else found[0]


def grown_plain(
    kind: str,
    cards: Sequence[Card],
    stands: Sequence[tuple[int, str, bool]],
    low: tuple[Card, ...],
    high: tuple[Card, ...],
    wild_rank: int,
) -> PlainMeld | None:
    """The table meld grown by ``low`` below and ``high`` above (as :func:`grown_meld` grows it
    by a lay-off's cards), as plain data (kind, stands), or None."""
    found = grown_pair(kind, cards, stands, low, high, wild_rank)
    return None if found is None else found[1]


def grown_pair(
    kind: str,
    cards: Sequence[Card],
    stands: Sequence[tuple[int, str, bool]],
    low: tuple[Card, ...],
    high: tuple[Card, ...],
    wild_rank: int,
) -> tuple[Meld, PlainMeld] | None:
    """The table meld grown by ``low`` and ``high`` as a meld and as plain data (one look-up),
    or None."""
    key = (kind, tuple(cards), tuple(stands), low, high, wild_rank)
    found = _MELDS.get(key, _UNKNOWN)
    if found is not _UNKNOWN:
        return cast("tuple[Meld, PlainMeld] | None", found)
    meld = extend(Meld.from_plain(kind, cards, stands), low, high, RULES[wild_rank])
    return _remember(key, meld)


def _remember(key: tuple[object, ...], meld: Meld | None) -> tuple[Meld, PlainMeld] | None:
    if len(_MELDS) >= _MELDS_LIMIT:
        _MELDS.clear()
    found = None if meld is None else (meld, (meld.kind.value, meld.stands()))
    _MELDS[key] = found
    return found


def wild_rank_of_round(round_no: int) -> int:
    """Round 1 has 2s wild, round 12 Kings, round 13 Aces (rank 1)."""
    return round_no + 1 if round_no <= 12 else 1
