"""The main window: the start screen, the table page, menus, and everything around a game.

Start-up is kept lean: the table (scene, card art, controller, bots) is imported and built only
when the first game starts, so the start screen shows quickly.

Around the game the window keeps the session: it autosaves after every action of a game with a
person at the table (:mod:`cardtable.persistence.saves`), offers to resume an unfinished game
on the start screen, saves and opens named games, records statistics when a game ends, and
remembers the settings, the window's size and the last game set up (``settings.json``). Files
live under :class:`~cardtable.ui.paths.AppPaths` (the user's folders, or ``$CARDTABLE_HOME``).
A file that cannot be read is reported once, in one sentence with its path, and the app goes
on without it; it is left unchanged until something must be written in its place.
"""

from __future__ import annotations

import contextlib
import html
import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeySequence,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QStackedWidget, QWidget

from cardtable.engine.errors import CardTableError
from cardtable.i18n import _, in_sentence
from cardtable.persistence.saves import SaveError, SaveStore
from cardtable.persistence.settings import BOT_PACES, SPEEDS, Settings
from cardtable.persistence.stats import StatsStore
from cardtable.session.dealcode import deal_code
from cardtable.session.undo import UndoCheck, unavailable
from cardtable.ui import warmup
from cardtable.ui.a11y import NOTICE_MS, settle_status_bar
from cardtable.ui.i18n import translate_message_box
from cardtable.ui.paths import AppPaths, app_paths
from cardtable.ui.settings_store import (
    open_settings,
    place_first_window,
    restore_geometry,
    save_geometry,
)
from cardtable.ui.setup import GameSetup, setup_from_match
from cardtable.ui.start import StartScreen
from cardtable.ui.statusbar import fit_status_bar
from cardtable.ui.style import STYLE
from cardtable.ui.window_files import GameFiles
from cardtable.ui.window_net import NetPlay
from cardtable.ui.window_replay import ReplayFiles

if TYPE_CHECKING:
    from cardtable.engine.zones import Seat
    from cardtable.net.kept import KeptSeats
    from cardtable.net.seatgame import SeatReplay
    from cardtable.session.match import Match
    from cardtable.session.replay import Replay
    from cardtable.ui.art import CardArt
    from cardtable.ui.controller import Snapshot, Step, TableController
    from cardtable.ui.history_dialog import HandHistoryDialog
    from cardtable.ui.hosting import HostRunner
    from cardtable.ui.joindialog import JoinDialog
    from cardtable.ui.netdialogs import HostDialog
    from cardtable.ui.remote import NetLink, RemoteController
    from cardtable.ui.replay_dialog import ReplayDialog
    from cardtable.ui.replay_view import ReplayPage
    from cardtable.ui.rules import RulesWindow
    from cardtable.ui.saves import OpenDialog
    from cardtable.ui.scoresheet import ScoreSheetWindow
    from cardtable.ui.table import TablePage

__all__ = ["BOT_PACES", "SPEEDS", "MainWindow"]


