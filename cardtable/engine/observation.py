"""What one seat may know of a game: the table as zones plus labelled public values.

Observations are the only window on a game for the table view and for bots. A card a viewer may
not see is ``None`` in its zone; publicly known cards in a hidden zone (Mose: cards picked up from
the face-up discard pile) appear as themselves.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from cardtable.engine.cards import Card
from cardtable.engine.zones import Seat, Visibility, ZoneKind


@dataclass(frozen=True, slots=True)
class ZoneView:
    """One zone as a viewer sees it."""

    id: str
    kind: ZoneKind
    owner: Seat | None
    visibility: Visibility
    cards: tuple[Card | None, ...] = ()
    #: For token zones: (token name, amount) pairs, e.g. (("Moons", 5), ("Suns", 4)).
    tokens: tuple[tuple[str, int], ...] = ()
    label: str = ""
    #: Extra facts about the zone for display, e.g. what each wild in a meld stands for.
    attrs: Mapping[str, Any] = field(default_factory=dict)

    @property
    def count(self) -> int:
        return len(self.cards)

    def known_cards(self) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c is not None)

    @property
    def hidden_count(self) -> int:
        return sum(1 for c in self.cards if c is None)


@dataclass(frozen=True, slots=True)
class Observation:
    """A viewer's picture of the game. ``viewer`` None is a spectator who sees only public cards."""

    game: str
    viewer: Seat | None
    num_players: int
    options: Mapping[str, Any]
    current_player: Seat
    zones: tuple[ZoneView, ...]
    #: Public labelled values (scores, running count, wild rank, phase ...), JSON-like.
    values: Mapping[str, Any]

    def zone(self, zid: str) -> ZoneView:
        for z in self.zones:
            if z.id == zid:
                return z
        raise KeyError(zid)

    def has_zone(self, zid: str) -> bool:
        return any(z.id == zid for z in self.zones)

    def zones_of_kind(self, kind: ZoneKind) -> Iterator[ZoneView]:
        return (z for z in self.zones if z.kind is kind)

    def hand(self, seat: Seat | None = None) -> tuple[Card | None, ...]:
        seat = self.viewer if seat is None else seat
        return self.zone(f"hand:{seat}").cards

    def visible_cards(self) -> list[Card]:
        return [c for z in self.zones for c in z.cards if c is not None]
