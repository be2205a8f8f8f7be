"""What one Mose seat knows, in the few facts its bot reads: a light view for fast playouts.

A :class:`SeatView` holds a seat's own hand, the melds on the table as plain data, the discard
pile, the wild rank and whether an opponent is close to going out. The heuristic bot
(:mod:`cardtable.games.mose.heuristic`) decides from it. A bot given an observation builds it
with :func:`view_of`; a search playing a sampled game asks the state for it instead
(:meth:`MoseState.seat_view <cardtable.games.mose.state.MoseState.seat_view>`), which reads only
what that seat's observation shows, at a fraction of the cost of building the observation. A
test checks that both give the same view in every position, so a bot sees no more one way than
the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from cardtable.engine.cards import Card
from cardtable.engine.observation import Observation
from cardtable.games.mose.moves import TableMeld

#: An opponent holding this many cards or fewer is close to going out.
DANGER_CARDS: Final = 2


@dataclass(slots=True)
class SeatView:
    """A seat's picture of the table: its hand, the melds as plain data, the discard pile, the
    wild rank and whether an opponent is close to going out (``danger``)."""

    me: int
    hand: list[Card]
    table: list[TableMeld]
    wild: int
    danger: bool
    pile: list[Card]


def view_of(obs: Observation) -> SeatView:
    """The view of the seat that observes ``obs``."""
    me = obs.viewer
    assert me is not None
    values = obs.values
    hand = [c for c in obs.hand() if c is not None]
    table: list[TableMeld] = []
    for k, kind in enumerate(values["meld_kind"]):
        cards = [c for c in obs.zone(f"meld:{k}").cards if c is not None]
        stands = [tuple(s) for s in values["meld_stands"][k]]
        table.append(TableMeld(kind, stands, cards))
    danger = any(
        obs.zone(f"hand:{s}").count <= DANGER_CARDS for s in range(obs.num_players) if s != me
    )
    pile = [c for c in obs.zone("discard").cards if c is not None]
    return SeatView(me, hand, table, values["wild_rank"], danger, pile)
