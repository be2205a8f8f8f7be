"""The message toast: a refusal's reason, a hint, a note, written on the table for a moment.

A toast is put where it hides nothing the player needs: of the places on the felt that no card,
name plate, caption, badge, chip or panel lies under, the one nearest the middle of the table just
above the player's own hand (where the eye is when a move is refused); a long message is broken
into two or three lines when that finds such a place nearer. Only when the table is full
everywhere does it lie where it covers least.

It leaves by itself after a time that grows with its length (:func:`reading_seconds`), long enough
to read it, and at once when the table page takes it back (a hint whose position has gone).
Screen readers do not read the toast: the table page says every message on the status line.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from cardtable.ui import theme
from cardtable.ui.items import SlotItem
from cardtable.ui.plates import PanelItem

#: Reading time: a start, a time per word, and the shortest and longest a toast stays (seconds).
BASE_SECONDS = 2.5
WORD_SECONDS = 0.3
MIN_SECONDS = 4.0
MAX_SECONDS = 12.0
#: The toast's depth: over every card; under it only nothing.
Z_TOAST = 20_000.0
#: Items at this depth or above are overlays (the end-of-game banner and its dimmer, the toast
#: itself), not things on the table the toast must keep clear of.
Z_OVERLAYS = 18_000.0
#: Room kept between the toast and what it keeps clear of, and from the table's edge (pixels).
CLEARANCE = 8.0
EDGE = 8.0
#: How much farther away (pixels) a place may be for a toast on one line fewer.
LINE_COST = 100.0


def reading_seconds(text: str) -> float:
    """How long a message stays: long enough to read at an unhurried pace."""
    words = len(text.split())
    return min(MAX_SECONDS, max(MIN_SECONDS, BASE_SECONDS + WORD_SECONDS * words))


def split_lines(text: str, count: int) -> list[str]:
    """``text`` broken between words into ``count`` lines of about equal length (fewer when it
    has fewer words); the first break prefers a colon near it ("Hint: Play 9♠:" / "...")."""
    words = text.split(" ")
    if count <= 1 or len(words) < 2:
        return [text]
    count = min(count, len(words))
    lines: list[str] = []
    rest = text
    for left in range(count, 1, -1):
        spaces = [i for i, ch in enumerate(rest) if ch == " "]
        if not spaces:
            break
        target = len(rest) / left
        colons = [i for i in spaces if rest[i - 1] == ":" and abs(i - target) < len(rest) / 4]
        cut = min(colons or spaces, key=lambda i: abs(i - target))
        lines.append(rest[:cut])
        rest = rest[cut + 1 :]
    lines.append(rest)
    return lines


def free_spot(
    width: float, height: float, area: QRectF, obstacles: Sequence[QRectF], prefer: QPointF
) -> QPointF | None:
    """The top-left corner of a ``width`` x ``height`` box inside ``area`` that meets none of
    ``obstacles``, with its centre as near ``prefer`` as can be; None when there is none."""
    if width > area.width() or height > area.height():
        return None
    best: QPointF | None = None
    best_distance = math.inf
    step = 4.0
    top, bottom = area.top(), area.bottom() - height
    rows = int((bottom - top) // step) + 1
    for row in range(rows + 1):
        y = min(bottom, top + row * step)
        band = sorted(
            (o.left(), o.right()) for o in obstacles if o.top() < y + height and o.bottom() > y
        )
        start = area.left()
        gaps: list[tuple[float, float]] = []
        for left, right in band:
            if left > start:
                gaps.append((start, left))
            start = max(start, right)
        gaps.append((start, area.right()))
        for left, right in gaps:
            if right - left < width:
                continue
            x = min(max(prefer.x() - width / 2, left), right - width)
            distance = math.hypot(x + width / 2 - prefer.x(), y + height / 2 - prefer.y())
            if distance < best_distance:
                best, best_distance = QPointF(x, y), distance
    return best


def least_covered_spot(
    width: float, height: float, area: QRectF, obstacles: Sequence[QRectF], prefer: QPointF
) -> QPointF:
    """Where a box covers the least of ``obstacles`` (then nearest ``prefer``): for a table with
    no free place big enough."""
    best = QPointF(area.left(), area.top())
    best_key = (math.inf, math.inf)
    step = 24.0
    xs = int(max(0.0, area.width() - width) // step) + 1
    ys = int(max(0.0, area.height() - height) // step) + 1
    for i in range(xs + 1):
        x = area.left() + min(i * step, max(0.0, area.width() - width))
        for j in range(ys + 1):
            y = area.top() + min(j * step, max(0.0, area.height() - height))
            box = QRectF(x, y, width, height)
            covered = 0.0
            for o in obstacles:
                part = box.intersected(o)
                covered += part.width() * part.height()
            distance = math.hypot(x + width / 2 - prefer.x(), y + height / 2 - prefer.y())
            if (covered, distance) < best_key:
                best, best_key = QPointF(x, y), (covered, distance)
    return best


def obstacles(items: Iterable[QGraphicsItem], skip: QGraphicsItem) -> list[QRectF]:
    """The scene rects of what a toast must keep clear of: every shown item on the table
    (cards, places, plates, captions, badges, chips, panels), not the overlays."""
    rects: list[QRectF] = []
    for item in items:
        if item is skip or not item.isVisible() or item.zValue() >= Z_OVERLAYS:
            continue
        if isinstance(item, SlotItem) and not item.drawn():
            continue  # a place that shows nothing (its cards are counted themselves)
        rect = item.sceneBoundingRect()
        if rect.isEmpty():
            continue
        rects.append(rect.adjusted(-CLEARANCE, -CLEARANCE, CLEARANCE, CLEARANCE))
    return rects


class Toast(QObject):
    """The toast item on a table scene and the timer that takes it away."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.item = PanelItem()
        self.item.setZValue(Z_TOAST)
        self.item.fill = QColor(20, 16, 12, 230)
        self.item.edge = QColor(241, 199, 91, 160)
        self.item.hide()
        scene.addItem(self.item)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)
        #: The seconds the toast shown now stays (tests read it).
        self.seconds = 0.0
        self._text = ""
        self._prefer = QPointF()
        #: The table's size the toast was placed for.
        self._placed_for = (0.0, 0.0)

    def show(self, text: str, prefer: QPointF, seconds: float | None = None) -> None:
        """Write ``text`` near ``prefer`` (see the module docstring) for ``seconds`` (by
        default, its reading time)."""
        if not text:
            self.hide()
            return
        self._text = text
        self._prefer = prefer
        self.place()
        self.item.show()
        self.seconds = reading_seconds(text) if seconds is None else seconds
        self.timer.start(round(self.seconds * 1000))

    def place(self) -> None:
        """Lay the toast out and put it where it hides the least (again after the table was
        laid out anew, while it is shown)."""
        text = self._text
        if not text:
            return
        rect = self.scene.sceneRect()
        w, h = rect.width(), rect.height()
        px = max(13.0, min(18.0, h * 0.024))
        metrics = QFontMetricsF(theme.font(px, True))
        room = w * 0.8
        area = rect.adjusted(EDGE, EDGE, -EDGE, -EDGE)
        blocked = obstacles(self.scene.items(), self.item)
        shapes: list[tuple[list[str], float, float]] = []
        best: tuple[float, list[str], float, float, QPointF] | None = None
        for count in (1, 2, 3):
            lines = split_lines(text, count)
            if len(lines) < count:
                break  # no more words to break
            wide = max(metrics.horizontalAdvance(line) for line in lines) + 40
            if count == 1 and wide > room and " " in text:
                continue  # a long message (a hint's reason) is never one line across the table
            width = min(room, max(260.0, wide))
            height = px * 2.6 + (metrics.height() + 4) * (len(lines) - 1)
            shapes.append((lines, width, height))
            spot = free_spot(width, height, area, blocked, self._prefer)
            if spot is None:
                continue
            # Nearest the player's eye wins; each line more counts as a little farther away.
            centre = QPointF(spot.x() + width / 2, spot.y() + height / 2) - self._prefer
            cost = math.hypot(centre.x(), centre.y()) + LINE_COST * (len(lines) - 1)
            if best is None or cost < best[0]:
                best = (cost, lines, width, height, spot)
        if best is not None:
            _cost, lines, width, height, spot = best
        else:
            lines, width, height = shapes[min(1, len(shapes) - 1)]
            spot = least_covered_spot(width, height, area, blocked, self._prefer)
        self._put(lines, px, width, height, spot)

    def refit(self) -> None:
        """Place a toast shown now again when the table has been laid out for another size (a
        new step leaves it where it is: a message that moves about is hard to read)."""
        rect = self.scene.sceneRect()
        if self._text and (rect.width(), rect.height()) != self._placed_for:
            self.place()

    def _put(self, lines: list[str], px: float, width: float, height: float, at: QPointF) -> None:
        content = [(line, px, True, theme.INK) for line in lines]
        self.item.set_content(QRectF(0, 0, width, height), content)
        self.item.setPos(at)

    def hide(self) -> None:
        self.timer.stop()
        self.item.hide()
        self._text = ""

    def text(self) -> str:
        """The message shown now, on one line ("" when none)."""
        return self.item.text().replace("\n", " ") if self.item.isVisible() else ""

    def rect(self) -> QRectF:
        """Where the toast's panel lies on the table (scene coordinates)."""
        return self.item.mapRectToScene(self.item.rect)
