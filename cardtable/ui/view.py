"""The table view: a QGraphicsView showing the scene one scene unit per pixel, felt behind.

The scene is laid out for the viewport's size (not scaled), so cards are drawn from pixmaps at
their real size and stay sharp; a resize lays the table out again. Keys go to the gesture
handler first.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from cardtable.i18n import _
from cardtable.ui import theme
from cardtable.ui.interaction import Gestures
from cardtable.ui.scene import TableScene


class FeltView(QGraphicsView):
    """A table scene on the felt, one scene unit per pixel, laid out again on every resize;
    the playing table and the replay's table are both drawn this way."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        # No background cache: the felt is already one pixmap for the viewport's size (the
        # theme keeps it), and Qt's cache would hold a second one as large (4 MB at 1366x768,
        # four times that on a double-density screen).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_size(float(size.width()), float(size.height()))
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        size = self.viewport().size()
        dpr = self.devicePixelRatioF()
        felt = theme.felt_pixmap(size.width(), size.height(), dpr)
        # Only the part to repaint, copied from the same place of the felt.
        part = QRectF(rect).intersected(QRectF(0, 0, size.width(), size.height()))
        source = QRectF(part.x() * dpr, part.y() * dpr, part.width() * dpr, part.height() * dpr)
        painter.drawPixmap(part, felt, source)


class TableView(FeltView):
    def __init__(
        self, scene: TableScene, gestures: Gestures, parent: QWidget | None = None
    ) -> None:
        super().__init__(scene, parent)
        self.gestures = gestures
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlags(
            QGraphicsView.OptimizationFlag.DontSavePainterState
            | QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing
        )
        self.setMinimumSize(640, 400)
        self.setAccessibleName(_("Card table"))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.gestures.key_press(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        if self.hasFocus() and self.gestures.tab(forward):
            return True
        return super().focusNextPrevChild(forward)
