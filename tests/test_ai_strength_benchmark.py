"""The strength benchmark's bookkeeping: seats, keys, intervals and the table it prints."""

from __future__ import annotations

import subprocess
import sys
from types import ModuleType

import pytest

from tests.benchmark_scripts import BENCHMARKS, load, script

ROOT = BENCHMARKS.parent
SCRIPT = script("ai_strength")


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load("ai_strength")


def test_seats_alternate_between_the_two_games_of_a_seed(bench: ModuleType) -> None:
    jobs = list(bench.jobs_for(["moosehead"], [("ismcts:normal", "heuristic")], 4, 1, False))
    assert [j.seats() for j in jobs[:2]] == [
        ["ismcts:normal", "heuristic"],
        ["heuristic", "ismcts:normal"],
    ]
    assert jobs[0].seed == jobs[1].seed != jobs[2].seed


def test_game_options_are_part_of_the_key(bench: ModuleType) -> None:
    moxie = next(bench.jobs_for(["moxie"], [("ismcts:hard", "ismcts:normal")], 1, 1, False))
    moose = next(bench.jobs_for(["moosehead"], [("ismcts:hard", "ismcts:normal")], 1, 1, False))
    assert moxie.options == {"rounds": 25}
    assert moxie.key.endswith("/rounds=25")
    assert moose.options == {}
    assert moose.key.count("/") == 5


def test_wilson_interval(bench: ModuleType) -> None:
    low, high = bench.wilson(4, 4)
    assert 0.50 < low < 0.52 and high == 1.0
    low, high = bench.wilson(15, 30)
    assert low < 0.5 < high
    assert bench.wilson(0, 0) == (0.0, 1.0)


def test_the_report_counts_wins_and_halves(bench: ModuleType) -> None:
    def record(index: int, result: float) -> dict[str, object]:
        return {
            "game": "moosehead",
            "players": 2,
            "bot": "ismcts:normal",
            "opponent": "heuristic",
            "index": index,
            "result": result,
            "scores": [50, 40] if index % 2 == 0 else [40, 50],
            "times": {"ismcts:normal": {"wall": [10.0, 30.0], "cpu": [9.0, 29.0]}},
            "load": 1.0,
        }

    text = bench.report([record(0, 1.0), record(1, 1.0), record(2, 0.5), record(3, 0.0)])
    assert "| moosehead | 2 | ismcts:normal | heuristic | 4 | 62.5 % |" in text
    assert "| moosehead | ismcts:normal | 8 |" in text
    assert "| 95 % CI |" in text
    wide = [record(i, 1.0 if i else 0.0) for i in range(8)]
    assert "| 52.9-97.8 % | yes |" in bench.report(wide)
    planned_look = bench.report(wide, 2.80)
    assert "| CI (z = 2.8) |" in planned_look
    assert "| no |" in planned_look


def test_tuned_runs_need_their_own_results_file() -> None:
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "--tune", '{"moxie": {"hard": {"iterations": 10}}}'],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert run.returncode == 2
    assert "--out" in run.stderr
