"""The meld maths, against OpenSpiel's own meld utilities where they agree by definition."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from cardtable_gin_rummy import melds
from gin_helpers import cards


def _mask(text: str) -> int:
    return melds.mask_of(cards(text))


def test_melds_are_sets_of_three_or_four_and_runs_of_three_to_five() -> None:
    found = {melds.cards_of(m) for m in melds.melds_in(_mask("7S 7C 7D 7H"))}
    assert len(found) == 5  # the four threes and the four
    runs = melds.melds_in(_mask("2H 3H 4H 5H 6H 7H"))
    assert sorted(len(melds.numbers_of(m)) for m in runs) == [3, 3, 3, 3, 4, 4, 4, 5, 5]
    assert melds.melds_in(_mask("QS KS AS")) == []  # the Ace is low only


def test_deadwood_takes_the_arrangement_that_leaves_least() -> None:
    # 6S 7S 8S, 6C 7C 8C and 8D: the two runs leave 8, the set of Eights 26.
    assert melds.deadwood(_mask("6S 7S 8S 6C 7C 8C 8D")) == 8
    assert melds.deadwood_after_discard(_mask("AS 2S 3S 7H 7D 7C 9D TD JD 2H TC")) == 2


def test_all_eleven_cards_melded_still_have_to_throw_one() -> None:
    # A run of four and the discard of its end keeps a meld: no deadwood.
    hand = _mask("AS 2S 3S 4S 7H 7D 7C 9D TD JD QD")
    assert melds.deadwood_after_discard(hand) == 0
    # Three runs, two of them of four: throwing an end of one keeps every meld.
    hand = _mask("AS AC AD 2S 2C 2D 3S 3C 3D 4S 4C")
    assert melds.deadwood_after_discard(hand) == 0
    # Eleven cards in sets of three and a run of five: every throw breaks a meld.
    hand = _mask("KS KC KD QS QC QD 2H 3H 4H 5H 6H")
    assert melds.deadwood_after_discard(hand) == 0  # the Six or the Two of the run goes
    hand = _mask("KS KC KD QS QC QD JS JC JD 5H 6H")
    assert melds.deadwood_after_discard(hand) == 5


def test_layoffs_follow_the_knockers_melds() -> None:
    run = _mask("5H 6H 7H")
    fourth = melds.layoff_cards([_mask("9S 9C 9D")], [])
    assert melds.cards_of(sum(1 << n for n in fourth)) == tuple(cards("9H"))
    ends = melds.layoff_cards([run], [])
    assert melds.cards_of(sum(1 << n for n in ends)) == tuple(cards("4H 8H"))
    eight = melds.number(cards("8H")[0])
    grown = melds.layoff_cards([run], [eight])
    assert melds.cards_of(sum(1 << n for n in grown)) == tuple(cards("4H 9H"))
    assert melds.layoff_cards([_mask("9S 9C 9D 9H")], []) == set()


def test_deadwood_and_melds_agree_with_openspiels_utilities() -> None:
    pyspiel = pytest.importorskip("pyspiel")
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    rng = random.Random(3)
    for _ in range(3000):
        top = rng.choice([6, 9, 13])  # few ranks make meldy hands
        deck = [s * 13 + r for s in range(4) for r in range(top)]
        hand = rng.sample(deck, rng.choice([3, 5, 7, 10]))
        mask = sum(1 << n for n in hand)
        assert melds.deadwood(mask) == utils.min_deadwood(hand)
        ours = sorted(melds.melds_in(mask))
        theirs = sorted(sum(1 << n for n in m) for m in utils.all_melds(hand))
        assert ours == theirs


def test_not_one_line_of_cardtable_names_the_game() -> None:
    root = Path(__file__).resolve().parents[3] / "cardtable"
    for path in root.rglob("*"):
        if path.suffix in (".py", ".toml", ".md", ".txt", ".json", ".cfg"):
            text = path.read_text(encoding="utf-8").lower()
            for name in ("gin_rummy", "gin rummy", "gin-rummy"):
                assert name not in text, f"{path} names {name}"
