"""The Mose decision benchmark's judge: paired playouts from the true position."""

from __future__ import annotations

from types import ModuleType

import pytest

from cardtable.ai.agent import make_agent
from cardtable.games.mose.actions import Draw, TakePile
from cardtable.games.mose.state import MoseState
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match
from tests.benchmark_scripts import load


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load("mose_decisions")


def draw_decision(seed: int) -> tuple[MoseState, int]:
    """A heuristic two-player game at a draw where both the stock and the pile may be taken."""
    match = Match("mose", 2, {}, seed)
    bots = [make_agent("heuristic", "mose") for _ in range(2)]
    match.resolve_chance()
    while True:
        state = match.state
        assert isinstance(state, MoseState)
        seat = state.current_player
        legal = state.legal_actions(seat)
        if state.began and any(isinstance(a, TakePile) for a in legal):
            return state, seat
        match.apply(decide(match, bots[seat], seat), seat)
        offer_claims(match, bots, seat)
        match.resolve_chance()


def test_the_judge_is_repeatable_and_leaves_the_position_alone(bench: ModuleType) -> None:
    state, seat = draw_decision(3)
    bots = bench.judge()
    before = state.clone()
    for seed in range(5):
        a = bench.worth(state, seat, Draw(), seed, bots)
        assert a == bench.worth(state, seat, Draw(), seed, bots)
    assert state.zones == before.zones  # the real position is never touched


def test_the_judge_plays_the_round_to_its_end(bench: ModuleType) -> None:
    state, seat = draw_decision(5)
    bots = bench.judge()
    values = {bench.worth(state, seat, TakePile(), seed, bots) for seed in range(6)}
    # Round points are whole numbers; different stock orders give different rounds.
    assert all(isinstance(v, int) for v in values)
    assert len(values) > 1


def test_a_bot_that_plays_like_the_heuristic_has_nothing_to_judge(bench: ModuleType) -> None:
    record = bench.play(("heuristic", 1, 7, 3))
    assert record["decisions"] == []
    assert record["key"] == "heuristic|1|7|3"
    assert isinstance(record["margin"], int)


def test_the_report_sums_gains_by_kind(bench: ModuleType) -> None:
    records = [
        {
            "level": "ismcts:normal",
            "margin": 10,
            "decisions": [
                {"kind": "turn: Discard -> Discard", "round": 1, "gain": 2.0},
                {"kind": "turn: Draw -> TakePile", "round": 2, "gain": -4.0},
            ],
        },
        {
            "level": "ismcts:normal",
            "margin": -4,
            "decisions": [{"kind": "turn: Discard -> Discard", "round": 1, "gain": 1.0}],
        },
    ]
    table = bench.report(records)
    assert "| ismcts:normal | 2 | turn: Discard -> Discard | 2 | 1.0 | +1.50 |" in table
    assert "| ismcts:normal | 2 | all | 3 | 1.5 | -0.33 |" in table
    assert "total a game (game margin +3.0) | | | -0.5 |" in table
