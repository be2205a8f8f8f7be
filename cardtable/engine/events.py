"""Events: what applying an action did, for the table view to animate and the log to tell.

Rules produce events; they never know about pixels or frames. Events that move hidden cards are
redacted per viewer with :meth:`Event.redact`, so an event stream shown to a player (or written to
the move log) never names a card that player may not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from cardtable.engine.cards import DECKTET_SUITS, Card
from cardtable.engine.zones import Seat
from cardtable.i18n import N_, Name, _, language, ngettext

#: The name a lone human's seat gets; shown as ``_(YOU)`` and told with the verb agreeing.
YOU: Final = N_("You")


def is_you(name: str) -> bool:
    """Whether a seat's name is "You" (stored in English, or already in the language shown)."""
    return name == YOU or name == _(YOU)


def seat_ref(number: int) -> str:
    """How a message names a seat by its number ("seat 2", "Platz 2"); the window puts the
    seat's name in its place (``with_names``), so translations keep this form."""
    return _("seat {number}").format(number=number)


def shown_name(name: str) -> str:
    """A seat's name as shown: "You" in the language in force, any other name as it is."""
    return _(YOU) if name == YOU else name


def _second_person_en(verb: str) -> str:
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


def _second_person_de(verb: str) -> str:
    # "spielt" -> "spielst", "meldet" -> "meldest", "passt" -> "passt", "ist" -> "bist".
    irregular = {"ist": "bist", "hat": "hast", "wird": "wirst", "tut": "tust", "darf": "darfst"}
    if verb in irregular:
        return irregular[verb]
    if verb.endswith(("st", "zt", "ßt", "xt")):
        return verb
    if verb.endswith("t") and len(verb) > 2:
        return verb[:-1] + "st"
    return verb


def _second_person_es(verb: str) -> str:
    # "juega" -> "juegas", "roba" -> "robas", "es" -> "eres".
    irregular = {"es": "eres", "ha": "has", "va": "vas", "está": "estás"}
    if verb in irregular:
        return irregular[verb]
    if verb and verb[-1] in "aeiouáéó":
        return verb + "s"
    return verb


def second_person(verb: str) -> str:
    """A third-person verb said to "you" in the language in force: "plays" -> "play",
    "spielt" -> "spielst", "juega" -> "juegas"."""
    lang = language()
    if lang == "de":
        return _second_person_de(verb)
    if lang == "es":
        return _second_person_es(verb)
    return _second_person_en(verb)


def subject(name: str, phrase: str) -> str:
    """``name`` doing ``phrase`` ("Ada plays 7♥"), with the verb agreeing when the seat is called
    "You" ("You play 7♥"). ``phrase`` starts with its verb in the third person."""
    if not is_you(name) or not phrase:
        return f"{name} {phrase}".rstrip()
    verb, _space, rest = phrase.partition(" ")
    reflexive = verb == "se" and language() == "es"  # "se retira" -> "te retiras"
    if reflexive:
        verb, _space, rest = rest.partition(" ")
    # A verb the sentence goes on from after a comma or colon ("folds, leaving...").
    stem = verb.rstrip(",:;")
    said = second_person(stem) + verb[len(stem) :]
    return f"{_(YOU)} {'te ' if reflexive else ''}{said} {rest}".rstrip()


#: How each verb of :class:`CardsMoved` is told, ``{cards}`` standing for what moved. A verb
#: not listed is told as "<verb> <cards>".
CARD_VERBS: Final = {
    "adds": N_("adds {cards}"),
    "chooses a punch card:": N_("chooses a punch card: {cards}"),
    "deals": N_("deals {cards}"),
    "discards": N_("discards {cards}"),
    "draws": N_("draws {cards}"),
    "folds": N_("folds {cards}"),
    "gathers": N_("gathers {cards}"),
    "is dealt": N_("is dealt {cards}"),
    "lays": N_("lays {cards}"),
    "melds": N_("melds {cards}"),
    "moves": N_("moves {cards}"),
    "plays": N_("plays {cards}"),
    "reveals": N_("reveals {cards}"),
    "reveals the punch card": N_("reveals the punch card {cards}"),
    "sets aside unseen": N_("sets aside unseen {cards}"),
    "sets aside": N_("sets aside {cards}"),
    "shows": N_("shows {cards}"),
    "shows the hand card": N_("shows the hand card {cards}"),
    "shuffles": N_("shuffles {cards}"),
    "swaps in": N_("swaps in {cards}"),
    "takes the Mor:": N_("takes the Mor: {cards}"),
    "takes the discard pile:": N_("takes the discard pile: {cards}"),
    "takes the pile:": N_("takes the pile: {cards}"),
    "takes": N_("takes {cards}"),
    "turns up the Ringer": N_("turns up the Ringer {cards}"),
    "turns up": N_("turns up {cards}"),
}


