"""Games played with hints: marked in the save, counted apart in the statistics, and files
written before the mark existed still load."""

from __future__ import annotations

import json
from pathlib import Path

from cardtable.ai.agent import make_agent
from cardtable.persistence.savefile import open_save
from cardtable.persistence.saves import SaveStore
from cardtable.persistence.stats import StatsStore
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match, SeatSpec
from cardtable.session.record import record_text


def _solo(seed: int, assisted: bool) -> Match:
    match = Match("moosehead", 2, {}, seed, [SeatSpec.human("Ada"), SeatSpec.robot("heuristic")])
    match.assisted = assisted
    play_to_end(match, [make_agent("heuristic", "moosehead")] * 2)
    return match


def test_the_mark_is_saved_and_read_back(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    match = Match("mose", 2, seed=3)
    match.resolve_chance()
    assert "assisted" not in match.to_json()
    plain = store.save_named("plain", match)
    assert "assisted" not in json.loads(plain.read_text("utf-8"))
    assert store.load(plain).assisted is False
    match.assisted = True
    helped = store.save_named("helped", match)
    assert json.loads(helped.read_text("utf-8"))["assisted"] is True
    again = store.load(helped)
    assert again.assisted is True and open_save(helped).assisted is True
    assert "Assisted: a hint was shown" in record_text(again)
    assert Match.from_json(again.to_json()).assisted is True


def test_old_statistics_load_and_stay_as_they_were_without_hints(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    old = {"format": "cardtable-stats", "version": 1, "games": {"moosehead": {"played": 1}}}
    old["games"]["moosehead"].update(solo=1, won=1, best=50)  # type: ignore[index]
    path.write_text(json.dumps(old), "utf-8")
    store = StatsStore(path, sync=False)
    assert store.problem == "" and store.get("moosehead").assisted == 0
    store.record(_solo(1, assisted=False))
    written = json.loads(path.read_text("utf-8"))
    assert written["version"] == 1 and "assisted" not in written["games"]["moosehead"]


def test_assisted_games_are_counted_apart(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    store = StatsStore(path, sync=False)
    plain = [_solo(seed, assisted=False) for seed in range(3)]
    helped = [_solo(seed, assisted=True) for seed in range(3, 7)]
    for match in plain + helped:
        store.record(match)
    stats = StatsStore(path).get("moosehead")

    def won(match: Match) -> bool:
        outcome = match.state.outcome()
        return outcome is not None and 0 in outcome.winners

    def score(match: Match) -> int:
        outcome = match.state.outcome()
        assert outcome is not None
        return outcome.scores[0]

    assert stats.played == stats.solo == 7
    assert stats.assisted == 4
    assert stats.assisted_won == sum(won(m) for m in helped)
    assert stats.won == sum(won(m) for m in plain + helped)
    assert stats.best == max(score(m) for m in plain)  # a hinted game sets no record
    assert json.loads(path.read_text("utf-8"))["version"] == 2


def test_assisted_counts_that_do_not_add_up_are_damage(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    games = {"moxie": {"played": 1, "solo": 1, "won": 0, "assisted": 2}}
    path.write_text(json.dumps({"format": "cardtable-stats", "version": 2, "games": games}))
    store = StatsStore(path, sync=False)
    assert "is damaged" in store.problem and "hints" in store.problem
