"""The main window: the start screen, and the table page with its action bar and side panel.

The window wires the pieces together: the controller's signals drive the scene, the action bar
and the models; the gesture handler and the action bar hand moves back to the controller.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.actions import Action
from cardtable.ui.actionbar import ActionBar
from cardtable.ui.animation import Animator
from cardtable.ui.art import CardArt, app_icon
from cardtable.ui.controller import Snapshot, Step, TableController
from cardtable.ui.interaction import ChoiceRequest, Gestures
from cardtable.ui.models import MoveLogModel, ScoreSheetModel
from cardtable.ui.scene import TableScene
from cardtable.ui.setup import GameSetup
from cardtable.ui.start import StartScreen
from cardtable.ui.view import TableView

#: Animation speeds offered in the View menu (factor on every duration; 0 = no animation).
SPEEDS = (("Slow", 0.6), ("Normal", 1.0), ("Fast", 1.8), ("No animation", 0.0))
#: Pause after each bot move, in milliseconds.
BOT_PACES = (("Leisurely", 1300), ("Normal", 700), ("Quick", 250))

STYLE = """
QMainWindow, #startScreen { background: #10281b; }
#startScreen QLabel { color: #f4f1e8; font-size: 15px; }
#appTitle { font-size: 34px; font-weight: bold; color: #f1c75b; }
#subtitle { color: #cfd8cf; }
#gameTitle { font-size: 24px; font-weight: bold; color: #f1c75b; }
#setupPanel { background: #173a27; border: 1px solid #2f5c43; border-radius: 14px; }
#gameList { background: #173a27; color: #f4f1e8; border: 1px solid #2f5c43; border-radius: 14px;
            font-size: 15px; padding: 6px; }
#gameList::item { padding: 8px; border-radius: 10px; }
#gameList::item:selected { background: #2f6b48; color: #fff7dc; }
#actionBar { background: #14301f; border-top: 1px solid #2f5c43; }
#actionBar QLabel#prompt { color: #f1c75b; font-size: 15px; font-weight: bold; }
QPushButton { background: #2c5e41; color: #f4f1e8; border: 1px solid #4d8a66; border-radius: 8px;
              padding: 6px 14px; font-size: 14px; }
