"""The main window: the start screen, and the table page once a game starts.

Start-up is kept lean: the table (scene, card art, controller, bots) is imported and built
only when the first game starts, so the start screen shows quickly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget

from cardtable.ui.setup import GameSetup
from cardtable.ui.start import StartScreen
from cardtable.ui.style import STYLE

if TYPE_CHECKING:
    from cardtable.ui.art import CardArt
    from cardtable.ui.controller import TableController
    from cardtable.ui.table import TablePage

#: Animation speeds offered in the View menu (factor on every duration; 0 = no animation).
SPEEDS = (("Slow", 0.6), ("Normal", 1.0), ("Fast", 1.8), ("No animation", 0.0))
#: Pause after each bot move, in milliseconds.
BOT_PACES = (("Leisurely", 1300), ("Normal", 700), ("Quick", 250))


class MainWindow(QMainWindow):
    """Start screen and table in one window."""

    def __init__(self, art: CardArt | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Card Table")
        self.setStyleSheet(STYLE)
        self._art = art
        self._table: TablePage | None = None
        self._speed = 1.0
        self._bot_delay_ms = 700
        self._side_visible = True
        self.stack = QStackedWidget()
        self.start_screen = StartScreen()
        self.stack.addWidget(self.start_screen)
        self.setCentralWidget(self.stack)
        self.start_screen.start.connect(self.start_game)
        self._setup: GameSetup | None = None
        self._build_menus()
        self.resize(1366, 768)

    # --- the table, built on first use -----------------------------------------------------------

    @property
    def art(self) -> CardArt:
        if self._art is None:
            from cardtable.ui.art import CardArt, app_icon

            self._art = CardArt()
            self.setWindowIcon(app_icon())
        return self._art

    @property
    def table(self) -> TablePage:
        if self._table is None:
            from cardtable.ui.controller import TableController
            from cardtable.ui.table import TablePage

            controller = TableController(parent=self, bot_delay_ms=self._bot_delay_ms)
            table = TablePage(self.art, controller)
            self._table = table
            self.stack.addWidget(table)
            self.statusBar().addWidget(table.status_line, 1)
            table.actions_bar.new_game.connect(self.show_start)
            table.actions_bar.play_again.connect(self.play_again)
            controller.status.connect(table.show_status)
            table.gestures.focus_changed.connect(table.status_line.setText)
            table.animator.speed = self._speed
            table.show_side(self._side_visible)
        return self._table

    @property
    def controller(self) -> TableController:
        return self.table.controller

    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_ms = ms
        if self._table is not None:
            self._table.controller.bot_delay_ms = ms

    def set_side_visible(self, visible: bool) -> None:
        self._side_visible = visible
        if self._table is not None:
            self._table.show_side(visible)

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        new = QAction("&New game…", self)
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(self.show_start)
        game.addAction(new)
        again = QAction("Play &again", self)
        again.setShortcut(QKeySequence("Ctrl+R"))
        again.triggered.connect(self.play_again)
        game.addAction(again)
        game.addSeparator()
        quit_ = QAction("&Quit", self)
        quit_.setShortcut(QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(quit_)

        view = self.menuBar().addMenu("&View")
        speed_menu = view.addMenu("Animation &speed")
        group = QActionGroup(self)
        for name, factor in SPEEDS:
            act = QAction(name, self, checkable=True)
            act.setChecked(factor == 1.0)
            act.triggered.connect(lambda _=False, f=factor: self.set_speed(f))
            group.addAction(act)
            speed_menu.addAction(act)
        pace_menu = view.addMenu("&Bot pace")
        pace_group = QActionGroup(self)
        for name, ms in BOT_PACES:
            act = QAction(name, self, checkable=True)
            act.setChecked(name == "Normal")
            act.triggered.connect(lambda _=False, v=ms: self.set_bot_delay(v))
            pace_group.addAction(act)
            pace_menu.addAction(act)
        self.side_action = QAction("Scores and &log", self, checkable=True)
        self.side_action.setShortcut(QKeySequence("F9"))
        self.side_action.setChecked(True)
        self.side_action.toggled.connect(self.set_side_visible)
        view.addAction(self.side_action)

        help_ = self.menuBar().addMenu("&Help")
        keys = QAction("&Keyboard", self)
        keys.setShortcut(QKeySequence.StandardKey.HelpContents)
        keys.triggered.connect(self.show_keys)
        help_.addAction(keys)

    # --- games -----------------------------------------------------------------------------------

    def show_start(self) -> None:
        self.stack.setCurrentWidget(self.start_screen)
        self.start_screen.games.setFocus()

    def start_game(self, setup: GameSetup) -> None:
        self._setup = setup
        match = setup.build()
        self.stack.setCurrentWidget(self.table)
        self.controller.set_match(match)
        self.setWindowTitle(f"Card Table — {match.info.title}")
        self.table.view.setFocus()
        self.controller.start()

    def play_again(self) -> None:
        if self._setup is not None:
            from dataclasses import replace

            self.start_game(replace(self._setup, seed=None))

    def set_speed(self, factor: float) -> None:
        self._speed = factor
        if self._table is not None:
            self._table.animator.speed = factor
            if factor == 0:
                self._table.animator.finish_all()

    def show_keys(self) -> None:
        QMessageBox.information(
            self,
            "Keyboard",
            "Left / Right: move over your cards (or the places they can go)\n"
            "Up / Down: switch between your cards and the places\n"
            "Tab: go through everything, then the buttons\n"
            "Space: select a card (several for a meld)\n"
            "Enter: play the selection, or drop it on the focused place\n"
            "Escape: clear the selection or cancel a choice\n"
            "Buttons: P pass, D draw, T take, F fold, C call, K check, B bet, R raise,\n"
            "A all in; 1-9 press the numbered buttons\n"
            "Ctrl+N new game, Ctrl+R play again, F9 scores and log",
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._table is not None:
            self._table.controller.shutdown()
        super().closeEvent(event)
