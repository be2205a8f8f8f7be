"""The window at a small size (1024x640, a netbook or a tiled window) and at a common one.

Through the real window: the start screen shows every game's whole description; the privacy
screen's card back stays clear of its title; in the middle of a turn the table keeps its size when
the action bar's buttons change, and the side panel gives way to the table.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QListWidgetItem
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
from cardtable.ui.setup import GameSetup
from cardtable.ui.start import StartScreen
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
