"""Zones: the places cards (and chips or coins) lie on the table.

A game state keeps its cards in named zones (``"hand:2"``, ``"stock"``, ``"pile:Moons"``). Each
zone has a :class:`ZoneInfo` saying what kind of place it is, who owns it and who may see its
cards. Observations are built from zones, so one table view can draw every game.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Final

from cardtable.i18n import N_, _

Seat = int


class ZoneKind(enum.Enum):
    """What kind of place a zone is; the table layout uses this to decide how to draw it."""

    HAND = "hand"  # a player's hand
    STOCK = "stock"  # a face-down draw pile
    DISCARD = "discard"  # a face-up discard pile
    PILE = "pile"  # a shared face-up pile that cards are played onto (Moco! suit piles)
    MELD = "meld"  # a set or run on the table
    PLAYED = "played"  # cards a player has played in front of them (Moosehead)
    RESERVE = "reserve"  # set-aside cards (Mor piles, Moco! removed cards)
    SHOWN = "shown"  # single cards turned up on the table (Moxie's Ringer and punch cards)
    TOKENS = "tokens"  # chips or coins (no cards): a supply, a player's chips, a purse, a pot


class Visibility(enum.Enum):
    """Who may see the faces of the cards in a zone."""

    PUBLIC = "public"  # everybody
    OWNER = "owner"  # only the owning seat
    HIDDEN = "hidden"  # nobody (face down)


@dataclass(frozen=True, slots=True)
class ZoneInfo:
    """A zone's fixed description: its kind, owner (a seat, or None if shared) and visibility."""

    kind: ZoneKind
    owner: Seat | None = None
    visibility: Visibility = Visibility.PUBLIC
    label: str = ""

    def visible_to(self, seat: Seat | None) -> bool:
        """Whether ``seat`` may see the faces in this zone (``None`` is a spectator)."""
        if self.visibility is Visibility.PUBLIC:
            return True
        if self.visibility is Visibility.OWNER:
            return seat is not None and seat == self.owner
        return False


def zone_id(kind: str, key: object) -> str:
    """The conventional id ``"kind:key"``, e.g. ``zone_id("hand", 2) == "hand:2"``."""
    return f"{kind}:{key}"


def zone_owner_from_id(zid: str) -> int | None:
    """The seat number at the end of an id like ``"hand:2"``, or None."""
    _, _, tail = zid.rpartition(":")
    return int(tail) if tail.isdigit() else None


#: The zone labels the games give (``ZoneInfo.label``), marked for the catalogue: the window
#: shows them translated.
ZONE_WORDS: Final = (
    N_("hand"),
    N_("set aside"),
    N_("chips"),
    N_("deck"),
    N_("played"),
    N_("Ringer"),
    N_("folded cards"),
    N_("punch card"),
    N_("purse"),
    N_("bet"),
    N_("meld"),
    N_("discard pile"),
    N_("stock"),
    N_("new meld"),
    N_("pot"),
    N_("punch"),
    N_("folded"),
)

#: The label of Moxie's side pots, "side pot 1" and on (the number follows the word).
SIDE_POT: Final = N_("side pot {number}")


#: A place of one seat or of a partnership, as a game labels it in the catalogue's English
#: ("Seat 2: meld", "Team 1 (seats 1 & 3): new meld"), and the catalogue's words for the owner.
SEAT_PLACE: Final = re.compile(r"Seat (\d+): (.+)")
TEAM_PLACE: Final = re.compile(r"Team (\d+) \(seats (\d+) & (\d+)\): (.+)")
SEAT_WORDS: Final = N_("Seat {seat}")
TEAM_WORDS: Final = N_("Team {team} (seats {first} & {second})")


def zone_label(label: str) -> str:
    """A zone's label as shown, in the language in force: ``_(label)``, "side pot 2" as the
    catalogue words it ("Nebentopf 2"), and a seat's or a team's place with both parts
    translated ("Platz 2: Meldung")."""
    head, _space, number = label.rpartition(" ")
    if head == "side pot" and number.isdigit():
        return _(SIDE_POT).format(number=int(number))
    seat = SEAT_PLACE.fullmatch(label)
    if seat:
        owner = _(SEAT_WORDS).format(seat=int(seat.group(1)))
        return f"{owner}: {zone_label(seat.group(2))}"
    team = TEAM_PLACE.fullmatch(label)
    if team:
        team_no, first, second, what = team.groups()
        owner = _(TEAM_WORDS).format(team=int(team_no), first=int(first), second=int(second))
        return f"{owner}: {zone_label(what)}"
    return _(label)
