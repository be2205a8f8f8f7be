"""Scenario tests pinning each Mose ruling (RULINGS.md, Mose), plus the Mose bot."""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardtable.engine import card
from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, multi_deck
from cardtable.engine.common_actions import ChooseSeat, Shuffle
from cardtable.engine.errors import IllegalActionError, NotYourTurnError, OptionError
from cardtable.engine.events import GameOver, Scored
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.games.mose.actions import (
    NEW_MELD,
    TO_HAND,
    AddToMeld,
    Declare,
    Discard,
    Draw,
    LayMeld,
    Restock,
    SwapWild,
    TakePile,
)
from cardtable.games.mose.info import INFO
from cardtable.games.mose.state import MoseState
from cardtable.session.logtext import describe_events
from cardtable.session.simulate import simulate


def cards(text: str) -> list[Card]:
    return [card(c) for c in text.split()]


def group(text: str) -> tuple[Card, ...]:
    return tuple(cards(text))


def deal(
    hands: list[str],
    up: str,
    stock: str = "",
    *,
    dealer: int | None = None,
    round_no: int = 1,
    options: dict[str, Any] | None = None,
) -> MoseState:
    """A game in round ``round_no`` whose deal gives ``hands[seat]`` to each seat, turns up ``up``
    and puts ``stock`` (top first) on top of the stock. The dealer is the last seat unless given,
    so seat 0 plays first."""
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    state = INFO.new_game(n, options)
    assert isinstance(state, MoseState)
    state.apply(ChooseSeat(dealer))
    state.round_no = round_no - 1
    wanted = [cards(h) for h in hands]
    order: list[Card] = []
    for r in range(7):
        for k in range(n):
            order.append(wanted[(dealer + 1 + k) % n][r])
    order.append(card(up))
    order.extend(cards(stock))
    twice = sorted({c.code for c in order if order.count(c) > 1})
    assert not twice, f"dealt twice: {twice}"
    deck = state.all_cards(n, state.options)
    rest = [c for c in deck if c not in order]
    state.apply(Shuffle(tuple(order + rest)))
    for seat in range(n):
        assert state.hand(seat) == wanted[seat]
    assert state.zones["discard"] == [card(up)]
    return state


def scored(events: list[Any]) -> dict[int, int]:
    return {e.seat: e.points for e in events if isinstance(e, Scored)}


# Two hands that hold nothing special; 2s are wild in round 1.
PLAIN_A = "3H 5S 7D 9C JH KS 4C"
PLAIN_B = "3D 6S 7C 8C JS KD 4S"


# --- the deal, rounds and wild ranks -------------------------------------------------------------


def test_the_deal_gives_seven_each_turns_up_a_card_and_the_left_of_the_dealer_starts() -> None:
    state = INFO.new_game(4)
    assert isinstance(state, MoseState)
    state.apply(ChooseSeat(2))
    state.apply(state.sample_chance(random.Random(1)))
    assert [len(state.hand(s)) for s in range(4)] == [7, 7, 7, 7]
    assert len(state.zones["discard"]) == 1
    assert len(state.zones["stock"]) == 52 - 29
    assert state.current_player == 3  # left of the dealer
    assert state.wild_rank == 2
    assert state.legal_actions() == [Draw(), TakePile()]


@pytest.mark.parametrize(("round_no", "wild"), [(1, 2), (2, 3), (9, 10), (12, 13), (13, 1)])
def test_the_wild_rank_moves_up_each_round_ending_with_aces(round_no: int, wild: int) -> None:
    state = deal([PLAIN_A, PLAIN_B], "8S", round_no=round_no)
    assert state.round_no == round_no
    assert state.wild_rank == wild
    assert state.observation(0).values["wild_rank"] == wild


def test_seven_players_are_dealt_from_two_decks() -> None:
    state = INFO.new_game(7)
    assert isinstance(state, MoseState)
    assert len(state.all_cards(7, state.options)) == 104
    state.apply(ChooseSeat(0))
    state.apply(state.sample_chance(random.Random(5)))
    assert [len(state.hand(s)) for s in range(7)] == [7] * 7
    assert len(state.zones["stock"]) == 104 - 50
    everything = sorted(c.code for z in state.zones.values() for c in z)
    assert everything == sorted(c.code for c in multi_deck(2))
    assert any(c.copy == 1 for z in state.zones.values() for c in z)


def test_the_decks_option() -> None:
    assert len(INFO.new_game(6).all_cards(6, INFO.resolve_options({}))) == 52
    two = INFO.resolve_options({"decks": "2"})
    assert len(INFO.new_game(3, two).all_cards(3, two)) == 104
    one = INFO.resolve_options({"decks": "1"})
    assert len(INFO.new_game(7, one).all_cards(7, one)) == 52
    with pytest.raises(OptionError):
        INFO.new_game(8, {"decks": "1"})


