"""The end-of-game summary: who won, the final standings, the deal code, and "play again".

Shown over the table when a game ends. Everything in it is public: the winners and result from
the engine's outcome, the standings from the score sheet (public values), the deal code, and the
player's statistics for the game. Buttons: **Play again** (same seats and options, a new deal),
**Same deal again**, **Watch replay** (the game again, move by move, every hand shown),
**New game…** and **Look at the table**.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAccessible, QColor, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from cardtable.engine.events import is_you
from cardtable.i18n import _, language
from cardtable.session.scoresheet import ScoreSheet
from cardtable.ui.a11y import notify
from cardtable.ui.overlay import Overlay
from cardtable.ui.scoresheet import RaceTrack


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th."""
    if language() != "en":
        # German writes "1.", Spanish "1.º".
        return _("{n}th").format(n=n)
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def winner_title(names: Sequence[str], winners: frozenset[int], sheet: ScoreSheet | None) -> str:
    """ "Ada wins!", "Ada and Basil share the win!", "Ann & Cleo win!" (a team)."""
    if sheet is not None and any(len(seats) > 1 for seats in sheet.column_seats):
        cols = [c for c, seats in enumerate(sheet.column_seats) if set(seats) & winners]
        if len(cols) == 1:
            return _("{team} win!").format(team=sheet.columns[cols[0]])
    chosen = [names[s] for s in sorted(winners) if 0 <= s < len(names)]
    if not chosen:
        return _("Game over")
    if len(chosen) == 1:
        return _("You win!") if is_you(chosen[0]) else _("{name} wins!").format(name=chosen[0])
    return _("{names} share the win!").format(names=_(" and ").join(chosen))


class EndSummary(Overlay):
    play_again = Signal()
    replay_deal = Signal()
    new_game = Signal()
    watch_replay = Signal()
    show_history = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, QColor(0, 0, 0, 150))
        self.setObjectName("endSummary")
        self.setAccessibleName(_("Game over"))
        self.title = QLabel("")
        self.title.setObjectName("overlayTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result = QLabel("")
        self.result.setObjectName("overlayText")
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setWordWrap(True)
        self.standings = QWidget()
        self.standings.setObjectName("standings")
        self._grid = QGridLayout(self.standings)
        self._grid.setHorizontalSpacing(18)
        self._grid.setVerticalSpacing(4)
        self.track = RaceTrack()
        self.track.setMinimumWidth(460)
        self.deal = QLabel("")
        self.deal.setObjectName("overlayNote")
        self.deal.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.record = QLabel("")
        self.record.setObjectName("overlayNote")
        self.record.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QHBoxLayout()
        self.again_button = QPushButton(_("Play again"))
        self.again_button.setObjectName("primary")
        self.again_button.setDefault(True)
        self.again_button.setAutoDefault(True)
        self.same_button = QPushButton(_("Same deal again"))
        self.watch_button = QPushButton(_("Watch replay"))
        self.history_button = QPushButton(_("Hand history…"))
        self.new_button = QPushButton(_("New game…"))
        self.close_button = QPushButton(_("Look at the table"))
        for b in (
            self.again_button,
            self.same_button,
            self.watch_button,
            self.history_button,
            self.new_button,
            self.close_button,
        ):
            b.setAccessibleName(b.text().rstrip("…"))
            b.setAutoDefault(True)
            buttons.addWidget(b)
        self.again_button.clicked.connect(self._again)
        self.same_button.clicked.connect(self._same)
        self.new_button.clicked.connect(self._new)
        self.watch_button.clicked.connect(self._watch)
        self.history_button.clicked.connect(self.show_history)
        self.close_button.clicked.connect(self.hide)
        self.body.addWidget(self.title)
        self.body.addWidget(self.result)
        self.body.addWidget(self.track)
        self.body.addWidget(self.standings, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addWidget(self.deal)
        self.body.addWidget(self.record)
        self.body.addSpacing(6)
        self.body.addLayout(buttons)

    def present(
        self,
        names: Sequence[str],
        winners: frozenset[int],
        result: str,
        sheet: ScoreSheet | None,
        deal: str,
        record: str = "",
    ) -> None:
        self.title.setText(winner_title(names, winners, sheet))
        self.result.setText(result)
        self.result.setVisible(bool(result))
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        lines = []
        if sheet is not None:
            order = sheet.standings()
            for rank, col in enumerate(order):
                won = bool(set(sheet.column_seats[col]) & winners)
                # Equal totals share a place ("1st, 1st, 3rd").
                first = next(r for r, c in enumerate(order) if sheet.totals[c] == sheet.totals[col])
                place = ordinal(first + 1)
                star = "★ " if won else ""
                cells = (place, star + sheet.columns[col], sheet.total_texts[col])
                for c, text in enumerate(cells):
                    label = QLabel(html.escape(text))
                    label.setObjectName("standingWin" if won else "standing")
                    align = Qt.AlignmentFlag.AlignRight if c == 2 else Qt.AlignmentFlag.AlignLeft
                    self._grid.addWidget(label, rank, c, align)
                lines.append(f"{rank + 1}. {sheet.columns[col]} {sheet.total_texts[col]}")
            self.track.set_track(sheet.track, sheet.columns, sheet.leaders)
        else:
            self.track.set_track(None, (), frozenset())
        self.deal.setText(
            _("Deal code {deal}: enter it in the new-game form to play this deal again").format(
                deal=deal
            )
            if deal
            else ""
        )
        self.deal.setVisible(bool(deal))  # a network table's deal stays with its host
        self.record.setText(record)
        self.record.setVisible(bool(record))
        self.setAccessibleDescription(
            ". ".join([self.title.text(), result, *lines, self.record.text()])
        )
        self.open()
        shown = [b for b in (self.again_button, self.new_button) if not b.isHidden()]
        if shown:
            shown[0].setFocus()
        notify(self, QAccessible.Event.Alert)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            return
        super().keyPressEvent(event)

    def _again(self) -> None:
        self.hide()
        self.play_again.emit()

    def _same(self) -> None:
        self.hide()
        self.replay_deal.emit()

    def _watch(self) -> None:
        self.hide()
        self.watch_replay.emit()

    def _new(self) -> None:
        self.hide()
        self.new_game.emit()
