"""The table controller: bots off the GUI thread, claims in order, refusals with reasons."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import Agent, make_agent
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.session.autoplay import play_to_end
from cardtable.ui.controller import Snapshot, Step, TableController
from cardtable.ui.models import MoveLogModel, ScoreSheetModel
from tests.ui.conftest import make_match

Build = Callable[..., TableController]


def test_bots_play_a_game_like_the_simulator(qtbot: QtBot, controllers: Build) -> None:
    match = make_match("moosehead", ["heuristic", "random", "heuristic"], seed=11)
    controller = controllers(match)
    log = MoveLogModel(controller)
    sheet = ScoreSheetModel(controller)
    with qtbot.waitSignal(controller.finished, timeout=60_000) as blocker:
        controller.start()
    snapshot: Snapshot = blocker.args[0]
    assert snapshot.over and snapshot.winners and snapshot.result
    # The same seed played headless gives the very same game.
    twin = make_match("moosehead", ["heuristic", "random", "heuristic"], seed=11)
    play_to_end(twin, [make_agent(s.bot, "moosehead") for s in twin.seats])
    assert [e.action for e in match.log] == [e.action for e in twin.log]
    assert log.rowCount() > 20
    assert sheet.rowCount() == 3
    assert [sheet.score(r) for r in range(3)] == list(twin.state.scores())


def test_human_moves_are_checked_by_the_engine(qtbot: QtBot, controllers: Build) -> None:
    match = make_match("moosehead", ["human", "heuristic"], seed=5)
    controller = controllers(match)
    controller.start()
    qtbot.waitUntil(controller.waiting_for_human, timeout=20_000)
    snap = controller.snapshot()
    assert snap.viewer == 0 and snap.current == 0 and snap.legal
    hand = [c for c in snap.observation.hand() if c is not None]
    # A card from the other hand is refused with the engine's words.
    other = next(c for c in match.state.zones["hand:1"])
    from cardtable.games.moosehead.state import Play

    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.play(Play(other))
    assert "not in your hand" in refused.args[0]
    steps: list[Step] = []
    controller.stepped.connect(steps.append)
    assert controller.play(snap.legal[0])
    assert steps and steps[0].seat == 0
    played = steps[0].snapshot.observation.zone("played:0").cards
    assert played and played[0] in hand
    # The bot answers by itself.
    qtbot.waitUntil(lambda: len(steps) >= 2, timeout=20_000)
    assert steps[1].seat == 1


def test_the_other_seats_cards_never_reach_the_human(qtbot: QtBot, controllers: Build) -> None:
    match = make_match("moosehead", ["human", "random", "random"], seed=2)
    controller = controllers(match)
    steps: list[Step] = []
    controller.stepped.connect(steps.append)
    controller.start()
    qtbot.waitUntil(controller.waiting_for_human, timeout=20_000)
    hidden = {c for s in (1, 2) for c in match.state.zones[f"hand:{s}"]}
    from cardtable.engine.events import CardsMoved

    for step in steps:
        for ev in step.events:
            if isinstance(ev, CardsMoved):
                assert not hidden & {c for c in ev.cards if c is not None}


class _SlowAgent(Agent):
    """Blocks in choose() until released, to show the GUI thread keeps running."""

    name = "slow"

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.thread: threading.Thread | None = None

    def choose(
        self, observation: Observation, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        self.thread = threading.current_thread()
        self.started.set()
        assert self.release.wait(30)
        return legal[0]


def test_the_bot_worker_does_not_block_the_gui_thread(qtbot: QtBot, controllers: Build) -> None:
    match = make_match("moosehead", ["random", "random"], seed=3)
    controller = controllers(match)
    slow = _SlowAgent()
    controller.agents[:] = [slow, slow]  # both seats think slowly
    controller.start()
    qtbot.waitUntil(slow.started.is_set, timeout=10_000)
    # While the bot is stuck thinking, GUI timers still fire and signals are delivered.
    ticks: list[int] = []
    QTimer.singleShot(0, lambda: ticks.append(1))
    QTimer.singleShot(5, lambda: ticks.append(2))
    qtbot.waitUntil(lambda: len(ticks) == 2, timeout=5_000)
    assert not slow.release.is_set() and controller.snapshot().thinking is not None
    assert slow.thread is not threading.main_thread()
    with qtbot.waitSignal(controller.stepped, timeout=10_000):
        slow.release.set()


def test_two_humans_see_the_table_in_turn(qtbot: QtBot, controllers: Build) -> None:
    match = make_match("moosehead", ["human", "human"], seed=9)
    controller = controllers(match)
    resets: list[Snapshot] = []
    controller.reset.connect(resets.append)
    controller.start()
    qtbot.waitUntil(controller.waiting_for_human, timeout=10_000)
    first = match.state.current_player
    assert controller.viewer == first
    snap = controller.snapshot()
    # The other human's hand is hidden from the one on turn.
    assert all(c is None for c in snap.observation.zone(f"hand:{1 - first}").cards)
    controller.play(snap.legal[0])
    qtbot.waitUntil(lambda: controller.viewer == 1 - first, timeout=10_000)
    assert resets[-1].viewer == 1 - first
    # A privacy screen may take over the switching.
    controller.follow_acting_human = False
    controller.play(controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: not controller.is_waking(), timeout=10_000)
    assert match.state.current_player == first and controller.viewer == 1 - first
    controller.set_viewer(first)
    assert controller.viewer == first and resets[-1].viewer == first
