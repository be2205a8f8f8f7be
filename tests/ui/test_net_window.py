"""Network play in the window (loopback only): hosting from the window with a bot client
joining, joining a headless host through the dialog, and a joined table played by mouse."""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.net.client import TableClient, play_as_bot
from cardtable.net.host import HostConfig, TableHost
from cardtable.net.kept import KeptSeats
from cardtable.persistence.stats import StatsStore
from cardtable.session.match import Match
from cardtable.ui.controller import TableController
from cardtable.ui.hosting import REMOTE, YOU
from cardtable.ui.netdialogs import HostDialog
from cardtable.ui.remote import NetLink, RemoteController
from cardtable.ui.window import MainWindow
from tests.net.helpers import Table
from tests.net.test_games import check_wire
from tests.ui.driver import Driver
from tests.ui.helpers import net_turn

CODE = "WIN42K"


def shown_window(qtbot: QtBot) -> MainWindow:
    """A main window on screen, without animation (positions are final at once)."""
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.set_speed(0)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = shown_window(qtbot)
    yield win
    win.leave_net(ask=False)
    win.controller.shutdown()


def play_out(qtbot: QtBot, controller: RemoteController, seed: int) -> None:
    """Play the window's seat at a network table with the heuristic bot's choices, through
    its controller, to the end of the game."""
    qtbot.waitUntil(lambda: controller.has_position(), timeout=20_000)
    agent = make_agent("heuristic", controller.snapshot().info.id)
    rng = random.Random(seed)
    for _ in range(300):
        net_turn(qtbot, controller)
        snap = controller.snapshot()
        if snap.over:
            return
        controller.play(agent.choose(snap.observation, snap.legal, rng))
        qtbot.waitUntil(lambda s=snap.serial: controller.snapshot().serial > s, timeout=20_000)
    raise AssertionError("the game did not end")


class HeadlessHost:
    """A TableHost serving on loopback from a thread of its own, as ``cardtable host
    --headless`` would."""

    def __init__(self, game: str, plan: list[str], seed: int = 3) -> None:
        self.match = Match(game, len(plan), {}, seed)
        config = HostConfig(address="127.0.0.1", port=0, code=CODE, sync=False)
        self.host = TableHost(self.match, plan, config)
        self.port = 0
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=asyncio.run, args=(self._main(),), daemon=True)
        self.thread.start()
        assert self._ready.wait(10)

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        self.port = await self.host.start()
        self._ready.set()
        done = asyncio.ensure_future(self.host.wait_finished())
        await asyncio.wait(
            {done, asyncio.ensure_future(self._stop.wait())},
            timeout=120,
            return_when=asyncio.FIRST_COMPLETED,
        )
        await asyncio.sleep(0.5)
        await self.host.close()

    @property
    def where(self) -> str:
        return self.host.join_address("127.0.0.1")

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(10)


def bot_client(where: str, code: str, bot: str = "random") -> threading.Thread:
    """A ``cardtable.net`` bot player joining from a thread of its own."""

    async def main() -> None:
        client = TableClient(where, code, name="Bo")
        await client.join()
        await play_as_bot(client, bot)

    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    return thread


def net_driver(qtbot: QtBot, win: MainWindow) -> Driver:
    """The tests' mouse driver pointed at the network table page."""
    driver = Driver.__new__(Driver)
    driver.qtbot = qtbot
    driver.win = SimpleNamespace(table=win.net_page, controller=win.net_controller)  # type: ignore[assignment]
    driver.rng = random.Random(1)
    game = win.net_controller.snapshot().info.id  # type: ignore[union-attr]
    driver.agent = make_agent("heuristic", game)
    driver.moves = 0
    return driver


