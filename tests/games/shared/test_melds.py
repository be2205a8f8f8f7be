"""Tests of the shared meld maths (cardtable/games/shared/melds.py) used by Mose and Mor."""

from __future__ import annotations

from cardtable.engine import card
from cardtable.engine.cards import Card, joker
from cardtable.games.shared.meld_words import describe, place_label, wild_label
from cardtable.games.shared.melds import (
    ACE_HIGH,
    ANY_SUIT,
    Meld,
    MeldKind,
    MeldRules,
    extend,
    extend_run,
    extend_set,
    extensions,
    interpretations,
    is_meld,
    place,
    place_run,
    place_set,
    rank_is_wild,
    run_interpretations,
    set_interpretations,
    swap,
    swap_spots,
)

PLAIN = MeldRules()
TWOS = MeldRules(is_wild=rank_is_wild(2))


def cs(text: str) -> list[Card]:
    return [card(c) for c in text.split()]


def mor_wild(c: Card) -> bool:
    return c.family == "joker" or c.rank == 2


MOR = MeldRules(
    is_wild=mor_wild, set_ranks=frozenset({3, 1}), ace_both_ends=True, natural_at_home=True
)


def positions(meld: Meld) -> list[int]:
    return [p.rank for p in meld.placements]


# --- runs ----------------------------------------------------------------------------------------


def test_ace_is_low_or_high_but_never_wraps() -> None:
    low = place_run(cs("AH 2H 3H"), PLAIN)
    assert low is not None and positions(low) == [1, 2, 3]
    high = place_run(cs("QH KH AH"), PLAIN)
    assert high is not None and positions(high) == [12, 13, ACE_HIGH]
    assert high.placements[-1].face_rank == 1
    assert place_run(cs("KH AH 2H"), PLAIN) is None
    assert not is_meld(cs("KH AH 2H"), PLAIN)
    assert [positions(m) for m in run_interpretations(cs("2H AH 3H"), PLAIN)] == [[1, 2, 3]]
    assert [positions(m) for m in run_interpretations(cs("AH KH QH"), PLAIN)] == [[12, 13, 14]]


def test_a_run_is_one_suit_consecutive_and_at_least_three() -> None:
    assert place_run(cs("5H 6H 7H 8H"), PLAIN) is not None
    assert place_run(cs("5H 6S 7H"), PLAIN) is None
    assert place_run(cs("5H 7H 8H"), PLAIN) is None
    assert place_run(cs("5H 6H"), PLAIN) is None
    assert place_run(cs("6H 5H 7H"), PLAIN) is None  # table order matters


def test_the_order_of_cards_says_where_a_wild_stands() -> None:
    above = place_run(cs("QH KH 2C"), TWOS)
    below = place_run(cs("2C QH KH"), TWOS)
    assert above is not None and below is not None
    assert above.placements[2].stands_for == "AH" and above.placements[2].wild
    assert below.placements[0].stands_for == "JH" and below.placements[0].wild
    gap = place_run(cs("5D 2S 7D"), TWOS)
    assert gap is not None and gap.placements[1].stands_for == "6D"


def test_every_interpretation_of_an_ambiguous_group_is_listed() -> None:
    found = interpretations(cs("QH KH 2C"), TWOS)
    assert sorted(tuple(p.stands_for for p in m.placements) for m in found) == [
        ("JH", "QH", "KH"),
        ("QH", "KH", "AH"),
    ]
    found = interpretations(cs("5H 2C 2D"), TWOS)
    runs = [positions(m) for m in found if m.kind is MeldKind.RUN]
    sets = [m for m in found if m.kind is MeldKind.SET]
    assert runs == [[3, 4, 5], [4, 5, 6], [5, 6, 7]]
    assert len(sets) == 1 and [p.stands_for for p in sets[0].placements] == ["5H", "5S", "5D"]
    # Wilds are handed out in the order given.
    assert [p.card for p in found[0].placements] == cs("2C 2D 5H")


