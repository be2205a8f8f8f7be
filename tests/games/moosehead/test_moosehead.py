"""Scenario tests pinning each Moosehead ruling (RULINGS.md, Moosehead)."""

from __future__ import annotations

import pytest

from cardtable.engine import card
from cardtable.engine.cards import Card
from cardtable.engine.common_actions import ChooseSeat, Shuffle
from cardtable.engine.errors import IllegalActionError, NotYourTurnError
from cardtable.engine.events import GameOver, Scored
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.games.moosehead.info import INFO
from cardtable.games.moosehead.state import MooseheadState, Pass, Play, fifteens


def cards(text: str) -> list[Card]:
    return [card(c) for c in text.split()]


def deal(
    n: int, dealer: int, hands: list[str], options: dict[str, str] | None = None
) -> MooseheadState:
    """A new game whose first hand gives ``hands[seat]`` to each seat (dealt one at a time)."""
    state = INFO.new_game(n, options)
    assert isinstance(state, MooseheadState)
    state.apply(ChooseSeat(dealer))
    wanted = [cards(h) for h in hands]
    order: list[Card] = []
    for r in range(5):
        for k in range(n):
            order.append(wanted[(dealer + 1 + k) % n][r])
    rest = [c for c in state.zones["stock"] if c not in order]
    state.apply(Shuffle(tuple(order + rest)))
    for seat in range(n):
        assert state.zones[f"hand:{seat}"] == wanted[seat]
    return state


def play(state: MooseheadState, seat: int, code: str) -> list[object]:
    assert state.current_player == seat, f"expected seat {seat} on turn, not {state.current_player}"
    return list(state.apply(Play(card(code)), seat))


def scored(events: list[object]) -> list[tuple[int, int]]:
    return [(e.seat, e.points) for e in events if isinstance(e, Scored)]


def test_the_rule_texts_worked_example() -> None:
    # A=0, B=1, C=2, D=3; D deals so A leads.
    state = deal(4, 3, ["8C 4D 9H 9S KH", "3S 7H 8H TS QS", "4H 6C 7C JD QD", "TD 6S 7D 8D KD"])
    assert state.current_player == 0
    assert scored(play(state, 0, "8C")) == []
    assert state.count == 8
    play(state, 1, "3S")
    assert state.count == 11
    assert scored(play(state, 2, "4H")) == [(2, 2)]  # 15
    assert scored(play(state, 3, "TD")) == [(3, 2)]  # 25
    play(state, 0, "4D")
    assert state.count == 29
    # Nobody holds an Ace, so everybody passes in turn, A included: a go for A.
    for seat in (1, 2, 3):
        assert state.legal_actions(seat) == [Pass()]
        state.apply(Pass(), seat)
    events = state.apply(Pass(), 0)
    assert scored(events) == [(0, 1)]
    assert state.points == [1, 0, 2, 2]
    # The player left of the last card's player starts a new count from 0.
    assert state.count == 0
    assert state.current_player == 1


def test_a_player_who_can_play_must_and_may_not_pass_30() -> None:
    state = deal(2, 1, ["TC TD 5H 2C 3C", "TH TS KC QC 9C"])
    play(state, 0, "TC")
    play(state, 1, "TH")
    play(state, 0, "TD")  # 30
    assert state.count == 0  # restarted
    play(state, 1, "TS")
    play(state, 0, "5H")  # 15
    play(state, 1, "KC")  # 25
    with pytest.raises(IllegalActionError, match="must"):
        state.apply(Pass(), 0)  # holding a 2 and a 3, seat 0 must play
    play(state, 0, "3C")  # 28
    before = state.clone()
    with pytest.raises(IllegalActionError, match="the count would be 38, over 30"):
        state.apply(Play(card("QC")), 1)
    assert state == before
    with pytest.raises(NotYourTurnError):
        state.apply(Play(card("2C")), 0)
    assert state == before
    assert state.legal_actions(1) == [Pass()]


def test_making_exactly_30_scores_2_and_no_go_point() -> None:
    state = deal(3, 2, ["TC 2C 3C 4C 5C", "TD 2D 3D 4D 5D", "TH 2H 3H 4H 5H"])
    play(state, 0, "TC")
    play(state, 1, "TD")  # 20: +2
    events = play(state, 2, "TH")  # 30: +2, count restarts, no go point
    assert scored(events) == [(2, 2)]
    assert state.points == [0, 2, 2]
    assert state.count == 0
    assert state.current_player == 0  # left of the 30-maker


