"""Two windows at one table, as two friends play it (issue 62): one hosts from Game ▸ Host a
table…, the other joins from Game ▸ Join a table…, and both play by mouse. A whole game of
Moosehead is played to the end, and a round of Mose; either player may leave at any moment,
by the question's own button, and the other is told. Every wait is bounded (a move, a join, a
leave), so a table that stops answering fails the test instead of hanging it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.test_net_message_boxes import LEAVE, Answerer
from tests.ui.test_net_window import net_driver

#: The most moves either window makes in one test (Moosehead ends well before).
MOST = 600


@pytest.fixture
def windows(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[list[MainWindow]]:
    """Two windows, each with a home of its own (as on two computers); each leaves its table
    without a question at the end, before it is closed."""
    made = [window_of(qtbot)]
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "second"))
    made.append(window_of(qtbot))
    yield made
    for win in made:
        win.leave_net(ask=False)
        win.controller.shutdown()
        win.close()
        win.deleteLater()


def window_of(qtbot: QtBot) -> MainWindow:
    """A window on screen without animation, closed by the test (not by qtbot, which would
    close it while it may still sit at a table, and the question would wait)."""
    win = MainWindow()
    win.resize(1366, 768)
    win.set_speed(0)
    win.show()
    qtbot.waitExposed(win)
    return win


def host_and_join(qtbot: QtBot, host: MainWindow, guest: MainWindow, game: str) -> None:
    """The first window hosts ``game`` for two (itself and one open seat); the second joins
    with the code the host dialog shows; the deal follows."""
    dialog = host.host_table()
    assert dialog is not None
    dialog.set_game(game)
    dialog.name.setText("Ada")
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 1, timeout=20_000)
    runner = host.host_runner
    assert runner is not None
    qtbot.waitUntil(lambda: runner.port != 0, timeout=10_000)
    code = dialog.code_label.text()
    joining = guest.join_table(discover=False)
    assert joining is not None
    joining.address.setText(f"127.0.0.1:{runner.port}/{runner.fingerprint}")
    joining.code.setText(code)
    joining.name.setText("Bo")
    qtbot.mouseClick(joining.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=15_000)  # every seat is taken
    for win in (host, guest):
        qtbot.waitUntil(lambda w=win: w.net_controller is not None, timeout=15_000)
        qtbot.waitUntil(lambda w=win: w.net_controller.has_position(), timeout=15_000)  # type: ignore[union-attr]
    assert host.net_controller.snapshot().names == guest.net_controller.snapshot().names  # type: ignore[union-attr]


def read_by_all(qtbot: QtBot, wins: list[MainWindow], waited: list[str]) -> None:
    """A round's end at a network table: every window shows its summary; each player in turn
    presses Enter, and all but the last are told who the table still waits for; once the last
    has read it, every summary goes and the next deal comes."""
    controllers = [w.net_controller for w in wins]
    qtbot.waitUntil(lambda: all(c.round_end is not None for c in controllers), timeout=20_000)  # type: ignore[union-attr]
    for k, win in enumerate(wins):
        panel = win.net_page.round_summary  # type: ignore[union-attr]
        qtbot.waitUntil(panel.isVisible, timeout=10_000)
        QTest.keyClick(panel, Qt.Key.Key_Return)
        if k < len(wins) - 1:
            qtbot.waitUntil(lambda p=panel: p.countdown.text() != "", timeout=10_000)
            waited.append(panel.countdown.text())
            assert panel.isVisible() and not panel.continue_button.isEnabled()
    qtbot.waitUntil(lambda: all(c.round_end is None for c in controllers), timeout=20_000)  # type: ignore[union-attr]
    for win in wins:
        qtbot.waitUntil(lambda w=win: not w.net_page.round_summary.isVisible(), timeout=10_000)  # type: ignore[union-attr]


def play_by_turns(
    qtbot: QtBot,
    wins: list[MainWindow],
    until: object = None,
    most: int = MOST,
    waited: list[str] | None = None,
) -> int:
    """Each window plays its seat by mouse when its turn comes (a heuristic bot chooses the
    move) and reads each round's end (:func:`read_by_all`), until the game is over or
    ``until(snapshot)``; returns the moves made (``waited`` gets what each round's end said
    while it waited for the other player)."""
    drivers: dict[int, Driver] = {id(w): net_driver(qtbot, w) for w in wins}
    moves = 0
    waited = waited if waited is not None else []

    def settled() -> bool:
        controllers = [w.net_controller for w in wins]
        snaps = [c.snapshot() for c in controllers]  # type: ignore[union-attr]
        if any(s.over for s in snaps):
            return all(c.is_idle() for c in controllers)  # type: ignore[union-attr]
        return any(c.waiting_for_human() or c.session.must_read() for c in controllers)  # type: ignore[union-attr]

    while True:
        qtbot.waitUntil(settled, timeout=30_000)
        snaps = [w.net_controller.snapshot() for w in wins]  # type: ignore[union-attr]
        if any(s.over for s in snaps) or (until is not None and until(snaps[0])):  # type: ignore[operator]
            return moves
        if any(w.net_controller.session.must_read() for w in wins):  # type: ignore[union-attr]
            read_by_all(qtbot, wins, waited)
            continue
        assert moves < most, "the game did not end"
        win = next(w for w in wins if w.net_controller.waiting_for_human())  # type: ignore[union-attr]
        controller = win.net_controller
        assert controller is not None
        driver = drivers[id(win)]
        action = driver.choice()
        serial, sent = controller.snapshot().serial, len(controller.sent)
        driver.by_mouse(action)
        toast = win.net_page.scene.toast_text()  # type: ignore[union-attr]
        assert controller.sent[sent:] == [action], f"{action} was not sent ({toast!r})"
        for other in wins:  # both windows follow the move
            qtbot.waitUntil(
                lambda o=other, s=serial: o.net_controller.snapshot().serial > s,  # type: ignore[union-attr]
                timeout=20_000,
            )
        moves += 1


def test_a_whole_game_of_moosehead_across_two_windows(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    host, guest = windows
    host_and_join(qtbot, host, guest, "moosehead")
    waited: list[str] = []
    moves = play_by_turns(qtbot, windows, waited=waited)
    assert moves > 10
    # Every hand's end was read in both windows: the first to press Enter was told the table
    # waited for the other player.
    assert waited and all(text.startswith("Waiting for Bo") for text in waited), waited
    snaps = [w.net_controller.snapshot() for w in windows]  # type: ignore[union-attr]
    assert all(s.over for s in snaps)
    assert snaps[0].scores == snaps[1].scores and snaps[0].result == snaps[1].result
    assert snaps[0].serial == snaps[1].serial
    for win in windows:
        page = win.net_page
        assert page is not None
        qtbot.waitUntil(page.summary.isVisible, timeout=10_000)
    for win in windows:
        played = win.stats.get("moosehead")
        assert (played.played, played.together) == (1, 1)  # a game with another person
        # Over: leaving asks nothing.
        assert win.leave_net() and win.net_page is None


def _round(win: MainWindow) -> int:
    return int(win.net_controller.snapshot().observation.values["round"])  # type: ignore[union-attr]


@pytest.mark.parametrize("leaver", ["guest", "host"])
def test_a_round_of_mose_then_either_player_leaves_and_the_other_is_told(
    qtbot: QtBot, windows: list[MainWindow], leaver: str
) -> None:
    host, guest = windows
    host_and_join(qtbot, host, guest, "mose")
    first = _round(host)
    play_by_turns(qtbot, windows, until=lambda snap: snap.observation.values["round"] > first)
    assert _round(host) == _round(guest) == first + 1  # the round played to its end
    # A few moves into the next round, the player leaves by the question's own button.
    at = host.net_controller.snapshot().serial  # type: ignore[union-attr]
    play_by_turns(qtbot, windows, until=lambda snap: snap.serial >= at + 3)
    answer = Answerer(LEAVE)
    answer.arm()
    if leaver == "guest":
        guest.close()
        assert not guest.isVisible() and guest.net_page is None
        controller = host.net_controller
        assert controller is not None
        qtbot.waitUntil(lambda: controller.seat_states[1] == "disconnected", timeout=15_000)
        page = host.net_page
        assert page is not None
        said = [text for text, _assertive in page.status_line.spoken]
        assert "Bo lost the connection to the table." in said
        assert controller.snapshot().seat_notes[1] == "disconnected"
        # The guest comes back (a new window, as after closing the app) and takes the seat.
        back = window_of(qtbot)
        windows.append(back)
        dialog = back.join_table(discover=False)
        assert dialog is not None and dialog.left.count() == 1  # the seat left, offered
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: controller.seat_states[1] == "connected", timeout=15_000)
        assert "Bo is back at the table." in [t for t, _a in page.status_line.spoken]
    else:
        host.close()
        assert not host.isVisible() and host.host_runner is None
        qtbot.waitUntil(
            lambda: "connection to the table ended" in guest.last_notice, timeout=15_000
        )
        assert "the host closed it" in guest.last_notice
        # Nobody is left to play with: leaving that table asks nothing.
        assert not guest.net_game_on()
        guest.show_start()
        assert guest.net_page is None and len(answer.seen) == 1
    assert "Leave the table" in answer.seen[0][1]


def test_a_guest_who_leaves_at_the_deal_is_told_to_the_host_and_may_come_back(
    qtbot: QtBot, windows: list[MainWindow]
) -> None:
    """Leaving at once, before a move is made (the other moment a player may go)."""
    host, guest = windows
    host_and_join(qtbot, host, guest, "mose")
    answer = Answerer(LEAVE)
    answer.arm()
    assert guest.join_table(discover=False) is not None  # asked, left: the dialog opens
    assert "Leave the table" in answer.seen[0][1]
    guest.join_dialog.reject()  # type: ignore[union-attr]
    controller = host.net_controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.seat_states[1] == "disconnected", timeout=15_000)
    runner = host.host_runner
    assert runner is not None
    where = f"127.0.0.1:{runner.port}/{runner.fingerprint}"
    dialog = guest.join_table(discover=False)
    assert dialog is not None and dialog.left.count() == 1
    assert dialog.address.text() == where and dialog.name.text() == "Bo"
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.seat_states[1] == "connected", timeout=15_000)
    qtbot.waitUntil(lambda: guest.net_controller is not None, timeout=15_000)
    assert guest.net_controller.viewer == 1  # type: ignore[union-attr]
