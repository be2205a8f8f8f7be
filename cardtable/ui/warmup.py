"""Getting the first game ready while the start screen idles.

A player looks at the start screen for a few seconds before pressing Play. In that time the
window prepares, one piece per timer tick so the screen stays responsive: the table's modules,
the felt's grain, the (hidden) table page, then the art of every card face (about 0.4 ms a
face, a few milliseconds' worth a tick). Pressing Play then only deals. Nothing more is done
once a game is on or the window is gone; a face not read by then is read when first drawn.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QStackedWidget, QWidget

if TYPE_CHECKING:
    from cardtable.ui.art import CardArt


class MainWindow(Protocol):
    """What is prepared here of :class:`cardtable.ui.window.MainWindow`."""

    @property
    def _table(self) -> object | None: ...

    @property
    def stack(self) -> QStackedWidget: ...

    @property
    def start_screen(self) -> QWidget: ...

    @property
    def table(self) -> object: ...

    @property
    def art(self) -> CardArt: ...

    def isVisible(self) -> bool: ...


#: How long the start screen idles before the preparing starts (milliseconds).
DELAY_MS = 600

#: The longest the card art is read in one go (seconds): well under a frame.
SLICE_S = 0.004

_DONE = object()


def start(window: MainWindow) -> None:
    """Prepare the first game for ``window`` in its idle moments, from ``DELAY_MS`` on."""
    QTimer.singleShot(DELAY_MS, lambda: _step(window, 0))


def _idle(window: MainWindow) -> bool:
    return window.isVisible() and window.stack.currentWidget() is window.start_screen


def _step(window: MainWindow, step: int) -> None:
    if window._table is not None or not _idle(window):
        return
    if step == 0:
        import cardtable.ui.table  # noqa: F401  (imported for its side effect: loaded)
    elif step == 1:
        from cardtable.ui import theme

        theme.warm_up()
    else:
        from cardtable.ui.art import every_face

        window.table  # noqa: B018  (built, hidden behind the start screen)
        faces = window.art.prepare([None, *every_face()])
        QTimer.singleShot(0, lambda: _faces(window, faces))
        return
    QTimer.singleShot(0, lambda: _step(window, step + 1))


def _faces(window: MainWindow, faces: Iterator[None]) -> None:
    """Read faces for up to ``SLICE_S`` of a tick, then let the window answer."""
    if not _idle(window):
        return
    end = time.perf_counter() + SLICE_S
    while time.perf_counter() < end:
        if next(faces, _DONE) is _DONE:
            return
    QTimer.singleShot(0, lambda: _faces(window, faces))
