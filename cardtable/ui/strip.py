"""Parts of the action bar that keep it one steady row high.

:class:`ButtonStrip` lines controls up left to right in a single row that never wraps: when
they are wider than the room (six chip colours, a bet box and its buttons in a small window),
the row scrolls instead, by the arrows that then appear at its ends, the mouse wheel, or the
keyboard focus (a button given the focus is brought into view). :class:`ElidedLabel` is a
prompt that gives way to the buttons by ending in "…" and shows its whole text as a tooltip;
screen readers still hear the whole text.

So the bar's height never changes with what it offers, and the table above it keeps its size
for the whole turn.
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from cardtable.i18n import _

#: How far one click on an arrow scrolls the row (pixels).
ARROW_STEP = 120
#: The arrows, in the colours of the table's buttons.
ARROW_STYLE = (
    "QToolButton { color: #f4f1e8; background: #2c5e41; border: 1px solid #4d8a66;"
    " border-radius: 6px; padding: 4px 3px; font-size: 11px; }"
    "QToolButton:hover { background: #367352; }"
    "QToolButton:disabled { color: #4d6b58; background: transparent; border-color: #2f5c43; }"
)


class ButtonStrip(QWidget):
    """One row of controls that scrolls rather than wraps; add them to :attr:`row`."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self.setObjectName("buttonStrip")
        self.inner = QWidget()
        self.inner.setObjectName("buttonRow")
        self.row = QHBoxLayout(self.inner)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(spacing)
        self.row.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.area = QScrollArea()
        self.area.setObjectName("buttonArea")
        self.area.setWidget(self.inner)
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.area.viewport().setAutoFillBackground(False)
        self.inner.setAutoFillBackground(False)
        self.back = self._arrow("◀", _("Earlier buttons"), -1)
        self.on = self._arrow("▶", _("More buttons"), 1)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        outer.addWidget(self.back)
        outer.addWidget(self.area, 1)
        outer.addWidget(self.on)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        bar = self.area.horizontalScrollBar()
        bar.rangeChanged.connect(self._update_arrows)
        bar.valueChanged.connect(self._update_arrows)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        # The row inside the scroll area does not tell the bar when its controls change; and
        # a control shown is laid out at once, so it can be clicked before the next event loop.
        self.inner.installEventFilter(self)
        # The wheel over the row scrolls it across (the scroll area would only scroll down).
        self.area.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.area.viewport() and isinstance(event, QWheelEvent):
            return self._wheel(event)
        if watched is self.inner:
            if kind == QEvent.Type.LayoutRequest:
                self.updateGeometry()
            elif kind == QEvent.Type.ChildAdded and isinstance(event, QChildEvent):
                child = event.child()
                if isinstance(child, QWidget):
                    child.installEventFilter(self)
        elif kind in (QEvent.Type.Show, QEvent.Type.Hide) and (
            isinstance(watched, QWidget) and watched.parentWidget() is self.inner
        ):
            self.settle()
        return False

    def settle(self) -> None:
        """Lay the row out now (the bar, the scroll area and the row), not at the next turn
        of the event loop."""
        if not self.isVisible():
            return
        self.row.invalidate()
        self.updateGeometry()
        parent = self.parentWidget()
        outer = parent.layout() if parent is not None else None
        if outer is not None:
            outer.activate()
        viewport = self.area.viewport()
        least = self.inner.minimumSizeHint()
        self.inner.resize(
            max(viewport.width(), least.width()), max(viewport.height(), least.height())
        )
        self.row.activate()

    def _arrow(self, arrow: str, name: str, direction: int) -> QToolButton:
        button = QToolButton()
        button.setObjectName("stripArrow")
        button.setText(arrow)
        button.setAutoRepeat(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard reaches every button itself
        button.setAccessibleName(name)
        button.setToolTip(name)
        button.setStyleSheet(ARROW_STYLE)
        button.clicked.connect(lambda: self.scroll_by(direction * ARROW_STEP))
        button.hide()
        return button

    def sizeHint(self) -> QSize:
        hint = self.inner.sizeHint()
        return QSize(hint.width(), max(0, hint.height()))

    def minimumSizeHint(self) -> QSize:
        hint = self.inner.sizeHint()
        arrows = self.back.sizeHint().width() + self.on.sizeHint().width()
        return QSize(min(hint.width(), arrows + 80), max(0, hint.height()))

    def overflows(self) -> bool:
        """Whether some of the row is out of view (and the arrows show)."""
        return self.area.horizontalScrollBar().maximum() > 0

    def scroll_by(self, pixels: int) -> None:
        bar = self.area.horizontalScrollBar()
        bar.setValue(bar.value() + pixels)

    def _update_arrows(self, *_args: object) -> None:
        bar = self.area.horizontalScrollBar()
        over = bar.maximum() > 0
        self.back.setVisible(over)
        self.on.setVisible(over)
        self.back.setEnabled(bar.value() > bar.minimum())
        self.on.setEnabled(bar.value() < bar.maximum())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._update_arrows()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if not self._wheel(event):
            super().wheelEvent(event)

    def _wheel(self, event: QWheelEvent) -> bool:
        delta = event.angleDelta()
        step = delta.x() or delta.y()
        if not (step and self.overflows()):
            return False
        self.scroll_by(-step)
        event.accept()
        return True

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and new is not self.inner and self.inner.isAncestorOf(new):
            self.area.ensureWidgetVisible(new, 24, 0)


class ElidedLabel(QLabel):
    """A one-line label that ends in "…" when it is given less room than its text needs; the
    whole text stays its text (read by screen readers) and shows as its tooltip then."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        #: The fewest pixels it keeps, however little room there is.
        self.least = 120

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self.least), hint.height())

    def elided(self) -> bool:
        """Whether the label shows less than its whole text."""
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        return self.fontMetrics().horizontalAdvance(self.text()) > room

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.setToolTip(self.text() if self.elided() else "")

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text if self.elided() else "")

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.elided():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        rect = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(rect, int(self.alignment()), text)
        painter.end()
