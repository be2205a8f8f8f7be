"""The Mose position suite: fixed decisions, judged once, on which levels are scored."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from cardtable.ai.agent import make_agent
from cardtable.games.mose.actions import Draw, TakePile
from cardtable.games.mose.state import MoseState
from cardtable.session.autoplay import decide, offer_claims
from cardtable.session.match import Match
from tests.benchmark_scripts import load, script

SCRIPT = script("mose_positions")


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    load("positions_suite")  # what the position benchmarks share, imported by the script
    return load("mose_positions")


def test_positions_hold_the_heuristics_choice_first_and_are_repeatable(bench: ModuleType) -> None:
    positions = bench.collect(1, 1, 0.1)
    again = bench.collect(1, 1, 0.1)
    assert positions and len(positions) == len(again)
    heuristic = make_agent("heuristic", "mose")
    for position, twin in zip(positions, again, strict=True):
        assert position.moves == twin.moves
        assert 2 <= len(position.moves) <= bench.TOP
        if position.kind == "turn":
            usual = heuristic.choose(position.observation, position.legal, random.Random(0))
        else:
            usual = heuristic.claim(position.observation, position.legal, random.Random(0))
        assert position.moves[0] == usual
        # What the position shows the level is the seat's own view, never the other hand.
        assert position.observation == position.state.observation(position.seat)


def test_a_level_is_scored_by_the_worth_of_its_move_over_the_heuristics(
    bench: ModuleType,
) -> None:
    positions = bench.collect(1, 2, 0.05)[:6]
    for position in positions:
        position.worths = bench._judge_position((position, 3))
        assert len(position.worths) == len(position.moves)
        assert position.gain(0) == 0.0
    bench._SUITE[:] = positions
    answers = [bench._decide(("ismcts:test", i)) for i in range(len(positions))]
    assert all(
        -1 <= chosen < len(p.moves) for (chosen, _), p in zip(answers, positions, strict=True)
    )
    stay = {
        "name": "heuristic",
        "suite": len(positions),
        "chosen": [0] * len(positions),
        "seconds": [0.0] * len(positions),
    }
    best = [max(range(len(p.moves)), key=p.gain) for p in positions]
    oracle = {**stay, "name": "oracle", "chosen": best}
    table = bench.report(positions, [stay, oracle])
    rows = {
        line.split("|")[1].strip(): line for line in table.splitlines() if line.startswith("| ")
    }
    assert "| 0 | +0.000 (" in rows["heuristic"]
    top = sum(max(p.gain(m) for m in range(len(p.moves))) for p in positions) / len(positions)
    assert f"| {top:+.3f} (" in rows["oracle"]
    # The oracle is compared with the heuristic, listed first, position by position.
    assert rows["oracle"].count(f"{top:+.3f} (") == 2


def test_a_suite_loads_back_whatever_the_script_was_run_as(
    bench: ModuleType, tmp_path: Path
) -> None:
    positions = bench.collect(1, 3, 0.02)
    path = tmp_path / "suite.pickle"
    bench.save(path, positions)
    loaded = bench.load(path)
    assert [p.moves for p in loaded] == [p.moves for p in positions]
    assert [p.observation for p in loaded] == [p.observation for p in positions]


def test_a_damaged_suite_is_reported_not_a_traceback(tmp_path: Path) -> None:
    suite = tmp_path / "suite.pickle"
    suite.write_bytes(b"not a pickle")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "report", "--suite", str(suite)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "cannot read the suite" in done.stderr
    assert "Traceback" not in done.stderr
    assert suite.read_bytes() == b"not a pickle"  # left as it was


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
