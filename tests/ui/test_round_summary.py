"""The end of a round through the window: the table shows who scored what and the totals, and
waits for the player (Continue, or Enter) before the next deal, unless the settings say to go
on by itself; a table of bots plays straight through."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.session.history import round_of
from cardtable.ui.setup import GameSetup
from cardtable.ui.speech import spoken
from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.session_helpers import open_window


def _play_to_round_end(qtbot: QtBot, win: MainWindow) -> None:
    """The player plays (by mouse) until a round ends and the table waits."""
    controller = win.controller
    driver = Driver(qtbot, win)

    def stopped() -> bool:
        over = controller.match.is_over()
        return over or controller.waiting_for_human() or controller.round_end is not None

    while True:
        qtbot.waitUntil(stopped, timeout=30_000)
        if controller.round_end is not None:
            return
        assert not controller.match.is_over(), "the game ended without a round's end"
        driver.by_mouse(driver.choice())


@pytest.mark.parametrize(
    ("game", "seats", "title"),
    [
        ("moosehead", ("human", "heuristic", "heuristic"), "Hand 1 is over"),
        ("mose", ("human", "heuristic"), "Round 1 is over"),
    ],
)
def test_the_round_summary_waits_for_enter(
    qtbot: QtBot, own_home: Path, game: str, seats: tuple[str, ...], title: str
) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup(game, len(seats), seats, seed=6))
    _play_to_round_end(qtbot, win)
    controller = win.controller
    panel = win.table.round_summary
    qtbot.waitUntil(panel.isVisible, timeout=10_000)
    summary = controller.round_end
    assert summary is not None and panel.title.text() == title == summary.title
    # Keyboard and screen readers: Continue has the focus; the summary is said once, as an
    # event (the panel has no name or description for a screen reader to read again).
    assert panel.continue_button.hasFocus()
    assert panel.accessibleName() == "" and panel.accessibleDescription() == ""
    # It is said as it is read aloud: cards in words ("king of diamonds on 20 makes 30").
    assert win.table.status_line.history[-1] == spoken(summary.text(), coins=True)
    assert not set("♠♥♦♣") & set(win.table.status_line.history[-1])
    sheet = controller.snapshot().sheet
    assert sheet is not None
    shown = {w.text() for w in panel.scores.findChildren(type(panel.title))}
    assert set(sheet.columns) <= shown and set(sheet.total_texts) <= shown
    # Nothing is dealt while the player reads.
    serial = len(controller.match.log)
    number = round_of(controller.match.state.public_values(None))
    qtbot.wait(300)
    assert len(controller.match.log) == serial and panel.isVisible()
    qtbot.keyClick(panel.continue_button, Qt.Key.Key_Return)  # Enter where the focus is
    QApplication.processEvents()
    assert not panel.isVisible() and controller.round_end is None
    assert win.table.view.hasFocus()  # the keyboard plays on at the table
    qtbot.waitUntil(lambda: len(controller.match.log) > serial, timeout=10_000)
    assert round_of(controller.match.state.public_values(None)) != number
    controller.shutdown()


def test_continue_by_mouse(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moxie", 3, ("human", "heuristic", "heuristic"), seed=3))
    _play_to_round_end(qtbot, win)
    panel = win.table.round_summary
    qtbot.waitUntil(panel.isVisible, timeout=10_000)
    assert all(s.scored for s in panel.summary.scores) if panel.summary else False
    qtbot.mouseClick(panel.continue_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible() and win.controller.round_end is None
    win.controller.shutdown()


def test_the_setting_to_go_on_by_itself(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.apply_settings(replace(win.settings, round_wait=3))
    assert win.controller.round_pause_ms == 3000
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=6))
    _play_to_round_end(qtbot, win)
    panel = win.table.round_summary
    qtbot.waitUntil(panel.isVisible, timeout=10_000)
    assert "next deal comes in" in panel.countdown.text()
    with qtbot.waitSignal(win.controller.round_continues, timeout=15_000):
        pass
    assert not panel.isVisible()
    win.controller.shutdown()


def test_a_table_of_bots_plays_straight_through(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    ended: list[object] = []
    win.controller.round_over.connect(ended.append)
    with qtbot.waitSignal(win.controller.finished, timeout=120_000):
        win.start_game(GameSetup("moosehead", 3, ("heuristic",) * 3, seed=2))
    assert ended == [] and not win.table.round_summary.isVisible()
    win.controller.shutdown()