QPushButton:hover { background: #367352; }
QPushButton:focus { border: 2px solid #7fd3ff; }
QPushButton#primary { background: #c9a13d; color: #1b1405; border-color: #f1c75b;
                      font-weight: bold; }
QSpinBox, QComboBox { background: #f4f1e8; border-radius: 6px; padding: 4px 6px; font-size: 14px; }
QTabWidget::pane { border: none; }
QTableView { background: #173a27; color: #f4f1e8; gridline-color: #2f5c43;
             selection-background-color: #2f6b48; border: none; font-size: 13px; }
QHeaderView::section { background: #14301f; color: #cfd8cf; border: none; padding: 4px; }
QTabBar::tab { background: #14301f; color: #cfd8cf; padding: 6px 14px; }
QTabBar::tab:selected { background: #173a27; color: #f1c75b; }
QStatusBar { background: #0c1f14; color: #cfd8cf; }
"""


class TablePage(QWidget):
    """The table, the action bar under it, and the score sheet and log beside it."""

    def __init__(self, art: CardArt, controller: TableController) -> None:
        super().__init__()
        self.controller = controller
        self.animator = Animator(self)
        self.scene = TableScene(art, self.animator)
        self.gestures = Gestures(self.scene, controller)
        self.view = TableView(self.scene, self.gestures)
        self.actions_bar = ActionBar(controller.is_legal)
        self.scores = ScoreSheetModel(controller)
        self.log = MoveLogModel(controller)

        self.side = QTabWidget()
        self.side.setMinimumWidth(240)
        self.score_view = self._table(self.scores)
        self.log_view = self._table(self.log)
        self.side.addTab(self.score_view, "Scores")
        self.side.addTab(self.log_view, "Log")
        self.log.rowsInserted.connect(lambda *_: self.log_view.scrollToBottom())

        column = QWidget()
        lay = QVBoxLayout(column)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.actions_bar)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(column)
        self.splitter.addWidget(self.side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setCollapsible(0, False)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.splitter)

        controller.reset.connect(self._on_reset)
        controller.stepped.connect(self._on_step)
        controller.changed.connect(self._on_changed)
        controller.refused.connect(self.show_message)
        controller.finished.connect(self._on_finished)
        self.gestures.message.connect(self.show_message)
        self.gestures.choose.connect(self._on_choose)
        self.actions_bar.picked.connect(self._on_pick)
        self.animator.busy_changed.connect(self._on_busy)
        self._held = False
        self.status_line = QLabel("")

    @staticmethod
    def _table(model: ScoreSheetModel | MoveLogModel) -> QTableView:
        view = QTableView()
        view.setModel(model)
        view.verticalHeader().hide()
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setWordWrap(True)
        header = view.horizontalHeader()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return view

    def show_side(self, visible: bool) -> None:
        self.side.setVisible(visible)

    # --- controller signals ----------------------------------------------------------------------

    def _off_table(self, snapshot: Snapshot) -> list[Action]:
        """The viewer's moves that are not card drags: no cards, or cards landing nowhere."""
        if not snapshot.legal:
            return []
        nowhere = set(self.controller.card_targets().get("", []))
        return [a for a in snapshot.legal if not a.cards or a in nowhere]

    def _on_reset(self, snapshot: Snapshot) -> None:
        self.scene.show_snapshot(snapshot)
        self.actions_bar.set_snapshot(snapshot, self._off_table(snapshot))

    def _on_step(self, step: Step) -> None:
        self.scene.show_step(step)
        if self.actions_bar.in_choice():
            self.actions_bar.cancel_choice()
        self.actions_bar.set_snapshot(step.snapshot, self._off_table(step.snapshot))
        if step.lines:
            self.status_line.setText(
                step.lines[-1].who + ": " + step.lines[-1].text
                if step.lines[-1].who
                else step.lines[-1].text
            )

    def _on_changed(self, snapshot: Snapshot) -> None:
        self.scene.refresh_plates(snapshot)
        if self.scene.snapshot is not None and snapshot.serial == self.scene.snapshot.serial:
            self.actions_bar.set_snapshot(snapshot, self._off_table(snapshot))

    def _on_finished(self, snapshot: Snapshot) -> None:
        def show() -> None:
            self.scene.show_result(snapshot)
            self.actions_bar.set_snapshot(snapshot, [])

        if self.animator.busy():
            QTimer.singleShot(
                int(max(0.0, self.animator.end_time() - self.animator.now()) * 1000) + 50, show
            )
        else:
            show()

    def _on_choose(self, request: ChoiceRequest) -> None:
        self.actions_bar.show_choice(request.prompt, request.actions, request.pick, request.cancel)

    def _on_pick(self, action: Action) -> None:
        self.controller.play(action)

    def _on_busy(self, busy: bool) -> None:
        if busy and not self._held:
            self._held = True
            self.controller.hold()
        elif not busy and self._held:
            self._held = False
            self.controller.release()

    def show_message(self, text: str) -> None:
        if not text:
            return
        text = text[0].upper() + text[1:]
        self.scene.show_message(text)
        self.status_line.setText(text)


class MainWindow(QMainWindow):
    """Start screen and table in one window."""

    def __init__(self, art: CardArt | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Card Table")
        self.setWindowIcon(app_icon())
        self.setStyleSheet(STYLE)
        self.art = art or CardArt()
        self.controller = TableController(parent=self)
        self.stack = QStackedWidget()
        self.start_screen = StartScreen()
        self.table = TablePage(self.art, self.controller)
        self.stack.addWidget(self.start_screen)
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)
        self.statusBar().addWidget(self.table.status_line, 1)
        self.start_screen.start.connect(self.start_game)
        self.table.actions_bar.new_game.connect(self.show_start)
        self.table.actions_bar.play_again.connect(self.play_again)
        self.controller.status.connect(self.table.status_line.setText)
        self.table.gestures.focus_changed.connect(self.table.status_line.setText)
        self._setup: GameSetup | None = None
        self._build_menus()
        self.resize(1366, 768)

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
            act.triggered.connect(lambda _=False, v=ms: setattr(self.controller, "bot_delay_ms", v))
            pace_group.addAction(act)
            pace_menu.addAction(act)
        self.side_action = QAction("Scores and &log", self, checkable=True)
        self.side_action.setShortcut(QKeySequence("F9"))
        self.side_action.setChecked(True)
        self.side_action.toggled.connect(self.table.show_side)
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
        self.table.animator.speed = factor
        if factor == 0:
            self.table.animator.finish_all()

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
        self.controller.shutdown()
        super().closeEvent(event)
