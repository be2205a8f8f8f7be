"""The replay viewer: a finished or saved game played back on the table, move by move.

The page draws a :class:`~cardtable.session.replay.Replay` with the same table scene as play,
but nobody can act: the scene has no gesture handler (cards cannot be picked up or dropped),
every snapshot offers no moves, and nothing is ever written. Over the table a banner says where
the replay stands ("Replay — Mose, round 3, move 41 of 212 · every hand shown"); beside it are
the score sheet and the move log up to the step shown.

Controls, each with an accessible name and a key:

* first (Home), previous round (PageUp or Shift+Left), previous move (Left), play or pause
  (Space: a move every :data:`AUTO_STEP_MS`), next move (Right), next round (PageDown or
  Shift+Right), last (End), a slider over every step, and Close (Escape);
* for a finished game, whose view to show: every hand face up, or one seat's.

One move forward is animated as in play (the scene replays the step's events); a jump (the
slider, a round, going back) is drawn at once. Every change of step is announced to screen
readers through the status line, as table events are (:mod:`cardtable.ui.a11y`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSlider,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.zones import Seat
from cardtable.i18n import N_, _
from cardtable.session.contract import Step
from cardtable.session.replay import EVERY_HAND, Replay
from cardtable.ui import speech
from cardtable.ui.a11y import Announcer, quiet_until_shown
from cardtable.ui.animation import Animator
from cardtable.ui.art import CardArt
from cardtable.ui.models import MoveLogModel, log_table
from cardtable.ui.scene import TableScene, with_names
from cardtable.ui.scoresheet import ScorePanel
from cardtable.ui.style import combo_box
from cardtable.ui.summary import winner_title
from cardtable.ui.view import FeltView

#: Milliseconds between moves while the replay plays by itself (at animation speed 1).
AUTO_STEP_MS = 1100
# TRANSLATORS: the words (separated by |) by which a game's result already says who won
# ("Zoe wins the game"), so the replay does not add "Zoe wins!" before it.
WIN_WORDS = N_("win")

REPLAY_STYLE = """
QLabel#replayBanner { background: #3a3214; color: #fff3cc; border-bottom: 1px solid #c9a13d;
                      font-size: 16px; font-weight: bold; padding: 6px 12px; }
#replayControls { background: #14301f; border-top: 1px solid #2f5c43; }
#replayControls QLabel { color: #cfd8cf; }
QLabel#replayStatus { background: #0c1f14; color: #cfd8cf; padding: 3px 10px; }
"""


class ReplayTableView(FeltView):
    """The table for a replay: drawn like the playing table, but it takes no input; keys go
    on to the page."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setMinimumSize(560, 360)
        self.setAccessibleName(_("Replay table"))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        event.ignore()  # the page's keys; the table itself has none


