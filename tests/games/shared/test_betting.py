"""The betting maths on its own: money text, wager limits, pots and side pots, split pots."""

from __future__ import annotations

import random

import pytest

from cardtable.games.shared.betting import (
    Limit,
    Pot,
    Wager,
    bet_menu,
    build_pots,
    format_money,
    money_parts,
    pot_shares,
    seats_from,
    split_pot,
    uncalled_excess,
    wager_limits,
)


def test_money_is_shown_as_gold_silver_and_copper_with_change_made() -> None:
    assert money_parts(475) == (4, 7, 5)  # 3 gold + 15 silver + 25 copper, changed up
    assert format_money(475) == "4g 7s 5c"
    assert format_money(10) == "1s"
    assert format_money(100) == "1g"
    assert format_money(101) == "1g 1c"
    assert format_money(0) == "0c"
    assert format_money(1900) == "19g"
    with pytest.raises(ValueError):
        format_money(-1)


def nl(
    purse: int, to_call: int, opened: bool, last_raise: int = 10, may_raise: bool = True
) -> Wager:
    return wager_limits(
        purse=purse,
        to_call=to_call,
        opened=opened,
        last_raise=last_raise,
        blind=10,
        may_raise=may_raise,
        limit=Limit.NO_LIMIT,
    )


def test_no_limit_bets_run_from_the_blind_to_the_whole_purse() -> None:
    w = nl(475, 0, opened=False)
    assert w.can_check and not w.can_fold and not w.can_call
    assert (w.min_bet, w.max_bet) == (10, 475)
    assert w.bet_ok(10) and w.bet_ok(475) and not w.bet_ok(9) and not w.bet_ok(476)
    assert not w.raise_ok(10)
    assert w.all_in


def test_no_limit_raises_are_at_least_the_last_bet_or_raise() -> None:
    w = nl(475, 40, opened=True, last_raise=30)
    assert w.can_call and w.can_fold and not w.can_check
    assert (w.min_raise, w.max_raise) == (30, 435)  # on top of the 40 to call
    assert not w.raise_ok(29) and w.raise_ok(30) and w.raise_ok(435) and not w.raise_ok(436)
    assert w.min_bet == 0


def test_a_short_purse_may_only_call_all_in_or_go_all_in_for_less_than_a_raise() -> None:
    short_call = nl(25, 40, opened=True)
    assert short_call.call_amount == 25 and short_call.all_in
    assert short_call.min_raise == 0
    short_raise = nl(45, 40, opened=True, last_raise=20)
    assert short_raise.min_raise == 0  # 5 over the call is less than a full raise
    assert short_raise.all_in  # but going all in is allowed
    short_bet = nl(7, 0, opened=False)
    assert short_bet.min_bet == 0 and short_bet.all_in


def test_after_the_cap_only_check_call_or_fold_remain() -> None:
    w = nl(475, 40, opened=True, may_raise=False)
    assert w.min_raise == 0 and w.min_bet == 0 and not w.all_in and w.can_call
    assert nl(30, 40, opened=True, may_raise=False).all_in  # all in is then only a call


def test_fixed_limit_bets_and_raises_are_exactly_the_blind() -> None:
    bet = wager_limits(
        purse=475,
        to_call=0,
        opened=False,
        last_raise=10,
        blind=10,
        may_raise=True,
        limit=Limit.FIXED_LIMIT,
    )
    assert (bet.min_bet, bet.max_bet) == (10, 10) and not bet.all_in
    raise_ = wager_limits(
        purse=475,
        to_call=30,
        opened=True,
        last_raise=10,
        blind=10,
        may_raise=True,
        limit=Limit.FIXED_LIMIT,
    )
    assert (raise_.min_raise, raise_.max_raise) == (10, 10) and not raise_.all_in
    short = wager_limits(
        purse=35,
        to_call=30,
        opened=True,
        last_raise=10,
        blind=10,
        may_raise=True,
        limit=Limit.FIXED_LIMIT,
    )
    assert short.min_raise == 0 and short.all_in


def test_the_bet_menu_lists_a_few_amounts_apart_from_all_in() -> None:
    assert bet_menu(10, 475, 120, 10, 475) == [10, 20, 60]
    assert bet_menu(10, 20, 120, 10, 20) == [10]  # 20 is all in, 60 is more than the purse
    assert bet_menu(0, 475, 120, 10, 475) == []
    assert bet_menu(30, 475, 40, 10, 475) == [30, 60]  # half the pot is below the minimum
    assert bet_menu(10, 10, 120, 10, 465) == [10]  # fixed limit: the one size is not all in


def test_pots_with_two_all_ins_of_different_sizes() -> None:
    # Seat 0 all in for 100, seat 1 all in for 250, seats 2 and 3 put in 400 each.
    pots = build_pots([100, 250, 400, 400], live={0, 1, 2, 3})
    assert pots == [
        Pot(400, 100, (0, 1, 2, 3)),
        Pot(450, 250, (1, 2, 3)),
        Pot(300, 400, (2, 3)),
    ]


def test_folded_money_stays_in_the_pots_it_was_put_in() -> None:
    # Seat 3 put in 150 and folded; seat 0 is all in for 100.
    pots = build_pots([100, 300, 300, 150], live={0, 1, 2})
    assert pots == [Pot(400, 100, (0, 1, 2)), Pot(450, 300, (1, 2))]
    shares = pot_shares([100, 300, 300, 150], [p.cap for p in pots])
    assert shares == [[100, 0], [100, 200], [100, 200], [100, 50]]


def test_pots_always_add_up_to_what_was_put_in() -> None:
    rng = random.Random(5)
    for _ in range(500):
        n = rng.randrange(2, 8)
        committed = [rng.randrange(0, 6) * rng.choice((5, 10, 25)) for _ in range(n)]
        live = {s for s in range(n) if rng.random() < 0.7} or {0}
        pots = build_pots(committed, live)
        assert sum(p.amount for p in pots) == sum(committed)
        assert all(p.amount > 0 for p in pots)
        assert all(set(p.eligible) <= live for p in pots)
        shares = pot_shares(committed, [p.cap for p in pots])
        assert [sum(row) for row in shares] == committed or not pots
        for k, pot in enumerate(pots):
            assert sum(row[k] for row in shares) == pot.amount


def test_an_uncalled_bet_is_the_part_nobody_matched() -> None:
    assert uncalled_excess([300, 100, 50]) == (0, 200)
    assert uncalled_excess([300, 300, 50]) is None
    assert uncalled_excess([0, 0]) is None


def test_a_split_pot_gives_the_odd_coppers_in_order() -> None:
    assert split_pot(15, [1, 0]) == [(1, 8), (0, 7)]
    assert split_pot(17, [2, 0, 1]) == [(2, 6), (0, 6), (1, 5)]
    assert split_pot(12, [3]) == [(3, 12)]
    with pytest.raises(ValueError):
        split_pot(10, [])


def test_seats_go_round_to_the_left() -> None:
    assert seats_from(2, 4) == [2, 3, 0, 1]
