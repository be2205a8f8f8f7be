"""Pictures of network play for the docs: the host dialog with its join code, and a joined table.

    python tools/screenshot_net.py host-dialog OUT.png
    python tools/screenshot_net.py host-resume OUT.png
    python tools/screenshot_net.py table-joined OUT.png [--game moosehead --players 3]

``host-dialog`` hosts a Moosehead table from the window (on 127.0.0.1, a free port) and grabs the
dialog waiting for the players. ``host-resume`` hosts a Mose table, plays a few moves, leaves
it, and grabs the next host dialog offering to serve it again. ``table-joined`` serves a table
headless in this process (as ``cardtable host --headless`` would), lets a ``cardtable.net`` bot
join one seat, joins another from the window through Game ▸ Join a table…, plays some moves
with the heuristic bot's choices through the window's controller, and grabs the window on its
player's turn. Run under Xvfb:
``xvfb-run -a -s "-screen 0 1366x768x24" python tools/screenshot_net.py …``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import sys
import threading
import time
from collections.abc import Callable

from PySide6.QtWidgets import QApplication

from cardtable.ai.agent import make_agent
from cardtable.net.client import JoinRefused, TableClient, play_as_bot
from cardtable.net.host import HostConfig, TableHost
from cardtable.session.match import Match, SeatSpec
from cardtable.ui.window import MainWindow

CODE = "K7QX2M"


def _wait(app: QApplication, done: Callable[[], bool], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise RuntimeError("timed out")
        app.processEvents()
        time.sleep(0.01)


def host_dialog(app: QApplication, window: MainWindow, out: str) -> None:
    dialog = window.host_table()
    assert dialog is not None
    dialog.set_game("moosehead")
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    dialog.name.setText("Ada")
    dialog.port.setValue(7421)  # the default port, as a player would see it
    dialog.host_button.click()
    _wait(app, lambda: dialog.pages.currentIndex() == 1 and dialog.seat_list.count() == 3)
    for _ in range(20):
        app.processEvents()
    dialog.adjustSize()
    dialog.grab().save(out)
    window.leave_net(ask=False)


def host_resume(app: QApplication, window: MainWindow, out: str) -> None:
    """Host a Mose table, let a bot join, play a few moves, leave; then grab the next host
    dialog offering to serve the table again."""
    dialog = window.host_table()
    assert dialog is not None
    dialog.set_game("mose")
    dialog.name.setText("Ada")
    dialog.port.setValue(0)
    dialog.host_button.click()
    _wait(app, lambda: window.net_controller is not None)
    runner = window.host_runner
    assert runner is not None

    async def bot() -> None:
        where = f"127.0.0.1:{runner.port}/{runner.fingerprint}"
        client = TableClient(where, runner.code, name="Bo")
        await client.join()
        with contextlib.suppress(JoinRefused):  # the table stops under it, as it should
            await play_as_bot(client, "heuristic")

    threading.Thread(target=asyncio.run, args=(bot(),), daemon=True).start()
    controller = window.net_controller
    assert controller is not None
    agent = make_agent("heuristic", "mose")
    for _ in range(6):
        _wait(app, lambda: controller._snapshot is not None and controller.waiting_for_human())
        snap = controller.snapshot()
        serial = snap.serial
        controller.play(agent.choose(snap.observation, snap.legal, random.Random(1)))
        _wait(app, lambda: controller.snapshot().serial > serial)  # noqa: B023 (used at once)
    window.leave_net(ask=False)
    dialog = window.host_table()
    assert dialog is not None and dialog.resume_box.isVisible()
    for _ in range(20):
        app.processEvents()
    dialog.adjustSize()
    dialog.grab().save(out)
    dialog.reject()
    window.kept_seats.stopped_hosting()  # a picture, not a table to come back to


def table_joined(app: QApplication, window: MainWindow, out: str, game: str, n: int) -> None:
    match = Match(game, n, {}, 11)
    for seat in range(2, n):
        match.seats[seat] = SeatSpec.robot("heuristic", ("Cleo", "Dev", "Eli")[(seat - 2) % 3])
    plan = ["remote", "remote"] + ["heuristic"] * (n - 2)
    host = TableHost(match, plan, HostConfig(port=0, code=CODE, bot_delay_ms=0))
    ready = threading.Event()
    ports: list[int] = []

    async def serve() -> None:
        ports.append(await host.start())
        ready.set()
        client = TableClient(host.join_address("127.0.0.1"), CODE, seat=1, name="Bo")
        await client.join()
        await asyncio.gather(host.wait_finished(), play_as_bot(client, "heuristic"))

    threading.Thread(target=asyncio.run, args=(serve(),), daemon=True).start()
    ready.wait(10)
    window.set_speed(0)
    dialog = window.join_table(discover=False)
    assert dialog is not None
    dialog.address.setText(host.join_address("127.0.0.1"))
    dialog.code.setText(CODE)
    dialog.name.setText("Ada")
    dialog.join_button.click()
    _wait(app, lambda: window.net_controller is not None)
    controller = window.net_controller
    assert controller is not None
    agent = make_agent("heuristic", game)
    rng = random.Random(3)
    played = 0
    while True:
        _wait(app, lambda: controller._snapshot is not None and controller.waiting_for_human())
        snap = controller.snapshot()
        on_table = sum(len(z.cards) for z in snap.observation.zones if z.id.startswith("played"))
        if played >= 3 and on_table >= 6:
            break
        controller.play(agent.choose(snap.observation, snap.legal, rng))
        played += 1
        serial = snap.serial
        _wait(app, lambda: controller.snapshot().serial > serial)  # noqa: B023  (waited on here)
    for _ in range(40):
        app.processEvents()
        time.sleep(0.01)
    window.grab().save(out)
    window.leave_net(ask=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Save a picture of network play.")
    parser.add_argument("what", choices=("host-dialog", "host-resume", "table-joined"))
    parser.add_argument("out")
    parser.add_argument("--game", default="moosehead")
    parser.add_argument("--players", type=int, default=3)
    opts = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    window = MainWindow()
    window.resize(1366, 768)
    window.show()
    if opts.what == "host-dialog":
        host_dialog(app, window, opts.out)
    elif opts.what == "host-resume":
        host_resume(app, window, opts.out)
    else:
        table_joined(app, window, opts.out, opts.game, opts.players)
    print(opts.out)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