def test_the_deal_passes_to_the_left_each_round() -> None:
    state = deal(["5H 6H 7H 8H 9H TH JH", PLAIN_B], "8S", "QH", dealer=1)
    assert state.current_player == 0
    state.apply(Draw(), 0)
    state.apply(LayMeld("run", group("5H 6H 7H 8H 9H TH JH QH")), 0)  # out at once
    assert state.phase == "deal"
    assert state.dealer == 0
    state.apply(state.sample_chance(random.Random(3)))
    assert state.round_no == 2 and state.wild_rank == 3
    assert state.current_player == 1  # left of the new dealer
    assert [len(state.hand(s)) for s in range(2)] == [7, 7]
    assert not any(z.startswith("meld:") for z in state.zones)
    assert sorted(c.code for z in state.zones.values() for c in z) == sorted(
        c.code for c in multi_deck(1)
    )


# --- drawing and discarding ----------------------------------------------------------------------


def test_draw_the_top_stock_card_then_discard_any_card() -> None:
    state = deal([PLAIN_A, PLAIN_B], "8S", "QH")
    with pytest.raises(IllegalActionError, match="draw"):
        state.apply(Discard(card("3H")), 0)
    state.apply(Draw(), 0)
    assert state.hand(0)[-1] == card("QH")
    assert Draw() not in state.legal_actions(0)
    state.apply(Discard(card("QH")), 0)  # the card just drawn may go straight back
    assert state.zones["discard"][-1] == card("QH")
    assert state.current_player == 1
    with pytest.raises(NotYourTurnError):
        state.apply(Draw(), 0)


def test_taking_the_whole_pile_makes_its_cards_public_knowledge() -> None:
    state = deal([PLAIN_A, PLAIN_B], "8S", "QH")
    state.apply(Draw(), 0)
    state.apply(Discard(card("KS")), 0)
    state.apply(Draw(), 1)
    state.apply(Discard(card("KD")), 1)
    assert state.zones["discard"] == cards("8S KS KD")
    state.apply(TakePile(), 0)
    assert state.zones["discard"] == []
    assert state.hand(0)[-3:] == cards("8S KS KD")
    # Seat 1 sees exactly those three cards in seat 0's hand, nothing else.
    seen = state.observation(1).zone("hand:0").cards
    assert sorted(c.code for c in seen if c is not None) == ["8S", "KD", "KS"]
    assert sum(1 for c in seen if c is None) == len(state.hand(0)) - 3
    # Determinization keeps them there.
    for seed in range(5):
        sampled = MoseState.determinize(state.observation(1), random.Random(seed))
        assert set(cards("8S KS KD")) <= set(sampled.hand(0))
        assert sampled.observation(1) == state.observation(1)
    # Once played, a card is no longer "known in hand".
    state.apply(Discard(card("KD")), 0)
    assert card("KD") not in state.known_cards("hand:0")
    assert card("KS") in state.known_cards("hand:0")


# --- melds ---------------------------------------------------------------------------------------


def _ready(hand: str, other: str = PLAIN_B, **kw: Any) -> MoseState:
    """Seat 0 holds ``hand`` and has drawn (the stock top is QC)."""
    state = deal([hand, other], "8S", "QC", **kw)
    state.apply(Draw(), 0)
    return state


def test_runs_with_the_ace_low_or_high_but_never_around_the_corner() -> None:
    state = _ready("AH 2H 3H QS KS AS 9D", round_no=5)  # 6s wild
    state.apply(LayMeld("run", group("AH 2H 3H")), 0)
    state.apply(LayMeld("run", group("QS KS AS")), 0)
    assert state.meld(0).low == 1 and state.meld(1).high == 14
    wrap = _ready("KH AH 2H 5S 6C 8D 9D", round_no=5)
    with pytest.raises(IllegalActionError, match="not a run"):
        wrap.apply(LayMeld("run", group("KH AH 2H")), 0)
    assert not wrap.find_action(cards("KH AH 2H"), "hand:0", "meld:0", 0)


def test_a_new_meld_needs_a_natural_card() -> None:
    state = _ready("2H 2S 2D 7S 7H 9D JC")  # 2s wild in round 1
    with pytest.raises(IllegalActionError):
        state.apply(LayMeld("set", group("2H 2S 2D")), 0)
    with pytest.raises(IllegalActionError):
        state.apply(LayMeld("run", group("2H 2S 2D")), 0)
    assert state.find_action(cards("2H 2S 2D"), "hand:0", "table", 0) == []
    # One natural is enough: a set of 3 with two wilds.
    state.apply(LayMeld("set", group("7H 2H 2S")), 0)
    assert state.zone_attrs("meld:0")["stands_for"] == ["7H", "7SDC", "7SDC"]


