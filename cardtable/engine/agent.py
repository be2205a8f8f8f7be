"""The interface every bot implements: it sees an observation and the legal actions, nothing else.

Bots never receive a game state, so they cannot look at hidden cards. Each decision gets its own
seeded random generator from the match, so a seeded game replays the same way every time. The
interface lives in the engine so that a game package can hold its own heuristic player; the bots
themselves, the search and :func:`cardtable.ai.agent.make_agent` live in :mod:`cardtable.ai`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence

from cardtable.engine.actions import Action
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
