"""Gin rummy's moves, each a frozen value with a notation that reads back (``take 7H``,
``discard QS``, ``meld 5H,6H,7H``, ``layoff 8H``)."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.common_actions import ChooseSeat, Draw, Shuffle
from cardtable.i18n import _

__all__ = [
    "ChooseSeat",
    "Discard",
    "Done",
    "Draw",
    "Knock",
    "LayMeld",
    "LayOff",
    "Pass",
    "Shuffle",
    "TakeUpcard",
]


@dataclass(frozen=True, slots=True)
class TakeUpcard(Action):
    """Take the upcard, the face-up card on top of the discard pile."""

    verb = "take"
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def label(self) -> str:
        return _("Take {card}").format(card=self.card.label)


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Turn down the first upcard, or at the wall let the hand end without a knock."""

    verb = "pass"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Put a card from hand face up on the discard pile."""

    verb = "discard"
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def target(self) -> str:
        return "discard"


@dataclass(frozen=True, slots=True)
class Knock(Action):
    """End the hand: the deadwood after the discard is at most the knock card."""

    verb = "knock"

    @property
    def label(self) -> str:
        return _("Knock")


@dataclass(frozen=True, slots=True)
class LayMeld(Action):
    """Lay a set or run from hand face up after a knock."""

    verb = "meld"
    meld: tuple[Card, ...]

    def __post_init__(self) -> None:
        # One meld, one move: the cards are kept in the deck's order whatever order they came in.
        object.__setattr__(self, "meld", tuple(sorted(self.meld, key=_order)))

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.meld

    @property
    def label(self) -> str:
        return _("Lay {cards}").format(cards=" ".join(c.label for c in self.meld))


@dataclass(frozen=True, slots=True)
class LayOff(Action):
    """Add a card to one of the knocker's melds."""

    verb = "layoff"
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def label(self) -> str:
        return _("Lay off {card}").format(card=self.card.label)


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finished laying melds (or laying off)."""

    verb = "done"

    @property
    def label(self) -> str:
        return _("Done")


def _order(card: Card) -> tuple[int, int]:
    return ("SCDH".find(card.suit), card.rank)


ACTION_CLASSES: tuple[type[Action], ...] = (
    Draw,
    TakeUpcard,
    Pass,
    Discard,
    Knock,
    LayMeld,
    LayOff,
    Done,
    ChooseSeat,
    Shuffle,
)
