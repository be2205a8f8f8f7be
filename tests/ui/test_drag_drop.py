"""Dragging real cards with mouse events on the view (Moosehead as the first table game)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from cardtable.engine.cards import std_value
from cardtable.games.moosehead.state import Play
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import click, drag, grab_point, slot_centre, start, wait_for_human, window

__all__ = ["window"]

SETUP = GameSetup("moosehead", 2, ("human", "heuristic"), seed=21)


def _hand_items(win: MainWindow) -> list:
    return win.table.scene.display_order("hand:0")


def test_a_legal_drop_reaches_the_engine_as_the_right_action(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(qtbot, window, SETUP)
    snap = window.controller.snapshot()
    action = next(a for a in snap.legal if isinstance(a, Play))
    item = window.table.scene.card_item(action.card)
    assert item is not None and item.movable
    before = len(window.controller.match.log)
    drag(qtbot, window, item, slot_centre(window, "played:0"))
    entry = window.controller.match.log[before]
    assert entry.seat == 0 and entry.action == action
    assert item.zone == "played:0"


def test_an_illegal_drop_is_refused_with_the_reason_and_the_card_returns(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(qtbot, window, SETUP)
    match = window.controller.match
    hand = match.state.zones["hand:0"]
    big = max(hand, key=std_value)
    # Set the count so the biggest card would pass 30 (test set-up), and redraw.
    match.state.count = 30 - std_value(big) + 1  # type: ignore[attr-defined]
    window.controller.reset.emit(window.controller.snapshot())
    item = window.table.scene.card_item(big)
    assert item is not None
    home = window.table.scene.rest_of(item)
    before = len(match.log)
    drag(qtbot, window, item, slot_centre(window, "played:0"))
    assert len(match.log) == before
    total = 30 + 1
    reason = f"The count would be {total}, over 30"
    assert window.table.scene.toast_text() == reason
    assert reason in window.table.status_line.text()
    assert item.zone == "hand:0"
    assert (item.x(), item.y(), item.rotation()) == home


def test_a_drop_on_a_place_that_is_no_target_slides_back(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, SETUP)
    snap = window.controller.snapshot()
    card = next(a.card for a in snap.legal if isinstance(a, Play))
    item = window.table.scene.card_item(card)
    assert item is not None
    home = window.table.scene.rest_of(item)
    before = len(window.controller.match.log)
    drag(qtbot, window, item, slot_centre(window, "played:1"))
    assert len(window.controller.match.log) == before
    assert window.table.scene.toast_text() == "That card cannot go there"
    assert (item.x(), item.y()) == home[:2]


def test_targets_are_highlighted_while_dragging(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, SETUP)
    snap = window.controller.snapshot()
    card = next(a.card for a in snap.legal if isinstance(a, Play))
    item = window.table.scene.card_item(card)
    assert item is not None
    viewport = window.table.view.viewport()
    from tests.ui.helpers import view_point

    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, grab_point(item)))
    target = slot_centre(window, "played:0")
    qtbot.mouseMove(viewport, view_point(window, item.scenePos() + QPointF(0, -40)))
    qtbot.mouseMove(viewport, view_point(window, target))
    assert window.table.scene.marked_targets() == ["played:0"]
    assert window.table.scene.slots["played:0"].state.name == "HOVER"
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view_point(window, target))
    assert window.table.scene.marked_targets() == []


def test_multi_select_with_ctrl_click_drags_the_cards_together(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(qtbot, window, SETUP)
    movable = [it for it in _hand_items(window) if it.movable]
    assert len(movable) >= 2
    a, b = movable[0], movable[1]
    ctrl = Qt.KeyboardModifier.ControlModifier
    click(qtbot, window, grab_point(a), ctrl)
    click(qtbot, window, grab_point(b), ctrl)
    gestures = window.table.gestures
    assert set(gestures.selection) == {a, b}
    assert a.selected and b.selected
    # Selected cards are lifted out of the hand.
    assert a.y() < window.table.scene.zone_place("hand:0").spots[0].y
    # Two cards together are not a Moosehead move: refused, both come back.
    before = len(window.controller.match.log)
    drag(qtbot, window, b, slot_centre(window, "played:0"))
    assert len(window.controller.match.log) == before
    assert window.table.scene.toast_text() == "That move is not allowed now"
    assert a.zone == b.zone == "hand:0"
    # A plain click selects one card only; clicking it again clears the selection.
    click(qtbot, window, grab_point(a))
    assert gestures.selection == [a]
    click(qtbot, window, grab_point(a))
    assert gestures.selection == []


def test_click_a_card_then_its_target(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, SETUP)
    snap = window.controller.snapshot()
    action = next(a for a in snap.legal if isinstance(a, Play))
    item = window.table.scene.card_item(action.card)
    assert item is not None
    click(qtbot, window, grab_point(item))
    assert window.table.gestures.selection == [item]
    assert window.table.scene.marked_targets() == ["played:0"]
    before = len(window.controller.match.log)
    click(qtbot, window, slot_centre(window, "played:0"))
    assert window.controller.match.log[before].action == action


def _bare_felt(window: MainWindow) -> QPointF:
    scene = window.table.scene
    for fy in (0.45, 0.35, 0.55):
        for fx in (0.9, 0.8, 0.7, 0.6, 0.2, 0.1):
            p = QPointF(scene.width() * fx, scene.height() * fy)
            if scene.zone_at(p) is None and not scene.items(p):
                return p
    raise AssertionError("no bare felt on the table")


def test_an_ambiguous_drop_asks_which_one(qtbot: QtBot, window: MainWindow) -> None:
    """Moco!: a two-suited card dropped on the bare table may go on either pile: the player
    picks one, or cancels and the card comes back."""
    start(qtbot, window, GameSetup("moco", 3, ("human", "heuristic", "heuristic"), seed=3))
    snap = window.controller.snapshot()
    counts: dict[object, int] = {}
    for a in snap.legal:
        counts[a.cards] = counts.get(a.cards, 0) + 1
    cards = next(c for c, n in counts.items() if n >= 2)
    item = window.table.scene.card_item(cards[0])  # type: ignore[index]
    assert item is not None
    bar = window.table.actions_bar
    # First cancel: the card returns and nothing is played.
    before = len(window.controller.match.log)
    drag(qtbot, window, item, _bare_felt(window))
    assert bar.in_choice()
    labels = [b.text() for b in bar.buttons]
    assert labels[-1] == "Cancel" and len(labels) == counts[cards] + 1
    qtbot.mouseClick(bar.buttons[-1], Qt.MouseButton.LeftButton)
    assert not bar.in_choice() and len(window.controller.match.log) == before
    assert item.zone == "hand:0"
    # Then pick the second pile.
    drag(qtbot, window, item, _bare_felt(window))
    choice = bar.buttons[1].text()
    qtbot.mouseClick(bar.buttons[1], Qt.MouseButton.LeftButton)
    played = window.controller.match.log[before].action
    assert played.label == choice and played.cards == cards
    assert item.zone == played.target


def test_a_multi_card_meld_by_drag_and_drop(qtbot: QtBot, window: MainWindow) -> None:
    """Mose: click the stock to draw, select the meld's cards with ctrl-click, drag them onto
    the new-meld place; the engine lays exactly that meld."""
    from cardtable.games.mose.actions import Draw, LayMeld

    for seed in range(1, 60):
        start(qtbot, window, GameSetup("mose", 2, ("human", "heuristic"), seed=seed))
        snap = window.controller.snapshot()
        if Draw() not in snap.legal:
            continue
        before = len(window.controller.match.log)
        click(qtbot, window, window.table.scene.slots["stock"].rect.center())
        assert window.controller.match.log[before].action == Draw()
        wait_for_human(qtbot, window)
        melds = [a for a in window.controller.snapshot().legal if isinstance(a, LayMeld)]
        melds = [a for a in melds if len(set(a.cards)) == len(a.cards) >= 3]
        if melds:
            break
    else:
        raise AssertionError("no seed gave the human a meld to lay")
    meld = melds[0]
    items = [window.table.scene.card_item(c) for c in meld.cards]
    assert all(it is not None for it in items)
    for it in items:
        click(qtbot, window, grab_point(it), Qt.KeyboardModifier.ControlModifier)  # type: ignore[arg-type]
    assert set(window.table.gestures.selection) == set(items)
    target = "newmeld:0" if "newmeld:0" in window.table.scene.slots else meld_target(window, meld)
    assert target in window.table.scene.marked_targets()
    before = len(window.controller.match.log)
    drag(qtbot, window, items[0], slot_centre(window, target))  # type: ignore[arg-type]
    bar = window.table.actions_bar
    if bar.in_choice():  # where the wilds stand: take the meld we meant
        labels = [b.text() for b in bar.buttons]
        qtbot.mouseClick(bar.buttons[labels.index(meld.label)], Qt.MouseButton.LeftButton)
    played = window.controller.match.log[before].action
    assert isinstance(played, LayMeld) and set(played.cards) == set(meld.cards)
    assert all(it.zone.startswith("meld:") for it in items)  # type: ignore[union-attr]


def meld_target(window: MainWindow, meld: object) -> str:
    targets = window.table.gestures.targets_for(meld.cards, "hand:0")  # type: ignore[attr-defined]
    return next(t for t, acts in targets.items() if meld in acts)
