"""Mose's any-time plays: a human lays cards on another player's turn, by drag and drop, while
the bot on turn is waiting to move; the bot then moves on from the new position."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from cardtable.ui.controller import Snapshot, Step
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.helpers import continue_round, start, wait_for_human, window

__all__ = ["window"]


def test_a_human_claim_on_a_bot_turn(qtbot: QtBot, window: MainWindow) -> None:
    controller = window.controller
    chances: list[Snapshot] = []

    def watch(step: Step) -> None:
        snap = step.snapshot
        if not chances and snap.current == 1 and any(a.cards for a in snap.legal):
            controller.bot_delay_ms = 10**7  # hold the bot's next move: the human may act
            chances.append(snap)

    controller.stepped.connect(watch)
    start(qtbot, window, GameSetup("mose", 2, ("human", "heuristic"), seed=11))
    driver = Driver(qtbot, window, seed=11)
    while not chances and not controller.match.is_over():
        driver.by_mouse(driver.choice())
        qtbot.waitUntil(
            lambda: (
                bool(chances)
                or controller.match.is_over()
                or controller.waiting_for_human()
                or controller.round_end is not None
            ),
            timeout=20_000,
        )
        if not chances and controller.round_end is not None:
            continue_round(qtbot, window)
            wait_for_human(qtbot, window)
    assert chances, "no chance to play out of turn came up"
    snap = controller.snapshot()
    assert snap.current == 1 and snap.viewer == 0
    assert window.table.actions_bar.prompt.text() == "You may play now"
    # The bot has chosen:
    qtbot.waitUntil(controller.session.bot_move_ready, timeout=20_000)
    serial = len(controller.match.log)
    claim = next(a for a in snap.legal if a.cards)
    driver.by_mouse(claim)
    entry = controller.match.log[serial]
    assert (entry.seat, entry.action) == (0, claim)
    # The bot's choice for the old position is dropped:
    assert not controller.session.bot_move_ready()
    controller.bot_delay_ms = 0
    if controller.round_end is not None:  # the claim ended the round: the player goes on
        continue_round(qtbot, window)
    # The game goes on from the position after the claim (the bot, asked again, or a new deal
    # if the claim ended the round).
    qtbot.waitUntil(lambda: len(controller.match.log) > serial + 1, timeout=20_000)
    assert controller.match.log[serial + 1].seat in (1, -1)
