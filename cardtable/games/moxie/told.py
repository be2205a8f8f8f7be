"""The events a Moxie game tells over and over, each made once and then shared.

A round of Moxie moves the same few amounts between the same zones again and again (a seat puts
in the blind, the bets go into the pot, the pot is paid out) and deals the same 25 cards to the
same hands. Events are immutable values, so an event equal to one already made can be that
one: looking it up is several times quicker than building a frozen dataclass and its zone
names, and with events a round of random play spends much of its time building them.

Each kind is kept in its own table, emptied when it grows large (never while in use: a lookup
that misses just makes the event again).
"""

from __future__ import annotations

from typing import Final, TypeVar

from cardtable.engine.cards import Card
from cardtable.engine.events import CardsMoved, Message, TokensMoved
from cardtable.engine.zones import Seat
from cardtable.games.moxie.table import COIN

_KEPT: Final = 1 << 12

_K = TypeVar("_K")
_V = TypeVar("_V")

#: Coins moving between a seat's purse, its bet and a pot, by (kind of move, seat, pot,
#: amount, verb).
_COINS: Final[dict[tuple[int, Seat, int, int, str], TokensMoved]] = {}
_SAID: Final[dict[tuple[str, Seat | None], Message]] = {}
_DEALT: Final[dict[tuple[Card, str, frozenset[Seat] | None], CardsMoved]] = {}

# The kinds of coin moves in the key of _COINS.
_PUT_IN: Final = 0
_GATHERED: Final = 1
_PAID: Final = 2


def _keep(table: dict[_K, _V], key: _K, event: _V) -> _V:
    """Remember ``event`` under ``key`` (emptying the table first when it is full)."""
    if len(table) >= _KEPT:
        table.clear()
    table[key] = event
    return event


def put_in(seat: Seat, amount: int, verb: str) -> TokensMoved:
    """``amount`` going from the seat's purse to its bet (told by a message beside it)."""
    key = (_PUT_IN, seat, 0, amount, verb)
    found = _COINS.get(key)
    if found is None:
        made = TokensMoved(COIN, amount, f"purse:{seat}", f"bet:{seat}", seat, verb, quiet=True)
        found = _keep(_COINS, key, made)
    return found


def gathered(seat: Seat, pot: int, amount: int) -> TokensMoved:
    """``amount`` of the seat's bet going into pot number ``pot``."""
    key = (_GATHERED, seat, pot, amount, "gathers")
    found = _COINS.get(key)
    if found is None:
        made = TokensMoved(COIN, amount, f"bet:{seat}", f"pot:{pot}", seat, "gathers", quiet=True)
        found = _keep(_COINS, key, made)
    return found


def paid(pot: int, seat: Seat, amount: int, verb: str) -> TokensMoved:
    """``amount`` going from pot number ``pot`` to the seat's purse (told by a message)."""
    key = (_PAID, seat, pot, amount, verb)
    found = _COINS.get(key)
    if found is None:
        made = TokensMoved(COIN, amount, f"pot:{pot}", f"purse:{seat}", seat, verb, quiet=True)
        found = _keep(_COINS, key, made)
    return found


def said(text: str, seat: Seat | None = None) -> Message:
    """A message, said by ``seat`` (None: by the table)."""
    key = (text, seat)
    found = _SAID.get(key)
    if found is None:
        found = _keep(_SAID, key, Message(text, seat))
    return found


def dealt(card: Card, hand: str, seen: frozenset[Seat] | None) -> CardsMoved:
    """``card`` dealt from the deck into zone ``hand``, its face seen by ``seen``."""
    key = (card, hand, seen)
    found = _DEALT.get(key)
    if found is None:
        found = _keep(_DEALT, key, CardsMoved((card,), "stock", hand, seen, None, "is dealt"))
    return found
