"""Moving cards and tokens smoothly: queued motions per item, run by one timer.

Each item has a queue of :class:`Motion` segments (where to go, when to start, how long, which
face to show on arrival with a turn-over halfway). One timer drives every moving item, so 110
cards cost one tick. ``speed`` scales all durations; speed 0 applies every motion at once (no
animation), which the tests use. ``busy_changed`` tells the scene when motion starts and stops.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QGraphicsItem

from cardtable.engine.cards import Card

_KEEP = object()


@dataclass(slots=True)
class Motion:
    x: float
    y: float
    rot: float
    start: float  # seconds on the animator's clock
    duration: float
    #: The card to show once this motion is halfway (``_KEEP``: no change).
    face: object = _KEEP
    z: float | None = None
    #: Raise the item above everything while it moves.
    lift: bool = False
    on_done: Callable[[], None] | None = None
    #: The card width to grow or shrink to (None: keep).
    width: float | None = None
    # Filled in when the motion starts.
    began: bool = False
    x0: float = 0.0
    y0: float = 0.0
    rot0: float = 0.0
    flipped: bool = False
    w0: float = 0.0


def _show(item: QGraphicsItem, face: object) -> None:
    """Turn a card item to ``face`` (a Card, or None for its back); other items ignore it."""
    set_card = getattr(item, "set_card", None)
    if set_card is not None:
        set_card(face if isinstance(face, Card) else None)


def _set_moving(item: QGraphicsItem, moving: bool) -> None:
    """Tell a card item whether it is in flight (a buried pile card shows while it moves)."""
    if getattr(item, "in_motion", None) not in (None, moving):
        item.__setattr__("in_motion", moving)
        item.update()


def _ease(t: float) -> float:
    """Ease out (cubic): quick start, gentle landing."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


