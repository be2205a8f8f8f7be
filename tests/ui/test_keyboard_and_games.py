"""Keyboard play, and whole games played through the table with the mouse or the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
from cardtable.games.moosehead.state import Pass, Play
from cardtable.games.mose.actions import Draw
from cardtable.ui.items import CardItem
from cardtable.ui.setup import GameSetup, player_counts
from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.helpers import start, window

__all__ = ["window"]


def test_keyboard_focus_moves_over_the_hand_and_enter_plays(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(qtbot, window, GameSetup("moosehead", 3, ("human", "random", "random"), seed=8))
    view = window.table.view
    gestures = window.table.gestures
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    hand = window.table.scene.display_order("hand:0")
    assert gestures.focus is hand[0] and hand[0].focused
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert gestures.focus is hand[1]
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert gestures.focus is hand[-1]  # wraps around
    # Move to a card that can be played and press Enter.
    legal = {a.card for a in window.controller.snapshot().legal if isinstance(a, Play)}
    for _ in range(len(hand)):
        focus = gestures.focus
        if isinstance(focus, CardItem) and focus.card in legal:
            break
        qtbot.keyClick(view, Qt.Key.Key_Right)
    focus = gestures.focus
    assert isinstance(focus, CardItem)
    before = len(window.controller.match.log)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.controller.match.log[before].action == Play(focus.card)


def test_space_selects_and_escape_clears(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, GameSetup("moosehead", 2, ("human", "random"), seed=4))
    view = window.table.view
    gestures = window.table.gestures
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    hand = window.table.scene.display_order("hand:0")
    assert gestures.selection == hand[:2]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert gestures.selection == [] and not hand[0].selected


def test_pass_has_a_button_and_a_key(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, GameSetup("moosehead", 2, ("human", "random"), seed=4))
    match = window.controller.match
    match.state.count = 30  # type: ignore[attr-defined]  # test set-up: no card fits
    window.controller.reset.emit(window.controller.snapshot())
    assert window.controller.snapshot().legal == (Pass(),)
    buttons = window.table.actions_bar.buttons
    assert [b.text() for b in buttons if b.objectName() != "extra"] == ["Pass"]
    before = len(match.log)
    window.table.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert match.log[before].action == Pass()


def test_the_chip_step_names_the_move_once_and_each_button_its_suit(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Moco!'s second step: the prompt says "take a chip", the buttons say only their suits
    (in one row, not six long buttons over two), a screen reader hears the whole move, and a
    button's number key takes that chip."""
    from cardtable.games.moco.state import Play as PlayCard
    from cardtable.games.moco.state import TakeChip

    start(qtbot, window, GameSetup("moco", 4, ("human",) + ("heuristic",) * 3, seed=1))
    controller = window.controller
    play = next(a for a in controller.snapshot().legal if isinstance(a, PlayCard))
    Driver(qtbot, window).by_mouse(play)
    qtbot.waitUntil(lambda: any(isinstance(a, TakeChip) for a in controller.snapshot().legal))
    bar = window.table.actions_bar
    assert bar.prompt.text() == "Your turn: take a chip"
    chips = [(b, a) for b, a in bar.button_actions if isinstance(a, TakeChip)]
    assert chips
    for button, action in chips:
        assert button.text() == action.suit
        assert button.accessibleName() == f"Take a {action.suit} chip"
    tops = {b.mapTo(window, b.rect().topLeft()).y() for b in bar.buttons if b.isVisible()}
    assert len(tops) == 1  # one row
    before = len(controller.match.log)
    window.table.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_1)
    assert controller.match.log[before].action == chips[0][1]


