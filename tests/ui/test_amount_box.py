"""The amount box of a bet or raise: typed money is read in its units, and a text that cannot
be played is marked at once with the reason, the button disabled (never an older amount)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from cardtable.engine.actions import Action
from cardtable.games.moxie.actions import Bet, Raise
from cardtable.i18n import set_language
from cardtable.ui.amount import AmountControl
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import start, window

__all__ = ["window"]

PURSE = 950  # what the raise may be at most, in copper (9g 5s)


@pytest.fixture
def raised(qtbot: QtBot) -> Iterator[tuple[AmountControl, list[Action]]]:
    played: list[Action] = []
    legal = lambda a: isinstance(a, Raise) and 10 <= a.amount <= PURSE  # noqa: E731
    control = AmountControl([Raise(10), Raise(20), Raise(40)], "amount", played.append, legal)
    qtbot.addWidget(control)
    control.show()
    qtbot.waitExposed(control)
    yield control, played


def type_amount(qtbot: QtBot, control: AmountControl, text: str) -> None:
    control.spin.setFocus()
    control.spin.selectAll()
    qtbot.keyClicks(control.spin, text)


@pytest.mark.parametrize(
    ("typed", "label"),
    [
        ("35s", "Raise by 3g 5s"),
        ("1g 2s 5c", "Raise by 1g 2s 5c"),
        ("1.25g", "Raise by 1g 2s 5c"),
        ("120", "Raise by 1g 2s"),  # a number alone is copper
        ("9g 5s", "Raise by 9g 5s"),  # the whole purse
    ],
)
def test_money_typed_is_read_in_its_units(
    qtbot: QtBot, raised: tuple[AmountControl, list[Action]], typed: str, label: str
) -> None:
    control, played = raised
    type_amount(qtbot, control, typed)
    assert control.button.isEnabled() and control.button.text() == label
    assert not control.problem.isVisible() and control.spin.accessibleDescription() == ""
    qtbot.mouseClick(control.button, Qt.MouseButton.LeftButton)
    assert played == [control.current()]


@pytest.mark.parametrize(
    ("typed", "problem"),
    [
        ("99g", "99g is more than you can put in now: 9g 5s at most"),
        ("abc", "“abc” is not an amount: write it like 1g 2s 5c"),
        ("5c", "5c is less than the least allowed, 1s"),
        ("2s 5", "Put a coin letter after 5 (g, s, c)"),
        ("", "Type an amount, like 1g 2s 5c"),
    ],
)
def test_an_amount_that_cannot_be_played_says_why_and_disables_the_button(
    qtbot: QtBot, raised: tuple[AmountControl, list[Action]], typed: str, problem: str
) -> None:
    control, played = raised
    type_amount(qtbot, control, "2s")
    assert control.button.isEnabled()
    type_amount(qtbot, control, typed)
    if not typed:
        QTest.keyClick(control.spin, Qt.Key.Key_Backspace)
    assert not control.button.isEnabled()
    assert "2s" not in control.button.text()  # not the older amount
    assert control.problem.isVisible() and control.problem.text() == problem
    assert control.spin.accessibleDescription() == problem
    assert control.button.toolTip() == problem
    qtbot.mouseClick(control.button, Qt.MouseButton.LeftButton)
    assert played == []
    # Leaving the box keeps the text and its reason: nothing goes back quietly.
    qtbot.keyClick(control.spin, Qt.Key.Key_Tab)
    assert control.spin.text() == typed and control.problem.text() == problem
    assert not control.button.isEnabled()


def test_the_arrows_step_from_the_last_amount_read(
    qtbot: QtBot, raised: tuple[AmountControl, list[Action]]
) -> None:
    control, _played = raised
    type_amount(qtbot, control, "5s")
    type_amount(qtbot, control, "x")
    qtbot.keyClick(control.spin, Qt.Key.Key_Up)
    assert control.spin.text() == "6s" and control.button.isEnabled()
    type_amount(qtbot, control, "9g 5s")
    qtbot.keyClick(control.spin, Qt.Key.Key_Up)
    assert control.spin.text() == "9g 5s"  # not past the purse


@pytest.fixture
def german() -> Iterator[None]:
    set_language("de")
    yield
    set_language("en")


@pytest.mark.usefixtures("german")
def test_german_coin_letters_are_read(
    qtbot: QtBot, raised: tuple[AmountControl, list[Action]]
) -> None:
    control, _played = raised
    type_amount(qtbot, control, "1G 2S 5K")
    assert control.button.isEnabled() and control.current() == Raise(125)


def test_the_real_table_refuses_more_than_the_purse(qtbot: QtBot, window: MainWindow) -> None:
    """In a game, 99 gold is refused as more than the purse holds, not bet as 99 copper."""
    start(qtbot, window, GameSetup("moxie", 2, ("human", "heuristic"), seed=3))
    bar = window.table.actions_bar
    qtbot.waitUntil(lambda: bool(bar.amounts), timeout=20_000)
    control = bar.amounts[0]
    type_amount(qtbot, control, "99g")
    assert not control.button.isEnabled()
    assert "more than you can put in" in control.problem.text()
    before = len(window.controller.match.log)
    qtbot.keyClick(window, Qt.Key.Key_B if isinstance(control.template, Bet) else Qt.Key.Key_R)
    assert len(window.controller.match.log) == before
    type_amount(qtbot, control, "35s")
    assert control.button.isEnabled() and control.button.text().endswith("3g 5s")