class MainWindow(QMainWindow):
    """Start screen and table in one window; see the module docstring. Its files, its replays
    and its network play are parts of their own that it holds (``files``, ``replays``, ``net``)
    and asks; they read and change the window through the protocols of their modules."""

    #: The network table on show (its page and controller), and the table hosted from here.
    net_page: TablePage | None = None
    net_controller: RemoteController | None = None
    host_runner: HostRunner | None = None
    host_dialog: HostDialog | None = None
    join_dialog: JoinDialog | None = None
    #: Menu actions that need the whole match (off at a network table).
    match_actions: list[QAction]
    host_action: QAction
    join_action: QAction
    #: The seats this computer keeps to come back to (``network.json``, the hosted table's
    #: autosave), read when first needed.
    _kept: KeptSeats | None = None
    #: The table joined on show: (address, join code).
    _joined_at: tuple[str, str] | None = None
    #: The name this player gave last in the Host or Join dialog.
    _net_name = ""
    #: The replay on show, and the page to go back to when it closes.
    replay_page: ReplayPage | None = None
    _replay_return: QWidget | None = None

    def __init__(self, art: CardArt | None = None, paths: AppPaths | None = None) -> None:
        super().__init__()
        self.files = GameFiles(self)
        self.replays = ReplayFiles(self)
        self.net = NetPlay(self)
        self.setWindowTitle(_("Card Table"))
        self.setStyleSheet(STYLE)
        self.paths = paths or app_paths()
        self.settings_store = open_settings(self.paths)
        self.settings: Settings = self.settings_store.settings
        self.saves = SaveStore(self.paths.data)
        self._stats: StatsStore | None = None
        self._art = art
        self._table: TablePage | None = None
        #: The local table's controller (the page knows it only as a TableControl).
        self._controller: TableController | None = None
        self._speed = self.settings.speed
        self._bot_delay_ms = self.settings.bot_delay_ms
        self._side_visible = self.settings.show_side
        self._setup: GameSetup | None = None
        #: Whether the game on the table is autosaved (it has a human seat).
        self._autosave = False
        self._was_over = False
        self._written: tuple[int, int] | None = None
        self._write_failed = False
        self._rules: RulesWindow | None = None
        self._sheet_window: ScoreSheetWindow | None = None
        self._dialogs: list[object] = []
        #: The last message shown to the user (for tests and the status bar).
        self.last_notice = ""
        #: Files already reported as unusable this session (path, size, time), told once.
        self._reported: set[tuple[str, int, int]] = set()
        self._warm_started = False
        self.warmup: warmup.Warmup | None = None
        self.stack = QStackedWidget()
        self.start_screen = StartScreen()
        self.stack.addWidget(self.start_screen)
        self.setCentralWidget(self.stack)
        self.start_screen.start.connect(self.start_game)
        self.start_screen.resume.connect(self.resume_last)
        self.start_screen.open_saves.connect(self.open_saves)
        self.start_screen.show_stats.connect(self.show_stats)
        self.start_screen.show_rules.connect(self.show_rules)
        last = self.settings.last_setup_json()
        remembered = GameSetup.from_json(last) if last else None
        if remembered is not None:
            self.start_screen.load_setup(remembered)
        self.deal_label = QLabel("")
        self.deal_label.setObjectName("dealLabel")
        self.deal_label.setToolTip(
            _("The deal code: enter it in the new-game form to replay this deal")
        )
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addPermanentWidget(self.deal_label)
        self.deal_label.hide()  # shown with a table (fit_status_bar)
        self.statusBar().messageChanged.connect(lambda _text: self.fit_status_bar())
        self._build_menus()
        if not restore_geometry(self.settings_store, self):
            place_first_window(self)
        if self.settings_store.problem:
            problem = self.settings_store.problem
            QTimer.singleShot(0, lambda: self.notice(problem, warning=True))

    # --- what others ask of the window's parts ---------------------------------------------------

    def as_widget(self) -> QMainWindow:
        """The window itself, as the parent of what its parts open."""
        return self

    def open_saves(self) -> OpenDialog:
        return self.files.open_saves()

    def save_as(self) -> None:
        self.files.save_as()

    def show_keys(self) -> None:
        self.files.show_keys()

    def count_in_stats(self, record: Callable[[], object]) -> None:
        self.files.count_in_stats(record)

    def copy_deal_code(self) -> None:
        self.replays.copy_deal_code()

    def show_replays(self) -> ReplayDialog:
        return self.replays.show_replays()

    def replay_file(self, path: Path) -> bool:
        return self.replays.replay_file(path)

    def replay_match(self, match: Match) -> None:
        self.replays.replay_match(match)

    def watch_replay(self) -> None:
        self.replays.watch_replay()

    def show_hand_history(self) -> HandHistoryDialog | None:
        return self.replays.show_hand_history()

    def show_replay(self, replay: Replay | SeatReplay, viewer: Seat | None) -> ReplayPage:
        return self.replays.show_replay(replay, viewer)

    def record_seat(self, link: NetLink) -> None:
        self.replays.record_seat(link)

    def keep_net_game(self, snap: Snapshot) -> None:
        self.replays.keep_net_game(snap)

    def close_replay(self) -> None:
        self.replays.close_replay()

    @property
    def kept_seats(self) -> KeptSeats:
        return self.net.kept_seats

    def host_table(self) -> HostDialog | None:
        return self.net.host_table()

    def join_table(self, discover: bool = True) -> JoinDialog | None:
        return self.net.join_table(discover)

    def net_game_on(self) -> bool:
        return self.net.net_game_on()

    def leave_net(self, ask: bool = True) -> bool:
        return self.net.leave_net(ask)

    # --- the table, built on first use -----------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        settle_status_bar(self.statusBar())
        if not self._warm_started and self._table is None:
            self._warm_started = True
            self.warmup = warmup.start(self)  # the first game prepared while the start screen idles

    @property
    def art(self) -> CardArt:
        if self._art is None:
            from cardtable.ui.art import CardArt, app_icon

            art = CardArt(four_colour=self.settings.four_colour)
            if self.settings.card_back in art.backs():
                art.back = self.settings.card_back
            self._art = art
            self.setWindowIcon(app_icon())
        return self._art

    @property
    def table(self) -> TablePage:
        return self._local_table()[0]

    @property
    def controller(self) -> TableController:
        """The local table's controller (the page knows it only as a TableControl)."""
        return self._local_table()[1]

    def _local_table(self) -> tuple[TablePage, TableController]:
        """The table page of games played here and its controller, built when first asked
        for."""
        if self._table is None or self._controller is None:
            from cardtable.ui.controller import TableController
            from cardtable.ui.table import TablePage

            controller = TableController(parent=self, bot_delay_ms=self._bot_delay_ms)
            controller.privacy = True
            # The end of a round waits for the people at the table (not for a table of bots).
            controller.pause_at_round_end = True
            controller.round_pause_ms = self.settings.round_pause_ms
            table = TablePage(self.art, controller)
            self._table, self._controller = table, controller
            self.stack.addWidget(table)
            self.statusBar().insertWidget(0, table.status_line, 1)
            settle_status_bar(self.statusBar(), table.status_line)
            self.fit_status_bar()
            table.actions_bar.new_game.connect(self.show_start)
            table.actions_bar.play_again.connect(self.play_again)
            table.summary.play_again.connect(self.play_again)
            table.summary.replay_deal.connect(self.replay_deal)
            table.summary.new_game.connect(self.show_start)
            table.summary.watch_replay.connect(self.watch_replay)
            table.summary.show_history.connect(self.show_hand_history)
            table.hint_shown.connect(self._after_hint)
            table.record_text = self.files.record_text
            controller.status.connect(table.show_status)
            controller.stepped.connect(self._after_step)
            controller.reset.connect(self._after_reset)
            controller.finished.connect(self.files.game_over)
            controller.undo_changed.connect(self._update_undo)
            table.animator.speed = self._speed
            table.show_side(self._side_visible)
        return self._table, self._controller

    @property
    def stats(self) -> StatsStore:
        if self._stats is None:
            self._stats = StatsStore(self.paths.stats)
        return self._stats

    # --- menus -----------------------------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(slot)
        return act

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(_("&Game"))
        game.addAction(self._action(_("&New game…"), self.show_start, QKeySequence.StandardKey.New))
        self.net.add_net_actions(game)
        game.addAction(self._action(_("Play &again"), self.play_again, "Ctrl+R"))
        self.undo_action = self._action(_("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        game.addAction(self.undo_action)
        # Ctrl+Z while Undo is off says why instead of doing nothing (a disabled action's
        # shortcut is not heard; this one is on only while the action is off).
        self.undo_refusal = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.undo_refusal.activated.connect(self.undo)
        self.undo_action.enabledChanged.connect(lambda on: self.undo_refusal.setEnabled(not on))
        self.hint_action = self._action(_("&Hint"), self.hint, "H")
        self.hint_action.setStatusTip(_("The move the coach would make for you, and why"))
        game.addAction(self.hint_action)
        game.addSeparator()
        self.match_actions = [
            self._action(_("&Save as…"), self.save_as, QKeySequence.StandardKey.Save),
            self._action(_("Hand &history…"), self.show_hand_history, "Ctrl+H"),
            self._action(_("Copy the &deal code"), self.copy_deal_code),
        ]
        game.addAction(self.match_actions[0])
        game.addAction(self._action(_("&Open…"), self.open_saves, QKeySequence.StandardKey.Open))
        game.addAction(self._action(_("Re&play…"), self.show_replays, "Ctrl+Shift+R"))
        game.addActions(self.match_actions[1:])
        game.addSeparator()
        game.addAction(self._action(_("S&tatistics…"), self.show_stats))
        game.addAction(self._action(_("Se&ttings…"), self.show_settings, "Ctrl+,"))
        game.addSeparator()
        game.addAction(self._action(_("&Quit"), self.close, QKeySequence.StandardKey.Quit))

        view = self.menuBar().addMenu(_("&View"))
        speed_menu = view.addMenu(_("Animation &speed"))
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name, _factor in SPEEDS:
            act = QAction(_(name), self, checkable=True)
            act.setChecked(name == self.settings.animation)
            act.triggered.connect(lambda _=False, n=name: self._choose(animation=n))
            group.addAction(act)
            speed_menu.addAction(act)
            self.speed_actions[name] = act
        pace_menu = view.addMenu(_("&Bot speed"))
        pace_group = QActionGroup(self)
        self.pace_actions: dict[str, QAction] = {}
        for name, _ms in BOT_PACES:
            act = QAction(_(name), self, checkable=True)
            act.setChecked(name == self.settings.bot_pace)
            act.triggered.connect(lambda _=False, n=name: self._choose(bot_pace=n))
            pace_group.addAction(act)
            pace_menu.addAction(act)
            self.pace_actions[name] = act
        self.side_action = QAction(_("Scores and &log"), self, checkable=True)
        self.side_action.setShortcut(QKeySequence("F9"))
        self.side_action.setChecked(self._side_visible)
        self.side_action.toggled.connect(lambda on: self._choose(show_side=on))
        view.addAction(self.side_action)
        view.addAction(self._action(_("Score s&heet"), self.show_sheet_window, "F10"))

        help_ = self.menuBar().addMenu(_("&Help"))
        help_.addAction(
            self._action(
                _("&Rules"), lambda: self.show_rules(), QKeySequence.StandardKey.HelpContents
            )
        )
        help_.addAction(self._action(_("&Playing with Card Table"), lambda: self.show_rules("app")))
        help_.addAction(self._action(_("&Keyboard"), self.show_keys))

    # --- starting, resuming, opening -------------------------------------------------------------

    def _show_page(self, page: QWidget) -> None:
        """Show ``page``; the focus leaves the page that is hidden, so a screen reader is never
        told that a control nobody can see is focused. Any other page closes a replay."""
        if self.replay_page is not None and page is not self.replay_page:
            self.close_replay()  # the game it paused plays on
        for other in (self.start_screen, self._table, self.replay_page):
            if other is None or other is page:
                continue
            focused = other.focusWidget()
            if focused is not None:
                focused.clearFocus()
        self.stack.setCurrentWidget(page)
        if page is self.start_screen:
            # Whatever way it is reached (a new game, leaving a network table, the end of a
            # replay), the start screen offers the game that is really there to resume.
            self.start_screen.set_resume(self._resume_offer())
        self.fit_status_bar()

    def fit_status_bar(self) -> None:
        """The status bar speaks for the page on show (:mod:`cardtable.ui.statusbar`)."""
        pages = [p for p in (self._table, getattr(self, "net_page", None)) if p is not None]
        current = self.stack.currentWidget()
        lines = [(page, page.status_line) for page in pages]
        fit_status_bar(self.statusBar(), current, lines, self.deal_label, self._table)

    def show_start(self) -> None:
        if not self.leave_net():
            return
        self._show_page(self.start_screen)
        if not self.start_screen.resume_card.isVisible():
            self.start_screen.games.setFocus()

    def _in_progress(self) -> bool:
        return (
            self._table is not None
            and self.controller.has_match()
            and not self.controller.match.is_over()
            and self._autosave
        )

    def _resume_offer(self) -> str:
        """What the start screen offers to resume ("" for nothing)."""
        if self._in_progress():
            match = self.controller.match
            return _("Your game of {info} is still on the table.").format(info=_(match.info.title))
        info = self.saves.autosave_info()
        if info is None:
            return ""
        if not info.ok:
            # Left as it is: it is set aside only when a new game's autosave needs its place.
            self._report_once(
                info.path,
                _("Your last game cannot be resumed. {message}").format(message=info.message()),
            )
            return ""
        preview = info.preview
        if preview is None or preview.over:
            return ""
        from cardtable.ui.saves import saved_when

        head = html.escape(_("Unfinished game:"))
        progress, when = in_sentence(preview.progress_text()), saved_when(info.saved_at)
        text = _("{title}, {progress} · saved {when}").format(
            title=_(preview.title), progress=progress, when=when
        )
        return f"<b>{head}</b> {html.escape(text)}<br>{html.escape(preview.standings)}"

    def resume_last(self) -> None:
        """Back to the game on the table, or resume the autosaved one."""
        if self._in_progress():
            self._show_page(self.table)  # behind the privacy screen in pass-and-play
            self.table.focus_table()
            return
        try:
            match = self.saves.load(self.saves.autosave_path)
        except SaveError as exc:
            self._report_once(
                exc.path, _("The game cannot be resumed. {message}").format(message=exc.message)
            )
            self.start_screen.set_resume("")
            return
        self._setup = setup_from_match(match)
        self._begin(match, resumed=True)

    def start_game(self, setup: GameSetup) -> None:
        self._setup = setup
        if setup.human_count:
            self._remember(setup)
        try:
            match = setup.build()
        except CardTableError as exc:
            self.notice(_("The game cannot start: {exc}").format(exc=exc), warning=True)
            return
        self._begin(match)

    def _begin(self, match: Match, resumed: bool = False) -> None:
        if not self.leave_net():
            return
        has_human = any(not s.is_bot for s in match.seats)
        if has_human and not resumed:
            self.saves.new_game()  # the previous autosave is kept before this game is written
        self._autosave = has_human
        self._was_over = match.is_over()
        self._written = (id(match), len(match.log)) if resumed else None
        self.table.status_line.setText("")  # the last game's words go with it
        self._show_page(self.table)
        try:
            self.controller.set_match(match)
        except CardTableError as exc:
            self.notice(_("The game cannot start: {exc}").format(exc=exc), warning=True)
            self.show_start()
            return
        self.table.summary.hide()
        self.setWindowTitle(_("Card Table — {info}").format(info=match.info.title))
        code = deal_code(match.seed) if 0 <= match.seed < 2**31 else str(match.seed)
        self.deal_label.setText(_("Deal {code}").format(code=code))
        self.table.focus_table()
        self.controller.start()
        self._update_undo()

    def play_again(self) -> None:
        if self._setup is not None:
            self.start_game(replace(self._setup, seed=None))

    def replay_deal(self) -> None:
        if self._setup is not None and self._table is not None and self.controller.has_match():
            self.start_game(replace(self._setup, seed=self.controller.match.seed))

    def _remember(self, setup: GameSetup) -> None:
        self._save_settings(replace(self.settings, last_setup=json.dumps(setup.to_json())))

    def _save_settings(self, settings: Settings) -> None:
        self.settings = settings
        before = self.settings_store.problem
        try:
            self.settings_store.save(settings)
        except OSError as exc:
            self._report_once(
                self.settings_store.path, _("The settings cannot be saved: {exc}").format(exc=exc)
            )
            return
        if self.settings_store.problem and self.settings_store.problem != before:
            self.notice(self.settings_store.problem)

    # --- saving ----------------------------------------------------------------------------------

    def _after_step(self, step: Step) -> None:
        self.files.write_autosave()
        self._update_undo()

    def _after_reset(self, snapshot: Snapshot) -> None:
        self.files.write_autosave()  # after an undo the log is shorter
        self._update_undo()

    def _keep(self, dialog: object) -> None:
        self._dialogs = [d for d in self._dialogs if getattr(d, "isVisible", lambda: False)()]
        self._dialogs.append(dialog)

    # --- undo ------------------------------------------------------------------------------------

    def undo(self) -> None:
        """Game ▸ Undo (Ctrl+Z): take back the player's last move with the bots' replies
        (cardtable.session.undo), or say why not."""
        if self.net_game_on():
            self.notice(self.undo_action.toolTip())  # why Undo is off at a network table
        elif self._table is None or not self.controller.has_match():
            self.notice(unavailable(_("there is no game on the table")))
        elif self.stack.currentWidget() is not self._table:
            self.notice(unavailable(_("the game is not on the screen")))
        else:
            self.controller.undo()  # a refusal is shown and said by the table
            self._update_undo()

    def _update_undo(self) -> None:
        if self.net_game_on():
            return  # the network table keeps Undo off, with its reason
        if self._table is None or not self.controller.has_match():
            verdict = UndoCheck(False, _("there is no game on the table"))
        else:
            verdict = self.controller.undo_check()
        self.undo_action.setEnabled(verdict.allowed)
        tip = (
            _("Take back your last move, and the bots' replies since (Ctrl+Z)")
            if verdict.allowed
            else unavailable(verdict.reason)
        )
        self.undo_action.setStatusTip(tip)
        self.undo_action.setToolTip(tip)

    # --- the coach -------------------------------------------------------------------------------

    def hint(self) -> None:
        """Game ▸ Hint (H): the coach's move for the player on turn (cardtable.ui.hints)."""
        if self._table is None or self.stack.currentWidget() is not self._table:
            self.notice(_("The coach helps at the table: start or resume a game first."))
            return
        self._table.request_hint()

    def _after_hint(self, _hint: object) -> None:
        """The game is now assisted: keep that in the autosave at once."""
        self._written = None
        self.files.write_autosave()

    # --- other windows ---------------------------------------------------------------------------

    def show_rules(self, page: str | None = None) -> RulesWindow:
        from cardtable.ui.rules import RulesWindow

        if self._rules is None:
            self._rules = RulesWindow(self)
            self._rules.setStyleSheet(STYLE)
        if page is None:
            if self._table is not None and self.controller.has_match():
                page = self.controller.match.info.id
            else:
                page = self.start_screen.game_id()
        self._rules.show_page(page)
        self._rules.show()
        self._rules.raise_()
        return self._rules

    def show_sheet_window(self) -> ScoreSheetWindow:
        from cardtable.ui.scoresheet import ScoreSheetWindow

        if self._sheet_window is None:
            window = ScoreSheetWindow(self)
            self._sheet_window = window

            def refresh(*_: object) -> None:
                if window.isVisible() and self.controller.has_match():
                    window.set_sheet(self.controller.snapshot().sheet)

            self.controller.stepped.connect(refresh)
            self.controller.reset.connect(refresh)
        if self._table is not None and self.controller.has_match():
            self._sheet_window.set_sheet(self.controller.snapshot().sheet)
        self._sheet_window.show()
        self._sheet_window.raise_()
        return self._sheet_window

    def show_stats(self) -> None:
        from cardtable.ui.stats import StatsDialog

        dialog = StatsDialog(self.stats.all(), self.stats.problem, self)
        self._keep(dialog)
        dialog.open()

    def show_settings(self) -> None:
        from cardtable.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.art.backs(), self)
        dialog.applied.connect(self.apply_settings)
        self._keep(dialog)
        dialog.open()

    def notice(self, text: str, warning: bool = False) -> None:
        """Tell the user something: in the status bar, and in a message box for warnings."""
        self.last_notice = text
        self.statusBar().showMessage(text, NOTICE_MS)
        if warning:
            box = QMessageBox(self)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(_("Card Table"))
            box.setText(text)
            translate_message_box(box)
            self._keep(box)
            box.open()

    def _report_once(self, path: Path, text: str) -> None:
        """Warn about a file that cannot be used, once a session for the file as it stands."""
        try:
            st = path.stat()
            key = (str(path), st.st_size, st.st_mtime_ns)
        except OSError:
            key = (str(path), -1, -1)
        if key in self._reported:
            self.statusBar().showMessage(text, NOTICE_MS)
            return
        self._reported.add(key)
        self.notice(text, warning=True)

    # --- settings --------------------------------------------------------------------------------

    def _choose(self, **changes: object) -> None:
        self.apply_settings(replace(self.settings, **changes))  # type: ignore[arg-type]

    def apply_settings(self, settings: Settings) -> None:
        self._save_settings(settings)
        self.set_speed(settings.speed)
        self.set_bot_delay(settings.bot_delay_ms)
        if self._table is not None:
            self.controller.round_pause_ms = settings.round_pause_ms
        if self.net_controller is not None:
            self.net_controller.round_pause_ms = settings.round_pause_ms
        self.set_side_visible(settings.show_side)
        self.speed_actions[settings.animation].setChecked(True)
        self.pace_actions[settings.bot_pace].setChecked(True)
        if self.side_action.isChecked() != settings.show_side:
            self.side_action.setChecked(settings.show_side)
        if self._art is not None:
            changed = (self._art.back, self._art.four_colour) != (
                settings.card_back,
                settings.four_colour,
            )
            if settings.card_back in self._art.backs():
                self._art.back = settings.card_back
            self._art.four_colour = settings.four_colour
            if changed and self._table is not None:
                self._table.scene.update()

    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_ms = ms
        if self._table is not None:
            self.controller.bot_delay_ms = ms

    def set_side_visible(self, visible: bool) -> None:
        self._side_visible = visible
        if self._table is not None:
            self._table.show_side(visible)

    def set_speed(self, factor: float) -> None:
        self._speed = factor
        if self._table is not None:
            self._table.animator.speed = factor
            if factor == 0:
                self._table.animator.finish_all()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.leave_net():
            event.ignore()
            return
        with contextlib.suppress(OSError):
            save_geometry(self.settings_store, self)
        if self._table is not None:
            self.controller.shutdown()
        super().closeEvent(event)
