"""The start screen: pick a game, the number of players and who plays each seat.

Lists every registered game with its title, player range and summary. Starting emits a
:class:`~cardtable.ui.setup.GameSetup`; "Watch" sets every seat to a bot.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QResizeEvent
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


class _GameList(QListWidget):
    """The game list; its entries are rich-text labels whose height follows the list's width."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_entries()

    def fit_entries(self) -> None:
        width = max(200, self.viewport().width() - 12)
        for row in range(self.count()):
            item = self.item(row)
            widget = self.itemWidget(item)
            if widget is not None:
                widget.ensurePolished()
                height = widget.heightForWidth(width)
                item.setSizeHint(QSize(width, max(64, height + 26)))


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
        self.games = _GameList()
        self.games.setObjectName("gameList")
        self.games.setAccessibleName("Games")
        self.games.setSpacing(4)
        self.games.setWordWrap(True)
        for info in GAMES.values():
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                f"{info.title}, {info.min_players} to {info.max_players} players. {info.summary}",
            )
            entry = QLabel(
                f"<span style='font-size:18px; font-weight:bold; color:#f1c75b'>{info.title}</span>"
                f"&nbsp;&nbsp;<span style='color:#cfd8cf'>{info.min_players}-{info.max_players}"
                f" players</span><br>{info.summary}"
            )
            entry.setObjectName("gameEntry")
            entry.setWordWrap(True)
            entry.setContentsMargins(12, 8, 12, 8)
            entry.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            item.setSizeHint(QSize(380, 84))
            self.games.addItem(item)
            self.games.setItemWidget(item, entry)
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
        self.decoration = QLabel()
        self.decoration.setAlignment(Qt.AlignmentFlag.AlignCenter)
        right.addWidget(self.decoration)
        right.addStretch(1)
        # The card fan needs the card art, which start-up does not wait for.
        QTimer.singleShot(150, self._decorate)
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

    def _decorate(self) -> None:
        """A fan of one card from each deck the games use."""
        from PySide6.QtGui import QPainter, QPixmap, QTransform

        from cardtable.engine.cards import card_from_code
        from cardtable.ui.art import CARD_RATIO, CardArt

        art = CardArt()
        dpr = self.devicePixelRatioF()
        width = 104
        height = round(width * CARD_RATIO)
        codes = ("AS", "huntress", "M6", "JK", "KH")
        canvas = QPixmap(round(460 * dpr), round(250 * dpr))
        canvas.setDevicePixelRatio(dpr)
        canvas.fill(Qt.GlobalColor.transparent)
        painter = QPainter(canvas)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, code in enumerate(codes):
            angle = (i - 2) * 11.0
            transform = QTransform()
            transform.translate(230 + (i - 2) * 62, 212)
            transform.rotate(angle)
            painter.setTransform(transform)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(QRectF(-width / 2 + 3, -height - 12 + 4, width, height), 7, 7)
            pixmap = art.card_pixmap(card_from_code(code), width, dpr)
            painter.drawPixmap(
                QRectF(-width / 2, -height - 12, width, height), pixmap, QRectF(pixmap.rect())
            )
        painter.end()
        self.decoration.setPixmap(canvas)

    def entry_text(self, row: int) -> str:
        """What the list says about the game in ``row`` (as read out to screen readers)."""
        return str(self.games.item(row).data(Qt.ItemDataRole.AccessibleTextRole))

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
            w = item.widget() if item is not None else None
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
