"""Reading the other players' hidden cards from what they did.

A plain determinization deals the unseen cards uniformly: every hand an opponent might hold is as
likely as any other. But players act on their cards. In Moxie someone who bets or raises usually
holds a strong hand, someone who checks a weak one, and a call says the hand is worth the price.
In Moosehead a pass says no card fitted. In Mose a player who could have melded at any moment
and did not most likely holds no meld. Each game's model is its own (its plugin's ``belief``,
in the game's ``search`` module).
A :class:`Belief` scores a sampled world by how well the opponents' public actions fit the cards
it gives them, and :func:`sample` keeps worlds in proportion to that score (rejection sampling
with a bounded number of tries, so a surprising opponent never stalls the search).

The score uses only the bot's observation (the public betting record) and the sampled world
itself, so it adds no knowledge the bot does not have; it is a model of how people play, not a
peek. Games without a model (:func:`belief_for` returns None) sample uniformly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from cardtable.engine.observation import Observation
from cardtable.engine.state import GameState
from cardtable.games import registered
from cardtable.games.plugin import Belief

__all__ = ["TRIES", "Belief", "belief_for", "sample"]

#: How many worlds :func:`sample` draws at most before settling for the best-scored one.
TRIES: Final = 24


def sample(
    determinize: Callable[[Observation, random.Random], GameState],
    observation: Observation,
    rng: random.Random,
    belief: Belief | None,
) -> GameState:
    """A world consistent with ``observation``, drawn in proportion to ``belief``'s weight."""
    if belief is None:
        return determinize(observation, rng)
    best: GameState | None = None
    best_weight = -1.0
    for _ in range(TRIES):
        state = determinize(observation, rng)
        weight = belief.weight(state)
        if rng.random() < weight:
            return state
        if weight > best_weight:
            best, best_weight = state, weight
    assert best is not None
    return best


def belief_for(game_id: str, observation: Observation) -> Belief | None:
    """The model of the other players for ``game_id`` at this decision, if the game has one
    (its plugin's ``belief``)."""
    found = registered(game_id)
    model = found.belief if found is not None else None
    return model(observation) if model is not None else None
