"""The main window's replays and hand histories: Game ▸ Replay…, Game ▸ Hand history…, "Watch
replay" and "Hand history" after a game, ``cardtable replay``.

:class:`ReplayFiles` is the window's ``replays`` (:class:`cardtable.ui.window.MainWindow` holds
one; what it reads and changes of the window is :class:`ReplayWindow`). A replay is read with
:meth:`SaveStore.read_match <cardtable.persistence.saves.SaveStore.read_match>`, which never
writes, and shown on a page of its own (:class:`~cardtable.ui.replay_view.ReplayPage`) in front
of whatever was showing; a game on the table waits, paused, until the replay closes.

A hand history (:class:`~cardtable.ui.history_dialog.HandHistoryDialog`) tells the game on the
table as text: every hand once it is over; before that, what the one person at the table may see
(their own hand and the public cards), or only the public cards in pass-and-play.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from cardtable.engine.zones import Seat
from cardtable.i18n import _
from cardtable.persistence.documents import DocumentError
from cardtable.persistence.saves import SaveError, SaveInfo
from cardtable.session.dealcode import MAX_SEED, deal_code

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from cardtable.net.seatgame import SeatRecorder, SeatReplay
    from cardtable.persistence.saves import SaveStore
    from cardtable.session.contract import Snapshot
    from cardtable.session.match import Match
    from cardtable.session.replay import Replay
    from cardtable.ui.art import CardArt
    from cardtable.ui.controller import TableController
    from cardtable.ui.history_dialog import HandHistoryDialog
    from cardtable.ui.hosting import HostRunner
    from cardtable.ui.remote import NetLink
    from cardtable.ui.replay_dialog import ReplayDialog
    from cardtable.ui.replay_view import ReplayPage
    from cardtable.ui.start import StartScreen
    from cardtable.ui.table import TablePage


class ReplayWindow(Protocol):
    """What the replays read and change of the main window
    (:class:`cardtable.ui.window.MainWindow`)."""

    saves: SaveStore
    stack: QStackedWidget
    start_screen: StartScreen
    _table: TablePage | None
    _speed: float
    last_notice: str
    #: The table hosted from here, if any (its match is kept whole when the game ends).
    host_runner: HostRunner | None
    #: The replay on show, and the page to go back to when it closes.
    replay_page: ReplayPage | None
    _replay_return: QWidget | None

    @property
    def art(self) -> CardArt: ...

    @property
    def controller(self) -> TableController: ...

    def notice(self, text: str, warning: bool = False) -> None: ...
    def _keep(self, dialog: object) -> None: ...
    def _show_page(self, page: QWidget) -> None: ...
    def setWindowTitle(self, title: str) -> None: ...

    def as_widget(self) -> QMainWindow: ...


class ReplayFiles:
    """Opening replays and coming back from them, for the window (see the module docstring)."""

    def __init__(self, window: ReplayWindow) -> None:
        self.window = window

    def copy_deal_code(self) -> None:
        if self.window._table is not None and self.window.controller.has_match():
            code = deal_code(self.window.controller.match.seed)
            QGuiApplication.clipboard().setText(code)
            self.window.notice(_("Deal code {code} copied.").format(code=code))

    def show_replays(self) -> ReplayDialog:
        """Game ▸ Replay…: the finished and saved games to choose from."""
        from cardtable.net.seatgame import list_seat_games
        from cardtable.ui.replay_dialog import ReplayDialog

        saves: list[SaveInfo] = []
        autosave = self.window.saves.autosave_info()
        if autosave is not None:
            ok = autosave.ok
            saves.append(replace(autosave, name=_("Your unfinished game")) if ok else autosave)
        saves += self.window.saves.list_saves()
        folder = self.window.saves.folder
        finished = self.window.saves.list_finished() + list_seat_games(folder)
        finished.sort(key=lambda info: info.saved_at, reverse=True)
        dialog = ReplayDialog(finished, saves, folder, self.window.as_widget())

        def chosen(path: Path) -> None:
            if self.replay_file(path):
                dialog.accept()
            else:
                dialog.detail.setText(html.escape(self.window.last_notice))

        dialog.chosen.connect(chosen)
        self.window._keep(dialog)
        dialog.open()
        return dialog

    def replay_file(self, path: Path) -> bool:
        """Replay the save at ``path``; a file that cannot be read is explained (and left as
        it is). False when nothing could be shown."""
        from cardtable.net.seatgame import is_seat_game, read_seat_game

        if is_seat_game(path):
            try:
                seat_game = read_seat_game(Path(path))
            except (DocumentError, OSError) as exc:
                text = exc.message if isinstance(exc, DocumentError) else str(exc)
                self.window.notice(text, warning=True)
                return False
            self.show_replay(seat_game, seat_game.seat)
            return True
        try:
            match = self.window.saves.read_match(Path(path))
        except SaveError as exc:
            self.window.notice(exc.message, warning=True)
            return False
        self.replay_match(match)
        return True

    def replay_match(self, match: Match) -> None:
        """Replay ``match``: every hand if it is finished, else one seat's view (asking whose
        when there is not exactly one person at the table)."""
        from cardtable.session.replay import Replay

        replay = Replay(match)
        if replay.needs_viewer_choice():
            from cardtable.ui.replay_dialog import ViewerDialog

            dialog = ViewerDialog(replay, self.window.as_widget())
            dialog.chosen.connect(lambda seat: self.show_replay(replay, seat))
            self.window._keep(dialog)
            dialog.open()
            return
        self.show_replay(replay, replay.default_viewer())

    def watch_replay(self) -> None:
        """The end-of-game summary's "Watch replay": the game just played, every hand shown."""
        if self.window._table is not None and self.window.controller.has_match():
            self.window._table.summary.hide()
            self.replay_match(self.window.controller.match)

    def show_hand_history(self) -> HandHistoryDialog | None:
        """Game ▸ Hand history…: the game on the table as text (see the module docstring)."""
        from cardtable.ui.history_dialog import HandHistoryDialog

        if self.window._table is None or not self.window.controller.has_match():
            self.window.notice(_("There is no game on the table. Finished games: Game ▸ Replay…."))
            return None
        controller = self.window.controller
        match = controller.match
        humans = controller.human_seats()
        viewer = None
        if not match.is_over() and len(humans) == 1 and not controller.pass_and_play:
            viewer = humans[0]
        code = deal_code(match.seed) if 0 <= match.seed <= MAX_SEED else str(match.seed)
        if match.is_over():
            shown = _("every hand shown")
        elif viewer is None:
            shown = _("the game goes on: public cards only")
        else:
            shown = _("the game goes on: your hand and the public cards")
        heading = _("{title}, deal {code}, {moves} moves ({shown})").format(
            title=match.info.title, code=code, moves=len(match.log), shown=shown
        )
        file_name = f"{match.info.id}-{code}.txt"
        from cardtable.session.record import record_text

        dialog = HandHistoryDialog(
            heading, record_text(match, viewer), file_name, self.window.as_widget()
        )
        if self.window._table is not None:
            self.window._table.summary.hide()
        self.window._keep(dialog)
        dialog.open()
        return dialog

    #: What the seat at the network table on show is sent, from the first update on.
    net_recorder: SeatRecorder | None = None

    def record_seat(self, link: NetLink) -> None:
        """Keep every update ``link`` brings, for replaying the game when it ends (called
        before the connection starts, so that nothing is missed)."""
        from cardtable.net.seatgame import SeatRecorder

        recorder = self.net_recorder = SeatRecorder()
        link.updated.connect(recorder.add)

    def keep_net_game(self, snap: Snapshot) -> None:
        """Keep a finished network game for Game ▸ Replay…: the whole match at the window that
        hosted it (its computer holds it all), the seat's own view at a player's (nothing the
        seat was not shown; :mod:`cardtable.net.seatgame`). Done once the update that ended
        the game has reached the recorder too (it hears the update after the table does)."""
        saves = self.window.saves
        runner = self.window.host_runner
        host = runner.host if runner is not None else None
        if host is not None and host.match.is_over():
            self._keep_net_game(lambda: saves.keep_finished(host.match, elsewhere=True))
            return
        recorder = self.net_recorder
        if recorder is None or snap.viewer is None:
            return
        from cardtable.net.seatgame import keep_seat_game

        recorder.joined(snap.info.id, snap.viewer)
        keep = partial(keep_seat_game, saves.folder, recorder, saves.sync)
        QTimer.singleShot(0, lambda: self._keep_net_game(keep))

    def _keep_net_game(self, keep: Callable[[], object]) -> None:
        try:
            keep()
        except OSError as exc:
            self.window.notice(
                _("The finished game cannot be kept for replaying: {exc}").format(exc=exc),
                warning=True,
            )

    def show_replay(self, replay: Replay | SeatReplay, viewer: Seat | None) -> ReplayPage:
        from cardtable.ui.replay_view import ReplayPage

        back = self.window._replay_return if self.window.replay_page is not None else None
        self.close_replay()
        if self.window._table is not None and self.window.controller.has_match():
            self.window.controller.set_paused(True)
        page = ReplayPage(self.window.art, replay, viewer, speed=self.window._speed)  # type: ignore[arg-type]
        page.closed.connect(self.close_replay)
        self.window.replay_page = page
        self.window._replay_return = back or self.window.stack.currentWidget()
        self.window.stack.addWidget(page)
        self.window._show_page(page)
        page.view.setFocus()
        self.window.setWindowTitle(
            _("Card Table — replay of {info}").format(info=replay.info.title)
        )
        return page

    def close_replay(self) -> None:
        """Back to the page the replay was opened from (the game there plays on)."""
        page = self.window.replay_page
        if page is None:
            return
        self.window.replay_page = None
        back = self.window._replay_return or self.window.start_screen
        self.window._replay_return = None
        self.window._show_page(back)
        self.window.stack.removeWidget(page)
        page.deleteLater()
        title = _("Card Table")
        if self.window._table is not None and self.window.controller.has_match():
            self.window.controller.set_paused(False)
            if back is self.window._table:
                title = _("Card Table — {info}").format(
                    info=self.window.controller.match.info.title
                )
                self.window._table.focus_table()  # behind the privacy screen in pass-and-play
        self.window.setWindowTitle(title)
