"""Driving the table like a person: real mouse events on the view, key presses, button clicks."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.ui.items import CardItem, SlotItem, TokenItem
from cardtable.ui.remote import RemoteController
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.table.animator.speed = 0  # no animation: positions are final at once
    win.controller.bot_delay_ms = 0
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.controller.shutdown()


def start(qtbot: QtBot, win: MainWindow, setup: GameSetup) -> None:
    win.start_game(setup)
    wait_for_human(qtbot, win)


def wait_for_human(qtbot: QtBot, win: MainWindow, timeout: int = 30_000) -> None:
    """Wait until the person must act or the game is over, going on from each round's end
    with Enter on its summary as a player does."""
    controller = win.controller
    while True:
        qtbot.waitUntil(
            lambda: (
                controller.match.is_over()
                or controller.waiting_for_human()
                or controller.round_end is not None
            ),
            timeout=timeout,
        )
        if controller.round_end is None:
            return
        continue_round(qtbot, win)


def continue_round(qtbot: QtBot, win: MainWindow) -> None:
    """Go on from the round's end the table waits at: Enter on its summary."""
    panel = win.table.round_summary
    qtbot.waitUntil(panel.isVisible, timeout=10_000)
    QTest.keyClick(panel, Qt.Key.Key_Return)
    assert win.controller.round_end is None


def view_point(win: MainWindow, scene_pos: QPointF) -> QPoint:
    return win.table.view.mapFromScene(scene_pos)


def slot_centre(win: MainWindow, zone: str) -> QPointF:
    slot: SlotItem = win.table.scene.slots[zone]
    return slot.rect.center()


def grab_point(item: CardItem | TokenItem) -> QPointF:
    """A point of ``item`` that no other card covers: the left edge of an overlapping card."""
    if isinstance(item, CardItem):
        return item.mapToScene(QPointF(-item.width * 0.42, 0.0))
    return item.scenePos()


def drag(
    qtbot: QtBot,
    win: MainWindow,
    item: CardItem | TokenItem,
    to: QPointF,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press on ``item``, move in steps to ``to`` (scene coordinates) and release there."""
    viewport = win.table.view.viewport()
    start = grab_point(item)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, modifiers, view_point(win, start))
    steps = 6
    for i in range(1, steps + 1):
        p = start + (to - start) * (i / steps)
        qtbot.mouseMove(viewport, view_point(win, p))
        QApplication.processEvents()
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, modifiers, view_point(win, to))
    QApplication.processEvents()


def click(
    qtbot: QtBot,
    win: MainWindow,
    at: QPointF,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    viewport = win.table.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, modifiers, view_point(win, at))
    QApplication.processEvents()


def net_turn(qtbot: QtBot, controller: RemoteController, timeout: int = 30_000) -> None:
    """Wait until the window's seat at a network table must act or the game is over, reading
    each round's end on its summary with Enter as a player does (the host deals on once every
    seat has read it)."""
    while True:
        qtbot.waitUntil(
            lambda: (
                controller.snapshot().over
                or controller.waiting_for_human()
                or controller.session.must_read()
            ),
            timeout=timeout,
        )
        if controller.snapshot().over or not controller.session.must_read():
            return
        read_round_end(qtbot, controller)


def read_round_end(qtbot: QtBot, controller: RemoteController) -> None:
    """Enter on the round's summary of the window that shows ``controller``'s table."""
    page = getattr(controller.parent(), "net_page", None)
    if page is None:  # a controller without a window
        controller.continue_play()
        return
    panel = page.round_summary
    qtbot.waitUntil(panel.isVisible, timeout=10_000)
    QTest.keyClick(panel, Qt.Key.Key_Return)