def play_by_mouse(
    qtbot: QtBot, win: MainWindow, max_moves: int = 400, driver: Driver | None = None
) -> int:
    """Play the window's seat at the network table with the mouse (or as ``driver`` says)
    until the game ends."""
    controller = win.net_controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.has_position(), timeout=20_000)
    driver = driver or net_driver(qtbot, win)
    keyboard = driver.win is win
    moves = 0
    while True:
        net_turn(qtbot, controller)
        snap = controller.snapshot()
        if snap.over:
            return moves
        assert moves < max_moves, "the game did not end"
        action = driver.choice()
        serial, sent = snap.serial, len(controller.sent)
        if keyboard:
            driver.by_keyboard(action)
        else:
            driver.by_mouse(action)
        toast = win.net_page.scene.toast_text()  # type: ignore[union-attr]
        assert controller.sent[sent:] == [action], f"{action} was not sent ({toast!r})"
        qtbot.waitUntil(lambda s=serial: controller.snapshot().serial > s, timeout=20_000)
        moves += 1


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Leaving a table asks nothing (the question is tested on its own)."""
    from PySide6.QtWidgets import QMessageBox

    def leave(box: QMessageBox) -> int:
        answer = next(b for b in box.buttons() if b.text() == "Leave the table")
        answer.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", leave)
    yield


# --- the host dialog -----------------------------------------------------------------------------


def test_the_announce_box_follows_where_the_table_listens(qtbot: QtBot) -> None:
    """A table heard on this computer only cannot be announced: the box is off and greyed
    then, and the player's own choice comes back with the network."""
    dialog = HostDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.advertise

    def click(button: QAbstractButton) -> None:  # on its mark: a wide button's middle is empty
        at = QPoint(8, button.height() // 2)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=at)

    assert dialog.local_only.isChecked()
    assert not box.isEnabled() and not box.isChecked() and not dialog.plan().advertise
    assert "local network" in box.accessibleDescription()
    click(dialog.on_network)
    assert box.isEnabled() and box.isChecked() and dialog.plan().advertise  # announced by default
    assert box.accessibleDescription() == ""
    click(box)  # the player would rather not announce it
    assert not box.isChecked() and not dialog.plan().advertise
    click(dialog.local_only)
    assert not box.isEnabled() and not box.isChecked()
    click(box)  # a greyed box cannot be ticked
    assert not box.isChecked()
    click(dialog.on_network)
    assert box.isEnabled() and not box.isChecked()  # their choice, kept
    click(box)
    click(dialog.local_only)
    click(dialog.on_network)
    assert box.isChecked() and dialog.plan().advertise


def test_host_dialog_wants_exactly_one_you_and_one_open_seat(qtbot: QtBot) -> None:
    dialog = HostDialog()
    qtbot.addWidget(dialog)
    dialog.set_game("moosehead")
    assert dialog.seat_kinds() == (YOU, REMOTE)
    assert dialog.validate() == "" and dialog.host_button.isEnabled()
    box = dialog.seat_boxes[1]
    box.setCurrentIndex(box.findData(YOU))
    assert "exactly one" in dialog.problem.text() and not dialog.host_button.isEnabled()
    box.setCurrentIndex(box.findData("heuristic"))
    assert "open" in dialog.problem.text() and not dialog.host_button.isEnabled()
    box.setCurrentIndex(box.findData(REMOTE))
    assert not dialog.problem.isVisibleTo(dialog) and dialog.host_button.isEnabled()
    # The address: this computer only by default, the network said plainly, with the announce.
    assert dialog.local_only.isChecked() and dialog.plan().address == "127.0.0.1"
    assert not dialog.advertise.isEnabled() and not dialog.plan().advertise
    dialog.on_network.setChecked(True)
    assert dialog.plan().address == "0.0.0.0" and dialog.advertise.isEnabled()
    assert "The connection is encrypted" in dialog.exposure.text()
    assert dialog.plan().takeover == ""  # the game waits for a player who drops…
    dialog.takeover.setChecked(True)
    assert dialog.plan().takeover == "heuristic"  # …unless a bot may stand in
    # Bots are the new-game form's.
    kinds = [box.itemData(i) for i in range(box.count())]
    assert {"random", "heuristic", "ismcts:easy", "ismcts:normal", "ismcts:hard"} <= set(kinds)


def test_the_remote_controller_answers_what_the_table_page_asks(qtbot: QtBot) -> None:
    wanted = {
        n
        for n in dir(TableController)
        if not n.startswith("_")
        and n
        not in (
            "session",
            "match",
            "agents",
            "schedule",
            "ask_bot",
            "is_waking",
            "set_match",
            "start",
            "privacy",
            "follow_acting_human",
        )
    }
    remote = RemoteController(NetLink("127.0.0.1:9", "X"))
    missing = {n for n in wanted if not hasattr(remote, n)}
    missing -= set(dir(__import__("PySide6.QtCore").QtCore.QObject))
    assert not missing


# --- hosting from the window ---------------------------------------------------------------------


def test_host_from_the_window_and_play_a_whole_game_by_mouse(
    qtbot: QtBot,
    window: MainWindow,
    quiet: None,
) -> None:
    dialog = window.host_table()
    assert dialog is not None
    dialog.set_game("moosehead")
    dialog.name.setText("Ada")
    dialog.port.setValue(0)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 1, timeout=10_000)
    code = dialog.code_label.text()
    runner = window.host_runner
    assert runner is not None and code == runner.code and len(code) == 9
    assert "cardtable join 127.0.0.1:" in dialog.join_lines.text()
    qtbot.waitUntil(lambda: "waiting to join" in _seat_texts(dialog), timeout=10_000)
    assert window.net_page is not None and window.stack.currentWidget() is window.net_page
    assert not window.undo_action.isEnabled() and "network table" in window.undo_action.toolTip()
    assert not window.hint_action.isEnabled() and not window.match_actions[0].isEnabled()
    assert f"/{runner.fingerprint} --code {code}" in dialog.join_lines.text()
    bot = bot_client(f"127.0.0.1:{runner.port}/{runner.fingerprint}", code)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=10_000)  # every seat is taken
    moves = play_by_mouse(qtbot, window)
    assert moves > 0
    snap = window.net_controller.snapshot()  # type: ignore[union-attr]
    assert snap.over and snap.result
    qtbot.waitUntil(window.net_page.summary.isVisible, timeout=10_000)  # type: ignore[union-attr]
    # Counted in the statistics as a game played with another person (the joined client).
    played = window.stats.get("moosehead")
    assert (played.played, played.together, played.solo) == (1, 1, 0)
    assert StatsStore(window.paths.stats).get("moosehead") == played  # on disk too
    # The game is over: nothing is kept to be served again.
    kept = KeptSeats(window.paths.data)
    assert kept.hosted is None and not kept.hosted_path.exists()
    bot.join(10)
    window.leave_net()
    assert window.host_runner is None and window.net_page is None
    assert "network table" not in window.undo_action.toolTip()


