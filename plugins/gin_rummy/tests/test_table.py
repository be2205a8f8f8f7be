"""Gin rummy at the table, played by mouse as a person plays it: the stock clicked to draw, the
upcard dragged into the hand, discards dragged onto the pile, the Knock button, melds dragged
onto the table's new-meld place, lay-offs dragged onto the knocker's melds, and Done. The score
sheet then has a row for each hand and the match's running total.

The moves are the heuristic's (seed 3 reaches every kind of move within two hands); each is
made with real mouse events on the window (pytest-qt) and must be the move the log records.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from cardtable_gin_rummy.actions import Discard, Done, Draw, Knock, LayMeld, LayOff, TakeUpcard
from cardtable_gin_rummy.melds import best_melds, mask_of
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.engine.actions import Action
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.helpers import click, drag, grab_point, start, wait_for_human, window

__all__ = ["window"]  # the fixture, from the app's table tests

KINDS = (Draw, TakeUpcard, Discard, Knock, LayMeld, LayOff, Done)


@pytest.fixture(autouse=True)
def _own_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))


def _play(qtbot: QtBot, win: MainWindow, driver: Driver, action: Action) -> str:
    """Make ``action`` with the mouse; returns how it was made."""
    scene = win.table.scene
    if isinstance(action, Draw):
        stock = scene.slots["stock"].rect.center()
        click(qtbot, win, stock)  # the stock's click rule: draw
        return "click on the stock"
    if isinstance(action, Knock | Done):
        qtbot.mouseClick(driver.button_for(action), Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        return "button"
    items = driver.items_for(action)
    target = driver.target_for(action, items[0].zone)
    if isinstance(action, LayMeld):
        assert target.startswith("meld:0."), target  # the new meld's place in front of you
    if isinstance(action, LayOff):
        assert target.startswith("meld:1."), target  # one of the knocker's melds
    if isinstance(action, TakeUpcard):
        assert target == "hand:0"
    for item in items if len(items) > 1 else ():
        click(qtbot, win, grab_point(item), Qt.KeyboardModifier.ControlModifier)
    drag(qtbot, win, items[-1], scene.slots[target].rect.center())
    return f"drag to {target}"


def test_a_match_played_by_mouse_reaches_every_kind_of_move(
    qtbot: QtBot, window: MainWindow
) -> None:
    win = window
    start(qtbot, win, GameSetup("gin_rummy", 2, ("human", "heuristic"), seed=3))
    controller = win.controller
    driver = Driver(qtbot, win)
    driver.agent = make_agent("heuristic", "gin_rummy")
    rng = random.Random(0)
    made: dict[type[Action], str] = {}
    offered_best = False
    for _ in range(200):
        if controller.match.is_over() or all(kind in made for kind in KINDS):
            break
        snap = controller.snapshot()
        action = driver.agent.choose(snap.observation, snap.legal, rng)
        if snap.observation.values.get("phase") == "knock_meld":
            # The table offers the best arrangement first: its first meld leads the moves.
            first = next((a for a in snap.legal if isinstance(a, LayMeld)), None)
            held = mask_of(c for c in snap.observation.hand() if c is not None)
            if first is not None:
                offered_best |= mask_of(first.meld) in best_melds(held)
        before = len(controller.match.log)
        how = _play(qtbot, win, driver, action)
        log = controller.match.log
        assert len(log) > before, (
            f"{action} by {how} was not played ({win.table.scene.toast_text()!r})"
        )
        assert (log[before].seat, log[before].action) == (0, action)
        made.setdefault(type(action), how)
        wait_for_human(qtbot, win)
    assert set(made) == set(KINDS), f"only {sorted(k.__name__ for k in made)}"
    assert offered_best
    # The score sheet beside the table: a row for each hand played, then the match's total.
    sheet = win.table.score_panel.model.sheet
    assert sheet is not None
    labels = [row.label for row in sheet.rows]
    assert labels[0] == "Hand 1" and labels[-1] == "Match", labels
    assert sheet.totals == tuple(controller.match.state.scores())
