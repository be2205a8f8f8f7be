"""Saving and resuming: autosave after every action, resume in a new window, named saves, and
damaged or newer files kept and explained."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.session.match import SAVE_VERSION
from cardtable.ui.saves import OpenDialog, SaveAsDialog
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import PrivacyChecker, open_window, pass_and_play


def _settled(qtbot: QtBot, win: MainWindow) -> None:
    """Wait until a person must act (behind the privacy screen or not, or on a round's end)
    or the game is over."""
    controller = win.controller
    qtbot.waitUntil(
        lambda: (
            controller.match.is_over()
            or win.table.privacy.isVisible()
            or win.table.round_summary.isVisible()
            or controller.waiting_for_human()
        ),
        timeout=30_000,
    )


def test_quit_mid_game_and_resume_in_a_new_window(qtbot: QtBot, own_home: Path) -> None:
    """The whole story: set a game up for two people and a bot, play through the privacy
    screens, quit, start the app again and carry on from exactly the same position."""
    first = open_window(qtbot, own_home)
    first.show_start()
    screen = first.start_screen
    screen.select_game("mose")
    screen.players.setCurrentIndex(screen.players.findData(3))
    kinds = ("human", "human", "heuristic")
    for box, kind in zip(screen.seat_boxes, kinds, strict=True):
        box.setCurrentIndex(box.findData(kind))
    for edit, name in zip(screen.form.name_edits, ("Ann", "Ben", ""), strict=True):
        edit.setText(name)
    qtbot.mouseClick(screen.play, Qt.MouseButton.LeftButton)
    assert first.controller.match.names == ["Ann", "Ben", "Ada"]
    check = PrivacyChecker(first)
    pass_and_play(qtbot, first, check, max_moves=14, seed=1)
    _settled(qtbot, first)
    first.close()  # quit in the middle of the game
    quit_at = first.controller.match
    assert not quit_at.is_over() and len(quit_at.log) > 14
    saved = json.loads((own_home / "autosave.json").read_text("utf-8"))
    assert saved["actions"] == quit_at.to_json()["actions"]

    second = open_window(qtbot, own_home)  # the app starts again
    second.show_start()
    card = second.start_screen.resume_card
    assert card.isVisible() and "Mose" in second.start_screen.resume_text.text()
    qtbot.mouseClick(second.start_screen.resume_button, Qt.MouseButton.LeftButton)
    resumed = second.controller.match
    assert resumed.to_json() == quit_at.to_json()
    assert resumed.state == quit_at.state
    _settled(qtbot, second)
    # The next person is asked to take the device before anything private is shown.
    current = resumed.state.current_player
    privacy = second.table.privacy
    if not resumed.seats[current].is_bot:
        assert privacy.isVisible() and privacy.seat == current
    check = PrivacyChecker(second)
    moves = pass_and_play(qtbot, second, check, max_moves=4, seed=2)
    assert moves == 4 and check.covered >= 1
    second.controller.shutdown()


def test_every_action_is_autosaved_atomically(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    writes: list[int] = []
    real = win.saves.write_autosave

    def spy(match: object) -> object:
        writes.append(len(win.controller.match.log))
        return real(win.controller.match)

    win.saves.write_autosave = spy  # type: ignore[method-assign]
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=3))
    wait_for_human(qtbot, win)
    from tests.ui.driver import Driver

    driver = Driver(qtbot, win)
    for _ in range(3):
        driver.by_mouse(driver.choice())
        wait_for_human(qtbot, win)
    assert writes == sorted(set(writes)) and len(writes) >= 4
    assert writes[-1] == len(win.controller.match.log)
    assert [p.name for p in own_home.iterdir() if p.name.startswith(".")] == []  # no temp files
    win.controller.shutdown()


def test_a_damaged_autosave_is_kept_and_explained(qtbot: QtBot, own_home: Path) -> None:
    own_home.mkdir(parents=True)
    damaged = '{"format": "cardtable-save", "version"'
    path = own_home / "autosave.json"
    path.write_text(damaged, "utf-8")
    win = open_window(qtbot, own_home)
    win.show_start()
    assert not win.start_screen.resume_card.isVisible()
    assert "cannot be resumed" in win.last_notice and "damaged" in win.last_notice
    # Reading it changes nothing: the file stays where it is, as it is.
    assert str(path) in win.last_notice and path.read_text("utf-8") == damaged
    assert sorted(p.name for p in own_home.iterdir() if "autosave" in p.name) == ["autosave.json"]
    # A new game needs the autosave's place: the damaged file is set aside first, and said so.
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=1))
    wait_for_human(qtbot, win)
    [kept] = [p for p in own_home.iterdir() if p.name.startswith("autosave.damaged-")]
    assert str(kept) in win.last_notice
    assert kept.read_text("utf-8") == damaged
    win.controller.shutdown()


def test_a_newer_autosave_is_kept_and_explained(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=1))
    wait_for_human(qtbot, win)
    win.close()
    path = own_home / "autosave.json"
    data = json.loads(path.read_text("utf-8"))
    data["version"] = SAVE_VERSION + 1
    text = json.dumps(data)
    path.write_text(text, "utf-8")
    later = open_window(qtbot, own_home)
    later.show_start()
    assert "newer version of Card Table" in later.last_notice
    assert path.read_text("utf-8") == text
    later.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=2))
    wait_for_human(qtbot, later)
    [kept] = [p for p in own_home.iterdir() if p.name.startswith("autosave.newer-")]
    assert kept.read_text("utf-8") == text
    later.controller.shutdown()


def test_a_new_game_keeps_the_unfinished_one(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moco", 2, ("human", "heuristic"), seed=2))
    wait_for_human(qtbot, win)
    from tests.ui.driver import Driver

    driver = Driver(qtbot, win)
    driver.by_mouse(driver.choice())
    wait_for_human(qtbot, win)
    unfinished = win.controller.match.to_json()
    win.show_start()
    assert "still on the table" in win.start_screen.resume_text.text()
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=3))
    wait_for_human(qtbot, win)
    assert "kept as the saved game" in win.last_notice
    [info] = win.saves.list_saves()
    assert info.name.startswith("Unfinished Moco!")
    assert info.path.name.startswith("unfinished moco ")
    assert win.saves.load(info.path).to_json() == unfinished
    win.controller.shutdown()


def test_save_as_and_open(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("mose", 2, ("human", "heuristic"), seed=5))
    wait_for_human(qtbot, win)
    win.save_as()
    dialog = next(d for d in win._dialogs if isinstance(d, SaveAsDialog))
    dialog.name.setText("Evening game")
    dialog.chosen.emit(dialog.name.text())
    assert (win.saves.saves_dir / "Evening game.json").exists()
    assert "Evening game" in win.last_notice
    # Saving again under the same name asks first (a second press replaces it).
    win.save_as()
    again = [d for d in win._dialogs if isinstance(d, SaveAsDialog)][-1]
    again.chosen.emit("Evening game")
    assert "exists" in again.error.text() and again.isVisible()
    saved = win.controller.match.to_json()
    # A damaged file in the saves is listed with its reason and cannot be opened.
    (win.saves.saves_dir / "Broken.json").write_text("{", "utf-8")
    opener = win.open_saves()
    assert isinstance(opener, OpenDialog)
    texts = [opener.list.item(r).text() for r in range(opener.list.count())]
    assert texts[0].startswith("Evening game") and texts[-1].startswith("⚠ Broken")
    opener.list.setCurrentRow(len(texts) - 1)
    assert not opener.open_button.isEnabled() and not opener.delete_button.isEnabled()
    assert "damaged" in opener.detail.text() and "kept unchanged" in opener.detail.text()
    opener.list.setCurrentRow(0)
    assert "Mose" in opener.detail.text()
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=6))
    wait_for_human(qtbot, win)
    qtbot.mouseClick(opener.open_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert win.controller.match.to_json() == saved
    assert (win.saves.saves_dir / "Broken.json").read_text("utf-8") == "{"
    win.controller.shutdown()
