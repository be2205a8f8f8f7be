"""Mose: a wild in a set, one scenario per sentence of the ruling (RULINGS, Mose, Melds).

The ruling: in a set a wild stands for that rank in **any** suit not yet present in the set;
the engine fixes no suit, so whoever holds a natural of that rank in any missing suit may swap
it. A natural added to the set removes its suit from what the wilds may stand for. Wilds may be
added to a set in any number, also beyond a complete set; a wild beyond the missing suits
stands for any suit. A swapped wild goes into the swapper's hand or at once onto a legal spot.

How this reads with two decks (7-12 players, or ``decks = 2``), where identical cards are
distinct: a set is 3+ cards of one rank, and nothing in the rules stops it holding the same
card twice, so a set may hold both 9♥ naturally (the engine has always allowed it). A suit is
*present* once any natural of the set shows it; a second natural of a present suit may still be
added (it fits the rank) but changes nothing about the wilds. That natural may swap a wild only
when the set holds more wilds than missing suits (a wild beyond them stands for any suit).

Adding a card is never refused for a set of its rank: a natural of a missing suit removes that
suit from the wilds' choices, and if the set then holds more wilds than missing suits, the extra
wilds stand for any suit, so the set stays valid (9♠ 2 2 2 plus 9♥ is a set of 9s whose three
wilds stand for 9♦, 9♣ and any 9).
"""

from __future__ import annotations

import random

import pytest

from cardtable.ai.agent import make_agent
from cardtable.engine import card
from cardtable.engine.errors import IllegalActionError
from cardtable.games.mose.actions import TO_HAND, AddToMeld, Draw, LayMeld, SwapWild
from cardtable.games.mose.moves import has_table_play, swap_actions, table_plays
from cardtable.games.mose.state import MoseState
from cardtable.session.logtext import describe_events
from tests.games.mose.test_mose import cards, deal, group

NAMES = ["You", "Ada", "Bo"]


def _swaps(state: MoseState, seat: int) -> list[SwapWild]:
    return [a for a in state.legal_actions(seat) if isinstance(a, SwapWild)]


def _the_example() -> MoseState:
    """Round 1 (2s wild), one deck: seat 0 lays 9♠ 9♥ 2♣ (and holds 5♠ 6♠ 2♦); seat 1 holds
    9♦, seat 2 holds 9♣."""
    state = deal(
        ["9S 9H 2C 5S 6S 2D KD", "9D 4C 5C 6D 8H JH QS", "9C 3D 4D 8C TH JS KC"], "QC", "AH"
    )
    state.apply(Draw(), 0)
    state.apply(LayMeld("set", group("9S 9H 2C")), 0)
    return state


def test_a_wild_in_a_set_stands_for_any_missing_suit() -> None:
    """9♠ 9♥ 2♣: the wild stands for a 9 of diamonds or clubs, and the table says so."""
    state = _the_example()
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9DC"]
    assert state.meld(0).missing_suits() == ("D", "C")
    assert state.observation(1).zone("meld:0").attrs["stands_for"][2] == "9DC"


def test_whoever_holds_a_natural_of_a_missing_suit_may_swap() -> None:
    """The holders of 9♦ and of 9♣ may both swap (before, 9♣ was refused: "2♣ stands for
    9♦"), out of turn, with the wild into hand or at once onto a meld."""
    state = _the_example()
    by_diamond = SwapWild(card("9D"), 0, card("2C"), TO_HAND, False)
    by_club = SwapWild(card("9C"), 0, card("2C"), TO_HAND, False)
    assert by_diamond in _swaps(state, 1)
    assert by_club in _swaps(state, 2)
    state.apply(by_club, 2)
    assert state.zones["meld:0"] == cards("9S 9H 9C")
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9C"]
    assert card("2C") in state.hand(2)


