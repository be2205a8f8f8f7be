"""Scenario tests for each rule of gin rummy as OpenSpiel plays it (see the plugin's state.py)."""

from __future__ import annotations

import pytest
from cardtable_gin_rummy.actions import Discard, Done, Knock, LayMeld, LayOff, Pass, TakeUpcard
from cardtable_gin_rummy.info import INFO
from gin_helpers import cards, deal

from cardtable.engine.common_actions import Draw
from cardtable.engine.errors import IllegalActionError

# Seat 0: three melds and a Two: deadwood 2 after the Ten of Clubs is thrown.
KNOCKER = "AS 2S 3S 7H 7D 7C 9D TD JD 2H"
OTHER = "4S 5S KH KD QC JC 8C 3D 5H 6H"


def test_first_upcard_goes_to_the_non_dealer_then_the_dealer_then_the_stock() -> None:
    state = deal(KNOCKER, OTHER, "TC")
    assert state.current_player == 0
    assert set(state.legal_actions()) == {TakeUpcard(cards("TC")[0]), Pass()}
    state.apply(Pass())
    assert state.current_player == 1
    assert set(state.legal_actions()) == {TakeUpcard(cards("TC")[0]), Pass()}
    state.apply(Pass())
    assert state.current_player == 0
    assert state.legal_actions() == [Draw()]


def test_a_taken_upcard_is_known_to_the_other_player() -> None:
    state = deal(KNOCKER, OTHER, "TC")
    state.apply(TakeUpcard(cards("TC")[0]))
    seen = state.observation(1).zone("hand:0").cards
    assert cards("TC")[0] in seen
    assert seen.count(None) == 10


def test_knocking_needs_the_best_discard_to_leave_at_most_the_knock_card() -> None:
    state = deal(KNOCKER, OTHER, "TC")
    state.apply(TakeUpcard(cards("TC")[0]))
    assert Knock() in state.legal_actions()
    assert len([a for a in state.legal_actions() if isinstance(a, Discard)]) == 11
    other = deal("AS 2S 3S 7H 7D 7C 9D TD KS 2H", OTHER, "TC")
    other.apply(TakeUpcard(cards("TC")[0]))
    assert Knock() not in other.legal_actions()  # 9 + 10 + 10 + 2 + 10, less a Ten: 31
    with pytest.raises(IllegalActionError, match="10 or less"):
        other.apply(Knock())


def _knocked() -> object:
    state = deal(KNOCKER, OTHER, "TC")
    state.apply(TakeUpcard(cards("TC")[0]))
    state.apply(Knock())
    return state


def test_the_knocker_discards_only_cards_that_keep_the_deadwood_within_the_knock_card() -> None:
    state = _knocked()
    legal = {a.card.code for a in state.legal_actions()}  # type: ignore[attr-defined]
    assert legal == {"TC", "2H"}  # any other throw breaks a meld and leaves over 10
    with pytest.raises(IllegalActionError, match="over 10"):
        state.apply(Discard(cards("7H")[0]))  # type: ignore[attr-defined]


def test_the_knocker_lays_melds_and_is_done_only_within_the_knock_card() -> None:
    state = _knocked()
    state.apply(Discard(cards("TC")[0]))  # type: ignore[attr-defined]
    legal = state.legal_actions()  # type: ignore[attr-defined]
    assert Done() not in legal  # 2H plus 26 in melds still in hand
    lays = {a.notation for a in legal}
    assert lays == {"meld AS,2S,3S", "meld 7C,7D,7H", "meld 9D,TD,JD"}
    for text in ("AS 2S 3S", "7H 7D 7C", "9D TD JD"):
        meld = next(
            a
            for a in state.legal_actions()  # type: ignore[attr-defined]
            if isinstance(a, LayMeld) and set(a.meld) == set(cards(text))
        )
        state.apply(meld)  # type: ignore[attr-defined]
    assert state.legal_actions() == [Done()]  # type: ignore[attr-defined]
    state.apply(Done())  # type: ignore[attr-defined]
    assert state.phase == "layoff" and state.current_player == 1  # type: ignore[attr-defined]


