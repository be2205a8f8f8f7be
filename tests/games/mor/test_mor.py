"""Scenario tests pinning each Mor ruling (RULINGS.md, Mor)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from cardtable.engine import card
from cardtable.engine.cards import Card, multi_deck
from cardtable.engine.common_actions import ChooseSeat, Shuffle
from cardtable.engine.errors import IllegalActionError, NotYourTurnError, OptionError
from cardtable.engine.events import CardsMoved, GameOver, Message, Scored
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.games.mor import melds as mm
from cardtable.games.mor.info import INFO
from cardtable.games.mor.state import Add, Discard, Draw, Meld, MorState, TakePile, shown


def cs(text: str) -> list[Card]:
    return [card(c) for c in text.split()]


def new_round(n: int = 4, dealer: int = 1) -> MorState:
    """A game whose first round is dealt from the unshuffled deck."""
    state = INFO.new_game(n)
    assert isinstance(state, MorState)
    state.apply(ChooseSeat(dealer))
    state.apply(Shuffle(tuple(multi_deck(2, jokers_per_deck=1))))
    return state


def table(
    n: int = 4,
    *,
    hands: dict[int, str],
    melds: Sequence[tuple[int, str, Sequence[int]]] = (),
    discard: str = "",
    stock: str | None = None,
    turn: int = 0,
    phase: str = "draw",
    mor: tuple[str, str] = ("pile", "pile"),
) -> MorState:
    """A round in progress with exactly these hands, team melds, discard pile and stock.

    Unnamed hands get 11 other cards; the Mor piles 11 each; the stock the rest (or exactly
    ``stock``, top card first, the remaining cards then left out of play).
    """
    state = new_round(n, dealer=(turn + 1) % n)
    every = multi_deck(2, jokers_per_deck=1)
    named: list[Card] = []
    for text in hands.values():
        named += cs(text)
    for _, text, _ in melds:
        named += cs(text)
    named += cs(discard)
    if stock:
        named += cs(stock)
    assert len(set(named)) == len(named), "a card is named twice"
    rest = [c for c in every if c not in set(named)]
    for zid in list(state.zones):
        state.zones[zid] = []
    for seat in range(n):
        if seat in hands:
            state.zones[f"hand:{seat}"] = cs(hands[seat])
        else:
            state.zones[f"hand:{seat}"], rest = rest[:11], rest[11:]
    for team in (0, 1):
        state.zones[f"mor:{team}"], rest = rest[:11], rest[11:]
    for team, text, at in melds:
        zid = f"meld:{team}.{state.meld_count[team]}"
        state.meld_count[team] += 1
        cards, places = mm.settle(cs(text), at)
        assert mm.problem(cards, places) is None
        state.zones[zid] = list(cards)
        state.meld_at[zid] = list(places)
    state.zones["discard"] = cs(discard)
    state.zones["stock"] = cs(stock) if stock is not None else rest
    state.turn = turn
    state.phase = phase
    state.first_turn = False
    state.mor = list(mor)
    state.mor_seat = [-1, -1]
    return state


def meld(state: MorState, text: str, at: Sequence[int], seat: int | None = None) -> list[object]:
    return list(state.apply(Meld(tuple(cs(text)), tuple(at)), seat))


def refused(state: MorState, action: object, match: str, seat: int | None = None) -> None:
    before = state.clone()
    with pytest.raises(IllegalActionError, match=match):
        state.apply(action, seat)  # type: ignore[arg-type]
    assert state == before


def messages(events: Sequence[object]) -> list[str]:
    return [e.text for e in events if isinstance(e, Message)]


# --- seats, deal, turn order ---------------------------------------------------------------------


def test_four_players_in_two_partnerships_and_one_against_one() -> None:
    assert INFO.teams(4) == ((0, 2), (1, 3))
    assert INFO.teams(2) == ((0,), (1,))
    with pytest.raises(OptionError, match="not 3"):
        INFO.new_game(3)
    assert len(MorState.all_cards(4, {})) == 106
    assert sum(1 for c in MorState.all_cards(4, {}) if c.family == "joker") == 2


def test_the_deal_gives_11_each_12_to_the_opener_and_two_mor_piles() -> None:
    state = new_round(4, dealer=1)
    opener = 0  # to the dealer's right: counterclockwise is seat - 1
    assert state.current_player == opener
    assert [len(state.zones[f"hand:{s}"]) for s in range(4)] == [12, 11, 11, 11]
    assert len(state.zones["mor:0"]) == len(state.zones["mor:1"]) == 11
    assert state.zones["discard"] == []
    assert len(state.zones["stock"]) == 106 - 45 - 22
    # Dealt one at a time counterclockwise from the opener: 0, 3, 2, 1, 0, ...
    deck = multi_deck(2, jokers_per_deck=1)
    assert state.zones["hand:0"][:2] == [deck[0], deck[4]]
    assert state.zones["hand:3"][0] == deck[1]
    assert state.zones["hand:1"][0] == deck[3]
    two = new_round(2, dealer=0)
    assert two.current_player == 1
    assert [len(two.zones[f"hand:{s}"]) for s in range(2)] == [11, 12]
    assert len(two.zones["stock"]) == 106 - 23 - 22


def test_the_opener_melds_and_discards_without_drawing() -> None:
    state = new_round(4, dealer=1)
    hand = state.zones["hand:0"]
    # The unshuffled deck gives the opener A, 5, 9, K of spades and more: no draw allowed.
    assert state.phase == "play" and state.first_turn
    refused(state, Draw(), "opener starts with 12 cards and does not draw")
    refused(state, TakePile(), "does not draw")
    assert not any(isinstance(a, Draw | TakePile) for a in state.legal_actions())
    state.apply(Discard(hand[0]))
    assert state.zones["discard"] == [card("AS")]
    assert state.current_player == 3  # play goes counterclockwise (to the right)
    assert state.phase == "draw"
    refused(state, Discard(state.zones["hand:3"][0]), "first draw a card")
    refused(state, Draw(), "not seat 3", seat=2)
    state.apply(Draw())
    assert len(state.zones["hand:3"]) == 12


def test_taking_the_pile_is_refused_without_a_team_meld() -> None:
    state = table(hands={0: "3H 4H 9C TC JC KD"}, discard="5H", turn=0)
    refused(state, TakePile(), "your team has no meld on the table yet")
    assert TakePile() not in state.legal_actions()
    assert state.find_action([card("5H")], "discard", "hand:0") == []
    assert "no meld on the table yet" in state.explain_gesture([card("5H")], "discard", "hand:0")
    assert state.find_action([], "stock", "hand:0") == [Draw()]
    # An opponents' meld does not count.
    state = table(hands={0: "3H 4H 9C TC JC KD"}, melds=[(1, "7S 8S 9S", (7, 8, 9))], discard="5H")
    refused(state, TakePile(), "your team has no meld")


def test_taking_the_pile_needs_a_taken_card_that_can_be_used() -> None:
    state = table(
        hands={0: "3H 4H 9C TC KD"},
        melds=[(0, "7S 8S 9S", (7, 8, 9))],
        discard="QD 5C",
        turn=0,
    )
    refused(state, TakePile(), "none of the cards in the discard pile could be melded")
    # With the 5 of hearts in the pile, 3-4-5 of hearts can be melded: taking is allowed.
    state = table(
        hands={0: "3H 4H TS TC KD"},
        melds=[(0, "7S 8S 9S", (7, 8, 9))],
        discard="QD 5H",
        turn=0,
    )
    assert TakePile() in state.legal_actions()
    events = state.apply(TakePile())
    assert len(state.zones["hand:0"]) == 7
    # Everyone now knows the taken cards are in seat 0's hand.
    seen = state.observation(1).zone("hand:0").cards
    assert set(c for c in seen if c is not None) == {card("QD"), card("5H")}
    assert isinstance(events[0], CardsMoved) and events[0].visible_to is None
    # A discard or a play without a taken card is refused until a taken card is used.
    refused(state, Discard(card("KD")), "meld or add at least one of the cards you took")
    refused(state, Add("meld:0.0", (card("TS"),), (10,)), "must use one of the cards you took")
    assert all(isinstance(a, Meld | Add) for a in state.legal_actions())
    meld(state, "3H 4H 5H", (3, 4, 5))
    state.apply(Discard(card("KD")))
    assert state.current_player == 3


def test_a_taken_card_added_to_a_team_meld_counts_as_used() -> None:
    state = table(
        hands={0: "3H 4H 9C KD"},
        melds=[(0, "7S 8S 9S", (7, 8, 9))],
        discard="TS QD",
        turn=0,
    )
    state.apply(TakePile())
    state.apply(Add("meld:0.0", (card("TS"),), (10,)))
    assert state.pile_used
    state.apply(Discard(card("KD")))


def test_partners_share_melds_and_never_add_to_the_opponents() -> None:
    state = table(
        hands={0: "TS 6D 9C KD", 1: "TH 5C 6C 8D"},
        melds=[(0, "7S 8S 9S", (7, 8, 9)), (1, "7H 8H 9H", (7, 8, 9))],
        turn=0,
        phase="play",
    )
    refused(state, Add("meld:1.0", (card("TS"),), (10,)), "belongs to the other team")
    assert state.find_action([card("TS")], "hand:0", "meld:1.0") == []
    reason = state.explain_gesture([card("TS")], "hand:0", "meld:1.0")
    assert "other team" in reason
    state.apply(Add("meld:0.0", (card("TS"),), (10,)))  # the partnership's meld grows
    assert state.zones["meld:0.0"] == cs("7S 8S 9S TS")
    # Partners see each other's melds (public) but never each other's hands.
    obs = state.observation(2)
    assert obs.zone("meld:0.0").cards == tuple(cs("7S 8S 9S TS"))
    assert all(c is None for c in obs.zone("hand:0").cards)
    assert obs.values["team_names"] == ["Team 1 (seats 1 & 3)", "Team 2 (seats 2 & 4)"]


# --- melds ---------------------------------------------------------------------------------------


def playing(hand: str, melds: Sequence[tuple[int, str, Sequence[int]]] = ()) -> MorState:
    return table(hands={0: hand}, melds=melds, turn=0, phase="play")


def test_a_set_of_sevens_is_refused_and_sets_of_threes_and_aces_are_fine() -> None:
    state = playing("7H 7S 7D 3H 3S 3D AH AS AD KC")
    refused(state, Meld(tuple(cs("7H 7S 7D")), (7, 7, 7)), "only be made of 3s or Aces, not Sevens")
    assert state.find_action(cs("7H 7S 7D"), "hand:0", "newmeld:0") == []
    assert "3s or Aces" in state.explain_gesture(cs("7H 7S 7D"), "hand:0", "newmeld:0")
    assert Meld(tuple(cs("3S 3H 3D")), (3, 3, 3)) in state.legal_actions()
    meld(state, "3H 3S 3D", (3, 3, 3))
    meld(state, "AH AS AD", (1, 1, 1))
    assert len(state.meld_at) == 2


def test_two_jokers_or_two_wild_twos_in_one_meld_are_refused() -> None:
    state = playing("JK JK.1 5H 6H 7H 8H 2C 2D KC")
    refused(state, Meld(tuple(cs("JK 5H 6H 7H 8H JK.1")), (4, 5, 6, 7, 8, 9)), "at most one joker")
    refused(state, Meld(tuple(cs("2C 5H 6H 7H 8H 2D")), (4, 5, 6, 7, 8, 9)), "at most one 2 used")
    assert "at most one joker" in state.explain_gesture(
        cs("JK JK.1 5H 6H 7H"), "hand:0", "newmeld:0"
    )
    # One joker and one wild 2 together are fine.
    meld(state, "JK 5H 6H 7H 8H 2C", (4, 5, 6, 7, 8, 9))
    refused(state, Add("meld:0.0", (card("JK.1"),), (10,)), "at most one joker")


def test_a_meld_needs_more_naturals_than_wilds() -> None:
    state = playing("JK 2C 5H 6H 7H KC QC")
    refused(state, Meld(tuple(cs("JK 5H 6H 2C")), (4, 5, 6, 7)), "more natural cards than wilds")
    meld(state, "JK 5H 6H 7H 2C", (4, 5, 6, 7, 8))


def test_sequences_ace_low_or_high_no_wrap_and_a_to_a() -> None:
    state = playing("AH 2H 3H QS KS AS KD AD 2D 9C 9D")
    meld(state, "AH 2H 3H", (1, 2, 3))
    meld(state, "QS KS AS", (12, 13, 14))
    refused(state, Meld(tuple(cs("KD AD 2D")), (13, 14, 15)), "from the low Ace")
    refused(state, Meld(tuple(cs("KD AD 2D")), (13, 14, 2)), "does not wrap")
    # Dropped together, those cards can only mean Q-K-A with the 2 as the Queen.
    assert state.find_action(cs("KD AD 2D"), "hand:0", "newmeld:0") == [
        Meld(tuple(cs("2D KD AD")), (12, 13, 14))
    ]
    # A...K...A: all fourteen places.
    full = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC.1"
    assert mm.problem(cs(full), tuple(range(1, 15))) is None
    assert mm.project_value(cs(full), tuple(range(1, 15))) == 200


def test_a_two_of_the_suit_in_its_place_is_natural() -> None:
    cards = cs("AH 2H 3H 4H 5H 6H 7H")
    assert mm.wild_flags(cards, (1, 2, 3, 4, 5, 6, 7)) == [False] * 7
    assert mm.project_value(cards, (1, 2, 3, 4, 5, 6, 7)) == 200
    # The same 2 elsewhere in the sequence is a wild; a 2 of another suit always is.
    other = cs("4H 5H 6H 7H 8H 9H 2H")
    assert mm.wild_flags(other, (4, 5, 6, 7, 8, 9, 10)) == [False] * 6 + [True]
    assert mm.project_value(other, (4, 5, 6, 7, 8, 9, 10)) == 100
    assert mm.wild_flags(cs("AH 2S 3H"), (1, 2, 3)) == [False, True, False]


def test_a_two_sliding_home_turns_a_100_project_into_200() -> None:
    state = playing("3H KC QD", melds=[(0, "4H 5H 6H 7H 8H 9H 2H", (4, 5, 6, 7, 8, 9, 10))])
    zid = "meld:0.0"
    assert state.zone_attrs(zid)["project"] == 100
    events = state.apply(Add(zid, (card("3H"),), (3,)))
    assert state.zones[zid] == cs("2H 3H 4H 5H 6H 7H 8H 9H")
    assert state.meld_at[zid] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert state.zone_attrs(zid)["project"] == 200
    assert state.zone_attrs(zid)["wild"] == [False] * 8
    assert any("slides into its natural place" in m for m in messages(events))


def test_wilds_never_leave_their_meld() -> None:
    # The natural 6 of hearts takes the joker's place; the joker moves to the high end.
    state = playing("6H KC QD", melds=[(0, "4H 5H JK 7H", (4, 5, 6, 7))])
    zid = "meld:0.0"
    state.apply(Add(zid, (card("6H"),), (6,)))
    assert state.zones[zid] == cs("4H 5H 6H 7H JK")
    assert state.meld_at[zid] == [4, 5, 6, 7, 8]
    # No action ever moves a melded card back to a hand or to another meld.
    for action in state.legal_actions():
        assert all(c in state.zones["hand:0"] for c in action.cards)
    # A suited 2 pushed out of its place goes home when the sequence starts at 3.
    state = playing("6H KC QD", melds=[(0, "3H 4H 5H 2H 7H", (3, 4, 5, 6, 7))])
    state.apply(Add(zid, (card("6H"),), (6,)))
    assert state.zones[zid] == cs("2H 3H 4H 5H 6H 7H")
    assert mm.wild_count(state.zones[zid], state.meld_at[zid]) == 0


def test_drops_give_one_action_per_place_a_wild_could_take() -> None:
    state = playing("5H 6H JK KC QD 7H")
    found = state.find_action(cs("5H 6H JK"), "hand:0", "newmeld:0")
    assert set(found) == {
        Meld(tuple(cs("JK 5H 6H")), (4, 5, 6)),
        Meld(tuple(cs("5H 6H JK")), (5, 6, 7)),
    }
    assert found[0].label.startswith("Meld ")
    assert state.find_action([card("KC")], "hand:0", "discard") == [Discard(card("KC"))]
    meld(state, "5H 6H 7H", (5, 6, 7))
    found = state.find_action([card("JK")], "hand:0", "meld:0.0")
    assert set(found) == {
        Add("meld:0.0", (card("JK"),), (4,)),
        Add("meld:0.0", (card("JK"),), (8,)),
    }
    assert "Joker as Eight" in " ".join(a.label for a in found)


# --- the Mor -------------------------------------------------------------------------------------


def test_melding_the_last_card_takes_the_mor_at_once() -> None:
    state = table(
        hands={0: "5H 6H 7H"},
        melds=[(0, "9S TS JS", (9, 10, 11))],
        turn=0,
        phase="play",
    )
    mor = list(state.zones["mor:0"])
    events = meld(state, "5H 6H 7H", (5, 6, 7))
    assert state.zones["hand:0"] == mor
    assert state.zones["mor:0"] == []
    assert state.mor == ["taken", "pile"]
    assert state.current_player == 0 and state.phase == "play"  # the turn goes on
    moved = [e for e in events if isinstance(e, CardsMoved) and e.source == "mor:0"]
    assert moved and moved[0].visible_to == frozenset({0})
    assert all(c is None for c in moved[0].redact(2).cards)  # the partner does not see them
    state.apply(Discard(state.zones["hand:0"][0]))
    assert state.current_player == 3


def test_discarding_the_last_card_takes_the_mor_at_the_start_of_the_next_turn() -> None:
    state = table(
        hands={0: "KD", 2: "4C 5C 6C"},
        melds=[(0, "9S TS JS", (9, 10, 11))],
        turn=0,
        phase="play",
    )
    state.apply(Discard(card("KD")))
    assert state.mor == ["due", "pile"]
    assert state.zones["hand:0"] == []
    # The partner may not empty their hand now: the team's Mor is spoken for, not taken.
    state.apply(Draw(), 3)
    state.apply(Discard(state.zones["hand:3"][0]), 3)
    state.apply(Draw(), 2)
    refused(state, Meld(tuple(cs("4C 5C 6C")), (4, 5, 6)), "has not taken its Mor")
    assert not any(isinstance(a, Meld) for a in state.legal_actions())
    state.apply(Discard(state.zones["hand:2"][0]), 2)
    state.apply(Draw(), 1)
    mor = list(state.zones["mor:0"])
    events = state.apply(Discard(state.zones["hand:1"][0]), 1)
    assert state.current_player == 0
    assert state.zones["hand:0"] == mor and state.mor == ["taken", "pile"]
    assert any(isinstance(e, CardsMoved) and e.source == "mor:0" for e in events)
    state.apply(Draw())
    assert len(state.zones["hand:0"]) == 12


def test_the_mor_is_taken_once_per_team() -> None:
    state = table(
        hands={0: "5H 6H 7H KD"},
        melds=[(0, "9S TS JS", (9, 10, 11))],
        turn=0,
        phase="play",
        mor=("taken", "pile"),
    )
    # The partner took the Mor already and the team cannot close: keep a card to discard.
    refused(state, Meld(tuple(cs("5H 6H 7H")), (5, 6, 7)), "one card you could not discard")
    reason = state.explain_gesture(cs("5H 6H 7H"), "hand:0", "newmeld:0")
    assert "needs a clean project" in reason


# --- closing -------------------------------------------------------------------------------------

SEQ_CLEAN = ("3S 4S 5S 6S 7S 8S 9S", (3, 4, 5, 6, 7, 8, 9))
SEQ_DIRTY = ("3H 4H 5H 6H 7H 8H JK", (3, 4, 5, 6, 7, 8, 9))
SEQ_DIRTY2 = ("3D 4D 5D 6D 7D 8D 2C", (3, 4, 5, 6, 7, 8, 9))
SEQ_DIRTY3 = ("3C 4C 5C 6C 7C 8C 2S", (3, 4, 5, 6, 7, 8, 9))
SET_DIRTY = ("3H.1 3S.1 3D.1 3C.1 3H 3D 2D", (3, 3, 3, 3, 3, 3, 3))


def closing_table(
    projects: Sequence[tuple[str, tuple[int, ...]]], last: str, mor: str = "taken"
) -> MorState:
    """Seat 0 holds ``last`` and draws the King of diamonds, with these team projects."""
    melds = [(0, text, at) for text, at in projects]
    state = table(hands={0: last}, melds=melds, stock="KD 9H 9H.1", turn=0, mor=(mor, "pile"))
    state.apply(Draw())
    return state


def test_closing_is_refused_with_100_100_100() -> None:
    state = closing_table([SEQ_DIRTY, SEQ_DIRTY2, SEQ_DIRTY3], "9C")
    assert state.public_values(None)["projects"][0] == [100, 100, 100]
    # Adding the 9 (the 2 moves up) would leave only the King, which could not be discarded.
    refused(state, Add("meld:0.2", (card("9C"),), (9,)), "needs a clean project")
    assert [a for a in state.legal_actions() if isinstance(a, Add)] == []
    state.apply(Discard(card("KD")))  # keeping a card is fine
    assert state.current_player == 3


def test_closing_is_refused_with_150_150() -> None:
    projects = [
        ("3H.1 3S.1 3D.1 3C.1 3H 3S 2D", (3,) * 7),
        ("AH AS AD AC AH.1 AS.1 JK", (1,) * 7),
    ]
    state = closing_table(projects, "3C")
    assert state.public_values(None)["projects"][0] == [150, 150]
    refused(state, Add("meld:0.0", (card("3C"),), (3,)), "needs a clean project")
    state = closing_table([*projects, SEQ_DIRTY2], "3C")
    refused(state, Add("meld:0.0", (card("3C"),), (3,)), "needs a clean project")  # 150+150+100


def test_closing_is_refused_before_the_mor_is_taken() -> None:
    state = closing_table([SEQ_CLEAN, SET_DIRTY], "TS", mor="due")
    refused(state, Add("meld:0.0", (card("TS"),), (10,)), "has not taken its Mor")


def test_closing_with_200_100_after_taking_the_mor() -> None:
    state = closing_table([SEQ_CLEAN, SEQ_DIRTY], "TS")
    state.apply(Add("meld:0.0", (card("TS"),), (10,)))
    hands_before = {s: list(state.zones[f"hand:{s}"]) for s in range(4)}
    events = state.apply(Discard(card("KD")))
    assert any("closes the round" in m for m in messages(events))
    assert state.phase == "deal" and state.current_player == CHANCE
    assert state.closer == 0
    rows = state.last_round
    melded = sum(mm.card_value(c) for z in ("meld:0.0", "meld:0.1") for c in state.zones[z])
    assert rows["melded"][0] == melded
    assert rows["projects"] == [300, 0]
    assert rows["closing"] == [100, 0]
    assert rows["mor"] == [0, -100]  # the other team never took its Mor
    hand2 = sum(mm.card_value(c) for c in hands_before[2])
    hands1 = sum(mm.card_value(c) for s in (1, 3) for c in hands_before[s])
    assert rows["hands"] == [-hand2, -hands1]
    assert state.totals[0] == melded + 300 + 100 - hand2
    scored = [e for e in events if isinstance(e, Scored)]
    assert [e.seat for e in scored] == [0, 1]
    assert [e.points for e in scored] == rows["round"]
    assert state.dealer == 0  # the deal passes to the right


def test_closing_by_melding_the_last_cards() -> None:
    state = closing_table([SEQ_CLEAN, SET_DIRTY], "TS JS")
    state.apply(Discard(card("KD")))
    state.apply(Draw(), 3)
    state.apply(Discard(state.zones["hand:3"][0]), 3)
    state.phase, state.turn = "play", 0  # skip to seat 0's next turn, after its draw
    # 200 + 150: valid; the last cards go onto the clean sequence and close the round.
    state.apply(Add("meld:0.0", tuple(cs("TS JS")), (10, 11)))
    assert state.closer == 0 and state.last_round["closing"] == [100, 0]


def test_a_meld_may_not_leave_one_card_that_cannot_be_discarded() -> None:
    state = table(
        hands={0: "5H 6H 7H KD"},
        melds=[(0, *SEQ_DIRTY2)],
        turn=0,
        phase="play",
        mor=("taken", "pile"),
    )
    refused(state, Meld(tuple(cs("5H 6H 7H")), (5, 6, 7)), "keep a card to discard")
    assert Discard(card("KD")) in state.legal_actions()
    assert not any(isinstance(a, Meld) for a in state.legal_actions())


# --- end of a round and of the game --------------------------------------------------------------


def test_stock_exhaustion_ends_the_round_without_a_closing_bonus() -> None:
    state = table(
        hands={0: "5H 6H 7H KD QD", 1: "2C", 2: "9C 9D", 3: "AH"},
        melds=[(0, "9S TS JS", (9, 10, 11)), (1, "4D 5D 6D JK", (4, 5, 6, 7))],
        stock="8C",
        turn=0,
        mor=("taken", "pile"),
    )
    state.apply(Draw())
    assert state.zones["stock"] == []
    meld(state, "5H 6H 7H", (5, 6, 7))
    events = state.apply(Discard(card("KD")))
    assert "The stock has run out: the round ends" in messages(events)
    assert len(state.zones["mor:1"]) == 11  # a Mor pile never becomes stock
    rows = state.last_round
    assert rows["melded"] == [10 + 10 + 10 + 5 + 5 + 5, 5 + 5 + 5 + 15]
    assert rows["hands"] == [-(10 + 10 + 10 + 10), -(15 + 15)]  # QD 8C, 9C 9D | 2C, AH
    assert rows["closing"] == [0, 0]
    assert rows["mor"] == [0, -100]
    assert state.totals == [45 - 40, 30 - 30 - 100]
    assert state.phase == "deal"


def test_the_never_took_mor_penalty_and_a_due_mor_counts_as_taken() -> None:
    state = table(hands={0: "KD", 1: "QD"}, stock="8C", turn=0, mor=("due", "pile"))
    state.apply(Draw())
    state.apply(Discard(card("8C")))
    assert state.last_round["mor"] == [0, -100]


def test_scores_are_whole_numbers_shown_in_tenths() -> None:
    assert shown(2015) == "201.5"
    assert shown(20) == "2"
    assert shown(-105) == "-10.5"
    assert shown(5) == "0.5"
    values = closing_table([SEQ_CLEAN, SEQ_DIRTY], "TS").public_values(0)
    assert values["score_scale"] == 10 and values["target"] == 2010


def ending(totals: tuple[int, int]) -> MorState:
    """A round about to end by stock exhaustion that scores 30 for each team."""
    state = table(
        hands={0: "KD", 1: "QD", 2: "JD", 3: "TD"},
        melds=[
            (0, "8S 9S TS JS QS", (8, 9, 10, 11, 12)),
            (1, "8C 9C TC JC QC", (8, 9, 10, 11, 12)),
        ],
        stock="9H",
        turn=0,
        mor=("taken", "taken"),
    )
    state.totals = list(totals)
    return state


def finish_round(state: MorState) -> list[object]:
    state.apply(Draw())
    return list(state.apply(Discard(card("9H"))))


def test_the_first_team_to_2010_wins() -> None:
    state = ending((1990, 1500))
    events = finish_round(state)
    assert state.current_player == TERMINAL
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0, 2})
    assert outcome.scores == (2020, 1530, 2020, 1530)
    assert outcome.teams == ((0, 2), (1, 3))
    assert outcome.text == "Team 1 (seats 1 & 3) wins 202 to 153"
    assert any(isinstance(e, GameOver) for e in events)


def test_both_teams_over_2010_the_higher_wins() -> None:
    state = ending((1990, 2000))
    finish_round(state)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({1, 3})


def test_a_tie_over_2010_plays_one_more_round() -> None:
    state = ending((2000, 2000))
    events = finish_round(state)
    assert state.totals == [2030, 2030]
    assert state.current_player == CHANCE and state.outcome() is None
    assert any("one more round" in m for m in messages(events))
    state.apply(state.sample_chance(random.Random(1)))
    assert state.round_no == 2 and state.phase == "play"


def test_not_your_turn() -> None:
    state = playing("KD QD")
    with pytest.raises(NotYourTurnError):
        state.apply(Discard(state.zones["hand:1"][0]), 1)
    assert state.legal_actions(1) == []


# --- the bot -------------------------------------------------------------------------------------


def test_the_heuristic_team_beats_a_random_team() -> None:
    from cardtable.session.simulate import simulate

    summary = simulate("mor", 4, ["heuristic", "random", "heuristic", "random"], 6, seed=5)
    assert summary["errors"] == 0
    assert summary["wins"][0] == summary["wins"][2] >= 5
    assert summary["wins"][1] == summary["wins"][3] <= 1


def test_an_addition_is_told_with_the_meld_it_went_to() -> None:
    """The log names the meld the cards joined, and lists several cards in words."""
    from cardtable.session.logtext import describe_events

    state = table(
        hands={0: "TS 6D 3C KD 3D", 1: "TH 5C 6C 8D"},
        melds=[(0, "7S 8S 9S", (7, 8, 9)), (0, "3H 3S 2C", (3, 3, 3))],
        turn=0,
        phase="play",
    )
    names = ["You", "Ada", "Bo", "Cy"]
    told = describe_events(state.apply(Add("meld:0.0", (card("TS"),), (10,))), names)
    assert told[0] == "You add 10♠ to the Spades run from Seven to Nine"
    told = describe_events(state.apply(Add("meld:0.1", cs("3C 3D"), (3, 3))), names)
    assert told[0] == "You add 3♣ and 3♦ to the set of Threes"
