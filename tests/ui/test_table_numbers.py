"""The numbers on the table (seat scores on the plates, the count, the pot) say the position the
table shows at every moment, as the status line and score sheet do, even while cards fly at a
quick bot pace (they used to wait for the cards to land, a second or more behind)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from cardtable.persistence.settings import BOT_PACES, SPEEDS
from cardtable.ui.controller import Step
from cardtable.ui.layout.spec import format_number
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import window

__all__ = ["window"]


def _mismatches(window: MainWindow, step: Step) -> list[str]:
    """What on the table disagrees with the step's snapshot, just after the table took it."""
    scene = window.table.scene
    snap = step.snapshot
    wrong: list[str] = []
    for seat, plate in scene.plates.items():
        want = format_number(snap.scores[seat], scene.spec.score_fmt)
        if plate.score != want:
            wrong.append(f"serial {snap.serial}: plate {seat} says {plate.score}, not {want}")
    texts = [text for label in scene.spec.values if (text := label.render(snap.observation.values))]
    panel = scene.values_panel
    shown = panel.text().replace("\n", " ") if panel.isVisible() else ""
    for text in texts:
        if text not in shown:
            wrong.append(f"serial {snap.serial}: the panel says {shown!r}, not {text!r}")
    return wrong


@pytest.mark.parametrize(("game", "players"), [("moosehead", 3), ("moxie", 3)])
def test_plates_and_values_agree_with_every_step_at_a_quick_pace(
    qtbot: QtBot, window: MainWindow, game: str, players: int
) -> None:
    table = window.table
    table.animator.speed = dict(SPEEDS)["Fast"]
    controller = window.controller
    controller.bot_delay_ms = dict(BOT_PACES)["Quick"]
    wrong: list[str] = []
    steps: list[int] = []

    def check(step: Step) -> None:  # connected after the table: it has drawn the step
        steps.append(step.snapshot.serial)
        wrong.extend(_mismatches(window, step))

    controller.stepped.connect(check)
    window.start_game(GameSetup(game, players, ("heuristic",) * players, seed=4))
    qtbot.waitUntil(lambda: len(steps) >= 30 or controller.match.is_over(), timeout=60_000)
    controller.stepped.disconnect(check)
    assert table.animator.busy() or len(steps) >= 30
    assert wrong == []
