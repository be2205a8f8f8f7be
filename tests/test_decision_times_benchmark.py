"""The decision-time benchmark: its positions, its quantile and its rows."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.benchmark_scripts import load


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    return load("decision_times")


def test_positions_are_seat_zeros_real_choices(bench: ModuleType) -> None:
    found = bench.positions("moosehead", 5, 3)
    assert len(found) == 5
    for state in found:
        assert state.current_player == 0
        assert len(state.legal_actions(0)) > 1
    # The suite is the same for the same seed (both sides of a comparison face it).
    again = bench.positions("moosehead", 5, 3)
    assert [s.zones for s in found] == [s.zones for s in again]


def test_the_quantile_is_a_nearest_rank(bench: ModuleType) -> None:
    values = [float(v) for v in range(1, 21)]
    assert bench.percentile(values, 0.95) == 19.0
    assert bench.percentile(values, 0.5) == 10.0
    assert bench.percentile([7.0], 0.95) == 7.0


def test_a_short_run_reports_every_game_and_level(bench: ModuleType) -> None:
    rows = bench.measure(("moxie",), ("easy",), 2, 1)
    assert [(r["game"], r["bot"], r["decisions"]) for r in rows] == [("moxie", "ismcts:easy", 2)]
    row = rows[0]
    assert 0 <= row["median_ms"] <= row["p95_ms"] <= row["max_ms"]
    assert "| game | bot |" in bench.table(rows)
