"""Message toasts on the real table: a refusal's reason and the coach's hint are written where
they hide nothing the player needs (the count panel, pile labels, the chip bank, cards, name
plates), stay long enough to read and then leave by themselves, while screen readers hear them
on the status line.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsItem
from pytestqt.qtbot import QtBot

from cardtable.games.moosehead.state import std_value
from cardtable.ui.scene import TableScene
from cardtable.ui.setup import GameSetup
from cardtable.ui.toast import free_spot, reading_seconds, split_lines
from cardtable.ui.window import MainWindow
from tests.ui.helpers import drag, slot_centre, wait_for_human
from tests.ui.session_helpers import open_window

SIZES = [(1024, 640), (1280, 800)]


def _needed(scene: TableScene) -> list[tuple[str, QGraphicsItem]]:
    """What the player needs to see on the table, by name."""
    named: list[tuple[str, QGraphicsItem]] = [("the count panel", scene.values_panel)]
    named += [(f"the caption of {z}", it) for z, it in scene.captions.items()]
    named += [(f"the badge of {z}", it) for z, it in scene.badges.items()]
    named += [(f"the note {k}", it) for k, it in scene.notes.items()]
    named += [(f"the plate of seat {s}", it) for s, it in scene.plates.items()]
    named += [(f"the chips {k}", it) for k, it in scene.tokens.items()]
    named += [(f"the place {z}", it) for z, it in scene.slots.items() if it.drawn()]
    named += [(f"a card in {z}", it) for z, items in scene.cards.items() for it in items]
    return [(name, it) for name, it in named if it.isVisible()]


def _assert_hides_nothing(win: MainWindow) -> None:
    """The toast, in the view's coordinates, meets nothing the player needs."""
    view, scene = win.table.view, win.table.scene
    toast = view.mapFromScene(scene.toast.rect()).boundingRect()
    assert view.viewport().rect().contains(toast), "the toast is off the table"
    for name, item in _needed(scene):
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert not toast.intersects(rect), f"the toast covers {name}"


def _resize(qtbot: QtBot, win: MainWindow, width: int, height: int) -> None:
    win.resize(width, height)
    qtbot.waitUntil(lambda: win.width() == width)
    for _ in range(5):
        QApplication.processEvents()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_refusal_hides_nothing_and_leaves_after_its_time(
    qtbot: QtBot, own_home: Path, width: int, height: int
) -> None:
    """Moosehead: a card dropped that would take the count past 30 is refused; the reason is
    written clear of the count panel, the piles and their labels, and goes by itself."""
    win = open_window(qtbot, own_home)
    _resize(qtbot, win, width, height)
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    match = win.controller.match
    big = max(match.state.zones["hand:0"], key=std_value)
    match.state.count = 30 - std_value(big) + 1  # type: ignore[attr-defined]  # test set-up
    win.controller.reset.emit(win.controller.snapshot())
    item = win.table.scene.card_item(big)
    assert item is not None
    drag(qtbot, win, item, slot_centre(win, "played:0"))
    reason = "The count would be 31, over 30"
    scene = win.table.scene
    assert scene.toast_text() == reason
    assert reason in win.table.status_line.text()  # screen readers hear it
    _assert_hides_nothing(win)
    assert scene.toast.seconds >= reading_seconds(reason)
    before = len(match.log)
    qtbot.waitUntil(
        lambda: scene.toast_text() == "", timeout=int(scene.toast.seconds * 1000) + 3000
    )
    assert len(match.log) == before  # it went by itself, nobody moved
    win.controller.shutdown()


def test_a_refusal_in_moco_keeps_clear_of_the_chip_bank(qtbot: QtBot, own_home: Path) -> None:
    """Moco!: H while a bot is on turn is refused ("No hint now: ..."), clear of the chip bank
    and the suit piles with their labels."""
    win = open_window(qtbot, own_home)
    _resize(qtbot, win, 1024, 640)
    win.start_game(GameSetup("moco", 3, ("human", "heuristic", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    controller = win.controller
    controller.set_paused(True)  # the bots wait: the turn stays with them
    for _ in range(6):  # a turn may take more than one move (a card, then a chip)
        if controller.snapshot().current != controller.viewer:
            break
        controller.play(controller.snapshot().legal[0])
    assert controller.snapshot().current != controller.viewer
    scene = win.table.scene
    assert any(it.isVisible() for it in scene.tokens.values())  # the chip bank is on the table
    win.activateWindow()
    win.table.view.setFocus()
    qtbot.keyClick(win, Qt.Key.Key_H)
    assert scene.toast_text().startswith("No hint now")
    _assert_hides_nothing(win)
    controller.shutdown()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_moxie_hint_hides_nothing_and_leaves_by_itself(
    qtbot: QtBot, own_home: Path, width: int, height: int
) -> None:
    """The coach's hint (key H) stays long enough to read, then goes without the player acting;
    it never lies over the pot, the blind panel or the chips."""
    win = open_window(qtbot, own_home)
    _resize(qtbot, win, width, height)
    win.start_game(GameSetup("moxie", 3, ("human", "heuristic", "heuristic"), seed=2))
    wait_for_human(qtbot, win)
    table = win.table
    table.coach_bot = "ismcts:test"
    win.activateWindow()
    table.view.setFocus()
    qtbot.keyClick(win, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.last_hint is not None, timeout=20_000)
    QApplication.processEvents()
    scene = table.scene
    text = scene.toast_text()
    assert text.startswith("Hint:")
    _assert_hides_nothing(win)
    assert scene.toast.seconds >= reading_seconds(text)
    before = len(win.controller.match.log)
    qtbot.waitUntil(
        lambda: scene.toast_text() == "", timeout=int(scene.toast.seconds * 1000) + 3000
    )
    assert len(win.controller.match.log) == before
    assert win.controller.waiting_for_human()  # still the player's turn: nobody acted
    win.controller.shutdown()


def test_reading_time_grows_with_the_message() -> None:
    short = reading_seconds("That card cannot go there")
    long = reading_seconds(
        "Hint: Raise by 2s: 61 % to win against two players, and both of them checked last round"
    )
    assert 4.0 <= short < long <= 12.0


def test_a_long_message_breaks_into_lines_of_about_equal_length() -> None:
    text = "Hint: Play 9♠: brings the count to 21 and leaves nothing to pair"
    two = split_lines(text, 2)
    assert two[0] == "Hint: Play 9♠:" or abs(len(two[0]) - len(two[1])) < 20
    assert " ".join(two) == text
    three = split_lines(text, 3)
    assert len(three) == 3 and " ".join(three) == text


def test_a_free_spot_is_the_nearest_place_nothing_lies() -> None:
    area = QRectF(0, 0, 400, 300)
    wall = [QRectF(0, 100, 400, 100)]  # a band across the middle
    spot = free_spot(100, 40, area, wall, QPointF(200, 150))
    assert spot is not None
    box = QRectF(spot, QRectF(0, 0, 100, 40).size())
    assert not box.intersects(wall[0]) and area.contains(box)
    assert free_spot(100, 40, area, [area], QPointF(200, 150)) is None