def test_a_lay_and_a_swap_are_told_once_with_their_cards() -> None:
    """The log (and what a screen reader hears) says a lay once, naming the cards and the meld
    they make, not once for the cards moving and again for the meld."""
    state = _ready("9S 9H 2C 9D 5H 6D 7D")
    told = describe_events(state.apply(LayMeld("set", group("9S 9H 2C")), 0), ["You", "Ada"])
    assert told == ["You lay 9♠, 9♥ and 2♣: a set of 9s (wild 2♣ as 9♦ or 9♣)"]
    swap = next(a for a in state.legal_actions(0) if a.verb == "swap")
    told = describe_events(state.apply(swap, 0), ["You", "Ada"])
    assert told[0] == "You put 9♦ in the place of 2♣"
    assert not any(t.startswith("You swap in") for t in told)


def test_a_wild_may_be_the_fifth_card_of_a_complete_set() -> None:
    state = _ready("9S 9H 9D 9C 2C 5H 6D")
    state.apply(LayMeld("set", group("9S 9H 9D 9C")), 0)
    assert AddToMeld(0, (), (card("2C"),)) in state.legal_actions(0)
    state.apply(AddToMeld(0, (), (card("2C"),)), 0)
    assert state.meld(0).size == 5
    assert state.zone_attrs("meld:0")["stands_for"][-1] == "9*"


def test_a_natural_added_to_a_set_takes_its_suit_from_the_wilds_choices() -> None:
    """A wild in a set stands for the set's rank in any suit not yet present (RULINGS, Mose
    melds): a natural added takes its suit out of the wild's choices; once all four suits are
    there the wild stands for any suit (a complete set's fifth card)."""
    state = _ready("9S 9H 2C 9D 9C 5H 6D")
    state.apply(LayMeld("set", group("9S 9H 2C")), 0)
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9DC"]
    told = describe_events(state.apply(AddToMeld(0, (), group("9D")), 0), ["You", "Ada"])
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9C", "9D"]
    assert told == ["You add 9♦ to meld 1: set of 9s (wild 2♣ as 9♣)"]  # told once, cards named
    state.apply(AddToMeld(0, (), group("9C")), 0)
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9*", "9D", "9C"]


def test_the_player_chooses_where_an_ambiguous_wild_stands() -> None:
    state = _ready("QH KH 2C 5S 7D 9C JC")
    found = state.find_action(cards("QH KH 2C"), "hand:0", "newmeld:0", 0)
    assert set(found) == {LayMeld("run", group("2C QH KH")), LayMeld("run", group("QH KH 2C"))}
    state.apply(LayMeld("run", group("QH KH 2C")), 0)
    assert state.zone_attrs("meld:0")["stands_for"] == ["QH", "KH", "AH"]
    assert state.zone_attrs("meld:0")["wild"] == [False, False, True]


def test_anyone_may_add_to_any_meld_but_never_rearrange_it() -> None:
    state = _ready("5H 6H 7H 9C JS QD KC", "4H 8H 9H 3S 5D 7C TD")
    state.apply(LayMeld("run", group("5H 6H 7H")), 0)
    # Seat 1 (not on turn) adds to seat 0's run at both ends.
    state.apply(AddToMeld(0, group("4H"), ()), 1)
    state.apply(AddToMeld(0, (), group("8H 9H")), 1)
    assert state.zones["meld:0"] == cards("4H 5H 6H 7H 8H 9H")
    assert state.zone_info("meld:0").owner == 0
    state2 = _ready("5H 7H 8H 2C JS QD KC", "6H 3C 9H 3S 5D 7C TD")
    state2.apply(LayMeld("run", group("5H 2C 7H 8H")), 0)
    # The natural 6H cannot be pushed into the middle (that would rearrange); it can only swap.
    assert all(
        not isinstance(a, AddToMeld)
        for a in state2.find_action([card("6H")], "hand:1", "meld:0", 1)
    )


def test_a_big_meld_outside_the_listed_plays_is_still_legal() -> None:
    state = _ready("4D 5D 6D 7D 8D 9D KS")
    six = LayMeld("run", group("4D 5D 6D 7D 8D 9D"))
    assert six not in list(state.legal_actions(0))  # the list keeps 3-card melds
    assert six in state.legal_actions(0)  # but asking about it says yes
    assert six in state.find_action(cards("4D 5D 6D 7D 8D 9D"), "hand:0", "table", 0)
    state.apply(six, 0)
    assert state.meld(0).size == 6


# --- wild swaps ----------------------------------------------------------------------------------


def _swap_table() -> MoseState:
    """Round 2 (3s wild): seat 0 lays 7S 3C 9S TS (the 3 as 8S) and 4H 4D 3D (the 3 as a 4 of
    spades or clubs)."""
    state = deal(["7S 3C 9S TS 4H 4D 3D", "8S 4S 6C QH QD 2C 9H"], "KC", "JD JC KH", round_no=2)
    state.apply(Draw(), 0)
    state.apply(LayMeld("run", group("7S 3C 9S TS")), 0)
    state.apply(LayMeld("set", group("4H 4D 3D")), 0)
    return state


