"""The easy bot: the game's heuristic with the mistakes a beginner makes.

At every decision it asks the game's heuristic for its move (the favourite). Where there is
more than one legal move, with the chance its :class:`~cardtable.ai.levels.Slips` gives for the
game (the catalogue's rate, changed by the game's ``BotTuning``), it plays a human mistake
instead: the game's own slip maker (its plugin's ``slips``: Mose and Mor miss a meld, discard
carelessly, leave the pile they wanted; Moxie bluffs badly) or, without one, :func:`careless`,
another legal move of the favourite's kind (another card played, another card discarded). Out
of turn, where playing is a choice (Mose's any-time plays), the slip is letting the chance go
by; an out-of-turn move that must be made anyway (Moxie's punch card) slips as on turn.

Like every bot it sees only the observation and the legal moves, and it draws every chance
from the decision's random generator, after the heuristic has drawn its own: a seeded game
replays the same way, and at rate 0 it plays exactly as the heuristic.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.ai.levels import find_bot, slips_for
from cardtable.engine.actions import Action
from cardtable.engine.agent import Agent
from cardtable.engine.observation import Observation
from cardtable.games import plugin
from cardtable.games.plugin import SlipMaker
from cardtable.games.shared.slips import another

__all__ = ["SlipAgent", "careless", "make"]


def careless(
    observation: Observation,
    legal: Sequence[Action],
    favourite: Action,
    rng: random.Random,
    prefer: Callable[[Sequence[Action]], Action],
) -> Action | None:
    """The mistake of a game without a slip maker: a legal move of the same kind as the
    favourite other than it (a discard becomes another discard, a card played another card),
    at random; None where there is no other move of its kind."""
    return another(legal, favourite, rng, type(favourite))


class SlipAgent(Agent):
    """The game's heuristic, slipping at ``rate`` of its decisions (see the module)."""

    def __init__(self, name: str, game_id: str, rate: float) -> None:
        game = plugin(game_id)
        self.name = name
        self.game_id = game_id
        self.rate = rate
        self._heuristic = game.heuristic()
        self._slip: SlipMaker = game.slips() if game.slips is not None else careless
        # Whether an out-of-turn move is a chance the seat may let go by (Mose's any-time
        # plays) rather than a move it must make anyway (Moxie's punch card).
        self._optional_claims = game.playout is not None and game.playout().claims

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        favourite = self._heuristic.choose(observation, legal, rng)
        if len(legal) < 2 or rng.random() >= self.rate:
            return favourite
        return self._mistake(observation, legal, favourite, rng)

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if not legal:
            return None
        claimed = self._heuristic.claim(observation, legal, rng)
        if claimed is None:
            return None
        if self._optional_claims:
            # The slip out of turn: not seeing the chance in time.
            return None if rng.random() < self.rate else claimed
        if len(legal) < 2 or rng.random() >= self.rate:
            return claimed
        return self._mistake(observation, legal, claimed, rng)

    def _mistake(
        self,
        observation: Observation,
        legal: Sequence[Action],
        favourite: Action,
        rng: random.Random,
    ) -> Action:
        """The game's mistake at this decision; the favourite where there is none (a mistake
        that is not among the legal moves is never played)."""

        def prefer(some: Sequence[Action]) -> Action:
            return self._heuristic.choose(observation, some, rng)

        mistake = self._slip(observation, legal, favourite, rng, prefer)
        if mistake is None or mistake not in legal:
            return favourite
        return mistake


def make(name: str, game_id: str) -> SlipAgent:
    """Build the slipping bot of the catalogue called ``name`` (``ismcts:easy``) for
    ``game_id``."""
    slips = find_bot(name).slips
    if slips is None:
        raise ValueError(f"{name} is not a bot that plays with slips")
    return SlipAgent(name, game_id, slips_for(game_id, slips.name).rate)
