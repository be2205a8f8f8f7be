"""The Moxie table as the listing of moves and the reasons for a refusal read it.

:class:`MoxieTable` is the contract between the state (:class:`cardtable.games.moxie.state.
MoxieState` keeps it) and the functions that read its money and cards: the legal moves
(:mod:`cardtable.games.moxie.listing`) and why a move is refused
(:mod:`cardtable.games.moxie.explain`). Neither needs the state's class, so neither imports it.
The table's constants (money, phases, answers) and a seat's wager by what decides it are here
too.
"""

from __future__ import annotations

from typing import Final, Protocol

from cardtable.engine.cards import Card
from cardtable.engine.zones import Seat
from cardtable.games.shared.betting import Limit, Wager, wager_limits

START_MONEY: Final = 475  # 3 gold, 15 silver, 25 copper
HAND_SIZE: Final = 2
MAX_TURNS: Final = 2  # turns per seat in one betting round before only call or fold remain
COIN: Final = "copper"

# Phases.
CHOOSE_BLIND: Final = "choose_blind"
DEAL: Final = "deal"
BET: Final = "bet"
PUNCH: Final = "punch"
OVER: Final = "over"

# Answers to a proposal to stop.
NO_ANSWER: Final = 0
AGREED: Final = 1
REFUSED: Final = 2


#: Everything that decides a seat's wager: its purse, the amount to call, whether the betting
#: is open, the last raise, the blind, whether the seat may raise, and fixed limit or not.
WagerKey = tuple[int, int, bool, int, int, bool, bool]

#: Wagers already worked out: a seat's wager is asked at every betting move, and the same few
#: situations come back all the time.
_WAGERS: Final[dict[WagerKey, Wager]] = {}
_WAGERS_KEPT: Final = 1 << 16


def wager_of(key: WagerKey) -> Wager:
    """The wager of a seat in the situation ``key`` (see :data:`WagerKey`)."""
    found = _WAGERS.get(key)
    if found is None:
        if len(_WAGERS) >= _WAGERS_KEPT:
            _WAGERS.clear()
        purse, to_call, opened, last_raise, blind, may_raise, fixed = key
        limit = Limit.FIXED_LIMIT if fixed else Limit.NO_LIMIT
        found = _WAGERS[key] = wager_limits(
            purse=purse,
            to_call=to_call,
            opened=opened,
            last_raise=last_raise,
            blind=blind,
            may_raise=may_raise,
            limit=limit,
        )
    return found


#: The most players at a Moxie table.
MAX_PLAYERS: Final = 10

_GATHER_ORDER: Final[dict[int, tuple[str, ...]]] = {}


def gather_order(n: int) -> tuple[str, ...]:
    """The zones whose cards go back into the deck before a deal, in order."""
    found = _GATHER_ORDER.get(n)
    if found is None:
        hands = [f"hand:{s}" for s in range(n)]
        punches = [f"punch:{s}" for s in range(n)]
        found = _GATHER_ORDER[n] = ("ringer", *hands, *punches, "muck")
    return found


class MoxieTable(Protocol):
    """A Moxie game's money and cards (see :class:`cardtable.games.moxie.state.MoxieState` for
    their meaning) and the questions the listing and the reasons ask of them."""

    zones: dict[str, list[Card]]
    phase: str
    #: The seat to bet (phase BET).
    turn: int
    #: The highest bet of this betting round.
    level: int
    #: Acted since the last full bet or raise, per seat.
    acted: list[bool]
    #: Left the table with no money, per seat.
    out: list[bool]
    punched: list[bool]
    #: A proposal to stop is being answered by everybody but this seat (-1: none).
    proposer: int
    answers: list[int]
    stop_agreed: bool

    @property
    def blind(self) -> int:
        """The blind."""

    @property
    def limit(self) -> Limit:
        """Fixed limit or no limit."""

    @property
    def choosing_punch(self) -> bool:
        """Whether the seats are choosing their punch cards."""

    def in_hand(self, seat: Seat) -> bool:
        """Dealt into this round and not folded."""

    def wager(self, seat: Seat) -> Wager:
        """What ``seat`` may wager now."""

    def _wager_key(self, seat: Seat) -> WagerKey:
        """Everything that decides ``seat``'s wager (see :data:`WagerKey`)."""

    def pot_total(self) -> int:
        """The money in the middle."""

    def _may_propose(self, seat: Seat) -> bool:
        """Whether ``seat`` may propose to stop now."""

    def _voters(self) -> list[Seat]:
        """The seats that answer a proposal to stop."""

    def capped(self, seat: Seat) -> bool:
        """Whether the betting is capped for ``seat``."""

    def others_can_bet(self, seat: Seat) -> bool:
        """Whether another seat in the hand has money left to bet."""

    def may_raise(self, seat: Seat) -> bool:
        """Whether ``seat`` may still raise."""
