"""Qt item models fed by the table controller: the score sheet and the move log.

Both are plain :class:`QAbstractTableModel` subclasses with proper begin/end notifications, so
any Qt view (a table, a list, an accessibility reader) can show them. They only ever hold what
the controller's snapshots and steps carry, which is already redacted for the viewer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from cardtable.engine.events import Scored
from cardtable.i18n import N_, _
from cardtable.session.contract import Snapshot, Step
from cardtable.session.logtext import LogLine
from cardtable.ui.layout.games import layout_for
from cardtable.ui.layout.spec import format_number
from cardtable.ui.table_control import TableControl

_Index = QModelIndex | QPersistentModelIndex


class MoveLogModel(QAbstractTableModel):
    """One row per action: its number, who acted and what happened, as the viewer may know it."""

    HEADERS = ("#", N_("Player"), N_("Move"))

    def __init__(self, controller: TableControl | None = None) -> None:
        super().__init__()
        self._lines: list[LogLine] = []
        self._controller = controller
        if controller is not None:
            controller.reset.connect(self._on_reset)
            controller.stepped.connect(self._on_step)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return _(self.HEADERS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            col = index.column()
            if col == 0:
                return "" if line.note else str(line.number)
            if col == 1:
                return line.who or _("Dealer")
            if line.note and role == Qt.ItemDataRole.AccessibleTextRole:
                return _("Scoring: {text}").format(text=line.text)
            return line.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return line.text
        if role == Qt.ItemDataRole.FontRole and line.note:
            font = QFont()
            font.setItalic(True)
            return font
        return None

    def line(self, row: int) -> LogLine:
        return self._lines[row]

    def set_lines(self, lines: Sequence[LogLine]) -> None:
        self.beginResetModel()
        self._lines = [ln for ln in lines if ln.text]
        self.endResetModel()

    def append(self, lines: Sequence[LogLine]) -> None:
        lines = [ln for ln in lines if ln.text]
        if not lines:
            return
        first = len(self._lines)
        self.beginInsertRows(QModelIndex(), first, first + len(lines) - 1)
        self._lines.extend(lines)
        self.endInsertRows()

    def _on_reset(self, snapshot: Snapshot) -> None:
        if self._controller is not None:
            self.set_lines(self._controller.log_lines())

    def _on_step(self, step: Step) -> None:
        self.append(step.lines)


class ScoreSheetModel(QAbstractTableModel):
    """One row per seat: name, running score in the game's units, and the last points scored."""

    def __init__(self, controller: TableControl | None = None) -> None:
        super().__init__()
        self._names: list[str] = []
        self._scores: list[int] = []
        self._last: list[str] = []
        self._winners: frozenset[int] = frozenset()
        self._turn = -1
        self._game = ""
        self._unit = _("Score")
        if controller is not None:
            controller.reset.connect(self.set_snapshot)
            controller.stepped.connect(self._on_step)
            controller.changed.connect(self.set_snapshot)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._names)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return (_("Player"), self._unit, _("Last"))[section]
        return str(section + 1)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._names):
            return None
        row, col = index.row(), index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if col == 0:
                return self._names[row]
            if col == 1:
                fmt = layout_for(self._game).score_fmt
                return format_number(self._scores[row], fmt)
            return self._last[row]
        if role == Qt.ItemDataRole.UserRole:
            return self._scores[row]
        if role == Qt.ItemDataRole.FontRole and (row in self._winners or row == self._turn):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and col > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def score(self, row: int) -> int:
        return self._scores[row]

    def set_snapshot(self, snapshot: Snapshot) -> None:
        names = list(snapshot.names)
        if names != self._names or snapshot.info.id != self._game:
            self.beginResetModel()
            self._names = names
            self._scores = list(snapshot.scores)
            self._last = [""] * len(names)
            self._game = snapshot.info.id
            unit = layout_for(self._game).score_label or snapshot.info.score_unit
            shown = _(unit)
            self._unit = shown[:1].upper() + shown[1:]
            self._winners = snapshot.winners
            self._turn = snapshot.current
            self.endResetModel()
            return
        changed = [
            r
            for r in range(len(names))
            if snapshot.scores[r] != self._scores[r]
            or (r in snapshot.winners) != (r in self._winners)
            or (r == snapshot.current) != (r == self._turn)
        ]
        self._scores = list(snapshot.scores)
        self._winners = snapshot.winners
        self._turn = snapshot.current
        for r in changed:
            self.dataChanged.emit(self.index(r, 0), self.index(r, 2))

    def _on_step(self, step: Step) -> None:
        for ev in step.events:
            if isinstance(ev, Scored) and 0 <= ev.seat < len(self._last):
                sign = "+" if ev.points >= 0 else ""
                self._last[ev.seat] = f"{sign}{ev.points} {ev.reason}"
                self.dataChanged.emit(self.index(ev.seat, 2), self.index(ev.seat, 2))
        self.set_snapshot(step.snapshot)


class LogView(QTableView):
    """A move log's table whose rows are as tall as their wrapped text.

    Qt's own "resize to contents" measures every row whenever anything changes, which takes
    seconds on the log of a long game; here only the rows in sight (and a few around them) are
    measured, once for each width of the move column, as they come into view.
    """

    #: Rows measured beyond each edge of the view, so a little scrolling finds them ready.
    MARGIN = 10

    def __init__(self) -> None:
        super().__init__()
        self._fitted: set[int] = set()
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self.fit_rows)
        self.verticalScrollBar().valueChanged.connect(lambda _v: self._fit_timer.start())
        self.horizontalHeader().sectionResized.connect(self._width_changed)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            model.modelReset.connect(self._refit)
            model.rowsInserted.connect(lambda *_args: self._fit_timer.start())

    def _width_changed(self, column: int, _old: int, _new: int) -> None:
        model = self.model()
        if model is not None and column == model.columnCount() - 1:
            self._refit()

    def _refit(self) -> None:
        self._fitted.clear()
        self._fit_timer.start()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_timer.start()

    def fit_rows(self) -> None:
        """Make the rows in sight as tall as their text (the view stays at the bottom if it
        was there: the newest move is seen whole)."""
        model = self.model()
        if model is None or not model.rowCount():
            return
        bar = self.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum()
        count = model.rowCount()
        while True:
            top = self.rowAt(0)
            bottom = self.rowAt(self.viewport().height() - 1)
            first = max(0, (top if top >= 0 else 0) - self.MARGIN)
            last = min(count - 1, (bottom if bottom >= 0 else count - 1) + self.MARGIN)
            todo = [r for r in range(first, last + 1) if r not in self._fitted]
            if not todo:
                break
            for row in todo:
                self.resizeRowToContents(row)
                self._fitted.add(row)
            if at_bottom:
                self.scrollToBottom()
        if at_bottom:
            self.scrollToBottom()


def log_table(model: MoveLogModel) -> LogView:
    """A read-only view of a move log: whole rows selected, the last column (the move) taking
    the width left, a long move wrapped onto more lines (never cut short) in a row as tall as
    its text; the tooltip and a screen reader have every move whole too."""
    view = LogView()
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Tab and Shift+Tab leave the log (the arrows move over its rows), and Ctrl+Tab reaches
    # the tab widget it sits in, which turns to the other page (it moved over the cells).
    view.setTabKeyNavigation(False)
    view.setWordWrap(True)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = view.horizontalHeader()
    header.setStretchLastSection(True)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(model.columnCount() - 1, QHeaderView.ResizeMode.Stretch)
    view.setTextElideMode(Qt.TextElideMode.ElideNone)
    view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    return view
