"""Finished games kept for replaying: written whole, the last twenty listed, none lost."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from cardtable.ai.agent import make_agent
from cardtable.persistence.saves import KEEP_FINISHED, SaveError, SaveStore
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match, SeatSpec


def _finished(seed: int = 4) -> Match:
    seats = [SeatSpec.human("Ann"), SeatSpec.robot("heuristic", "Basil")]
    match = Match("moco", 2, {}, seed, seats)
    play_to_end(match, [make_agent("heuristic", "moco")] * 2)
    return match


def test_a_finished_game_is_kept_and_listed_with_its_result(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    assert store.list_finished() == []  # an old data folder has no finished/ yet
    match = _finished()
    path = store.keep_finished(match)
    assert path.parent == tmp_path / "finished"
    [info] = store.list_finished()
    assert info.ok and info.path == path
    assert info.preview is not None and info.preview.over
    assert info.preview.names == ("Ann", "Basil")
    assert info.name.startswith("Moco!: ") and info.name.endswith(("wins", "share the win"))
    again = store.read_match(path)
    assert again.to_json() == match.to_json()
    assert store.list_saves() == []  # the finished games are not among the saves to play on


def test_an_unfinished_game_is_not_kept_as_finished(tmp_path: Path) -> None:
    match = Match("moco", 2, {}, 1)
    match.resolve_chance()
    with pytest.raises(ValueError, match="finished"):
        SaveStore(tmp_path, sync=False).keep_finished(match)


def test_only_the_last_twenty_are_kept_and_damaged_files_stay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path, sync=False)
    match = _finished()
    store.finished_dir.mkdir(parents=True)
    damaged = store.finished_dir / "0000 broken.json"
    damaged.write_text("{not json")
    clock = [1_700_000_000.0]
    monkeypatch.setattr(time, "time", lambda: clock[0])
    paths = []
    for _ in range(KEEP_FINISHED + 3):
        clock[0] += 90  # a game every minute and a half
        paths.append(store.keep_finished(match))
    assert len(set(paths)) == len(paths)
    listed = store.list_finished()
    assert damaged.read_text() == "{not json"
    assert [info.path for info in listed if info.ok] == paths[:2:-1]
    assert not any(p.exists() for p in paths[:3])


def test_reading_for_a_replay_leaves_the_autosave_alone(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    match = Match("moco", 2, {}, 1, [SeatSpec.human("Ann"), SeatSpec.robot("heuristic", "B")])
    match.resolve_chance()
    SaveStore(tmp_path, sync=False).write_autosave(match)
    before = store.autosave_path.read_bytes()
    assert store.read_match(store.autosave_path).to_json() == match.to_json()
    store.clear_autosave()  # not this session's file: kept
    assert store.autosave_path.read_bytes() == before
    store.autosave_path.write_text("[]")
    with pytest.raises(SaveError) as err:
        store.read_match(store.autosave_path)
    assert str(store.autosave_path) in err.value.message
    assert store.autosave_path.read_text() == "[]"
