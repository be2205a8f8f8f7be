"""The main window's network play: Game ▸ Host a table… and Game ▸ Join a table….

:class:`NetPlay` is the window's ``net`` (:class:`cardtable.ui.window.MainWindow` holds one;
what it reads and changes of the window is :class:`NetWindow`). A table hosted from here runs in
the background (:class:`~cardtable.ui.hosting.HostRunner`); a table joined, or the window's own
seat at the table it hosts, is drawn on a table page of its own fed by a
:class:`~cardtable.ui.remote.RemoteController`, in front of the local table (whose game, if any,
stays as it was). Undo, hints, saving, the hand history and the deal code need the whole match,
which stays with the host: at a network table they are off, and their tooltips say why. Leaving
the table (a new game, another table, closing the window) asks first while the game is on, and
says that hosting stops with it. Seats outlive the window (:mod:`cardtable.net.kept`): a table
hosted here is autosaved and can be served again, and a seat taken at another table is offered
again by the join dialog until its game ends."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox, QStatusBar, QWidget

from cardtable.engine.errors import CardTableError
from cardtable.i18n import _, ngettext
from cardtable.persistence.stats import Outcome
from cardtable.ui.a11y import settle_status_bar
from cardtable.ui.i18n import translate_message_box

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget

    from cardtable.net import protocol as wire
    from cardtable.net.kept import KeptSeats
    from cardtable.persistence.settings import Settings
    from cardtable.persistence.stats import StatsStore
    from cardtable.session.contract import Snapshot
    from cardtable.ui.art import CardArt
    from cardtable.ui.hosting import HostPlan, HostRunner
    from cardtable.ui.joindialog import JoinDialog, LeftSeat
    from cardtable.ui.netdialogs import HostDialog
    from cardtable.ui.paths import AppPaths
    from cardtable.ui.remote import NetLink, RemoteController
    from cardtable.ui.start import StartScreen
    from cardtable.ui.table import TablePage


class NetWindow(Protocol):
    """What network play reads and changes of the main window
    (:class:`cardtable.ui.window.MainWindow`)."""

    #: The network table on show (its page and controller), and the table hosted from here.
    net_page: TablePage | None
    net_controller: RemoteController | None
    host_runner: HostRunner | None
    host_dialog: HostDialog | None
    join_dialog: JoinDialog | None
    #: Menu actions that need the whole match (off at a network table).
    match_actions: list[QAction]
    host_action: QAction
    join_action: QAction
    #: The seats this computer keeps to come back to (``network.json``, the hosted table's
    #: autosave), read when first needed.
    _kept: KeptSeats | None
    #: The table joined on show: (address, join code).
    _joined_at: tuple[str, str] | None
    #: The name this player gave last in the Host or Join dialog.
    _net_name: str

    stack: QStackedWidget
    start_screen: StartScreen
    _table: TablePage | None
    _speed: float
    _side_visible: bool
    _bot_delay_ms: int
    settings: Settings
    last_notice: str
    paths: AppPaths
    undo_action: QAction
    hint_action: QAction
    deal_label: QLabel

    @property
    def art(self) -> CardArt: ...

    @property
    def stats(self) -> StatsStore: ...

    def notice(self, text: str, warning: bool = False) -> None: ...
    def count_in_stats(self, record: Callable[[], object]) -> None: ...
    def keep_net_game(self, snap: Snapshot) -> None: ...
    def record_seat(self, link: NetLink) -> None: ...
    def _keep(self, dialog: object) -> None: ...
    def _show_page(self, page: QWidget) -> None: ...
    def _update_undo(self) -> None: ...
    def show_start(self) -> None: ...
    def fit_status_bar(self) -> None: ...
    def setWindowTitle(self, title: str) -> None: ...
    def statusBar(self) -> QStatusBar: ...

    def as_widget(self) -> QMainWindow: ...


class NetPlay:
    """Hosting and joining tables, for the window (see the module docstring)."""

    def __init__(self, window: NetWindow) -> None:
        self.window = window

    @property
    def kept_seats(self) -> KeptSeats:
        """The seats kept between runs (a file that cannot be read is told once)."""
        if self.window._kept is None:
            from cardtable.net.kept import KeptSeats

            self.window._kept = KeptSeats(self.window.paths.data)
            if self.window._kept.problem:
                self.window.notice(self.window._kept.problem, warning=True)
        return self.window._kept

    def _keeping(self, change: Callable[[KeptSeats], object]) -> None:
        """Change the kept seats; a file that cannot be written is told (the game goes on,
        but that seat or table will not be offered after the window closes)."""
        try:
            change(self.kept_seats)
        except OSError as exc:
            self.window.notice(
                _("Card Table cannot keep this network seat for later: {why}").format(
                    why=exc.strerror or exc
                ),
                warning=True,
            )

    def add_net_actions(self, menu: QMenu) -> None:
        menu.setToolTipsVisible(True)  # why Undo, Hint… are off at a network table
        host = QAction(_("&Host a table…"), self.window.as_widget())
        host.setStatusTip(_("Play with people on other computers: you serve the table"))
        host.triggered.connect(self.host_table)
        join = QAction(_("&Join a table…"), self.window.as_widget())
        join.setStatusTip(_("Take a seat at a table hosted on another computer"))
        join.triggered.connect(self.join_table)
        menu.addAction(host)
        menu.addAction(join)
        self.window.host_action, self.window.join_action = host, join

    # --- hosting ---------------------------------------------------------------------------------

    def host_table(self) -> HostDialog | None:
        """Game ▸ Host a table…."""
        shown = self.window.host_dialog
        if self.window.host_runner is not None and shown is not None:
            shown.open()  # hosting already: the code and the seats again
            return shown
        if not self.leave_net():
            return None
        from cardtable.ui.netdialogs import HostDialog

        dialog = HostDialog(name=self._player_name(), parent=self.window.as_widget())
        dialog.host_requested.connect(self._host)
        dialog.resume_requested.connect(self._resume)
        dialog.stop_requested.connect(lambda: self._stop_from_dialog(dialog))
        dialog.rejected.connect(lambda: self._host_dialog_closed(dialog))
        self.window.host_dialog = dialog
        self._offer_resume(dialog)
        self.window._keep(dialog)
        dialog.open()
        return dialog

    def _offer_resume(self, dialog: HostDialog) -> None:
        """Offer in the host dialog the table hosted here and left unfinished, if any."""
        found = self.kept_seats.resumable()
        if isinstance(found, str):
            why = _("The table you hosted last cannot be served again: {why}").format(why=found)
            dialog.offer_resume(why, resumable=False)
        elif found is not None:
            table = found[1]
            match = table.match
            text = ngettext(
                "You left a table of {game} unfinished ({count} player, {moves} moves "
                "played). Resume it: the same join code, and every player takes their seat "
                "back. Hosting a new table ends it.",
                "You left a table of {game} unfinished ({count} players, {moves} moves "
                "played). Resume it: the same join code, and every player takes their seat "
                "back. Hosting a new table ends it.",
                match.num_players,
            ).format(game=_(match.info.title), count=match.num_players, moves=len(match.log))
            dialog.offer_resume(text)

    def _player_name(self) -> str:
        """The name this player gave last at a network table (in this run, else the one kept
        with a seat), for the next Host or Join dialog."""
        if self.window._net_name:
            return self.window._net_name
        kept = self.kept_seats
        if kept.hosted is not None:
            return kept.hosted.name
        return kept.joined[0].name if kept.joined else ""

    def _host(self, plan: HostPlan) -> None:
        from cardtable.ui.hosting import HostRunner

        if plan.name != _("You"):  # "You" is what a name left empty is shown as
            self.window._net_name = plan.name
        kept = self.kept_seats
        # The table left unfinished here ends (one that cannot be read is set aside).
        if isinstance(kept.resumable(), str):
            self._keeping(lambda kept: kept.set_hosted_aside())
        self._keeping(lambda kept: kept.stopped_hosting())
        plan = replace(plan, bot_delay_ms=self.window._bot_delay_ms)
        self._serve(HostRunner(plan, self.window.as_widget(), save_path=kept.hosted_path))

    def _resume(self) -> None:
        """Serve again the table hosted here and left unfinished."""
        from cardtable.ui.hosting import HostRunner

        kept = self.kept_seats
        found = kept.resumable()
        dialog = self.window.host_dialog
        if not isinstance(found, tuple):
            if dialog is not None:
                self._offer_resume(dialog)
            return
        seat, table = found
        runner = HostRunner.resuming(
            seat, table, kept.hosted_path, self.window.as_widget(), self.window._bot_delay_ms
        )
        self._serve(runner)

    def _serve(self, runner: HostRunner) -> None:
        dialog = self.window.host_dialog
        assert dialog is not None
        # Connected before the thread starts: what it reports at once is not lost.
        runner.started.connect(lambda port: self._hosting(runner, port))
        runner.failed.connect(lambda why: self._host_failed(runner, why))
        runner.seats_changed.connect(lambda seats: self._seats_changed(runner, seats))
        self.window.host_runner = runner
        try:
            runner.start()
        except CardTableError as exc:
            self.window.host_runner = None
            dialog.show_problem(_("The table cannot be hosted: {why}").format(why=exc))
            return
        dialog.host_button.setEnabled(False)
        dialog.resume_button.setEnabled(False)

    def _hosting(self, runner: HostRunner, port: int) -> None:
        from cardtable.net.discovery import local_addresses
        from cardtable.ui.hosting import connect_address
        from cardtable.ui.remote import NetLink, RemoteController

        if runner is not self.window.host_runner:
            return
        plan = runner.plan
        # Kept, so that this table can be served again after the window closes.
        from cardtable.net.kept import HostedSeat

        seat = HostedSeat(
            plan.you, plan.name, plan.address, port, plan.advertise, plan.game, time.time()
        )
        self._keeping(lambda kept: kept.hosting(seat))
        dialog = self.window.host_dialog
        if dialog is not None:
            dialog.show_waiting(
                runner.code, port, local_addresses(plan.address), runner.fingerprint
            )
        where = connect_address(plan.address, port, runner.fingerprint)
        link = NetLink(
            where, runner.code, plan.name, plan.you, runner.token, self.window.as_widget()
        )
        self._enter_net(RemoteController(link, self.window.as_widget()))
        self.window.record_seat(link)
        link.start()

    def _host_failed(self, runner: HostRunner, why: str) -> None:
        dialog = self.window.host_dialog
        started = runner.port != 0
        if runner is self.window.host_runner:
            self.window.host_runner = None
        text = _("The table cannot be hosted: {why}").format(why=why)
        if dialog is not None and dialog.isVisible() and not started:
            dialog.host_button.setEnabled(True)
            dialog.resume_button.setEnabled(True)
            dialog.show_problem(text)
        else:
            self.window.notice(text, warning=True)

    def _seats_changed(self, runner: HostRunner, seats: list[tuple[str, str]]) -> None:
        dialog = self.window.host_dialog
        if runner is not self.window.host_runner or dialog is None:
            return
        dialog.set_seats(seats, runner.plan.you)
        if not any(state == "open" for _name, state in seats) and dialog.isVisible():
            dialog.accept()  # every seat is taken: on to the table, where the cards are dealt

    def _stop_from_dialog(self, dialog: HostDialog) -> None:
        self._leave()
        dialog.reject()

    def _host_dialog_closed(self, dialog: HostDialog) -> None:
        """The host dialog was closed before every seat was taken: hosting goes on, behind
        the table, unless it was closed before hosting began."""
        if self.window.host_dialog is dialog and self.window.host_runner is None:
            self.window.host_dialog = None

    # --- joining ---------------------------------------------------------------------------------

    def join_table(self, discover: bool = True) -> JoinDialog | None:
        """Game ▸ Join a table…."""
        if not self.leave_net():
            return None
        from cardtable.ui.joindialog import JoinDialog

        dialog = JoinDialog(
            name=self._player_name(),
            discover=discover,
            parent=self.window.as_widget(),
            left=self._left_seats(),
        )
        dialog.join_requested.connect(self._join)
        self.window.join_dialog = dialog
        self.window._keep(dialog)
        dialog.open()
        return dialog

    def _left_seats(self) -> list[LeftSeat]:
        """The seats kept at other tables, newest first, as the join dialog offers them."""
        from cardtable.games import GAMES
        from cardtable.ui.joindialog import LeftSeat
        from cardtable.ui.saves import saved_when

        out = []
        for held in self.kept_seats.joined:
            info = GAMES.get(held.game)
            when = saved_when(held.at)
            text = _("{game} at {where}, seat {seat} (taken {when})").format(
                game=_(info.title) if info is not None else held.game,
                where=held.where,
                seat=held.seat + 1,
                when=when,
            )
            out.append(LeftSeat(text, held.where, held.code, held.name))
        return out

    def _join(self, where: str, code: str, name: str) -> None:
        from cardtable.ui.remote import (
            NetLink,
            RemoteController,
            join_error,
            kept_seat_gone,
            seat_gone,
        )

        dialog = self.window.join_dialog
        code = code.strip().upper()
        if name.strip():
            self.window._net_name = name.strip()
        # Joining a table left earlier (in this run or before) takes the seat back by its token.
        held = self.kept_seats.held(where, code)
        seat, token = (held.seat, held.token) if held is not None else (None, "")
        link = NetLink(where, code, name, seat, token, parent=self.window.as_widget())
        # Made before the connection starts, so it hears the first update after the welcome.
        controller = RemoteController(link, self.window.as_widget())
        self.window.record_seat(link)

        def failed(reason: str) -> None:
            link.stop(0)
            controller.deleteLater()
            text = join_error(reason, where)
            if held is not None and seat_gone(reason):
                self._keeping(lambda kept: kept.forget(where, code))  # not offered again
                text = kept_seat_gone(reason, where)
                if dialog is not None:
                    dialog.forget_left(where, code)
            if dialog is not None:
                dialog.show_problem(text)

        def joined(welcome: wire.Welcome) -> None:
            from cardtable.net.kept import JoinedSeat

            seat = JoinedSeat(
                where, code, welcome.seat, welcome.token, welcome.game, name, time.time()
            )
            self._keeping(lambda kept: kept.took(seat))
            if dialog is not None and not dialog.isVisible():  # cancelled while joining
                link.stop(0)
                controller.deleteLater()
                return
            if dialog is not None:
                dialog.accept()
            self._enter_net(controller)
            self.window._joined_at = (where, code)

        link.failed.connect(failed)
        link.joined.connect(joined)
        link.start()

    # --- the network table -----------------------------------------------------------------------

    def _enter_net(self, controller: RemoteController) -> None:
        """Show the network table ``controller`` draws (its connection is started by the
        caller once the page listens)."""
        from cardtable.net.remote_session import remote_reason
        from cardtable.ui.table import TablePage

        # The page asks its controller what a TableControl answers; RemoteController answers
        # it from the host's updates (tests/ui/test_net_window.py checks the match).
        page = TablePage(self.window.art, controller)
        summary = page.summary
        for button in (summary.again_button, summary.same_button, summary.watch_button):
            button.hide()
        summary.history_button.hide()
        summary.new_game.connect(self._new_game_from_net)
        page.actions_bar.new_game.connect(self._new_game_from_net)
        page.animator.speed = self.window._speed
        page.show_side(self.window._side_visible)
        # Read on by itself after a round's end as a local table goes on (the settings).
        controller.round_pause_ms = self.window.settings.round_pause_ms
        controller.status.connect(page.show_status)
        controller.lost.connect(self._lost)
        controller.finished.connect(self._net_game_over)
        controller.reset.connect(lambda snap: self._net_title(snap))
        self.window.net_page, self.window.net_controller = page, controller
        self.window.stack.addWidget(page)
        self.window._show_page(page)
        page.view.setFocus()
        # The status line (and what it tells screen readers) is the network table's now; the
        # deal is the host's, so no deal code is shown.
        self.window.statusBar().insertWidget(0, page.status_line, 1)
        settle_status_bar(self.window.statusBar(), page.status_line)
        self.window.fit_status_bar()
        reason = remote_reason()
        for action in self._net_actions():
            action.setEnabled(False)
            action.setToolTip(reason)
            action.setStatusTip(reason)

    def _net_game_over(self, snap: Snapshot) -> None:
        """Count a network game in the statistics, as a game played here would be: with others
        when more than one person sat at the table, else as a solo game against the bots; and
        keep it for replaying."""
        self._game_ended()
        self.window.keep_net_game(snap)
        controller = self.window.net_controller
        viewer = snap.viewer
        if controller is None or viewer is None or not 0 <= viewer < len(snap.scores):
            return  # watching: nothing of this player's to count
        people = sum(1 for state in controller.seat_states if state != "bot")
        outcome = Outcome(
            snap.info.id,
            max(1, people),
            people <= 1 and viewer in snap.winners,
            snap.scores[viewer] if people <= 1 else None,
            snap.info.lower_is_better,
        )
        self.window.count_in_stats(lambda: self.window.stats.record_outcome(outcome))

    def _game_ended(self) -> None:
        """The network table's game is over: its seat (or the table hosted here) is not kept."""
        joined = self.window._joined_at
        if self.window.host_runner is not None:
            self._keeping(lambda kept: kept.stopped_hosting())
        elif joined is not None:
            self._keeping(lambda kept: kept.forget(*joined))

    def _net_actions(self) -> list[QAction]:
        return [
            self.window.undo_action,
            self.window.hint_action,
            *getattr(self.window, "match_actions", []),
        ]

    def _net_title(self, snapshot: object) -> None:
        info = getattr(snapshot, "info", None)
        if info is not None:
            title = _("Card Table — {info}").format(info=info.title)
            self.window.setWindowTitle(title + " · " + _("network table"))

    def _lost(self, reason: str) -> None:
        if self.window.host_runner is not None:
            text = _("The connection to the table ended ({reason}).").format(reason=reason)
        else:
            text = _(
                "The connection to the table ended ({reason}). While the game lasts, Game ▸ "
                "Join a table… takes your seat back, also after Card Table is closed."
            ).format(reason=reason)
        self.window.notice(text, warning=True)

    def _new_game_from_net(self) -> None:
        if self.leave_net():
            self.window.show_start()

    def net_game_on(self) -> bool:
        """Whether a network table is on show with its game not over (and, at a table joined,
        still connected: a table whose host is gone is left without a question)."""
        controller = self.window.net_controller
        if controller is None:
            return self.window.host_runner is not None
        if not controller.connected and self.window.host_runner is None:
            return False
        try:
            return not controller.snapshot().over
        except AssertionError:
            return True  # not dealt yet

    def leave_net(self, ask: bool = True) -> bool:
        """Leave the network table (asking first while its game is on). False if the player
        stays."""
        if self.window.net_page is None and self.window.host_runner is None:
            return True
        if ask and self.net_game_on():
            box = QMessageBox(self.window.as_widget())
            box.setIcon(QMessageBox.Icon.Question)
            box.setWindowTitle(_("Leave the table?"))
            if self.window.host_runner is not None:
                text = _(
                    "You are hosting this table. Leaving stops hosting: the other players are "
                    "disconnected. The table is kept: Game ▸ Host a table… serves it again, "
                    "and every player takes their seat back."
                )
            else:
                text = _(
                    "The game goes on without you: your seat waits for you, unless the host "
                    "lets a bot take it."
                )
            box.setText(text)
            # The answers say what they do; staying is the default, and Escape stays too.
            leave = box.addButton(_("Leave the table"), QMessageBox.ButtonRole.AcceptRole)
            stay = box.addButton(_("Stay"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(stay)
            box.setEscapeButton(stay)
            translate_message_box(box)
            box.exec()
            if box.clickedButton() is not leave:
                return False
        self._leave()
        return True

    def _leave(self) -> None:
        """Close the connection, stop hosting and put the network table away."""
        controller, page, runner = (
            self.window.net_controller,
            self.window.net_page,
            self.window.host_runner,
        )
        self.window.net_controller = self.window.net_page = self.window.host_runner = None
        self.window._joined_at = None
        if controller is not None:
            controller.shutdown()
        if runner is not None:
            runner.stop()
            if runner.host is not None and not runner.host.started:
                # Never dealt: nothing to come back to.
                self._keeping(lambda kept: kept.stopped_hosting())
        if page is not None:
            if self.window.stack.currentWidget() is page:
                self.window._show_page(self.window.start_screen)
            self.window.stack.removeWidget(page)
            self.window.statusBar().removeWidget(page.status_line)
            page.deleteLater()
        self.window.fit_status_bar()
        for action in self._net_actions():
            action.setEnabled(True)
            action.setToolTip("")
            action.setStatusTip("")
        self.window.setWindowTitle(_("Card Table"))
        self.window.host_dialog = None
        self.window._update_undo()
