"""The easy bot's mistakes in a rummy (a game of melds and a discard pile): what a beginner
gets wrong.

:func:`rummy_slips` makes a game's slip maker (a :data:`~cardtable.games.plugin.SlipMaker`)
from its action classes. Where the heuristic would lay a meld, lay off or swap a wild, the
beginner misses it and plays on as if it had not been seen (the heuristic's move among the
other kinds, typically a discard); where it would take the discard pile, the beginner draws
instead; where it would discard, the beginner throws another card at random, often one worth
keeping. Other decisions (drawing from the stock, restocking) have no natural mistake.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.games.plugin import SlipMaker


def another(
    legal: Sequence[Action], favourite: Action, rng: random.Random, kind: type[Action]
) -> Action | None:
    """A legal move of ``kind`` other than the favourite, at random (the careless choice: another
    card discarded, another card played); None where there is none."""
    others = [a for a in legal if isinstance(a, kind) and a != favourite]
    return others[rng.randrange(len(others))] if others else None


def rummy_slips(
    plays: tuple[type[Action], ...], discard: type[Action], take: type[Action]
) -> SlipMaker:
    """The slip maker of a rummy whose melds, lay-offs and swaps are ``plays``, whose discard
    is ``discard`` and whose taking of the discard pile is ``take``."""

    def slip(
        observation: Observation,
        legal: Sequence[Action],
        favourite: Action,
        rng: random.Random,
        prefer: Callable[[Sequence[Action]], Action],
    ) -> Action | None:
        if isinstance(favourite, plays):
            # Misses the meld: plays on with what it did see.
            rest = [a for a in legal if not isinstance(a, plays)]
            return prefer(rest) if rest else None
        if isinstance(favourite, take):
            # Leaves the pile it wanted and draws.
            rest = [a for a in legal if not isinstance(a, take)]
            return prefer(rest) if rest else None
        if isinstance(favourite, discard):
            # Discards carelessly: any other card.
            return another(legal, favourite, rng, discard)
        return None

    return slip