def test_a_swap_by_another_player_taking_the_wild_into_hand() -> None:
    state = _swap_table()
    swap = SwapWild(card("8S"), 0, card("3C"), TO_HAND, False)
    assert swap in state.legal_actions(1)  # out of turn, any time
    state.apply(swap, 1)
    assert state.zones["meld:0"] == cards("7S 8S 9S TS")
    assert card("3C") in state.hand(1) and card("8S") not in state.hand(1)
    assert not state.meld(0).wild_count
    assert card("3C") in state.observation(0).zone("hand:1").cards  # everybody saw it taken


def test_a_swap_placing_the_wild_at_once_on_another_meld() -> None:
    state = _swap_table()
    options = state.find_action([card("8S")], "hand:1", "meld:0", 1)
    assert SwapWild(card("8S"), 0, card("3C"), TO_HAND, False) in options
    assert SwapWild(card("8S"), 0, card("3C"), 1, False) in options  # onto the set
    assert SwapWild(card("8S"), 0, card("3C"), 0, True) in options  # below its own run
    hand_before = len(state.hand(1))
    state.apply(SwapWild(card("8S"), 0, card("3C"), 1, False), 1)
    assert card("3C") in state.zones["meld:1"] and card("3C") not in state.hand(1)
    assert len(state.hand(1)) == hand_before - 1
    # The choice is final: the wild now stands for a card in the set and stays there.
    assert state.meld(1).placements[-1].wild
    assert all(
        not (isinstance(a, SwapWild) and a.wild == card("3C") and a.meld == 0)
        for a in state.legal_actions(1)
    )


def test_the_meld_owner_may_swap_too() -> None:
    state = deal(["7S 3C 9S TS 4H 4D 8S", PLAIN_B], "KC", "JD", round_no=2)
    state.apply(Draw(), 0)
    state.apply(LayMeld("run", group("7S 3C 9S TS")), 0)
    swap = SwapWild(card("8S"), 0, card("3C"), TO_HAND, False)
    assert swap in state.legal_actions(0)
    state.apply(swap, 0)
    assert card("3C") in state.hand(0)


def test_a_swap_needs_the_very_card_the_wild_stands_for() -> None:
    state = _swap_table()
    with pytest.raises(IllegalActionError, match="3♣ stands for 8♠, not 9♥"):
        state.apply(SwapWild(card("9H"), 0, card("3C"), TO_HAND, False), 1)
    # In the set the wild stands for a 4 of spades or clubs.
    state.apply(SwapWild(card("4S"), 1, card("3D"), TO_HAND, False), 1)
    assert card("3D") in state.hand(1)


# --- any-time plays ------------------------------------------------------------------------------


def test_no_table_plays_before_the_rounds_first_draw() -> None:
    state = deal(["7S 8S 9S TS 4H 4D 3D", "8H 8C 8D QH QD 2C 9H"], "KC", "JD")
    assert list(state.legal_actions(1)) == []
    with pytest.raises(IllegalActionError, match="first draw"):
        state.apply(LayMeld("set", group("8H 8C 8D")), 1)
    state.apply(Draw(), 0)
    assert LayMeld("set", group("8H 8C 8D")) in state.legal_actions(1)


def test_an_out_of_turn_go_out_ends_the_round_at_once() -> None:
    state = deal(["2C 3C 4C 9S TS KH KD", "8H 8C 8D QH QS QD 5C"], "8S", "JD 7H")
    state.apply(Draw(), 0)
    state.apply(LayMeld("run", group("2C 3C 4C")), 0)
    state.apply(LayMeld("set", group("8H 8C 8D")), 1)
    state.apply(LayMeld("set", group("QH QS QD")), 1)
    assert state.current_player == 0
    events = state.apply(AddToMeld(0, (), (card("5C"),)), 1)  # seat 1's last card, off turn
    assert scored(events) == {0: 9 + 10 + 10 + 10 + 10, 1: 0}
    assert state.last_winner == 1
    assert state.current_player == CHANCE  # the next deal
    assert state.round_scores == [[49, 0]]


def _ready_to_go_out() -> MoseState:
    """Seat 1 holds only 5C, which fits seat 0's club run; seat 0 is about to draw."""
    state = deal(["2C 3C 4C 9S TS KH KD", "8H 8C 8D QH QS QD 5C"], "8S", "JD 7H QC")
    state.apply(Draw(), 0)  # JD
    state.apply(LayMeld("run", group("2C 3C 4C")), 0)
    state.apply(Discard(card("KH")), 0)
    state.apply(Draw(), 1)  # 7H
    state.apply(LayMeld("set", group("8H 8C 8D")), 1)
    state.apply(LayMeld("set", group("QH QS QD")), 1)
    state.apply(Discard(card("7H")), 1)
    assert state.hand(1) == [card("5C")]
    assert state.zones["discard"] == cards("8S KH 7H")
    return state


