"""Badges and card notes go with their cards: while a step's cards fly (a deal, a round's
cards gathered), a zone's count badge and its wilds' notes wait hidden, and come back where
the cards rest."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from cardtable.ui.controller import Step
from cardtable.ui.scene import TableScene
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import window

__all__ = ["window"]


def floating(scene: TableScene) -> list[str]:
    """Visible badges and notes not lying on a resting card of their zone."""
    rest = scene._rest_positions()
    out: list[str] = []
    shown = [(zid, b) for zid, b in scene.badges.items()]
    shown += [(zid, n) for (zid, _i), n in scene.notes.items()]
    for zid, item in shown:
        if not item.isVisible():
            continue
        cards = scene.cards.get(zid, [])
        at_rest = [
            it
            for it in cards
            if it in rest and abs(it.x() - rest[it][0]) < 0.5 and abs(it.y() - rest[it][1]) < 0.5
        ]
        if not cards or len(at_rest) < len(cards):
            out.append(f"{zid}: {item.text} over cards not at rest")
            continue
        # On (or at the edge of) one of its cards.
        where = item.scenePos()
        if not any(
            it.mapRectToScene(it.card_rect()).adjusted(-14, -14, 14, 14).contains(QPointF(where))
            for it in cards
        ):
            out.append(f"{zid}: {item.text} beside its cards")
    return out


def test_badges_and_notes_never_float_where_no_card_rests(qtbot: QtBot, window: MainWindow) -> None:
    table = window.table
    table.animator.speed = 6.0  # animated: each step's cards are still in the air after it
    scene = table.scene
    problems: list[str] = []
    steps: list[int] = []
    original = scene.show_step

    def checked(step: Step) -> None:
        original(step)
        steps.append(len(step.events))
        problems.extend(floating(scene))

    scene.show_step = checked  # type: ignore[method-assign]
    rounds: set[object] = set()
    window.start_game(GameSetup("mose", 3, ("heuristic",) * 3, seed=5))

    def two_rounds_dealt() -> bool:
        snap = scene.snapshot
        if snap is not None:
            rounds.add(snap.observation.values.get("round"))
        return len(rounds - {0, None}) >= 2 and not table.animator.busy()

    qtbot.waitUntil(two_rounds_dealt, timeout=240_000)
    # A deal (7 cards to each of 3) went by, animated, and many steps were checked (how many
    # depends on how the bots' moves fall into steps on a busy machine: 20 or more).
    assert len(steps) >= 10 and max(steps) >= 20
    assert not problems, problems[:10]
    # Settled: every badge and note is back, on its cards.
    qtbot.waitUntil(lambda: not scene._settle_timer.isActive(), timeout=10_000)
    assert not floating(scene)
    assert any(b.isVisible() for b in scene.badges.values())
