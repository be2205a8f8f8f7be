"""A drop at a network table means what it means at a local one (issue 62: Mose at a joined
table refused melds of more than three cards and lay-offs of several cards, which the host's
short list of moves leaves out). A window joins a headless Mose host and lays, by mouse, what
the local reading of the host's own position allows and the host did not list.
tests/net/test_remote_gestures.py compares every drop of up to five cards of the hand on
every place, for every game, between a local table and the window's remote view."""

from __future__ import annotations

import asyncio
import random
import re
import threading
from itertools import combinations
from types import SimpleNamespace

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.games.mose.actions import AddToMeld
from cardtable.net.host import HostConfig, TableHost
from cardtable.session.match import Match
from cardtable.ui.window import MainWindow
from tests.ui.helpers import drag, net_turn
from tests.ui.test_net_window import CODE, HeadlessHost, net_driver, quiet, window  # noqa: F401
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
        qtbot.waitUntil(lambda: controller.has_position(), timeout=10_000)
        driver = net_driver(qtbot, window)
        for _ in range(200):
            net_turn(qtbot, controller)
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


class PreparedHost(HeadlessHost):
    """A headless host serving ``match`` as it stands (already dealt and played into)."""

    def __init__(self, match: Match, plan: list[str]) -> None:
        self.match = match
        config = HostConfig(address="127.0.0.1", port=0, code=CODE, sync=False)
        self.host = TableHost(match, plan, config, started=True)
        self.port = 0
        self._ready = threading.Event()
        self._loop = None
        self._stop = None
        self.thread = threading.Thread(target=asyncio.run, args=(self._main(),), daemon=True)
        self.thread.start()
        assert self._ready.wait(10)


def wild_choice_position() -> tuple[Match, Card, str, list[Action]]:
    """A game of Mose played by bots until seat 0 may drop one card on a meld in several ways
    (add it, or swap it for the meld's wild and put the wild somewhere)."""
    for seed in range(40):
        match = Match("mose", 2, {}, seed)
        match.resolve_chance()
        agent, rng = make_agent("heuristic", "mose"), random.Random(seed)
        for _ in range(400):
            state = match.state
            if match.is_over():
                break
            if state.current_player == 0 and state.legal_actions(0):
                for card in state.zones["hand:0"]:
                    for zone in [z for z in state.zones if z.startswith("meld:")]:
                        found = list(state.find_action([card], "hand:0", zone, 0))
                        if len(found) >= 2 and any(isinstance(a, AddToMeld) for a in found):
                            return match, card, zone, found
            seat = state.current_player
            match.apply(agent.choose(match.observation(seat), state.legal_actions(seat), rng), seat)
    raise AssertionError("no game came to a choice on a meld")


def test_the_choice_on_a_meld_names_the_meld_by_its_cards(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
    quiet: None,  # noqa: F811
) -> None:
    """The table numbers no meld: the choice says which meld by what it holds."""
    match, card, zone, found = wild_choice_position()
    host = PreparedHost(match, ["remote", "heuristic"])
    try:
        join(qtbot, window, host.where, CODE)
        qtbot.waitUntil(lambda: window.net_controller is not None, timeout=10_000)
        controller = window.net_controller
        assert controller is not None
        qtbot.waitUntil(
            lambda: controller.has_position() and controller.waiting_for_human(),
            timeout=10_000,
        )
        page = window.net_page
        assert page is not None
        item = page.scene.card_item(card)
        assert item is not None
        drag(qtbot, SimpleNamespace(table=page), item, page.scene.slots[zone].rect.center())  # type: ignore[arg-type]
        bar = page.actions_bar
        assert bar.in_choice()
        labels = [b.text() for b in bar.buttons]
        meld = " ".join(c.label for c in match.state.zones[zone])
        assert not any(re.search(r"meld \d", text) for text in labels), labels
        assert any(
            text.endswith(f"the set {meld}") or text.endswith(f"the run {meld}") for text in labels
        ), labels
        assert labels[: len(found)] == [
            a.label_on(controller.snapshot().observation) for a in found
        ]
        serial = controller.snapshot().serial
        qtbot.mouseClick(bar.buttons[0], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: controller.snapshot().serial > serial, timeout=10_000)
        assert host.match.log[serial].action == found[0]
    finally:
        window.leave_net(ask=False)
        host.stop()
