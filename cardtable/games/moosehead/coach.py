"""The coach's reasons in Moosehead: one line, in the game's terms, on why a suggested move is good,
read from the player's own observation only."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, std_value
from cardtable.engine.observation import Observation
from cardtable.games.moosehead.state import LIMIT, SCORING_COUNTS
from cardtable.games.moosehead.state import Pass as MooseheadPass
from cardtable.games.moosehead.state import Play as MooseheadPlay
from cardtable.i18n import _


def _own_hand(obs: Observation) -> list[Card]:
    return [c for c in obs.hand() if c is not None]


def reason(obs: Observation, action: Action, rng: random.Random) -> str:
    """One line on why ``action`` is good for ``obs.viewer``."""
    count = int(obs.values.get("count", 0))
    if isinstance(action, MooseheadPass):
        return _("no card keeps the count at {limit} or under").format(limit=LIMIT)
    if not isinstance(action, MooseheadPlay):
        return _("the strongest move here")
    after = count + std_value(action.card)
    if after in SCORING_COUNTS:
        return _("makes {after} for 2 points").format(after=after)
    room = LIMIT - after
    hand = [c for c in _own_hand(obs) if c != action.card]
    if not any(std_value(c) <= room for c in hand) and hand:
        return _(
            "brings the count to {after}; none of your other cards fits, so others must"
        ).format(after=after)
    return _("brings the count to {after} without giving away an easy 15, 20, 25 or 30").format(
        after=after
    )
