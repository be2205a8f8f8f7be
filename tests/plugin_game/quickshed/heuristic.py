"""Quick Shed's heuristic bot: play rather than draw, and keep the suits it holds most of.

It plays a card whenever it can, choosing the one that leaves it the most cards able to follow
the new top card (a card of the suit it holds most of, or of a rank it holds twice), so that it
is seldom stuck; it draws only when nothing fits, and passes when it must.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.cards import Card
from cardtable.engine.observation import Observation
from quickshed.state import Play, matches


class HeuristicAgent(Agent):
    name = "heuristic"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]  # draw, or pass when the stock is empty
        hand = [c for c in observation.hand() if c is not None]

        def followers(card: Card) -> float:
            rest = [c for c in hand if c != card]
            return sum(1 for c in rest if matches(c, card)) + rng.random() * 1e-6

        return max(plays, key=lambda a: followers(a.cards[0]))
