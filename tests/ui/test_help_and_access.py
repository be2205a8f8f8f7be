"""Rules help, score sheets on screen, and accessibility: names for everything, announced
events, keyboard reach."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from cardtable.games import GAMES
from cardtable.session.scoresheet import RowKind
from cardtable.ui.items import CardItem, SlotItem, TokenItem
from cardtable.ui.plates import PlateItem
from cardtable.ui.setup import GameSetup
from cardtable.ui.window import MainWindow
from tests.registry import each_game
from tests.ui.driver import Driver
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window


def _unnamed(root: QWidget) -> list[str]:
    """Visible controls under ``root`` that a screen reader could not name."""
    missing = []
    for w in root.findChildren(QWidget):
        if not w.isVisible() or not isinstance(
            w, QAbstractButton | QComboBox | QLineEdit | QAbstractItemView
        ):
            continue
        if isinstance(w, QHeaderView) or w.objectName().startswith("qt_"):
            continue  # parts of a named table (its headers, its corner)
        text = w.text() if isinstance(w, QAbstractButton) else ""
        if not (w.accessibleName() or text.strip()):
            missing.append(f"{type(w).__name__} {w.objectName()!r}")
    return missing


def test_rules_help_for_the_game_on_the_table(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("mose", 2, ("human", "heuristic"), seed=1))
    wait_for_human(qtbot, win)
    qtbot.keyClick(win, Qt.Key.Key_F1)
    rules = win._rules
    assert rules is not None and rules.isVisible() and rules.page() == "mose"
    page = rules.text.toHtml()
    for spec in GAMES["mose"].options:
        assert spec.label in page
    rules.show_page("app")
    assert "Undo" in rules.text.toPlainText() and "privacy screen" in rules.text.toPlainText()
    win.controller.shutdown()


@pytest.mark.parametrize(
    ("game", "players", "rows"),
    [
        (game, *case)
        for game, case in each_game(
            {"mose": (3, 14), "moco": (3, 4), "mor": (4, None)},
            lambda info: (min(3, info.player_counts[-1]), None),
        )
    ],
)
def test_the_score_sheet_beside_the_table(
    qtbot: QtBot, own_home: Path, game: str, players: int, rows: int | None
) -> None:
    win = open_window(qtbot, own_home)
    seats = ("human",) + ("heuristic",) * (players - 1)
    win.start_game(GameSetup(game, players, seats, seed=2))
    wait_for_human(qtbot, win)
    panel = win.table.score_panel
    sheet = panel.model.sheet
    assert sheet is not None and sheet == win.controller.snapshot().sheet
    if rows is not None:
        assert panel.model.rowCount() == rows
    assert panel.model.headerData(0, Qt.Orientation.Horizontal) == sheet.columns[0]
    total = panel.model.index(panel.model.rowCount() - 1, 0)
    assert sheet.rows[-1].kind is RowKind.TOTAL and panel.model.data(total) is not None
    assert panel.track.isVisibleTo(panel) == (sheet.track is not None)  # a race (Moosehead)
    if game == "mor":
        assert len(sheet.columns) == 2  # teams
    big = win.show_sheet_window()
    assert big.panel.model.sheet == sheet
    big.close()
    win.controller.shutdown()


def test_every_card_place_and_button_has_a_name(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.show_start()
    assert _unnamed(win.start_screen) == []
    for game in ("moco", "moxie"):
        players = 3
        win.start_game(GameSetup(game, players, ("human", "heuristic", "heuristic"), seed=3))
        wait_for_human(qtbot, win)
        scene = win.table.scene
        kinds = set()
        for item in scene.items():
            if isinstance(item, CardItem | SlotItem | TokenItem | PlateItem):
                kinds.add(type(item))
                name = scene.describe_item(item)
                assert name and "None" not in name, f"{type(item).__name__} has no name"
        assert kinds >= {CardItem, PlateItem}
        hand = scene.items_of("hand:0")
        assert all(", in your hand" in scene.describe_item(it) for it in hand)
        assert _unnamed(win.table) == []
        assert win.table.view.accessibleName() == "Card table"
        assert "your hand" in win.table.view.accessibleDescription().lower()
    win.controller.shutdown()


def test_table_events_are_announced(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 3, ("human", "heuristic", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    announcer = win.table.status_line
    heard = len(announcer.history)
    Driver(qtbot, win).by_mouse(Driver(qtbot, win).choice())
    wait_for_human(qtbot, win)
    said = announcer.history[heard:]
    assert any("You play" in s or "You pass" in s for s in said), said
    assert any(name in s for s in said for name in ("Ada", "Basil"))  # the bots' moves
    assert said[-1].endswith(("Your turn.", "Your turn: nothing can be played, P passes."))
    assert "count" in said[-1]  # Moosehead's running count is told with each move
    # Keyboard focus on the table moves the accessible focus to the card.
    win.table.view.setFocus()
    qtbot.keyClick(win.table.view, Qt.Key.Key_Right)
    assert win.table.status_line.text().endswith("in your hand")
    focus = QAccessible.queryAccessibleInterface(win.table.view).focusChild()
    assert focus is not None and focus.role() == QAccessible.Role.ListItem
    item = win.table.gestures.focus
    assert isinstance(item, CardItem) and item.known is not None
    assert focus.text(QAccessible.Text.Name) == item.known.long_name
    assert focus.state().focused
    win.controller.shutdown()


def _tree(iface: QAccessibleInterface, depth: int = 0) -> list[tuple[int, str, str]]:
    """(depth, role, name) for every object under ``iface``."""
    out = [(depth, iface.role().name, iface.text(QAccessible.Text.Name))]
    for i in range(iface.childCount()):
        child = iface.child(i)
        assert child is not None and child.parent() is not None
        assert iface.indexOfChild(child) == i
        out.extend(_tree(child, depth + 1))
    return out


@pytest.mark.parametrize("game", list(GAMES))
def test_the_table_is_a_tree_of_places_and_cards(qtbot: QtBot, own_home: Path, game: str) -> None:
    players = 4 if game == "mor" else 2
    seats = ("human",) + ("heuristic",) * (players - 1)
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup(game, players, seats, seed=5))
    wait_for_human(qtbot, win)
    root = QAccessible.queryAccessibleInterface(win.table.view)
    assert root.role() == QAccessible.Role.Pane and root.text(QAccessible.Text.Name) == "Card table"
    tree = _tree(root)
    names = [name for _, _, name in tree]
    hand = win.controller.match.observation(0).zone("hand:0")
    assert any(n.startswith(f"Your hand, {hand.count} card") for n in names), names
    for card in hand.known_cards():
        assert card.long_name in names
    # Each plate says the seat's score in the game's word for it ("score" when it has none).
    assert any(
        n.startswith("Ada") and any(w in n for w in ("points", "penalty", "purse", "score"))
        for n in names
    ), names
    # The others' cards are there, but only as face-down cards.
    seen = {c.long_name for c in win.controller.match.observation(0).visible_cards()}
    state = win.controller.match.state
    for seat in range(1, players):
        for card in state.observation(None).zone(f"hand:{seat}").cards:
            assert card is None
    hidden = [c for c in _hand_cards(win, players) if c.long_name not in seen]
    for card in hidden:
        assert card.long_name not in " ".join(names)
    assert "Face-down card" in names
    # The values a player keeps in mind; a game of its own distribution has at least its round.
    values = {
        "moosehead": "count",
        "mose": "wild rank",
        "moco": "pile values",
        "moxie": "pot",
        "mor": "round",
    }.get(game)
    # A game of its own distribution names at least its round (or hand) among the values.
    wanted = (values,) if values else ("round", "hand")
    assert any(w in n.lower() for n in names for w in wanted), names
    win.controller.shutdown()


def _hand_cards(win: MainWindow, players: int) -> list:
    full = win.controller.match.observation  # each seat's own view of its hand
    return [c for s in range(1, players) for c in full(s).zone(f"hand:{s}").known_cards()]


def test_card_objects_play_and_select(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    root = QAccessible.queryAccessibleInterface(win.table.view)
    hand = next(
        root.child(i)
        for i in range(root.childCount())
        if root.child(i).text(QAccessible.Text.Name).startswith("Your hand")
    )
    card = next(
        hand.child(i)
        for i in range(hand.childCount())
        if "can be played" in hand.child(i).text(QAccessible.Text.Description)
    )
    assert card.state().selectable and card.actionInterface() is not None
    assert card.actionInterface().actionNames() == ["Play", "Select"]
    name = card.text(QAccessible.Text.Name)
    card.actionInterface().doAction("Select")
    qtbot.waitUntil(lambda: card.state().selected)
    serial = win.controller.snapshot().serial
    card.actionInterface().doAction("Play")
    qtbot.waitUntil(lambda: win.controller.snapshot().serial > serial)
    assert any(f"You play {name}" in s for s in win.table.status_line.history)
    win.controller.shutdown()


def test_a_card_action_gives_the_table_the_keyboard(qtbot: QtBot, own_home: Path) -> None:
    """A screen reader's user may act on a card while the keyboard is elsewhere (on a button,
    say); the arrows and Enter that choose a place must then reach the table."""
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    win.activateWindow()
    button = next(b for b in win.table.actions_bar.findChildren(QPushButton) if b.isVisible())
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    root = QAccessible.queryAccessibleInterface(win.table.view)
    hand = next(
        root.child(i)
        for i in range(root.childCount())
        if root.child(i).text(QAccessible.Text.Name).startswith("Your hand")
    )
    hand.child(0).actionInterface().doAction("Select")
    qtbot.waitUntil(win.table.view.hasFocus)
    win.controller.shutdown()


def test_review_keys_speak_the_table(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("moxie", 3, ("human", "heuristic", "heuristic"), seed=2))
    wait_for_human(qtbot, win)
    win.table.view.setFocus()
    spoken = win.table.status_line.spoken
    heard: dict[str, str] = {}
    for key in ("S", "W", "G", "Y", "E"):
        qtbot.keyClick(win.table.view, key)
        text, assertive = spoken[-1]
        assert assertive
        heard[key] = text
    assert "pot" in heard["S"] and "Your purse" in heard["S"] and "2 face down" in heard["S"]
    assert "Your turn" in heard["W"] and "Ada" in heard["W"]
    assert "Pot in all" in heard["G"] and "blind" in heard["G"] and "round" in heard["G"]
    assert heard["Y"].startswith("Your hand, 2 cards")
    assert "▸" not in heard["E"]
    win.controller.shutdown()


def test_everything_is_reachable_by_keyboard(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.show_start()
    start = win.start_screen.games
    start.setFocus()
    reached: list[QWidget] = []
    widget: QWidget = start
    for _ in range(80):
        widget = widget.nextInFocusChain()
        if widget is start:
            break
        if widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            reached.append(widget)
    screen = win.start_screen
    wanted = [screen.play, screen.watch, screen.rules_button, screen.players, screen.form.code]
    wanted += screen.seat_boxes + screen.form.name_edits + list(screen.form.option_boxes.values())
    wanted += [screen.open_button, screen.stats_button]
    assert all(w in reached for w in wanted)
    # Menu commands have keys: new game, undo, save, open, rules, score sheet.
    keys = {a.shortcut().toString() for m in win.menuBar().actions() for a in m.menu().actions()}
    assert {"Ctrl+N", "Ctrl+Z", "Ctrl+S", "Ctrl+O", "F1", "F9", "F10", "Ctrl+R"} <= keys
    # The start screen starts a game with the keyboard alone.
    screen.play.setFocus()
    qtbot.keyClick(screen.play, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert win.stack.currentWidget() is win.table
    win.controller.shutdown()


def test_the_summary_is_keyboard_ready(qtbot: QtBot, own_home: Path) -> None:
    win: MainWindow = open_window(qtbot, own_home)
    win.start_game(GameSetup("moosehead", 2, ("heuristic", "heuristic"), seed=5))
    summary = win.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=30_000)
    assert summary.again_button.hasFocus()
    assert "Play again" in summary.accessibleDescription() or summary.title.text()
    qtbot.keyClick(summary, Qt.Key.Key_Escape)
    assert not summary.isVisible()
    win.controller.shutdown()


def test_the_new_game_form_is_read_seat_by_seat_in_order(qtbot: QtBot, own_home: Path) -> None:
    win = open_window(qtbot, own_home)
    win.show_start()
    screen = win.start_screen
    form = screen.form
    form.players.setCurrentIndex(form.players.findData(3))
    chain: list[QWidget] = []
    widget = screen.rules_button.nextInFocusChain()
    while widget is not screen.rules_button and len(chain) < 500:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and screen.isAncestorOf(widget):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    order = [chain.index(w) for w in form.tab_chain()[:7]]
    assert order == sorted(order)
    assert chain.index(form.seat_boxes[-1]) < chain.index(screen.play)
    assert chain.index(screen.watch) < chain.index(screen.play)
    # A combo box is named by its label on Linux: each seat's says which seat it is.
    for seat, box in enumerate(form.seat_boxes):
        label = next(lab for lab in form.findChildren(QLabel) if lab.buddy() is box)
        assert label.accessibleName() == f"Seat {seat + 1}"
        assert form.name_edits[seat].accessibleName() == f"Seat {seat + 1} name"


def test_the_prompt_says_what_the_cards_are_for_now(qtbot: QtBot, own_home: Path) -> None:
    """A newcomer to rummy who has drawn is told that a discard ends the turn; the prompt names
    moves made with the cards, not the ones the bar's buttons already name."""
    win = open_window(qtbot, own_home)
    win.start_game(GameSetup("mose", 2, ("human", "heuristic"), seed=4))
    wait_for_human(qtbot, win)
    bar = win.table.actions_bar
    assert bar.prompt.text() == "Your turn"  # drawing: the buttons say how
    draw = next(b for b in bar.buttons if b.text().startswith("Draw"))
    serial = win.controller.snapshot().serial
    qtbot.mouseClick(draw, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.controller.snapshot().serial > serial)
    wait_for_human(qtbot, win)
    assert bar.prompt.text().startswith("Your turn:")
    assert "discard" in bar.prompt.text()
    win.controller.shutdown()


def test_a_choice_offers_cancel_in_the_players_language(qtbot: QtBot) -> None:
    from cardtable.i18n import set_language
    from cardtable.ui.actionbar import ActionBar

    set_language("de")
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show_choice("?", [], lambda _a: None, lambda: None)
    assert [b.text() for b in bar.buttons] == ["Abbrechen"]
