"""The coach, the hand history and the scores explained, through the real window.

The hint is asked for with the real key (H, the Game menu's shortcut) and shown on the table; the
hand history is opened with Ctrl+H and saved; the score sheet and the move log explain a finished
Moosehead game's scores.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.games import GAMES
from cardtable.persistence.stats import StatsStore
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match, SeatSpec
from cardtable.session.scorenotes import score_details
from cardtable.ui.history_dialog import HandHistoryDialog
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window

#: A fixed-budget search, so a hint does not depend on how busy the machine is.
TEST_BOT = "ismcts:test"


def _ask_hint_by_key(qtbot: QtBot, win: MainWindow) -> None:
    win.table.coach_bot = TEST_BOT
    win.activateWindow()
    win.table.view.setFocus()
    qtbot.keyClick(win, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: win.table.last_hint is not None, timeout=20_000)
    QApplication.processEvents()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_hint_key_shows_a_legal_move_with_its_reason(
    qtbot: QtBot, own_home: Path, game: str
) -> None:
    players = 4 if game == "mor" else 2
    seats = ("human",) + ("heuristic",) * (players - 1)
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup(game, players, seats, seed=11))
    wait_for_human(qtbot, win)
    snap = win.controller.snapshot()
    assert "Hint" in [b.text() for b in win.table.actions_bar.buttons]
    assert not win.controller.match.assisted
    _ask_hint_by_key(qtbot, win)
    hint = win.table.last_hint
    assert hint is not None and hint.action in snap.legal and hint.reason
    # Shown where the player looks: the cards are selected, or the button that plays it is marked.
    table = win.table
    selected = sorted(c.code for c in (it.known for it in table.gestures.selection) if c)
    marked = table.actions_bar.hinted
    if marked is not None:
        assert marked.property("hinted") is True
        assert "coach's suggestion" in marked.accessibleDescription()
    else:
        assert selected == sorted(c.code for c in hint.action.cards)
    assert hint.reason in table.scene.toast_text()
    said = [text for text, assertive in table.status_line.spoken if assertive]
    assert said and said[-1].startswith("Hint:")
    # The game is assisted from now on, and the autosave says so at once.
    assert win.controller.match.assisted
    saved = json.loads(win.saves.autosave_path.read_text(encoding="utf-8"))
    assert saved.get("assisted") is True
    # The hinted move is a move the table accepts, and once made its hint leaves the table
    # (left up, it would cover the cards the move put down).
    assert win.controller.play(hint.action)
    qtbot.waitUntil(lambda: hint.reason not in table.scene.toast_text(), timeout=2000)
    win.controller.shutdown()


def test_no_hint_when_it_is_not_your_turn(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    controller = win.controller
    controller.set_paused(True)  # the bot waits: the turn stays with it
    snap = controller.snapshot()
    controller.play(snap.legal[0])
    if controller.snapshot().current == controller.viewer:
        pytest.skip("the deal gave the player a second move in a row")
    assert "Hint" not in [b.text() for b in win.table.actions_bar.buttons]
    qtbot.keyClick(win, Qt.Key.Key_H)
    assert "No hint now: it is not your turn" in win.table.scene.toast_text()
    assert not controller.coach.busy() and win.table.last_hint is None
    assert not controller.match.assisted
    controller.shutdown()


def test_an_assisted_game_is_counted_apart(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=6))
    wait_for_human(qtbot, win)
    _ask_hint_by_key(qtbot, win)
    Driver(qtbot, win, seed=6).play_game(keyboard=False)
    qtbot.waitUntil(lambda: win.table.summary.isVisible(), timeout=10_000)
    assert "Assisted game" in win.table.summary.record.text()
    stats = StatsStore(win.paths.stats).get("moosehead")
    assert stats.played == 1 and stats.assisted == 1
    assert stats.best is None  # an assisted game never sets the best score
    win.controller.shutdown()


def test_the_hand_history_of_a_game_in_progress_shows_only_your_view(
    qtbot: QtBot, own_home: Path, tmp_path: Path
) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("mose", 3, ("human", "heuristic", "heuristic"), seed=2))
    wait_for_human(qtbot, win)
    win.activateWindow()
    qtbot.keyClick(win, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dialog = next(d for d in win._dialogs if isinstance(d, HandHistoryDialog))
    assert dialog.isVisible()
    text = dialog.body.toPlainText()
    name = win.controller.match.names[0]
    assert text.startswith("Card Table hand history: Mose")
    assert f"Shown: what {name} may see (the game is not over)" in text
    assert "public cards" in dialog.heading.text() or "your hand" in dialog.heading.text()
    # The bots' hands are counted, never named.
    state = win.controller.match.state
    for seat in (1, 2):
        hidden = {c.label for c in state.zones[f"hand:{seat}"]}
        hand_line = next(
            ln
            for ln in text.splitlines()
            if ln.startswith(f"    {win.controller.match.names[seat]}:")
        )
        assert not any(label in hand_line for label in hidden)
    # Saved atomically where asked; a place that cannot be written is explained, nothing made.
    target = tmp_path / "mose.txt"
    assert dialog.save_to(target) and target.read_text(encoding="utf-8") == text
    assert str(target) in dialog.status.text()
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert not dialog.save_to(blocker / "history.txt")
    assert "could not be saved" in dialog.status.text()
    assert blocker.read_text(encoding="utf-8") == "not a folder"
    dialog.accept()
    win.controller.shutdown()


def _finished_moosehead() -> Match:
    seats = [SeatSpec.human("Zoe"), SeatSpec.robot("heuristic", "Ada")]
    match = Match("moosehead", 2, {}, 8, seats)
    play_to_end(match, [make_agent("heuristic", "moosehead")] * 2)
    return match


def test_scores_are_explained_in_the_log_and_on_the_sheet(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    match = _finished_moosehead()
    win.controller.set_match(match)
    win._show_page(win.table)
    QApplication.processEvents()
    # The move log: a row after each scoring move, and every hand count.
    notes = [line for line in win.table.log._lines if line.note]
    counts = [line for line in notes if line.text.startswith("hand count")]
    assert counts and all(line.text.endswith(("point", "points")) for line in counts)
    assert any("makes 15" in line.text for line in notes)
    # The score sheet: every finished hand's cells explained, as the record explains them.
    panel = win.table.score_panel
    sheet = panel.model.sheet
    assert sheet is not None
    details = score_details(match)
    hand_rows = [r for r, row in enumerate(sheet.rows) if row.label.startswith("Hand ")]
    assert hand_rows
    first = hand_rows[0]
    tip = panel.model.data(panel.model.index(first, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip == f"{sheet.rows[first].label}, {sheet.columns[0]}: {details[1][0]}"
    spoken = panel.model.data(panel.model.index(first, 0), Qt.ItemDataRole.AccessibleTextRole)
    assert details[1][0] in spoken
    # The line under the sheet: the last hand's explanations, then the cell under the mouse.
    assert panel.detail.isVisible() and "hand count" in panel.detail.text()
    panel.table.setCurrentIndex(panel.model.index(first, 1))
    assert panel.detail.text().startswith(f"{sheet.rows[first].label}, {sheet.columns[1]}:")
    win.controller.shutdown()
