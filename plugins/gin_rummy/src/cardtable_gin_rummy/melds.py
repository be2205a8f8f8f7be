"""Gin rummy's meld maths on card numbers and bit masks.

Every card has a number 0-51: suit by suit (Spades, Clubs, Diamonds, Hearts), Ace to King within
a suit, so ``number = 13 * suit + rank - 1``. A hand is a bit mask of those numbers. That keeps the
searches here cheap: a meld is one integer, two melds overlap when their masks share a bit.

A meld is a *set* (three or four cards of one rank) or a *run* (three to five cards of one suit
in sequence; the Ace is low only). A longer run is laid as two melds, so every arrangement of a
hand can be written with these shapes. Deadwood is the value of the cards outside the melds:
Ace 1, two to ten their number, picture cards 10.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Final

from cardtable.engine.cards import Card, card_from_code

#: Suit order of the card numbers.
SUITS: Final = ("S", "C", "D", "H")
_SUIT_INDEX: Final = {s: i for i, s in enumerate(SUITS)}
RANKS: Final = 13

#: Deadwood value of each card number.
VALUE: Final = tuple(min(n % RANKS + 1, 10) for n in range(52))


def number(card: Card) -> int:
    """The card's number 0-51."""
    return _SUIT_INDEX[card.suits[0]] * RANKS + card.rank - 1