def test_after_a_natural_is_added_only_the_other_missing_suit_may_swap() -> None:
    """Once 9♦ joins the set, the wild stands for 9♣ alone."""
    state = _the_example()
    told = describe_events(state.apply(AddToMeld(0, (), group("9D")), 1), NAMES)
    assert told == ["Ada adds 9♦ to meld 1: set of 9s (wild 2♣ as 9♣)"]
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9C", "9D"]
    assert _swaps(state, 2)  # 9♣ still may
    assert all(s.card == card("9C") for s in _swaps(state, 2))


def test_a_natural_of_a_suit_already_present_is_refused_in_words() -> None:
    """Two decks: a second 9♠ cannot take the place of a wild that stands for 9♦ or 9♣, and
    after 9♦ is added a second 9♦ cannot either; the reason names what the wild stands for."""
    state = deal(
        ["9S 9H 2C 5S 6S 7H KD", "9S.1 9D 9D.1 5C 6D 8H JH"], "QC", "AH", options={"decks": "2"}
    )
    state.apply(Draw(), 0)
    state.apply(LayMeld("set", group("9S 9H 2C")), 0)
    spade = SwapWild(card("9S.1"), 0, card("2C"), TO_HAND, False)
    assert spade not in state.legal_actions(1)
    with pytest.raises(IllegalActionError, match="2♣ stands for 9♦ or 9♣, not 9♠"):
        state.apply(spade, 1)
    state.apply(AddToMeld(0, (), group("9D")), 1)
    with pytest.raises(IllegalActionError, match="2♣ stands for 9♣, not 9♦"):
        state.apply(SwapWild(card("9D.1"), 0, card("2C"), TO_HAND, False), 1)
    # The same card twice in a set: allowed (a set is cards of one rank), the wilds unchanged.
    state.apply(AddToMeld(0, (), group("9D.1")), 1)
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9C", "9D", "9D"]


def test_a_swapped_wild_goes_into_hand_or_at_once_onto_a_legal_spot() -> None:
    """The swapper chooses: the wild into hand, onto another meld (a run's end), or back onto
    the very set it left, where it now stands for the suit still missing."""
    state = _the_example()
    state.apply(LayMeld("run", group("5S 6S 2D")), 0)  # 5♠ 6♠ 7♠ with 2♦ as 7♠
    choices = state.find_action(cards("9C"), "hand:2", "meld:0", 2)
    assert SwapWild(card("9C"), 0, card("2C"), TO_HAND, False) in choices
    assert SwapWild(card("9C"), 0, card("2C"), 1, True) in choices
    assert SwapWild(card("9C"), 0, card("2C"), 1, False) in choices
    assert SwapWild(card("9C"), 0, card("2C"), 0, False) in choices
    told = describe_events(state.apply(SwapWild(card("9C"), 0, card("2C"), 0, False), 2), NAMES)
    assert told[0] == "Bo puts 9♣ in the place of 2♣"
    assert told[-1] == "Bo lays the wild on meld 1: set of 9s (wild 2♣ as 9♦)"
    assert state.zones["meld:0"] == cards("9S 9H 9C 2C")
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9C", "9D"]
    assert card("2C") not in state.hand(2)


def test_wilds_may_be_added_in_any_number_also_beyond_a_complete_set() -> None:
    """9♠ 9♥ 9♦ 9♣ takes one wild, then another; each stands for any suit."""
    state = deal(["9S 9H 9D 9C 2C 2D 5H", "4C 5C 6D 8H JH QS KD"], "QC", "AH")
    state.apply(Draw(), 0)
    state.apply(LayMeld("set", group("9S 9H 9D 9C")), 0)
    state.apply(AddToMeld(0, (), group("2C")), 0)
    told = describe_events(state.apply(AddToMeld(0, (), group("2D")), 0), NAMES)
    assert told == [
        "You add 2♦ to meld 1: set of 9s (wild 2♣ as 9 (any suit) and wild 2♦ as 9 (any suit))"
    ]
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9D", "9C", "9*", "9*"]


