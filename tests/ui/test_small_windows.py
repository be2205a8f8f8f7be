"""The window at a small size (1024x640, a netbook or a tiled window) and at a common one.

Through the real window: the start screen shows every game's whole description; the privacy
screen's card back stays clear of its title; in the middle of a turn the table keeps its size when
the action bar's buttons change, and the side panel gives way to the table.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QListWidgetItem
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
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
