"""Rules help, score sheets on screen, and accessibility: names for everything, announced
events, keyboard reach."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHeaderView,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
from cardtable.session.scoresheet import RowKind
from cardtable.ui.items import CardItem, SlotItem, TokenItem
from cardtable.ui.plates import PlateItem
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window


def _unnamed(root: QWidget) -> list[str]:
    """Visible controls under ``root`` that a screen reader could not name."""
    missing = []
    for w in root.findChildren(QWidget):
        if not w.isVisible() or not isinstance(
            w, QAbstractButton | QComboBox | QLineEdit | QAbstractItemView
        ):
            continue
        if isinstance(w, QHeaderView) or w.objectName().startswith("qt_"):
            continue  # parts of a named table (its headers, its corner)
        text = w.text() if isinstance(w, QAbstractButton) else ""
        if not (w.accessibleName() or text.strip()):
            missing.append(f"{type(w).__name__} {w.objectName()!r}")
    return missing


def test_rules_help_for_the_game_on_the_table(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("mose", 2, ("human", "heuristic"), seed=1))
    wait_for_human(qtbot, win)
    qtbot.keyClick(win, Qt.Key.Key_F1)
    rules = win._rules
    assert rules is not None and rules.isVisible() and rules.page() == "mose"
    page = rules.text.toHtml()
    for spec in GAMES["mose"].options:
        assert spec.label in page
    rules.show_page("app")
    assert "Undo" in rules.text.toPlainText() and "privacy screen" in rules.text.toPlainText()
    win.controller.shutdown()


@pytest.mark.parametrize(
    ("game", "players", "rows"),
    [("mose", 3, 14), ("moco", 3, 4), ("mor", 4, None), ("moxie", 3, None), ("moosehead", 3, None)],
)
def test_the_score_sheet_beside_the_table(
    qtbot: QtBot, own_home: Path, game: str, players: int, rows: int | None
) -> None:
    win = open_window(qtbot, own_home)
    seats = ("human",) + ("heuristic",) * (players - 1)
    win.start_game(GameSetup(game, players, seats, seed=2))
    wait_for_human(qtbot, win)
    panel = win.table.score_panel
    sheet = panel.model.sheet
    assert sheet is not None and sheet == win.controller.snapshot().sheet
    if rows is not None:
        assert panel.model.rowCount() == rows
    assert panel.model.headerData(0, Qt.Orientation.Horizontal) == sheet.columns[0]
    total = panel.model.index(panel.model.rowCount() - 1, 0)
    assert sheet.rows[-1].kind is RowKind.TOTAL and panel.model.data(total) is not None
    assert panel.track.isVisibleTo(panel) == (game == "moosehead")
    if game == "mor":
        assert len(sheet.columns) == 2  # teams
    big = win.show_sheet_window()
    assert big.panel.model.sheet == sheet
    big.close()
    win.controller.shutdown()


def test_every_card_place_and_button_has_a_name(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.show_start()
    assert _unnamed(win.start_screen) == []
    for game in ("moco", "moxie"):
        players = 3
        win.start_game(GameSetup(game, players, ("human", "heuristic", "heuristic"), seed=3))
        wait_for_human(qtbot, win)
        scene = win.table.scene
        kinds = set()
        for item in scene.items():
            if isinstance(item, CardItem | SlotItem | TokenItem | PlateItem):
                kinds.add(type(item))
                name = scene.describe_item(item)
                assert name and "None" not in name, f"{type(item).__name__} has no name"
        assert kinds >= {CardItem, PlateItem}
        hand = scene.items_of("hand:0")
        assert all(", in your hand" in scene.describe_item(it) for it in hand)
        assert _unnamed(win.table) == []
        assert win.table.view.accessibleName() == "Card table"
        assert "your hand" in win.table.view.accessibleDescription().lower()
    win.controller.shutdown()


def test_table_events_are_announced(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 3, ("human", "heuristic", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    announcer = win.table.status_line
    heard = len(announcer.history)
    Driver(qtbot, win).by_mouse(Driver(qtbot, win).choice())
    wait_for_human(qtbot, win)
    said = announcer.history[heard:]
    assert any("You play" in s or "You pass" in s for s in said), said
    assert any(name in s for s in said for name in ("Ada", "Basil"))  # the bots' moves
    assert said[-1].endswith("Your turn")
    # Keyboard focus on the table is announced too.
    win.table.view.setFocus()
    qtbot.keyClick(win.table.view, Qt.Key.Key_Right)
    assert announcer.history[-1].endswith("in your hand")
    win.controller.shutdown()


def test_everything_is_reachable_by_keyboard(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.show_start()
    start = win.start_screen.games
    start.setFocus()
    reached: list[QWidget] = []
    widget: QWidget = start
    for _ in range(80):
        widget = widget.nextInFocusChain()
        if widget is start:
            break
        if widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            reached.append(widget)
    screen = win.start_screen
    wanted = [screen.play, screen.watch, screen.rules_button, screen.players, screen.form.code]
    wanted += screen.seat_boxes + screen.form.name_edits + list(screen.form.option_boxes.values())
    wanted += [screen.open_button, screen.stats_button]
    assert all(w in reached for w in wanted)
    # Menu commands have keys: new game, undo, save, open, rules, score sheet.
    keys = {a.shortcut().toString() for m in win.menuBar().actions() for a in m.menu().actions()}
    assert {"Ctrl+N", "Ctrl+Z", "Ctrl+S", "Ctrl+O", "F1", "F9", "F10", "Ctrl+R"} <= keys
    # The start screen starts a game with the keyboard alone.
    screen.play.setFocus()
    qtbot.keyClick(screen.play, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert win.stack.currentWidget() is win.table
    win.controller.shutdown()


def test_the_summary_is_keyboard_ready(qtbot: QtBot, own_home: Path) -> None:
    win: MainWindow = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("heuristic", "heuristic"), seed=5))
    summary = win.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=30_000)
    assert summary.again_button.hasFocus()
    assert "Play again" in summary.accessibleDescription() or summary.title.text()
    qtbot.keyClick(summary, Qt.Key.Key_Escape)
    assert not summary.isVisible()
    win.controller.shutdown()