def test_cards_just_drawn_do_not_count_after_an_immediate_mose() -> None:
    state = _ready_to_go_out()
    state.apply(Draw(), 0)  # QC
    events = state.apply(AddToMeld(0, (), (card("5C"),)), 1)
    # 9S TS KD JD count; the QC just drawn does not.
    assert scored(events) == {0: 39, 1: 0}


def test_a_whole_pile_just_taken_does_not_count_after_an_immediate_mose() -> None:
    state = _ready_to_go_out()
    state.apply(TakePile(), 0)  # 8S KH 7H
    events = state.apply(AddToMeld(0, (), (card("5C"),)), 1)
    assert scored(events) == {0: 39, 1: 0}


def test_just_drawn_cards_count_when_something_happened_in_between() -> None:
    state = deal(["2C 3C 4C 9S TS KH KD", "8H 8C 8D QH QS QD 5C"], "8S", "JD 7H QC")
    state.apply(Draw(), 0)
    state.apply(LayMeld("run", group("2C 3C 4C")), 0)
    state.apply(Discard(card("KH")), 0)
    state.apply(Draw(), 1)
    state.apply(LayMeld("set", group("8H 8C 8D")), 1)
    state.apply(Discard(card("7H")), 1)
    state.apply(Draw(), 0)  # QC
    state.apply(LayMeld("set", group("QH QS QD")), 1)  # something else happens
    events = state.apply(AddToMeld(0, (), (card("5C"),)), 1)
    assert scored(events) == {0: 39 + 10, 1: 0}


def test_going_out_on_the_very_first_turn() -> None:
    state = deal(["5H 6H 7H 8H 9H TH JH", PLAIN_B], "8S", "QH")
    state.apply(Draw(), 0)
    events = state.apply(LayMeld("run", group("5H 6H 7H 8H 9H TH JH QH")), 0)
    assert scored(events) == {0: 0, 1: 3 + 6 + 7 + 8 + 10 + 10 + 4}


def test_going_out_by_discarding_the_last_card() -> None:
    state = deal(["5H 6H 7H 8H 9H TH KC", PLAIN_B], "8S", "QH 4D JH")
    state.apply(Draw(), 0)  # QH
    state.apply(LayMeld("run", group("5H 6H 7H 8H 9H TH")), 0)
    with pytest.raises(IllegalActionError):
        state.apply(AddToMeld(0, (), (card("QH"),)), 0)  # no gap-jumping
    state.apply(Discard(card("QH")), 0)
    state.apply(Draw(), 1)  # 4D
    state.apply(Discard(card("4D")), 1)
    state.apply(Draw(), 0)  # JH
    state.apply(AddToMeld(0, (), (card("JH"),)), 0)
    assert state.hand(0) == [card("KC")]
    events = state.apply(Discard(card("KC")), 0)
    assert scored(events) == {0: 0, 1: 3 + 6 + 7 + 8 + 10 + 10 + 4}
    assert any("Mose" in getattr(e, "text", "") for e in events)


def test_own_turn_only_keeps_plays_to_your_own_turn() -> None:
    state = deal(
        ["7S 8S 9S TS 4H 4D 3D", "8H 8C 8D QH QD 2C 9H"],
        "KC",
        "JD",
        options={"any_time_plays": "own_turn_only"},
    )
    state.apply(Draw(), 0)
    assert list(state.legal_actions(1)) == []
    with pytest.raises(NotYourTurnError):
        state.apply(LayMeld("set", group("8H 8C 8D")), 1)
    state.apply(Discard(card("3D")), 0)
    with pytest.raises(IllegalActionError, match="draw first"):
        state.apply(LayMeld("set", group("8H 8C 8D")), 1)
    state.apply(Draw(), 1)
    state.apply(LayMeld("set", group("8H 8C 8D")), 1)


# --- the stock runs out --------------------------------------------------------------------------


def _almost_empty_stock() -> MoseState:
    """Seat 0 is to draw the last stock card; the rest of the stock lies in the discard pile."""
    state = deal([PLAIN_A, PLAIN_B], "8S", "QH")
    stock = state.zones["stock"]
    state.zones["discard"] = stock[1:] + state.zones["discard"]
    del stock[1:]
    return state


def test_the_first_time_the_stock_runs_out_the_next_player_may_take_the_pile() -> None:
    state = _almost_empty_stock()
    state.apply(Draw(), 0)
    state.apply(Discard(card("KS")), 0)
    assert state.zones["stock"] == []
    assert list(state.legal_actions(1))[:2] == [TakePile(), Restock()]
    with pytest.raises(IllegalActionError, match="stock is empty"):
        state.apply(Draw(), 1)
    pile = len(state.zones["discard"])
    state.apply(TakePile(), 1)
    assert len(state.hand(1)) == 7 + pile
    state.apply(Discard(card("KD")), 1)
    # The stock is still out: the next player has the same choice.
    assert Restock() in state.legal_actions(0)


