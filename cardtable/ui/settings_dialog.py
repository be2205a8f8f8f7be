"""The settings dialog: animation and bot speed, the end of a round, card back, four-colour
suits, side panel, language.

Edits a copy of :class:`~cardtable.persistence.settings.Settings`; ``applied`` carries the new
values when the player presses OK. Card backs are shown as pictures from the card art.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QLocale, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.cards import card_from_code
from cardtable.i18n import LANGUAGES, N_, _
from cardtable.persistence.settings import BOT_PACES, ROUND_WAITS, SPEEDS, Settings
from cardtable.ui.art import CardArt
from cardtable.ui.i18n import apply_language, translate_buttons
from cardtable.ui.style import combo_box

_SAMPLE = ("AS", "7H", "9D", "KC")
#: The card backs' names as shown (the art's file names, capitalised).
_BACK_NAMES = (N_("Blue"), N_("Green"), N_("Onyx"), N_("Red"))


class SettingsDialog(QDialog):
    applied = Signal(object)  # Settings

    def __init__(self, settings: Settings, backs: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Settings"))
        self.settings = settings
        form = QFormLayout()
        self.animation = combo_box()
        for name, _speed in SPEEDS:
            self.animation.addItem(_(name), name)
        self.animation.setCurrentIndex(self.animation.findData(settings.animation))
        self.animation.setAccessibleName(_("Animation speed"))
        form.addRow(_("Animation speed"), self.animation)
        self.pace = combo_box()
        for name, ms in BOT_PACES:
            seconds = QLocale().toString(ms / 1000, "g", 3)
            label = _("{speed} ({seconds} s a move)").format(speed=_(name), seconds=seconds)
            self.pace.addItem(label, name)
        self.pace.setCurrentIndex(self.pace.findData(settings.bot_pace))
        self.pace.setAccessibleName(_("Bot speed"))
        form.addRow(_("Bot speed"), self.pace)
        self.round_wait = combo_box()
        for wait in ROUND_WAITS:
            label = _("Show the scores, go on after {seconds} s").format(seconds=wait)
            self.round_wait.addItem(label if wait else _("Show the scores and wait for me"), wait)
        self.round_wait.setCurrentIndex(max(0, self.round_wait.findData(settings.round_wait)))
        self.round_wait.setAccessibleName(_("At the end of a round"))
        self.round_wait.setToolTip(
            _("Games with people at the table; a table of bots always plays straight on")
        )
        form.addRow(_("At the end of a round"), self.round_wait)
        self.back = combo_box()
        self.back.setIconSize(QSize(30, 42))
        for name in backs:
            pixmap = CardArt(back=name).card_pixmap(None, 30)
            self.back.addItem(QIcon(pixmap), _(name.capitalize()), name)
        self.back.setCurrentIndex(max(0, self.back.findData(settings.card_back)))
        self.back.setAccessibleName(_("Card back"))
        form.addRow(_("Card back"), self.back)
        self.four_colour = QCheckBox(
            _("Four-colour suits (spades black, hearts red, diamonds blue, clubs green)")
        )
        self.four_colour.setChecked(settings.four_colour)
        form.addRow(_("Suits"), self.four_colour)
        self.sample = QLabel()
        self.sample.setAccessibleName(_("Sample cards"))
        form.addRow("", self.sample)
        self.side = QCheckBox(_("Show the score sheet and log beside the table"))
        self.side.setChecked(settings.show_side)
        form.addRow(_("Side panel"), self.side)
        self.language = combo_box()
        self.language.addItem(_("System language"), "")
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.setAccessibleName(_("Language"))
        form.addRow(_("Language"), self.language)
        self.language_note = QLabel(
            _(
                "A new language is used at once for new messages, dialogs and the rules help; "
                "menus and the rest of the window change when Card Table next starts. The game "
                "in progress is kept."
            )
        )
        self.language_note.setWordWrap(True)
        form.addRow("", self.language_note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        translate_buttons(buttons)
        buttons.accepted.connect(self._accept)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.four_colour.toggled.connect(self._sample)
        self.back.currentIndexChanged.connect(self._sample)
        self._sample()

    def _sample(self, *_: object) -> None:
        art = CardArt(
            back=str(self.back.currentData() or "blue"), four_colour=self.four_colour.isChecked()
        )
        dpr = self.devicePixelRatioF()
        w, h, gap = 46, 64, 6
        count = len(_SAMPLE) + 1
        canvas = QPixmap(round((w + gap) * count * dpr), round(h * dpr))
        canvas.setDevicePixelRatio(dpr)
        canvas.fill(Qt.GlobalColor.transparent)
        painter = QPainter(canvas)
        for i, code in enumerate((*_SAMPLE, None)):
            card = card_from_code(code) if code else None
            pixmap = art.card_pixmap(card, w, dpr)
            painter.drawPixmap(QRectF(i * (w + gap), 0, w, h), pixmap, QRectF(pixmap.rect()))
        painter.end()
        self.sample.setPixmap(canvas)

    def values(self) -> Settings:
        return replace(
            self.settings,
            animation=str(self.animation.currentData()),
            bot_pace=str(self.pace.currentData()),
            round_wait=int(self.round_wait.currentData() or 0),
            card_back=str(self.back.currentData()),
            four_colour=self.four_colour.isChecked(),
            show_side=self.side.isChecked(),
            language=str(self.language.currentData() or ""),
        )

    def _accept(self) -> None:
        values = self.values()
        if values.language != self.settings.language:
            apply_language(values.language)  # new texts from now on; the window at next start
        self.applied.emit(values)
        self.accept()
