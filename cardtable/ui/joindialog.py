"""Game ▸ Join a table…: :class:`JoinDialog` asks for the address, the code and a name, or
offers the seats this computer left at tables still playing (:class:`LeftSeat`) and the tables
announced on the local network; a join that fails is told in one sentence in the dialog, which
grows to hold it, and nothing typed is lost. It touches no network itself: the window
(:mod:`cardtable.ui.window_net`) joins from its signal. The host dialog is
:mod:`cardtable.ui.netdialogs`.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from cardtable.games import GAMES
from cardtable.i18n import _
from cardtable.ui.netdialogs import _buttons, _error_label
from cardtable.ui.setup import MAX_NAME

__all__ = ["JoinDialog", "LeftSeat"]


@dataclass(frozen=True, slots=True)
class LeftSeat:
    """A seat this computer took at a table and left while its game went on: offered by the
    join dialog, which fills in the table's address and code (and the name) when picked."""

    text: str
    where: str
    code: str
    name: str


class JoinDialog(QDialog):
    """Game ▸ Join a table…; see the module docstring."""

    #: Join: (HOST:PORT, code, name).
    join_requested = Signal(str, str, str)
    _found = Signal(object)

    #: How often the list of tables nearby is looked for again (ms).
    REFRESH_MS = 5000

    def __init__(
        self,
        name: str = "",
        discover: bool = True,
        parent: QWidget | None = None,
        left: Sequence[LeftSeat] = (),
    ):
        super().__init__(parent)
        self.setWindowTitle(_("Join a table"))
        self.setMinimumWidth(480)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText(_("for example 192.168.1.20:7421"))
        form.addRow(_("&Address:"), self.address)
        self.code = QLineEdit()
        self.code.setMaxLength(64)
        self.code.setPlaceholderText(_("the code the host gives you"))
        form.addRow(_("Join &code:"), self.code)
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME)
        self.name.setPlaceholderText(_("You"))
        form.addRow(_("Your &name:"), self.name)
        self.nearby = QListWidget()
        self.nearby.setAccessibleName(_("Tables on the local network"))
        self.nearby.setMaximumHeight(130)
        self.nearby.currentItemChanged.connect(self._picked)
        self.nearby_label = QLabel(_("Tables on the &local network:"))
        self.nearby_label.setBuddy(self.nearby)
        self.nearby_state = QLabel(_("Looking for tables…") if discover else "")
        self.nearby_state.setObjectName("hint")
        self.left = QListWidget()
        self.left.setAccessibleName(_("Seats you left, to take back"))
        for seat in left:
            item = QListWidgetItem(seat.text, self.left)
            item.setData(Qt.ItemDataRole.UserRole, (seat.where, seat.code, seat.name))
        # As tall as its seats (three at most, then it scrolls).
        rows = max(1, min(3, len(left)))
        row = self.left.fontMetrics().lineSpacing() + 18  # the theme pads each item by 6px
        self.left.setFixedHeight(rows * row + 10)
        self.left.currentItemChanged.connect(self._picked_left)
        self.left_label = QLabel(_("Seats you &left (Join takes yours back):"))
        self.left_label.setBuddy(self.left)
        self.problem = _error_label()
        self.join_button, buttons = _buttons(self, _("&Join"), self._join)
        lay = QVBoxLayout(self)
        if left:
            lay.addWidget(self.left_label)
            lay.addWidget(self.left)
            self.left.setCurrentRow(0)  # the seat left last, filled in
        else:
            self.left.hide()
            self.left_label.hide()
        lay.addLayout(form)
        if discover:
            lay.addWidget(self.nearby_label)
            lay.addWidget(self.nearby)
            lay.addWidget(self.nearby_state)
        else:
            self.nearby.hide()
            self.nearby_label.hide()
        lay.addWidget(self.problem)
        lay.addLayout(buttons)
        self._discover = discover
        self._looking = False
        self._found.connect(self._show_found)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.look)
        if discover:
            self._timer.start(self.REFRESH_MS)
            QTimer.singleShot(0, self.look)

    def look(self) -> None:
        """Look for tables nearby on a worker thread (the list is refreshed from its answer)."""
        if self._looking or not self._discover:
            return
        self._looking = True

        def work() -> None:
            from cardtable.net.discovery import browse

            try:
                found = asyncio.run(browse(1.5))
            except Exception:  # no multicast here: nothing is found
                found = []
            with contextlib.suppress(RuntimeError):  # the dialog is gone meanwhile
                self._found.emit(found)

        threading.Thread(target=work, name="cardtable-browse", daemon=True).start()

    def _show_found(self, found: list[object]) -> None:
        self._looking = False
        current = self.nearby.currentItem()
        chosen = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.nearby.blockSignals(True)
        self.nearby.clear()
        for table in found:
            where = getattr(table, "where", "")
            info = GAMES.get(getattr(table, "game", ""))
            title = info.title if info is not None else getattr(table, "game", "?")
            text = _("{game} at {where}: {open} of {players} seats open").format(
                game=title,
                where=where,
                open=getattr(table, "open_seats", 0),
                players=getattr(table, "players", 0),
            )
            item = QListWidgetItem(text, self.nearby)
            item.setData(Qt.ItemDataRole.UserRole, where)
            if where == chosen:
                self.nearby.setCurrentItem(item)
        self.nearby.blockSignals(False)
        self.nearby_state.setText(
            "" if found else _("No table announced nearby yet; still looking.")
        )

    def _picked_left(self, item: QListWidgetItem | None, _before: object = None) -> None:
        if item is not None:
            where, code, name = item.data(Qt.ItemDataRole.UserRole)
            self.address.setText(where)
            self.code.setText(code)
            if name:
                self.name.setText(name)
            self.join_button.setFocus()

    def forget_left(self, where: str, code: str) -> None:
        """Take a seat left off the list (its table no longer gives it back); the fields keep
        what they hold."""
        for row in range(self.left.count()):
            held = self.left.item(row).data(Qt.ItemDataRole.UserRole)
            if held[0] == where and held[1] == code:
                self.left.blockSignals(True)
                self.left.takeItem(row)
                self.left.blockSignals(False)
                break
        if self.left.count() == 0:
            self.left.hide()
            self.left_label.hide()

    def _picked(self, item: QListWidgetItem | None, _before: object = None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))
            self.code.setFocus()

    def _join(self) -> None:
        where = self.address.text().strip()
        code = self.code.text().strip()
        if not where:
            self.show_problem(_("Write the table's address, or pick a table found nearby."))
            self.address.setFocus()
            return
        if not code:
            self.show_problem(_("Write the join code the host gives you."))
            self.code.setFocus()
            return
        self.show_problem("")
        self.join_button.setEnabled(False)
        self.join_button.setText(_("Joining…"))
        self.join_requested.emit(where, code, self.name.text().strip())

    def show_problem(self, text: str) -> None:
        """A join that failed, in one sentence; the fields keep what was typed."""
        self.problem.setText(text)
        self.problem.setVisible(bool(text))
        if text:
            self.join_button.setEnabled(True)
            self.join_button.setText(_("&Join"))
        self._fit()

    def _fit(self) -> None:
        """Grow to hold every line of the sentence (it wraps), the fields at their full height."""
        lay = self.layout()
        assert lay is not None
        lay.activate()
        need = lay.totalHeightForWidth(self.width())  # -1: nothing wraps
        if need < 0:
            need = lay.totalMinimumSize().height()
        self.setMinimumHeight(need)
        if self.height() < need:
            self.resize(self.width(), need)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.problem.isVisible():  # narrower, the sentence takes more lines
            lay = self.layout()
            need = lay.totalHeightForWidth(self.width()) if lay is not None else -1
            if need > 0 and need != self.minimumHeight():
                QTimer.singleShot(0, self._fit)

    def done(self, result: int) -> None:
        self._timer.stop()
        self._discover = False
        super().done(result)