class ReplayPage(QWidget):
    """A replay on the table with its controls; see the module docstring."""

    #: The viewer was closed (the Close button or Escape).
    closed = Signal()

    def __init__(
        self,
        art: CardArt,
        replay: Replay,
        viewer: Seat | None,
        speed: float = 1.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        replay.check_viewer(viewer)
        self.setObjectName("replayPage")
        self.setStyleSheet(REPLAY_STYLE)
        self.setAccessibleName(_("Replay viewer"))
        self.replay = replay
        self.viewer = viewer
        self.step = 0
        self.animator = Animator(self)
        self.animator.speed = speed
        self.scene = TableScene(art, self.animator)
        self.scene.handler = None  # read-only: no card or chip can be picked up
        self.view = ReplayTableView(self.scene)
        self.log = MoveLogModel(None)
        self.log_view = log_table(self.log)
        self.log_view.setAccessibleName(_("Move log up to this move"))
        self.score_panel = ScorePanel()
        self.side = QTabWidget()
        self.side.setMinimumWidth(220)
        self.side.setMaximumWidth(420)
        quiet_until_shown(self.side)  # its first tab is not the focus
        self.side.addTab(self.log_view, _("Log"))
        self.side.addTab(self.score_panel, _("Scores"))
        self.banner = QLabel("")
        self.banner.setObjectName("replayBanner")
        self.banner.setAccessibleName(_("Replay position"))
        self.status_line = Announcer()
        self.status_line.setObjectName("replayStatus")
        # A long move must never widen the window: the line is cut at the window's edge.
        self.status_line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.banner.setWordWrap(True)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        self.buttons: dict[str, QPushButton] = {}
        controls = QWidget()
        controls.setObjectName("replayControls")
        rows = QVBoxLayout(controls)
        rows.setContentsMargins(10, 6, 10, 6)
        rows.setSpacing(4)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, replay.last)
        self.slider.setPageStep(10)
        self.slider.setAccessibleName(_("Move"))
        self.slider.setToolTip(_("Drag to any move of the game"))
        self.slider.valueChanged.connect(self._slid)
        self.count = QLabel("")
        self.count.setMinimumWidth(90)
        top = QHBoxLayout()
        top.addWidget(self.slider, 1)
        top.addWidget(self.count)
        rows.addLayout(top)
        row = QHBoxLayout()
        rows.addLayout(row)
        for key, text, name, tip, slot in self._button_specs():
            button = QPushButton(text)
            button.setAccessibleName(name)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            row.addWidget(button)
            self.buttons[key] = button
        self.play_button = self.buttons["play"]
        row.addStretch(1)
        shown_as = QLabel(_("Show:"))
        row.addWidget(shown_as)
        self.viewer_box = combo_box()
        self.viewer_box.setAccessibleName(_("Show the table as"))
        self.viewer_box.setToolTip(_("Whose cards are shown face up"))
        choices = replay.viewers() if replay.finished else [viewer]
        for choice in choices:
            label = replay.viewer_name(choice)
            self.viewer_box.addItem(_("Every hand") if choice is None else label, choice)
        self.viewer_box.setCurrentIndex(choices.index(viewer))
        self.viewer_box.setEnabled(len(choices) > 1)
        self.viewer_box.currentIndexChanged.connect(self._viewer_chosen)
        shown_as.setBuddy(self.viewer_box)
        row.addWidget(self.viewer_box)
        close = QPushButton(_("Close"))
        close.setAccessibleName(_("Close the replay"))
        close.setToolTip(_("Back to where you were (Escape)"))
        close.clicked.connect(self.close_replay)
        row.addWidget(close)
        self.close_button = close

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.view)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setCollapsible(0, False)
        splitter.setSizes([1000, 300])
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self.banner)
        outer.addWidget(splitter, 1)
        outer.addWidget(controls)
        outer.addWidget(self.status_line)
        self.shortcuts: list[QShortcut] = []
        for keys, slot in self._key_specs():
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                shortcut.activated.connect(slot)
                self.shortcuts.append(shortcut)
        self.go(0)

    def _button_specs(self) -> list[tuple[str, str, str, str, Callable[[], None]]]:
        return [
            (
                "first",
                _("|◀ First"),
                _("First move"),
                _("The table before the deal (Home)"),
                self.first,
            ),
            (
                "prev_round",
                _("◀◀ Round"),
                _("Previous round"),
                _("The start of this round or the one before (Page Up, Shift+Left)"),
                self.previous_round,
            ),
            (
                "prev",
                _("◀ Move"),
                _("Previous move"),
                _("One move back (Left)"),
                self.previous_move,
            ),
            (
                "play",
                _("▶ Play"),
                _("Play"),
                _("Play the moves one after another (Space)"),
                self.toggle,
            ),
            ("next", _("Move ▶"), _("Next move"), _("One move on (Right)"), self.next_move),
            (
                "next_round",
                _("Round ▶▶"),
                _("Next round"),
                _("The start of the next round (Page Down, Shift+Right)"),
                self.next_round,
            ),
            (
                "last",
                _("Last ▶|"),
                _("Last move"),
                _("The end of the game as saved (End)"),
                self.last,
            ),
        ]

    def _key_specs(self) -> list[tuple[tuple[str, ...], Callable[[], None]]]:
        return [
            (("Left",), self.previous_move),
            (("Right",), self.next_move),
            (("PgUp", "Shift+Left"), self.previous_round),
            (("PgDown", "Shift+Right"), self.next_round),
            (("Home",), self.first),
            (("End",), self.last),
            (("Escape",), self.close_replay),
        ]

    # --- moving through the game -----------------------------------------------------------------

    def go(self, step: int, animate: bool = False) -> None:
        """Show ``step``: animated when it is the move just after the one shown."""
        replay = self.replay
        step = replay.clamp(step)
        forward = animate and step == self.step + 1 and self.scene.snapshot is not None
        snapshot = replay.snapshot(step, self.viewer)
        lines = replay.step_lines(step, self.viewer)
        if forward:
            events = replay.events(step, self.viewer)
            self.scene.show_step(Step(replay.seat_of(step), events, snapshot, tuple(lines)))
            self.log.append(lines)
        else:
            self.scene.show_snapshot(snapshot)
            self.log.set_lines(replay.lines(step, self.viewer))
        rows = self.log.rowCount()
        if rows:
            self.log_view.selectRow(rows - 1)  # the move just shown
        self.log_view.scrollToBottom()
        self.step = step
        self.score_panel.set_sheet(snapshot.sheet)
        banner = replay.banner(step, self.viewer)
        if step == replay.last and replay.finished:
            title = winner_title(snapshot.names, snapshot.winners, snapshot.sheet)
            result = with_names(snapshot.result, snapshot.names)
            result = result[:1].upper() + result[1:]
            # The engine's result often names the winner already ("…: Zoe wins the game").
            words = [w for w in _(WIN_WORDS).lower().split("|") if w]
            named = any(word in result.lower() for word in words)
            banner += f" · {result}" if named else f" · {title} {result}"
        self.banner.setText(banner)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.slider.setAccessibleDescription(replay.where(step))
        self.count.setText(f"{step} / {replay.last}")
        at_start, at_end = step == 0, step == replay.last
        for key in ("first", "prev_round", "prev"):
            self.buttons[key].setEnabled(not at_start)
        for key in ("next", "next_round", "last"):
            self.buttons[key].setEnabled(not at_end)
        if at_end and self.timer.isActive():
            self.pause()
        said = [
            speech.spoken(
                with_names(f"{ln.who}: {ln.text}" if ln.note else ln.text, snapshot.names)
            )
            for ln in lines
            if not ln.quiet
        ]
        where = replay.where(step)
        text = f"{where[:1].upper()}{where[1:]}."
        if said:
            text += " " + speech.sentence("; ".join(said))
        self.status_line.announce(text)
        summary = speech.table_summary(snapshot)
        self.view.setAccessibleDescription(f"{banner}. {summary}")

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(self.replay.last)

    def previous_move(self) -> None:
        self.go(self.step - 1)

    def next_move(self) -> None:
        self.go(self.step + 1, animate=True)

    def previous_round(self) -> None:
        self.go(self.replay.previous_round(self.step))

    def next_round(self) -> None:
        self.go(self.replay.next_round(self.step))

    def _slid(self, value: int) -> None:
        if value != self.step:
            self.go(value)

    # --- playing by itself -----------------------------------------------------------------------

    def playing(self) -> bool:
        return self.timer.isActive()

    def toggle(self) -> None:
        if self.playing():
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self.step >= self.replay.last:
            self.go(0)
        speed = self.animator.speed
        self.timer.start(int(AUTO_STEP_MS / speed) if speed > 0 else 300)
        self._set_play_button(playing=True)
        self.status_line.announce(_("Playing"), assertive=True)

    def pause(self) -> None:
        self.timer.stop()
        self._set_play_button(playing=False)

    def _set_play_button(self, playing: bool) -> None:
        button = self.play_button
        button.setText(_("⏸ Pause") if playing else _("▶ Play"))
        button.setAccessibleName(_("Pause") if playing else _("Play"))

    def _tick(self) -> None:
        if self.step >= self.replay.last:
            self.pause()
            return
        self.next_move()

    # --- viewer, keys, closing -------------------------------------------------------------------

    def _viewer_chosen(self, index: int) -> None:
        viewer = self.viewer_box.itemData(index)
        if viewer == self.viewer:
            return
        self.viewer = viewer
        self.go(self.step)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.toggle()
            event.accept()
            return
        super().keyPressEvent(event)

    def close_replay(self) -> None:
        self.pause()
        self.animator.finish_all()
        self.closed.emit()

    def banner_text(self) -> str:
        return self.banner.text()

    def every_hand(self) -> bool:
        return self.viewer is EVERY_HAND