def test_a_reshuffled_pile_makes_a_new_stock_and_the_second_run_out_ends_the_round() -> None:
    state = _almost_empty_stock()
    state.apply(Draw(), 0)
    state.apply(Discard(card("KS")), 0)
    pile = list(state.zones["discard"])
    state.apply(Restock(), 1)
    assert state.current_player == CHANCE
    shuffle = state.sample_chance(random.Random(2))
    state.apply(shuffle)
    assert sorted(c.code for c in state.zones["stock"]) == sorted(c.code for c in pile)
    assert state.zones["discard"] == []  # no face-up card
    assert state.legal_actions(1)[:1] == [Draw()]
    assert TakePile() not in state.legal_actions(1)
    # Nobody may rebuild the stock a second time; play it down.
    with pytest.raises(IllegalActionError):
        state.apply(Restock(), 1)
    seat = 1
    events: list[Any] = []
    while state.current_player == seat and not scored(events):
        state.apply(Draw(), seat)
        events = state.apply(Discard(state.hand(seat)[0]), seat)
        seat = 1 - seat
    # The round ended with no winner; everybody scored their hand.
    points = scored(events)
    assert set(points) == {0, 1} and all(p > 0 for p in points.values())
    assert state.last_winner == -1
    assert state.current_player == CHANCE


# --- scoring -------------------------------------------------------------------------------------


def test_scoring_in_the_aces_round_counts_aces_as_twenty() -> None:
    state = deal(
        ["5H 6H 7H 8H 9H TH JH", "AS AD KC 2D 7C 3S 4S", "AC QS 5C 9C TD JD 3D"],
        "8S",
        "QH",
        round_no=13,
    )
    assert state.wild_rank == 1
    state.apply(Draw(), 0)
    events = state.apply(LayMeld("run", group("5H 6H 7H 8H 9H TH JH QH")), 0)
    assert scored(events) == {
        0: 0,
        1: 20 + 20 + 10 + 2 + 7 + 3 + 4,
        2: 20 + 10 + 5 + 9 + 10 + 10 + 3,
    }


def test_the_lowest_total_after_thirteen_rounds_wins_and_ties_share() -> None:
    state = deal(
        ["5H 6H 7H 8H 9H TH JH", "KS KD 2D 3C 4C 5C 6C", "KC QS 2C 3D 4D 5D 6D"],
        "8S",
        "QH",
        round_no=13,
    )
    state.totals = [200, 150, 150]
    state.apply(Draw(), 0)
    events = state.apply(LayMeld("run", group("5H 6H 7H 8H 9H TH JH QH")), 0)
    # Seats 1 and 2 both add 40: 190 each, below seat 0's 200.
    assert state.totals == [200, 190, 190]
    assert state.current_player == TERMINAL
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({1, 2})
    assert next(e for e in events if isinstance(e, GameOver)).winners == frozenset({1, 2})
    assert INFO.lower_is_better


# --- strict table --------------------------------------------------------------------------------


def test_without_strict_table_a_false_claim_is_simply_refused() -> None:
    state = _ready("5H 6C 7D 9C JH KS 4C")
    with pytest.raises(IllegalActionError, match="strict"):
        state.apply(Declare(NEW_MELD, group("5H 6C 7D")), 0)
    assert state.find_action(cards("5H 6C 7D"), "hand:0", "table", 0) == []


def test_strict_table_penalises_an_invalid_lay_off_and_a_false_mose() -> None:
    strict = {"strict_table": True}
    state = _ready("5H 6H 7H 9C JH KS 4C", "3D 6S 7C 8C JS KD 4H", options=strict)
    state.apply(LayMeld("run", group("5H 6H 7H")), 0)
    # Seat 1 claims KD goes on the heart run: wrong, 10 points, the card stays in hand.
    assert state.find_action([card("KD")], "hand:1", "meld:0", 1) == [Declare(0, group("KD"))]
    events = state.apply(Declare(0, group("KD")), 1)
    assert scored(events) == {1: 10}
    assert state.penalties == [0, 10] and state.totals == [0, 10]
    assert card("KD") in state.hand(1) and card("KD") in state.known_cards("hand:1")
    # A true claim must be played normally.
    with pytest.raises(IllegalActionError, match="normally"):
        state.apply(Declare(0, group("4H")), 1)
    # Seat 0 claims its whole hand is a meld: a false Mose, 50.
    hand = tuple(state.hand(0))
    events = state.apply(Declare(NEW_MELD, hand), 0)
    assert scored(events) == {0: 50}
    assert state.hand(0) == list(hand)
    assert state.observation(1).values["penalties"] == [50, 10]


