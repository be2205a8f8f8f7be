"""The Mor position suite: fixed decisions, judged once from the true cards, to score levels on."""

from __future__ import annotations

from types import ModuleType

import pytest

from cardtable.ai.agent import make_agent
from cardtable.ai.playout import Playout
from tests.benchmark_scripts import load


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    load("positions_suite")  # what the position benchmarks share, imported by the script
    return load("mor_positions")


def test_positions_hold_the_heuristics_choice_first_and_are_repeatable(bench: ModuleType) -> None:
    positions = bench.collect(1, 1, 0.02)
    again = bench.collect(1, 1, 0.02)
    assert positions and len(positions) == len(again)
    playout = Playout("mor", make_agent("heuristic", "mor"), 1.0)
    for position, twin in zip(positions, again, strict=True):
        assert position.moves == twin.moves
        assert 2 <= len(position.moves) <= bench.TOP
        # The heuristic's own choice (it breaks ties at random), then its next ones in its order.
        first = position.moves[0]
        assert first in position.legal
        assert position.moves == playout.candidates(
            list(position.legal), first, position.observation, bench.TOP
        )
        # What the position shows the level is the seat's own view, never the other hand.
        assert position.observation == position.state.observation(position.seat)


def test_the_judge_is_repeatable_plays_the_round_out_and_leaves_the_position_alone(
    bench: ModuleType,
) -> None:
    position = bench.collect(1, 2, 0.02)[0]
    state, seat = position.state, position.seat
    before = state.clone()
    bots = bench.judge()
    move = position.moves[0]
    values = [bench.worth(state, seat, move, seed, bots) for seed in range(4)]
    assert values == [bench.worth(state, seat, move, seed, bots) for seed in range(4)]
    # Round points of two teams; different stock orders give different rounds.
    assert len(set(values)) > 1
    assert state.zones == before.zones and state.totals == before.totals


def test_a_level_is_scored_by_the_worth_of_its_move_over_the_heuristics(
    bench: ModuleType,
) -> None:
    positions = bench.collect(1, 3, 0.02)[:4]
    for position in positions:
        position.worths = bench._judge_position((position, 2))
        assert len(position.worths) == len(position.moves)
        assert position.gain(0) == 0.0
    bench._SUITE[:] = positions
    answers = [bench._decide(("ismcts:test", i)) for i in range(len(positions))]
    assert all(
        -1 <= chosen < len(p.moves) for (chosen, _), p in zip(answers, positions, strict=True)
    )
