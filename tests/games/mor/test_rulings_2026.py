"""Scenario tests for three Mor rulings that the original text leaves open.

* After taking the discard pile, the **first** meld or addition of the turn must use a taken card;
  whatever is played after it that turn is free.
* A Mor that has been earned (a player emptied their hand by discarding) but not yet picked up
  when the round ends counts as taken: the team pays no penalty for it.
* When the stock runs out, the player who drew its last card plays the rest of that turn (melds,
  additions, the discard); then the round ends and nobody else moves.

Each test starts from a position built card by card (see ``table`` in ``test_mor.py``).
"""

from __future__ import annotations

import pytest

from cardtable.engine import card
from cardtable.engine.errors import NotYourTurnError
from cardtable.engine.events import CardsMoved, Scored
from cardtable.engine.state import CHANCE
from cardtable.games.mor import melds as mm
from cardtable.games.mor.scoring import team_parts
from cardtable.games.mor.state import Add, Discard, Draw, Meld, MorState, TakePile
from tests.games.mor.test_mor import cs, meld, messages, refused, table

TAKEN_FIRST = "your first meld or addition this turn must use one of the cards you took"


def _took_the_pile() -> MorState:
    """Seat 0 has a team meld (7-8-9 of spades), could meld 9-10-J of clubs from hand alone,
    and takes a pile holding the 5 of hearts, which goes with the 3 and 4 of hearts in hand."""
    state = table(
        hands={0: "3H 4H 9C TC JC 6S KD"},
        melds=[(0, "7S 8S 9S", (7, 8, 9))],
        discard="QD 5H TS",
        turn=0,
    )
    state.apply(TakePile())
    assert state.phase == "play" and not state.pile_used
    return state


# --- the first play after taking the pile uses a taken card ---------------------------------------


def test_after_taking_the_pile_the_first_play_must_use_a_taken_card() -> None:
    state = _took_the_pile()
    # Plays made only of cards that were already in hand are refused, a meld and an addition.
    refused(state, Meld(tuple(cs("9C TC JC")), (9, 10, 11)), TAKEN_FIRST)
    refused(state, Add("meld:0.0", (card("6S"),), (6,)), TAKEN_FIRST)
    refused(state, Discard(card("KD")), "meld or add at least one of the cards you took")
    # Every play on offer uses a taken card, and there is at least one (taking was allowed).
    offered = state.legal_actions()
    assert offered
    taken = set(cs("QD 5H TS"))
    for action in offered:
        assert isinstance(action, Meld | Add)
        assert taken & set(action.cards), action


def test_after_the_first_play_uses_a_taken_card_the_rest_of_the_turn_is_free() -> None:
    state = _took_the_pile()
    meld(state, "3H 4H 5H", (3, 4, 5))  # the taken 5 of hearts
    assert state.pile_used
    # Now cards from the old hand may be melded and added as usual.
    meld(state, "9C TC JC", (9, 10, 11))
    state.apply(Add("meld:0.0", (card("6S"),), (6,)))
    state.apply(Add("meld:0.0", (card("TS"),), (10,)))  # a taken card later on is fine too
    assert state.zones["meld:0.0"] == cs("6S 7S 8S 9S TS")
    state.apply(Discard(card("KD")))
    assert state.current_player == 3
    assert state.zones["hand:0"] == cs("QD")


def test_an_addition_of_a_taken_card_frees_the_rest_of_the_turn_too() -> None:
    state = _took_the_pile()
    state.apply(Add("meld:0.0", (card("TS"),), (10,)))  # the taken 10 of spades goes on first
    meld(state, "9C TC JC", (9, 10, 11))  # then a meld from the old hand
    state.apply(Add("meld:0.0", (card("6S"),), (6,)))
    state.apply(Discard(card("QD")))
    assert state.current_player == 3


# --- an earned Mor counts as taken at the round's end ---------------------------------------------