def _seat_texts(dialog: HostDialog) -> str:
    return " ".join(dialog.seat_list.item(i).text() for i in range(dialog.seat_list.count()))


# --- joining a headless host ---------------------------------------------------------------------


def test_join_dialog_says_a_wrong_code_then_joins_and_sees_no_hidden_card(
    qtbot: QtBot,
    window: MainWindow,
    quiet: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"])
    try:
        dialog = window.join_table(discover=False)
        assert dialog is not None
        dialog.address.setText(host.where)
        dialog.code.setText("WRONG1")
        dialog.name.setText("Ada")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.problem.isVisibleTo(dialog), timeout=10_000)
        assert dialog.problem.text() == "The join code is wrong: ask the host for it again."
        assert dialog.address.text() == host.where and dialog.name.text() == "Ada"
        assert dialog.isVisible() and window.net_page is None
        frames: list[str] = []
        monkeypatch.setattr(NetLink, "frame_hook", frames.append)
        dialog.code.setText(CODE.lower())
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        controller = window.net_controller
        assert controller is not None
        assert not dialog.isVisible()
        moves = play_by_mouse(qtbot, window)
        assert moves > 0
        snap = controller.snapshot()
        assert snap.over and snap.names[0] == "Ada"
        # Alone with a bot at the host's table: counted as a solo game, won or not.
        played = window.stats.get("moosehead")
        assert (played.played, played.solo, played.won) == (1, 1, int(0 in snap.winners))
        assert played.best == snap.scores[0]
        checked = check_wire(Table(host.host, host.match, received={0: frames}))
        assert checked > moves
    finally:
        window.leave_net(ask=False)
        host.stop()


def _join(qtbot: QtBot, window: MainWindow, where: str, code: str) -> None:
    dialog = window.join_table(discover=False)
    assert dialog is not None
    dialog.address.setText(where)
    dialog.code.setText(code)
    dialog.name.setText("Ada")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)


def test_join_dialog_says_an_unreachable_table_and_a_full_one(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"])
    try:
        _join(qtbot, window, "127.0.0.1:1/" + "0" * 64, CODE)
        dialog = window.join_dialog
        assert dialog is not None
        qtbot.waitUntil(lambda: dialog.problem.isVisibleTo(dialog), timeout=15_000)
        assert dialog.problem.text().startswith("No table answers at 127.0.0.1:1")
        assert dialog.join_button.isEnabled() and dialog.code.text() == CODE
        dialog.address.setText("nowhere")
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "HOST:PORT" in dialog.problem.text(), timeout=15_000)
        bot = bot_client(host.where, CODE)  # takes the only open seat
        qtbot.waitUntil(lambda: not host.host.open_seats(), timeout=10_000)
        dialog.address.setText(host.where)
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "full" in dialog.problem.text(), timeout=15_000)
        assert dialog.problem.text() == "This table is full: every seat is taken."
        assert window.net_page is None
        bot.join(30)
    finally:
        host.stop()


