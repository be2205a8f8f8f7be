"""Animated play: bots wait for the table's animations, and every card comes to rest in place."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
from cardtable.ui.setup import GameSetup, player_counts
from cardtable.ui.window import MainWindow
from tests.ui.helpers import window

__all__ = ["window"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_demo_game_animates_to_the_end(qtbot: QtBot, window: MainWindow, game: str) -> None:
    table = window.table
    table.animator.speed = 40.0  # animated, only quickly
    controller = window.controller
    holds: list[int] = []
    table.animator.busy_changed.connect(lambda busy: holds.append(controller.session.holds))
    players = max(n for n in player_counts(game) if n <= 4)  # 4, else as many as it takes
    setup = GameSetup(game, players, ("heuristic",) * players, seed=2)
    with qtbot.waitSignal(controller.finished, timeout=600_000):
        window.start_game(setup)
    qtbot.waitUntil(lambda: not table.animator.busy(), timeout=20_000)
    # The controller was held while cards moved, and released afterwards.
    assert any(h > 0 for h in holds) and controller.session.holds == 0
    scene = table.scene
    for items in scene.cards.values():
        for item in items:
            x, y, rot = scene.rest_of(item)
            assert abs(item.x() - x) < 0.5 and abs(item.y() - y) < 0.5, item.zone
            assert abs(item.rotation() - rot) < 0.5
            assert item.flip == 1.0
    qtbot.waitUntil(lambda: scene.banner_text() != "", timeout=10_000)
    assert "win" in scene.banner_text()


def test_a_resize_during_the_deal_leaves_every_face_right(qtbot: QtBot, window: MainWindow) -> None:
    """Cutting flights short (a resize lays the table out again at once) must still turn the
    dealt cards face up, and the viewer's hand stays sorted."""
    from cardtable.engine.cards import sort_key

    table = window.table
    table.animator.speed = 1.0
    controller = window.controller
    controller.bot_delay_ms = 10**7  # keep the bots still: only the deal moves
    window.start_game(GameSetup("mose", 3, ("human", "heuristic", "heuristic"), seed=3))
    qtbot.waitUntil(table.animator.busy, timeout=5_000)
    window.resize(1500, 860)  # lays the table out again while cards are in the air
    qtbot.waitUntil(lambda: not table.animator.busy(), timeout=20_000)
    scene = table.scene
    obs = controller.snapshot().observation
    for zone in obs.zones:
        if zone.id in scene.cards:
            shown = sorted((it.card for it in scene.cards[zone.id]), key=repr)
            assert shown == sorted(zone.cards, key=repr), zone.id
    hand = [it.card for it in scene.display_order("hand:0")]
    assert all(c is not None for c in hand)
    assert hand == sorted(hand, key=sort_key)  # type: ignore[arg-type]


def test_the_plates_light_up_with_the_bar_while_cards_fly(qtbot: QtBot, window: MainWindow) -> None:
    """The seat on turn glows as soon as the bar names it, not once the card from the seat
    before has landed (it used to lag one seat behind all through a bots' game)."""
    table = window.table
    table.animator.speed = 1.0  # each move flies for a visible while
    window.controller.bot_delay_ms = 300
    samples: list[tuple[int, int | None, list[int], list[int], bool]] = []

    def sample() -> None:
        snap = table.scene.snapshot
        if snap is None or snap.current < 0 or not table.scene.plates:
            return
        plates = table.scene.plates.items()
        lit = [seat for seat, plate in plates if plate.turn]
        thinking = [seat for seat, plate in plates if plate.thinking]
        samples.append((snap.current, snap.thinking, lit, thinking, table.animator.busy()))

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(25)
    window.start_game(GameSetup("moosehead", 3, ("heuristic",) * 3, seed=2))
    qtbot.wait(5000)
    timer.stop()
    flying = [s for s in samples if s[4]]
    assert len(flying) > 40 and len({s[0] for s in flying}) == 3
    for current, thinker, lit, thinking, _busy in samples:
        assert lit == [current]
        assert thinking == ([] if thinker is None else [thinker])
