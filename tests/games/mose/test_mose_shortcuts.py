"""The shortcuts of the Mose playout speed work against the code they replace, over seeded games.

* The heuristic's quick simulation of laying cards (``_shed_greedily``, with its tables after a
  play remembered) must leave the same hands, in the same order, as the plain loop it replaced
  (``legacy_heuristic.py``), and so the draw decision must be the same.
* A search's simulated seat at its draw step decides from the draws alone and lists its plays
  only for a random move: the move and the random numbers used must be those of the full list.

Positions come from games at 2, 4 and 7 players where every seat mostly follows the heuristic
(so discard piles grow, get taken and melds get laid) with some random moves.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from cardtable.ai.agent import make_agent
from cardtable.ai.playout import Playout
from cardtable.engine.actions import Action
from cardtable.games.mose import heuristic
from cardtable.games.mose.state import INFO, MoseState
from tests.games.mose import legacy_heuristic


def _positions(players: int, seed: int, moves: int) -> Iterator[tuple[MoseState, int]]:
    """(state, seat) before every move of a seeded game played mostly by the heuristic."""
    rng = random.Random(seed)
    agent = make_agent("heuristic", "mose")
    state = INFO.new_game(players, {})
    assert isinstance(state, MoseState)
    for _ in range(moves):
        while state.is_chance():
            state.apply(state.sample_chance(rng))
        if state.is_terminal():
            return
        seat = state.current_player
        yield state, seat
        legal = state.legal_actions(seat)
        if rng.random() < 0.15:
            action: Action = legal[rng.randrange(len(legal))]
        else:
            action = agent.choose(state.observation(seat), legal, rng)
        state.apply(action, seat)


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_quick_simulation_and_the_draw_are_unchanged(players: int) -> None:
    heuristic._AFTER.clear()
    draws = laid = 0
    for seed in range(4):
        for state, seat in _positions(players, 500 * players + seed, 700):
            view = state.seat_view(seat)
            legal = list(state.legal_actions(seat))
            for hand in (view.hand + view.pile, view.hand):
                new = heuristic._shed_greedily(hand, view.table, view.wild)
                old = legacy_heuristic._shed_greedily(hand, view.table, view.wild)
                assert new == old, f"seed {seed}, round {state.round_no}"
                laid += len(new) < len(hand)
            if state.draw_actions(seat) is not None and len(state.draw_actions(seat) or []) > 1:
                new_draw = heuristic._draw_choice(legal, view)
                assert new_draw == legacy_heuristic._draw_choice(legal, view)
                draws += 1
    # Enough positions where cards were laid (the remembered tables were used) and draws made.
    assert laid > 200
    assert draws > 100


def _old_move(playout: Playout, state: MoseState, seat: int, rng: random.Random) -> Action:
    """:meth:`Playout.move` as it was: always the full legal list."""
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < playout.share:
        return playout.heuristic_move(state, seat, legal, rng)
    return legal[rng.randrange(len(legal))]


@pytest.mark.parametrize("players", [2, 4])
def test_a_simulated_draw_is_the_move_of_the_full_list(players: int) -> None:
    playout = Playout("mose", make_agent("heuristic", "mose"), 0.7)
    compared = took = randoms = 0
    for seed in range(4):
        for state, seat in _positions(players, 900 * players + seed, 500):
            if state.draw_actions(seat) is None:
                continue
            for k in range(6):
                new_rng, old_rng = random.Random(k), random.Random(k)
                new = playout.move(state, seat, new_rng)
                old = _old_move(playout, state, seat, old_rng)
                assert new == old, f"seed {seed}, round {state.round_no}, k {k}"
                assert new_rng.getstate() == old_rng.getstate()
                compared += 1
                took += type(new).__name__ == "TakePile"
                randoms += type(new).__name__ not in ("TakePile", "Draw", "Restock")
    assert compared > 300
    assert took > 0  # the pile was taken somewhere
    assert randoms > 0  # and a random play from the full list was chosen somewhere
