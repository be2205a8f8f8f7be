"""benchmarks/coach_and_notes.py runs and reports what it says it measures (no timings judged)."""

from __future__ import annotations

from tests.benchmark_scripts import load


def test_the_coach_and_notes_benchmark_measures_a_whole_game() -> None:
    bench = load("coach_and_notes")
    result = bench.measure("moosehead", hints=2)
    assert result["game"] == "moosehead" and result["bot"] == "ismcts:normal"
    assert result["hints"] == 2 and result["actions"] > 20
    assert result["hint_p95"] >= result["hint_p50"] > 0
    assert result["notes_p95"] >= result["notes_p50"] > 0