def _laid_out() -> object:
    state = _knocked()
    state.apply(Discard(cards("TC")[0]))  # type: ignore[attr-defined]
    for text in ("AS 2S 3S", "7H 7D 7C", "9D TD JD"):
        meld = next(
            a
            for a in state.legal_actions()  # type: ignore[attr-defined]
            if isinstance(a, LayMeld) and set(a.meld) == set(cards(text))
        )
        state.apply(meld)  # type: ignore[attr-defined]
    state.apply(Done())  # type: ignore[attr-defined]
    return state


def test_the_other_player_lays_off_on_runs_ends_and_a_set_of_three() -> None:
    state = deal(KNOCKER, "4S 5S 7S QD 8D KC QC 3D 5H 6H", "TC")
    state.apply(TakeUpcard(cards("TC")[0]))
    state.apply(Knock())
    state.apply(Discard(cards("TC")[0]))
    for text in ("AS 2S 3S", "7H 7D 7C", "9D TD JD"):
        meld = next(
            a
            for a in state.legal_actions()
            if isinstance(a, LayMeld) and set(a.meld) == set(cards(text))
        )
        state.apply(meld)
    state.apply(Done())
    offs = {a.card.code for a in state.legal_actions() if isinstance(a, LayOff)}
    assert offs == {"4S", "7S", "8D", "QD"}
    state.apply(LayOff(cards("4S")[0]))
    offs = {a.card.code for a in state.legal_actions() if isinstance(a, LayOff)}
    assert offs == {"5S", "7S", "8D", "QD"}  # the run now ends at the Four
    assert cards("4S")[0] in state.zones["meld:0.0"]


def test_gin_allows_no_lay_offs_and_scores_the_bonus() -> None:
    state = deal("AS 2S 3S 7H 7D 7C 9D TD JD QD", "4S 5S KH KS QC JC 8C 3D 5H 6H", "KD")
    state.apply(TakeUpcard(cards("KD")[0]))
    state.apply(Knock())
    state.apply(Discard(cards("KD")[0]))
    for text in ("AS 2S 3S", "7H 7D 7C", "9D TD JD QD"):
        state.apply(LayMeld(tuple(cards(text))))
    state.apply(Done())
    assert state.phase == "meld"  # straight to the other player's melds
    state.apply(Done())
    assert state.points == [4 + 5 + 10 + 10 + 10 + 10 + 8 + 3 + 5 + 6 + 25, 0]


def test_a_knock_scores_the_difference() -> None:
    state = _laid_out()
    state.apply(Done())  # no lay-offs
    state.apply(Done())  # no melds: 4S 5S KH KD QC JC 8C 3D 5H 6H = 71
    assert state.points == [71 - 2, 0]


def test_an_undercut_scores_the_difference_and_the_bonus_to_the_other_player() -> None:
    state = deal(KNOCKER, "4S 5S 6S 8H 8D 8C AD 2D 3D AC", "TC")
    state.apply(TakeUpcard(cards("TC")[0]))
    state.apply(Knock())
    state.apply(Discard(cards("TC")[0]))
    for text in ("AS 2S 3S", "7H 7D 7C", "9D TD JD"):
        state.apply(LayMeld(tuple(cards(text))))
    state.apply(Done())
    state.apply(Done())
    for text in ("4S 5S 6S", "8H 8D 8C", "AD 2D 3D"):
        state.apply(LayMeld(tuple(cards(text))))
    state.apply(Done())  # 1 against the knocker's 2
    assert state.points == [0, 1 + 25]


def test_equal_deadwood_scores_nothing() -> None:
    state = deal(KNOCKER, "4S 5S 6S 8H 8D 8C AD 2D 3D 2C", "TC")
    state.apply(TakeUpcard(cards("TC")[0]))
    state.apply(Knock())
    state.apply(Discard(cards("TC")[0]))
    for text in ("AS 2S 3S", "7H 7D 7C", "9D TD JD"):
        state.apply(LayMeld(tuple(cards(text))))
    state.apply(Done())
    state.apply(Done())
    for text in ("4S 5S 6S", "8H 8D 8C", "AD 2D 3D"):
        state.apply(LayMeld(tuple(cards(text))))
    state.apply(Done())
    assert state.points == [0, 0]
    assert state.phase == "deal"


