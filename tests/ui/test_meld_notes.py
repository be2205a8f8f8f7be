"""The small tags on wild cards in melds ("wild", "= 7♥") stay on their own meld: two wilds
side by side never push a tag down onto the row of melds below; a wild in a Mose set is tagged
with every suit it may stand for ("= 9♦/♣")."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from cardtable.engine import card
from cardtable.engine.cards import Card, multi_deck
from cardtable.engine.common_actions import ChooseSeat, Shuffle
from cardtable.engine.state import CHANCE
from cardtable.games.mose.actions import Draw, LayMeld
from cardtable.session.match import SAVE_FORMAT, SAVE_VERSION, Match, SeatSpec
from cardtable.ui.window import MainWindow
from tests.tool_scripts import load

#: Bots play a seeded game to a moment worth showing (the screenshot tool's positions).
telling_position = load("screenshot").telling_position


@pytest.mark.parametrize(("game", "seed"), [("mor", 1), ("mor", 4), ("mose", 2)])
@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_wild_tags_stay_off_the_melds_below(
    qtbot: QtBot, game: str, seed: int, size: tuple[int, int]
) -> None:
    match = telling_position(game, 4, seed)
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(*size)
    win.set_speed(0)
    win.show()
    qtbot.waitExposed(win)
    try:
        win.controller.set_match(match)
        scene = win.table.scene
        qtbot.waitUntil(lambda: bool(scene.cards), timeout=10_000)
        assert scene.notes, "the position has no tagged wild"
        for (zone, _index), note in scene.notes.items():
            box = note.sceneBoundingRect()
            for other, items in scene.cards.items():
                if other == zone:
                    continue
                for item in items:
                    hit = box.intersected(item.sceneBoundingRect())
                    assert hit.isEmpty(), f"a tag of {zone} lies on a card of {other}"
    finally:
        win.controller.shutdown()


def cards(text: str) -> list[Card]:
    return [card(c) for c in text.split()]


def _set_with_a_wild() -> Match:
    """A Mose game, as a save would hold it: round 1 (2s wild), seat 0 has laid 9♠ 9♥ 2♣ and
    K♠ 2♥ 2♠ and is about to discard."""
    hands = [cards("9S 9H 2C KS 2H 2S 5D"), cards("4C 5C 7D 8H JH QS 3D")]
    order = [hands[k][r] for r in range(7) for k in (0, 1)] + cards("QC AH")
    rest = [c for c in multi_deck(1) if c not in order]
    save = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "game": "mose",
        "players": 2,
        "options": {},
        "seed": 1,
        "seats": [SeatSpec.human("You").to_json(), SeatSpec.robot("heuristic", "Ada").to_json()],
        "actions": [
            [CHANCE, ChooseSeat(1).notation],
            [CHANCE, Shuffle(tuple(order + rest)).notation],
            [0, Draw().notation],
            [0, LayMeld("set", tuple(cards("9S 9H 2C"))).notation],
            [0, LayMeld("set", tuple(cards("KS 2H 2S"))).notation],
        ],
    }
    return Match.from_json(save)


def test_a_wild_in_a_set_is_tagged_with_every_suit_it_may_stand_for(qtbot: QtBot) -> None:
    """9♠ 9♥ 2♣: the 2♣ stands for a 9 of diamonds or clubs, and its tag says so."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.set_speed(0)
    win.show()
    qtbot.waitExposed(win)
    try:
        win.controller.set_match(_set_with_a_wild())
        scene = win.table.scene
        qtbot.waitUntil(lambda: len(scene.notes) == 3, timeout=10_000)
        assert scene.notes[("meld:0", 2)].text == "= 9♦/♣"
        assert scene.notes[("meld:1", 1)].text == "= K♥/♦/♣"
        assert scene.notes[("meld:1", 2)].text == "= K♥/♦/♣"
    finally:
        win.controller.shutdown()
