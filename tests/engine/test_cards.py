"""Cards, decks and card codes."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.engine.cards import (
    COURT,
    CROWN,
    DECKTET_SUITS,
    EXCUSE,
    PAWN,
    CardFamily,
    card_family,
    card_from_code,
    cards_from_codes,
    codes,
    decktet_card,
    decktet_deck,
    multi_deck,
    register_family,
    standard_deck,
    std_value,
)
from cardtable.engine.errors import NotationError

#: A family of numbered cards as a game brings one (the engine's tests know no game's).
NUMBERS = register_family(CardFamily("test-numbers", "N", (1, 2, 3, 12), "Number {rank}"))


def test_standard_deck_has_52_distinct_cards_and_jokers_on_request() -> None:
    deck = standard_deck()
    assert len(deck) == len(set(deck)) == 52
    assert Counter(c.suit for c in deck) == {"S": 13, "H": 13, "D": 13, "C": 13}
    with_jokers = standard_deck(jokers=2)
    assert len(set(with_jokers)) == 54
    assert sum(1 for c in with_jokers if c.family == "joker") == 2


def test_two_decks_keep_identical_faces_distinct() -> None:
    cards = multi_deck(2, jokers_per_deck=1)
    assert len(cards) == len(set(cards)) == 106
    aces = [c for c in cards if c.rank == 1 and c.suit == "S"]
    assert len(aces) == 2 and aces[0] != aces[1]
    assert {a.code for a in aces} == {"AS", "AS.1"}


def test_every_code_round_trips() -> None:
    every = multi_deck(2, 1) + decktet_deck(pawns=True, courts=True, excuse=True) + NUMBERS.deck(3)
    for card in every:
        assert card_from_code(card.code) == card
    assert cards_from_codes(codes(every)) == tuple(every)
    assert cards_from_codes("-") == ()


@pytest.mark.parametrize("bad", ["", "ZZ", "1S", "AS.x", "huntress.1", "N7", "N", "Nx", "Y2"])
def test_bad_codes_are_refused_with_a_reason(bad: str) -> None:
    with pytest.raises(NotationError, match=r"card code|one copy"):
        card_from_code(bad)


def test_the_decktet_matches_the_rulings_table() -> None:
    full = decktet_deck(pawns=True, courts=True, excuse=True)
    assert len(full) == 45
    assert len(decktet_deck()) == 36
    assert len(decktet_deck(pawns=True)) == 40
    assert EXCUSE in full and EXCUSE.rank == 0 and EXCUSE.suits == ()
    # Each suit appears on: 1 Ace, 9 numerals split three per rank (2..9: 3 cards per rank,
    # 2 suits each -> each suit on exactly one card per rank), 2 Pawns, 2 Courts, 1 Crown.
    per_suit = Counter(s for c in full for s in c.suits)
    assert per_suit == {s: 1 + 8 + 2 + 2 + 1 for s in DECKTET_SUITS}
    for rank in range(2, 10):
        at_rank = [c for c in full if c.rank == rank]
        assert len(at_rank) == 3
        assert sorted(s for c in at_rank for s in c.suits) == sorted(DECKTET_SUITS)
    assert (
        decktet_card("the Huntress").suits == ("Moons",) and decktet_card("Huntress").rank == CROWN
    )
    assert decktet_card("the Light Keeper").suits == ("Suns", "Waves", "Knots")
    assert decktet_card("the Light Keeper").rank == PAWN
    assert decktet_card("the Island").rank == COURT
    assert decktet_card("the Chance Meeting").suits == ("Moons", "Leaves")
    assert decktet_card("ace of wyrms").suits == ("Wyrms",)
    assert decktet_card("the Pact").code == "pact"


def test_a_game_s_own_numbered_cards_are_written_read_and_named() -> None:
    deck = NUMBERS.deck(2)
    assert len(deck) == len(set(deck)) == 8
    assert [c.code for c in deck[:3]] == ["N1", "N1.1", "N2"]
    assert card_from_code("N12.1") == NUMBERS.card(12, 1) and NUMBERS.card(12).rank == 12
    assert NUMBERS.card(3).label == "3" and NUMBERS.card(3).long_name == "Number 3"
    assert card_family("test-numbers") is NUMBERS and card_family("std") is None
    assert [c.code for c in NUMBERS.faces()] == ["N1", "N2", "N3", "N12"]
    assert register_family(NUMBERS) is NUMBERS  # registering it again changes nothing
    for clash in (
        CardFamily("test-numbers", "Y", (1,), "x"),  # the name of another family
        CardFamily("std", "Y", (1,), "x"),  # the name of the engine's own deck
        CardFamily("letters", "N", (1,), "x"),  # another family's letter
        CardFamily("letters", "n", (1,), "x"),  # not an upper-case letter
    ):
        with pytest.raises(ValueError, match="clashes"):
            register_family(clash)
    with pytest.raises(ValueError):
        NUMBERS.card(4)


def test_labels_values_and_names() -> None:
    assert card_from_code("TH").label == "10\u2665"
    assert card_from_code("QS").long_name == "Queen of Spades"
    assert [std_value(card_from_code(c)) for c in ("AS", "9D", "TC", "KH")] == [1, 9, 10, 10]
    assert decktet_card("the Huntress").long_name.startswith("the Huntress")


def test_cards_are_equal_and_hash_alike_by_their_fields_alone() -> None:
    """Cards keep their hash from when they were made; copies, pickles and cards made again
    must still equal them, hash alike and find the same dict entries, and other faces differ."""
    import copy
    import pickle

    from cardtable.engine.cards import Card

    deck = [*multi_deck(2, 2), *decktet_deck(), *NUMBERS.deck(2)]
    again = [card_from_code(c.code) for c in deck]
    assert again == deck and [hash(c) for c in again] == [hash(c) for c in deck]
    assert [pickle.loads(pickle.dumps(c)) for c in deck] == deck
    assert [copy.deepcopy(c) for c in deck] == deck
    index = {card: i for i, card in enumerate(deck)}
    assert [index[c] for c in again] == list(range(len(deck)))
    assert len(set(deck)) == len(deck)  # two decks' twins differ by their copy number
    assert Card("std", 5, ("H",)) != Card("std", 5, ("H",), 1)
    assert Card("std", 5, ("H",)) != Card("std", 5, ("S",))
    assert Card("std", 5, ("H",)) != "5H"


def test_a_card_pickled_in_another_process_finds_its_dict_entry() -> None:
    """String hashes differ between processes, so a card must not carry its hash across."""
    import os
    import pickle
    import subprocess
    import sys

    script = (
        "import pickle, sys; from cardtable.engine.cards import multi_deck; "
        "sys.stdout.buffer.write(pickle.dumps({c: i for i, c in enumerate(multi_deck(2, 2))}))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    sent = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, check=True, env=env
    ).stdout
    received = pickle.loads(sent)
    assert [received[c] for c in multi_deck(2, 2)] == list(range(len(received)))
