"""Score sheet views: the round-by-round table, Moosehead's race track, and the panel holding them.

:class:`SheetModel` serves a :class:`~cardtable.session.scoresheet.ScoreSheet` (rounds down,
players or teams across) to any Qt view, with proper reset notifications. :class:`RaceTrack`
draws a race to a target (Moosehead's 50) as a track with one lane per player. :class:`ScorePanel`
stacks a heading, the track (when the game has one), the table and a note; it is used beside the
table, in the large score sheet window and in the end-of-game summary. Everything shown comes
from the controller's snapshots, whose sheets are built from public values only.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QMargins,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    Qt,
)
from PySide6.QtGui import QAccessible, QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardtable.i18n import _
from cardtable.session.scoresheet import RowKind, ScoreSheet, Track
from cardtable.ui import theme
from cardtable.ui.a11y import notify

_Index = QModelIndex | QPersistentModelIndex

#: Lane colours for the race track (enough for eight players).
LANE_COLOURS = (
    "#f1c75b",
    "#7fd3ff",
    "#ff8f7a",
    "#9be38f",
    "#d6a2ff",
    "#ffd0e8",
    "#f4f1e8",
    "#ffb347",
)


# The view asks every cell for a dozen roles on every reset: looked up once, not per call.
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_FONT = Qt.ItemDataRole.FontRole
_FOREGROUND = Qt.ItemDataRole.ForegroundRole
_BACKGROUND = Qt.ItemDataRole.BackgroundRole
_TIP = Qt.ItemDataRole.ToolTipRole
_ROLES = frozenset({_DISPLAY, _ACCESSIBLE, _ALIGN, _FONT, _FOREGROUND, _BACKGROUND, _TIP})
_CENTER = int(Qt.AlignmentFlag.AlignCenter)
_PENALTY_INK = QColor("#ff9a8a")
_TOTAL_FILL = QColor("#1f4a33")
_CURRENT_FILL = QColor(241, 199, 91, 28)


def detail_text(sheet: ScoreSheet, row: int, column: int) -> str:
    """How one cell's score came about: "Round 3, Alice: 2 cards left: … = 11 points"."""
    if not 0 <= row < len(sheet.rows) or not 0 <= column < len(sheet.columns):
        return ""
    line = sheet.rows[row]
    detail = line.detail(column)
    return f"{line.label}, {sheet.columns[column]}: {detail}" if detail else ""


def latest_details(sheet: ScoreSheet) -> str:
    """The last round with explained scores, every column's explanation on its own line."""
    for row in reversed(sheet.rows):
        if any(row.details):
            told = [
                f"{name}: {row.detail(col)}"
                for col, name in enumerate(sheet.columns)
                if row.detail(col)
            ]
            return "\n".join([f"{row.label}:", *told])
    return ""


@cache
def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


