"""The start screen: pick a game and set it up, or resume an unfinished one.

Lists every registered game with its title, player range and summary, beside the new-game form
(:class:`~cardtable.ui.newgame.SetupForm`: players, seats, names, options, deal). Starting emits
a :class:`~cardtable.ui.setup.GameSetup`; "Watch" sets every seat to a bot. An unfinished game
found at start-up is offered at the top ("Resume"), with buttons for saved games and statistics.
Every description is shown whole at any window size: the list's entries grow with their text, and
on a short screen the form scrolls rather than squeezing its notes.
"""

from __future__ import annotations

import html
import itertools

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.games import GAMES
from cardtable.i18n import _
from cardtable.ui.newgame import SetupForm
from cardtable.ui.setup import GameSetup


class _GameList(QListWidget):
    """The game list; its entries are rich-text labels whose height follows the list's width."""

    #: Room the list's style leaves around an entry's label, across and down (the item's
    #: padding), until the entries have been laid out and it can be measured.
    PADDING = QSize(16, 16)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_entries()

    def fit_entries(self) -> None:
        """Make every entry as tall as its label needs at the width the label really gets (the
        list's width less its spacing and the item's padding), so no summary is cut off."""
        if not self.count():
            return
        padding = self._padding()
        row_width = max(200, self.viewport().width() - 2 * self.spacing())
        for row in range(self.count()):
            item = self.item(row)
            widget = self.itemWidget(item)
            if widget is None:
                continue
            widget.ensurePolished()
            height = widget.heightForWidth(row_width - padding.width())
            hint = QSize(row_width, max(64, height + padding.height() + 4))
            if item.sizeHint() != hint:
                item.setSizeHint(hint)

    def _padding(self) -> QSize:
        """The item's padding as laid out now (the label's geometry within its row)."""
        item = self.item(0)
        widget = self.itemWidget(item)
        rect = self.visualItemRect(item)
        if widget is None or rect.width() <= 0 or widget.width() <= 0 or not widget.isVisible():
            return self.PADDING
        across = rect.width() - widget.width()
        down = rect.height() - widget.height()
        return QSize(max(across, self.PADDING.width()), max(down, self.PADDING.height()))

    def entry_fits(self, row: int) -> bool:
        """Whether the entry in ``row`` shows its whole text (tests ask)."""
        widget = self.itemWidget(self.item(row))
        return widget is not None and widget.heightForWidth(widget.width()) <= widget.height()


class _Fan(QWidget):
    """The start screen's fan of cards, drawn as large as the room left for it allows."""

    def __init__(self) -> None:
        super().__init__()
        self.fan: QPixmap | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)

    def set_fan(self, fan: QPixmap) -> None:
        self.fan = fan
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        fan = self.fan
        if fan is None or self.height() < 60:
            return
        dpr = fan.devicePixelRatio()
        w, h = fan.width() / dpr, fan.height() / dpr
        scale = min(1.0, self.height() / h, self.width() / w)
        tw, th = w * scale, h * scale
        target = QRectF((self.width() - tw) / 2, (self.height() - th) / 2, tw, th)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(target, fan, QRectF(fan.rect()))
        painter.end()


class _FormArea(QScrollArea):
    """The new-game form with the card fan under it, scrolled when the panel is too short for
    the whole form (a small screen, a game with many options) instead of squeezing the form's
    notes into each other; the fan takes only the room the form leaves."""

    def __init__(self, form: QWidget, fan: QWidget) -> None:
        super().__init__()
        self.setObjectName("formArea")
        inner = QWidget()
        inner.setObjectName("formAreaInner")
        column = QVBoxLayout(inner)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(form)
        column.addWidget(fan, 1)
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes through the form's fields
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        inner.setAutoFillBackground(False)

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        return QSize(inner.minimumSizeHint().width() if inner is not None else 0, 120)


