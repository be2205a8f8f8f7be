"""The Host and Join dialogs as a player reads them (issue 62): a join error that wraps leaves
every field at its full height, an open seat is called in the host dialog as its plate calls it,
and the name given once is offered again by the next Host or Join dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.ui.joindialog import JoinDialog
from cardtable.ui.window import MainWindow
from tests.ui.test_net_message_boxes import host_from_window
from tests.ui.test_net_window import CODE, HeadlessHost, _seat_texts, quiet, window
from tests.ui.test_net_window import _join as join

__all__ = ["quiet", "window"]


def test_a_join_error_on_two_lines_leaves_the_fields_their_height(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    dialog = window.join_table(discover=False)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    fields = (dialog.address, dialog.code, dialog.name)
    heights = [f.sizeHint().height() for f in fields]
    dialog.address.setText("127.0.0.1:1")
    dialog.code.setText(CODE)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)  # no table answers there
    qtbot.waitUntil(dialog.problem.isVisible, timeout=20_000)
    QApplication.processEvents()
    problem = dialog.problem
    assert problem.height() >= problem.heightForWidth(problem.width())
    assert problem.heightForWidth(problem.width()) > problem.fontMetrics().lineSpacing() * 1.5
    assert [f.height() for f in fields] == heights
    # Narrower, the sentence takes more lines: the dialog grows again.
    dialog.resize(dialog.minimumWidth(), dialog.height())
    qtbot.waitUntil(lambda: problem.height() >= problem.heightForWidth(problem.width()))
    QApplication.processEvents()
    assert [f.height() for f in fields] == heights
    assert dialog.join_button.geometry().top() >= problem.geometry().bottom()
    dialog.reject()


def test_an_open_seat_is_called_as_its_plate_calls_it(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    host_from_window(qtbot, window)
    dialog = window.host_table()  # hosting: the code and the seats again
    assert dialog is not None
    qtbot.waitUntil(lambda: "waiting to join" in _seat_texts(dialog), timeout=10_000)
    controller = window.net_controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.has_position(), timeout=10_000)
    plate = controller.snapshot().names[1]
    assert plate == "Player 2"
    assert f"2. {plate}: waiting to join" in _seat_texts(dialog)
    assert "Seat" not in _seat_texts(dialog)
    dialog.reject()


def test_the_name_is_offered_again_by_the_next_dialog(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    dialog = window.host_table()
    assert dialog is not None and dialog.name.text() == ""
    dialog.name.setText("Ada")
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.net_controller is not None, timeout=20_000)
    window.leave_net()
    again = window.host_table()
    assert again is not None and again is not dialog
    assert again.name.text() == "Ada"
    again.reject()
    joining = window.join_table(discover=False)
    assert isinstance(joining, JoinDialog) and joining.name.text() == "Ada"
    # A name given when joining is the one offered next.
    host = HeadlessHost("moosehead", ["remote", "heuristic"])
    try:
        joining.reject()
        join(qtbot, window, host.where, CODE)  # types the name "Ada"
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        window.leave_net()
        third = window.join_table(discover=False)
        assert third is not None
        third.name.setText("Bo")
        third.address.setText(host.where)
        third.code.setText(CODE)
        qtbot.mouseClick(third.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        window.leave_net()
        last = window.host_table()
        assert last is not None and last.name.text() == "Bo"
        last.reject()
    finally:
        window.leave_net(ask=False)
        host.stop()
