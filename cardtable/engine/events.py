"""Events: what applying an action did, for the table view to animate and the log to tell.

Rules produce events; they never know about pixels or frames. Events that move hidden cards are
redacted per viewer with :meth:`Event.redact`, so an event stream shown to a player (or written to
the move log) never names a card that player may not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from cardtable.engine.cards import Card
from cardtable.engine.zones import Seat


def second_person(verb: str) -> str:
    """A third-person verb said to "you": "plays" -> "play", "passes" -> "pass", "is" -> "are"."""
    irregular = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    if verb.endswith("ies") and len(verb) > 4:
        return verb[:-3] + "y"
    if verb.endswith("s") and not verb.endswith("ss") and len(verb) > 2:
        return verb[:-1]
    return verb


def subject(name: str, phrase: str) -> str:
    """``name`` doing ``phrase`` ("Ada plays 7♥"), with the verb agreeing when the seat is called
    "You" ("You play 7♥")."""
    if name != "You" or not phrase:
        return f"{name} {phrase}".rstrip()
    verb, _, rest = phrase.partition(" ")
    return f"You {second_person(verb)} {rest}".rstrip()


@dataclass(frozen=True, slots=True)
class Event:
    """Base class. ``redact(viewer)`` returns what ``viewer`` may know of the event."""

    def redact(self, viewer: Seat | None) -> Event:
        return self

    def describe(self, names: Sequence[str]) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class CardsMoved(Event):
    """Cards went from one zone to another.

    ``visible_to`` is None when everybody may see the faces, otherwise the seats that may.
    ``face_up`` says whether the cards land face up for everyone.
    """

    cards: tuple[Card | None, ...]
    source: str
    target: str
    visible_to: frozenset[Seat] | None = None
    seat: Seat | None = None
    verb: str = "moves"

    def redact(self, viewer: Seat | None) -> CardsMoved:
        if self.visible_to is None or (viewer is not None and viewer in self.visible_to):
            return self
        if all(c is None for c in self.cards):
            return self
        return replace(self, cards=(None,) * len(self.cards))

    def describe(self, names: Sequence[str]) -> str:
        who = names[self.seat] if self.seat is not None and self.seat < len(names) else "The dealer"
        if any(c is None for c in self.cards):
            n = len(self.cards)
            what = "a card" if n == 1 else f"{n} cards"
        else:
            what = " ".join(c.label for c in self.cards if c is not None)
        return subject(who, f"{self.verb} {what}")


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """A deck was shuffled into a zone (before a deal or to rebuild a stock)."""

    zone: str
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Shuffled {self.count} cards"


@dataclass(frozen=True, slots=True)
class TokensMoved(Event):
    """Chips or coins moved: ``amount`` of ``token`` from one zone to another."""

    token: str
    amount: int
    source: str
    target: str
    seat: Seat | None = None
    verb: str = "moves"
    #: Shown as motion only: a :class:`Message` beside it tells it in the game's own words
    #: ("calls 1s" rather than "calls 10 copper"), so the move log leaves it out.
    quiet: bool = False

    def describe(self, names: Sequence[str]) -> str:
        who = names[self.seat] if self.seat is not None and self.seat < len(names) else "The table"
        return subject(who, f"{self.verb} {self.amount} {self.token}")


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """A seat (or team, named by its first seat) scored ``points`` for ``reason``."""

    seat: Seat
    points: int
    reason: str
    total: int | None = None

    def describe(self, names: Sequence[str]) -> str:
        sign = "+" if self.points >= 0 else ""
        return f"{names[self.seat]} {sign}{self.points} ({self.reason})"


@dataclass(frozen=True, slots=True)
class ValueChanged(Event):
    """A labelled public value changed (the running count, the wild rank, the pot)."""

    name: str
    value: object


@dataclass(frozen=True, slots=True)
class TurnChanged(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    """The game moved to a new phase (a new hand, a betting round, the showdown, the end)."""

    phase: str
    text: str = ""

    def describe(self, names: Sequence[str]) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Message(Event):
    """Something worth telling the players that is not a card or token movement."""

    text: str
    seat: Seat | None = None

    def describe(self, names: Sequence[str]) -> str:
        if self.seat is not None and self.seat < len(names):
            return subject(names[self.seat], self.text)
        return self.text


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: frozenset[Seat]
    text: str = ""

    def describe(self, names: Sequence[str]) -> str:
        return self.text