def test_a_player_who_drops_is_shown_and_a_refusal_is_told(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    host = HeadlessHost("moosehead", ["remote", "remote"])
    left = threading.Event()

    async def visit() -> None:  # a player who sits down, looks, and goes
        client = TableClient(host.where, CODE, name="Bo")
        await client.join()
        await client.receive()
        await asyncio.sleep(0.3)
        await client.close()
        left.set()

    try:
        _join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        controller = window.net_controller
        assert controller is not None
        qtbot.waitUntil(lambda: controller.has_position(), timeout=10_000)
        assert controller.snapshot().seat_notes[1] == "waiting to join"
        threading.Thread(target=asyncio.run, args=(visit(),), daemon=True).start()
        qtbot.waitUntil(lambda: controller.seat_states[1:] == ("disconnected",), timeout=10_000)
        page = window.net_page
        assert page is not None
        assert controller.snapshot().seat_notes[1] == "disconnected"
        assert page.scene.plates[1].isVisible()
        said = [text for text, _assertive in page.status_line.spoken]
        assert "Bo lost the connection to the table." in said
        assert page.status_line.isVisible()  # in the window's status bar
        # A move the host refuses (chosen for an earlier position) is told like a local refusal.
        qtbot.waitUntil(controller.waiting_for_human, timeout=10_000)
        snap = controller.snapshot()
        controller.link.send(snap.legal[0].notation, snap.serial - 1)
        qtbot.waitUntil(lambda: "chosen at move" in page.scene.toast_text(), timeout=10_000)
        assert controller.snapshot().serial == snap.serial
    finally:
        window.leave_net(ask=False)
        host.stop()


def test_leaving_a_hosted_table_asks_first_and_stops_hosting(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    answer = ["Stay"]

    def ask(box: QMessageBox) -> int:
        asked.append(box.text())
        next(b for b in box.buttons() if b.text() == answer[0]).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", ask)
    dialog = window.host_table()
    assert dialog is not None
    dialog.port.setValue(0)
    assert dialog.host_button.isEnabled(), dialog.problem.text()
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    try:
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=20_000)
    except Exception:
        raise AssertionError(
            f"not hosted: {dialog.problem.text()!r} {window.last_notice!r}"
        ) from None
    runner = window.host_runner
    assert runner is not None
    qtbot.waitUntil(lambda: runner.port != 0, timeout=10_000)
    qtbot.mouseClick(dialog.table_button, Qt.MouseButton.LeftButton)
    assert window.host_table() is dialog and dialog.pages.currentIndex() == 1  # the code again
    dialog.accept()
    window.close()
    assert window.isVisible() and runner.running and "stops hosting" in asked[0]
    answer[0] = "Leave the table"
    window.close()
    assert not window.isVisible() and not runner.running and window.host_runner is None
    # Never dealt: there is no table to come back to.
    assert not KeptSeats(window.paths.data).hosted_path.exists()


def test_a_joined_table_played_by_keyboard(
    qtbot: QtBot, window: MainWindow, quiet: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = HeadlessHost("moosehead", ["heuristic", "remote"], seed=8)
    try:
        _join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        qtbot.waitUntil(lambda: window.net_controller.has_position(), timeout=10_000)  # type: ignore[union-attr]
        # The keyboard driver reads the window's table: here, the network table's page.
        monkeypatch.setattr(MainWindow, "table", property(lambda self: self.net_page))
        monkeypatch.setattr(MainWindow, "controller", property(lambda self: self.net_controller))
        driver = net_driver(qtbot, window)
        driver.win = window
        window.activateWindow()  # back from the join dialog: the window's keys work again
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5_000)
        assert window.net_controller.viewer == 1  # type: ignore[union-attr]
        assert play_by_mouse(qtbot, window, driver=driver) > 0
        assert window.net_controller.snapshot().over  # type: ignore[union-attr]
    finally:
        monkeypatch.undo()
        window.leave_net(ask=False)
        host.stop()


def test_updates_arriving_while_the_table_animates_wait_their_turn(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    """With animation on, the host's updates queue while a move is animated; none is lost, and
    the table ends on the host's final position."""
    host = HeadlessHost("moosehead", ["remote", "heuristic"], seed=5)
    try:
        window.set_speed(4.0)  # fast, but animated
        _join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        controller = window.net_controller
        assert controller is not None
        page = window.net_page
        assert page is not None and page.animator.speed == 4.0
        play_out(qtbot, controller, 2)
        assert controller.snapshot().over
        qtbot.waitUntil(controller.is_idle, timeout=20_000)
        assert controller.snapshot().serial == len(host.match.log)
        # The log holds every move since the deal the window joined at, numbered as the host's.
        numbers = [line.number for line in controller.log_lines()]
        assert numbers == list(range(numbers[0], len(host.match.log) + 1)) and numbers[0] <= 3
        qtbot.waitUntil(lambda: page.scene.banner_text() != "", timeout=20_000)
    finally:
        window.leave_net(ask=False)
        host.stop()


def test_a_player_who_left_takes_their_seat_back(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"])
    try:
        _join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        qtbot.waitUntil(lambda: window.net_controller.has_position(), timeout=10_000)  # type: ignore[union-attr]
        window.leave_net()
        qtbot.waitUntil(lambda: host.host.seat_states()[0] == "disconnected", timeout=10_000)
        _join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        controller = window.net_controller
        assert controller is not None
        qtbot.waitUntil(lambda: controller.has_position(), timeout=10_000)
        assert controller.viewer == 0 and host.host.seat_states()[0] == "connected"
        # The host goes away: the window says so, and how to come back.
        host.stop()
        qtbot.waitUntil(lambda: "takes your seat back" in window.last_notice, timeout=15_000)
    finally:
        window.leave_net(ask=False)
        host.stop()


def test_a_port_in_use_is_said_in_the_host_dialog(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    import socket

    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    try:
        dialog = window.host_table()
        assert dialog is not None
        dialog.port.setValue(taken.getsockname()[1])
        qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.problem.isVisibleTo(dialog), timeout=10_000)
        assert dialog.problem.text().startswith("The table cannot be hosted:")
        assert dialog.host_button.isEnabled() and dialog.pages.currentIndex() == 0
        assert window.host_runner is None and window.net_page is None
    finally:
        taken.close()


def test_tables_found_nearby_fill_in_the_address(qtbot: QtBot) -> None:
    from cardtable.net.discovery import FoundTable
    from cardtable.ui.joindialog import JoinDialog

    dialog = JoinDialog(discover=False)
    qtbot.addWidget(dialog)
    found = [
        FoundTable("Ada's table", "192.168.1.20", 7421, "moosehead", 3, 1, 1),
        FoundTable("Bo's table", "192.168.1.31", 7422, "mose", 4, 2, 1),
    ]
    dialog._show_found(found)
    texts = [dialog.nearby.item(i).text() for i in range(dialog.nearby.count())]
    assert texts == [
        "Moosehead at 192.168.1.20:7421: 1 of 3 seats open",
        "Mose at 192.168.1.31:7422: 2 of 4 seats open",
    ]
    dialog.nearby.setCurrentRow(1)
    assert dialog.address.text() == "192.168.1.31:7422"
    dialog._show_found(found[1:])  # refreshed: the choice stays chosen
    assert dialog.nearby.currentItem().text().startswith("Mose at")
    dialog._show_found([])
    assert dialog.nearby.count() == 0 and "still looking" in dialog.nearby_state.text()


def test_a_join_cancelled_while_it_connects_seats_nobody(
    qtbot: QtBot, window: MainWindow, quiet: None
) -> None:
    host = HeadlessHost("moosehead", ["remote", "heuristic"])
    try:
        _join(qtbot, window, host.where, CODE)
        dialog = window.join_dialog
        assert dialog is not None
        dialog.reject()
        qtbot.waitUntil(lambda: host.host.seat_states()[0] == "disconnected", timeout=10_000)
        qtbot.wait(200)
        assert window.net_page is None and window.stack.currentWidget() is window.start_screen
        # Joining again takes the same seat back.
        _join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        qtbot.waitUntil(lambda: host.host.seat_states()[0] == "connected", timeout=10_000)
    finally:
        window.leave_net(ask=False)
        host.stop()


def test_a_bot_stands_in_for_a_player_who_dropped_when_the_host_chose_so(
    qtbot: QtBot, window: MainWindow, quiet: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dataclasses import replace

    plan = HostDialog.plan
    monkeypatch.setattr(HostDialog, "plan", lambda self: replace(plan(self), grace=0.3))
    dialog = window.host_table()
    assert dialog is not None
    dialog.port.setValue(0)
    dialog.takeover.setChecked(True)
    qtbot.mouseClick(dialog.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
    runner = window.host_runner
    assert runner is not None

    async def visit() -> None:  # sits down, so the cards are dealt, and goes
        where = f"127.0.0.1:{runner.port}/{runner.fingerprint}"
        client = TableClient(where, runner.code, name="Bo")
        await client.join()
        await client.receive()
        await client.close()

    threading.Thread(target=asyncio.run, args=(visit(),), daemon=True).start()
    controller = window.net_controller
    assert controller is not None
    qtbot.waitUntil(lambda: controller.seat_states[1:] == ("bot",), timeout=15_000)
    page = window.net_page
    assert page is not None
    said = [text for text, _assertive in page.status_line.spoken]
    assert "A bot plays for Bo until they are back." in said
