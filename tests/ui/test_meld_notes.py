"""The small tags on wild cards in melds ("wild", "= 7♥") stay on their own meld: two wilds
side by side never push a tag down onto the row of melds below."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from cardtable.ui.screenshot import telling_position
from cardtable.ui.window import MainWindow


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
