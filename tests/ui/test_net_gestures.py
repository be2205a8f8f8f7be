"""A drop at a network table means what it means at a local one (issue 62: Mose at a joined
table refused melds of more than three cards and lay-offs of several cards, which the host's
short list of moves leaves out). A window joins a headless Mose host and lays, by mouse, what
the local reading of the host's own position allows and the host did not list.
tests/net/test_remote_gestures.py compares every drop of up to five cards of the hand on
every place, for every game, between a local table and the window's remote view."""

from __future__ import annotations

from itertools import combinations

from pytestqt.qtbot import QtBot

from cardtable.engine.actions import Action
from cardtable.ui.window import MainWindow
from tests.ui.test_net_window import HeadlessHost, net_driver, quiet, window  # noqa: F401
from tests.ui.test_net_window import _join as join

__all__ = ["unlisted_drops"]


def unlisted_drops(host: HeadlessHost, seat: int, listed: tuple[Action, ...]) -> list[Action]:
    """What dropping three to five cards of ``seat``'s hand on a meld or a new meld means in the
    host's real position (read as a local table reads it), and the host did not list."""
    state = host.match.state
    hand = f"hand:{seat}"
    places = [f"newmeld:{seat}"] + [z for z in state.zones if z.startswith("meld:")]
    found: list[Action] = []
    for size in (2, 3, 4, 5):
        for cards in combinations(state.zones[hand], size):
            for place in places:
                for action in state.find_action(list(cards), hand, place, seat):
                    if action not in list(listed) and action not in found:
                        found.append(action)
    return found


def test_mose_at_a_joined_table_takes_the_melds_the_host_did_not_list(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
    quiet: None,  # noqa: F811
) -> None:
    host = HeadlessHost("mose", ["remote", "heuristic"], seed=4)
    laid: list[Action] = []
    try:
        join(qtbot, window, host.where, "WIN42K")
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        controller = window.net_controller
        assert controller is not None
        qtbot.waitUntil(lambda: controller._snapshot is not None, timeout=10_000)
        driver = net_driver(qtbot, window)
        for _ in range(200):
            qtbot.waitUntil(
                lambda: controller.snapshot().over or controller.waiting_for_human(),
                timeout=30_000,
            )
            snap = controller.snapshot()
            if snap.over or len(laid) >= 2:
                break
            extra = unlisted_drops(host, 0, snap.legal)
            action = extra[0] if extra else driver.choice()
            sent = len(controller.sent)
            driver.by_mouse(action)
            toast = window.net_page.scene.toast_text()  # type: ignore[union-attr]
            assert controller.sent[sent:] == [action], f"{action} was not sent ({toast!r})"
            qtbot.waitUntil(lambda s=snap.serial: controller.snapshot().serial > s, timeout=20_000)
            if extra:
                laid.append(action)
                assert host.match.log[-1].action == action  # the host took it
        assert laid, "no meld beyond the host's list came up"
    finally:
        window.leave_net(ask=False)
        host.stop()
