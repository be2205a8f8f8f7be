"""Undo against bots through the window: Ctrl+Z takes back the player's move with the bots'
replies (they answer within a second, so a rule that stopped at a bot's look never let it
happen), steps back further on a second press, and says why whenever it cannot."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window


def _ctrl_z(qtbot: QtBot, win: MainWindow) -> None:
    qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()


def _hand(win: MainWindow) -> list[object]:
    return sorted(str(it.card) for it in win.table.scene.items_of("hand:0"))


def test_ctrl_z_takes_back_a_card_and_the_bots_replies(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 3, ("human", "heuristic", "heuristic"), seed=11))
    wait_for_human(qtbot, win)
    controller = win.controller
    # Nothing to take back yet: Ctrl+Z says so, and so does the menu item.
    assert not win.undo_action.isEnabled()
    assert win.undo_action.toolTip().startswith("Undo is not available: ")
    _ctrl_z(qtbot, win)
    assert "Undo is not available: you have not moved yet" in win.table.status_line.text()

    serial, hand = len(controller.match.log), _hand(win)
    driver = Driver(qtbot, win)
    driver.by_mouse(driver.choice())
    wait_for_human(qtbot, win)
    first_try = [(e.seat, e.action) for e in controller.match.log[serial:]]
    assert any(seat != 0 for seat, _ in first_try), "the bots replied"
    assert all(seat >= 0 for seat, _ in first_try), "no deal came between"
    assert win.undo_action.isEnabled()
    assert "Undo" in [b.text() for b in win.table.actions_bar.buttons]

    _ctrl_z(qtbot, win)
    assert len(controller.match.log) == serial
    assert _hand(win) == hand  # the card is back in the hand on the table
    assert "taken back" in win.table.status_line.text()
    # The same move again: the bots answer as they did.
    driver.by_mouse(first_try[0][1])
    wait_for_human(qtbot, win)
    again = [(e.seat, e.action) for e in controller.match.log[serial:]]
    assert again[: len(first_try)] == first_try
    controller.shutdown()


def test_a_second_press_steps_back_to_the_move_before(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moco", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    controller = win.controller
    driver = Driver(qtbot, win)
    marks: list[int] = []
    while len(marks) < 3:
        marks.append(len(controller.match.log))
        driver.by_mouse(driver.choice())
        wait_for_human(qtbot, win)
        if any(e.seat < 0 for e in controller.match.log[marks[0] :]):
            marks.clear()  # a new deal came: start counting again after it
    for mark in reversed(marks):
        assert win.undo_action.isEnabled()
        _ctrl_z(qtbot, win)
        assert len(controller.match.log) == mark
    assert not win.undo_action.isEnabled() or controller.match.log[-1].seat != 0
    controller.shutdown()


def test_pass_and_play_keeps_its_moves_and_says_why(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moco", 2, ("human", "human"), seed=4))
    privacy = win.table.privacy
    qtbot.waitUntil(privacy.isVisible, timeout=10_000)
    qtbot.mouseClick(privacy.show_button, Qt.MouseButton.LeftButton)
    driver = Driver(qtbot, win)
    serial = len(win.controller.match.log)
    driver.by_mouse(driver.choice())
    why = "Undo is not available: in pass-and-play every player has seen the moves"
    assert win.undo_action.toolTip() == why and not win.undo_action.isEnabled()
    _ctrl_z(qtbot, win)
    assert len(win.controller.match.log) > serial
    assert why in win.table.status_line.text()
    win.controller.shutdown()
