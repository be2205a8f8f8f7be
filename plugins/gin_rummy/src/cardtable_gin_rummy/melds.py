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
CARDS: Final = tuple(card_from_code("A23456789TJQK"[n % RANKS] + SUITS[n // RANKS]) for n in range(52))


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << number(card)
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
    return sum(VALUE[n] for n in numbers_of(mask))


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
#: The melds each card number belongs to.
_MELDS_WITH: Final = tuple(tuple(m for m in ALL_MELDS if m >> n & 1) for n in range(52))


def is_meld(mask: int) -> bool:
    return mask in _MELD_VALUE


def melds_in(hand: int) -> list[int]:
    """Every meld made of cards of ``hand``."""
    seen: set[int] = set()
    out: list[int] = []
    for n in numbers_of(hand):
        for m in _MELDS_WITH[n]:
            if m & hand == m and m not in seen:
                seen.add(m)
                out.append(m)
    return out


@lru_cache(maxsize=1 << 16)
def melded_value(hand: int) -> int:
    """The most value that non-overlapping melds of ``hand`` can hold."""
    return _best(hand, tuple(melds_in(hand)))


def _best(hand: int, melds: tuple[int, ...]) -> int:
    # The lowest card either stays out of every meld or lies in one of the melds holding it.
    while hand:
        low = hand & -hand
        with_low = [m for m in melds if m & low]
        if not with_low:
            hand ^= low
            continue
        rest = hand ^ low
        best = _best(rest, tuple(m for m in melds if not m & low))
        for m in with_low:
            rest_m = hand & ~m
            best = max(best, _MELD_VALUE[m] + _best(rest_m, tuple(x for x in melds if not x & m)))
        return best
    return 0


def deadwood(hand: int) -> int:
    """The least deadwood ``hand`` can be arranged to leave."""
    return value_of(hand) - melded_value(hand)


@lru_cache(maxsize=1 << 16)
def deadwood_after_discard(hand: int) -> int:
    """The least deadwood left after discarding one card of ``hand`` (of eleven cards)."""
    return min(deadwood(hand ^ (1 << n)) for n in numbers_of(hand))


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
