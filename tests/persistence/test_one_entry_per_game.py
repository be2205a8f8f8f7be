"""One entry in the saved games per game played, updated in place, never out of date."""

from __future__ import annotations

import random
from pathlib import Path

from cardtable.persistence.saves import SaveStore
from cardtable.session.match import Match, SeatSpec


def _play(match: Match, moves: int, seed: int = 1) -> Match:
    rng = random.Random(seed)
    match.resolve_chance()
    for _ in range(moves):
        seat = match.state.current_player
        match.apply(rng.choice(match.state.legal_actions(seat)), seat)
        match.resolve_chance()
    return match


def _new(seed: int = 5) -> Match:
    seats = [SeatSpec.human("Ann"), SeatSpec.robot("random", "Bo")]
    return Match("moosehead", 2, {}, seed, seats)


def test_a_game_opened_played_and_left_again_keeps_one_entry(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    store.new_game()
    first = _play(_new(), 6)
    store.write_autosave(first)
    store.new_game()  # another game: the first is kept as an entry
    kept = store.write_autosave(_play(_new(seed=9), 4))
    assert kept is not None and [i.path for i in store.list_saves()] == [kept.path]
    # Opened from the list and played on, then left for another game, twice over.
    for more in (5, 7):
        entry = next(i for i in store.list_saves() if i.key == kept.key)
        match = _play(store.load(entry.path), more, seed=more)
        store.new_game()
        store.write_autosave(match)
        store.new_game()
        store.write_autosave(_play(_new(seed=20 + more), 3))
        listed = store.list_saves()
        keys = [i.key for i in listed]
        assert len(keys) == len(set(keys))  # one entry per game played
        [entry] = [i for i in listed if i.key == kept.key]  # updated in place, not one more
        assert entry.path == kept.path and not entry.live
        assert store.load(entry.path).to_json() == match.to_json()
        assert entry.preview is not None and entry.preview.moves == len(match.log)


def test_an_entry_whose_game_goes_on_shows_where_it_is(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    store.new_game()
    store.write_autosave(_play(_new(), 6))
    store.new_game()
    store.write_autosave(_play(_new(seed=9), 4))
    [entry] = store.list_saves()
    match = _play(store.load(entry.path), 8, seed=3)
    store.new_game()
    store.write_autosave(match)  # playing it: the autosave is further on than the entry
    [listed] = [i for i in store.list_saves() if i.key == entry.key]
    assert listed.live and listed.path == entry.path
    assert listed.preview is not None and listed.preview.moves == len(match.log)


def test_save_as_under_a_new_name_replaces_the_games_entry(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    store.new_game()
    match = _play(_new(), 6)
    store.save_named("Evening", match)
    store.save_named("Evening, later", _play(match, 4))
    assert [i.name for i in store.list_saves()] == ["Evening, later"]
    # Another game's save stays.
    store.new_game()
    store.save_named("Another", _play(_new(seed=9), 2))
    assert sorted(i.name for i in store.list_saves()) == ["Another", "Evening, later"]


def test_a_damaged_entry_is_listed_and_never_written_over(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    store.saves_dir.mkdir()
    bad = store.saves_dir / "broken.json"
    bad.write_text('{"format": "cardtable-save"', "utf-8")
    store.new_game()
    store.write_autosave(_play(_new(), 6))
    store.new_game()
    store.write_autosave(_play(_new(seed=9), 4))
    listed = store.list_saves()
    assert len(listed) == 2 and sum(not i.ok for i in listed) == 1
    assert bad.read_text("utf-8") == '{"format": "cardtable-save"'
