"""The new-game form (players, seats, bot levels, names, options, deal code) and the settings
(kept in an isolated QSettings file), remembered between sessions."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
from cardtable.persistence.settings import Settings
from cardtable.session.dealcode import deal_code
from cardtable.ui.newgame import SetupForm
from cardtable.ui.paths import AppPaths
from cardtable.ui.settings_dialog import SettingsDialog
from cardtable.ui.setup import GameSetup, seat_choices, seat_meaning
from cardtable.ui.start import StartScreen
from cardtable.ui.window import MainWindow
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window


@pytest.mark.parametrize("game", list(GAMES))
def test_the_form_offers_the_games_counts_seats_and_options(qtbot: QtBot, game: str) -> None:
    form = SetupForm()
    qtbot.addWidget(form)
    form.set_game(game)
    info = GAMES[game]
    counts = [form.players.itemData(i) for i in range(form.players.count())]
    assert tuple(counts) == info.player_counts
    for n in counts:
        form.players.setCurrentIndex(form.players.findData(n))
        assert len(form.seat_boxes) == len(form.name_edits) == n
    kinds = [form.seat_boxes[0].itemData(i) for i in range(form.seat_boxes[0].count())]
    assert kinds == [k for k, _ in seat_choices()]
    assert {"random", "heuristic", "ismcts:easy", "ismcts:normal", "ismcts:hard"} <= set(kinds)
    # Every choice says what it is, and the box says what its current choice is.
    box = form.seat_boxes[0]
    tips = [box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())]
    assert all(tips) and len(set(tips)) == len(tips)
    box.setCurrentIndex(box.findData("ismcts:hard"))
    assert box.toolTip() == seat_meaning("ismcts:hard", game) == box.accessibleDescription()
    assert set(form.option_boxes) == {spec.name for spec in info.options}
    for spec in info.options:
        box = form.option_boxes[spec.name]
        assert box.currentData() == spec.default  # defaults preselected
        listed = [box.itemData(i) for i in range(box.count())]
        assert sorted(listed, key=str) == sorted(spec.choices, key=str)  # every choice, once
        assert form.option_notes[spec.name].text()  # what the value does
    setup = form.setup()
    assert setup.options == {spec.name: spec.default for spec in info.options}
    assert setup.seed is None


def test_the_seat_choices_speak_a_player_s_words_and_read_well_when_pointed_at(
    qtbot: QtBot,
) -> None:
    """The seat menu says "Bot · quick" and "Bot · hard", not the bots' technical names, and
    its lists paint the item under the pointer in the theme's colours (the default list drew
    pale text on a pale bar there)."""
    from PySide6.QtWidgets import QComboBox, QStyledItemDelegate

    form = SetupForm()
    qtbot.addWidget(form)
    form.set_game("mose")
    box = form.seat_boxes[1]
    words = [box.itemText(i) for i in range(box.count())]
    assert words == [
        "Human",
        "Bot · quick",
        "Bot · random moves",
        "Bot · easy",
        "Bot · normal",
        "Bot · hard",
    ]
    for combo in form.findChildren(QComboBox):
        assert isinstance(combo.itemDelegate(), QStyledItemDelegate), combo.accessibleName()


def test_the_form_says_what_each_chosen_bot_is_like_without_hovering(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Under the seats, one line for each kind of bot at the table, in the menu's order, and
    nothing for people: a player choosing "Bot · hard" by keyboard reads what hard is like."""
    form = SetupForm()
    qtbot.addWidget(form)
    form.set_game("moosehead")
    form.show()
    form.players.setCurrentIndex(form.players.findData(3))
    for box in form.seat_boxes[1:]:
        box.setCurrentIndex(box.findData("heuristic"))
    quick = ("Bot · quick", seat_meaning("heuristic", "moosehead"))
    assert form.bot_notes.isVisible() and form.bot_descriptions() == [quick]
    box = form.seat_boxes[2]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_End)  # the last choice of the menu: hard
    assert box.currentData() == "ismcts:hard"
    hard = ("Bot · hard", seat_meaning("ismcts:hard", "moosehead"))
    assert form.bot_descriptions() == [quick, hard]
    assert hard[1].startswith("The strongest bot")
    # In the window every description is as tall as its wrapped lines. (Under X the form's
    # scroll area once cut a third line off; the offscreen platform lays the form out in another
    # order and never showed that, so this holds the property, and the screenshot under Xvfb
    # was the check of the fix.)
    from PySide6.QtWidgets import QLabel

    win = open_window(qtbot, tmp_path)
    screen = win.start_screen
    screen.select_game("moosehead")
    boxes = screen.form.seat_boxes
    boxes[1].setCurrentIndex(boxes[1].findData("heuristic"))
    boxes[2].setCurrentIndex(boxes[2].findData("ismcts:hard"))
    win.resize(1000, 700)
    notes = [w for w in screen.form.bot_notes.findChildren(QLabel) if w.objectName() == "botNote"]
    assert len(notes) == 2
    qtbot.waitUntil(lambda: all(n.height() >= n.heightForWidth(n.width()) for n in notes))
    assert notes[1].heightForWidth(notes[1].width()) > 1.5 * notes[1].fontMetrics().height()
    for box in form.seat_boxes[1:]:
        box.setCurrentIndex(box.findData("human"))
    assert form.bot_notes.isHidden()


