"""Quick Shed at the table: listed on the start screen, played to the end with the mouse (cards
dragged onto the pile, the stock clicked, the pass key, Enter at a hand's end) and with the
keyboard alone, and read through the accessible tree; none of it written for this game."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.engine.common_actions import Draw
from cardtable.games import GAMES
from cardtable.session.dealcode import deal_code
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.registry import TEST_GAME
from tests.ui.driver import Driver
from tests.ui.helpers import click, slot_centre, wait_for_human, window
from tests.ui.session_helpers import open_window

__all__ = ["window"]


def _pick_on_the_start_screen(qtbot: QtBot, win: MainWindow) -> None:
    win.show_start()
    screen = win.start_screen
    row = list(GAMES).index(TEST_GAME)
    item = screen.games.item(row)
    screen.games.scrollToItem(item)
    qtbot.mouseClick(
        screen.games.viewport(),
        Qt.MouseButton.LeftButton,
        pos=screen.games.visualItemRect(item).center(),
    )
    assert screen.games.currentRow() == row
    assert "Quick Shed" in screen.entry_text(row) and "2 to 4 players" in screen.entry_text(row)


def test_from_the_start_screen_to_the_end_with_the_mouse(qtbot: QtBot, window: MainWindow) -> None:
    _pick_on_the_start_screen(qtbot, window)
    form = window.start_screen.form
    form.players.setCurrentIndex(form.players.findData(2))
    qtbot.keyClicks(form.code, deal_code(5))  # the same deal every run
    assert form.code_deal.isChecked()
    qtbot.mouseClick(window.start_screen.play, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.table
    assert "Quick Shed" in window.windowTitle()
    controller = window.controller
    assert controller.match.info.id == TEST_GAME
    driver = Driver(qtbot, window, seed=4)
    used: Counter[str] = Counter()
    wait_for_human(qtbot, window)
    while not controller.match.is_over():
        assert driver.moves < 500, "the game did not end"
        action = driver.choice()
        legal = controller.snapshot().legal
        if used["drag"] and not used["click on the stock"] and Draw() in legal:
            action = Draw()  # a player may draw instead of playing: once, to click the stock
        before = len(controller.match.log)
        if isinstance(action, Draw):
            # The layout's click rule: a click on the stock draws.
            click(qtbot, window, slot_centre(window, "stock"))
            used["click on the stock"] += 1
        elif action.verb == "pass":
            window.table.view.setFocus()
            qtbot.keyClick(window, Qt.Key.Key_P)
            QApplication.processEvents()
            used["pass key"] += 1
        else:
            driver.by_mouse(action)  # a drag from the hand onto the pile
            used["drag"] += 1
        log = controller.match.log
        assert len(log) > before, f"{action} was not played ({window.table.scene.toast_text()!r})"
        assert (log[before].seat, log[before].action) == (controller.viewer, action)
        driver.moves += 1
        wait_for_human(qtbot, window)  # Enter on each hand's summary, as a player does
    assert used["drag"] and used["click on the stock"], used
    snap = controller.snapshot()
    assert snap.over and snap.result
    assert controller.match.state.public_values(None)["round"] == 2  # both hands were played


def test_a_whole_game_with_the_keyboard_alone(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game(GameSetup(TEST_GAME, 3, ("human", "heuristic", "ismcts:easy"), seed=8))
    driver = Driver(qtbot, window, seed=8)
    driver.play_game(keyboard=True)
    assert window.controller.match.is_over() and driver.moves > 5


def _tree(iface: QAccessibleInterface) -> list[tuple[QAccessible.Role, str]]:
    out = [(iface.role(), iface.text(QAccessible.Text.Name))]
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid():
            out.extend(_tree(child))
    return out


def test_the_accessible_tree_names_what_a_player_may_see(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup(TEST_GAME, 2, ("human", "heuristic"), seed=5))
    wait_for_human(qtbot, win)
    names = [name for _role, name in _tree(QAccessible.queryAccessibleInterface(win.table.view))]
    obs = win.controller.match.observation(0)
    top = obs.zone("pile").cards[-1]
    assert top is not None
    assert any(n.startswith("The discard pile") and top.long_name in n for n in names), names
    assert f"Your hand, {obs.zone('hand:0').count} cards" in names
    for card in obs.zone("hand:0").known_cards():
        assert card.long_name in names
    hidden = win.controller.match.observation(1).zone("hand:1").known_cards()
    assert not any(card.long_name in " ".join(names) for card in hidden)
    assert any(n.startswith("The stock, ") for n in names)
    assert any(n.startswith("You, score 0") for n in names)
    win.controller.shutdown()
