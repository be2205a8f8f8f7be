"""Finding a bot by name: the random bot here, each game's heuristic from its plugin, ISMCTS.

The :class:`Agent` interface itself is defined in :mod:`cardtable.engine.agent` (so game packages
can implement it without importing this package) and re-exported here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.errors import OptionError
from cardtable.engine.observation import Observation
from cardtable.games import plugin
from cardtable.i18n import _

__all__ = ["BOT_NAMES", "Agent", "RandomAgent", "make_agent"]


class RandomAgent(Agent):
    """Picks uniformly among legal actions; takes an out-of-turn chance half the time."""

    name = "random"

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return legal[rng.randrange(len(legal))]

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if legal and rng.random() < 0.5:
            return legal[rng.randrange(len(legal))]
        return None


BOT_NAMES = ("random", "heuristic")


def make_agent(name: str, game_id: str) -> Agent:
    """Build the bot called ``name`` for ``game_id`` ("random", "heuristic", "ismcts:normal"...)."""
    if name == "random":
        return RandomAgent()
    if name == "heuristic":
        return plugin(game_id).heuristic()
    if name == "ismcts" or name.startswith("ismcts:"):
        from cardtable.ai.ismcts import make

        return make(name, game_id)
    raise OptionError(
        _("there is no bot called {name!r} (bots: random, heuristic, ismcts:LEVEL)").format(
            name=name
        )
    )
