"""The start screen: pick a game, the number of players and who plays each seat.

Lists every registered game with its title, player range and summary. Starting emits a
:class:`~cardtable.ui.setup.GameSetup`; "Watch" sets every seat to a bot.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardtable.games import GAMES
from cardtable.ui.setup import GameSetup, default_players, player_counts

_SEAT_CHOICES = (("Human", "human"), ("Bot (heuristic)", "heuristic"), ("Bot (random)", "random"))


class StartScreen(QWidget):
    start = Signal(object)  # GameSetup

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        outer = QHBoxLayout(self)
        outer.setContentsMargins(40, 32, 40, 32)
        outer.setSpacing(28)

        left = QVBoxLayout()
        title = QLabel("Card Table")
        title.setObjectName("appTitle")
        left.addWidget(title)
        sub = QLabel("Five card games on one table. Pick a game:")
        sub.setObjectName("subtitle")
        left.addWidget(sub)
        self.games = QListWidget()
        self.games.setObjectName("gameList")
        self.games.setAccessibleName("Games")
        self.games.setSpacing(4)
        self.games.setWordWrap(True)
        for info in GAMES.values():
            item = QListWidgetItem(
                f"{info.title}   ·   {info.min_players}-{info.max_players} players\n{info.summary}"
            )
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setSizeHint(QSize(380, 64))
            self.games.addItem(item)
        left.addWidget(self.games, 1)
        outer.addLayout(left, 3)

        panel = QFrame()
        panel.setObjectName("setupPanel")
        right = QVBoxLayout(panel)
        right.setContentsMargins(22, 20, 22, 20)
        self.title = QLabel("")
        self.title.setObjectName("gameTitle")
        right.addWidget(self.title)
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        right.addWidget(self.summary)
        form = QFormLayout()
        self.players = QComboBox()
        self.players.setAccessibleName("Number of players")
        form.addRow("Players", self.players)
        right.addLayout(form)
        self._seats_box = QWidget()
        self._seats = QGridLayout(self._seats_box)
        self._seats.setContentsMargins(0, 6, 0, 6)
        right.addWidget(self._seats_box)
        right.addStretch(1)
        buttons = QHBoxLayout()
        self.watch = QPushButton("Watch the bots")
        self.play = QPushButton("Play")
        self.play.setObjectName("primary")
        self.play.setDefault(True)
        buttons.addWidget(self.watch)
        buttons.addStretch(1)
        buttons.addWidget(self.play)
        right.addLayout(buttons)
        outer.addWidget(panel, 2)

        self.seat_boxes: list[QComboBox] = []
        self.games.currentRowChanged.connect(self._game_changed)
        self.players.currentIndexChanged.connect(self._players_changed)
        self.play.clicked.connect(lambda: self.start.emit(self.setup()))
        self.watch.clicked.connect(lambda: self.start.emit(self.setup(demo=True)))
        self.games.itemActivated.connect(lambda _: self.start.emit(self.setup()))
        if self.games.count():
            self.games.setCurrentRow(0)

    def select_game(self, game_id: str) -> None:
        for row in range(self.games.count()):
            if self.games.item(row).data(Qt.ItemDataRole.UserRole) == game_id:
                self.games.setCurrentRow(row)

    def game_id(self) -> str:
        item = self.games.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item else next(iter(GAMES))

    def _game_changed(self, row: int) -> None:
        info = GAMES[self.game_id()]
        self.title.setText(info.title)
        self.summary.setText(info.summary)
        self.players.blockSignals(True)
        self.players.clear()
        for n in player_counts(info.id):
            self.players.addItem(str(n), n)
        self.players.setCurrentIndex(self.players.findData(default_players(info)))
        self.players.blockSignals(False)
        self._players_changed(self.players.currentIndex())

    def player_count(self) -> int:
        return int(self.players.currentData() or 0)

    def _players_changed(self, _index: int) -> None:
        n = self.player_count()
        old = [box.currentData() for box in self.seat_boxes]
        while self._seats.count():
            item = self._seats.takeAt(0)
            w = item.widget()
            if w is not None:
                w.deleteLater()
        self.seat_boxes = []
        for seat in range(n):
            label = QLabel(f"Seat {seat + 1}")
            box = QComboBox()
            box.setAccessibleName(f"Seat {seat + 1}")
            for text, value in _SEAT_CHOICES:
                box.addItem(text, value)
            kind = old[seat] if seat < len(old) else ("human" if seat == 0 else "heuristic")
            box.setCurrentIndex(max(0, box.findData(kind)))
            self._seats.addWidget(label, seat % 6, (seat // 6) * 2)
            self._seats.addWidget(box, seat % 6, (seat // 6) * 2 + 1)
            self.seat_boxes.append(box)

    def setup(self, demo: bool = False) -> GameSetup:
        seats = tuple(
            "heuristic" if demo and box.currentData() == "human" else str(box.currentData())
            for box in self.seat_boxes
        )
        return GameSetup(self.game_id(), self.player_count(), seats)
