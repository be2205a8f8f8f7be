"""Solvers play a sampled world out exactly: checked against a plain search over the engine."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from cardtable.ai.evaluation import rewards
from cardtable.ai.ismcts import ISMCTSAgent, level_for
from cardtable.ai.solvers import world_solver
from cardtable.ai.solvers.moosehead import MooseheadSolver, solve_world
from cardtable.engine.cards import card_from_code
from cardtable.engine.state import CHANCE, TERMINAL, GameState
from cardtable.engine.zones import Seat
from cardtable.games.moosehead import MooseheadState, Play, fifteens


def engine_value(state: GameState, me: Seat) -> float:
    """Minimax over the real engine to the end of the hand (or game): the reference."""
    current = state.current_player
    if current in (CHANCE, TERMINAL):
        return rewards(state)[me]
    values = []
    for action in state.legal_actions(current):
        child = state.clone()
        child.apply_trusted(action, current)
        values.append(engine_value(child, me))
    return max(values) if current == me else min(values)


def dealt(seed: int, points: tuple[int, int], moves: int) -> MooseheadState:
    """A two-player hand dealt from ``seed``, ``moves`` random moves into it."""
    rng = random.Random(seed)
    state = MooseheadState(2, {})
    while state.current_player == CHANCE:
        state.apply_trusted(state.sample_chance(rng), CHANCE)
    state.points = list(points)
    for _ in range(moves):
        seat = state.current_player
        if seat in (CHANCE, TERMINAL):
            break
        legal = state.legal_actions(seat)
        state.apply_trusted(legal[rng.randrange(len(legal))], seat)
    return state


CASES = [
    # (seed, points, random moves first): early, middle and late in the hand, with scores far
    # from 50, and close enough that pegging or the hand count ends the game mid-hand.
    *((seed, (3, 11), 4) for seed in range(6)),
    *((seed, (44, 46), 2) for seed in range(6, 12)),
    *((seed, (47, 30), 6) for seed in (12, 13, 14, 15, 17, 20)),
    *((seed, (20, 48), 0) for seed in range(18, 20)),
]


@pytest.mark.parametrize(("seed", "points", "moves"), CASES)
def test_moosehead_solver_agrees_with_a_search_over_the_engine(
    seed: int, points: tuple[int, int], moves: int
) -> None:
    state = dealt(seed, points, moves)
    me = state.current_player
    assert me not in (CHANCE, TERMINAL)  # the cases are chosen to stop mid-hand
    solver = solve_world(state, me)
    assert solver is not None
    for action in state.legal_actions(me):
        child = state.clone()
        child.apply_trusted(action, me)
        assert solver.value_after(action) == pytest.approx(engine_value(child, me), abs=1e-12)
    assert solver.value() == pytest.approx(engine_value(state, me), abs=1e-12)


def test_moosehead_solver_values_do_not_depend_on_the_order_of_questions() -> None:
    # Candidates share remembered bounds; asking in another order must give the same values.
    state = dealt(5, (30, 33), 1)
    me = state.current_player
    legal = state.legal_actions(me)
    forward = solve_world(state, me)
    backward = solve_world(state, me)
    assert forward is not None and backward is not None
    first = {a: forward.value_after(a) for a in legal}
    second = {a: backward.value_after(a) for a in reversed(legal)}
    assert first == pytest.approx(second, abs=1e-12)


def test_solvers_decline_where_they_do_not_apply() -> None:
    assert world_solver("mose") is None and world_solver("moxie") is None
    factory = world_solver("moosehead")
    assert factory is solve_world
    state = dealt(1, (0, 0), 0)
    me = state.current_player
    assert solve_world(state, 1 - me) is None  # not that seat's turn
    rng = random.Random(2)
    three = MooseheadState(3, {})
    while three.current_player == CHANCE:
        three.apply_trusted(three.sample_chance(rng), CHANCE)
    assert solve_world(three, three.current_player) is None  # no zero-sum pair
    assert isinstance(solve_world(state, me), MooseheadSolver)


def test_a_solving_bot_decides_from_its_observation_alone_and_reproducibly() -> None:
    level = replace(level_for("moosehead", "hard"), solver=True, iterations=300)
    state = dealt(9, (12, 15), 3)
    me = state.current_player
    legal = state.legal_actions(me)
    # The same observation with the other hand dealt differently: the same choice.
    other = state.clone()
    hidden = f"hand:{1 - me}"
    held = len(other.zones[hidden])
    other.zones[hidden], other.zones["stock"][:held] = (
        other.zones["stock"][:held],
        other.zones[hidden],
    )
    assert other.zones[hidden] != state.zones[hidden]
    assert other.observation(me) == state.observation(me)
    choices = {
        ISMCTSAgent("moosehead", level).choose(s.observation(me), legal, random.Random(4))
        for s in (state, other, state)
    }
    assert len(choices) == 1


def test_moosehead_solver_scores_a_last_card_that_makes_thirty_without_a_go() -> None:
    # Seat 0 holds one Ten with the count at 20 and seat 1 is out of cards: the Ten makes 30
    # (2 points) and closes the hand with no go point; then both hands are counted.
    state = dealt(3, (40, 40), 0)
    state.zones["hand:0"], state.zones["hand:1"] = [card_from_code("TS")], []
    state.zones["played:0"] = [card_from_code(c) for c in ("2C", "3C", "4C", "6C")]
    state.zones["played:1"] = [card_from_code(c) for c in ("9D", "8D", "7D", "KD", "QD")]
    state.count, state.turn, state.last_player, state.passes = 20, 0, 1, 0
    solver = solve_world(state, 0)
    assert solver is not None
    fives = 2 * fifteens([*state.zones["played:0"], card_from_code("TS")])
    child = state.clone()
    child.apply_trusted(Play(card_from_code("TS")), 0)
    assert fives > 0 and child.points[0] == 40 + 2 + fives
    assert solver.value_after(Play(card_from_code("TS"))) == pytest.approx(
        engine_value(child, 0), abs=1e-12
    )
