"""Undo in solo play through the window, and the end of a game: summary, statistics, again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.games.moco.state import Play, TakeChip
from cardtable.games.mose.actions import Draw
from cardtable.persistence.stats import StatsStore
from cardtable.ui.setup import GameSetup
from cardtable.ui.stats import StatsDialog
from tests.ui.driver import Driver
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window


def test_undo_takes_back_a_card_played_to_a_pile(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moco", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    controller = win.controller
    assert not win.undo_action.isEnabled()  # nothing of the player's yet
    hand_before = list(controller.match.state.zones["hand:0"])
    log_before = len(controller.match.log)
    driver = Driver(qtbot, win)
    play = next(a for a in controller.snapshot().legal if isinstance(a, Play))
    driver.by_mouse(play)
    assert win.undo_action.isEnabled()
    assert "Undo" in [b.text() for b in win.table.actions_bar.buttons]
    qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert len(controller.match.log) == log_before
    assert controller.match.state.zones["hand:0"] == hand_before
    assert play.card in {it.card for it in win.table.scene.items_of("hand:0")}
    assert not win.undo_action.isEnabled()
    # Play, take a chip, the bot replies: Ctrl+Z takes the chip back with the bot's reply.
    driver.by_mouse(play)
    after_play = len(controller.match.log)
    chip = next(a for a in controller.snapshot().legal if isinstance(a, TakeChip))
    driver.by_mouse(chip)
    wait_for_human(qtbot, win)
    if controller.match.log[-1].seat == 1 and win.undo_action.isEnabled():
        qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        QApplication.processEvents()
        assert len(controller.match.log) == after_play
    controller.shutdown()


def test_no_undo_past_a_card_drawn_from_the_stock(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("mose", 2, ("human", "heuristic"), seed=8))
    controller = win.controller
    qtbot.waitUntil(
        lambda: controller.waiting_for_human() and Draw() in controller.snapshot().legal,
        timeout=20_000,
    )
    controller.play(Draw())
    assert not win.undo_action.isEnabled()
    assert "showed you a card" in win.undo_action.toolTip()
    before = len(controller.match.log)
    win.undo()
    assert len(controller.match.log) == before
    assert "undo is not available" in win.table.status_line.text().lower()
    controller.shutdown()


def test_no_undo_in_pass_and_play(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moco", 2, ("human", "human"), seed=4))
    privacy = win.table.privacy
    qtbot.waitUntil(privacy.isVisible, timeout=10_000)
    qtbot.mouseClick(privacy.show_button, Qt.MouseButton.LeftButton)
    play = next(a for a in win.controller.snapshot().legal if isinstance(a, Play))
    win.controller.play(play)
    assert not win.undo_action.isEnabled()
    assert "pass-and-play" in win.undo_action.toolTip()
    win.controller.shutdown()


def test_the_end_summary_names_the_winner_records_the_game_and_plays_again(
    qtbot: QtBot, own_home: Path
) -> None:
    win = open_window(qtbot, own_home)
    setup = GameSetup("moosehead", 2, ("human", "heuristic"), seed=12, names=("Zoe", ""))
    win.start_game(setup)
    Driver(qtbot, win, seed=12).play_game(keyboard=False)
    summary = win.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=10_000)
    match = win.controller.match
    outcome = match.state.outcome()
    assert outcome is not None
    winner = match.names[next(iter(outcome.winners))]
    assert summary.title.text() == f"{winner} wins!"
    assert "Your record at Moosehead: 1 played" in summary.record.text()
    assert summary.again_button.hasFocus()
    stats = StatsStore(own_home / "stats.json").get("moosehead")
    assert stats.played == stats.solo == 1 and stats.won == int(0 in outcome.winners)
    assert stats.best == outcome.scores[0]
    assert not (own_home / "autosave.json").exists()  # a finished game is not offered again
    assert len(list((own_home / "finished").glob("*.json"))) == 1  # but kept for replaying
    dialog = StatsDialog(StatsStore(own_home / "stats.json").all())
    qtbot.addWidget(dialog)
    row = next(
        r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 0).text() == "Moosehead"
    )
    assert dialog.table.item(row, 1).text() == "1"
    seed = match.seed
    # Same deal again: the very same shuffles.
    qtbot.mouseClick(summary.same_button, Qt.MouseButton.LeftButton)
    assert not summary.isVisible() and win.controller.match.seed == seed
    assert win.controller.match.names == ["Zoe", "Ada"]
    wait_for_human(qtbot, win)
    # Play again from the end of that one: a new deal, the same seats.
    win.controller.shutdown()
