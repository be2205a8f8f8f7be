"""Saved games: the autosave, named saves, and damaged or newer files kept safe."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable.i18n import set_language
from cardtable.persistence.saves import Problem, SaveError, SaveStore
from cardtable.session.match import SAVE_VERSION, Match, SeatSpec


def _match(moves: int = 6, seed: int = 2) -> Match:
    seats = [SeatSpec.human("Ann"), SeatSpec.robot("heuristic", "Basil")]
    match = Match("moosehead", 2, {}, seed, seats)
    match.resolve_chance()
    for _ in range(moves):
        seat = match.state.current_player
        match.apply(match.state.legal_actions(seat)[0], seat)
    return match


def _files(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def test_autosave_round_trip_with_a_preview(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    match = _match()
    assert store.write_autosave(match) is None
    info = store.autosave_info()
    assert info is not None and info.ok and info.human_moves
    assert info.preview is not None and info.preview.names == ("Ann", "Basil")
    assert info.preview.progress == "Hand 1"
    again = SaveStore(tmp_path, sync=False).load(store.autosave_path)
    assert again.state == match.state and again.to_json() == match.to_json()


def test_a_new_game_keeps_the_unfinished_one_as_a_named_save(tmp_path: Path) -> None:
    SaveStore(tmp_path, sync=False).write_autosave(_match())
    later = SaveStore(tmp_path, sync=False)  # the next session starts a new game instead
    kept = later.write_autosave(_match(moves=0, seed=9))
    assert kept is not None and kept.ok and kept.path.parent == later.saves_dir
    assert kept.path.name.startswith("unfinished moosehead ")
    assert kept.name.startswith("Unfinished Moosehead, ")
    listed = later.list_saves()
    assert [s.path for s in listed] == [kept.path]
    assert later.load(kept.path).to_json() == _match().to_json()


def test_a_kept_unfinished_game_is_named_in_the_language_of_the_moment(tmp_path: Path) -> None:
    """The file's name is the same in every language; the list names it in the current one."""
    SaveStore(tmp_path, sync=False).write_autosave(_match())
    kept = SaveStore(tmp_path, sync=False).write_autosave(_match(moves=0, seed=9))
    assert kept is not None
    try:
        set_language("de")
        [german] = SaveStore(tmp_path, sync=False).list_saves()
        set_language("en")
        [english] = SaveStore(tmp_path, sync=False).list_saves()
    finally:
        set_language("en")
    stamp = kept.path.stem.removeprefix("unfinished moosehead ")
    assert english.name == f"Unfinished Moosehead, {stamp}"
    assert german.name != english.name and stamp in german.name


def test_an_untouched_or_finished_autosave_is_simply_replaced(tmp_path: Path) -> None:
    SaveStore(tmp_path, sync=False).write_autosave(_match(moves=0))  # dealt, nobody moved
    later = SaveStore(tmp_path, sync=False)
    assert later.write_autosave(_match(seed=4)) is None
    assert _files(tmp_path) == ["autosave.json"]
    later.clear_autosave()  # that game ended
    assert _files(tmp_path) == []


def test_a_damaged_autosave_is_set_aside_never_overwritten(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    store.autosave_path.write_text('{"format": "cardtable-save", "version": 1, "seats": [', "utf-8")
    info = store.autosave_info()
    assert info is not None and info.problem is Problem.DAMAGED
    assert "not valid JSON" in info.message() and str(store.autosave_path) in info.message()
    with pytest.raises(SaveError) as raised:
        store.load(store.autosave_path)
    assert "damaged" in raised.value.message and "kept unchanged" in raised.value.message
    retired = store.write_autosave(_match())
    assert retired is not None and retired.problem is Problem.DAMAGED
    assert retired.path.name.startswith("autosave.damaged-")
    assert retired.path.read_text("utf-8").endswith('"seats": [')


def test_a_save_that_does_not_replay_is_damaged(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    data = store.document(_match())
    data["actions"][3][1] = "play KZ"
    path = tmp_path / "saves" / "bad.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError) as raised:
        store.load(path)
    assert raised.value.problem is Problem.DAMAGED and "action 4" in raised.value.message
    assert json.loads(path.read_text("utf-8")) == data  # untouched


def test_a_newer_save_is_refused_with_a_clear_message_and_kept(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    data = store.document(_match(), "From the future")
    data["version"] = SAVE_VERSION + 1
    path = store.path_for("From the future")
    path.parent.mkdir()
    path.write_text(json.dumps(data), "utf-8")
    [info] = store.list_saves()
    assert info.problem is Problem.NEWER and info.name == "From the future"
    assert "newer version of Card Table" in info.message()
    with pytest.raises(SaveError):
        store.load(path)
    with pytest.raises(SaveError):
        store.save_named("From the future", _match(), overwrite=True)
    with pytest.raises(SaveError):
        store.delete(path)
    assert json.loads(path.read_text("utf-8"))["version"] == SAVE_VERSION + 1


def test_named_saves(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, sync=False)
    first = store.save_named("Sunday / evening", _match(2))
    assert first.parent == store.saves_dir and "/" not in first.name
    with pytest.raises(FileExistsError):
        store.save_named("Sunday / evening", _match(4))
    store.save_named("Sunday / evening", _match(4), overwrite=True)
    [info] = store.list_saves()
    assert info.name == "Sunday / evening" and info.preview is not None
    assert store.load(first).to_json() == _match(4).to_json()
    store.delete(first)
    assert store.list_saves() == []
