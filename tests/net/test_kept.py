"""The network seats kept between runs (``network.json``) and the hosted table's autosave beside
them: kept, forgotten, expired, and a damaged or newer file reported and never overwritten."""

from __future__ import annotations

import json
import time
from pathlib import Path

from cardtable.net.hostsave import HostedTable, write_hosted
from cardtable.net.kept import KEEP_DAYS, MAX_JOINED, HostedSeat, JoinedSeat, KeptSeats
from cardtable.session.match import Match


def _seat(
    where: str = "10.0.0.2:7421", code: str = "ABC123", at: float | None = None
) -> JoinedSeat:
    return JoinedSeat(where, code, 1, "t" * 32, "mose", "Ada", time.time() if at is None else at)


def _hosted_table(path: Path, over: bool = False) -> HostedTable:
    match = Match("moosehead", 2, {}, 7)
    match.resolve_chance()
    while over and not match.is_over():
        state = match.state
        match.apply(state.legal_actions(state.current_player)[0], state.current_player)
        match.resolve_chance()
    table = HostedTable(match, "K7QX2M", ("remote", "heuristic"), ("mine", ""), "", 60.0, True)
    write_hosted(path, table, sync=False)
    return table


def test_a_seat_taken_is_kept_newest_first_and_forgotten_when_its_game_ends(
    tmp_path: Path,
) -> None:
    kept = KeptSeats(tmp_path)
    kept.took(_seat(code="AAA111"))
    kept.took(_seat(code="BBB222"))
    kept.took(_seat(code="AAA111"))  # taken back: one entry, now the newest
    again = KeptSeats(tmp_path)
    assert [s.code for s in again.joined] == ["AAA111", "BBB222"]
    held = again.held("10.0.0.2:7421", " aaa111 ")
    assert held is not None and (held.seat, held.token) == (1, "t" * 32)
    assert again.held("10.0.0.3:7421", "AAA111") is None
    again.forget("10.0.0.2:7421", "aaa111")
    assert [s.code for s in KeptSeats(tmp_path).joined] == ["BBB222"]


def test_a_seat_too_long_to_read_back_is_not_kept(tmp_path: Path) -> None:
    kept = KeptSeats(tmp_path)
    kept.took(_seat())
    kept.took(_seat(where="h" * 300 + ":1"))  # a pasted address far too long for the file
    assert [s.code for s in KeptSeats(tmp_path).joined] == ["ABC123"]


def test_old_seats_expire_and_only_the_newest_are_kept(tmp_path: Path) -> None:
    kept = KeptSeats(tmp_path)
    old = time.time() - (KEEP_DAYS + 1) * 86_400
    kept.took(_seat(code="OLD000", at=old))
    for n in range(MAX_JOINED + 3):
        kept.took(_seat(code=f"NEW{n:03}"))
    codes = [s.code for s in KeptSeats(tmp_path).joined]
    assert len(codes) == MAX_JOINED and codes[0] == f"NEW{MAX_JOINED + 2:03}"
    assert "OLD000" not in codes
    kept = KeptSeats(tmp_path, now=time.time() + (KEEP_DAYS + 1) * 86_400)
    assert kept.joined == []


def test_a_damaged_file_is_told_and_set_aside_before_the_next_write(tmp_path: Path) -> None:
    path = tmp_path / "network.json"
    path.write_text('{"format": "cardtable-network-seats", "version": 1, "joined": [{"x": 1}]}')
    kept = KeptSeats(tmp_path)
    assert "network seats file" in kept.problem and kept.joined == []
    assert path.read_text().endswith('[{"x": 1}]}')  # reading changes nothing
    kept.took(_seat())
    aside = list(tmp_path.glob("network.damaged-*.json"))
    assert len(aside) == 1 and '{"x": 1}' in aside[0].read_text()
    assert [s.code for s in KeptSeats(tmp_path).joined] == ["ABC123"]


def test_a_file_from_a_newer_version_is_never_replaced(tmp_path: Path) -> None:
    path = tmp_path / "network.json"
    text = json.dumps({"format": "cardtable-network-seats", "version": 99, "joined": []})
    path.write_text(text)
    kept = KeptSeats(tmp_path)
    assert kept.problem
    kept.took(_seat())
    assert path.read_text() == text
    assert kept.held("10.0.0.2:7421", "ABC123") is not None  # for this run only


def test_the_hosted_table_is_resumable_until_its_game_ends(tmp_path: Path) -> None:
    kept = KeptSeats(tmp_path)
    assert kept.resumable() is None
    seat = HostedSeat(0, "Ada", "0.0.0.0", 7421, True, "moosehead", time.time())
    kept.hosting(seat)
    assert kept.resumable() is None  # no autosave yet
    table = _hosted_table(kept.hosted_path)
    found = KeptSeats(tmp_path).resumable()
    assert isinstance(found, tuple)
    assert found[0] == seat and found[1].code == table.code and found[1].tokens == ("mine", "")
    assert len(found[1].match.log) == len(table.match.log)
    KeptSeats(tmp_path).stopped_hosting()
    assert not kept.hosted_path.exists() and KeptSeats(tmp_path).hosted is None


def test_a_finished_or_foreign_hosted_table_is_not_offered(tmp_path: Path) -> None:
    kept = KeptSeats(tmp_path)
    kept.hosting(HostedSeat(0, "Ada", "127.0.0.1", 0, False, "moosehead", time.time()))
    _hosted_table(kept.hosted_path, over=True)
    assert kept.resumable() is None
    # This window's seat holds no token in the file: it cannot be played from here.
    kept.hosting(HostedSeat(1, "Ada", "127.0.0.1", 0, False, "moosehead", time.time()))
    _hosted_table(kept.hosted_path)
    assert kept.resumable() == "the saved table keeps no seat for this window"


def test_a_damaged_hosted_table_is_told_and_set_aside(tmp_path: Path) -> None:
    kept = KeptSeats(tmp_path)
    kept.hosting(HostedSeat(0, "Ada", "127.0.0.1", 0, False, "moosehead", time.time()))
    kept.hosted_path.write_text("{not json")
    found = kept.resumable()
    assert isinstance(found, str) and "hosted table" in found
    kept.set_hosted_aside()
    assert not kept.hosted_path.exists()
    aside = list(tmp_path.glob("hosted-table.damaged-*.json"))
    assert len(aside) == 1 and aside[0].read_text() == "{not json"