def test_wilds_may_extend_a_run_at_the_top_and_bottom_but_not_past_the_aces() -> None:
    found = run_interpretations(cs("AS 2C 2D"), TWOS)
    assert [positions(m) for m in found] == [[1, 2, 3], [12, 13, 14]]
    found = run_interpretations(cs("KS 2C 2D 2H"), TWOS)
    assert [positions(m) for m in found] == [[10, 11, 12, 13], [11, 12, 13, 14]]


def test_a_new_meld_needs_a_natural_card() -> None:
    assert interpretations(cs("2C 2D 2H"), TWOS) == []
    assert place_set(cs("2C 2D 2H"), TWOS) is None
    assert place_run(cs("2C 2D 2H"), TWOS) is None
    relaxed = MeldRules(is_wild=rank_is_wild(2), min_naturals=0)
    assert place_set(cs("2C 2D 2H"), relaxed) is None  # no rank to stand for


def test_a_wild_in_its_own_place_is_still_wild_unless_the_game_says_otherwise() -> None:
    mose = place_run(cs("AH 2H 3H"), TWOS)
    assert mose is not None and mose.placements[1].wild and mose.wild_count == 1
    mor = place_run(cs("AH 2H 3H"), MOR)
    assert mor is not None and not mor.placements[1].wild and mor.wild_count == 0
    # Elsewhere the same 2 is wild in Mor too.
    moved = place_run(cs("2H 4H 5H"), MOR)
    assert moved is not None and moved.placements[0].wild and moved.placements[0].stands_for == "3H"
    # Only 2s and jokers: still a run anchored on the 2 at home.
    anchored = place_run([card("AH"), card("2H"), joker()], MOR)
    assert anchored is not None and anchored.natural_count == 2


def test_duplicate_cards_from_two_decks_cannot_share_a_run_place() -> None:
    assert place_run(cs("5H 5H.1 6H"), PLAIN) is None
    assert run_interpretations(cs("5H 5H.1 6H"), PLAIN) == []
    assert place_set(cs("5H 5H.1 5S"), PLAIN) is not None


def test_ace_through_king_to_ace_only_when_allowed() -> None:
    full = cs("AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH.1")
    assert place_run(full, PLAIN) is None
    assert run_interpretations(full, PLAIN) == []
    meld = place_run(full, MOR)
    assert meld is not None and positions(meld) == list(range(1, 15))
    assert len(run_interpretations(full, MOR)) == 1
    thirteen = place_run(full[:13], PLAIN)
    assert thirteen is not None
    assert extend_run(thirteen, (), cs("AH.1"), PLAIN) is None
    assert extend_run(thirteen, (), cs("AH.1"), MOR) is not None


def test_jokers_are_wild_through_the_callers_predicate() -> None:
    meld = place_run([card("7S"), joker(), card("9S")], MOR)
    assert meld is not None and meld.placements[1].stands_for == "8S"
    assert place_run([card("7S"), joker(), card("9S")], PLAIN) is None


# --- sets ----------------------------------------------------------------------------------------


def test_sets_of_any_rank_or_of_allowed_ranks_only() -> None:
    assert place_set(cs("7H 7S 7D"), PLAIN) is not None
    assert place_set(cs("7H 7S 8D"), PLAIN) is None
    assert place_set(cs("7H 7S 7D"), MOR) is None
    assert place_set(cs("3H 3S 3D"), MOR) is not None
    assert place_set(cs("AH AS AD"), MOR) is not None
    assert set_interpretations(cs("7H 7S"), PLAIN) == []


def test_a_wild_in_a_set_stands_for_a_suit_not_yet_present() -> None:
    meld = place_set(cs("7H 7C 2S 2D"), TWOS)
    assert meld is not None
    assert [p.stands_for for p in meld.placements] == ["7H", "7C", "7S", "7D"]
    # The order of the wilds decides which suit each one takes.
    other = place_set(cs("7H 7C 2D 2S"), TWOS)
    assert other is not None
    assert [(p.card.code, p.stands_for) for p in other.placements[2:]] == [
        ("2D", "7S"),
        ("2S", "7D"),
    ]


