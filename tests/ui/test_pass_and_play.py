"""Pass-and-play: a privacy screen before each person's move, and no hidden card ever shown.

Games with two human seats are played through the real window by mouse, confirming each
privacy screen; at every stop (and after every step, with animation on) everything drawn on the
table, the status line, the buttons, the score sheet and the move log is compared with what the
viewer may see.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.ui.setup import GameSetup
from tests.ui.driver import Driver
from tests.ui.session_helpers import PrivacyChecker, open_window, pass_and_play, shown_faces


@pytest.mark.parametrize(
    ("game", "seats", "options", "moves"),
    [
        ("moosehead", ("human", "human", "heuristic"), {}, 400),
        ("moco", ("human", "human"), {"match": False}, 400),
        ("mose", ("human", "human", "heuristic"), {}, 45),
        ("mor", ("human", "heuristic", "human", "heuristic"), {}, 40),
        ("moxie", ("human", "human", "heuristic"), {}, 60),
    ],
)
def test_two_people_never_see_each_others_cards(
    qtbot: QtBot,
    own_home: Path,
    game: str,
    seats: tuple[str, ...],
    options: dict[str, object],
    moves: int,
) -> None:
    win = open_window(qtbot, own_home)
    check = PrivacyChecker(win)
    win.controller.stepped.connect(check)
    win.controller.reset.connect(check)
    win.start_game(GameSetup(game, len(seats), seats, options, seed=3))
    played = pass_and_play(qtbot, win, check, max_moves=moves, seed=3)
    assert played >= min(moves, 20)
    assert check.covered >= 4, "the privacy screen never came up"
    humans = {i for i, s in enumerate(seats) if s == "human"}
    viewers = {e.seat for e in win.controller.match.log if e.seat in humans}
    assert viewers == humans  # both people played
    if moves >= 400:
        assert win.controller.match.is_over()
        assert win.controller.viewer is None  # the end is shown to everybody
        qtbot.waitUntil(win.table.summary.isVisible, timeout=10_000)
    win.controller.shutdown()


def test_with_animation_no_card_in_flight_shows_its_face(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home, speed=4.0)
    check = PrivacyChecker(win)
    win.controller.stepped.connect(check)  # right after the scene starts animating the step
    win.start_game(GameSetup("moosehead", 2, ("human", "human"), seed=5))
    pass_and_play(qtbot, win, check, max_moves=12, seed=5)
    assert check.checks > 12
    win.controller.shutdown()


def test_the_privacy_screen_names_the_player_and_covers_everything(
    qtbot: QtBot, own_home: Path
) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("human", "human"), seed=2, names=("Ann", "Ben")))
    privacy = win.table.privacy
    qtbot.waitUntil(privacy.isVisible, timeout=10_000)
    current = win.controller.match.state.current_player
    name = ("Ann", "Ben")[current]
    assert privacy.title.text() == f"Pass the device to {name}"
    assert win.controller.viewer is None and not shown_faces(win)
    assert name in win.table.status_line.text()
    # Enter shows the named player's cards (the button has the focus).
    assert privacy.show_button.hasFocus()
    qtbot.keyClick(privacy.show_button, Qt.Key.Key_Return)
    assert win.controller.viewer == current and not privacy.isVisible()
    own = set(win.controller.match.state.zones[f"hand:{current}"])
    assert own <= set(shown_faces(win))
    win.controller.shutdown()


def test_a_mose_claim_goes_through_the_privacy_screen(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    check = PrivacyChecker(win)
    win.controller.reset.connect(check)
    win.start_game(GameSetup("mose", 2, ("human", "human"), seed=4))
    privacy = win.table.privacy
    qtbot.waitUntil(privacy.isVisible, timeout=10_000)
    first = privacy.seat
    other = 1 - first
    # The other player may ask to play now, from the privacy screen itself.
    assert [b.text() for b in privacy.claim_buttons] == [f"Play now: Player {other + 1}"]
    qtbot.mouseClick(privacy.show_button, Qt.MouseButton.LeftButton)
    # On the table, a "Play now" button for the other player.
    bar = win.table.actions_bar
    claim = next(b for b in bar.buttons if b.text() == f"Play now: Player {other + 1}")
    qtbot.mouseClick(claim, Qt.MouseButton.LeftButton)
    assert privacy.isVisible() and privacy.seat == other and win.controller.viewer is None
    assert "out of turn" in privacy.text.text()
    check()
    qtbot.mouseClick(privacy.show_button, Qt.MouseButton.LeftButton)
    assert win.controller.viewer == other and win.controller.claimant == other
    check()
    # Before the round has begun there is nothing to play out of turn; hand the device back.
    done = next(b for b in bar.buttons if b.text().startswith("Done"))
    qtbot.mouseClick(done, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(privacy.isVisible, timeout=10_000)
    assert privacy.seat == first and win.controller.viewer is None
    check()
    win.controller.shutdown()


def test_moxie_punch_cards_are_chosen_behind_the_screen(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    check = PrivacyChecker(win)
    win.controller.reset.connect(check)
    win.controller.stepped.connect(check)
    win.start_game(GameSetup("moxie", 2, ("human", "human"), seed=6))
    reasons: list[str] = []
    win.table.privacy.confirmed.connect(lambda _s: reasons.append(win.table.privacy.text.text()))

    def punched() -> bool:
        values = win.controller.match.state.public_values(None)
        return bool(values["punch_revealed"])

    def stop_after_reveal(driver: Driver) -> bool:
        if punched():
            raise _Done
        return False

    with contextlib.suppress(_Done):
        pass_and_play(qtbot, win, check, max_moves=80, seed=6, before_move=stop_after_reveal)
    assert punched(), "no round reached the punch cards"
    punches = [e.seat for e in win.controller.match.log if e.action.verb == "punch"]
    assert sorted(punches[-2:]) == [0, 1]
    # The device went to the second chooser behind the screen (the first may already have
    # held it), and the checker saw no punch card of the other player before the reveal.
    assert any("punch card" in r for r in reasons)
    win.controller.shutdown()


class _Done(Exception):
    pass
