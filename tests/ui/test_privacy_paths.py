"""Every way back to a pass-and-play table passes through the privacy screen.

Two people play Moosehead on one screen. The first of them takes the device and sees their cards;
then the table is left and come back to in each of the ways a player can: Resume on the start
screen, hosting a network table and stopping, watching a replay of the game, a dialog on the
start screen, quitting and starting the app again, Undo while the table is covered, and a
position drawn for the holder by any other way (the page itself refuses it). On every
path nothing may draw a person's hand face up until that person has pressed "Show my cards"
again: every position the scene draws is checked, and so is what is on the table the moment it
shows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from cardtable.engine.cards import Card
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.session_helpers import open_window, shown_faces

NAMES = ("Alice", "Bob")


def _hands(win: MainWindow) -> set[Card]:
    """The cards in the two people's hands now."""
    state = win.controller.match.state
    return {c for seat in (0, 1) for c in state.zones[f"hand:{seat}"]}


class Watch:
    """Records every position the table page draws, and whether a hand was face up in it while
    the device had not been taken (armed from the moment the table is left)."""

    def __init__(self, win: MainWindow) -> None:
        self.win = win
        self.armed = False
        self.drawn: list[object] = []
        self.leaks: list[str] = []
        scene = win.table.scene
        for name in ("show_snapshot", "show_step"):
            real = getattr(scene, name)

            def spy(
                *args: object, _real: Callable[..., object] = real, _name: str = name
            ) -> object:
                result = _real(*args)
                self.look(_name)
                return result

            setattr(scene, name, spy)
        win.stack.currentChanged.connect(lambda _i: self.look("page shown"))

    def look(self, when: str) -> None:
        if not self.armed:
            return
        win = self.win
        if not win.controller.has_match():
            return
        snap = win.table.scene.snapshot
        viewer = snap.viewer if snap is not None else None
        self.drawn.append(viewer)
        if viewer is not None:
            self.leaks.append(f"{when}: the table is drawn for {NAMES[viewer]}")
        face_up = _hands(win) & set(shown_faces(win))
        if face_up:
            self.leaks.append(f"{when}: {sorted(c.code for c in face_up)} face up")


def _to_start(qtbot: QtBot, win: MainWindow) -> None:
    """Game ▸ New game…: the start screen, the game left on the table."""
    qtbot.keyClick(win, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert win.stack.currentWidget() is win.start_screen


def _resume(qtbot: QtBot, win: MainWindow) -> None:
    screen = win.start_screen
    assert screen.resume_card.isVisible()
    assert "Moosehead" in screen.resume_text.text()
    qtbot.mouseClick(screen.resume_button, Qt.MouseButton.LeftButton)


def _from_start(qtbot: QtBot, win: MainWindow, _home: Path) -> MainWindow:
    _to_start(qtbot, win)
    _resume(qtbot, win)
    return win


def _after_hosting(qtbot: QtBot, win: MainWindow, _home: Path) -> MainWindow:
    dialog = win.host_table()  # Game ▸ Host a table…
    assert dialog is not None
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.net_page is not None, timeout=20_000)
    runner = win.host_runner
    assert runner is not None
    qtbot.waitUntil(lambda: runner.port != 0, timeout=10_000)
    qtbot.mouseClick(dialog.stop_button, Qt.MouseButton.LeftButton)  # Stop hosting
    assert win.host_runner is None and win.stack.currentWidget() is win.start_screen
    _resume(qtbot, win)
    return win


def _after_a_replay(qtbot: QtBot, win: MainWindow, _home: Path) -> MainWindow:
    dialog = win.show_replays()  # Game ▸ Replay…: the unfinished game is listed first
    qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
    viewer = next(w for w in win.findChildren(QDialog) if w.isVisible() and w is not dialog)
    qtbot.mouseClick(viewer.ok_button, Qt.MouseButton.LeftButton)  # Alice's view
    page = win.replay_page
    assert page is not None and win.stack.currentWidget() is page
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    return win


def _after_a_dialog(qtbot: QtBot, win: MainWindow, _home: Path) -> MainWindow:
    _to_start(qtbot, win)
    win.show_settings()  # Game ▸ Settings…, closed with Escape
    dialog = next(w for w in win.findChildren(QDialog) if w.isVisible())
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    _resume(qtbot, win)
    return win


def _after_a_restart(qtbot: QtBot, win: MainWindow, home: Path) -> MainWindow:
    win.close()
    again = open_window(qtbot, home)
    again.show_start()
    watch = Watch(again)  # the new window's table, watched from its first drawing
    watch.armed = True
    again.watch = watch  # type: ignore[attr-defined]
    _resume(qtbot, again)
    return again


def _after_undo(qtbot: QtBot, win: MainWindow, home: Path) -> MainWindow:
    _from_start(qtbot, win, home)
    qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Game ▸ Undo
    return win


def _drawn_for_them(qtbot: QtBot, win: MainWindow, home: Path) -> MainWindow:
    """A way back nobody has thought of yet: the table drawn for the holder without their
    taking the device. The page itself refuses and covers the table."""
    _from_start(qtbot, win, home)
    win.controller.set_viewer(win.table.privacy.seat)
    return win


PATHS: dict[str, Callable[[QtBot, MainWindow, Path], MainWindow]] = {
    "resume from the start screen": _from_start,
    "after hosting": _after_hosting,
    "after a replay": _after_a_replay,
    "after a dialog": _after_a_dialog,
    "after a restart": _after_a_restart,
    "after undo": _after_undo,
    "any other way": _drawn_for_them,
}


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Leaving a hosted table asks nothing (the question is tested on its own)."""
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Yes)
    yield


@pytest.mark.parametrize("path", list(PATHS))
def test_every_way_back_to_the_table_passes_the_privacy_screen(
    qtbot: QtBot, own_home: Path, quiet: None, path: str
) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("human", "human"), seed=7, names=NAMES))
    privacy = win.table.privacy
    qtbot.waitUntil(privacy.isVisible, timeout=10_000)
    holder = privacy.seat
    qtbot.mouseClick(privacy.show_button, Qt.MouseButton.LeftButton)
    own = set(win.controller.match.state.zones[f"hand:{holder}"])
    assert own <= set(shown_faces(win))  # the holder sees their cards

    watch = Watch(win)
    watch.armed = True
    back = PATHS[path](qtbot, win, own_home)
    watch = getattr(back, "watch", watch)
    QApplication.processEvents()
    watch.look("back at the table")

    table = back.table
    assert back.stack.currentWidget() is table
    assert table.privacy.isVisible(), f"{path}: no privacy screen"
    assert table.privacy.seat == holder
    assert table.privacy.title.text() == f"Pass the device to {NAMES[holder]}"
    # The window's focus is on the screen's button (Enter shows the cards); offscreen, a
    # closed dialog may stay the active window, so the window's own focus widget is asked.
    assert back.focusWidget() is table.privacy.show_button
    assert back.controller.viewer is None
    # Nothing said to the holder stays in the status bar under the cover (a card drawn).
    assert table.status_line.text() == f"Pass the device to {NAMES[holder]}."
    assert not watch.leaks, watch.leaks
    # The holder takes the device again: now, and only now, their cards are shown.
    watch.armed = False
    qtbot.mouseClick(table.privacy.show_button, Qt.MouseButton.LeftButton)
    assert back.controller.viewer == holder and not table.privacy.isVisible()
    own = set(back.controller.match.state.zones[f"hand:{holder}"])
    assert own <= set(shown_faces(back))
    back.controller.shutdown()
    if back is not win:
        win.controller.shutdown()