def _to_the_wall() -> object:
    state = deal("AS 3S 5S 7S 9S JS KS 2C 4C 6C", "8C TC QC AD 3D 5D 7D 9D JD KD", "2H", stock="")
    state.apply(Pass())
    state.apply(Pass())
    while state.phase != "wall":
        state.apply(Draw())
        state.apply(Discard(state.hand(state.turn)[-1]))
        if state.phase == "draw":
            continue
    return state


def test_at_the_wall_a_player_may_only_knock_with_the_upcard_or_pass() -> None:
    state = _to_the_wall()
    assert len(state.zones["stock"]) == 2  # type: ignore[attr-defined]
    assert state.legal_actions() == [Pass()]  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError, match="two cards are left"):
        state.apply(Draw())  # type: ignore[attr-defined]
    state.apply(Pass())  # type: ignore[attr-defined]
    assert state.phase == "deal" and state.points == [0, 0]  # type: ignore[attr-defined]
    assert "draw" in state.last_result[3]  # type: ignore[attr-defined]


def test_taking_the_upcard_and_throwing_it_back_twice_running_is_a_draw() -> None:
    state = deal(KNOCKER, OTHER, "TC")
    up = cards("TC")[0]
    state.apply(TakeUpcard(up))
    state.apply(Discard(up))
    state.apply(TakeUpcard(up))
    state.apply(Discard(up))
    assert state.phase == "deal" and state.points == [0, 0]


def test_oklahoma_takes_the_knock_card_from_the_first_upcard() -> None:
    assert deal(KNOCKER, OTHER, "6C", options={"oklahoma": True}).knock_card == 6
    assert deal(KNOCKER, OTHER, "KC", options={"oklahoma": True}).knock_card == 10
    assert deal(KNOCKER, OTHER, "AC", options={"oklahoma": True}).knock_card == 0


def test_the_knock_card_option_limits_the_knock() -> None:
    state = deal(KNOCKER, OTHER, "TC", options={"knock_card": 1})
    state.apply(TakeUpcard(cards("TC")[0]))
    assert Knock() not in state.legal_actions()  # 2 left after the best discard


def test_the_match_ends_when_a_player_reaches_the_target() -> None:
    state = deal(KNOCKER, OTHER, "TC", options={"target": 50})
    state.apply(TakeUpcard(cards("TC")[0]))
    state.apply(Knock())
    state.apply(Discard(cards("TC")[0]))
    for text in ("AS 2S 3S", "7H 7D 7C", "9D TD JD"):
        state.apply(LayMeld(tuple(cards(text))))
    state.apply(Done())
    state.apply(Done())
    state.apply(Done())
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0}
    assert state.is_terminal()


def test_the_deal_alternates() -> None:
    state = deal(KNOCKER, OTHER, "TC")
    up = cards("TC")[0]
    for _ in range(2):
        state.apply(TakeUpcard(up))
        state.apply(Discard(up))
    assert state.dealer == 0


def test_every_move_reads_back_from_its_notation() -> None:
    state = _laid_out()
    for action in state.legal_actions():  # type: ignore[attr-defined]
        assert INFO.codec.parse(action.notation) == action


def test_at_the_wall_a_knock_takes_the_upcard_and_may_go_gin() -> None:
    from cardtable_gin_rummy.melds import CARDS

    first = "AC 3C 5C 7S 9C JC KC 2D 4D 6D"
    dealer = "AS 2S 3S 7H 7D 7C 9D TD JD 2H"
    used = set(cards(first + " " + dealer + " KS QD"))
    filler = [c.code for c in CARDS if c not in used][:28]
    state = deal(first, dealer, "KS", stock=" ".join(filler) + " QD")
    state.apply(Pass())
    state.apply(Pass())
    while state.phase != "wall":
        state.apply(Draw())
        state.apply(Discard(state.hand(state.turn)[-1]))
    assert state.current_player == 1 and state.zones["discard"][-1] == cards("QD")[0]
    assert state.legal_actions() == [Pass(), Knock()]
    state.apply(Knock())
    assert cards("QD")[0] in state.hand(1)
    state.apply(Discard(cards("2H")[0]))
    for text in ("AS 2S 3S", "7H 7D 7C", "9D TD JD QD"):
        state.apply(LayMeld(tuple(cards(text))))
    state.apply(Done())
    assert state.phase == "meld"  # gin: no lay-offs
