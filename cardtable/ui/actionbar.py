"""Buttons for the moves that are not card drags: draw, pass, bet or raise an amount, fold...

The buttons are built from the viewer's legal actions: actions with no cards (and card actions
that land nowhere on the table) are grouped by verb. A group whose actions differ only in one
whole-number field (a bet of 10, 20, ... 475) becomes one button with an amount box; others get
a button each, labelled with ``action.label``. Common verbs have a key (P pass, D draw, F fold,
C call...), and the buttons are numbered 1-9 for the keyboard. The same bar asks the player to
pick when one gesture has several meanings. The amount box is :mod:`cardtable.ui.amount`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QPushButton,
    QWidget,
)

from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.i18n import _
from cardtable.ui.amount import AmountControl
from cardtable.ui.controller import Snapshot
from cardtable.ui.keybutton import KeyButton
from cardtable.ui.strip import ButtonStrip, ElidedLabel
from cardtable.ui.style import combo_box

#: Keys for common verbs (the first action of the verb's group gets it).
VERB_KEYS = {
    "draw": "D",
    "take": "T",
    "pass": "P",
    "fold": "F",
    "call": "C",
    "check": "K",
    "bet": "B",
    "raise": "R",
    "allin": "A",
    "all_in": "A",
    "discard": "X",
    "claim": "M",
    "close": "L",
    "propose_stop": "O",
}

MAX_BUTTONS = 8


def _amount_field(actions: Sequence[Action]) -> str | None:
    """The one whole-number field the actions differ in, if that is all they differ in."""
    cls = type(actions[0])
    if any(type(a) is not cls for a in actions) or len(actions) < 2:
        return None
    fields = dataclasses.fields(cls)
    varying = [f.name for f in fields if len({getattr(a, f.name) for a in actions}) > 1]
    if len(varying) != 1:
        return None
    name = varying[0]
    values = [getattr(a, name) for a in actions]
    if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return name
    return None


def button_groups(actions: Sequence[Action]) -> list[tuple[str, list[Action]]]:
    """Actions grouped by verb, in the order they first appear."""
    groups: dict[str, list[Action]] = {}
    for a in actions:
        groups.setdefault(a.verb, []).append(a)
    return list(groups.items())


def turn_prompt(legal: Sequence[Action], off_table: Sequence[Action]) -> str:
    """What the player does now, when the moves are made with the cards rather than with the
    bar's buttons (which say it themselves): a newcomer to rummy who has drawn sees that a
    discard ends the turn."""
    prompts = {type(a).prompt for a in legal}
    if len(prompts) == 1 and (only := prompts.pop()):
        return _(only)
    verbs = {a.verb for a in legal if a not in off_table}
    if "discard" in verbs and verbs & {"meld", "add", "swap"}:
        return _("Your turn: meld if you like, then discard")
    if "discard" in verbs:
        return _("Your turn: discard a card")
    if "punch" in verbs:
        return _("Your turn: choose your punch card")
    if "play" in verbs:
        return _("Your turn: play a card")
    return _("Your turn")


class ActionBar(QWidget):
    """The row under the table: a prompt and the buttons for the viewer's other moves."""

    #: The player picked an action from the bar.
    picked = Signal(object)
    new_game = Signal()
    play_again = Signal()

    def __init__(
        self, legal: Callable[[Action], bool] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        self._legal = legal or (lambda action: True)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(10, 6, 10, 6)
        self._layout.setSpacing(8)
        # One row, never wrapped: a long prompt ends in "…" and buttons past the bar's end
        # scroll (see :mod:`cardtable.ui.strip`).
        self.prompt = ElidedLabel("")
        self.prompt.setObjectName("prompt")
        self._layout.addWidget(self.prompt)
        self._box = ButtonStrip(spacing=6)
        self._buttons = self._box.row
        self._layout.addWidget(self._box, 1)
        # The table above the bar must not change height whenever a button comes or goes: that
        # would move and redraw every card. So the bar keeps room for a row of buttons when it
        # shows none (this hidden button holds it), and within a game it does not shrink back
        # when a taller control (an amount box) goes (``_floor``, until :meth:`release_height`).
        self._strut = KeyButton("")
        policy = self._strut.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self._strut.setSizePolicy(policy)
        self._strut.setFixedWidth(0)
        self._strut.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._layout.addWidget(self._strut)
        self._strut.hide()
        self._floor = 0
        self._floor_width = -1
        self.buttons: list[QPushButton] = []
        self.amounts: list[AmountControl] = []
        #: The buttons that play one action each, with their action (for the coach's mark).
        self.button_actions: list[tuple[QPushButton, Action]] = []
        self.combos: list[QComboBox] = []
        #: The button the coach marked (:meth:`mark_hint`), if it is still shown.
        self.hinted: QPushButton | None = None
        self._choice = False
        self._cancel: Callable[[], None] | None = None
        #: The table the viewer sees (moves are labelled by what it shows: Mose's melds).
        self._table: Observation | None = None

    # --- a steady height ---------------------------------------------------------------------

    def heightForWidth(self, width: int) -> int:
        return max(super().heightForWidth(width), self._floor)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._floor))

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._floor))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = event.size()
        if size.width() != self._floor_width:
            # Another width wraps the buttons differently: the height starts afresh.
            self._floor_width = size.width()
            self._floor = 0
        self._floor = max(self._floor, size.height())

    def release_height(self) -> None:
        """A new game (or a move taken back): the bar may shrink to what it shows now."""
        if self._floor:
            self._floor = 0
            self.updateGeometry()

    # --- building --------------------------------------------------------------------------------

    def _clear(self) -> None:
        while self._buttons.count():
            item = self._buttons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.buttons = []
        self.amounts = []
        self.button_actions = []
        self.combos = []
        self.hinted = None

    def bind_key(self, button: QPushButton, key: str) -> None:
        """Let ``key`` press ``button`` while the window is active (shown in its tooltip). The
        button's own shortcut, so screen readers tell it as the button's key binding."""
        button.setShortcut(QKeySequence(key))
        button.setProperty("key", key)
        button.setToolTip(f"{button.text()} ({key})")

    def _add_button(
        self, text: str, action: Action | None, key: str | None = "", name: str = ""
    ) -> QPushButton:
        """A button; ``key`` "" gives it its number (1-9) as key, None no key at all; ``name``
        is what a screen reader calls it, when the text alone would not say enough."""
        button = KeyButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        number = len(self.buttons) + 1
        button.setAccessibleName(name or text)
        if key:
            self.bind_key(button, key)
        elif number <= 9 and key is not None:
            self.bind_key(button, str(number))
        if action is not None:
            button.clicked.connect(lambda _=False, a=action: self.picked.emit(a))
            self.button_actions.append((button, action))
        self._buttons.addWidget(button)
        button.show()
        self.buttons.append(button)
        return button

    def set_snapshot(self, snapshot: Snapshot, off_table: Sequence[Action]) -> None:
        """Buttons for ``off_table`` (the viewer's legal actions that are not card drags)."""
        self._table = snapshot.observation
        if self._choice:
            return
        self._clear()
        if snapshot.over:
            self.prompt.setText(_("Game over"))
            b = self._add_button(_("Play again"), None, None)
            b.clicked.connect(self.play_again)
            b2 = self._add_button(_("New game"), None, None)
            b2.clicked.connect(self.new_game)
            return
        prompt = self._prompt_text(snapshot, off_table)
        self.prompt.setText(prompt)
        used_keys: set[str] = set()
        for verb, group in button_groups(off_table):
            key = VERB_KEYS.get(verb, "")
            if key in used_keys:
                key = ""
            used_keys.add(key)
            field = _amount_field(group)
            if field is not None:
                control = AmountControl(group, field, self.picked.emit, self._legal)
                self._buttons.addWidget(control)
                control.show()
                self.amounts.append(control)
                self.buttons.append(control.button)
                if key:
                    self.bind_key(control.button, key)
                    control.bind_keys(key)
                continue
            if len(group) > MAX_BUTTONS:
                combo = combo_box()
                for a in group:
                    combo.addItem(a.label, a)
                combo.setAccessibleName(_("{verb}: choices").format(verb=verb))
                self.combos.append(combo)
                self._buttons.addWidget(combo)
                combo.show()
                button = self._add_button(verb.replace("_", " ").capitalize(), None, key)
                button.clicked.connect(lambda _=False, c=combo: self.picked.emit(c.currentData()))
                continue
            # Under a prompt that names the kind of move, a button says only what sets it
            # apart ("Moons"); a screen reader still hears the whole move.
            named = bool(type(group[0]).prompt) and prompt == _(type(group[0]).prompt)
            # A single move of its kind answers to its verb's key; several are numbered in
            # order (Moco!'s chips: 1 for the first suit, 2 for the next...).
            for a in group:
                text = a.choice if named else a.label
                self._add_button(text, a, key if len(group) == 1 else "", name=a.label)
        if self.amounts:
            # A digit no button answers to starts an amount in the (first) amount box.
            taken = {str(b.property("key")) for b in self.buttons}
            self.amounts[0].bind_digits(set("0123456789") - taken)

    def add_extra(
        self, text: str, callback: Callable[[], object], description: str = ""
    ) -> QPushButton:
        """A button for something that is not a move (hand the device over, undo...)."""
        button = self._add_button(text, None, None)
        button.setObjectName("extra")
        if description:
            button.setToolTip(description)
            button.setAccessibleDescription(description)
        button.clicked.connect(callback)
        return button

    def mark_hint(self, action: Action) -> QPushButton | None:
        """Mark the button that plays ``action`` (the coach's suggestion): an amount is set in
        its box, a choice in its list. The mark goes when the bar is rebuilt. Returns the
        button, or None when no button plays ``action``."""
        button: QPushButton | None = None
        for b, a in self.button_actions:
            if a == action:
                button = b
        for control in self.amounts:
            if button is None and control.accepts(action):
                control.set_amount(int(getattr(action, control.field)))
                button = control.button
        for combo in self.combos:
            index = combo.findData(action)
            if button is None and index >= 0:
                combo.setCurrentIndex(index)
                button = self._button_after(combo)
        if button is None:
            return None
        if self.hinted is not None and self.hinted is not button:
            self._set_hinted(self.hinted, False)
        self._set_hinted(button, True)
        self.hinted = button
        button.setFocus()
        return button

    def _button_after(self, combo: QComboBox) -> QPushButton:
        """The button beside a list of choices (added right after it)."""
        index = self._buttons.indexOf(combo)
        item = self._buttons.itemAt(index + 1)
        widget = item.widget() if item is not None else None
        assert isinstance(widget, QPushButton)
        return widget

    @staticmethod
    def _set_hinted(button: QPushButton, on: bool) -> None:
        button.setProperty("hinted", on)
        base = button.accessibleDescription().removesuffix(" (the coach's suggestion)")
        button.setAccessibleDescription(base + " (the coach's suggestion)" if on else base)
        style = button.style()
        style.unpolish(button)
        style.polish(button)

    @staticmethod
    def _prompt_text(snapshot: Snapshot, off_table: Sequence[Action]) -> str:
        if snapshot.handover is not None and 0 <= snapshot.handover < len(snapshot.names):
            return _("Pass the device to {name}").format(name=snapshot.names[snapshot.handover])
        if snapshot.legal and snapshot.current == snapshot.viewer:
            return turn_prompt(snapshot.legal, off_table)
        if snapshot.legal:  # out of turn (Mose's any-time plays)
            return _("You may play now")
        if snapshot.thinking is not None:
            return _("{name} is thinking…").format(name=snapshot.names[snapshot.thinking])
        if snapshot.viewer is None:
            return (
                _("Nobody's cards are shown") if snapshot.pass_and_play else _("Watching the bots")
            )
        if 0 <= snapshot.current < len(snapshot.names):
            return _("{name} to play").format(name=snapshot.names[snapshot.current])
        return ""

    # --- asking ----------------------------------------------------------------------------------

    def show_choice(
        self,
        prompt: str,
        actions: Sequence[Action],
        pick: Callable[[Action], None],
        cancel: Callable[[], None],
    ) -> None:
        """Ask the player to pick one of ``actions`` (keys 1-9, Escape cancels)."""
        self._clear()
        self._choice = True
        self._cancel = cancel
        self.prompt.setText(prompt)

        def chosen(action: Action) -> None:
            self._end_choice()
            pick(action)

        for a in actions:
            b = self._add_button(self._label(a), None)
            b.clicked.connect(lambda _=False, a=a: chosen(a))
        c = self._add_button(_("Cancel"), None, "Escape")
        c.clicked.connect(self.cancel_choice)
        if self.buttons:
            self.buttons[0].setFocus()

    def _label(self, action: Action) -> str:
        """The move's label as read beside the table on show."""
        table = self._table
        return action.label if table is None else action.label_on(table)

    def in_choice(self) -> bool:
        return self._choice

    def cancel_choice(self) -> None:
        cancel = self._cancel
        self._end_choice()
        if cancel is not None:
            cancel()

    def _end_choice(self) -> None:
        self._choice = False
        self._cancel = None
        self._clear()
