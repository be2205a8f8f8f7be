"""A panel shown over the whole table page: a dimmed (or opaque) backdrop and a centred card.

Used by the pass-and-play privacy screen and the end-of-game summary. The overlay follows its
parent's size, takes the keyboard focus while shown and blocks the mouse from reaching the table.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QVBoxLayout, QWidget


class Overlay(QWidget):
    def __init__(self, parent: QWidget, backdrop: QColor) -> None:
        super().__init__(parent)
        self.backdrop = backdrop
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.card = QFrame(self)
        self.card.setObjectName("overlayCard")
        self.body = QVBoxLayout(self.card)
        self.body.setContentsMargins(36, 28, 36, 28)
        self.body.setSpacing(12)
        # Centred across by stretches beside it, not by an alignment: a box layout asks an aligned
        # item its height for the whole row's width, so a card with wrapped text would be given
        # the height of fewer lines than it shows at its own width, and its rows would overlap.
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card)
        row.addStretch(1)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._fit()
        return False

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def open(self) -> None:
        self._fit()
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.backdrop)