@pytest.mark.parametrize("keyboard", [False, True], ids=["mouse", "keyboard"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_through_the_table(
    qtbot: QtBot, window: MainWindow, game: str, keyboard: bool
) -> None:
    counts = player_counts(game)
    players = 3 if 3 in counts else counts[-1]
    seats = ("human",) + ("heuristic",) * (players - 1)
    start(qtbot, window, GameSetup(game, players, seats, seed=5))
    driver = Driver(qtbot, window, seed=5)
    driver.play_game(keyboard=keyboard)
    snap = window.controller.snapshot()
    assert snap.over and driver.moves > 0
    qtbot.waitUntil(lambda: window.table.scene.banner_text() != "", timeout=10_000)
    winners = [snap.names[s] for s in snap.winners]
    assert winners[0] in window.table.scene.banner_text()


def test_enter_on_a_card_that_cannot_be_played_says_why(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, GameSetup("moosehead", 2, ("human", "random"), seed=4))
    match = window.controller.match
    hand = match.state.zones["hand:0"]
    big = max(hand, key=lambda c: min(c.rank, 10))
    match.state.count = 30 - min(big.rank, 10) + 1  # type: ignore[attr-defined]  # test set-up
    window.controller.reset.emit(window.controller.snapshot())
    view = window.table.view
    gestures = window.table.gestures
    view.setFocus()
    for _ in range(len(hand) + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        focus = gestures.focus
        if isinstance(focus, CardItem) and focus.card == big:
            break
    before = len(match.log)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(match.log) == before
    assert window.table.scene.toast_text() == "The count would be 31, over 30"


def test_table_talk_the_engine_does_not_list_has_a_button(qtbot: QtBot, window: MainWindow) -> None:
    """Moxie: proposing to stop is legal on your turn to bet but never listed (so bots do not
    end games by accident); the table offers it as its own button."""
    from cardtable.games.moxie.actions import ProposeStop

    start(qtbot, window, GameSetup("moxie", 3, ("human", "heuristic", "heuristic"), seed=2))
    assert ProposeStop() not in list(window.controller.snapshot().legal)
    buttons = {b.text(): b for b in window.table.actions_bar.buttons}
    label = ProposeStop().label
    assert label in buttons
    before = len(window.controller.match.log)
    qtbot.mouseClick(buttons[label], Qt.MouseButton.LeftButton)
    assert window.controller.match.log[before].action == ProposeStop()


def test_a_card_still_turning_over_can_be_played_at_once(qtbot: QtBot, window: MainWindow) -> None:
    """A card just drawn is played by Enter (a screen reader's Play action) while its face is
    still turning up: the table acts on the card it stands for, not on the face it shows."""
    start(qtbot, window, GameSetup("mose", 2, ("human", "heuristic"), seed=8))
    controller = window.controller
    qtbot.waitUntil(lambda: Draw() in controller.snapshot().legal, timeout=20_000)
    window.table.animator.speed = 0.05  # slow motion: the drawn card turns for a while
    hand_before = set(controller.match.state.zones["hand:0"])
    assert controller.play(Draw())
    drawn = next(c for c in controller.match.state.zones["hand:0"] if c not in hand_before)
    item = window.table.scene.card_item(drawn)
    assert item is not None and item.card is None, "the drawn card should still be face down"
    assert item.movable
    before = len(controller.match.log)
    window.table.gestures.activate_item(item)
    played = controller.match.log[before:]
    asked = window.table.actions_bar.in_choice()
    assert asked or any(drawn in entry.action.cards for entry in played), (
        window.table.scene.toast_text()
    )


def test_a_bet_is_set_and_shown_in_money(qtbot: QtBot, window: MainWindow) -> None:
    """Moxie's amount box shows money like its button and the table ("2s 5c", not 25 copper)
    and reads money typed into it."""
    from cardtable.games.moxie.actions import Bet, Raise

    start(qtbot, window, GameSetup("moxie", 2, ("human", "heuristic"), seed=3))
    bar = window.table.actions_bar
    qtbot.waitUntil(lambda: bool(bar.amounts), timeout=20_000)
    control = bar.amounts[0]
    assert control.spin.text() == control.current().label.split(" ", 2)[-1]
    control.spin.setFocus()
    control.spin.selectAll()
    qtbot.keyClicks(control.spin, "2s 5c")
    qtbot.keyClick(control.spin, Qt.Key.Key_Tab)
    assert control.spin.value() == 25 and control.spin.text() == "2s 5c"
    assert control.button.text().endswith("2s 5c")
    before = len(window.controller.match.log)
    qtbot.mouseClick(control.button, Qt.MouseButton.LeftButton)
    played = window.controller.match.log[before].action
    assert isinstance(played, Bet | Raise) and played.amount == 25
