"""The differential test: the same deals in Card Table and in OpenSpiel's ``gin_rummy``.

OpenSpiel's chance moves are driven to deal the same cards; every step checks that the same
seat is on turn with the same legal moves (mapped through :mod:`cardtable_gin_rummy.referee`),
and the end of each hand that both games score it alike. A mismatch prints the deal and the
step. The quick size runs with the suite; ``-m slow`` plays 10,000 hands.

One difference is known and allowed, and checked to be exactly that each time: OpenSpiel judges
a knock from eleven cards by its first best arrangement with the highest unmatched card set
aside, which now and then is not the best discard; it then refuses a knock our rules (the best
discard leaves at most the knock card) allow. The hand goes on without the knock in both.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from cardtable_gin_rummy import referee
from cardtable_gin_rummy.melds import deadwood_after_discard, mask_of

pyspiel = pytest.importorskip("pyspiel")

VARIANTS: list[dict[str, Any]] = [
    {},
    {"oklahoma": True},
    {"knock_card": 5, "gin_bonus": 20, "undercut_bonus": 10},
    {"knock_card": 0},
]


def _play(hands: int, options: dict[str, Any], seed: int) -> tuple[int, int]:
    game = pyspiel.load_game("gin_rummy", referee.spiel_params(options))
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    rng = random.Random(seed)
    scored = shortcuts = 0
    for _ in range(hands):
        order = referee.random_order(rng)
        report = referee.play_both(game, utils, order, options, referee.lively_chooser(rng))
        assert report.mismatch is None, str(report.mismatch)
        scored += report.result != 0
        shortcuts += report.knock_shortcuts
    return scored, shortcuts


@pytest.mark.parametrize(
    "options", VARIANTS, ids=lambda o: "-".join(map(str, o.items())) or "default"
)
def test_every_step_agrees_with_openspiel(options: dict[str, Any]) -> None:
    hands = 300 if not options else 60
    scored, _ = _play(hands, options, seed=58)
    assert scored > hands // 10, "enough hands reach a knock to try the knock's rules"


@pytest.mark.slow
def test_ten_thousand_hands_agree_with_openspiel() -> None:
    for k, options in enumerate(VARIANTS):
        _play(10_000 if not options else 1_000, options, seed=580 + k)


def test_openspiel_refuses_some_knocks_the_best_discard_allows() -> None:
    """The allowed difference is real: these eleven cards knock for 10 after discarding the Ace
    of Hearts, while OpenSpiel counts them 11."""
    codes = ["3S", "5S", "6S", "7S", "AC", "5C", "6C", "7C", "5D", "AH", "7H"]
    from cardtable.engine.cards import card_from_code

    cards = [card_from_code(c) for c in codes]
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    from cardtable_gin_rummy.melds import number

    assert deadwood_after_discard(mask_of(cards)) == 10
    assert utils.min_deadwood([number(c) for c in cards]) == 11


def test_every_openspiel_meld_has_our_number() -> None:
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    from cardtable.engine.cards import card_from_code

    for meld_id in range(185):
        names = [s for s in utils.card_ints_to_card_strings(utils.int_to_meld[meld_id])]
        cards = [card_from_code(n[0] + n[1].upper()) for n in names]
        assert referee.meld_id(cards) == meld_id
