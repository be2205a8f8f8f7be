"""What the betting buttons say: their amounts in the money the table shows, not in copper."""

from __future__ import annotations

from cardtable.games.moxie.actions import Bet, Raise


def test_bets_and_raises_name_their_money() -> None:
    assert Bet(55).label == "Bet 5s 5c"
    assert Raise(10).label == "Raise by 1s"
    assert Raise(100).label == "Raise by 1g"
