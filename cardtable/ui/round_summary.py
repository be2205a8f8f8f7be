"""The end of a round on the table: who scored what and why, the running totals, and Continue.

Shown over the table (lightly dimmed, so the last cards stay readable) when the table session
waits for the players to read a round's end (:mod:`cardtable.session.roundend`); the session
deals the next round when the player presses **Continue** (or Enter), or by itself after the
time chosen in the settings, which the panel counts down. At a network table every seat reads
it: after Continue the panel says who the table still waits for until the host deals.

A screen reader hears the summary once, as the table's events are heard (a spoken note, see
:mod:`cardtable.ui.a11y`), and then the Continue button, which takes the focus. The panel has
no name or description of its own: read on taking the focus as well, the summary was heard
twice, by Orca 43 and the newer ones alike. Its words stay in its labels, in the status line
and among the last events (E).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from cardtable.i18n import _, ngettext
from cardtable.session.roundend import RoundSummary
from cardtable.ui.overlay import Overlay

if TYPE_CHECKING:
    from cardtable.ui.animation import Animator
    from cardtable.ui.table_control import TableControl

#: The widest a row's explanation grows before it wraps, in pixels.
_HOW_WIDTH = 560


class RoundSummaryPanel(Overlay):
    """See the module docstring; ``go_on`` is the player's Continue."""

    go_on = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, QColor(0, 0, 0, 80))
        self.setObjectName("roundSummary")
        self.summary: RoundSummary | None = None
        self.title = QLabel("")
        self.title.setObjectName("overlayTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading = QLabel("")
        self.heading.setObjectName("overlayNote")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scores = QWidget()
        self.scores.setObjectName("standings")
        self._grid = QGridLayout(self.scores)
        self._grid.setHorizontalSpacing(18)
        self._grid.setVerticalSpacing(2)
        self.countdown = QLabel("")
        self.countdown.setObjectName("overlayNote")
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.continue_button = QPushButton(_("Continue"))
        self.continue_button.setObjectName("primary")
        self.continue_button.setAutoDefault(True)
        self.continue_button.setDefault(True)
        self.continue_button.setToolTip(_("Deal the next round (Enter)"))
        self.continue_button.clicked.connect(self.go_on)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.continue_button)
        buttons.addStretch(1)
        self.body.addWidget(self.title)
        self.body.addWidget(self.heading)
        self.body.addWidget(self.scores, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addWidget(self.countdown)
        self.body.addSpacing(4)
        self.body.addLayout(buttons)
        self._left = 0
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._count_down)

    def present(self, summary: RoundSummary, go_on_ms: int | None = None) -> None:
        """Show ``summary``; with ``go_on_ms``, say when the table goes on by itself."""
        self.summary = summary
        self.title.setText(summary.title)
        self.heading.setText(summary.heading)
        self.heading.setVisible(bool(summary.heading))
        self._fill(summary)
        self._left = -(-go_on_ms // 1000) if go_on_ms else 0
        self._show_countdown()
        if self._left:
            self._tick.start()
        else:
            self._tick.stop()
        self.continue_button.setEnabled(True)
        self.continue_button.show()
        self.open()
        self.continue_button.setFocus()

    def _fill(self, summary: RoundSummary) -> None:
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        right = Qt.AlignmentFlag.AlignRight
        for c, text in enumerate(("", _("This round"), _("Total"))):
            label = QLabel(html.escape(text))
            label.setObjectName("overlayNote")
            self._grid.addWidget(label, 0, c, right if c else Qt.AlignmentFlag.AlignLeft)
        row = 1
        for score in summary.scores:
            cells = (score.who, score.scored or "0", score.total)
            for c, text in enumerate(cells):
                label = QLabel(html.escape(text))
                label.setObjectName("standing")
                self._grid.addWidget(label, row, c, right if c else Qt.AlignmentFlag.AlignLeft)
            row += 1
            if score.how:
                how = QLabel(html.escape(score.how))
                how.setObjectName("overlayNote")
                how.setWordWrap(True)
                # A wrapped label is as tall as its lines at its width only if told both.
                how.setFixedWidth(_HOW_WIDTH)
                how.setMinimumHeight(how.heightForWidth(_HOW_WIDTH))
                self._grid.addWidget(how, row, 0, 1, 3)
                self._grid.setRowMinimumHeight(row, how.minimumHeight() + 6)
                row += 1

    def wait_for_others(self, text: str) -> None:
        """This seat has read the round's end and the table waits for others (``text`` says
        who): Continue is done with, the summary stays."""
        self._tick.stop()
        self._left = 0
        self.countdown.setText(text)
        self.countdown.setVisible(True)
        # Continue is done with: it goes, and the keyboard stays on the summary.
        self.continue_button.setEnabled(False)
        self.continue_button.hide()
        self.setFocus()

    def _show_countdown(self) -> None:
        text = ""
        if self._left > 0:
            text = ngettext(
                "The next deal comes in {seconds} second.",
                "The next deal comes in {seconds} seconds.",
                self._left,
            ).format(seconds=self._left)
        self.countdown.setText(text)
        self.countdown.setVisible(bool(text))

    def _count_down(self) -> None:
        self._left = max(0, self._left - 1)
        self._show_countdown()
        if not self._left:
            self._tick.stop()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.continue_button.isEnabled():  # not while waiting for the others
                self.go_on.emit()
            return
        super().keyPressEvent(event)


def follow_table(
    panel: RoundSummaryPanel,
    controller: TableControl,
    animator: Animator,
    say: Callable[[str], None],
) -> None:
    """Show ``panel`` when ``controller``'s table waits at a round's end (once the last cards
    have landed), say the summary, and hide it when play goes on or the position is redrawn
    from scratch (a move taken back, another game)."""

    def over(summary: RoundSummary) -> None:
        def show() -> None:
            if controller.round_end is not summary:
                return  # play went on, or the move was taken back, in the meantime
            panel.present(summary, getattr(controller, "round_pause_ms", None))
            say(summary.text())

        delay = 0
        if animator.busy():
            delay = int(max(0.0, animator.end_time() - animator.now()) * 1000) + 50
        QTimer.singleShot(delay, show)

    def reset(_snapshot: object) -> None:
        if controller.round_end is None:
            panel.hide()

    def go_on() -> None:
        controller.continue_play()
        waiting = controller.round_waiting()
        if waiting and controller.round_end is not None:
            panel.wait_for_others(waiting)  # a network table: the others have yet to read it
            say(waiting)
        else:
            panel.hide()

    def others_read(_snapshot: object) -> None:
        if panel.isVisible() and not panel.continue_button.isEnabled():
            waiting = controller.round_waiting()
            if waiting:
                panel.wait_for_others(waiting)

    controller.round_over.connect(over)
    controller.round_continues.connect(panel.hide)
    controller.reset.connect(reset)
    controller.changed.connect(others_read)
    panel.go_on.connect(go_on)