def test_a_wild_may_be_added_as_a_fifth_card_to_a_complete_set() -> None:
    full = place_set(cs("9S 9H 9D 9C"), TWOS)
    assert full is not None
    five = extend_set(full, cs("2H"), TWOS)
    assert five is not None and five.size == 5
    assert five.placements[4].suit == ANY_SUIT and five.placements[4].stands_for == "9*"
    assert place_label(five.placements[4]) == "9 (any suit)"


def test_extending_a_set_gives_new_wilds_the_missing_suits() -> None:
    meld = place_set(cs("9S 9H 2C"), TWOS)
    assert meld is not None and meld.placements[2].suit == "D"
    grown = extend_set(meld, cs("2D"), TWOS)
    assert grown is not None and grown.placements[3].suit == "C"
    assert extend_set(meld, cs("8D"), TWOS) is None
    assert extend(meld, cs("9D"), (), TWOS) is None  # nothing goes "below" a set
    assert extensions(meld, cs("2H 9C"), TWOS)[0].high == tuple(cs("9C 2H"))


OPEN = MeldRules(is_wild=rank_is_wild(2), open_set_wilds=True)


def test_an_open_wild_in_a_set_stands_for_any_missing_suit() -> None:
    """With ``open_set_wilds`` (Mose) a set's wild gets no suit: it stands for any suit no
    natural shows, and a natural of any of them may take its place."""
    meld = place_set(cs("9S 9H 2C"), OPEN)
    assert meld is not None and meld.placements[2].suit == ANY_SUIT
    assert meld.missing_suits() == ("D", "C") and meld.wild_suits() == ("D", "C")
    assert swap_spots(meld, card("9D"), OPEN) == [2]
    assert swap_spots(meld, card("9C"), OPEN) == [2]
    assert swap_spots(meld, card("9S.1"), OPEN) == []  # two decks: a suit already present
    assert describe(meld) == "set of 9s (wild 2\u2663 as 9\u2666 or 9\u2663)"
    assert wild_label(meld, 2) == "9\u2666 or 9\u2663"
    grown = extend_set(meld, cs("9D"), OPEN)
    assert grown is not None and grown.wild_suits() == ("C",)
    assert swap_spots(grown, card("9C"), OPEN) == [2]
    assert describe(grown) == "set of 9s (wild 2\u2663 as 9\u2663)"


def test_open_wilds_beyond_the_missing_suits_stand_for_any_suit() -> None:
    full = place_set(cs("9S 2H 2D 2C"), OPEN)
    assert full is not None and full.wild_suits() == ("H", "D", "C")
    assert (
        describe(full)
        == "set of 9s (wild 2\u2665, 2\u2666 and 2\u2663 as 9\u2665, 9\u2666 and 9\u2663)"
    )
    more = extend_set(full, cs("9H"), OPEN)  # a natural added to a set full of wilds
    assert more is not None and more.wild_suits() == ("S", "H", "D", "C")
    assert swap_spots(more, card("9S.1"), OPEN) == [1, 2, 3]
    assert describe(more) == (
        "set of 9s (wild 2\u2665, 2\u2666 and 2\u2663 as 9\u2666, 9\u2663 and 9 (any suit))"
    )
    two = place_set(cs("9S 9H 2C 2D 2H"), OPEN)
    assert two is not None and describe(two).endswith("as 9\u2666, 9\u2663 and 9 (any suit))")


# --- extending runs ------------------------------------------------------------------------------


