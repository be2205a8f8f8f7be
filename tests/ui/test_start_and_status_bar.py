"""The start screen names the game really on the table, and the status bar speaks only for the
page on show: no table's words or deal code on the start screen or in a replay, a new game's
bar without the last game's words, and a notice given the whole bar."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Leaving a hosted table asks nothing (the question is tested on its own)."""
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Yes)
    yield


def _host_and_stop(qtbot: QtBot, win: MainWindow) -> None:
    dialog = win.host_table()
    assert dialog is not None
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.net_page is not None, timeout=20_000)
    runner = win.host_runner
    assert runner is not None
    qtbot.waitUntil(lambda: runner.port != 0, timeout=10_000)
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)


def test_after_stop_hosting_the_start_screen_names_the_game_on_the_table(
    qtbot: QtBot, own_home: Path, quiet: None
) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("mor", 4, ("human", "heuristic", "heuristic", "heuristic"), seed=2))
    wait_for_human(qtbot, win)
    qtbot.keyClick(win, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Game ▸ New game
    assert "Mor" in win.start_screen.resume_text.text()
    win.start_game(GameSetup("moosehead", 2, ("human", "human"), seed=3))
    qtbot.waitUntil(win.table.privacy.isVisible, timeout=10_000)
    _host_and_stop(qtbot, win)
    screen = win.start_screen
    assert win.stack.currentWidget() is screen and screen.resume_card.isVisible()
    assert screen.resume_text.text() == "Your game of Moosehead is still on the table."
    qtbot.mouseClick(screen.resume_button, Qt.MouseButton.LeftButton)
    assert win.controller.match.info.id == "moosehead"
    win.controller.shutdown()


def test_the_status_bar_speaks_only_for_the_page_on_show(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    bar = win.statusBar()
    assert win.deal_label.isHidden()  # the start screen has no deal
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    line = win.table.status_line
    assert win.deal_label.isVisible() and win.deal_label.text().startswith("Deal ")
    first_deal = win.deal_label.text()
    assert line.isVisible() and line.text()
    said = line.text()
    # The start screen: neither the table's last words nor its deal code.
    qtbot.keyClick(win, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert not line.isVisible() and not win.deal_label.isVisible()
    # A replay of the game: not the table's words or deal code either.
    qtbot.mouseClick(win.start_screen.resume_button, Qt.MouseButton.LeftButton)
    assert line.isVisible() and win.deal_label.isVisible()
    win.replay_match(win.controller.match)
    assert win.replay_page is not None
    assert not line.isVisible() and not win.deal_label.isVisible()
    qtbot.keyClick(win.replay_page, Qt.Key.Key_Escape)
    assert win.stack.currentWidget() is win.table
    assert line.isVisible() and win.deal_label.isVisible()
    # A new game: the last game's words go with it.
    win.start_game(GameSetup("mose", 2, ("human", "heuristic"), seed=5))
    assert said not in line.text() and win.deal_label.text() != first_deal
    wait_for_human(qtbot, win)
    # A notice has the whole bar: the deal code steps aside until it goes.
    long = "A notice long enough to reach under the deal code " * 3
    win.notice(long)
    assert bar.currentMessage() == long and not win.deal_label.isVisible()
    bar.clearMessage()
    assert win.deal_label.isVisible() and line.isVisible()
    win.controller.shutdown()
