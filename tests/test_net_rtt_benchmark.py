"""The network round-trip benchmark runs (a few moves; its timings go to docs/benchmarks.md)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.benchmark_scripts import load


def test_the_round_trip_benchmark_measures_the_moves_asked_for(tmp_path: Path) -> None:
    bench = load("net_rtt")
    times = asyncio.run(bench.measure("moco", 30, 1, tmp_path / "t.json"))
    assert len(times) == 30 and all(t > 0 for t in times)
    assert bench.percentile([1.0, 2.0, 3.0, 4.0], 0.5) == 3.0
