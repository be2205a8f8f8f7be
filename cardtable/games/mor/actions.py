"""Mor's actions, teams and score units (the rules are in :mod:`cardtable.games.mor.state`).

Actions: ``draw`` (the top stock card), ``take`` (the whole discard pile), ``meld CARDS PLACES``
(a new team meld; each card's place as in :mod:`cardtable.games.mor.melds`), ``add MELD CARDS
PLACES`` (to the team meld in zone ``MELD``) and ``discard CARD``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.common_actions import Draw as Draw
from cardtable.engine.common_actions import TakePile as TakePile
from cardtable.engine.zones import SEAT_WORDS, TEAM_WORDS, Seat
from cardtable.games.mor import melds as mm
from cardtable.games.mor.points import SCALE as SCALE
from cardtable.games.mor.points import shown as shown
from cardtable.i18n import _

TARGET: Final = 2010
HAND_SIZE: Final = 11
MOR_SIZE: Final = 11
CLOSING_BONUS: Final = 100
NO_MOR_PENALTY: Final = -100

#: A team's Mor pile: still set aside, earned by a discard and due next turn, or taken.
MOR_PILE: Final = "pile"
MOR_DUE: Final = "due"
MOR_TAKEN: Final = "taken"


def team_of(seat: Seat) -> int:
    return seat % 2


def team_seats(num_players: int) -> tuple[tuple[Seat, ...], ...]:
    return ((0, 2), (1, 3)) if num_players == 4 else ((0,), (1,))


def team_name(team: int, num_players: int, translate: bool = True) -> str:
    """A team named by its seats ("Seat 2" head to head, "Team 1 (seats 1 & 3)" in pairs),
    in the language in force, or with ``translate`` off in the catalogue's English (zone
    labels, which every window translates: :func:`~cardtable.engine.zones.zone_label`)."""
    seats = team_seats(num_players)[team]
    say = _ if translate else str
    if len(seats) == 1:
        return say(SEAT_WORDS).format(seat=seats[0] + 1)
    return say(TEAM_WORDS).format(team=team + 1, first=seats[0] + 1, second=seats[1] + 1)


# --- actions -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Meld(Action):
    """Lay a new team meld; ``at`` gives the place each card takes (see :mod:`.melds`)."""

    verb = "meld"
    played: tuple[Card, ...]
    at: tuple[int, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.played

    @property
    def label(self) -> str:
        return _("Meld {cards}").format(cards=mm.describe(self.cards, self.at))


@dataclass(frozen=True, slots=True)
class Add(Action):
    """Add cards from hand to a team meld (zone ``meld``), each in the place ``at`` names."""

    verb = "add"
    meld: str
    played: tuple[Card, ...]
    at: tuple[int, ...]

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.played

    @property
    def target(self) -> str:
        return self.meld

    @property
    def label(self) -> str:
        parts = []
        for card, place in zip(self.cards, self.at, strict=True):
            if mm.is_wild_card(card) and not (card.rank == 2 and place == 2):
                parts.append(
                    _("{card} as {place}").format(card=card.label, place=mm.place_name(place))
                )
            else:
                parts.append(card.label)
        return _("Add {cards}").format(cards=", ".join(parts))


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard a card, ending the turn."""

    verb = "discard"
    card: Card

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.card,)

    @property
    def target(self) -> str:
        return "discard"

    @property
    def label(self) -> str:
        return _("Discard {card}").format(card=self.card.label)