def test_a_first_window_fits_a_small_screen() -> None:
    """With no size saved yet the window opens at 1366 x 768 where that fits, and inside the
    free area of a smaller screen (a 1280 x 800 laptop), centred, never cut off."""
    from PySide6.QtCore import QRect

    from cardtable.ui.settings_store import first_geometry

    big = QRect(0, 0, 1920, 1080)
    assert first_geometry(big).size().toTuple() == (1366, 768)
    assert first_geometry(big).center() == big.center()
    laptop = QRect(0, 27, 1280, 773)  # a top panel takes 27 pixels
    placed = first_geometry(laptop)
    assert laptop.contains(placed) and placed.width() < 1280 and placed.height() < 773


def test_a_level_added_to_the_catalogue_is_offered_and_chosen(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new bot level is one entry of the catalogue: the new-game form and the host dialog
    offer it, with its words, and a seat chosen with it by keyboard sits that bot down."""
    from cardtable.ai import levels
    from cardtable.ai.levels import Level, searching
    from cardtable.ui.netdialogs import HostDialog

    fake = searching(
        Level("fake", iterations=6, max_seconds=5.0, horizon=6, heuristic_share=0.8),
        "Bot · fake",
        "A bot only the tests know.",
    )
    monkeypatch.setattr(levels, "CATALOGUE", (*levels.CATALOGUE, fake))
    game = next(iter(GAMES))
    form = SetupForm()
    qtbot.addWidget(form)
    form.set_game(game)
    box = form.seat_boxes[1]
    last = box.count() - 1
    assert (box.itemData(last), box.itemText(last)) == ("ismcts:fake", "Bot · fake")
    assert box.itemData(last, Qt.ItemDataRole.ToolTipRole) == "A bot only the tests know."
    form.show()
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_End)
    assert box.currentData() == "ismcts:fake" and box.toolTip() == "A bot only the tests know."
    setup = form.setup()
    assert setup.seats[1] == "ismcts:fake"
    assert setup.build().seats[1].bot == "ismcts:fake"
    host = HostDialog()
    qtbot.addWidget(host)
    offered = [host.seat_boxes[0].itemData(i) for i in range(host.seat_boxes[0].count())]
    assert offered[-1] == "ismcts:fake" and "human" not in offered


def test_names_bots_and_a_deal_code(qtbot: QtBot) -> None:
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.select_game("moxie")
    form = screen.form
    form.players.setCurrentIndex(form.players.findData(3))
    form.seat_boxes[1].setCurrentIndex(form.seat_boxes[1].findData("ismcts:hard"))
    form.seat_boxes[2].setCurrentIndex(form.seat_boxes[2].findData("human"))
    assert form.name_edits[1].placeholderText() == "Ada"  # the bot's default name
    assert form.name_edits[2].placeholderText() == "Player 2"
    form.name_edits[0].setText("Ann")
    form.option_boxes["limit"].setCurrentIndex(1)
    code = deal_code(424242)
    qtbot.keyClicks(form.code, code.lower())
    assert form.code_deal.isChecked()
    with qtbot.waitSignal(screen.start) as started:
        qtbot.mouseClick(screen.play, Qt.MouseButton.LeftButton)
    setup: GameSetup = started.args[0]
    assert setup.seats == ("human", "ismcts:hard", "human") and setup.seed == 424242
    assert setup.options["limit"] == "fixed_limit"
    specs = setup.seat_specs()
    assert [s.name for s in specs] == ["Ann", "Ada", "Player 2"] and specs[1].bot == "ismcts:hard"
    # The same code deals the same cards.
    one, two = setup.build(), setup.build()
    one.resolve_chance()
    two.resolve_chance()
    assert one.state == two.state
    # A code that cannot be read says why and starts nothing.
    form.code.setText("7KQ2-U9M")
    with qtbot.assertNotEmitted(screen.start):
        qtbot.mouseClick(screen.play, Qt.MouseButton.LeftButton)
    assert not form.error.isHidden() and "Deal code" in form.error.text()


def test_settings_and_the_last_setup_are_remembered(qtbot: QtBot, own_home: Path) -> None:
    first = MainWindow(paths=AppPaths.under(own_home))
    qtbot.addWidget(first)
    first.show()
    first.resize(1200, 700)
    dialog = SettingsDialog(first.settings, first.art.backs())
    qtbot.addWidget(dialog)
    dialog.animation.setCurrentIndex(dialog.animation.findData("Fast"))
    dialog.pace.setCurrentIndex(dialog.pace.findData("Quick"))
    dialog.back.setCurrentIndex(dialog.back.findData("red"))
    dialog.four_colour.setChecked(True)
    dialog.side.setChecked(False)
    with qtbot.waitSignal(dialog.applied) as applied:
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    first.apply_settings(applied.args[0])
    assert first.art.back == "red" and first.art.four_colour
    assert first.controller.bot_delay_ms == 250 and first.table.animator.speed == 1.8
    assert not first.table.side.isVisibleTo(first.table)
    setup = GameSetup("mose", 3, ("human", "heuristic", "random"), {"decks": "2"}, None, ("Ann",))
    first.start_game(setup)
    wait_for_human(qtbot, first)
    first.close()
    assert (own_home / "settings.json").exists()

    second = MainWindow(paths=AppPaths.under(own_home))
    qtbot.addWidget(second)
    assert second.settings == Settings(
        "Fast", "Quick", "red", True, False, second.settings.last_setup
    )
    # The window's size comes back (its width clamped to the headless screen's 800 pixels,
    # frame included), not the default 1366 x 768.
    screen = second.screen().availableGeometry()
    assert second.height() == 700 and screen.width() - 4 <= second.width() <= 1200
    remembered = second.start_screen.setup()
    assert (remembered.game, remembered.players, remembered.seats) == (
        "mose",
        3,
        ("human", "heuristic", "random"),
    )
    assert remembered.options["decks"] == "2" and remembered.names[0] == "Ann"
    second.close()


def test_tests_never_touch_the_users_settings(own_home: Path) -> None:
    from cardtable.ui.paths import app_paths

    paths = app_paths()
    assert paths.data == own_home and paths.settings_file == own_home / "settings.json"
    assert paths.legacy_settings().fileName() == str(own_home / "settings.ini")


def test_a_watched_game_does_not_replace_the_set_up_or_the_autosave(
    qtbot: QtBot, own_home: Path
) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=1))
    wait_for_human(qtbot, win)
    remembered = win.settings.last_setup
    autosave = (own_home / "autosave.json").read_text("utf-8")
    win.start_game(GameSetup("moco", 2, ("heuristic", "heuristic"), seed=2))
    qtbot.waitUntil(lambda: len(win.controller.match.log) > 5, timeout=10_000)
    assert win.settings.last_setup == remembered
    assert (own_home / "autosave.json").read_text("utf-8") == autosave
    win.controller.shutdown()
