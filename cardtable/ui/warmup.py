"""Getting the first game ready while the start screen idles.

A player looks at the start screen for a few seconds before pressing Play. In that time the
window prepares, a few milliseconds per timer tick so the screen stays responsive:

1. the table's modules, the felt's grain, the (hidden) table page and the card back;
2. a **rehearsal** of the game the start screen shows: it is dealt into a scene nobody sees, at
   the size of the table's view, and that scene is painted once. The cards face up in it tell
   the sizes the real deal will draw faces at, and every face of their decks is read (about
   0.4 ms a face) and drawn at those sizes. Drawing a face at its size is most of a first
   deal's cost (about 0.7 ms a Decktet face, thirty of them in Moco!), so the real first deal
   finds them ready. Only the decks of the game shown are read: with no game on the table, the
   art cache is also trimmed to them, so a player who looks at every game on the list before
   choosing does not keep the faces of all of them.

A rehearsal is redone a moment after the player picks another game or changes the form. Work
stops as soon as a game is on or the window is gone; whatever was not ready by then is drawn
when it is first needed, as without the warm-up. The rehearsal's deal is its own (its own
match and seed): nothing of it reaches the real game.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QWidget

from cardtable.engine.errors import CardTableError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from cardtable.ui.art import CardArt
    from cardtable.ui.setup import GameSetup
    from cardtable.ui.start import StartScreen
    from cardtable.ui.table import TablePage


class MainWindow(Protocol):
    """What is prepared here of :class:`cardtable.ui.window.MainWindow`."""

    @property
    def _table(self) -> object | None: ...

    @property
    def stack(self) -> QStackedWidget: ...

    @property
    def start_screen(self) -> StartScreen: ...

    @property
    def table(self) -> TablePage: ...

    @property
    def art(self) -> CardArt: ...

    def isVisible(self) -> bool: ...


#: How long the start screen idles before the preparing starts (milliseconds).
DELAY_MS = 600

#: How long after a change on the start screen its game is rehearsed (milliseconds): a player
#: running down the game list does not start a rehearsal per game passed.
REHEARSE_DELAY_MS = 250

#: The longest the work runs in one go (seconds): well under a frame.
SLICE_S = 0.004

_DONE = object()


def start(window: MainWindow) -> Warmup:
    """Prepare the first game for ``window`` in its idle moments, from ``DELAY_MS`` on."""
    warmup = Warmup(window)
    QTimer.singleShot(DELAY_MS, warmup.begin)
    return warmup


def _idle(window: MainWindow) -> bool:
    return window.isVisible() and window.stack.currentWidget() is window.start_screen


class Warmup(QObject):
    """The work done for one window while its start screen idles; see the module docstring."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window.start_screen)
        self.window = window
        #: The table page is built and every face read: rehearsals may run.
        self.ready = False
        #: What the last rehearsal was of (the set-up without its seed, the view's size).
        self.rehearsed: tuple[object, ...] | None = None
        #: How many faces the last finished rehearsal drew at the sizes it found (for tests).
        self.faces_drawn = 0
        self._work: Iterator[None] | None = None
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(REHEARSE_DELAY_MS)
        self._later.timeout.connect(self.rehearse)
        screen = window.start_screen
        screen.games.currentRowChanged.connect(lambda _row: self._later.start())
        screen.form.changed.connect(self._later.start)

    def begin(self) -> None:
        if self.window._table is not None or not _idle(self.window):
            return  # a game was started (or the window closed) before the warm-up began
        self._run(self._prepare(), self._prepared)

    def busy(self) -> bool:
        return self._work is not None

    # --- running work in slices ----------------------------------------------------------------

    def _run(self, work: Iterator[None], then: Callable[[], None] | None = None) -> None:
        self._work = work
        QTimer.singleShot(0, lambda: self._tick(work, then))

    def _tick(self, work: Iterator[None], then: Callable[[], None] | None) -> None:
        if work is not self._work:
            return  # replaced by newer work
        if not _idle(self.window):
            self._work = None
            return
        end = time.perf_counter() + SLICE_S
        while time.perf_counter() < end:
            if next(work, _DONE) is _DONE:
                self._work = None
                if then is not None:
                    then()
                return
        QTimer.singleShot(0, lambda: self._tick(work, then))

    # --- the steps -----------------------------------------------------------------------------

    def _prepare(self) -> Iterator[None]:
        import cardtable.ui.table  # noqa: F401  (imported for its side effect: loaded)

        yield
        from cardtable.ui import theme

        theme.warm_up()
        yield
        self.window.table  # noqa: B018  (built, hidden behind the start screen)
        yield
        yield from self.window.art.prepare([None])

    def _prepared(self) -> None:
        self.ready = True
        self.rehearse()

    def rehearse(self) -> None:
        """Rehearse the start screen's game, unless that was the last one rehearsed."""
        window = self.window
        if not self.ready or not _idle(window) or window._table is None:
            return
        try:
            setup = window.start_screen.setup()
        except ValueError:
            return  # the form says why (a deal code that cannot be read)
        page = window.table
        _settle(page, window.stack.size())
        view = page.view
        size = view.viewport().size()
        dpr = view.devicePixelRatioF()
        what = json.dumps(setup.to_json(), sort_keys=True)
        key = (what, size.width(), size.height(), dpr, window.art.back, window.art.language)
        if key == self.rehearsed or size.width() < 50 or size.height() < 50:
            return
        self.rehearsed = key
        self._run(self._rehearsal(setup, size.width(), size.height(), dpr))

    def _rehearsal(self, setup: GameSetup, width: int, height: int, dpr: float) -> Iterator[None]:
        from cardtable.session.driver import TableSession
        from cardtable.session.inline import InlineHost
        from cardtable.ui.art import every_face
        from cardtable.ui.scene import TableScene

        art = self.window.art
        try:
            match = replace(setup, seed=None).build()
            session = TableSession(InlineHost())  # never run: no bot is asked
            session.set_match(match)
            match.resolve_chance()
            snapshot = session.snapshot()
        except CardTableError:
            return  # the real start will say what is wrong
        yield
        scene = TableScene(art)
        scene.trims_art = False  # it draws for the table's scene, which keeps what it shows
        scene.set_size(float(width), float(height))
        scene.show_snapshot(snapshot)
        yield
        image = QImage(
            round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied
        )
        image.setDevicePixelRatio(dpr)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        area = QRectF(0, 0, width, height)
        scene.render(painter, area, area)
        painter.end()
        yield
        shown = [
            it
            for items in scene.cards.values()
            for it in items
            if it.card is not None and it.isVisible()
        ]
        widths = sorted({max(8, round(it.width)) for it in shown}, reverse=True)
        families = {it.card.family for it in shown if it.card is not None}
        if not self.window.table.controller.has_match():
            # Nothing on the table yet: what is kept is what this game's first deal will show.
            every = {max(8, round(it.width)) for items in scene.cards.values() for it in items}
            decks = {art.deck_of(it.card) for it in shown if it.card is not None}
            art.retain(every, dpr, decks or None)
        del scene, shown
        drawn = 0
        for card in every_face():
            if card.family in families:
                for pixels in widths:
                    art.card_pixmap(card, pixels, dpr)
                    drawn += 1
                    yield
        self.faces_drawn = drawn
        if not self.window.table.controller.has_match():
            # Drawn at the sizes the deal will show: the files are needed again only for
            # another size (about 4 MB of parsed drawings for the standard deck).
            art.drop_files()


def _settle(page: QWidget, size: QSize) -> None:
    """Lay the hidden table page out at ``size``, as showing it would, so that its view has the
    size the first game will be drawn at. A hidden widget only records that it was resized (Qt
    tells it when it is shown), so the news is passed down here, parents first."""
    if page.size() != size:
        page.resize(size)
    pending = [page]
    while pending:
        widget = pending.pop(0)
        QApplication.sendEvent(widget, QResizeEvent(widget.size(), widget.size()))
        layout = widget.layout()
        if layout is not None:
            layout.activate()
        pending.extend(
            child
            for child in widget.findChildren(
                QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
            )
            if not child.isWindow() and not child.isHidden()
        )
