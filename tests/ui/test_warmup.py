"""The start screen's idle moments prepare the first game, and the table keeps its height.

A first game start used to spend most of its time drawing card faces at their size (thirty
Decktet faces in Moco!). The start screen now rehearses the game it shows, at the size the
table will have, so the real deal finds every face it shows already drawn. And the bar of
buttons under the table no longer changes height as buttons come and go, which moved and
redrew every card on the table at each bot turn.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QListWidget, QWidget
from pytestqt.qtbot import QtBot

from cardtable.ui import art as art_module
from cardtable.ui.paths import AppPaths
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import wait_for_human


def _idle_window(qtbot: QtBot, home: Path) -> MainWindow:
    """A window as a player opens it: the start screen first, the table not built yet."""
    win = MainWindow(paths=AppPaths.under(home))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return win


def _rehearsed(win: MainWindow) -> bool:
    warm = win.warmup
    return warm is not None and warm.ready and not warm.busy() and warm.rehearsed is not None


def _count_renders(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, ...]]:
    drawn: list[tuple[object, ...]] = []
    render = art_module.CardArt._render

    def counting(self: art_module.CardArt, key: tuple[object, ...], *args: object) -> object:
        drawn.append(key)
        return render(self, key, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(art_module.CardArt, "_render", counting)
    return drawn


@pytest.mark.parametrize(("game", "players"), [("moco", 2), ("mose", 4), ("mor", 4)])
def test_the_first_deal_finds_its_faces_drawn(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, players: int
) -> None:
    win = _idle_window(qtbot, tmp_path)
    setup = GameSetup(game, players, ("human",) + ("heuristic",) * (players - 1), seed=11)
    win.start_screen.load_setup(setup)  # the player picks the game on the start screen
    qtbot.waitUntil(lambda: _rehearsed(win), timeout=15_000)
    assert win.warmup is not None and win.warmup.faces_drawn > 0
    drawn = _count_renders(monkeypatch)
    win.start_game(setup)  # another deal than the rehearsal's (its own seed)
    win.table.view.viewport().grab()  # the first paint
    faces = [key for key in drawn if key[0] not in ("back", "chip")]
    assert faces == [], f"faces drawn at the first deal: {faces}"
    win.controller.shutdown()


def test_a_rehearsal_follows_the_game_chosen(qtbot: QtBot, tmp_path: Path) -> None:
    win = _idle_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: _rehearsed(win), timeout=15_000)
    first = win.warmup.rehearsed if win.warmup is not None else None
    games: QListWidget = win.start_screen.games
    games.setFocus()
    other = (games.currentRow() + 1) % games.count()
    games.setCurrentRow(other)
    qtbot.waitUntil(lambda: _rehearsed(win) and win.warmup.rehearsed != first, timeout=15_000)
    # Nothing of it is seen: the start screen is still showing, its list keeps the keyboard.
    assert win.stack.currentWidget() is win.start_screen
    assert QApplication.focusWidget() is games


class _Sizes(QObject):
    """Every height a widget is given."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.heights = [widget.height()]
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(event, QResizeEvent):
            self.heights.append(event.size().height())
        return False


@pytest.mark.parametrize(("game", "players"), [("moosehead", 2), ("mose", 3)])
def test_the_table_keeps_its_height_while_buttons_come_and_go(
    qtbot: QtBot, tmp_path: Path, game: str, players: int
) -> None:
    win = _idle_window(qtbot, tmp_path)
    win.controller.bot_delay_ms = 0
    win.start_game(GameSetup(game, players, ("human",) + ("heuristic",) * (players - 1), seed=5))
    wait_for_human(qtbot, win)
    sizes = _Sizes(win.table.view.viewport())
    buttons = {len(win.table.actions_bar.buttons)}
    for _ in range(3):  # a few of the player's moves and the bots' answers
        snap = win.controller.snapshot()
        win.controller.play(snap.legal[0])
        buttons.add(len(win.table.actions_bar.buttons))
        wait_for_human(qtbot, win)
        buttons.add(len(win.table.actions_bar.buttons))
        if win.controller.match.is_over():
            break
    assert len(buttons) > 1, "the bar showed the same buttons all along: nothing was tested"
    assert len(set(sizes.heights)) == 1, f"the table changed height: {sizes.heights}"
    win.controller.shutdown()


def test_a_notice_is_not_drawn_over_by_the_tables_status_line(qtbot: QtBot, tmp_path: Path) -> None:
    """A notice given before the table was first built (the unfinished game kept when a new one
    starts from the command line) had the table's status line written over it."""
    win = MainWindow(paths=AppPaths.under(tmp_path))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    win.notice("Your unfinished game was kept as a saved game.")
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=3))
    line = win.table.status_line
    qtbot.waitUntil(lambda: bool(line.text()))
    assert win.statusBar().currentMessage()
    assert not line.isVisible(), "the status line is drawn over the notice"
    win.statusBar().clearMessage()
    qtbot.waitUntil(line.isVisible)
    win.controller.shutdown()


def test_a_notice_given_before_the_window_shows_is_not_drawn_over(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """``cardtable play GAME`` starts the game before the window is shown; the autosave's
    notice then came up with the status line written over it."""
    win = MainWindow(paths=AppPaths.under(tmp_path))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=3))
    line = win.table.status_line
    win.notice("Your unfinished game was kept as a saved game.")
    win.show()
    qtbot.waitExposed(win)
    assert win.statusBar().currentMessage()
    assert not line.isVisible(), "the status line is drawn over the notice"
    win.statusBar().clearMessage()
    qtbot.waitUntil(line.isVisible)
    win.controller.shutdown()