@pytest.mark.parametrize("players", [4, 2])
def test_a_mor_earned_by_discarding_counts_as_taken_when_the_stock_ends_the_round(
    players: int,
) -> None:
    """Seat 0 discards its last card (the Mor is due at its next turn); the next player draws
    the stock's last card and discards, which ends the round before seat 0 plays again."""
    nxt = players - 1  # play goes to the right
    state = table(
        players,
        hands={0: "KD", nxt: "4C 9D"},
        melds=[(0, "9S TS JS", (9, 10, 11))],
        stock="8C",
        turn=0,
        phase="play",
    )
    mor_pile = list(state.zones["mor:0"])
    state.apply(Discard(card("KD")))
    assert state.mor == ["due", "pile"] and state.current_player == nxt
    state.apply(Draw(), nxt)
    assert state.zones["stock"] == []
    events = state.apply(Discard(card("9D")), nxt)
    assert "The stock has run out: the round ends" in messages(events)
    assert state.phase == "deal" and state.current_player == CHANCE
    rows = state.last_round
    assert rows["mor"] == [0, -100]  # the earned Mor spares team 0; team 1 never earned one
    # The pile was never picked up: its cards are nobody's hand and cost nothing.
    assert state.zones["mor:0"] == mor_pile
    assert not any(isinstance(e, CardsMoved) and e.source == "mor:0" for e in events)
    partner_hand = state.zones["hand:2"] if players == 4 else []
    assert rows["hands"][0] == -sum(mm.card_value(c) for c in partner_hand)
    assert "no Mor" not in team_parts(rows, 0)
    assert "no Mor" in team_parts(rows, 1)


def test_a_mor_earned_with_the_turn_that_empties_the_stock_counts_as_taken() -> None:
    """Seat 0 draws the last stock card and discards its last card: the round ends on that
    discard, with seat 0's Mor earned and never picked up."""
    state = table(
        hands={0: "KD"},
        melds=[(0, "9S TS JS", (9, 10, 11))],
        stock="8S",
        turn=0,
    )
    state.apply(Draw())
    meld_before = list(state.zones["meld:0.0"])
    state.apply(Add("meld:0.0", (card("8S"),), (8,)))
    assert state.zones["meld:0.0"] == cs("8S") + meld_before
    events = state.apply(Discard(card("KD")))
    assert "The stock has run out: the round ends" in messages(events)
    assert state.mor == ["due", "pile"]
    assert state.last_round["mor"] == [0, -100]
    assert state.last_round["closing"] == [0, 0]  # emptying a hand without the Mor is no close


# --- the stock runs out: the drawer finishes the turn, nobody else moves --------------------------


def test_the_player_who_draws_the_last_card_finishes_the_turn_and_nobody_else_moves() -> None:
    state = table(
        hands={0: "5H 6H QS KD 8D", 1: "AH 3C", 2: "9C 9D", 3: "2C 7D"},
        melds=[(0, "9S TS JS", (9, 10, 11)), (1, "4D 5D 6D", (4, 5, 6))],
        stock="7H",
        turn=0,
        mor=("taken", "pile"),
    )
    state.apply(Draw())
    assert state.zones["stock"] == []
    # The round is not over yet: seat 0 is still on turn and nobody else may act.
    assert state.phase == "play" and state.current_player == 0
    for seat in (1, 2, 3):
        assert state.legal_actions(seat) == []
    with pytest.raises(NotYourTurnError):
        state.apply(Add("meld:1.0", (card("7D"),), (7,)), 3)
    # Seat 0 melds (with the drawn card), adds, then discards.
    meld(state, "5H 6H 7H", (5, 6, 7))
    state.apply(Add("meld:0.0", (card("QS"),), (12,)))
    assert Discard(card("KD")) in state.legal_actions()
    hands_before = {s: list(state.zones[f"hand:{s}"]) for s in (1, 2, 3)}
    events = state.apply(Discard(card("KD")))
    # The discard ends the round at once: seat 3 (next to the right) never draws.
    assert "The stock has run out: the round ends" in messages(events)
    assert state.phase == "deal" and state.current_player == CHANCE
    assert {s: state.zones[f"hand:{s}"] for s in (1, 2, 3)} == hands_before
    assert state.zones["discard"][-1] == card("KD")
    rows = state.last_round
    assert rows["closing"] == [0, 0]  # no closing bonus
    assert rows["hands"] == [
        -(10 + 10 + 10),  # 8D | 9C 9D
        -(15 + 5 + 15 + 5),  # AH 3C, 2C 7D
    ]
    assert [e.seat for e in events if isinstance(e, Scored)] == [0, 1]
