"""Deals built card by card for the scenario tests."""

from __future__ import annotations

from typing import Any

from cardtable_gin_rummy.melds import CARDS
from cardtable_gin_rummy.referee import new_hand
from cardtable_gin_rummy.state import GinState

from cardtable.engine.cards import Card, card_from_code


def cards(text: str) -> list[Card]:
    return [card_from_code(c) for c in text.split()]


def deal(
    first: str, dealer: str, upcard: str, stock: str = "", options: dict[str, Any] | None = None
) -> GinState:
    """A hand with seat 1 dealing: seat 0 holds ``first``, seat 1 ``dealer``; ``stock`` names the
    top of the stock, the other cards follow in deck order."""
    named = cards(first) + cards(dealer) + cards(upcard) + cards(stock)
    assert len(cards(first)) == 10 and len(cards(dealer)) == 10
    rest = [c for c in CARDS if c not in named]
    return new_hand(named + rest, options)
