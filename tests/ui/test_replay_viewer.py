"""The replay viewer driven like a person: the Replay dialog, buttons, keys and the slider.

A finished game is shown with every hand face up, a game in progress only as one player saw
it; nobody can make a move in a replay, and nothing is written while one is watched.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import make_agent
from cardtable.persistence.saves import SaveStore
from cardtable.session.autoplay import play_to_end
from cardtable.session.match import Match, SeatSpec
from cardtable.ui.replay_dialog import ReplayDialog, ViewerDialog
from cardtable.ui.replay_view import ReplayPage
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window


def finished_match(game: str = "moosehead", seed: int = 8) -> Match:
    seats = [SeatSpec.human("Zoe"), SeatSpec.robot("heuristic", "Ada")]
    match = Match(game, 2, {}, seed, seats)
    play_to_end(match, [make_agent("heuristic", game)] * 2)
    return match


def unfinished_match(humans: int = 1, moves: int = 24) -> Match:
    seats = [
        SeatSpec.human(f"Person {i + 1}") if i < humans else SeatSpec.robot("heuristic", "Ada")
        for i in range(2)
    ]
    match = Match("moosehead", 2, {}, 3, seats)
    agent = make_agent("heuristic", "moosehead")
    match.resolve_chance()
    for _ in range(moves):
        seat = match.state.current_player
        legal = tuple(match.state.legal_actions(seat))
        match.apply(agent.choose(match.observation(seat), legal, match.bot_rng(seat)), seat)
    assert not match.is_over()
    return match


def replay_page(qtbot: QtBot, win: MainWindow) -> ReplayPage:
    page = win.replay_page
    assert page is not None and win.stack.currentWidget() is page
    win.activateWindow()  # keys reach the page's shortcuts in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=5000)
    return page


def press(
    qtbot: QtBot, page: ReplayPage, key: Qt.Key, mods: Qt.KeyboardModifier | None = None
) -> None:
    page.view.setFocus()
    qtbot.keyClick(page.view, key, mods or Qt.KeyboardModifier.NoModifier)
    QApplication.processEvents()


def click(qtbot: QtBot, page: ReplayPage, key: str) -> None:
    qtbot.mouseClick(page.buttons[key], Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def faces(page: ReplayPage, zone: str) -> list[object]:
    return [item.card for item in page.scene.cards.get(zone, [])]


def test_a_finished_game_is_replayed_from_the_replay_dialog(qtbot: QtBot, own_home: Path) -> None:
    match = finished_match()
    path = SaveStore(own_home, sync=False).keep_finished(match)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    win = open_window(qtbot, own_home)
    win.show_start()
    dialog = win.show_replays()
    assert isinstance(dialog, ReplayDialog)
    assert dialog.current() is not None and dialog.current().path == path
    assert "Zoe" in dialog.detail.text() and "finished" in dialog.detail.text()
    qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
    page = replay_page(qtbot, win)
    replay = page.replay
    total = replay.last
    assert page.banner_text() == (
        f"Replay — Moosehead, before the deal, move 0 of {total} · every hand shown"
    )
    assert not page.buttons["prev"].isEnabled() and page.buttons["next"].isEnabled()
    # One move on with the button: the deal, animated; every hand face up.
    click(qtbot, page, "next")
    assert page.step == 1 and "hand 1" in page.banner_text()
    qtbot.waitUntil(lambda: not page.animator.busy(), timeout=5000)
    for seat in (0, 1):
        hand = faces(page, f"hand:{seat}")
        assert hand and all(card is not None for card in hand)
    assert page.status_line.spoken[-1][0].startswith(f"Hand 1, move 1 of {total}.")
    # Keys: Right and Left move, PageDown and Shift+Right go a round on, Home and End.
    press(qtbot, page, Qt.Key.Key_Right)
    press(qtbot, page, Qt.Key.Key_Right)
    assert page.step == 3
    press(qtbot, page, Qt.Key.Key_Left)
    assert page.step == 2
    assert page.log.rowCount() == len(replay.lines(2, None))
    press(qtbot, page, Qt.Key.Key_PageDown)
    second = replay.round_starts[1]
    assert page.step == second and "hand 2" in page.banner_text()
    press(qtbot, page, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert page.step == replay.round_starts[2]
    press(qtbot, page, Qt.Key.Key_PageUp)
    assert page.step == second
    click(qtbot, page, "prev_round")
    assert page.step == replay.round_starts[0]
    press(qtbot, page, Qt.Key.Key_End)
    assert page.step == total and "wins" in page.banner_text()
    assert not page.buttons["next"].isEnabled()
    click(qtbot, page, "first")
    assert page.step == 0 and page.log.rowCount() == 0
    # The slider: a click on its groove jumps without animation; the log follows.
    slider = page.slider
    qtbot.mouseClick(
        slider, Qt.MouseButton.LeftButton, pos=QPoint(slider.width() - 4, slider.height() // 2)
    )
    QApplication.processEvents()
    assert page.step > 0 and slider.value() == page.step
    assert not page.animator.busy()
    assert page.log.rowCount() == len(replay.lines(page.step, None))
    # Escape goes back; the file was only read.
    press(qtbot, page, Qt.Key.Key_Escape)
    assert win.replay_page is None and win.stack.currentWidget() is win.start_screen
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_play_steps_by_itself_and_space_pauses(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.replay_match(finished_match("moco", 2))
    page = replay_page(qtbot, win)
    page.timer.setInterval(10)
    press(qtbot, page, Qt.Key.Key_Space)
    assert page.playing() and page.play_button.accessibleName() == "Pause"
    page.timer.setInterval(10)
    qtbot.waitUntil(lambda: page.step >= 3, timeout=5000)
    press(qtbot, page, Qt.Key.Key_Space)
    assert not page.playing() and page.play_button.accessibleName() == "Play"
    stopped = page.step
    qtbot.wait(60)
    assert page.step == stopped


def test_every_control_has_an_accessible_name(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.replay_match(finished_match("moco", 2))
    page = replay_page(qtbot, win)
    names = [b.accessibleName() for b in page.buttons.values()]
    assert names == [
        "First move",
        "Previous round",
        "Previous move",
        "Play",
        "Next move",
        "Next round",
        "Last move",
    ]
    for widget in (page.slider, page.viewer_box, page.close_button, page.view, page.log_view):
        assert widget.accessibleName()


def test_a_finished_game_can_be_shown_as_one_player_saw_it(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.replay_match(finished_match())
    page = replay_page(qtbot, win)
    page.go(5)
    assert all(card is not None for card in faces(page, "hand:1"))
    page.viewer_box.setCurrentIndex(1)  # Zoe
    assert page.viewer == 0 and page.step == 5
    assert page.banner_text().endswith("as Zoe saw it")
    assert faces(page, "hand:1") and all(card is None for card in faces(page, "hand:1"))


def test_an_unfinished_game_shows_only_what_its_player_saw(qtbot: QtBot, own_home: Path) -> None:
    store = SaveStore(own_home, sync=False)
    match = unfinished_match()
    path = store.save_named("Half done", match)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    win = open_window(qtbot, own_home)
    assert win.replay_file(path)
    page = replay_page(qtbot, win)
    assert page.viewer == 0 and not page.viewer_box.isEnabled()
    assert page.banner_text().endswith("as Person 1 saw it")
    replay = page.replay
    for step in range(replay.last + 1):
        press(qtbot, page, Qt.Key.Key_Right) if step else None
        qtbot.waitUntil(lambda: not page.animator.busy(), timeout=5000)
        assert page.step == step
        shown = page.scene.snapshot
        assert shown is not None and shown.observation == match_view(replay, step)
        assert all(card is None for card in faces(page, "hand:1")), step
        assert all(it.card is None for it in page.scene.cards.get("stock", []))
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def match_view(replay: object, step: int) -> object:
    from cardtable.session.replay import Replay

    assert isinstance(replay, Replay)
    return replay.state_at(step).observation(0)


def test_pass_and_play_asks_whose_view(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.replay_match(unfinished_match(humans=2, moves=10))
    assert win.replay_page is None
    dialog = next(d for d in win._dialogs if isinstance(d, ViewerDialog))
    assert dialog.isVisible()
    item = dialog.list.item(1)
    qtbot.mouseClick(
        dialog.list.viewport(),
        Qt.MouseButton.LeftButton,
        pos=dialog.list.visualItemRect(item).center(),
    )
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    page = replay_page(qtbot, win)
    assert page.viewer == 1
    with pytest.raises(ValueError):
        page.replay.check_viewer(None)


def test_no_move_can_be_made_in_a_replay(qtbot: QtBot, own_home: Path) -> None:
    store = SaveStore(own_home, sync=False)
    path = store.save_named("Mid game", unfinished_match(moves=4))
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    win = open_window(qtbot, own_home)
    win.replay_file(path)
    page = replay_page(qtbot, win)
    page.go(page.replay.last)
    snapshot = page.scene.snapshot
    assert snapshot is not None and snapshot.legal == ()
    card = page.scene.display_order("hand:0")[0]
    start = card.pos()
    viewport = page.view.viewport()
    at = page.view.mapFromScene(card.mapToScene(card.boundingRect().center()))
    target = page.view.mapFromScene(page.scene.sceneRect().center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=at)
    for i in range(1, 7):
        qtbot.mouseMove(viewport, at + (target - at) * (i / 6))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=at)
    QApplication.processEvents()
    assert card.pos() == start and card.zone == "hand:0"
    assert page.scene.snapshot is snapshot and page.step == page.replay.last
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_watch_replay_from_the_end_of_game_summary(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    match = finished_match("moco", 5)
    win._begin(match)
    summary = win.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=10_000)
    qtbot.mouseClick(summary.watch_button, Qt.MouseButton.LeftButton)
    page = replay_page(qtbot, win)
    assert page.viewer is None and page.replay.last == page.replay.clamp(10_000)
    assert win.windowTitle() == "Card Table — replay of Moco!"
    click(qtbot, page, "last")
    qtbot.mouseClick(page.close_button, Qt.MouseButton.LeftButton)
    assert win.stack.currentWidget() is win.table
    assert win.windowTitle() == "Card Table — Moco!"


def test_a_damaged_file_is_explained_and_left_alone(qtbot: QtBot, own_home: Path) -> None:
    bad = own_home / "broken.json"
    own_home.mkdir(parents=True, exist_ok=True)
    bad.write_text('{"format": "cardtable-save"')
    win = open_window(qtbot, own_home)
    assert not win.replay_file(bad)
    assert str(bad) in win.last_notice
    assert win.replay_page is None
    assert bad.read_text() == '{"format": "cardtable-save"'


def test_a_game_waits_while_a_replay_is_watched(qtbot: QtBot, own_home: Path) -> None:
    path = SaveStore(own_home, sync=False).keep_finished(finished_match("moco", 2))
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moco", 2, ("human", "heuristic"), seed=3))
    wait_for_human(qtbot, win)
    listed = win.show_replays()
    texts = [listed.list.item(r).text() for r in range(listed.list.count())]
    assert "Finished games" in texts and "Saved games" in texts
    assert any(t.startswith("Your unfinished game · Moco!") for t in texts)
    listed.reject()
    assert win.replay_file(path)
    page = replay_page(qtbot, win)
    assert win.controller.session._paused
    qtbot.keyClick(win, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Game ▸ New game
    assert win.replay_page is None and win.stack.currentWidget() is win.start_screen
    assert not win.controller.session._paused
    assert page.parent() is None or not page.isVisible()
    win.controller.shutdown()