#: A three-player hand (seat 2 deals) that ends with the go scorer's left neighbour out of cards.
SKIP_HANDS = ["3D 3C 6S JC 5S", "KS KD JD 8D TD", "7C 8S 2S AS 8H"]
SKIP_MOVES = [
    (0, "6S"),
    (1, "KS"),
    (2, "8S"),
    (0, "5S"),
    (1, None),
    (2, "AS"),  # 30 for seat 2
    (0, "3D"),
    (1, "TD"),
    (2, "7C"),
    (0, "3C"),
    (1, None),
    (2, "2S"),  # 20 and 25 for seat 2
    (0, None),
    (1, None),
    (2, None),  # a go for seat 2
    (0, "JC"),
    (1, "8D"),
    (2, "8H"),  # seats 0 and 2 are now out of cards
    (1, None),  # seat 1 passes; the empty hands are passed over: a go for seat 2
]


def run(state: MooseheadState, moves: list[tuple[int, str | None]]) -> list[object]:
    events: list[object] = []
    for seat, code in moves:
        if code is None:
            assert state.current_player == seat
            events = list(state.apply(Pass(), seat))
        else:
            events = play(state, seat, code)
    return events


def test_the_leader_with_no_cards_is_skipped() -> None:
    state = deal(3, 2, SKIP_HANDS)
    events = run(state, SKIP_MOVES)
    assert scored(events) == [(2, 1)]
    assert state.points == [0, 0, 8]
    # Seat 0, left of the go scorer, has no cards: seat 1 starts the new count.
    assert state.zones["hand:0"] == []
    assert state.current_player == 1
    assert state.count == 0


def test_the_last_card_closes_the_count_and_the_hands_are_counted() -> None:
    state = deal(3, 2, SKIP_HANDS)
    run(state, SKIP_MOVES)
    play(state, 1, "KD")  # 10; nobody else holds cards, so seat 1 plays on
    assert state.current_player == 1
    events = play(state, 1, "JD")  # 20 (+2), the last card of the hand (+1 go, not 30)
    counted = [(e.seat, e.points) for e in events if isinstance(e, Scored)]
    # Then the hands, from the dealer's left: seat 0 (6 5 3 3 10: one 15), seat 1 (none),
    # seat 2 (8 1 7 2 8: 8+7 twice).
    assert counted == [(1, 2), (1, 1), (0, 2), (2, 4)]
    assert state.points == [2, 3, 12]
    assert state.current_player == CHANCE  # next deal
    assert state.dealer == 0  # the deal passed left


def test_the_game_ends_the_instant_someone_reaches_50() -> None:
    state = deal(3, 2, SKIP_HANDS)
    state.points = [0, 0, 48]
    events = run(state, SKIP_MOVES[:6])  # seat 2 makes 30
    assert any(isinstance(e, GameOver) for e in events)
    assert state.current_player == TERMINAL
    assert state.zones["hand:0"]  # cards still in hand: the game stopped mid-count
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {2}
    assert outcome.scores == (0, 0, 50)
    assert state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        state.apply(Play(card("3D")), 0)


def test_counting_the_hands_stops_at_50_in_counting_order() -> None:
    state = deal(3, 2, SKIP_HANDS)
    state.points = [48, 0, 40]
    run(state, SKIP_MOVES)
    play(state, 1, "KD")
    events = play(state, 1, "JD")
    # Seat 0 counts first and reaches 50; seat 2 (at 48, with 4 to come) never counts.
    over = [e for e in events if isinstance(e, GameOver)]
    assert over and over[0].winners == {0}
    assert state.points == [50, 3, 48]
    assert state.current_player == TERMINAL


def test_hand_count_example() -> None:
    assert fifteens(cards("2C 5D 7H 3S TC")) == 3
    assert fifteens(cards("KC QD JH TS 5C")) == 4
    assert fifteens(cards("AC AD AH AS 2C")) == 0
    assert fifteens(cards("5C 5D 5H JS QS")) == 1 + 3 * 2


def test_numbers_only_deck_has_no_court_cards() -> None:
    state = INFO.new_game(8, {"deck": "numbers_only"})
    assert len(state.zones["stock"]) == 40
    assert all(c.rank <= 10 for c in state.zones["stock"])
    assert len(MooseheadState.all_cards(2, {"deck": "standard"})) == 52


def test_deal_is_five_each_one_at_a_time_from_the_dealers_left() -> None:
    state = INFO.new_game(4)
    state.apply(ChooseSeat(2))
    order = tuple(state.zones["stock"])
    state.apply(Shuffle(order))
    # First card to seat 3 (left of dealer 2), second to seat 0, ...
    assert state.zones["hand:3"][0] == order[0]
    assert state.zones["hand:0"][0] == order[1]
    assert state.zones["hand:3"][1] == order[4]
    assert all(len(state.zones[f"hand:{s}"]) == 5 for s in range(4))
    assert len(state.zones["stock"]) == 32
    assert state.current_player == 3
