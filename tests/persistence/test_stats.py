"""Statistics per game: played, won, best score; damaged or newer files kept."""

from __future__ import annotations

import json
from pathlib import Path

from cardtable.ai.agent import make_agent
from cardtable.persistence.stats import STATS_VERSION, GameStats, StatsStore
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match, SeatSpec


def _finished(game: str, seats: list[str], seed: int) -> Match:
    specs = [
        SeatSpec.human(f"H{i}") if s == "human" else SeatSpec.robot(s, f"B{i}")
        for i, s in enumerate(seats)
    ]
    match = Match(game, len(seats), {}, seed, specs)
    play_to_end(match, [make_agent("heuristic", game) for _ in seats])  # humans played by bots
    return match


def test_solo_games_count_wins_and_the_best_score(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.json", sync=False)
    results = []
    for seed in range(6):
        match = _finished("moosehead", ["human", "heuristic"], seed)
        outcome = match.state.outcome()
        assert outcome is not None
        results.append((0 in outcome.winners, outcome.scores[0]))
        store.record(match)
    stats = StatsStore(tmp_path / "stats.json").get("moosehead")
    assert stats.played == stats.solo == 6 and stats.together == 0
    assert stats.won == sum(won for won, _ in results)
    assert stats.best == max(score for _, score in results)


def test_lowest_is_best_in_mose_and_pass_and_play_is_counted_apart(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.json", sync=False)
    solo = _finished("mose", ["human", "heuristic"], 1)
    store.record(solo)
    store.record(_finished("mose", ["human", "human"], 2))
    store.record(_finished("mose", ["heuristic", "heuristic"], 3))  # no human: not counted
    stats = store.get("mose")
    assert (stats.played, stats.together, stats.solo) == (2, 1, 1)
    assert stats.best == solo.state.scores()[0]


def test_a_damaged_file_is_kept_and_counting_starts_afresh(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text("not json", "utf-8")
    store = StatsStore(path, sync=False)
    assert "damaged" in store.problem and str(path) in store.problem
    assert [p.name for p in tmp_path.iterdir()] == ["stats.json"], "reading changes nothing"
    assert store.all() == {}
    store.record(_finished("moosehead", ["human", "heuristic"], 1))
    [kept] = [p for p in tmp_path.iterdir() if p.name.startswith("stats.damaged-")]
    assert kept.read_text("utf-8") == "not json" and str(kept) in store.problem
    assert json.loads(path.read_text("utf-8"))["games"]["moosehead"]["played"] == 1


def test_counts_that_do_not_add_up_are_damage(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    games = {"mose": {"played": 1, "together": 0, "solo": 1, "won": 3, "best": 10}}
    text = json.dumps({"format": "cardtable-stats", "version": 1, "games": games})
    path.write_text(text, "utf-8")
    store = StatsStore(path, sync=False)
    assert "do not add up" in store.problem and store.all() == {}
    assert path.read_text("utf-8") == text


def test_a_newer_file_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    text = json.dumps({"format": "cardtable-stats", "version": STATS_VERSION + 1, "games": {}})
    path.write_text(text, "utf-8")
    store = StatsStore(path, sync=False)
    assert "newer version" in store.problem
    assert store.record(_finished("moosehead", ["human", "heuristic"], 1)) is None
    assert path.read_text("utf-8") == text


def test_win_rate() -> None:
    assert GameStats(played=4, solo=4, won=1).win_rate == 0.25
    assert GameStats().win_rate is None
