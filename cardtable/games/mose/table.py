"""The Mose table as the rules and a search's quiet moves read and change it.

:class:`MoseTable` is the contract between the state (:class:`cardtable.games.mose.state.
MoseState` keeps it) and the functions that work on its values: why a play is refused and what
a drop means (:mod:`cardtable.games.mose.rules`), and the moves a search applies without events
(:mod:`cardtable.games.mose.quiet`). Neither needs the state's class, so neither imports it.
The table's sizes and zone ids are here too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final, Protocol

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.info import OptionValue
from cardtable.engine.zones import Seat
from cardtable.games.mose.moves import TableMeld
from cardtable.games.shared.melds import Meld, MeldRules

MAX_PLAYERS: Final = 12
HAND_SIZE: Final = 7
ROUNDS: Final = 13

#: Zone ids of the melds, by number (looked up, not formatted, when the table is read).
MELD_IDS: Final = tuple(f"meld:{k}" for k in range(52 * 2))
#: Zone ids of the hands, by seat.
HAND_IDS: Final = tuple(f"hand:{seat}" for seat in range(MAX_PLAYERS))


def decks_for(num_players: int, options: Mapping[str, OptionValue]) -> int:
    """How many 52-card decks a game uses."""
    choice = str(options.get("decks", "auto"))
    if choice == "auto":
        return 1 if num_players <= 6 else 2
    return int(choice)


class MoseTable(Protocol):
    """A Mose game's cards and counters (see :class:`cardtable.games.mose.state.MoseState`
    for their meaning) and the questions the rules ask of them."""

    num_players: int
    options: dict[str, OptionValue]
    zones: dict[str, list[Card]]
    #: choose_dealer, deal, play, restock or over.
    phase: str
    round_no: int
    dealer: int
    turn: int
    #: draw or play: the step of the turn.
    step: str
    #: The first draw of the round has happened.
    began: bool
    #: The stock was rebuilt from the discard pile this round.
    restocked: bool
    totals: list[int]
    round_scores: list[list[int]]
    #: Codes of each seat's cards in hand that everybody knows.
    known: list[list[str]]
    meld_owner: list[int]
    meld_kind: list[str]
    meld_stands: list[list[tuple[int, str, bool]]]
    #: [seat, count]: the last ``count`` cards of that hand were drawn.
    just_drew: list[int]
    #: Who went out last round (-1: nobody).
    last_winner: int

    @property
    def wild_rank(self) -> int:
        """The round's wild rank."""

    @property
    def any_time(self) -> bool:
        """Whether melds may be laid and added to out of turn."""

    @property
    def strict(self) -> bool:
        """Whether the strict table rules are on."""

    @property
    def rules(self) -> MeldRules:
        """The round's meld rules."""

    def hand(self, seat: Seat) -> list[Card]:
        """The cards in ``seat``'s hand (the zone's own list)."""

    def meld(self, k: int) -> Meld:
        """Meld ``k`` on the table."""

    def table(self) -> list[TableMeld]:
        """The melds on the table as plain data."""

    def may_play(self, seat: Seat) -> bool:
        """Whether ``seat`` may lay, add or swap now."""

    def is_legal(self, action: Action, seat: Seat) -> bool:
        """Whether ``seat`` may make ``action`` now."""

    def forget_played(self, seat: Seat, cards: Sequence[Card]) -> None:
        """Cards left a hand: they are no longer known to be in it."""

    def melds_changed(self) -> None:
        """Forget what was read of the melds: one of them changed."""
