"""The long-session benchmark's arithmetic (a run takes minutes: see docs/benchmarks.md)."""

from __future__ import annotations

from tests.benchmark_scripts import load

long_session = load("long_session")


def _samples(growth: int) -> list[object]:
    out = []
    for n in range(15):
        game = long_session.GAMES[n % 5]
        size = 1000 + 100 * (n % 5)  # each game has its own size; a leak adds to every game
        out.append(
            long_session.Sample(
                n, game, 100, 1.0, 5000 + growth * n, size + growth * n, 400, 60, 0, size, 0, size
            )
        )
    return out


def test_flat_samples_show_no_growth_and_a_leak_shows() -> None:
    flat = long_session.report(_samples(0))
    assert flat["py_uncached"]["last_cycle_minus_first"] == 0
    leaky = long_session.report(_samples(7))
    assert leaky["rss_kb"]["last_cycle_minus_first"] == 35.0  # one cycle (5 games) on, 7 a game
    assert abs(leaky["rss_kb"]["slope_per_game"] - 7) < 1e-9


def test_slope() -> None:
    assert long_session.slope([0, 1, 2, 3], [1, 3, 5, 7]) == 2
    assert long_session.slope([1], [5]) == 0
