"""Moxie actions and the list of legal moves that accepts every legal amount.

Betting actions carry amounts in copper: ``bet 50`` opens with 5 silver; ``raise 20`` calls and
puts 2 silver more on top. The punch card is a card gesture (from the hand to ``punch:<seat>``).
Proposing to stop and answering the proposal end a game by agreement.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final, overload

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.games.shared.betting import Wager, format_money
from cardtable.games.shared.money import MoneyReading, read_money
from cardtable.i18n import _


@dataclass(frozen=True, slots=True)
class Check(Action):
    """Stay in without putting anything in (only when there is nothing to call)."""

    verb = "check"


@dataclass(frozen=True, slots=True)
class Call(Action):
    """Match the highest bet of this betting round (all of your purse if you have less)."""

    verb = "call"


@dataclass(frozen=True, slots=True)
class Fold(Action):
    """Give up the hand (only when facing a bet)."""

    verb = "fold"


class _Money:
    """An amount of coins, shown and typed as money ("2s 5c") where the player sets it."""

    __slots__ = ()

    @staticmethod
    def amount_text(amount: int) -> str:
        return format_money(amount)

    @staticmethod
    def read_amount(text: str) -> MoneyReading:
        """The amount typed, or why the text is none ("1g 2s 5c", "35s", "120" copper)."""
        return read_money(text)


@dataclass(frozen=True, slots=True)
class Bet(_Money, Action):
    """Open the betting of this round with ``amount`` copper."""

    verb = "bet"
    amount: int

    @property
    def label(self) -> str:
        return _("Bet {money}").format(money=format_money(self.amount))


@dataclass(frozen=True, slots=True)
class Raise(_Money, Action):
    """Call, then put in ``amount`` copper more: the raise is counted on top of the call."""

    verb = "raise"
    amount: int

    @property
    def label(self) -> str:
        return _("Raise by {money}").format(money=format_money(self.amount))


@dataclass(frozen=True, slots=True)
class AllIn(Action):
    """Put in the whole purse (a call, bet or raise, whichever that amounts to)."""

    verb = "allin"

    @property
    def label(self) -> str:
        return _("All in")


@dataclass(frozen=True, slots=True)
class Punch(Action):
    """Choose ``card`` from your hand as your punch card (kept secret until all have chosen)."""

    verb = "punch"
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)


@dataclass(frozen=True, slots=True)
class ProposeStop(Action):
    """Propose that the game ends after this round, ranked by money."""

    verb = "propose_stop"


@dataclass(frozen=True, slots=True)
class AnswerStop(Action):
    """Agree (or not) to the proposal to stop after this round."""

    verb = "answer_stop"
    agree: bool


#: The betting moves without an amount, made once; bets and raises by amount likewise
#: (:func:`bet_of`, :func:`raise_of`): actions are immutable values and menus repeat.
CHECK: Final = Check()
FOLD: Final = Fold()
CALL: Final = Call()
ALL_IN: Final = AllIn()
_BETS: Final[dict[int, Bet]] = {}
_RAISES: Final[dict[int, Raise]] = {}


def bet_of(amount: int) -> Bet:
    action = _BETS.get(amount)
    if action is None:
        action = _BETS[amount] = Bet(amount)
    return action


def raise_of(amount: int) -> Raise:
    action = _RAISES.get(amount)
    if action is None:
        action = _RAISES[amount] = Raise(amount)
    return action


class MoveList(Sequence[Action]):
    """The listed legal actions plus a membership test that accepts every legal amount.

    Bets and raises may be any amount in range; listing them all would make thousands of
    actions, so only a menu of sensible amounts is listed while ``in`` (and so ``check``) knows
    the whole range.
    """

    __slots__ = ("_listed", "_may_stop", "_wager")

    def __init__(
        self, listed: Sequence[Action] = (), wager: Wager | None = None, may_stop: bool = False
    ) -> None:
        self._listed = tuple(listed)
        self._wager = wager
        self._may_stop = may_stop

    @property
    def wager(self) -> Wager | None:
        """The full betting range of the seat to bet (None outside its betting turn)."""
        return self._wager

    @property
    def may_propose_stop(self) -> bool:
        """Whether :class:`ProposeStop` is legal now (it is never listed, see the module doc)."""
        return self._may_stop

    def __len__(self) -> int:
        return len(self._listed)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        return self._listed[index]

    def __iter__(self) -> Iterator[Action]:
        return iter(self._listed)

    def __contains__(self, action: object) -> bool:
        listed = self._listed
        for move in listed:
            if move is action:  # a move taken from the list: no need to compare the others
                return True
        if action in listed:
            return True
        w = self._wager
        if w is None:
            return False
        if isinstance(action, Bet):
            return w.bet_ok(action.amount)
        if isinstance(action, Raise):
            return w.raise_ok(action.amount)
        if isinstance(action, AllIn):
            return w.all_in
        if isinstance(action, ProposeStop):
            return self._may_stop
        return False

    def __eq__(self, other: object) -> bool:
        """Equal to another sequence listing the same actions (the ranges are not compared)."""
        if isinstance(other, MoveList):
            return self._listed == other._listed
        if isinstance(other, list | tuple):
            return list(self._listed) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"MoveList({list(self._listed)!r})"