class SheetModel(QAbstractTableModel):
    """Rows are the sheet's rows (rounds, penalties, total); columns its players or teams."""

    def __init__(self) -> None:
        super().__init__()
        self.sheet: ScoreSheet | None = None

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        if sheet == self.sheet:
            return
        old = self.sheet
        same_shape = (
            old is not None
            and sheet is not None
            and old.columns == sheet.columns
            and len(old.rows) == len(sheet.rows)
        )
        if same_shape and sheet is not None:
            self.sheet = sheet
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(sheet.rows) - 1, len(sheet.columns) - 1)
            )
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(sheet.rows) - 1)
            return
        self.beginResetModel()
        self.sheet = sheet
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.sheet is None else len(self.sheet.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.sheet is None else len(self.sheet.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        sheet = self.sheet
        if sheet is None:
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if orientation == Qt.Orientation.Horizontal and section < len(sheet.columns):
                return sheet.columns[section]
            if orientation == Qt.Orientation.Vertical and section < len(sheet.rows):
                return sheet.rows[section].label
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == Qt.ItemDataRole.FontRole and horizontal and section in sheet.leaders:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def data(self, index: _Index, role: int = _DISPLAY) -> Any:
        sheet = self.sheet
        if sheet is None or role not in _ROLES or not index.isValid():
            return None
        row = sheet.rows[index.row()]
        col = index.column()
        if role == _DISPLAY:
            return row.cells[col]
        if role == _ACCESSIBLE:
            cell = row.cells[col] or _("not played yet")
            detail = row.detail(col)
            return f"{sheet.columns[col]}, {row.label}: {cell}" + (f". {detail}" if detail else "")
        if role == _TIP:
            return detail_text(sheet, index.row(), col) or None
        if role == _ALIGN:
            return _CENTER
        kind = row.kind
        if role == _FONT:
            return _bold() if kind is RowKind.TOTAL else None
        if role == _FOREGROUND:
            if kind is RowKind.TOTAL and col in sheet.leaders:
                return theme.GOLD
            if kind is RowKind.CURRENT or kind is RowKind.FUTURE:
                return theme.INK_DIM
            if kind is RowKind.PENALTY:
                return _PENALTY_INK
            return None
        if kind is RowKind.TOTAL:
            return _TOTAL_FILL
        if kind is RowKind.CURRENT:
            return _CURRENT_FILL
        return None


class RaceTrack(QWidget):
    """A race to a target drawn as a track: one lane per player, a marker at their score."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.track: Track | None = None
        self.names: tuple[str, ...] = ()
        self.leaders: frozenset[int] = frozenset()
        self.setMinimumHeight(60)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(_("Race to 50"))

    def set_track(
        self, track: Track | None, names: tuple[str, ...], leaders: frozenset[int]
    ) -> None:
        self.track, self.names, self.leaders = track, names, leaders
        lanes = len(names) if track else 0
        self.setFixedHeight(34 + 22 * lanes if track else 0)
        self.setVisible(track is not None)
        if track is not None:
            self.setAccessibleName(_("Race to {target}").format(target=track.target))
            self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        if self.track is None:
            return ""
        parts = [f"{n} {p}" for n, p in zip(self.names, self.track.positions, strict=False)]
        return _("Race to {target}: ").format(target=self.track.target) + ", ".join(parts)

    def paintEvent(self, event: QPaintEvent) -> None:
        track = self.track
        if track is None or not self.names:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        name_w = min(110.0, self.width() * 0.26)
        left, right = name_w + 10.0, self.width() - 22.0
        top = 8.0
        lane_h = 22.0
        span = max(1.0, right - left)
        target = max(1, track.target)

        def x_of(points: int) -> float:
            # A score past the finish is drawn on it (its number says the whole score).
            return left + span * max(0, min(points, target)) / target

        # The ticks and their numbers along the bottom.
        painter.setFont(theme.font(10))
        bottom = top + lane_h * len(self.names)
        for p in range(0, target + 1, track.step):
            x = x_of(p)
            major = p % (track.step * 2) == 0 or p == target
            painter.setPen(QPen(QColor(255, 255, 255, 60 if major else 28), 1))
            painter.drawLine(int(x), int(top), int(x), int(bottom))
            if major:
                painter.setPen(theme.INK_DIM)
                painter.drawText(
                    QRectF(x - 14, bottom + 2, 28, 14), Qt.AlignmentFlag.AlignCenter, str(p)
                )
        # The finish line.
        fx = x_of(target)
        painter.setPen(QPen(theme.GOLD, 2.5))
        painter.drawLine(int(fx), int(top - 4), int(fx), int(bottom + 2))
        for seat, (name, pos) in enumerate(zip(self.names, track.positions, strict=False)):
            y = top + lane_h * seat + lane_h / 2
            colour = QColor(LANE_COLOURS[seat % len(LANE_COLOURS)])
            painter.setPen(theme.GOLD if seat in self.leaders else theme.INK)
            painter.setFont(theme.font(12, bold=seat in self.leaders))
            painter.drawText(
                QRectF(0, y - 10, name_w, 20),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(name_w)),
            )
            painter.setPen(
                QPen(QColor(255, 255, 255, 40), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.drawLine(int(left), int(y), int(right), int(y))
            painter.setPen(QPen(colour, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(int(left), int(y), int(x_of(pos)), int(y))
            painter.setBrush(colour)
            painter.setPen(QPen(QColor("#10281b"), 1.5))
            painter.drawEllipse(QRectF(x_of(pos) - 8, y - 8, 16, 16))
            painter.setPen(QColor("#10281b"))
            painter.setFont(theme.font(8, bold=True))
            painter.drawText(
                QRectF(x_of(pos) - 8, y - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, str(pos)
            )
        painter.end()


class ScorePanel(QWidget):
    """Heading, race track (if any), the round-by-round table and a note."""

    def __init__(self, parent: QWidget | None = None, large: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("scorePanel")
        self.model = SheetModel()
        self.heading = QLabel("")
        self.heading.setObjectName("sheetHeading")
        self.heading.setWordWrap(True)
        self.track = RaceTrack()
        self.table = QTableView()
        self.table.setObjectName("scoreTable")
        self.table.setModel(self.model)
        self.table.setAccessibleName(_("Score sheet"))
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Tab and Shift+Tab leave the sheet (the arrows move over its cells).
        self.table.setTabKeyNavigation(False)
        self.table.setWordWrap(False)
        self.table.setCornerButtonEnabled(False)
        header = self.table.horizontalHeader()
        # Columns are sized by _fit_columns: a crowded sheet squeezes them (names shortened
        # with "…") rather than hiding a player's column behind a sideways scroll, which is
        # left only for a sheet too narrow for every column at the least width.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setMinimumSectionSize(30)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        vheader = self.table.verticalHeader()
        vheader.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        vheader.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.note = QLabel("")
        self.note.setObjectName("sheetNote")
        self.note.setWordWrap(True)
        #: How scores came about: the cell under the mouse or keyboard focus, else the last
        #: round that scored.
        self.detail = QLabel("")
        self.detail.setObjectName("sheetDetail")
        self.detail.setWordWrap(True)
        self.detail.setAccessibleName(_("How the scores came about"))
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table.setMouseTracking(True)
        self.table.entered.connect(self._show_detail)
        self.table.viewport().installEventFilter(self)
        layout = QVBoxLayout(self)
        margin = 16 if large else 6
        layout.setContentsMargins(margin, margin, margin, margin)
        layout.setSpacing(8)
        layout.addWidget(self.heading)
        layout.addWidget(self.track)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)
        layout.addWidget(self.note)
        self.track.set_track(None, (), frozenset())
        self.detail.hide()
        self.table.selectionModel().currentChanged.connect(
            lambda index, _old: self._show_detail(index)
        )

    def _show_detail(self, index: QModelIndex | QPersistentModelIndex | None = None) -> None:
        """The detail line: the pointed or focused cell's explanation, else the latest round's."""
        sheet = self.model.sheet
        text = ""
        if sheet is not None:
            if index is not None and index.isValid():
                text = detail_text(sheet, index.row(), index.column())
            if not text:
                text = latest_details(sheet)
        self.detail.setText(text)
        self.detail.setVisible(bool(text))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport():
            if event.type() == QEvent.Type.Leave:
                self._show_detail(None)
            elif event.type() == QEvent.Type.Resize:
                self._fit_columns()
        return super().eventFilter(watched, event)

    def _fit_columns(self) -> None:
        """Share the sheet's width among the players' columns: each as wide as its name and
        scores want, the room left over shared out evenly; when the room is short, every column
        is shortened to a common width, the widest first (never below the header's minimum)."""
        table, header = self.table, self.table.horizontalHeader()
        count = self.model.columnCount()
        if count == 0:
            return
        # A leader's name is drawn bold: every name is measured bold, so that a column does
        # not need more room when its player takes the lead.
        font = QFont(header.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        horizontal = Qt.Orientation.Horizontal
        wants = [
            max(
                header.minimumSectionSize(),
                header.sectionSizeHint(i),
                metrics.horizontalAdvance(str(self.model.headerData(i, horizontal) or "")) + 12,
                table.sizeHintForColumn(i),
            )
            for i in range(count)
        ]
        room = table.viewport().width()
        total = sum(wants)
        if total <= room:
            spare = room - total
            widths = [
                w + spare // count + (1 if i < spare % count else 0) for i, w in enumerate(wants)
            ]
        else:
            # The widest columns give up room first, down to a common width: short names stay
            # whole, long ones are shortened alike.
            cap = max(wants)
            while cap > header.minimumSectionSize() and sum(min(w, cap) for w in wants) > room:
                cap -= 1
            widths = [min(w, cap) for w in wants]
        for i, width in enumerate(widths):
            if header.sectionSize(i) != width:
                header.resizeSection(i, width)

    def wanted_width(self) -> int:
        """The panel's width with every column of the sheet shown (no sideways scrolling)."""
        table = self.table
        header = table.horizontalHeader()
        columns = sum(
            max(header.minimumSectionSize(), header.sectionSizeHint(i), table.sizeHintForColumn(i))
            for i in range(self.model.columnCount())
        )
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        rows = table.verticalHeader()
        # The row labels as they are laid out now (sized to their contents), with room for a
        # scroll bar once the rows are more than the panel shows.
        return (
            rows.sizeHint().width()
            + columns
            + 2 * table.frameWidth()
            + table.verticalScrollBar().sizeHint().width()
            + margins.left()
            + margins.right()
        )

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        changed = sheet != self.model.sheet
        self.model.set_sheet(sheet)
        if sheet is None:
            self.heading.setText("")
            self.detail.hide()
            self.note.setText("")
            self.track.set_track(None, (), frozenset())
            return
        self.heading.setText(sheet.heading)
        if changed:
            self._fit_columns()
        self._show_detail(self.table.currentIndex())
        self.note.setText(sheet.note)
        self.note.setVisible(bool(sheet.note))
        self.track.set_track(sheet.track, sheet.columns, sheet.leaders)
        if changed:
            current = next((i for i, r in enumerate(sheet.rows) if r.kind is RowKind.CURRENT), None)
            if current is not None:
                self.table.scrollTo(self.model.index(current, 0))
            self.table.setAccessibleDescription(sheet.as_text())
            notify(self.table, QAccessible.Event.DescriptionChanged)


class ScoreSheetWindow(QDialog):
    """The score sheet on its own, large (View ▸ Score sheet)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Score sheet"))
        self.setObjectName("sheetWindow")
        self.panel = ScorePanel(large=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.panel)
        self.resize(720, 560)

    def set_sheet(self, sheet: ScoreSheet | None) -> None:
        self.panel.set_sheet(sheet)
