"""The Mor floor benchmark's plumbing: positions, both passes, a ratio."""

from __future__ import annotations

from tests.benchmark_scripts import load


def test_the_floor_and_the_listing_run_on_the_same_positions() -> None:
    bench = load("mor_floor")
    states = bench.positions(30)
    assert len(states) == 30 and all(s.phase == "play" for s in states)
    assert bench.listing_pass(states) > 0 and bench.floor_pass(states) > 0
    row = bench.measure(20, 1)
    assert row["listing_us"] > 0 and row["floor_us"] > 0 and row["ratio"] > 0
