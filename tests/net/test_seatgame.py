"""A network game kept as one seat saw it: written when the game ends, listed, read back and
replayed step by step, with every step exactly what the host sent that seat (checked against the
host's match as every frame on the wire is), so the replay names no card hidden from the seat."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from cardtable.net import protocol as wire
from cardtable.net.seatgame import (
    SEAT_GAMES,
    SeatRecorder,
    keep_seat_game,
    list_seat_games,
    read_seat_game,
)
from cardtable.persistence.documents import DocumentError
from cardtable.persistence.saves import KEEP_FINISHED

from .helpers import Table, play_table, run
from .test_games import check_wire


def _recorded(table: Table, seat: int) -> SeatRecorder:
    recorder = SeatRecorder()
    for frame in table.received[seat]:
        message = wire.decode_to_player(frame)
        if isinstance(message, wire.Welcome):
            recorder.joined(message.game, message.seat)
        elif isinstance(message, wire.Update):
            recorder.add(message)
    return recorder


@pytest.fixture(scope="module")
def table() -> Table:
    played = run(play_table("moosehead", ("remote", "remote", "heuristic"), seed=5))
    assert isinstance(played, Table) and played.match.is_over()
    return played


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_s_game_is_kept_and_replays_only_what_the_seat_was_sent(
    table: Table, seat: int, tmp_path: Path
) -> None:
    recorder = _recorded(table, seat)
    assert recorder.finished and recorder.seat == seat
    path = keep_seat_game(tmp_path, recorder, sync=False)
    assert path is not None and path.parent == tmp_path / SEAT_GAMES
    (listed,) = list_seat_games(tmp_path)
    names = table.match.names
    assert listed.ok and listed.path == path
    assert listed.name.startswith("Moosehead: ") and f"as {names[seat]} saw it" in listed.name
    replay = read_seat_game(path)
    assert replay.seat == seat and replay.finished and replay.viewers() == [seat]
    with pytest.raises(ValueError):
        replay.check_viewer(None)  # never every hand, never another seat
    with pytest.raises(ValueError):
        replay.check_viewer(1 - seat)
    # Every step read back is an update the host sent this seat, as checked on the wire: its
    # observation is the engine's for the seat, its events the log's redacted for the seat, and
    # it names no card the seat could not see.
    updates = [wire.encode(u) for u in replay._updates]
    assert check_wire(Table(table.host, table.match, received={seat: updates})) == len(replay)
    outcome = table.match.state.outcome()
    assert outcome is not None
    final = replay.snapshot(replay.last, seat)
    assert final.over and final.winners == outcome.winners and final.result == outcome.text
    assert final.names == tuple(names)
    for step in range(len(replay)):
        snap = replay.snapshot(step, seat)
        assert snap.viewer == seat and snap.observation == replay.observation(step, seat)
        assert not snap.legal
        replay.events(step, seat)
    assert replay.lines(replay.last, seat) and replay.where(replay.last).endswith(
        f"move {replay.last} of {replay.last}"
    )
    assert replay.banner(0, seat).endswith(f"as {names[seat]} saw it")


def test_only_the_last_games_are_kept_and_a_damaged_file_is_told(
    table: Table, tmp_path: Path
) -> None:
    recorder = _recorded(table, 0)
    paths = [keep_seat_game(tmp_path, recorder, sync=False) for _ in range(KEEP_FINISHED + 2)]
    assert len(set(paths)) == KEEP_FINISHED + 2
    assert len(list_seat_games(tmp_path)) == KEEP_FINISHED
    assert paths[-1] is not None
    last, before = paths[-1], paths[-2]
    assert last is not None and before is not None
    data = json.loads(last.read_text("utf-8"))
    data["updates"][3]["serial"] = "three"
    last.write_text(json.dumps(data), "utf-8")
    listed = list_seat_games(tmp_path)
    assert len(listed) == KEEP_FINISHED and [i.ok for i in listed].count(False) == 1
    data = json.loads(before.read_text("utf-8"))
    data["updates"][3]["observation"]["zones"][0]["cards"] = ["not a card"]
    before.write_text(json.dumps(data), "utf-8")
    for path in (last, before):
        with pytest.raises(DocumentError):
            read_seat_game(path)


def test_an_unfinished_game_is_not_kept(table: Table, tmp_path: Path) -> None:
    recorder = _recorded(table, 0)
    recorder.updates = recorder.updates[:-1]
    assert keep_seat_game(tmp_path, recorder, sync=False) is None
    assert list_seat_games(tmp_path) == []


def test_an_update_that_only_says_who_left_keeps_the_move_before_it(table: Table) -> None:
    recorder = _recorded(table, 0)
    final = recorder.updates[-1]
    assert final.events
    recorder.add(msgspec.structs.replace(final, events=[], moves=[], seats=["open"] * 3))
    assert recorder.updates[-1].events == final.events and recorder.updates[-1].seats[0] == "open"
