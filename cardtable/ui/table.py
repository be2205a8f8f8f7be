"""The table page: the table view, the action bar under it, the score sheet and log beside it.

It wires the pieces together: the controller's signals drive the scene, the action bar and the
models; the gesture handler and the action bar hand moves back to the controller.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.actions import Action
from cardtable.ui.actionbar import ActionBar
from cardtable.ui.animation import Animator
from cardtable.ui.art import CardArt
from cardtable.ui.controller import Snapshot, Step, TableController
from cardtable.ui.interaction import ChoiceRequest, Gestures
from cardtable.ui.models import MoveLogModel, ScoreSheetModel
from cardtable.ui.scene import TableScene, with_names
from cardtable.ui.view import TableView


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
        self.side.setMinimumWidth(200)
        self.side.setMaximumWidth(420)
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
        self.splitter.setSizes([1000, 220])
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
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = view.horizontalHeader()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        last = model.columnCount() - 1
        header.setSectionResizeMode(last, QHeaderView.ResizeMode.Stretch)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        return view

    def show_side(self, visible: bool) -> None:
        self.side.setVisible(visible)

    # --- controller signals ----------------------------------------------------------------------

    def _off_table(self, snapshot: Snapshot) -> list[Action]:
        """The viewer's moves that are not card drags: no cards, or cards landing nowhere,
        plus table talk the engine accepts but does not list (Moxie's proposal to stop)."""
        if not snapshot.legal:
            return []
        nowhere = set(self.controller.card_targets().get("", []))
        moves = [a for a in snapshot.legal if not a.cards or a in nowhere]
        return moves + self.controller.unlisted_moves()

    def _on_reset(self, snapshot: Snapshot) -> None:
        self.scene.show_snapshot(snapshot)
        self.actions_bar.set_snapshot(snapshot, self._off_table(snapshot))

    def _on_step(self, step: Step) -> None:
        self.scene.show_step(step)
        if self.actions_bar.in_choice():
            self.actions_bar.cancel_choice()
        self.actions_bar.set_snapshot(step.snapshot, self._off_table(step.snapshot))
        if step.lines:
            self.status_line.setText(step.lines[-1].text)

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

    def show_status(self, text: str) -> None:
        """A line for the status bar, with seat numbers told as names."""
        snapshot = self.scene.snapshot
        self.status_line.setText(with_names(text, snapshot.names) if snapshot else text)

    def show_message(self, text: str) -> None:
        if not text:
            return
        if self.scene.snapshot is not None:
            text = with_names(text, self.scene.snapshot.names)
        text = text[0].upper() + text[1:]
        self.scene.show_message(text)
        self.status_line.setText(text)
