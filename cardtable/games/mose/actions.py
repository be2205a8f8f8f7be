"""The actions of Mose (see :mod:`cardtable.games.mose.state` for the rules).

Melds are referred to by their number on the table this round (zone ``meld:<n>``). A new meld
and the cards added to a run are given **in table order**, which is how an action says where
each wild stands: ``meld run QH,KH,2C`` is Q-K-A of hearts, ``meld run 2C,QH,KH`` is J-Q-K.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.common_actions import Draw as Draw
from cardtable.engine.common_actions import TakePile as TakePile
from cardtable.i18n import _

if TYPE_CHECKING:
    from cardtable.engine.observation import Observation

#: ``SwapWild.dest`` when the wild goes into the swapper's hand.
TO_HAND: Final = -1
#: ``Declare.meld`` when the declared cards claim to be a new meld.
NEW_MELD: Final = -1


def _labels(cards: tuple[Card, ...]) -> str:
    return " ".join(c.label for c in cards)


def _meld_on(table: Observation, meld: int) -> tuple[str, str] | None:
    """Meld ``meld`` as the table shows it: its kind ("set" or "run") and its cards; None if
    the table has no such meld."""
    kinds = table.values.get("meld_kind")
    zone = f"meld:{meld}"
    if not isinstance(kinds, list) or not 0 <= meld < len(kinds) or not table.has_zone(zone):
        return None
    cards = tuple(c for c in table.zone(zone).cards if c is not None)
    return str(kinds[meld]), _labels(cards)


def _codes(cards: tuple[Card, ...]) -> str:
    return ",".join(c.code for c in cards) or "-"


# Each action writes its own notation (the same text the generic encoder gives, only faster:
# long games list thousands of plays).


@dataclass(frozen=True, slots=True)
class Restock(Action):
    """The stock is empty: shuffle the discard pile into a new stock (then draw from it)."""

    verb = "restock"

    @property
    def label(self) -> str:
        return _("Shuffle the discard pile into a new stock")


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """End the turn by discarding one card (the last card goes out: "Mose!")."""

    verb = "discard"
    card: Card

    @property
    def notation(self) -> str:
        return f"discard {self.card.code}"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def target(self) -> str:
        return "discard"

    @property
    def label(self) -> str:
        return _("Discard {card}").format(card=self.card.label)


@dataclass(frozen=True, slots=True)
class LayMeld(Action):
    """Lay a new set or run (``kind``) in front of you; ``group`` is in table order."""

    verb = "meld"
    kind: str
    group: tuple[Card, ...]

    @property
    def notation(self) -> str:
        return f"meld {self.kind} {_codes(self.group)}"

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.group

    @property
    def label(self) -> str:
        text = _("Lay a set: {labels}") if self.kind == "set" else _("Lay a run: {labels}")
        return text.format(labels=_labels(self.group))


@dataclass(frozen=True, slots=True)
class AddToMeld(Action):
    """Add cards to meld number ``meld``: ``low`` below a run, ``high`` above it (or onto a set)."""

    verb = "add"
    meld: int
    low: tuple[Card, ...]
    high: tuple[Card, ...]

    @property
    def notation(self) -> str:
        return f"add {self.meld} {_codes(self.low)} {_codes(self.high)}"

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.low + self.high

    @property
    def target(self) -> str:
        return f"meld:{self.meld}"

    @property
    def label(self) -> str:
        if self.low and not self.high:
            return _("Add {labels} below meld {meld}").format(
                labels=_labels(self.low), meld=self.meld + 1
            )
        if self.high and not self.low:
            return _("Add {labels} to meld {meld}").format(
                labels=_labels(self.high), meld=self.meld + 1
            )
        return _("Add {labels} below and {labels2} above meld {meld}").format(
            labels=_labels(self.low), labels2=_labels(self.high), meld=self.meld + 1
        )

    def label_on(self, table: Observation) -> str:
        """The meld named by its cards ("Add 8♥ to the run 5♥ 6♥ 7♥"): the table numbers no
        meld."""
        found = _meld_on(table, self.meld)
        if found is None:
            return self.label
        kind, meld = found
        low, high = _labels(self.low), _labels(self.high)
        if kind == "set":
            return _("Add {labels} to the set {meld}").format(labels=_labels(self.cards), meld=meld)
        if self.low and not self.high:
            return _("Add {labels} below the run {meld}").format(labels=low, meld=meld)
        if self.high and not self.low:
            return _("Add {labels} above the run {meld}").format(labels=high, meld=meld)
        return _("Add {labels} below and {labels2} above the run {meld}").format(
            labels=low, labels2=high, meld=meld
        )


@dataclass(frozen=True, slots=True)
class SwapWild(Action):
    """Put ``card`` in the place of the wild ``wild`` in meld ``meld``.

    The wild then goes into hand (``dest == TO_HAND``) or at once onto meld ``dest``, below it
    when ``low`` (runs only), else above it (or onto the set).
    """

    verb = "swap"
    card: Card
    meld: int
    wild: Card
    dest: int
    low: bool

    @property
    def notation(self) -> str:
        low = "1" if self.low else "0"
        return f"swap {self.card.code} {self.meld} {self.wild.code} {self.dest} {low}"

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def target(self) -> str:
        return f"meld:{self.meld}"

    @property
    def label(self) -> str:
        card, wild = self.card.label, self.wild.label
        if self.dest == TO_HAND:
            text = _("Swap {card} for {wild}, take it")
        elif self.low:
            text = _("Swap {card} for {wild}, put it below meld {dest}")
        else:
            text = _("Swap {card} for {wild}, put it onto meld {dest}")
        return text.format(card=card, wild=wild, dest=self.dest + 1)

    def label_on(self, table: Observation) -> str:
        """The meld the wild goes to named by its cards ("…, put it below the run 5♥ 6♥ 7♥"):
        the table numbers no meld."""
        found = _meld_on(table, self.dest)
        if self.dest == TO_HAND or found is None:
            return self.label
        kind, meld = found
        card, wild = self.card.label, self.wild.label
        if kind == "set":
            text = _("Swap {card} for {wild}, put it onto the set {meld}")
        elif self.low:
            text = _("Swap {card} for {wild}, put it below the run {meld}")
        else:
            text = _("Swap {card} for {wild}, put it above the run {meld}")
        return text.format(card=card, wild=wild, meld=meld)


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Strict table only: claim ``group`` is a new meld (``meld == NEW_MELD``) or extends meld
    ``meld`` when it does not. The claim is shown, the cards go back to hand and the claimant
    pays a penalty: 50 for a false "Mose" (the claim would have emptied the hand), else 10."""

    verb = "declare"
    meld: int
    group: tuple[Card, ...]

    @property
    def notation(self) -> str:
        return f"declare {self.meld} {_codes(self.group)}"

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.group

    @property
    def label(self) -> str:
        return _("Declare {cards}").format(cards=_labels(self.group))


PLAYER_ACTIONS: Final = (Draw, TakePile, Restock, Discard, LayMeld, AddToMeld, SwapWild, Declare)