class Animator(QObject):
    busy_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 1.0
        self._queues: dict[QGraphicsItem, deque[Motion]] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._tick)
        self._busy = False
        self._origin = time.monotonic()

    # --- clock -----------------------------------------------------------------------------------

    def now(self) -> float:
        return time.monotonic() - self._origin

    def scaled(self, seconds: float) -> float:
        return seconds / self.speed if self.speed > 0 else 0.0

    @property
    def instant(self) -> bool:
        return self.speed <= 0

    def busy(self) -> bool:
        return bool(self._queues)

    def end_time(self) -> float:
        """When the last queued motion ends (now, if nothing moves)."""
        end = self.now()
        for queue in self._queues.values():
            for m in queue:
                end = max(end, m.start + m.duration)
        return end

    # --- motions ---------------------------------------------------------------------------------

    def move(
        self,
        item: QGraphicsItem,
        x: float,
        y: float,
        rot: float = 0.0,
        *,
        delay: float = 0.0,
        duration: float = 0.28,
        face: object = _KEEP,
        z: float | None = None,
        lift: bool = False,
        at: float | None = None,
        on_done: Callable[[], None] | None = None,
        width: float | None = None,
    ) -> None:
        """Send ``item`` to (x, y, rot); ``delay`` and ``duration`` are in seconds at speed 1.

        ``at`` is an absolute start time on the animator's clock (already scaled).
        """
        if self.instant:
            self.cancel(item)
            self._finish(item, Motion(x, y, rot, 0.0, 0.0, face, z, lift, on_done, width))
            return
        start = (self.now() if at is None else at) + self.scaled(delay)
        queue = self._queues.get(item)
        if queue:
            last = queue[-1]
            start = max(start, last.start)  # keep the order of an item's motions
            if (
                not lift
                and face is _KEEP
                and abs(last.x - x) < 0.01
                and abs(last.y - y) < 0.01
                and abs(last.rot - rot) < 0.01
                and (width is None or last.width is None or abs(last.width - width) < 0.01)
            ):
                if z is not None:
                    last.z = z
                if width is not None:
                    last.width = width
                return
        elif (
            face is _KEEP
            and abs(item.x() - x) < 0.01
            and abs(item.y() - y) < 0.01
            and abs(item.rotation() - rot) < 0.01
        ):
            if z is not None:
                item.setZValue(z)
            if width is not None and hasattr(item, "set_width"):
                item.set_width(width)
            if on_done is not None:
                on_done()
            return
        motion = Motion(x, y, rot, start, self.scaled(duration), face, z, lift, on_done, width)
        self._queues.setdefault(item, deque()).append(motion)
        self._set_busy(True)
        if not self._timer.isActive():
            self._timer.start()

    def place(
        self, item: QGraphicsItem, x: float, y: float, rot: float = 0.0, z: float | None = None
    ) -> None:
        """Put ``item`` there now, dropping any queued motion."""
        self.cancel(item)
        item.setPos(x, y)
        item.setRotation(rot)
        if z is not None:
            item.setZValue(z)

    def cancel(self, item: QGraphicsItem) -> None:
        """Stop ``item`` where it is. A face it was going to turn to is shown at once, so a
        card dealt to you never stays face down because its flight was cut short."""
        queue = self._queues.pop(item, None)
        _set_moving(item, False)
        if queue:
            faces = [m.face for m in queue if m.face is not _KEEP]
            if faces:
                _show(item, faces[-1])
            widths = [m.width for m in queue if m.width is not None]
            if widths and hasattr(item, "set_width"):
                item.set_width(widths[-1])
            if hasattr(item, "set_flip"):
                item.set_flip(1.0)
        if not self._queues:
            self._set_busy(False)

    def target_of(self, item: QGraphicsItem) -> tuple[float, float, float]:
        """Where ``item`` will rest once its motions are done."""
        queue = self._queues.get(item)
        if queue:
            last = queue[-1]
            return (last.x, last.y, last.rot)
        return (item.x(), item.y(), item.rotation())

    def moving(self, item: QGraphicsItem) -> bool:
        return item in self._queues

    def finish_all(self) -> None:
        """Jump every motion to its end (used when the table is redrawn from scratch)."""
        for item, queue in list(self._queues.items()):
            while queue:
                self._finish(item, queue.popleft())
            _set_moving(item, False)
        self._queues.clear()
        self._timer.stop()
        self._set_busy(False)

    # --- internals -------------------------------------------------------------------------------

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            if not busy:
                self._timer.stop()
            self.busy_changed.emit(busy)

    def _finish(self, item: QGraphicsItem, m: Motion) -> None:
        item.setPos(m.x, m.y)
        item.setRotation(m.rot)
        if m.width is not None and hasattr(item, "set_width"):
            item.set_width(m.width)
        if m.face is not _KEEP:
            _show(item, m.face)
        if hasattr(item, "set_flip"):
            item.set_flip(1.0)
        if m.z is not None:
            item.setZValue(m.z)
        if m.on_done is not None:
            m.on_done()

    def _tick(self) -> None:
        now = self.now()
        done_items = []
        for item, queue in list(self._queues.items()):
            while queue:
                m = queue[0]
                if now < m.start:
                    break
                if not m.began:
                    m.began = True
                    _set_moving(item, True)
                    m.x0, m.y0, m.rot0 = item.x(), item.y(), item.rotation()
                    m.w0 = getattr(item, "width", 0.0)
                    if m.lift:
                        item.setZValue(9000 + (m.z or 0.0))
                t = 1.0 if m.duration <= 0 else (now - m.start) / m.duration
                if t >= 1.0:
                    queue.popleft()
                    self._finish(item, m)
                    continue
                p = _ease(t)
                item.setPos(m.x0 + (m.x - m.x0) * p, m.y0 + (m.y - m.y0) * p)
                item.setRotation(m.rot0 + (m.rot - m.rot0) * p)
                if m.width is not None and m.w0 and hasattr(item, "set_width"):
                    item.set_width(m.w0 + (m.width - m.w0) * p)
                if m.face is not _KEEP and hasattr(item, "set_flip"):
                    changes = getattr(item, "card", None) != m.face
                    if changes or m.flipped:
                        if t >= 0.5 and not m.flipped:
                            m.flipped = True
                            _show(item, m.face)
                        item.set_flip(abs(math.cos(math.pi * t)))
                break
            if not queue:
                done_items.append(item)
        for item in done_items:
            self._queues.pop(item, None)
            _set_moving(item, False)
        if not self._queues:
            self._set_busy(False)
