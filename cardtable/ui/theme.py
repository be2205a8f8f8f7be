"""The table's look: felt, colours, fonts, and cached soft shadows.

Everything expensive to draw (the felt with its grain and vignette, card shadows) is rendered
once per size and device pixel ratio and then reused as a pixmap.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

FELT_CENTER = QColor("#2f7a4c")
FELT_MID = QColor("#1f6140")
FELT_EDGE = QColor("#0f3522")
GOLD = QColor("#f1c75b")
GOLD_SOFT = QColor(241, 199, 91, 90)
INK = QColor("#f4f1e8")
INK_DIM = QColor(244, 241, 232, 170)
PLATE_FILL = QColor(8, 26, 17, 205)
PLATE_EDGE = QColor(255, 255, 255, 48)
SLOT_EDGE = QColor(255, 255, 255, 60)
SLOT_FILL = QColor(0, 0, 0, 28)
TARGET_FILL = QColor(241, 199, 91, 46)
HOVER_FILL = QColor(241, 199, 91, 96)
SELECT_EDGE = QColor("#ffd966")
FOCUS_EDGE = QColor("#7fd3ff")
WIN_FILL = QColor(16, 38, 25, 250)


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(8, round(px)))
    f.setBold(bold)
    return f


def felt_pixmap(width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The table cloth for a ``width`` x ``height`` table: lit from the middle, with grain."""
    return _felt(max(1, width), max(1, height), round(dpr * 100))


#: The felt of the tables shown now (the game's, a replay's), not of every size seen: each is as
#: large as its view (4 MB at 1366x768).
@lru_cache(maxsize=2)
def _felt(width: int, height: int, dpr100: int) -> QPixmap:
    dpr = dpr100 / 100
    image = QImage(
        round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(dpr)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = max(width, height) * 0.75
    grad = QRadialGradient(QPointF(width / 2, height * 0.46), radius)
    grad.setColorAt(0.0, FELT_CENTER)
    grad.setColorAt(0.55, FELT_MID)
    grad.setColorAt(1.0, FELT_EDGE)
    p.fillRect(QRectF(0, 0, width, height), QBrush(grad))
    p.drawTiledPixmap(QRectF(0, 0, width, height), _grain())
    # A soft darker rim, like the edge of a table.
    rim = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.72)
    rim.setColorAt(0.78, QColor(0, 0, 0, 0))
    rim.setColorAt(1.0, QColor(0, 0, 0, 90))
    p.fillRect(QRectF(0, 0, width, height), QBrush(rim))
    p.end()
    return QPixmap.fromImage(image)


def warm_up() -> None:
    """Draw what every table needs before the first one is shown (the felt's grain)."""
    _grain()


@lru_cache(maxsize=1)
def _grain() -> QPixmap:
    """A tile of faint fibres so the felt does not look like flat paint."""
    size = 192
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    rng = random.Random(7)
    for _ in range(2600):
        x, y = rng.random() * size, rng.random() * size
        light = rng.random() < 0.5
        alpha = rng.randint(6, 16)
        p.setPen(QPen(QColor(255, 255, 255, alpha) if light else QColor(0, 0, 0, alpha + 4), 1))
        dx, dy = rng.uniform(-1.6, 1.6), rng.uniform(-1.6, 1.6)
        p.drawLine(QPointF(x, y), QPointF(x + dx, y + dy))
    p.end()
    return QPixmap.fromImage(image)


def shadow_pixmap(width: float, height: float, dpr: float = 1.0) -> QPixmap:
    """A soft shadow for a card of this size (drawn with a margin of ``shadow_margin``)."""
    return _shadow(round(width), round(height), round(dpr * 100))


def shadow_margin(width: float) -> float:
    return max(3.0, width * 0.07)


@lru_cache(maxsize=64)
def _shadow(width: int, height: int, dpr100: int) -> QPixmap:
    dpr = dpr100 / 100
    m = shadow_margin(width)
    w, h = width + 2 * m, height + 2 * m
    image = QImage(round(w * dpr), round(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    steps = 8
    radius = width * 0.06
    for i in range(steps):
        grow = m * (1 - i / steps)
        p.setBrush(QColor(0, 0, 0, 14))
        p.drawRoundedRect(
            QRectF(m - grow, m - grow, width + 2 * grow, height + 2 * grow),
            radius + grow,
            radius + grow,
        )
    p.end()
    return QPixmap.fromImage(image)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path