# --- gestures, listing and views -----------------------------------------------------------------


def test_gestures_draw_take_discard_and_lay() -> None:
    state = deal([PLAIN_A, PLAIN_B], "8S", "QH")
    assert state.find_action([], "stock", "hand:0", 0) == [Draw()]
    assert state.find_action(cards("8S"), "discard", "hand:0", 0) == [TakePile()]
    assert state.find_action([], "stock", "hand:1", 1) == []  # not seat 1's turn
    state.apply(Draw(), 0)
    assert state.find_action(cards("KS"), "hand:0", "discard", 0) == [Discard(card("KS"))]
    assert state.action_target(LayMeld("set", group("3H 3S 3D")), 0) == "newmeld:0"
    assert state.zone_info("newmeld:0").owner == 0 and state.zones["newmeld:0"] == []


def test_refused_drops_say_why() -> None:
    state = deal([PLAIN_A, PLAIN_B], "8S", "QH")
    assert "draw" in state.explain_gesture(cards("KS"), "hand:0", "discard", 0)
    assert "first draw" in state.explain_gesture(cards("3D 6S 7C"), "hand:1", "newmeld:1", 1)
    state.apply(Draw(), 0)
    assert state.explain_gesture(cards("3H 5S"), "hand:0", "newmeld:0", 0) == (
        "a new meld needs at least 3 cards"
    )
    assert "make no set or run" in state.explain_gesture(
        cards("3H 5S 7D"), "hand:0", "newmeld:0", 0
    )
    state = _ready("5H 6H 7H 9C JH KS 4C")
    state.apply(LayMeld("run", group("5H 6H 7H")), 0)
    assert "cannot be added to that run" in state.explain_gesture(
        cards("9C"), "hand:0", "meld:0", 0
    )
    assert "not seat 2's turn" in state.explain_gesture(cards("3D"), "hand:1", "discard", 1)


def test_the_listed_plays_stay_bounded_and_are_all_legal_with_a_huge_hand() -> None:
    state = _almost_empty_stock()
    state.apply(Draw(), 0)
    state.apply(Discard(card("KS")), 0)
    state.apply(TakePile(), 1)
    hand = state.hand(1)
    assert len(hand) == 52 - 7
    legal = list(state.legal_actions(1))
    assert len(legal) < 400
    for action in legal:
        assert state.is_legal(action, 1), action
    assert sum(isinstance(a, LayMeld) for a in legal) > 20
    # Out-of-turn plays for seat 0 are listed too.
    assert all(isinstance(a, LayMeld | AddToMeld | SwapWild) for a in state.legal_actions(0))


def test_the_observation_shows_melds_and_rebuilds_the_state() -> None:
    state = _swap_table()
    obs = state.observation(1)
    view = obs.zone("meld:0")
    assert view.owner == 0 and view.attrs["stands_for"] == ["7S", "8S", "9S", "TS"]
    assert view.attrs["wild"] == [False, True, False, False]
    rebuilt = MoseState.determinize(obs, random.Random(4))
    assert rebuilt.observation(1) == obs
    assert list(rebuilt.legal_actions(1)) == list(state.legal_actions(1))


def test_actions_read_back_from_their_notation() -> None:
    for action in (
        Draw(),
        TakePile(),
        Restock(),
        Discard(card("7H.1")),
        LayMeld("run", group("2C QH KH")),
        AddToMeld(3, group("4H"), group("8H 9H")),
        SwapWild(card("8S"), 0, card("3C"), TO_HAND, False),
        SwapWild(card("8S"), 0, card("3C"), 2, True),
        Declare(NEW_MELD, group("5H 6C")),
    ):
        assert INFO.codec.parse(action.notation) == action
        assert action.notation == Action.notation.fget(action)  # type: ignore[attr-defined]
        assert action.label


# --- the bot -------------------------------------------------------------------------------------


def test_the_heuristic_bot_goes_out_when_offered_the_chance_out_of_turn() -> None:
    from cardtable.games.mose.heuristic import HeuristicAgent

    state = _ready_to_go_out()
    state.apply(Draw(), 0)
    legal = tuple(state.legal_actions(1))
    action = HeuristicAgent().claim(state.observation(1), legal, random.Random(0))
    assert action == AddToMeld(0, (), (card("5C"),))


def test_the_heuristic_bot_takes_a_pile_that_melds_and_leaves_one_that_does_not() -> None:
    from cardtable.games.mose.heuristic import HeuristicAgent

    bot = HeuristicAgent()
    good = deal(["9S 9H 4C 6D JH KS QC", PLAIN_B], "9D", "3H")
    assert (
        bot.choose(good.observation(0), tuple(good.legal_actions(0)), random.Random(0))
        == TakePile()
    )
    bad = deal(["9S 9H 4C 6D TC 3S 5C", PLAIN_B], "KH", "3H")
    assert bot.choose(bad.observation(0), tuple(bad.legal_actions(0)), random.Random(0)) == Draw()
    # A card that only pairs up (no meld at once) is left: two bots never pass it to and fro.
    pair = deal(["9S 4H 4C 6D TC 3S 5C", PLAIN_B], "9D", "3H")
    assert bot.choose(pair.observation(0), tuple(pair.legal_actions(0)), random.Random(0)) == Draw()


