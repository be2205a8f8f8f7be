"""Exact play of the rest of a sampled world, for the games small enough to allow it.

A search samples worlds consistent with the bot's observation (:mod:`~cardtable.ai.ismcts`).
Usually it plays each one forward with the heuristic bots, which is a guess at how everyone will
play. Where the rest of a round is small enough, a *solver* plays it out perfectly instead: every
seat makes its best move in that world (the bot maximising its reward, the other side
minimising it), so a candidate move is judged by what a strong opponent would make of it, not
by what the heuristic would.

A solver judges one sampled world, never the real game, so it sees nothing the bot may not.
:func:`world_solver` gives the solver of a game, or None where there is none; a solver declines
(returns None) where it does not apply, and the search then plays the world out as usual.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Final, Protocol

from cardtable.engine.actions import Action
from cardtable.engine.state import GameState
from cardtable.engine.zones import Seat


class WorldSolver(Protocol):
    """The exact value of candidate moves in one sampled world, for one seat."""

    def value_after(self, action: Action) -> float:
        """The seat's reward in [0, 1] when it plays ``action`` now and everyone then plays
        perfectly to the end of the round (as :func:`~cardtable.ai.evaluation.rewards` judges
        that position)."""
        ...


#: Solver factories by game: (sampled state, seat to move) -> solver, or None to decline.
SolverFactory = Callable[[GameState, Seat], WorldSolver | None]

_MODULES: Final = {"moosehead": "cardtable.ai.solvers.moosehead"}


def world_solver(game_id: str) -> SolverFactory | None:
    """The solver factory of ``game_id``, or None if the game has none."""
    name = _MODULES.get(game_id)
    if name is None:
        return None
    factory: SolverFactory = importlib.import_module(name).solve_world
    return factory
