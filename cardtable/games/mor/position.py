"""What a Mor position holds, as the rules and the quiet moves read and change it.

:class:`MorTable` is the contract between the state (:class:`cardtable.games.mor.state.MorState`
keeps it) and the functions that work on its values: what is legal
(:mod:`cardtable.games.mor.rules`) and the moves a search applies without events
(:mod:`cardtable.games.mor.quiet`). Neither needs the state's class, so neither imports it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from cardtable.engine.cards import Card
from cardtable.engine.zones import Seat


class MorTable(Protocol):
    """The values of a Mor position (see :mod:`cardtable.games.mor.state` for their meaning)."""

    num_players: int
    #: Every zone's cards: the stock, the discard pile, hands, Mor piles and melds.
    zones: dict[str, list[Card]]
    #: draw, play (a seat's turn) or another phase (chance, over).
    phase: str
    #: The seat on turn.
    turn: Seat
    #: The opener's first turn: no draw.
    first_turn: bool
    #: Each team's Mor: still a pile, due, or taken.
    mor: list[str]
    #: Codes of the cards taken from the discard pile this turn.
    taken: list[str]
    #: A taken card was melded or added this turn.
    pile_used: bool
    #: Each meld zone's place of each card.
    meld_at: dict[str, list[int]]
    #: How many melds each team has laid.
    meld_count: list[int]
    #: Who emptied their hand first, per team (-1: nobody yet).
    mor_seat: list[int]
    #: Each seat's cards in hand that everybody knows (taken from the discard pile).
    known: list[list[str]]

    def _take_out(self, zone: list[Card], cards: Sequence[Card]) -> None:
        """Remove ``cards`` from ``zone`` (:meth:`cardtable.engine.state.GameState._take_out`)."""
