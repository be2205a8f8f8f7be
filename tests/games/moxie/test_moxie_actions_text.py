"""What the betting buttons say: their amounts in the money the table shows, not in copper."""

from __future__ import annotations

from cardtable.games.moxie.actions import Bet, Raise


def test_bets_and_raises_name_their_money() -> None:
    assert Bet(55).label == "Bet 5s 5c"
    assert Raise(10).label == "Raise by 1s"
    assert Raise(100).label == "Raise by 1g"


def test_money_typed_by_a_player_is_read_in_copper() -> None:
    from cardtable.games.shared.money import parse_money

    assert parse_money("25") == 25
    assert parse_money("2s 5c") == 25
    assert parse_money("1g2s") == 120
    assert parse_money(" 3 S ") == 30
    assert parse_money("1.5s") == 15
    for bad in ("", "x", "2s5", "s", "1.05s"):
        assert parse_money(bad) is None, bad


def test_a_bet_or_raise_reads_its_amount_with_the_reason_for_a_bad_one() -> None:
    assert Raise(0).read_amount("99g").amount == 9900
    reading = Raise(0).read_amount("abc")
    assert reading.amount is None and "is not an amount" in reading.problem
