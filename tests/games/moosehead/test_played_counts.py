"""The table is told which played cards belong to counts already over (public facts)."""

from __future__ import annotations

from cardtable.games.moosehead.state import Pass
from tests.games.moosehead.test_moosehead import deal, play


def done_flags(state: object, seat: int, viewer: int = 0) -> list[bool]:
    obs = state.observation(viewer)  # type: ignore[attr-defined]
    return list(obs.zone(f"played:{seat}").attrs["done"])


def test_cards_of_a_count_over_are_flagged_done_for_every_viewer() -> None:
    state = deal(2, 1, ["TC TD 5H 2C 3C", "TH TS KC QC 9C"])
    play(state, 0, "TC")
    play(state, 1, "TH")
    assert done_flags(state, 0) == [False] and done_flags(state, 1) == [False]
    play(state, 0, "TD")  # 30: the count is over and a new one starts
    assert done_flags(state, 0) == [True, True]
    assert done_flags(state, 1, viewer=1) == [True]
    play(state, 1, "TS")
    play(state, 0, "5H")
    # The finished count's cards lead each row, the new count's follow.
    assert done_flags(state, 0, viewer=1) == [True, True, False]
    assert done_flags(state, 1) == [True, False]
    assert state.observation(None).zone("played:1").attrs["done"] == [True, False]


def test_a_go_ends_the_count_for_the_table_too() -> None:
    state = deal(2, 1, ["8C 4D 9H 9S KH", "TS 7H 8H QS KD"])
    play(state, 0, "8C")
    play(state, 1, "TS")
    play(state, 0, "9H")  # 27: nobody can play
    state.apply(Pass(), 1)
    state.apply(Pass(), 0)  # a go: a new count from 0
    assert state.count == 0
    assert done_flags(state, 0) == [True, True] and done_flags(state, 1) == [True]
