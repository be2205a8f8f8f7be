"""The hostile-connections benchmark runs (a tiny level; its figures go to docs/benchmarks.md)."""

from __future__ import annotations

from tests.benchmark_scripts import load


def test_the_hostile_benchmark_holds_an_attack_while_the_players_play() -> None:
    bench = load("net_hostile")
    result = bench.level(3, 10, 0.0, lifted=False)
    assert len(result.times) == 10 and all(t > 0 for t in result.times)
    assert result.count == 3 and result.limits == "table"
    assert result.rss_mib > 0
    assert "table" in result.row()