def test_a_wild_beyond_the_missing_suits_stands_for_any_suit() -> None:
    """Two decks, 9♠ 9♥ 2♣ 2♦ 2♥: three wilds, two missing suits, so a wild stands for any
    suit and a second 9♠ (a suit present) may swap one; then the two left stand for 9♦ and
    9♣ again, and a second 9♥ may not."""
    state = deal(
        ["9S 9H 2C 2D 2H 6S KD", "9S.1 9H.1 5C 6D 8H JH QS"], "QC", "AH", options={"decks": "2"}
    )
    state.apply(Draw(), 0)
    told = describe_events(state.apply(LayMeld("set", group("9S 9H 2C 2D 2H")), 0), NAMES)
    assert told == [
        "You lay 9♠, 9♥, 2♣, 2♦ and 2♥: a set of 9s (wild 2♣, 2♦ and 2♥ as 9♦, 9♣ and 9 (any suit))"
    ]
    assert state.zone_attrs("meld:0")["stands_for"][2:] == ["9*", "9*", "9*"]
    swap = SwapWild(card("9S.1"), 0, card("2D"), TO_HAND, False)
    assert swap in _swaps(state, 1)
    state.apply(swap, 1)
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9H", "9DC", "9S", "9DC"]
    with pytest.raises(IllegalActionError, match="stands for 9♦ or 9♣, not 9♥"):
        state.apply(SwapWild(card("9H.1"), 0, card("2C"), TO_HAND, False), 1)


def test_a_natural_added_to_a_set_full_of_wilds_is_allowed() -> None:
    """9♠ 2♥ 2♦ 2♣ (three wilds for the three missing suits) plus 9♥: allowed; the set now
    holds three wilds for two missing suits, so one stands for any suit."""
    state = deal(["9S 9H 2H 2D 2C 6S KD", "4C 5C 6D 8H JH QS KC"], "QC", "AH")
    state.apply(Draw(), 0)
    state.apply(LayMeld("set", group("9S 2H 2D 2C")), 0)
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9HDC", "9HDC", "9HDC"]
    add = AddToMeld(0, (), group("9H"))
    assert add in state.legal_actions(0)
    told = describe_events(state.apply(add, 0), NAMES)
    assert told == [
        "You add 9♥ to meld 1: set of 9s (wild 2♥, 2♦ and 2♣ as 9♦, 9♣ and 9 (any suit))"
    ]
    assert state.zone_attrs("meld:0")["stands_for"] == ["9S", "9*", "9*", "9*", "9H"]


def test_the_listing_and_the_bot_see_every_swap_a_set_allows() -> None:
    """A hand holding 9♦ and 9♣ is offered a swap with each (into hand, or onto the first
    open spot); the quick check agrees; a hand holding a second 9♠ is offered none."""
    state = _the_example()
    table, wild = state.table(), state.wild_rank
    hand = [*state.hand(1), card("9C")]
    listed = swap_actions(hand, table, wild)
    assert [(s.card.code, s.dest) for s in listed] == [
        ("9D", TO_HAND),
        ("9D", 0),
        ("9C", TO_HAND),
        ("9C", 0),
    ]
    assert has_table_play(hand, table, wild, to_hand=False)
    assert set(listed) <= set(table_plays(hand, table, wild))
    assert swap_actions(cards("9S.1 4C 5C"), table, wild) == []


def test_the_bot_swaps_for_a_wild_that_stands_for_its_suit() -> None:
    """Seat 2 holds 9♣ 5♦ 6♦: out of turn it takes the wild for 9♣ into hand (it makes 5♦ 6♦
    with the wild at once), which needs the wild to stand for a club as well as a diamond."""
    state = deal(
        ["9S 9H 2C 5S 6S 7H KD", "9D 4C 5C 6H 8H JH QS", "9C 5D 6D 8C TH JS KC"], "QC", "AH"
    )
    state.apply(Draw(), 0)
    state.apply(LayMeld("set", group("9S 9H 2C")), 0)
    bot = make_agent("heuristic", "mose")
    legal = list(state.legal_actions(2))
    claim = bot.claim(state.observation(2), legal, random.Random(1))
    assert claim == SwapWild(card("9C"), 0, card("2C"), TO_HAND, False)
