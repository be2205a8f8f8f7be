"""The window at a small size (1024x640, a netbook or a tiled window) and at a common one.

Through the real window: the start screen shows every game's whole description; the privacy
screen's card back stays clear of its title; in the middle of a turn the table keeps its size when
the action bar's buttons change, and the side panel gives way to the table.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QLabel, QListWidgetItem
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
from cardtable.ui.actionbar import ActionBar
from cardtable.ui.setup import GameSetup
from cardtable.ui.start import StartScreen
from cardtable.ui.table import NARROW_SIDE, SIDE_WIDTH
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window

SIZES = [(1024, 640), (1280, 800)]


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _whole(label: QLabel) -> bool:
    """Whether a word-wrapped label is tall enough for all its lines at its width."""
    return label.heightForWidth(label.width()) <= label.height()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_start_screen_shows_every_description_whole(
    qtbot: QtBot, own_home: Path, width: int, height: int
) -> None:
    win = open_window(qtbot, own_home)
    win.resize(width, height)
    screen = win.start_screen
    _settle()
    for game in GAMES:
        qtbot.mouseClick(
            screen.games.viewport(),
            Qt.MouseButton.LeftButton,
            pos=screen.games.visualItemRect(_item(screen, game)).center(),
        )
        _settle()
        assert screen.game_id() == game
        for row in range(screen.games.count()):
            entry = screen.games.itemWidget(screen.games.item(row))
            assert isinstance(entry, QLabel)
            assert _whole(entry), f"{game}: the list cuts off {entry.text()!r}"
        assert _whole(screen.summary), f"{game}: the summary is cut off"
        for key, note in screen.form.option_notes.items():
            if note.isVisible():
                assert _whole(note), f"{game}: the note on {key} is cut off"
                assert note.text() and note.height() >= note.fontMetrics().height()
        # Nothing in the form is squeezed: it scrolls instead.
        assert screen.form.height() >= screen.form.heightForWidth(screen.form.width())
    win.controller.shutdown()


def _item(screen: StartScreen, game: str) -> QListWidgetItem:
    games = screen.games
    for row in range(games.count()):
        if games.item(row).data(Qt.ItemDataRole.UserRole) == game:
            games.scrollToItem(games.item(row))
            QApplication.processEvents()
            return games.item(row)
    raise AssertionError(game)


@pytest.mark.parametrize(("width", "height"), [*SIZES, (1024, 520)])
@pytest.mark.parametrize("game", ["moosehead", "mose"])
def test_the_privacy_screens_card_back_stays_clear_of_its_words(
    qtbot: QtBot, own_home: Path, game: str, width: int, height: int
) -> None:
    """The card back sits above "Pass the device to ...", never over it; a window too short
    for it keeps the words and buttons (Mose adds a row of Play now buttons)."""
    win = open_window(qtbot, own_home)
    win.resize(width, height)
    players = 3 if game == "mose" else 2
    win.start_game(GameSetup(game, players, ("human",) * players, seed=3))
    privacy = win.table.privacy
    qtbot.waitUntil(privacy.isVisible, timeout=10_000)
    _settle()
    shown = [
        w
        for w in (
            privacy.glyph,
            privacy.title,
            privacy.text,
            privacy.show_button,
            *privacy.claim_buttons,
        )
        if w.isVisible()
    ]
    assert privacy.title in shown and privacy.show_button in shown
    if height >= 640:
        assert privacy.glyph.isVisible()
    rects = [(w, w.geometry().translated(w.parentWidget().mapTo(privacy, QPoint()))) for w in shown]
    for i, (first, a) in enumerate(rects):
        assert privacy.rect().contains(a), f"{first.objectName()} is outside the window"
        for second, b in rects[i + 1 :]:
            assert not a.intersects(b), f"{first.objectName()} overlaps {second.objectName()}"
    assert _whole(privacy.text)
    win.controller.shutdown()


def _row_of(bar: ActionBar) -> list[QRect]:
    """The bar's controls shown now, in the bar's coordinates."""
    return [
        w.geometry().translated(w.parentWidget().mapTo(bar, QPoint()))
        for w in bar.buttons
        if w.isVisible()
    ]


def test_a_turn_at_1024x640_keeps_the_table_still(qtbot: QtBot, own_home: Path) -> None:
    """Moxie's bar (fold, call, an amount, raise, all in, propose stop, hint) on a window made
    small in the middle of a turn: the side panel narrows, the buttons stay on one row, and the
    table keeps its size while the buttons change."""
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moxie", 3, ("human", "heuristic", "heuristic"), seed=2))
    wait_for_human(qtbot, win)
    table = win.table
    wide_side = table.side.width()
    win.resize(1024, 640)
    qtbot.waitUntil(lambda: win.width() == 1024)
    _settle()
    side = table.side.width()
    assert side < wide_side
    assert NARROW_SIDE <= side <= max(NARROW_SIDE, table.width() // 4) + 1
    bar = table.actions_bar
    rows = _row_of(bar)
    assert len(rows) >= 5
    assert len({r.center().y() for r in rows}) == 1, "the buttons wrapped onto another row"
    view = table.view.geometry()
    height = bar.height()
    # The player calls with the mouse: the buttons go while the bots bet, and come back.
    call = next(b for b in bar.buttons if b.text() == "Call")
    before = len(win.controller.match.log)
    qtbot.mouseClick(call, Qt.MouseButton.LeftButton)
    assert len(win.controller.match.log) > before

    def steady() -> bool:
        assert table.view.geometry() == view, "the table changed size mid-turn"
        assert bar.height() == height
        return win.controller.waiting_for_human() or win.controller.match.is_over()

    qtbot.waitUntil(steady, timeout=30_000)
    _settle()
    assert table.view.geometry() == view and bar.height() == height
    # Back to a larger window: the side panel takes its first width again.
    win.resize(1280, 800)
    qtbot.waitUntil(lambda: win.width() == 1280)
    _settle()
    assert table.side.width() >= SIDE_WIDTH
    win.controller.shutdown()


def test_buttons_past_the_bars_end_scroll_into_view(qtbot: QtBot, own_home: Path) -> None:
    """More choices than fit in a small window: the row scrolls (an arrow appears), and the
    keyboard's focus brings each button into view; the bar keeps its height."""
    win = open_window(qtbot, own_home)
    win.resize(1024, 640)
    win.start_game(GameSetup("mor", 4, ("human", "heuristic", "heuristic", "heuristic"), seed=1))
    wait_for_human(qtbot, win)
    _settle()
    bar = win.table.actions_bar
    height = bar.height()
    view = win.table.view.geometry()
    legal = list(win.controller.snapshot().legal)
    choices = (legal * 9)[:9]  # nine choices, as many as the keys 1-9 offer
    bar.show_choice("Which one?", choices, lambda a: None, lambda: None)
    _settle()
    strip = bar._box
    rows = _row_of(bar)
    assert len({r.center().y() for r in rows}) == 1
    assert strip.overflows() and strip.on.isVisible()
    assert bar.height() == height and win.table.view.geometry() == view
    viewport = strip.area.viewport()
    last = bar.buttons[-1]
    for _ in range(len(bar.buttons)):
        if last.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert last.hasFocus()
    _settle()
    shown = QRect(last.mapTo(viewport, QPoint()), last.size())
    assert viewport.rect().contains(shown), "the focused button is out of view"
    # The wheel over the row turns it back (the scroll area alone would only scroll down).
    bar_value = strip.area.horizontalScrollBar().value
    at_end = bar_value()
    centre = QPointF(viewport.rect().center())
    wheel = QWheelEvent(
        centre,
        QPointF(viewport.mapToGlobal(viewport.rect().center())),
        QPoint(),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, wheel)
    assert bar_value() < at_end
    # The arrows scroll back to the first.
    while strip.back.isEnabled():
        qtbot.mouseClick(strip.back, Qt.MouseButton.LeftButton)
    first = bar.buttons[0]
    assert viewport.rect().contains(QRect(first.mapTo(viewport, QPoint()), first.size()))
    bar.cancel_choice()
    win.controller.shutdown()