def test_extending_a_run_only_at_its_ends() -> None:
    run = place_run(cs("5H 6H 7H"), PLAIN)
    assert run is not None
    assert extend_run(run, cs("4H"), (), PLAIN) is not None
    assert extend_run(run, (), cs("8H"), PLAIN) is not None
    assert extend_run(run, (), cs("9H"), PLAIN) is None
    assert extend_run(run, (), cs("8S"), PLAIN) is None
    [ext] = extensions(run, cs("8H"), PLAIN)
    assert ext.low == () and ext.high == (card("8H"),)
    both = extensions(run, cs("3H 4H 8H"), PLAIN)
    assert [(e.low, e.high) for e in both] == [(tuple(cs("3H 4H")), (card("8H"),))]


def test_a_wild_added_to_a_run_may_go_to_either_end() -> None:
    run = place_run(cs("5H 6H 7H"), TWOS)
    assert run is not None
    found = extensions(run, cs("2C"), TWOS)
    assert [(e.low, e.high) for e in found] == [((), (card("2C"),)), ((card("2C"),), ())]
    assert [e.meld.placements[0].stands_for for e in found] == ["5H", "4H"]
    # A wild and a natural: the natural fixes where the wild must go.
    found = extensions(run, cs("9H 2C"), TWOS)
    assert [(e.low, e.high) for e in found] == [((), tuple(cs("2C 9H")))]


def test_an_ace_may_join_a_two_to_king_run_at_either_end() -> None:
    run = place_run(cs("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"), PLAIN)
    assert run is not None
    found = extensions(run, cs("AD"), PLAIN)
    assert sorted((e.meld.low, e.meld.high) for e in found) == [(1, 13), (2, 14)]


# --- swaps ---------------------------------------------------------------------------------------


def test_the_natural_card_a_wild_stands_for_may_take_its_place() -> None:
    run = place_run(cs("7S 3C 9S TS"), MeldRules(is_wild=rank_is_wild(3)))
    assert run is not None
    assert swap_spots(run, card("8S"), TWOS) == [1]
    assert swap_spots(run, card("8H"), TWOS) == []
    assert swap_spots(run, card("2S"), TWOS) == []  # a wild is not a natural card
    done = swap(run, 1, card("8S"))
    assert done.wild_count == 0 and done.cards == tuple(cs("7S 8S 9S TS"))


def test_an_any_suit_wild_in_a_set_takes_any_natural_of_the_rank() -> None:
    full = place_set(cs("9S 9H 9D 9C 2H"), TWOS)
    assert full is not None
    assert swap_spots(full, card("9S.1"), TWOS) == [4]
    swapped = swap(full, 4, card("9S.1"))
    assert swapped.placements[4].suit == "S" and not swapped.placements[4].wild
    partial = place_set(cs("9S 9H 2C"), TWOS)
    assert partial is not None
    assert swap_spots(partial, card("9D"), TWOS) == [2]
    assert swap_spots(partial, card("9C"), TWOS) == []


# --- plain data ----------------------------------------------------------------------------------


def test_melds_round_trip_through_plain_data_and_describe_themselves() -> None:
    meld = place_run(cs("QH KH 2C"), TWOS)
    assert meld is not None
    stands = meld.stands()
    assert stands == ((12, "H", False), (13, "H", False), (14, "H", True))
    assert Meld.from_plain("run", meld.cards, stands) == meld
    assert describe(meld) == "run Q\u2665, K\u2665 and A\u2665 (wild 2\u2663 as A\u2665)"
    some_set = place("set", cs("7H 7S 2C"), TWOS)
    assert some_set is not None and describe(some_set) == "set of 7s (wild 2\u2663 as 7\u2666)"


def test_a_suited_two_added_at_home_is_natural_in_mor() -> None:
    run = place_run(cs("3H 4H 5H"), MOR)
    assert run is not None
    found = extensions(run, cs("2H"), MOR)
    assert [(e.meld.low, e.meld.placements[0].wild) for e in found] == [(3, False), (2, False)]
    assert found[0].meld.placements[-1].wild  # the 2 as a 6 is wild
    assert found[1].meld.wild_count == 0
