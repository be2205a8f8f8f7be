"""What a network table tells beside the cards, as a local table tells it (issue 62): the score
sheet of Moosehead and Moxie row by row, hand by hand (the host sends the rounds ended); the log
of the moves before, as the seat may see them, for a player who takes their seat back; and a
seat kept from a table that is gone, told as gone."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.net.kept import JoinedSeat, KeptSeats
from cardtable.session.history import RoundTracker
from cardtable.session.scoresheet import RowKind, ScoreSheet, SheetInput, build_sheet
from cardtable.ui.remote import RemoteController
from cardtable.ui.window import MainWindow
from tests.ui.helpers import net_turn
from tests.ui.test_net_window import CODE, HeadlessHost, quiet, window
from tests.ui.test_net_window import _join as join

__all__ = ["quiet", "window"]


def joined(qtbot: QtBot, win: MainWindow, host: HeadlessHost) -> RemoteController:
    join(qtbot, win, host.where, CODE)
    qtbot.waitUntil(lambda: win.net_controller is not None, timeout=10_000)
    controller = win.net_controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.has_position(), timeout=10_000)
    return controller


def play_until(
    qtbot: QtBot, controller: RemoteController, done: object, seed: int = 1, most: int = 400
) -> None:
    """Play the window's seat with the heuristic bot's choices until ``done()`` or the end."""
    agent = make_agent("heuristic", controller.snapshot().info.id)
    rng = random.Random(seed)
    for _ in range(most):
        net_turn(qtbot, controller)
        snap = controller.snapshot()
        if snap.over or done():  # type: ignore[operator]
            return
        controller.play(agent.choose(snap.observation, snap.legal, rng))
        qtbot.waitUntil(lambda s=snap.serial: controller.snapshot().serial > s, timeout=20_000)
    raise AssertionError("the game did not get there")


def local_sheet(host: HeadlessHost) -> ScoreSheet:
    """The sheet a local table draws for the host's match (without the notes on each cell)."""
    match = host.match
    return build_sheet(
        SheetInput(
            info=match.info,
            values=match.state.public_values(None),
            names=tuple(match.names),
            scores=tuple(match.state.scores()),
            options=match.options,
            teams=match.info.teams(match.num_players),
            marks=RoundTracker(match).marks(),
            over=match.is_over(),
        )
    )


def rows(sheet: ScoreSheet | None) -> list[tuple[str, tuple[str, ...]]]:
    assert sheet is not None
    return [(row.label, row.cells) for row in sheet.rows]


@pytest.mark.parametrize(
    ("game", "plan"),
    [("moosehead", ["remote", "heuristic"]), ("moxie", ["remote", "heuristic", "heuristic"])],
)
def test_the_score_sheet_has_a_row_per_hand_as_at_a_local_table(
    qtbot: QtBot, window: MainWindow, quiet: None, game: str, plan: list[str]
) -> None:
    host = HeadlessHost(game, plan, seed=5)
    try:
        controller = joined(qtbot, window, host)
        page = window.net_page
        assert page is not None
        qtbot.waitUntil(lambda: page.score_panel.model.sheet is not None, timeout=10_000)
        # Two hands played and the third begun: a row for each, as the local table has.
        play_until(qtbot, controller, lambda: len(RoundTracker(host.match).marks()) >= 2)
        qtbot.waitUntil(controller.is_idle, timeout=10_000)
        shown = rows(page.score_panel.model.sheet)
        assert shown == rows(local_sheet(host))
        sheet = page.score_panel.model.sheet
        assert sheet is not None
        finished = [row.label for row in sheet.rows if row.kind is RowKind.ROUND]
        assert finished[:2] == (
            ["Hand 1", "Hand 2"] if game == "moosehead" else ["Round 1", "Round 2"]
        )
        play_until(qtbot, controller, lambda: False)  # to the end
        qtbot.waitUntil(controller.is_idle, timeout=10_000)
        assert controller.snapshot().over
        assert rows(page.score_panel.model.sheet) == rows(local_sheet(host))
        assert not any("so far" in label for label, _cells in rows(page.score_panel.model.sheet))
    finally:
        window.leave_net(ask=False)
        host.stop()


def test_a_player_back_at_their_seat_sees_the_log_of_the_moves_before(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"], seed=6)
    try:
        controller = joined(qtbot, window, host)
        play_until(qtbot, controller, lambda: controller.snapshot().serial >= 12)
        qtbot.waitUntil(controller.is_idle, timeout=10_000)
        page = window.net_page
        assert page is not None
        before = [(line.number, line.text) for line in page.log._lines]
        assert before and before[0][0] == 1  # from the deal on
        window.leave_net()
        qtbot.waitUntil(lambda: host.host.seat_states()[0] == "disconnected", timeout=10_000)
        again = joined(qtbot, window, host)
        assert again is not controller and again.viewer == 0
        page = window.net_page
        assert page is not None
        qtbot.waitUntil(lambda: len(page.log._lines) >= len(before), timeout=10_000)
        after = [(line.number, line.text) for line in page.log._lines]
        assert after[: len(before)] == before  # the same lines, as this seat saw them
    finally:
        window.leave_net(ask=False)
        host.stop()


def test_a_seat_kept_from_a_table_that_is_gone_says_so(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    """Another table is hosted at the address now (another join code): the kept seat's table
    is gone, which is what the player is told, not that the code is wrong."""
    host = HeadlessHost("moosehead", ["remote", "heuristic"], seed=7)
    try:
        KeptSeats(window.paths.data).took(
            JoinedSeat(host.where, "OLD123", 0, "x" * 32, "moosehead", "Ada", time.time())
        )
        dialog = window.join_table(discover=False)
        assert dialog is not None and dialog.left.count() == 1
        assert dialog.code.text() == "OLD123"
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(dialog.problem.isVisible, timeout=10_000)
        text = dialog.problem.text()
        assert "is gone" in text and "wrong" not in text, text
        assert KeptSeats(window.paths.data).joined == []  # not offered again
        assert dialog.left.count() == 0 or not dialog.left.isVisible()
        # With the code of the table there now, the player sits down.
        dialog.code.setText(CODE)
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
    finally:
        window.leave_net(ask=False)
        host.stop()