def test_heuristic_bots_alone_finish_their_games() -> None:
    from cardtable.games.mose.heuristic import HeuristicAgent
    from cardtable.session.autoplay import play_to_end
    from cardtable.session.match import Match

    for n in (2, 3):
        match = Match(INFO, n, seed=11)
        play_to_end(match, [HeuristicAgent()] * n, max_actions=20_000)
        assert match.state.outcome() is not None


def test_the_heuristic_bot_clearly_beats_random_play() -> None:
    summary = simulate("mose", 4, ["heuristic", "random", "random", "random"], 4, 3)
    assert summary["errors"] == 0, summary["error_messages"]
    mean = summary["mean_score"]
    assert mean[0] * 2 < min(mean[1:]), summary


def test_claims_go_in_seat_order_after_the_player_who_acted() -> None:
    from cardtable.games.mose.heuristic import HeuristicAgent
    from cardtable.session.autoplay import offer_claims
    from cardtable.session.match import Match

    # Seats 1 and 2 could both go out by laying their last card on seat 0's run.
    state = deal(
        ["2C 3C 4C 9S TS KH KD", "8H 8C 8D QH QS QD 5C", "7H 7S 7D JH JS JD AC"],
        "8S",
        "JC 6D 6S",
        options={"any_time_plays": "on"},
    )
    state.apply(Draw(), 0)
    state.apply(LayMeld("run", group("2C 3C 4C")), 0)
    for seat, sets in ((1, ("8H 8C 8D", "QH QS QD")), (2, ("7H 7S 7D", "JH JS JD"))):
        for text in sets:
            state.apply(LayMeld("set", group(text)), seat)
    match = Match(INFO, 3)
    match.state = state
    bot = HeuristicAgent()
    offer_claims(match, [None, bot, bot], after=0)
    # Seat 1 comes first after seat 0 and goes out; seat 2 is caught with its Ace.
    assert state.round_scores[0][1:] == [0, 1]
    assert state.round_no == 2  # the match dealt the next round


def test_nothing_more_can_be_played_once_somebody_goes_out() -> None:
    state = deal(["5H 6H 7H 8H 9H TH JH", "4H 8C 8D KS QS QD 5C"], "8S", "QH KH")
    state.apply(Draw(), 0)
    state.apply(LayMeld("run", group("5H 6H 7H 8H 9H TH JH QH")), 0)
    assert state.current_player == CHANCE
    assert list(state.legal_actions(1)) == []
    with pytest.raises(IllegalActionError):
        state.apply(LayMeld("set", group("QS QD 8D")), 1)


def test_card_values_wilds_twenty_faces_ten_aces_one() -> None:
    state = deal(["5H 6H 7H 8H 9H TH JH", "2S 2D AC KD QS JC 9C"], "8S", "QH")
    state.apply(Draw(), 0)
    events = state.apply(LayMeld("run", group("5H 6H 7H 8H 9H TH JH QH")), 0)
    assert scored(events) == {0: 0, 1: 20 + 20 + 1 + 10 + 10 + 10 + 9}


def test_drawing_and_discarding_stay_on_your_own_turn() -> None:
    state = deal([PLAIN_A, PLAIN_B], "8S", "QH")
    state.apply(Draw(), 0)
    with pytest.raises(NotYourTurnError):
        state.apply(Discard(card("3D")), 1)
    with pytest.raises(NotYourTurnError):
        state.apply(TakePile(), 1)
    assert all(not isinstance(a, Discard | Draw | TakePile) for a in state.legal_actions(1))


def test_the_heuristic_chooses_when_only_swaps_are_left(monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat asked to move with nothing but swaps in its list (its discard was refused as the
    table moved on) still answers with one of them, even when it would make none by choice."""
    from cardtable.ai.agent import make_agent
    from cardtable.games.mose import heuristic

    state = _ready("9S 9H 9D 2C 2D 9C 6D")
    state.apply(LayMeld("set", group("9S 9H 9D 2C")), 0)
    state.apply(AddToMeld(0, (), group("2D")), 0)
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9D", "9*", "9*"]
    swaps = [a for a in state.legal_actions(0) if isinstance(a, SwapWild)]
    assert len(swaps) >= 2
    monkeypatch.setattr(heuristic, "_best_play", lambda legal, view: (None, 0.0))
    chosen = make_agent("heuristic", "mose").choose(state.observation(0), swaps, random.Random(1))
    assert chosen in swaps
