"""The amount box of the action bar: a verb with an amount (Moxie's bet and raise).

The box reads what the player types in the game's words (money: "1g 2s 5c", "35s", "120"
copper, read by :mod:`cardtable.games.shared.money`) and says at once why a text cannot be
played (no amount, too little, more than the purse), beside the button and as the box's
accessible description; the button is disabled until the amount can be played.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QHBoxLayout, QLabel, QWidget

from cardtable.engine.actions import ACTION_WORDS, Action
from cardtable.games.shared.betting import COIN_LETTERS
from cardtable.i18n import _, pgettext
from cardtable.ui.keybutton import KeyButton


def _coin_letter(text: str) -> bool:
    """Whether ``text`` is a letter of money as typed ("s" in "2s 5c"), in the language in
    force."""
    return text.lower() in {pgettext("coin", c).lower() for c in COIN_LETTERS}


@dataclasses.dataclass(frozen=True, slots=True)
class _Reading:
    """An amount read from the box, or why the text is none."""

    amount: int | None
    problem: str = ""


def _read_number(text: str) -> _Reading:
    """A plain whole number typed into an amount box."""
    text = text.strip()
    if text.isdigit():
        return _Reading(int(text))
    if not text:
        return _Reading(None, _("Type an amount"))
    return _Reading(None, _("“{text}” is not a whole number").format(text=text))


class AmountBox(QAbstractSpinBox):
    """A box for an amount, with arrows that step it, shown and read in the game's words
    (Moxie: money, "2s 5c", where the value is in copper), so the box and its button ("Raise by
    2s") agree.

    Unlike a QSpinBox it keeps what the player typed when that is no amount (or out of range)
    instead of quietly going back to the last good amount: :meth:`reading` says why, and the
    :class:`AmountControl` shows it.
    """

    def __init__(
        self,
        shown: Callable[[int], str] = str,
        read: Callable[[str], Any] = _read_number,
    ) -> None:
        super().__init__()
        self._shown, self._read = shown, read
        self._low, self._high, self._step = 0, 0, 1
        self._last = 0  # the last amount read, where the arrows step from
        self.lineEdit().textChanged.connect(self._typed)

    # --- the amount ----------------------------------------------------------------------------

    def setRange(self, low: int, high: int) -> None:
        self._low, self._high = low, max(low, high)
        self.updateGeometry()

    def minimum(self) -> int:
        return self._low

    def maximum(self) -> int:
        return self._high

    def setSingleStep(self, step: int) -> None:
        self._step = max(1, step)

    def singleStep(self) -> int:
        return self._step

    def setValue(self, value: int) -> None:
        self.lineEdit().setText(self._shown(value))

    def shown(self, value: int) -> str:
        """``value`` as the box writes it ("2s 5c")."""
        return self._shown(value)

    def reading(self) -> _Reading:
        """The amount typed, or why there is none."""
        found = self._read(self.text())
        return _Reading(found.amount, found.problem)

    def value(self) -> int | None:
        """The amount typed (None when the text is no amount)."""
        return self.reading().amount

    def _typed(self, _text: str) -> None:
        amount = self.value()
        if amount is not None:
            self._last = amount

    # --- QAbstractSpinBox ------------------------------------------------------------------------

    def stepBy(self, steps: int) -> None:
        amount = self.value()
        start = self._last if amount is None else amount
        self.setValue(max(self._low, min(self._high, start + steps * self._step)))
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        amount = self.value()
        start = self._last if amount is None else amount
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if start > self._low:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        if start < self._high:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        return flags

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        # Anything may be typed: the control says what is wrong with it.
        return QValidator.State.Acceptable, text, pos

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        widest = max(
            (self._shown(v) for v in (self._low, self._high, 888)),
            key=self.fontMetrics().horizontalAdvance,
        )
        room = self.fontMetrics().horizontalAdvance(widest + "  ") + 40  # the arrows, the frame
        return QSize(max(hint.width(), room), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


class AmountControl(QWidget):
    """A verb with an amount: a box over the listed amounts' range, its button, and what is
    wrong with the amount typed (beside the button, and as the box's accessible description).

    Games may list only a menu of amounts while accepting any amount in range (Moxie's bets);
    the amount typed is turned into an action and checked with ``legal`` (the engine), and the
    button is enabled only for a legal amount. A text that is no amount, or an amount out of
    range, disables the button and says why at once; the button never keeps an older amount.
    """

    def __init__(
        self,
        actions: Sequence[Action],
        field: str,
        play: Callable[[Action], None],
        legal: Callable[[Action], bool],
    ) -> None:
        super().__init__()
        self.field = field
        self.template = actions[0]
        self.amounts: list[int] = sorted({int(getattr(a, field)) for a in actions})
        self._play = play
        self._legal = legal
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        shown = getattr(self.template, "amount_text", None)
        read = getattr(self.template, "read_amount", None)
        self.spin = AmountBox(shown, read) if shown and read else AmountBox()
        self.spin.setRange(self.amounts[0], self._upper_bound())
        steps = {b - a for a, b in zip(self.amounts, self.amounts[1:], strict=False)}
        self.spin.setSingleStep(max(1, min(steps)) if steps else 1)
        word = ACTION_WORDS.get(self.template.verb, self.template.verb)
        self._word = _(word)
        self.spin.setAccessibleName(_("Amount to {action}").format(action=self._word.lower()))
        self.button = KeyButton()
        self.button.clicked.connect(self._clicked)
        self.problem = QLabel("")
        self.problem.setObjectName("amountProblem")
        self.problem.setStyleSheet("color: #ffb4a8; font-weight: bold;")
        self.problem.hide()
        self.spin.lineEdit().textChanged.connect(lambda _text: self._update())
        layout.addWidget(self.spin)
        layout.addWidget(self.button)
        layout.addWidget(self.problem)
        self.spin.setValue(self.amounts[0])
        self.spin.installEventFilter(self)
        self._key = ""
        self._update()

    def bind_keys(self, key: str) -> None:
        """With the button's own ``key`` (R for raise): Shift+key puts the keyboard in the amount
        box with its text selected, so an amount is typed at once; in the box, Enter or the key
        itself makes the move ("Shift+R, 7s, Enter")."""
        self._key = key.upper()
        to_box = QShortcut(QKeySequence(f"Shift+{key}"), self)
        to_box.setContext(Qt.ShortcutContext.WindowShortcut)
        to_box.activated.connect(self.to_box)
        self._shortcut = to_box

    def bind_digits(self, digits: set[str]) -> None:
        """A digit of ``digits`` typed at the table starts an amount in this box ("5", "s",
        Enter: three keys for a bet of 5 silver); in a text field a digit is the field's."""
        self._digits = []
        for digit in sorted(digits):
            shortcut = QShortcut(QKeySequence(digit), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda d=digit: self.start_typing(d))
            self._digits.append(shortcut)

    def start_typing(self, text: str) -> None:
        """Put the keyboard in the box with ``text`` typed, the cursor after it."""
        if self.isVisible():
            self.spin.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.spin.lineEdit().setText(text)
            self.spin.lineEdit().setCursorPosition(len(text))

    def to_box(self) -> None:
        if self.isVisible():
            self.spin.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.spin.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.spin and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            text = event.text().upper()
            mine = bool(self._key) and text == self._key
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or (
                mine and not _coin_letter(text)
            ):
                self._clicked()
                return True
        return False

    def _upper_bound(self) -> int:
        """The largest legal amount: the listed maximum, or beyond it when the engine accepts
        more (amounts in range are assumed to be legal throughout)."""
        top = self.amounts[-1]

        def ok(amount: int) -> bool:
            return self._legal(dataclasses.replace(self.template, **{self.field: amount}))

        if not ok(top):
            return top
        step = max(1, top)
        hi = top
        while hi < 10**9 and ok(hi + step):
            hi += step
            step *= 2
        lo, up = hi, hi + step  # ok(lo), and ok(up) is False or too far
        while up - lo > 1:
            mid = (lo + up) // 2
            if ok(mid):
                lo = mid
            else:
                up = mid
        return min(lo, 2**31 - 1)

    def accepts(self, action: Action) -> bool:
        """Whether ``action`` is this verb with some amount (other fields equal)."""
        if type(action) is not type(self.template):
            return False
        return all(
            getattr(action, f.name) == getattr(self.template, f.name)
            for f in dataclasses.fields(action)
            if f.name != self.field
        )

    def current(self) -> Action | None:
        """The action with the amount typed (None when the text is no amount)."""
        amount = self.spin.value()
        if amount is None:
            return None
        return dataclasses.replace(self.template, **{self.field: amount})

    def set_amount(self, amount: int) -> None:
        self.spin.setValue(amount)

    def problem_text(self) -> str:
        """Why the amount typed cannot be played now ("" when it can)."""
        reading = self.spin.reading()
        if reading.amount is None:
            return reading.problem
        shown = self.spin.shown
        low, high = self.spin.minimum(), self.spin.maximum()
        amount = reading.amount
        if amount < low:
            return _("{amount} is less than the least allowed, {low}").format(
                amount=shown(amount), low=shown(low)
            )
        if amount > high:
            return _("{amount} is more than you can put in now: {high} at most").format(
                amount=shown(amount), high=shown(high)
            )
        action = self.current()
        if action is None or not self._legal(action):
            return _("That amount is not allowed now")
        return ""

    def _update(self) -> None:
        action = self.current()
        problem = self.problem_text()
        self.button.setText(self._word if action is None else action.label)
        self.button.setEnabled(not problem)
        self.button.setToolTip(problem)
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.spin.setAccessibleDescription(problem)
        self.spin.setToolTip(problem)

    def _clicked(self) -> None:
        action = self.current()
        if action is not None and not self.problem_text():
            self._play(action)
