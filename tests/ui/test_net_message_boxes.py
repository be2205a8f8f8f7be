"""Every message box of the app, opened the way a player opens it, and its buttons read: a
notice has its OK, a question its two answers, each saying what it does; the question to leave
a network table answered by mouse and by Escape (issue 62: it had only an OK, which kept the
player at the table).

The boxes are found in the source too (every ``QMessageBox(`` under ``cardtable/ui``), so a box
added later without a place here fails :func:`test_every_message_box_of_the_app_is_opened_here`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from cardtable.i18n import _
from cardtable.ui.window import MainWindow
from tests.ui.test_net_window import CODE, HeadlessHost, shown_window

UI = Path(__file__).resolve().parents[2] / "cardtable" / "ui"

#: Where the app makes a message box (module, function), and what each one is.
BOXES = {
    ("window.py", "notice"): "a warning",
    ("window_files.py", "show_keys"): "Help ▸ Keyboard",
    ("window_net.py", "leave_net"): "the question to leave a network table",
}

#: The English of the answers a box may have (what the player reads must say what it does).
LEAVE, STAY = "Leave the table", "Stay"


@dataclass
class Answerer:
    """Answers the next modal message box while it is open (``exec`` waits in a loop of its
    own), by a real click on the button named ``answer`` or, with "Escape", the Escape key;
    keeps what each box said and its buttons."""

    answer: str
    seen: list[tuple[str, list[str]]] = field(default_factory=list)
    _tries: int = 0

    def arm(self, answer: str | None = None) -> None:
        if answer is not None:
            self.answer = answer
        self._tries = 0
        QTimer.singleShot(20, self._look)

    def _look(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            self._tries += 1
            if self._tries < 500:
                QTimer.singleShot(20, self._look)
            return
        self.seen.append((box.text(), [b.text() for b in box.buttons()]))
        if self.answer == "Escape":
            QTest.keyClick(box, Qt.Key.Key_Escape)
            return
        button = next((b for b in box.buttons() if b.text() == _(self.answer)), None)
        if button is None:  # not the box expected: closed, so that the test goes on to fail
            box.done(0)
            return
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        if box.isVisible():  # the click went nowhere: closed all the same
            box.done(0)


def open_notices(win: MainWindow) -> list[QMessageBox]:
    """The boxes that only tell: a warning, and Help ▸ Keyboard (from its menu action)."""
    win.notice("Something went wrong.", warning=True)
    help_menu = next(a.menu() for a in win.menuBar().actions() if a.text() == _("&Help"))
    keys = next(a for a in help_menu.actions() if a.text() == _("&Keyboard"))
    keys.trigger()
    return [b for b in win.findChildren(QMessageBox) if b.isVisible()]


def host_from_window(qtbot: QtBot, win: MainWindow) -> None:
    """Host a table from the window (this computer only, any free port) and go to it."""
    dialog = win.host_table()
    assert dialog is not None
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.net_controller is not None, timeout=20_000)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 1, timeout=10_000)
    qtbot.mouseClick(dialog.table_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def join_from_window(qtbot: QtBot, win: MainWindow, where: str) -> None:
    dialog = win.join_table(discover=False)
    assert dialog is not None
    dialog.address.setText(where)
    dialog.code.setText(CODE)
    dialog.name.setText("Ada")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.net_controller is not None, timeout=15_000)
    qtbot.waitUntil(lambda: win.net_controller.has_position(), timeout=15_000)  # type: ignore[union-attr]


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = shown_window(qtbot)
    yield win
    win.leave_net(ask=False)
    win.controller.shutdown()


def test_every_message_box_of_the_app_is_opened_here() -> None:
    found: set[tuple[str, str]] = set()
    for path in sorted(UI.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        # Qt's ready-made boxes (question, warning…) would bypass the translated buttons.
        assert not re.search(r"QMessageBox\.(question|warning|information|critical)\(", text)
        for match in re.finditer(r"QMessageBox\(", text):
            before = text[: match.start()]
            function = re.findall(r"def (\w+)\(", before)[-1]
            found.add((path.name, function))
    assert found == set(BOXES)


def test_a_notice_has_its_ok(qtbot: QtBot, window: MainWindow) -> None:
    boxes = open_notices(window)
    assert len(boxes) == 2
    for box in boxes:
        assert [b.text() for b in box.buttons()] == ["OK"]
        qtbot.mouseClick(box.buttons()[0], Qt.MouseButton.LeftButton)
        assert not box.isVisible()


def _game_menu(win: MainWindow, text: str) -> Callable[[], object]:
    game = next(a.menu() for a in win.menuBar().actions() if a.text() == _("&Game"))
    return next(a for a in game.actions() if a.text() == _(text)).trigger


def test_a_guest_stays_by_every_way_out_then_leaves_and_the_host_is_told(
    qtbot: QtBot, window: MainWindow
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"])
    try:
        join_from_window(qtbot, window, host.where)
        answer = Answerer(STAY)
        ways = {
            "close": window.close,
            "host": _game_menu(window, "&Host a table…"),
            "join": _game_menu(window, "&Join a table…"),
            "new game": _game_menu(window, "&New game…"),
        }
        for name, way in ways.items():
            answer.arm()
            way()
            assert window.isVisible() and window.net_page is not None, name
            assert window.stack.currentWidget() is window.net_page, name
        assert len(answer.seen) == len(ways)
        for text, buttons in answer.seen:
            assert sorted(buttons) == sorted([LEAVE, STAY]) and "your seat waits" in text
        answer.arm("Escape")
        window.close()
        assert len(answer.seen) == len(ways) + 1 and window.isVisible()
        assert host.host.seat_states()[0] == "connected"
        answer.arm(LEAVE)
        window.close()
        assert len(answer.seen) == len(ways) + 2
        assert not window.isVisible() and window.net_page is None
        qtbot.waitUntil(lambda: host.host.seat_states()[0] == "disconnected", timeout=10_000)
    finally:
        window.leave_net(ask=False)
        host.stop()


def test_the_host_stays_then_leaves_for_a_new_game(qtbot: QtBot, window: MainWindow) -> None:
    host_from_window(qtbot, window)
    runner = window.host_runner
    assert runner is not None
    answer = Answerer(STAY)
    for way in (
        _game_menu(window, "&Join a table…"),
        _game_menu(window, "&New game…"),
        window.close,
    ):
        answer.arm()
        way()
        assert runner.running and window.net_page is not None and window.isVisible()
    assert len(answer.seen) == 3
    for text, buttons in answer.seen:
        assert sorted(buttons) == sorted([LEAVE, STAY]) and "stops hosting" in text
    answer.arm(LEAVE)
    _game_menu(window, "&New game…")()
    assert len(answer.seen) == 4 and window.host_runner is None and not runner.running
    assert window.stack.currentWidget() is window.start_screen
