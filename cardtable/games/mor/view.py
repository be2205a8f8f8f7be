"""What one Mor seat knows of the table, in the shape its bot reads it.

:func:`view_of` reads it from the seat's observation; a search playing a sampled game asks the
state (:meth:`cardtable.games.mor.state.MorState.seat_view`) for the same view without building
an observation. ``tests/games/mor/test_mor_view.py`` checks that both give equal views, so the
quicker path shows the bot nothing more than its observation does.
"""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.engine.cards import Card
from cardtable.engine.observation import Observation
from cardtable.games.mor.actions import team_of
from cardtable.games.mor.melds import Layout, project_value


@dataclass(slots=True)
class SeatView:
    """A seat's own hand, the discard pile, its team's Mor state and projects, and the melds on
    the table: its team's by zone id, the opponents' in table order."""

    me: int
    hand: list[Card]
    pile: list[Card]
    mor_state: str
    melds: dict[str, Layout]
    opponent_melds: list[Layout]

    @property
    def projects(self) -> list[int]:
        """The team's project values, meld by meld (worked out from the melds when asked: the
        bot seldom needs them, and a searching bot builds a view at every simulated move)."""
        return [project_value(*layout) for layout in self.melds.values()]


def view_of(obs: Observation) -> SeatView:
    """The view of the seat that observes ``obs``."""
    me = obs.viewer
    assert me is not None
    team = team_of(me)
    own = f"meld:{team}."
    melds: dict[str, Layout] = {}
    theirs: list[Layout] = []
    for zone in obs.zones:
        if not zone.id.startswith("meld:"):
            continue
        layout: Layout = (tuple(c for c in zone.cards if c is not None), tuple(zone.attrs["at"]))
        if zone.id.startswith(own):
            melds[zone.id] = layout
        else:
            theirs.append(layout)
    values = obs.values
    return SeatView(
        me,
        [c for c in obs.hand() if c is not None],
        [c for c in obs.zone("discard").cards if c is not None],
        values["mor"][team],
        melds,
        theirs,
    )
