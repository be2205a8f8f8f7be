"""The pass-and-play privacy screen: an opaque cover asking the named player to take the device.

While it is up the table underneath is drawn for nobody (public cards only), and the cover hides
even that. Only when the named player presses **Show my cards** (or Enter) does the controller
draw the table for them. Players who may play out of turn (Mose's any-time plays) get a
**Play now** button each, so they can take the device first; the same screen is then shown for
them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAccessible, QColor, QKeyEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from cardtable.engine.events import is_you
from cardtable.i18n import _
from cardtable.ui.a11y import notify
from cardtable.ui.overlay import Overlay


class PrivacyScreen(Overlay):
    #: The named player has the device: the seat.
    confirmed = Signal(int)
    #: Another human wants to play out of turn: their seat.
    claim = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, QColor("#0c1f14"))
        self.setObjectName("privacyScreen")
        self.setAccessibleName(_("Privacy screen"))
        self.seat = -1
        self.glyph = QLabel("")
        self.glyph.setObjectName("privacyGlyph")
        self.glyph.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.glyph.setAccessibleName(_("A face-down card"))
        self.title = QLabel("")
        self.title.setObjectName("overlayTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QLabel("")
        self.text.setObjectName("overlayText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setMinimumWidth(420)
        self.show_button = QPushButton(_("Show my cards"))
        self.show_button.setObjectName("primary")
        self.show_button.setDefault(True)
        self.show_button.setAutoDefault(True)
        self.show_button.clicked.connect(self._confirm)
        self.others_label = QLabel(_("Somebody else wants to play now?"))
        self.others_label.setObjectName("overlayNote")
        self.others_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._others = QWidget()
        self._others_row = QHBoxLayout(self._others)
        self._others_row.setContentsMargins(0, 0, 0, 0)
        self.claim_buttons: list[QPushButton] = []
        self.body.addWidget(self.glyph, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addWidget(self.title)
        self.body.addWidget(self.text)
        self.body.addSpacing(6)
        self.body.addWidget(self.show_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.body.addSpacing(10)
        self.body.addWidget(self.others_label)
        self.body.addWidget(self._others, 0, Qt.AlignmentFlag.AlignHCenter)

    def set_card_back(self, pixmap: QPixmap) -> None:
        """The picture on the cover: the back of a card, in the table's design."""
        dpr = pixmap.devicePixelRatio() or 1.0
        self.glyph.setPixmap(pixmap)
        self.glyph.setFixedSize(round(pixmap.width() / dpr), round(pixmap.height() / dpr))
        self._fit_glyph()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_glyph()

    def _fit_glyph(self) -> None:
        """Show the card back above the title only when the window is tall enough for it and
        everything under it; a short window keeps the words and the buttons."""
        if self.glyph.pixmap().isNull():
            self.glyph.hide()
            return
        width = self.card.sizeHint().width()
        need = self.card.heightForWidth(width)
        room = self.glyph.height() + self.body.spacing()
        if not self.glyph.isHidden():
            need -= room  # the card without the picture
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        self.glyph.setVisible(need + room <= self.height() - margins.top() - margins.bottom())

    def ask(
        self,
        seat: int,
        name: str,
        reason: str,
        others: Sequence[tuple[int, str]] = (),
    ) -> None:
        """Cover the table and ask ``name`` (seat ``seat``) to take the device."""
        self.seat = seat
        self.title.setText(_("Pass the device to {name}").format(name=name))
        label = (
            _("Show {name}'s cards").format(name=name) if not is_you(name) else _("Show my cards")
        )
        self.text.setText(
            _(
                "{reason}\n\n{name}, take the device and press “{label}” (or Enter) when "
                "nobody else can see the screen."
            ).format(reason=reason, name=name, label=label)
        )
        self.show_button.setText(label)
        self.show_button.setAccessibleName(self.show_button.text())
        for button in self.claim_buttons:
            button.deleteLater()
        self.claim_buttons = []
        for other, other_name in others:
            button = QPushButton(_("Play now: {other_name}").format(other_name=other_name))
            button.setAccessibleName(
                _("{other_name} plays now, out of turn").format(other_name=other_name)
            )
            button.setAutoDefault(True)  # Enter on it claims (not the cover's default)
            button.clicked.connect(lambda _=False, s=other: self.claim.emit(s))
            self._others_row.addWidget(button)
            self.claim_buttons.append(button)
        self.others_label.setVisible(bool(others))
        self._others.setVisible(bool(others))
        self.setAccessibleDescription(self.title.text())
        self.open()
        self._fit_glyph()
        self.show_button.setFocus()
        notify(self, QAccessible.Event.Alert)

    def _confirm(self) -> None:
        if self.isVisible() and self.seat >= 0:
            seat = self.seat
            self.hide()
            self.confirmed.emit(seat)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter anywhere on the cover shows the named player's cards."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._confirm()
            return
        super().keyPressEvent(event)
