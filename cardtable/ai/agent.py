"""Building a bot by its name in the catalogue (:mod:`cardtable.ai.levels`): the random bot
here, each game's heuristic from its plugin, the heuristic with slips (:mod:`cardtable.ai.slips`),
the ISMCTS search at a level.

The :class:`Agent` interface itself is defined in :mod:`cardtable.engine.agent` (so game packages
can implement it without importing this package) and re-exported here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardtable.ai.levels import Plays, find_bot
from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.games import plugin

__all__ = ["Agent", "RandomAgent", "make_agent"]


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


def make_agent(name: str, game_id: str) -> Agent:
    """Build the bot called ``name`` for ``game_id`` ("random", "heuristic", "ismcts:normal"...);
    a name the catalogue does not have raises OptionError."""
    bot = find_bot(name)
    if bot.plays is Plays.RANDOM:
        return RandomAgent()
    if bot.plays is Plays.RULES:
        return plugin(game_id).heuristic()
    if bot.plays is Plays.SLIPS:
        from cardtable.ai.slips import make as make_slipping

        return make_slipping(bot.name, game_id)
    from cardtable.ai.ismcts import make

    return make(bot.name, game_id)
