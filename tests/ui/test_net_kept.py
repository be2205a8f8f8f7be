"""Network seats that outlive the window: a table hosted from the window and left unfinished is
served again by a new window with the same code and seats, and a seat taken at another table is
taken back by a new window from the join dialog's list, without typing."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
import time
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.net.client import TableClient, play_as_bot
from cardtable.net.kept import JoinedSeat, KeptSeats
from cardtable.ui.window import MainWindow
from tests.ui.test_net_window import (
    CODE,
    HeadlessHost,
    _join,
    play_out,
    quiet,
    shown_window,
    window,
)

__all__ = ["quiet", "window"]


@pytest.fixture
def second(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    """Windows opened later in a test, as the app opened again (same folders)."""
    made: list[MainWindow] = []
    yield made
    for win in made:
        win.leave_net(ask=False)
        win.controller.shutdown()


def _open_again(qtbot: QtBot, made: list[MainWindow]) -> MainWindow:
    win = shown_window(qtbot)
    made.append(win)
    return win


class Remote:
    """A player on another computer, joining (or rejoining with its token) from a thread and
    playing its seat with random moves until told to go."""

    def __init__(self, where: str, code: str, token: str = "") -> None:
        self.welcome_seat = -1
        self.token = ""
        self._done = threading.Event()
        self._go = threading.Event()

        async def main() -> None:
            client = TableClient(where, code, None, token, "Bo")
            welcome = await client.join()
            self.welcome_seat, self.token = welcome.seat, welcome.token
            self._go.set()
            playing = asyncio.ensure_future(play_as_bot(client, "random"))
            while not self._done.is_set() and not playing.done():  # until told to go
                await asyncio.sleep(0.05)
            playing.cancel()
            with contextlib.suppress(BaseException):
                await playing
            await client.close()

        self.thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
        self.thread.start()
        assert self._go.wait(10), "the remote player could not join"

    def leave(self) -> None:
        self._done.set()
        self.thread.join(10)


def _play_one(qtbot: QtBot, win: MainWindow) -> int:
    """The window's player makes one move at its network table; the serial after it."""
    controller = win.net_controller
    assert controller is not None
    qtbot.waitUntil(
        lambda: controller.has_position() and controller.waiting_for_human(),
        timeout=20_000,
    )
    snap = controller.snapshot()
    agent = make_agent("heuristic", snap.info.id)
    controller.play(agent.choose(snap.observation, snap.legal, random.Random(1)))
    qtbot.waitUntil(lambda: controller.snapshot().serial > snap.serial, timeout=20_000)
    return controller.snapshot().serial


def test_a_table_hosted_and_left_is_served_again_by_the_next_window(
    qtbot: QtBot, window: MainWindow, quiet: None, second: list[MainWindow]
) -> None:
    dialog = window.host_table()
    assert dialog is not None and not dialog.resume_box.isVisible()
    dialog.set_game("moosehead")
    dialog.name.setText("Ada")
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 1, timeout=10_000)
    runner = window.host_runner
    assert runner is not None
    code, port, fingerprint = runner.code, runner.port, runner.fingerprint
    remote = Remote(f"127.0.0.1:{port}/{fingerprint}", code)
    assert _play_one(qtbot, window) > 0
    remote.leave()
    window.leave_net()  # the table stops, and is kept
    kept = KeptSeats(window.paths.data)
    assert kept.hosted is not None and kept.hosted.port == port
    found = kept.resumable()
    assert isinstance(found, tuple) and found[1].code == code
    serial = len(found[1].match.log)  # every move made before the table stopped
    window.close()

    again = _open_again(qtbot, second)
    dialog = again.host_table()
    assert dialog is not None and dialog.resume_box.isVisible()
    assert "Moosehead" in dialog.resume_text.text() and dialog.resume_button.isVisible()
    assert dialog.resume_button.accessibleDescription() == dialog.resume_text.text()
    qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.net_controller is not None, timeout=20_000)
    runner = again.host_runner
    assert runner is not None and runner.code == code
    qtbot.waitUntil(lambda: runner.port == port, timeout=10_000)  # where the players look
    controller = again.net_controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.has_position(), timeout=20_000)
    assert controller.viewer == 0 and controller.snapshot().serial == serial
    # The resumed table shows the same certificate: the join text its players have still works.
    back = Remote(f"127.0.0.1:{port}/{fingerprint}", code, remote.token)
    try:
        assert back.welcome_seat == remote.welcome_seat == 1
        assert runner.host is not None
        qtbot.waitUntil(lambda: runner.host.seat_states()[1] == "connected", timeout=10_000)  # type: ignore[union-attr]
    finally:
        back.leave()


