"""Network games kept for replaying (loopback only): the window that hosted a table keeps the
whole match with its finished games and counts it; a window that joined another computer's
table keeps the game as its seat saw it, and Game ▸ Replay… shows it with no card the seat was
not shown, at any step."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from cardtable.net import protocol as wire
from cardtable.net.seatgame import SeatReplay, list_seat_games
from cardtable.ui.window import MainWindow
from tests.net.helpers import Table
from tests.net.test_games import check_wire
from tests.ui.test_net_window import CODE, HeadlessHost, _join, bot_client, play_out, shown_window


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = shown_window(qtbot)
    yield win
    win.leave_net(ask=False)
    win.controller.shutdown()


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    """Leaving a table asks nothing (the question is tested on its own)."""
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Yes)


def _watch_the_first(qtbot: QtBot, window: MainWindow) -> None:
    """Game ▸ Replay…, and Watch on the newest finished game."""
    dialog = window.show_replays()
    info = dialog.current()
    assert info is not None and info.ok
    qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.replay_page is not None, timeout=10_000)


def test_a_table_hosted_from_the_window_is_counted_and_kept_whole(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    dialog = window.host_table()
    assert dialog is not None
    dialog.set_game("moosehead")
    dialog.name.setText("Ada")
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 1, timeout=10_000)
    runner = window.host_runner
    assert runner is not None
    bot = bot_client(f"127.0.0.1:{runner.port}/{runner.fingerprint}", runner.code)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10_000)
    assert window.net_controller is not None
    play_out(qtbot, window.net_controller, seed=2)
    qtbot.waitUntil(lambda: len(window.saves.list_finished()) == 1, timeout=10_000)
    played = window.stats.get("moosehead")
    assert (played.played, played.together) == (1, 1)
    (kept,) = window.saves.list_finished()
    match = window.saves.read_match(kept.path)
    assert match.is_over() and match.names[0] == "Ada"
    assert [e.action for e in match.log] == [e.action for e in runner.host.match.log]  # type: ignore[union-attr]
    assert list_seat_games(window.saves.folder) == []  # the whole match is kept instead
    bot.join(10)
    window.leave_net()
    _watch_the_first(qtbot, window)
    page = window.replay_page
    assert page is not None and page.viewer is None  # every hand: the host held them all


def test_a_joined_table_is_kept_as_its_seat_saw_it_and_replayed_so(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"])
    try:
        _join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        assert window.net_controller is not None
        play_out(qtbot, window.net_controller, seed=3)
        qtbot.waitUntil(lambda: len(list_seat_games(window.saves.folder)) == 1, timeout=10_000)
        played = window.stats.get("moosehead")
        assert (played.played, played.solo) == (1, 1)
        assert window.saves.list_finished() == []  # no whole match on a player's computer
        window.leave_net(ask=False)
        _watch_the_first(qtbot, window)
        page = window.replay_page
        assert page is not None and page.viewer == 0
        replay = page.replay
        assert isinstance(replay, SeatReplay) and replay.finished
        assert "as Ada saw it" in page.banner.text()
        # Every step of the replay against the host's own match, as the wire is checked: the
        # seat's observation, the events redacted for it, and no card it could not see.
        frames = [wire.encode(u) for u in replay._updates]
        checked = check_wire(Table(host.host, host.match, received={0: frames}))
        assert checked == len(replay) > 10
        for step in (1, replay.last // 2, replay.last):  # the page draws them
            page.go(step)
            assert page.step == step
            shown = page.scene.snapshot
            assert shown is not None and shown.observation == replay.observation(step, 0)
    finally:
        window.leave_net(ask=False)
        host.stop()
