"""Actions several games share: choosing a seat at random and shuffling a deck (chance), and the
rummy games' drawing from the stock and taking the discard pile.

A shuffle records the whole new order of the cards, so replaying it needs no random numbers.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.errors import IllegalActionError
from cardtable.i18n import _


@dataclass(frozen=True, slots=True)
class ChooseSeat(Action):
    """Chance: a seat picked at random (the first dealer, the first blind)."""

    verb = "choose"
    chance = True
    seat: int


@dataclass(frozen=True, slots=True)
class Shuffle(Action):
    """Chance: the deck's new order, top card first."""

    verb = "shuffle"
    chance = True
    order: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Draw the top card of the stock."""

    verb = "draw"

    @property
    def label(self) -> str:
        return _("Draw from the stock")


@dataclass(frozen=True, slots=True)
class TakePile(Action):
    """Take the whole face-up discard pile into hand."""

    verb = "take"

    @property
    def label(self) -> str:
        return _("Take the discard pile")


def shuffled(cards: Sequence[Card], rng: random.Random) -> Shuffle:
    order = list(cards)
    rng.shuffle(order)
    return Shuffle(tuple(order))


def check_shuffle(action: Action, expected: Sequence[Card]) -> None:
    """Raise unless ``action`` is a Shuffle of exactly the cards ``expected``."""
    if not isinstance(action, Shuffle):
        raise IllegalActionError(_("a shuffle is due, not {verb!r}").format(verb=action.verb))
    if len(action.order) != len(expected) or set(action.order) != set(expected):
        raise IllegalActionError(_("the shuffle must hold each card of the deck exactly once"))


def check_choose_seat(action: Action, num_players: int) -> None:
    if not isinstance(action, ChooseSeat):
        raise IllegalActionError(
            _("a random seat must be chosen, not {verb!r}").format(verb=action.verb)
        )
    if not 0 <= action.seat < num_players:
        raise IllegalActionError(_("there is no seat {seat}").format(seat=action.seat + 1))