def test_a_seat_left_is_taken_back_by_the_next_window_and_forgotten_at_the_end(
    qtbot: QtBot, window: MainWindow, quiet: None, second: list[MainWindow]
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"], seed=4)
    try:
        _join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        _play_one(qtbot, window)
        window.leave_net()
        qtbot.waitUntil(lambda: host.host.seat_states()[0] == "disconnected", timeout=10_000)
        window.close()

        again = _open_again(qtbot, second)
        dialog = again.join_table(discover=False)
        assert dialog is not None and dialog.left.isVisible() and dialog.left.count() == 1
        assert f"Moosehead at {host.where}, seat 1" in dialog.left.item(0).text()
        assert (dialog.address.text(), dialog.code.text()) == (host.where, CODE)
        assert dialog.name.text() == "Ada"
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: again.net_controller is not None, timeout=10_000)
        controller = again.net_controller
        assert controller is not None
        qtbot.waitUntil(lambda: controller.has_position(), timeout=10_000)
        assert controller.viewer == 0 and host.host.seat_states()[0] == "connected"
        play_out(qtbot, controller, 3)
        assert controller.snapshot().over
        assert KeptSeats(again.paths.data).joined == []  # its game is over: nothing to take back
    finally:
        host.stop()


def test_seats_that_cannot_be_kept_are_told_and_the_game_goes_on(
    qtbot: QtBot, window: MainWindow, quiet: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.paths.data.mkdir(parents=True, exist_ok=True)
    (window.paths.data / "network.json").write_text("{damaged")
    host = HeadlessHost("moosehead", ["remote", "heuristic"], seed=6)
    try:

        def full(*_args: object, **_kw: object) -> None:
            raise OSError(28, "No space left on device")

        monkeypatch.setattr("cardtable.net.kept.atomic_write_json", full)
        _join(qtbot, window, host.where, CODE)
        assert "network seats file" in window.last_notice  # the damaged file, told once
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        assert "cannot keep this network seat for later" in window.last_notice
        assert "No space left on device" in window.last_notice
        _play_one(qtbot, window)  # the game goes on
        # Never written over: the damaged file was set aside before the write that failed.
        aside = list(window.paths.data.glob("network.damaged-*.json"))
        assert len(aside) == 1 and aside[0].read_text() == "{damaged"
    finally:
        window.leave_net(ask=False)
        host.stop()


def test_a_kept_seat_the_table_no_longer_knows_is_told_and_forgotten(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"], seed=7)
    try:
        KeptSeats(window.paths.data).took(
            JoinedSeat(host.where, CODE, 0, "x" * 32, "moosehead", "Ada", time.time())
        )
        dialog = window.join_table(discover=False)
        assert dialog is not None and dialog.left.count() == 1
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(dialog.problem.isVisible, timeout=10_000)
        assert "no longer keeps your seat" in dialog.problem.text()
        assert KeptSeats(window.paths.data).joined == []
        # Joining again (no token now) takes the open seat.
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        assert host.host.seat_states()[0] == "connected"
    finally:
        window.leave_net(ask=False)
        host.stop()