#: The card of each number.
CARDS: Final = tuple(
    card_from_code("A23456789TJQK"[n % RANKS] + SUITS[n // RANKS]) for n in range(52)
)
#: Each card's bit in a hand's mask.
BIT: Final = {card: 1 << n for n, card in enumerate(CARDS)}
_ROW: Final = (1 << RANKS) - 1
#: Every card.
FULL: Final = (1 << 52) - 1
#: The value of the ranks in each row of one suit (13 bits, Ace lowest).
_ROW_VALUE: Final = tuple(
    sum(min(r + 1, 10) for r in range(RANKS) if row >> r & 1) for row in range(1 << RANKS)
)


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


def numbers_of(mask: int) -> list[int]:
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask`` in number order (by suit, then rank)."""
    return tuple(CARDS[n] for n in numbers_of(mask))


def value_of(mask: int) -> int:
    return (
        _ROW_VALUE[mask & _ROW]
        + _ROW_VALUE[mask >> 13 & _ROW]
        + _ROW_VALUE[mask >> 26 & _ROW]
        + _ROW_VALUE[mask >> 39]
    )


def _top_value(mask: int) -> int:
    """The highest value of a card in ``mask`` (not empty)."""
    ranks = (mask | mask >> 13 | mask >> 26 | mask >> 39) & _ROW
    return min(ranks.bit_length(), 10)


def _all_melds() -> tuple[int, ...]:
    melds: list[int] = []
    for rank in range(RANKS):
        four = [s * RANKS + rank for s in range(4)]
        for missing in range(4):
            melds.append(sum(1 << n for n in four if n != four[missing]))
        melds.append(sum(1 << n for n in four))
    for length in (3, 4, 5):
        for suit in range(4):
            for low in range(RANKS - length + 1):
                melds.append(sum(1 << (suit * RANKS + low + k) for k in range(length)))
    return tuple(melds)


#: Every meld of the deck: sets of three and four, runs of three to five.
ALL_MELDS: Final = _all_melds()
_MELD_VALUE: Final = {m: value_of(m) for m in ALL_MELDS}
_SUIT_BITS: Final = tuple(sum(1 << (s * RANKS + r) for s in range(4)) for r in range(RANKS))
#: The sets of each rank, by the suits held (a 4-bit number): the threes and the four.
_SETS: Final = tuple(
    tuple(
        tuple(m for m in ALL_MELDS if m & ~_SUIT_BITS[r] == 0 and m & ~held_mask == 0)
        for held_mask in (
            sum(1 << (s * RANKS + r) for s in range(4) if held >> s & 1) for held in range(16)
        )
    )
    for r in range(RANKS)
)


def is_meld(mask: int) -> bool:
    return mask in _MELD_VALUE


def melds_in(hand: int) -> list[int]:
    """Every meld made of cards of ``hand``: sets first, then runs."""
    out: list[int] = []
    a, b, c, d = hand & _ROW, hand >> 13 & _ROW, hand >> 26 & _ROW, hand >> 39
    threes = (a & b & (c | d)) | (c & d & (a | b))
    while threes:
        low = threes & -threes
        r = low.bit_length() - 1
        held = (a >> r & 1) | (b >> r & 1) << 1 | (c >> r & 1) << 2 | (d >> r & 1) << 3
        out.extend(_SETS[r][held])
        threes ^= low
    for s, row in enumerate((a, b, c, d)):
        starts = row & row >> 1 & row >> 2
        shift = s * RANKS
        while starts:
            low = starts & -starts
            out.append(0b111 * low << shift)
            if row & low << 3:
                out.append(0b1111 * low << shift)
                if row & low << 4:
                    out.append(0b11111 * low << shift)
            starts ^= low
    return out


def _groups(melds: list[int], used: int, value: int, found: list[tuple[int, int]]) -> None:
    """Every way of choosing non-overlapping melds among ``melds`` (the empty choice too), as
    (cards used, value held) pairs added to ``found``."""
    found.append((used, value))
    for i, m in enumerate(melds):
        rest = [x for x in melds[i + 1 :] if not x & m]
        _groups(rest, used | m, value + _MELD_VALUE[m], found)


@lru_cache(maxsize=1 << 16)
def melded_value(hand: int) -> int:
    """The most value that non-overlapping melds of ``hand`` can hold."""
    melds = melds_in(hand)
    if not melds:
        return 0
    if len(melds) == 1:
        return _MELD_VALUE[melds[0]]
    found: list[tuple[int, int]] = []
    _groups(melds, 0, 0, found)
    return max(v for _, v in found)


def deadwood(hand: int) -> int:
    """The least deadwood ``hand`` can be arranged to leave."""
    return value_of(hand) - melded_value(hand)


@lru_cache(maxsize=1 << 16)
def deadwood_after_discard(hand: int) -> int:
    """The least deadwood left after discarding one card of ``hand`` (of eleven cards)."""
    melds = melds_in(hand)
    total = value_of(hand)
    if not melds:
        return total - _top_value(hand)
    found: list[tuple[int, int]] = []
    _groups(melds, 0, 0, found)
    best = 0
    for used, value in found:
        rest = hand & ~used
        if rest:
            best = max(best, value + _top_value(rest))
        else:
            # Every card melded: some discard must break into a meld (or shorten a long one).
            best = max(best, total - min(deadwood(hand & ~(1 << n)) for n in numbers_of(hand)))
    return total - best


def best_melds(hand: int) -> list[int]:
    """An arrangement of ``hand`` into melds leaving the least deadwood (runs of six or more are
    split into melds of at most five cards)."""
    out: list[int] = []
    target = melded_value(hand)
    while target:
        for m in melds_in(hand):
            rest = hand & ~m
            if _MELD_VALUE[m] + melded_value(rest) == target:
                out.append(m)
                hand = rest
                target -= _MELD_VALUE[m]
                break
    return out


def melds_keeping(hand: int, limit: int) -> list[int]:
    """The melds of ``hand`` that some arrangement leaving at most ``limit`` deadwood uses."""
    return [m for m in melds_in(hand) if deadwood(hand & ~m) <= limit]


def discards_keeping(hand: int, limit: int) -> list[int]:
    """The cards of ``hand`` whose discard leaves an arrangement of at most ``limit`` deadwood."""
    return [n for n in numbers_of(hand) if deadwood(hand ^ (1 << n)) <= limit]


def layoff_cards(melds: Iterable[int], laid_off: Iterable[int]) -> set[int]:
    """The card numbers that may be laid off on the knocker's ``melds``.

    A set of three takes its fourth card; a set of four takes nothing. A run takes the card just
    below and just above it; a card already laid off next to the run's end counts as part of it,
    so the next card beyond may follow (once per end: the run as laid plus one card on each side
    is what the ends are counted from).
    """
    laid = list(laid_off)
    out: set[int] = set()
    for meld in melds:
        cards = numbers_of(meld)
        if len({n % RANKS for n in cards}) == 1:
            if len(cards) == 3:
                rank = cards[0] % RANKS
                out.update(s * RANKS + rank for s in range(4) if not meld >> (s * RANKS + rank) & 1)
            continue
        ends = _run_ends(cards)
        grown = cards + [n for n in laid if n in ends]
        out.update(_run_ends(grown))
    return out


def _run_ends(cards: list[int]) -> list[int]:
    low, high = min(cards), max(cards)
    ends: list[int] = []
    if low % RANKS > 0:
        ends.append(low - 1)
    if high % RANKS < RANKS - 1:
        ends.append(high + 1)
    return ends