def cards_phrase(verb: str, cards: Name) -> str:
    """``verb`` told with ``cards`` in the language in force ("discards 7♥", "legt 7♥ ab")."""
    template = CARD_VERBS.get(verb)
    return _(template).format(cards=cards) if template else f"{verb} {cards}"


def count_of_cards(n: int) -> Name:
    """ "a card", "3 cards" """
    if n == 1:
        return Name(_("a card"))
    return Name(ngettext("{count} card", "{count} cards", n).format(count=n))


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
    #: Shown as motion only: a :class:`Message` beside it tells the move better (Mose's "lays a
    #: set of Qs (2♠ as Q♠)"), so the move log and the spoken step leave it out.
    quiet: bool = False

    def redact(self, viewer: Seat | None) -> CardsMoved:
        if self.visible_to is None or (viewer is not None and viewer in self.visible_to):
            return self
        if all(c is None for c in self.cards):
            return self
        return replace(self, cards=(None,) * len(self.cards))

    def describe(self, names: Sequence[str]) -> str:
        seated = self.seat is not None and self.seat < len(names)
        who = names[self.seat] if self.seat is not None and seated else _("The dealer")
        if any(c is None for c in self.cards):
            what = count_of_cards(len(self.cards))
        else:
            # A list in the language's words: "J♥, 2♥ and K♥" (a screen reader says "Jack of
            # Hearts, Two of Hearts and King of Hearts", not the names run together).
            what = Name.listed([c.label for c in self.cards if c is not None])
        return subject(who, cards_phrase(self.verb, what))


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """A deck was shuffled into a zone (before a deal or to rebuild a stock)."""

    zone: str
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return _("Shuffled {count} cards").format(count=self.count)


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
        seated = self.seat is not None and self.seat < len(names)
        who = names[self.seat] if self.seat is not None and seated else _("The table")
        if self.token in DECKTET_SUITS:  # Moco!'s chips: "takes a Moons chip"
            phrase = chip_phrase(self.verb, self.amount, _(self.token))
            if phrase:
                return subject(who, phrase)
        template = TOKEN_VERBS.get(self.verb)
        if template is None:
            return subject(who, f"{self.verb} {self.amount} {_(self.token)}")
        return subject(who, _(template).format(amount=self.amount, token=_(self.token)))


def chip_phrase(verb: str, amount: int, suit: str) -> str:
    """A Decktet suit's chips moving, told whole ("takes a Moons chip", "returns 3 Moons
    chips"); "" for a verb without its own words."""
    if verb == "takes":
        text = ngettext("takes a {token} chip", "takes {amount} {token} chips", amount)
    elif verb == "returns":
        text = ngettext("returns a {token} chip", "returns {amount} {token} chips", amount)
    elif verb == "wins":
        text = ngettext("wins a {token} chip", "wins {amount} {token} chips", amount)
    elif verb == "moves":
        text = ngettext("moves a {token} chip", "moves {amount} {token} chips", amount)
    else:
        return ""
    return text.format(amount=amount, token=suit)


#: How each verb of :class:`TokensMoved` is told.
TOKEN_VERBS: Final = {
    "takes": N_("takes {amount} {token}"),
    "wins": N_("wins {amount} {token}"),
    "moves": N_("moves {amount} {token}"),
    "returns": N_("returns {amount} {token}"),
}


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
