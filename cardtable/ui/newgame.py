"""The new-game form: players, who sits in each seat, names, the game's options and the deal.

Every seat is a person or a bot of the catalogue (:mod:`cardtable.ai.levels`: ``heuristic``,
``random``, ``ismcts:easy|normal|hard``), and may be given a name (empty: the default name,
shown greyed).
The game's rule options come from its info object with their defaults selected and each value
explained underneath. The deal is random, or replays a deal code (a match's seed, see
:mod:`cardtable.session.dealcode`). :meth:`SetupForm.setup` turns the form into a
:class:`~cardtable.ui.setup.GameSetup`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai.levels import DEFAULT_BOT
from cardtable.engine.info import GameInfo, OptionSpec, OptionValue
from cardtable.games import GAMES
from cardtable.games.shared.betting import format_money
from cardtable.i18n import N_, _
from cardtable.rules_help import rules_for
from cardtable.rules_help.render import choice_text
from cardtable.session.dealcode import parse_deal_code
from cardtable.ui.setup import (
    HUMAN,
    MAX_NAME,
    GameSetup,
    default_names,
    default_players,
    player_counts,
    seat_choices,
    seat_meaning,
)
from cardtable.ui.style import combo_box

#: Seats per column of the seat grid.
SEATS_PER_COLUMN = 6


#: Option values that are words, as the form shows them.
CHOICE_WORDS = {
    "standard": N_("Standard"),
    "numbers_only": N_("Numbers only"),
    "on": N_("On"),
    "own_turn_only": N_("Own turn only"),
    "auto": N_("Auto"),
    "no_limit": N_("No limit"),
    "fixed_limit": N_("Fixed limit"),
    "split": N_("Split"),
    "house": N_("House"),
}


def choice_label(spec: OptionSpec, value: OptionValue) -> str:
    """How an option value is shown in the form ("On", "Own turn only", "1s", "No limit")."""
    if isinstance(value, bool):
        return _("On") if value else _("Off")
    if isinstance(value, str):
        word = CHOICE_WORDS.get(value)
        return _(word) if word else value.replace("_", " ").capitalize()
    if value == 0 and spec.name == "rounds":
        return _("No limit")
    if spec.unit == "copper":
        return format_money(value)
    return str(value)


def shown_order(spec: OptionSpec) -> list[OptionValue]:
    """An option's choices in the order the form lists them: numbers from the smallest (the
    blind 5c, 1s, 2s, 2s 5c...), others as the game lists them (the default first)."""
    numbers = all(isinstance(v, int) and not isinstance(v, bool) for v in spec.choices)
    return sorted(spec.choices, key=int) if numbers else list(spec.choices)


def choice_meaning(game: str, spec: OptionSpec, value: OptionValue) -> str:
    """What an option value does, from the rules help (or the option's own help line)."""
    rules = rules_for(game)
    if rules is not None:
        for option in rules.options:
            if option.name == spec.name:
                meaning = dict(option.choices).get(choice_text(value), "")
                if meaning:
                    meaning = _(meaning)
                    return meaning[0].upper() + meaning[1:] + "."
    return _(spec.help)


class _WrappedNote(QLabel):
    """A wrapped text that keeps the height its lines need at the width it gets (the form sits
    in a scroll area, which does not pass a height that depends on the width on to the form, so
    a third line would otherwise be cut off)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        need = self.heightForWidth(self.width())
        if need > 0 and self.minimumHeight() != need:
            self.setMinimumHeight(need)


class SetupForm(QWidget):
    """The set-up of one game; see the module docstring."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setupForm")
        self.info: GameInfo = next(iter(GAMES.values()))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)

        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        self.players = combo_box()
        self.players.setAccessibleName(_("Number of players"))
        self.players.setMinimumWidth(70)
        players_label = self._caption(_("Players"))
        players_label.setBuddy(self.players)
        top.addWidget(players_label)
        top.addWidget(self.players)
        top.addStretch(1)
        layout.addLayout(top)

        self.seats_title = self._caption(_("Seats: a person or a bot, and a name"))
        layout.addWidget(self.seats_title)
        self._seats_box = QWidget()
        self._seats = QGridLayout(self._seats_box)
        self._seats.setContentsMargins(0, 0, 0, 0)
        self._seats.setHorizontalSpacing(8)
        self._seats.setVerticalSpacing(5)
        self._seats.setColumnStretch(6, 1)
        layout.addWidget(self._seats_box)
        #: What each kind of bot chosen for a seat is like, in a line each (the choices' tooltips
        #: say it too, but a player choosing an opponent should not have to hover to learn it).
        self.bot_notes = QWidget()
        self.bot_notes.setObjectName("botNotes")
        self._bot_rows = QFormLayout(self.bot_notes)
        self._bot_rows.setContentsMargins(0, 2, 0, 0)
        self._bot_rows.setHorizontalSpacing(10)
        self._bot_rows.setVerticalSpacing(3)
        self._bot_rows.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.bot_notes.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.bot_notes.hide()
        layout.addWidget(self.bot_notes)
        #: Every seat the game can have: its number, name and choice (the players' shown).
        self._rows: list[tuple[QLabel, QLineEdit, QComboBox]] = []
        self.seat_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []

        self.options_title = self._caption(_("Rule options"))
        layout.addWidget(self.options_title)
        self._options_box = QWidget()
        self._options = QGridLayout(self._options_box)
        self._options.setContentsMargins(0, 0, 0, 0)
        self._options.setHorizontalSpacing(10)
        self._options.setVerticalSpacing(2)
        layout.addWidget(self._options_box)
        self.option_boxes: dict[str, QComboBox] = {}
        self.option_notes: dict[str, QLabel] = {}

        layout.addWidget(self._caption(_("Deal")))
        deal_row = QHBoxLayout()
        self.random_deal = QRadioButton(_("Random deal"))
        self.random_deal.setChecked(True)
        self.code_deal = QRadioButton(_("Deal code"))
        self.code = QLineEdit()
        self.code.setPlaceholderText(_("e.g. 7KQ2-X9M"))
        self.code.setMaxLength(12)
        self.code.setAccessibleName(_("Deal code"))
        self.code.setFixedWidth(130)
        group = QButtonGroup(self)
        group.addButton(self.random_deal)
        group.addButton(self.code_deal)
        deal_row.addWidget(self.random_deal)
        deal_row.addSpacing(12)
        deal_row.addWidget(self.code_deal)
        deal_row.addWidget(self.code)
        deal_row.addStretch(1)
        layout.addLayout(deal_row)
        self.error = QLabel("")
        self.error.setObjectName("formError")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        self.code.textEdited.connect(self._code_typed)
        self.code_deal.toggled.connect(lambda on: self.code.setFocus() if on else None)
        self.players.currentIndexChanged.connect(self._players_changed)

    @staticmethod
    def _clear(grid: QGridLayout) -> None:
        """Remove every widget from ``grid`` at once (hidden now, deleted later)."""
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    @staticmethod
    def _caption(text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName("formCaption")
        return label

    # --- the game --------------------------------------------------------------------------------

    def set_game(self, game_id: str) -> None:
        info = GAMES[game_id]
        if info is self.info and self.players.count():
            return
        self.info = info
        self.players.blockSignals(True)
        self.players.clear()
        for n in player_counts(info.id):
            self.players.addItem(str(n), n)
        self.players.setCurrentIndex(self.players.findData(default_players(info)))
        self.players.blockSignals(False)
        self._rebuild_seats()
        self._build_options()

    def player_count(self) -> int:
        return int(self.players.currentData() or 0)

    def _players_changed(self, _index: int) -> None:
        """Show a row for each player. The form holds a row for every seat the game can have
        and only shows or hides rows: a change of the number tells a screen reader of the rows
        shown or hidden, a few events each, where building the seats anew sent hundreds, and
        Orca 43, flooded, dropped the spoken choice with the rest (issue 61)."""
        n = self.player_count()
        for seat, row in enumerate(self._rows):
            for widget in row:
                if widget.isHidden() == (seat < n):
                    widget.setVisible(seat < n)
        self.seat_boxes = [box for _number, _edit, box in self._rows[:n]]
        self.name_edits = [edit for _number, edit, _box in self._rows[:n]]
        self._kinds_changed()

    def _rebuild_seats(self) -> None:
        """A row for every seat the game can have (another game: each choice's meaning is the
        game's own), keeping what was chosen and typed in the seats shown."""
        old_kinds = self.seat_kinds()
        old_names = [edit.text() for edit in self.name_edits]
        self._clear(self._seats)
        self._rows = []
        for seat in range(max(player_counts(self.info.id))):
            default = HUMAN if seat == 0 else DEFAULT_BOT
            kind = old_kinds[seat] if seat < len(old_kinds) else default
            self._add_seat(kind, old_names[seat] if seat < len(old_names) else "")
        self._players_changed(self.players.currentIndex())

    def _add_seat(self, kind: str, name: str) -> None:
        seat = len(self._rows)
        number = QLabel(str(seat + 1))
        number.setObjectName("seatNumber")
        # On Linux a combo box is named by its label (its own name is its current text),
        # so the seat's number labels the person-or-bot choice and is read "Seat 2".
        number.setAccessibleName(_("Seat {seat}").format(seat=seat + 1))
        number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        edit = QLineEdit(name)
        edit.setMaxLength(MAX_NAME)
        edit.setAccessibleName(_("Seat {seat} name").format(seat=seat + 1))
        edit.setMinimumWidth(110)
        edit.setMaximumWidth(240)
        box = combo_box()
        box.setMinimumWidth(180)
        box.setAccessibleName(_("Seat {seat} player").format(seat=seat + 1))
        for choice, word in seat_choices():
            box.addItem(_(word), choice)
            box.setItemData(
                box.count() - 1,
                seat_meaning(choice, self.info.id),
                Qt.ItemDataRole.ToolTipRole,
            )
        box.setCurrentIndex(max(0, box.findData(kind)))
        box.currentIndexChanged.connect(self._kinds_changed)
        column = (seat // SEATS_PER_COLUMN) * 3
        row = seat % SEATS_PER_COLUMN
        self._seats.addWidget(number, row, column)
        self._seats.addWidget(edit, row, column + 1)
        self._seats.addWidget(box, row, column + 2)
        number.setBuddy(box)
        for widget in (number, edit, box):
            widget.hide()  # until there is a player for it
        self._rows.append((number, edit, box))

    def _kinds_changed(self, *_args: object) -> None:
        for box in self.seat_boxes:
            meaning = seat_meaning(str(box.currentData()), self.info.id)
            if box.accessibleDescription() != meaning:  # each change is an event to readers
                box.setToolTip(meaning)
                box.setAccessibleDescription(meaning)
        self._describe_bots()
        defaults = default_names(self.seat_kinds())
        for edit, name in zip(self.name_edits, defaults, strict=True):
            edit.setPlaceholderText(name)
        self.changed.emit()

    def _describe_bots(self) -> None:
        """A row for each kind of bot at the table, in the order the choices list them: its
        name, and what it is like."""
        chosen = set(self.seat_kinds())
        rows = [
            (_(word), seat_meaning(kind, self.info.id))
            for kind, word in seat_choices()
            if kind in chosen and kind != HUMAN
        ]
        if rows != self.bot_descriptions():
            while self._bot_rows.rowCount():
                self._bot_rows.removeRow(0)
            for word, meaning in rows:
                name = QLabel(word)
                name.setObjectName("botName")
                note = _WrappedNote(meaning)
                note.setObjectName("botNote")
                self._bot_rows.addRow(name, note)
        self.bot_notes.setVisible(bool(rows))

    def bot_descriptions(self) -> list[tuple[str, str]]:
        """The bots described under the seats: (name, what it is like) per row."""
        rows = []
        for row in range(self._bot_rows.rowCount()):
            name = self._bot_rows.itemAt(row, QFormLayout.ItemRole.LabelRole)
            note = self._bot_rows.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if name is not None and note is not None:
                name_label, note_label = name.widget(), note.widget()
                assert isinstance(name_label, QLabel) and isinstance(note_label, QLabel)
                rows.append((name_label.text(), note_label.text()))
        return rows

    def tab_chain(self) -> list[QWidget]:
        """The form's controls in the order Tab should visit them: players, each seat's choice
        and name, the rule options, the deal (controls built later would otherwise come last)."""
        chain: list[QWidget] = [self.players]
        for box, edit in zip(self.seat_boxes, self.name_edits, strict=True):
            chain += [box, edit]
        chain += list(self.option_boxes.values())
        chain += [self.random_deal, self.code_deal, self.code]
        return chain

    def seat_kinds(self) -> list[str]:
        return [str(box.currentData()) for box in self.seat_boxes]

    def _build_options(self) -> None:
        self._clear(self._options)
        self.option_boxes, self.option_notes = {}, {}
        info = self.info
        if not info.options:
            rules = rules_for(info.id)
            note = QLabel(_(rules.no_options) if rules and rules.no_options else _("No options."))
            note.setObjectName("optionNote")
            note.setWordWrap(True)
            self._options.addWidget(note, 0, 0, 1, 2)
            return
        for i, spec in enumerate(info.options):
            label = QLabel(_(spec.label))
            label.setObjectName("optionLabel")
            box = combo_box()
            box.setMinimumWidth(150)
            box.setAccessibleName(_(spec.label))
            for value in shown_order(spec):
                box.addItem(choice_label(spec, value), value)
                box.setItemData(
                    box.count() - 1,
                    choice_meaning(info.id, spec, value),
                    Qt.ItemDataRole.ToolTipRole,
                )
            box.setCurrentIndex(box.findData(spec.default))
            note = QLabel("")
            note.setObjectName("optionNote")
            note.setWordWrap(True)
            label.setBuddy(box)
            self._options.addWidget(label, i * 2, 0)
            self._options.addWidget(box, i * 2, 1, Qt.AlignmentFlag.AlignLeft)
            self._options.addWidget(note, i * 2 + 1, 1)
            self.option_boxes[spec.name] = box
            self.option_notes[spec.name] = note
            box.currentIndexChanged.connect(lambda _=0, s=spec: self._option_changed(s))
            self._option_changed(spec)
        self._options.setColumnStretch(1, 1)

    def _option_changed(self, spec: OptionSpec) -> None:
        box = self.option_boxes[spec.name]
        meaning = choice_meaning(self.info.id, spec, box.currentData())
        self.option_notes[spec.name].setText(meaning)
        box.setToolTip(meaning)
        box.setAccessibleDescription(meaning)
        self.changed.emit()

    def _code_typed(self, text: str) -> None:
        self.code_deal.setChecked(bool(text.strip()) or self.code_deal.isChecked())
        self.error.hide()

    # --- reading and filling ---------------------------------------------------------------------

    def options(self) -> dict[str, OptionValue]:
        return {name: box.currentData() for name, box in self.option_boxes.items()}

    def seed(self) -> int | None:
        """The seed the deal code stands for (None: random); a bad code raises OptionError."""
        if not self.code_deal.isChecked():
            return None
        return parse_deal_code(self.code.text())

    def setup(self, demo: bool = False) -> GameSetup:
        """The set-up as filled in (``demo``: bots in every seat). A bad deal code raises
        OptionError and says why under the form."""
        try:
            seed = self.seed()
        except ValueError as exc:
            self.error.setText(_("Deal code: {exc}").format(exc=exc))
            self.error.show()
            self.code.setFocus()
            raise
        self.error.hide()
        kinds = self.seat_kinds()
        if demo:
            kinds = [DEFAULT_BOT if k == HUMAN else k for k in kinds]
        names = tuple(edit.text().strip() for edit in self.name_edits)
        if demo:
            names = tuple(
                "" if k == "human" else n for k, n in zip(self.seat_kinds(), names, strict=True)
            )
        return GameSetup(
            self.info.id, self.player_count(), tuple(kinds), self.options(), seed, names
        )

    def load(self, setup: GameSetup) -> None:
        """Fill the form from a set-up (the last game's, remembered in the settings)."""
        self.set_game(setup.game)
        index = self.players.findData(setup.players)
        if index >= 0:
            self.players.setCurrentIndex(index)
        for box, kind in zip(self.seat_boxes, setup.seats, strict=False):
            found = box.findData(kind)
            if found >= 0:
                box.setCurrentIndex(found)
        names: Sequence[str] = setup.names
        for edit, name in zip(self.name_edits, names, strict=False):
            edit.setText(name)
        for name, value in setup.options.items():
            option_box = self.option_boxes.get(name)
            if option_box is not None:
                found = option_box.findData(value)
                if found >= 0:
                    option_box.setCurrentIndex(found)
