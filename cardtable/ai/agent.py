"""The agent interface: a bot sees an observation and the legal actions, nothing else.

Bots never receive a game state, so they cannot look at hidden cards. Each decision gets its own
seeded random generator from the match, so a seeded game replays the same way every time.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence

from cardtable.engine.actions import Action
from cardtable.engine.errors import OptionError
from cardtable.engine.observation import Observation


class Agent(ABC):
    """A bot. ``choose`` picks an action on its turn; ``claim`` may play out of turn."""

    #: The stable name used on the command line and in saves ("random", "heuristic", ...).
    name: str = ""

    @abstractmethod
    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """Pick one of ``legal`` (never empty) for the seat ``observation.viewer``."""

    def claim(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action | None:
        """Offered after every action to a seat that is not on turn but may act (Mose's any-time
        plays). Return one of ``legal`` to act now, or None to let the moment pass."""
        return None

    def cancel(self) -> None:
        """Stop thinking as soon as possible: a decision under way (on another thread) returns
        promptly with a quick legal choice, and so do later ones until :meth:`resume`. Bots that
        answer at once need not override this; searching bots (ISMCTS) do."""
        return None

    def resume(self) -> None:
        """Think normally again after :meth:`cancel`."""
        return None


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
        try:
            module = importlib.import_module(f"cardtable.ai.heuristic.{game_id}")
        except ModuleNotFoundError:
            raise OptionError(f"there is no heuristic bot for {game_id!r}") from None
        agent: Agent = module.HeuristicAgent()
        return agent
    if name.startswith("ismcts"):
        try:
            ismcts = importlib.import_module("cardtable.ai.ismcts")
        except ModuleNotFoundError:
            raise OptionError("the ISMCTS bots are not available yet") from None
        searcher: Agent = ismcts.make(name, game_id)
        return searcher
    raise OptionError(f"there is no bot called {name!r} (bots: random, heuristic, ismcts:LEVEL)")