class StartScreen(QWidget):
    """The first page: the games, an unfinished game to resume, and the new-game form."""

    start = Signal(object)  # GameSetup
    resume = Signal()
    open_saves = Signal()
    show_stats = Signal()
    show_rules = Signal(str)  # game id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        outer = QHBoxLayout(self)
        outer.setContentsMargins(36, 24, 36, 24)
        outer.setSpacing(26)

        left = QVBoxLayout()
        left.setSpacing(10)
        title = QLabel(_("Card Table"))
        title.setObjectName("appTitle")
        left.addWidget(title)
        self.resume_card = QFrame()
        self.resume_card.setObjectName("resumeCard")
        resume_row = QHBoxLayout(self.resume_card)
        resume_row.setContentsMargins(14, 10, 14, 10)
        self.resume_text = QLabel("")
        self.resume_text.setObjectName("resumeText")
        self.resume_text.setWordWrap(True)
        self.resume_button = QPushButton(_("Resume"))
        self.resume_button.setObjectName("primary")
        self.resume_button.setAccessibleName(_("Resume the unfinished game"))
        self.resume_button.clicked.connect(self.resume)
        resume_row.addWidget(self.resume_text, 1)
        resume_row.addWidget(self.resume_button)
        self.resume_card.hide()
        left.addWidget(self.resume_card)
        sub = QLabel(_("Five card games on one table. Pick a game:"))
        sub.setObjectName("subtitle")
        left.addWidget(sub)
        self.games = _GameList()
        self.games.setObjectName("gameList")
        self.games.setAccessibleName(_("Games"))
        self.games.setSpacing(4)
        self.games.setWordWrap(True)
        for info in GAMES.values():
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            summary = _(info.summary)
            players, short = info.players_text(), info.players_text(short=True)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{info.title}, {players}. {summary}")
            entry = QLabel(
                "<span style='font-size:18px; font-weight:bold; "
                f"color:#f1c75b'>{html.escape(info.title)}</span>&nbsp;&nbsp;<span "
                f"style='color:#cfd8cf'>{html.escape(short)}"
                f"</span><br>{html.escape(summary)}"
            )
            entry.setObjectName("gameEntry")
            entry.setWordWrap(True)
            entry.setContentsMargins(12, 8, 12, 8)
            entry.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            item.setSizeHint(QSize(380, 84))
            self.games.addItem(item)
            self.games.setItemWidget(item, entry)
        left.addWidget(self.games, 1)
        # The card fan needs the card art, which start-up does not wait for.
        QTimer.singleShot(150, self._decorate)
        links = QHBoxLayout()
        self.open_button = QPushButton(_("Open a saved game…"))
        self.open_button.clicked.connect(self.open_saves)
        self.stats_button = QPushButton(_("Statistics"))
        self.stats_button.clicked.connect(self.show_stats)
        for b in (self.open_button, self.stats_button):
            b.setAccessibleName(b.text().rstrip("…"))
            links.addWidget(b)
        links.addStretch(1)
        left.addLayout(links)
        outer.addLayout(left, 5)

        panel = QFrame()
        panel.setObjectName("setupPanel")
        right = QVBoxLayout(panel)
        right.setContentsMargins(24, 18, 24, 18)
        right.setSpacing(8)
        heading = QHBoxLayout()
        self.title = QLabel("")
        self.title.setObjectName("gameTitle")
        heading.addWidget(self.title)
        heading.addStretch(1)
        self.rules_button = QPushButton(_("Rules"))
        self.rules_button.setObjectName("link")
        self.rules_button.clicked.connect(lambda: self.show_rules.emit(self.game_id()))
        heading.addWidget(self.rules_button)
        right.addLayout(heading)
        self.summary = QLabel("")
        self.summary.setObjectName("gameSummary")
        self.summary.setWordWrap(True)
        right.addWidget(self.summary)
        self.form = SetupForm()
        # On a short screen the form scrolls rather than squeezing its notes into each other.
        self.decoration = _Fan()
        self.decoration.setAccessibleName(_("A fan of cards from the decks the games use"))
        self.form_area = _FormArea(self.form, self.decoration)
        right.addWidget(self.form_area, 1)
        buttons = QHBoxLayout()
        self.watch = QPushButton(_("Watch the bots"))
        self.watch.setAccessibleName(_("Watch the bots play every seat"))
        self.play = QPushButton(_("Play"))
        self.play.setObjectName("primary")
        self.play.setDefault(True)
        self.play.setAccessibleName(_("Play"))
        buttons.addWidget(self.watch)
        buttons.addStretch(1)
        buttons.addWidget(self.play)
        right.addLayout(buttons)
        outer.addWidget(panel, 7)

        self.games.currentRowChanged.connect(self._game_changed)
        self.play.clicked.connect(lambda: self._start(demo=False))
        self.watch.clicked.connect(lambda: self._start(demo=True))
        self.games.itemActivated.connect(lambda _: self._start(demo=False))
        self.form.changed.connect(self._order_tabs)
        if self.games.count():
            self.games.setCurrentRow(0)

    # --- what the form says ----------------------------------------------------------------------

    @property
    def players(self) -> QComboBox:
        return self.form.players

    @property
    def seat_boxes(self) -> list[QComboBox]:
        return self.form.seat_boxes

    def _start(self, demo: bool) -> None:
        try:
            setup = self.setup(demo=demo)
        except ValueError:
            return  # the form says why (a deal code that cannot be read)
        self.start.emit(setup)

    def set_resume(self, text: str) -> None:
        """Offer to resume an unfinished game (``text`` describes it); "" hides the offer."""
        self.resume_text.setText(text)
        self.resume_card.setVisible(bool(text))
        if text:
            self.resume_button.setFocus()

    def _decorate(self) -> None:
        """A fan of one card from each deck the games use."""
        from PySide6.QtGui import QTransform

        from cardtable.engine.cards import card_from_code
        from cardtable.games import plugins
        from cardtable.ui.art import CARD_RATIO, CardArt

        art = CardArt()
        dpr = self.devicePixelRatioF()
        width = 70
        height = round(width * CARD_RATIO)
        # The middle card is the highest of the first deck a game brings of its own (Moxie's 6).
        own = [family.faces()[-1].code for game in plugins() for family in game.cards]
        codes = ("AS", "huntress", own[0] if own else "QD", "JK", "KH")
        canvas = QPixmap(round(320 * dpr), round(160 * dpr))
        canvas.setDevicePixelRatio(dpr)
        canvas.fill(Qt.GlobalColor.transparent)
        painter = QPainter(canvas)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, code in enumerate(codes):
            angle = (i - 2) * 11.0
            transform = QTransform()
            transform.translate(160 + (i - 2) * 42, 146)
            transform.rotate(angle)
            painter.setTransform(transform)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            painter.drawRoundedRect(QRectF(-width / 2 + 3, -height - 8 + 3, width, height), 5, 5)
            pixmap = art.card_pixmap(card_from_code(code), width, dpr)
            painter.drawPixmap(
                QRectF(-width / 2, -height - 8, width, height), pixmap, QRectF(pixmap.rect())
            )
        painter.end()
        self.decoration.set_fan(canvas)

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
        self.summary.setText(_(info.summary))
        self.rules_button.setText(_("Rules of {info}").format(info=info.title))
        self.rules_button.setAccessibleName(_("Rules of {info}").format(info=info.title))
        self.form.set_game(info.id)

    def _order_tabs(self) -> None:
        """Tab goes from the game list through the form, top to bottom, and only then to the
        Watch and Play buttons."""
        chain = [self.rules_button, *self.form.tab_chain(), self.watch, self.play]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def player_count(self) -> int:
        return self.form.player_count()

    def load_setup(self, setup: GameSetup) -> None:
        """Show a remembered set-up (the last game's)."""
        self.select_game(setup.game)
        self.form.load(setup)

    def setup(self, demo: bool = False) -> GameSetup:
        return self.form.setup(demo=demo)
