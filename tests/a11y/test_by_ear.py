"""What a screen reader is told at the table, checked with Qt alone (no AT-SPI bus): the events
the accessible tree sends, where the keyboard focus goes after a move, and the spoken notes
(cardtable.ui.a11y) that Orca 43 speaks wherever the focus is."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleStateChangeEvent
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from cardtable.ui import a11y
from cardtable.ui.items import CardItem
from cardtable.ui.setup import GameSetup
from cardtable.ui.speech import money
from cardtable.ui.window import MainWindow
from tests.ui.helpers import wait_for_human
from tests.ui.session_helpers import open_window


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[QAccessibleEvent]]:
    """The accessibility events the app sends, as if a screen reader were listening."""
    events: list[QAccessibleEvent] = []
    real = QAccessible.updateAccessibility

    def record(event: QAccessibleEvent) -> None:
        events.append(event)
        real(event)

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))
    yield events


def _table(qtbot: QtBot, tmp_path: Path, game: str, seed: int) -> MainWindow:
    win = open_window(qtbot, tmp_path / "home")
    win.start_game(GameSetup(game, 2, ("human", "heuristic"), seed=seed))
    wait_for_human(qtbot, win)
    win.activateWindow()
    win.table.view.setFocus()
    qtbot.waitUntil(win.table.view.hasFocus)
    # What came before the window was active is spoken a moment after it is.
    qtbot.waitUntil(lambda: not win.table.status_line.holding)
    return win


def _hand(win: MainWindow) -> list[CardItem]:
    snap = win.controller.snapshot()
    return win.table.scene.display_order(f"hand:{snap.viewer}")


def test_space_sends_the_selected_state_of_the_focused_card(
    qtbot: QtBot, tmp_path: Path, sent: list[QAccessibleEvent]
) -> None:
    win = _table(qtbot, tmp_path, "mose", 3)
    view = win.table.view
    qtbot.keyClick(view, Qt.Key.Key_Right)
    focus = win.table.gestures.focus
    assert isinstance(focus, CardItem)
    sent.clear()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert focus in win.table.gestures.selection
    changes = [e for e in sent if isinstance(e, QAccessibleStateChangeEvent)]
    assert changes and changes[-1].changedStates().selected
    node = changes[-1].accessibleInterface()
    assert node.text(QAccessible.Text.Name) == focus.known.long_name
    assert node.state().selected and node.state().focused
    sent.clear()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    changes = [e for e in sent if isinstance(e, QAccessibleStateChangeEvent)]
    assert changes and not changes[-1].accessibleInterface().state().selected
    win.controller.shutdown()


def test_the_focus_stays_in_the_hand_on_the_played_cards_neighbour(
    qtbot: QtBot, tmp_path: Path
) -> None:
    win = _table(qtbot, tmp_path, "moosehead", 11)
    view, gestures = win.table.view, win.table.gestures
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    before = _hand(win)
    played = gestures.focus
    assert isinstance(played, CardItem) and played in before
    index = before.index(played)
    serial = win.controller.snapshot().serial
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.controller.snapshot().serial > serial)
    wait_for_human(qtbot, win)
    after = _hand(win)
    assert played not in after
    focus = gestures.focus
    assert focus in after, "the focus left the hand with the card"
    assert after.index(focus) == min(index, len(after) - 1)
    win.controller.shutdown()


def test_table_events_are_spoken_notes_on_linux(
    qtbot: QtBot, tmp_path: Path, sent: list[QAccessibleEvent], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each event shows a note with the notification role (Orca 43 speaks it wherever the focus
    is); no announcement besides, which a newer Orca would speak a second time."""
    monkeypatch.delenv("CARDTABLE_SPEECH", raising=False)
    monkeypatch.setattr(a11y.sys, "platform", "linux")
    win = _table(qtbot, tmp_path, "moosehead", 11)
    sent.clear()
    win.table.status_line.announce("Ada plays Six of Clubs: count 15. Your turn.")
    assert not any(e.type() == QAccessible.Event.Announcement for e in sent)
    (first,) = [n for n in win.findChildren(a11y.SpokenNote) if n.isVisible()]
    note = QAccessible.queryAccessibleInterface(first)
    assert note.role() == QAccessible.Role.Notification
    assert note.text(QAccessible.Text.Name) == "Ada plays Six of Clubs: count 15. Your turn."
    assert first.width() == 0 and first.height() == 0 and first.window() is win
    # The next note is another object (a reader asks for the text a moment after the note
    # shows): the first keeps its text, and only the newest shows.
    win.table.status_line.announce("The count would be 33, over 30.", assertive=True)
    (second,) = [n for n in win.findChildren(a11y.SpokenNote) if n.isVisible()]
    assert second is not first and not first.isVisible()
    assert note.text(QAccessible.Text.Name).startswith("Ada plays")
    assert QAccessible.queryAccessibleInterface(second).text(QAccessible.Text.Name) == (
        "The count would be 33, over 30."
    )
    win.controller.shutdown()


def test_the_first_moves_are_spoken_once_the_window_is_active(
    qtbot: QtBot, tmp_path: Path, sent: list[QAccessibleEvent], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game's first moves come while its window opens, before a screen reader follows it:
    they are held, and spoken together (in order) once the window is active."""
    monkeypatch.setenv("CARDTABLE_SPEECH", "announce")
    win = open_window(qtbot, tmp_path / "home")
    line = win.table.status_line
    line._was_active = False  # a window not active yet
    win.isActiveWindow = lambda: False  # type: ignore[method-assign]
    win.start_game(GameSetup("moxie", 2, ("human", "heuristic"), seed=5))
    wait_for_human(qtbot, win)
    assert line.holding
    assert not [e for e in sent if e.type() == QAccessible.Event.Announcement]
    del win.isActiveWindow
    QApplication.sendEvent(win, QEvent(QEvent.Type.WindowActivate))
    qtbot.waitUntil(lambda: not line.holding)
    told = [e for e in sent if e.type() == QAccessible.Event.Announcement]
    (first,) = told[:1]
    text = first.message()
    assert "Ada posts the blind" in text and text.endswith("Your turn: C calls 1 silver.")
    win.controller.shutdown()


def test_announcements_with_cardtable_speech_announce(
    qtbot: QtBot, tmp_path: Path, sent: list[QAccessibleEvent], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CARDTABLE_SPEECH", "announce")
    win = _table(qtbot, tmp_path, "moosehead", 11)
    sent.clear()
    win.table.status_line.announce("Ada plays Six of Clubs.")
    kinds = [e.type() for e in sent]
    assert QAccessible.Event.Announcement in kinds
    assert not win.findChildren(a11y.SpokenNote)
    win.controller.shutdown()


def test_a_moxie_amount_in_three_keys(qtbot: QtBot, tmp_path: Path) -> None:
    """Shift and the verb's key put the keyboard in the amount box, its text selected; the
    amount is typed and Enter (or the verb's key) makes the move."""
    win = open_window(qtbot, tmp_path / "home")
    win.start_game(GameSetup("moxie", 2, ("human", "heuristic"), seed=5))
    wait_for_human(qtbot, win)
    win.activateWindow()
    bar = win.table.actions_bar
    qtbot.waitUntil(lambda: bool(bar.amounts))
    control = bar.amounts[0]
    key = control.button.property("key")
    assert key in ("B", "R")
    win.table.view.setFocus()
    qtbot.waitUntil(win.table.view.hasFocus)
    qtbot.keyClick(win.table.view, key, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(control.spin.hasFocus)
    amount = 50 if control.spin.minimum() <= 50 <= control.spin.maximum() else control.amounts[0]
    text = control.spin.shown(amount)
    assert text == "5s" or amount != 50
    serial = win.controller.snapshot().serial
    qtbot.keyClicks(control.spin.lineEdit(), text)
    qtbot.keyClick(control.spin, key)  # the verb's key, in the box, makes the move
    qtbot.waitUntil(lambda: win.controller.snapshot().serial > serial)
    said = " ".join(win.table.status_line.history[-3:])
    assert re.search(rf"You (bet|raise by) {money(amount)}\b", said), said
    win.controller.shutdown()


def test_a_moxie_bet_typed_at_the_table_in_three_keys(qtbot: QtBot, tmp_path: Path) -> None:
    """A digit typed at the table starts the amount in the box: "5", "s", Enter bets 5 silver
    (three keys), whatever had the focus on the table."""
    win = open_window(qtbot, tmp_path / "home")
    win.start_game(GameSetup("moxie", 2, ("human", "heuristic"), seed=5))
    wait_for_human(qtbot, win)
    win.activateWindow()
    bar = win.table.actions_bar
    qtbot.waitUntil(lambda: bool(bar.amounts))
    control = bar.amounts[0]
    low, high = control.spin.minimum(), control.spin.maximum()
    amount = next(a for a in (50, 20, 100, 30) if low <= a <= high)
    typed = control.spin.shown(amount)
    win.table.view.setFocus()
    qtbot.waitUntil(win.table.view.hasFocus)
    serial = win.controller.snapshot().serial
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, typed[0])  # the first key, on the table
    qtbot.waitUntil(control.spin.hasFocus)
    qtbot.keyClicks(control.spin.lineEdit(), typed[1:])
    qtbot.keyClick(control.spin, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: win.controller.snapshot().serial > serial)
    said = " ".join(win.table.status_line.history[-3:])
    assert re.search(rf"You (bet|raise by) {money(amount)}\b", said), said
    assert len(typed) + 1 <= 3 or amount != 50
    win.controller.shutdown()


def test_a_reader_asking_for_new_objects_while_told_of_changes(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A screen reader answers the change events by asking for objects, and the tree makes them
    then: telling the changes must not trip over its own new objects (it raised "dictionary
    changed size during iteration")."""
    win = _table(qtbot, tmp_path, "moosehead", 11)
    tree = win.table.tree
    tree.refresh()
    seen = [k for k in tree.data if k.startswith("card:")][:3]
    for key in seen:  # the objects a reader has seen, one since renamed
        tree.node(key)
    tree._nodes[seen[0]]._data = dataclasses.replace(tree.data[seen[0]], name="Old name")
    real = QAccessible.updateAccessibility
    asked: list[str] = []

    def reader(event: QAccessibleEvent) -> None:
        for key in list(tree.data):  # the reader looks the table over again
            if key not in tree._nodes:
                asked.append(key)
                tree.node(key)
        real(event)

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(reader))
    tree._dirty = True
    tree.refresh()
    assert asked
    win.controller.shutdown()


def test_tab_leaves_the_score_sheet_and_the_history_has_a_caret(
    qtbot: QtBot, tmp_path: Path
) -> None:
    win = _table(qtbot, tmp_path, "moosehead", 11)
    sheet = win.table.score_panel.table
    if not sheet.isVisible():
        qtbot.keyClick(win, Qt.Key.Key_F9)
        qtbot.waitUntil(sheet.isVisible)
    sheet.setFocus()
    qtbot.waitUntil(sheet.hasFocus)
    qtbot.keyClick(sheet, Qt.Key.Key_Tab)
    assert not sheet.hasFocus(), "Tab stayed in the score sheet"
    sheet.setFocus()
    qtbot.waitUntil(sheet.hasFocus)
    qtbot.keyClick(sheet, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert not sheet.hasFocus(), "Shift+Tab stayed in the score sheet"
    dialog = win.show_hand_history()
    body = dialog.body
    body.setFocus()
    qtbot.waitUntil(body.hasFocus)
    assert body.textCursor().blockNumber() == 0
    qtbot.keyClick(body, Qt.Key.Key_Down)
    qtbot.keyClick(body, Qt.Key.Key_Down)
    assert body.textCursor().blockNumber() == 2, "no caret for the arrows in the history"
    qtbot.keyClick(body, Qt.Key.Key_Tab)
    assert not body.hasFocus()
    dialog.close()
    win.controller.shutdown()


def test_arrows_in_a_closed_combo_box_say_the_choice(
    qtbot: QtBot, tmp_path: Path, sent: list[QAccessibleEvent], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CARDTABLE_SPEECH", raising=False)
    monkeypatch.setattr(a11y.sys, "platform", "linux")
    win = open_window(qtbot, tmp_path / "home")
    win.activateWindow()
    box = next(b for b in win.findChildren(QComboBox) if b.isVisible() and b.count() > 2)
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    before = box.currentIndex()
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentIndex() != before
    shown = [n for n in win.findChildren(a11y.SpokenNote) if n.isVisible()]
    assert [n.said for n in shown] == [box.currentText()]


def test_the_number_of_players_changes_few_objects_and_is_said(
    qtbot: QtBot, tmp_path: Path, sent: list[QAccessibleEvent], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Orca 43 drops a spoken note when over 50 events wait (issue 61: the seats built anew
    for each number of players drowned it): the seats shown stay as they are, and a change,
    even from the fewest players to the most, only shows or hides rows (what Orca hears is
    in tests/a11y/test_orca.py)."""
    monkeypatch.delenv("CARDTABLE_SPEECH", raising=False)
    monkeypatch.setattr(a11y.sys, "platform", "linux")
    win = open_window(qtbot, tmp_path / "home")
    win.activateWindow()
    start = win.start_screen
    start.select_game("mose")  # 2 to 12 players
    box = start.players
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    seats = list(start.seat_boxes)
    for key, count in ((Qt.Key.Key_Down, 5), (Qt.Key.Key_End, 12), (Qt.Key.Key_Home, 2)):
        sent.clear()
        qtbot.keyClick(box, key)
        assert start.player_count() == count
        assert len(start.seat_boxes) == count
        shown = [n for n in win.findChildren(a11y.SpokenNote) if n.isVisible()]
        assert [n.said for n in shown] == [str(count)]
    assert start.seat_boxes == seats[:2], "the seats kept were built anew"
    assert [b.isVisible() for b in start.form._rows[0]] == [True] * 3
    assert not any(w.isVisible() for row in start.form._rows[2:] for w in row)


def test_the_side_panels_tabs_say_nothing_until_the_table_shows(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The table page is built behind the start screen; Orca 43 took its score sheet's tab,
    selected as it was built, for the focus and said "Scores page tab" (issue 61). Until the
    page shows, its tab bar has no states (Orca ignores such an object's events); then it is
    a tab bar like any, its pages reachable."""
    win = open_window(qtbot, tmp_path / "home")
    bar = win.table.side.tabBar()
    assert not bar.isVisible()
    node = QAccessible.queryAccessibleInterface(bar)
    assert node.state().disabled and not node.state().focusable
    win.start_game(GameSetup("moosehead", 2, ("human", "heuristic"), seed=11))
    wait_for_human(qtbot, win)
    if not win.table.side.isVisible():
        qtbot.keyClick(win, Qt.Key.Key_F9)
    qtbot.waitUntil(bar.isVisible)
    node = QAccessible.queryAccessibleInterface(bar)
    assert not node.state().disabled and node.state().focusable
    assert bar.focusPolicy() != Qt.FocusPolicy.NoFocus
    win.controller.shutdown()


def test_a_hand_emptied_under_the_focus_leaves_it_on_the_table_and_says_why(
    qtbot: QtBot, tmp_path: Path, sent: list[QAccessibleEvent]
) -> None:
    """Moxie with three: with a card of the hand focused, the player folds (F) and the hand goes
    while the others play on. The focus goes to the table panel (a focus event for it: a screen
    reader was left on a card that no longer exists) and the player hears why, after the fold."""
    win = open_window(qtbot, tmp_path / "home")
    win.start_game(GameSetup("moxie", 3, ("human", "heuristic", "heuristic"), seed=1))
    wait_for_human(qtbot, win)
    win.activateWindow()
    view = win.table.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.waitUntil(lambda: not win.table.status_line.holding)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert isinstance(win.table.gestures.focus, CardItem)
    sent.clear()
    serial = win.controller.snapshot().serial
    qtbot.keyClick(view, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: win.controller.snapshot().serial > serial)
    said = win.table.status_line.history
    qtbot.waitUntil(lambda: any("hand is empty" in t for t in said))
    assert win.table.gestures.focus is None and view.hasFocus()
    focus = [e for e in sent if e.type() == QAccessible.Event.Focus]
    assert focus and focus[-1].object() is view, "the reader was left on a card that went"
    fold = next(i for i, t in enumerate(said) if t.startswith("You fold"))
    empty = next(i for i, t in enumerate(said) if "hand is empty" in t)
    assert fold < empty, said  # the move first, then why the focus moved
    win.controller.shutdown()


def test_ctrl_tab_turns_the_side_panels_pages_and_neither_traps_the_keyboard(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Ctrl+Tab in the score sheet turns to the move log and back, as a tab widget's pages do
    (the log kept Tab, Shift+Tab and Ctrl+Tab: the score sheet's Ctrl+Tab led into a trap)."""
    win = _table(qtbot, tmp_path, "moosehead", 11)
    side, sheet, log = win.table.side, win.table.score_panel.table, win.table.log_view
    if not side.isVisible():
        qtbot.keyClick(win, Qt.Key.Key_F9)
        qtbot.waitUntil(side.isVisible)
    side.setCurrentIndex(0)
    sheet.setFocus()
    qtbot.waitUntil(sheet.hasFocus)
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(sheet, Qt.Key.Key_Tab, ctrl)
    assert side.currentWidget() is log and log.hasFocus()
    qtbot.keyClick(log, Qt.Key.Key_Tab, ctrl)
    assert side.currentIndex() == 0 and not log.hasFocus(), "Ctrl+Tab stayed in the log"
    for key, mods in ((Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
                      (Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)):  # fmt: skip
        side.setCurrentIndex(1)
        log.setFocus()
        qtbot.waitUntil(log.hasFocus)
        qtbot.keyClick(log, key, mods)
        assert not log.hasFocus(), f"{key.name} stayed in the move log"
    win.controller.shutdown()


def test_a_moves_letter_that_does_nothing_says_why(
    qtbot: QtBot, tmp_path: Path, sent: list[QAccessibleEvent]
) -> None:
    """P (pass) at the table when passing is no move: the player hears that it does nothing and
    the keys that do; a letter that makes a move says nothing of its own (the move is heard)."""
    win = _table(qtbot, tmp_path, "moosehead", 11)
    view = win.table.view
    assert not any(a.verb == "pass" for a in win.controller.snapshot().legal)
    before = len(win.table.status_line.history)
    qtbot.keyClick(view, Qt.Key.Key_P)
    said = win.table.status_line.history[before:]
    assert said == ["P is not a move now; your keys: Enter on a card"], said
    win.controller.shutdown()


def test_housekeeping_is_left_out_of_speech_and_the_log_keeps_it() -> None:
    """ "Shuffled 52 cards" and "The dealer gathers 10 cards" are in the move log, not said."""
    from cardtable.ui.speech import without_routine

    line = "You deal first; Hand 1; Shuffled 52 cards; The dealer deals 10 cards"
    assert without_routine(line) == "You deal first; Hand 1; The dealer deals 10 cards"
    assert without_routine("Ada plays 4♦; The dealer gathers 10 cards; Hand 2") == (
        "Ada plays 4♦; Hand 2"
    )
    assert without_routine("Shuffled 25 cards") == ""


def test_moxie_words_agree_with_you() -> None:
    """Said of the player: "You call 7s, all in" (not "and is all in"), "You have no money
    left, out of the game", "best hand, ahead of you" (not "over You's")."""
    from cardtable.engine.events import Message, subject
    from cardtable.games.moxie import words
    from cardtable.games.moxie.scoring import showdown_notes

    assert subject("You", words.put("bets", 70, 0, 70, True)) == "You bet 7s, all in"
    gone = Message("has no money left, out of the game", 0)
    assert gone.describe(["You", "Ada"]) == "You have no money left, out of the game"
    notes = showdown_notes({0: (3, 4), 1: (5, 5)}, 9, False, ["You", "Ada"])
    assert "ahead of you:" in notes[1] and "You's" not in notes[1], notes


def test_a_mose_hand_is_read_by_suit_as_it_lies_with_its_wild_cards_said(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Y reads a Mose hand grouped by suit, in the order the arrow keys take, and says which
    cards are wild."""
    win = _table(qtbot, tmp_path, "mose", 1)
    snap = win.controller.snapshot()
    hand = [it.known for it in _hand(win) if it.known is not None]
    before = len(win.table.status_line.history)
    qtbot.keyClick(win.table.view, Qt.Key.Key_Y)
    said = win.table.status_line.history[before:][-1]
    assert said.startswith(f"Your hand, {len(hand)} cards, by suit: "), said
    groups = said.split(": ", 1)[1].rstrip(".").split("; ")
    suits = [g.split(": ")[0] for g in groups]
    assert len(suits) == len(set(suits)) and len(suits) > 1, said
    # The groups in the order the cards lie, each card once.
    lying = [c.long_name.split(" of ")[1] for c in hand]
    assert suits == list(dict.fromkeys(lying)), (suits, lying)
    assert sum(len(g.split(": ")[1].split(", ")) for g in groups) == len(hand)
    wild = snap.observation.values["wild_rank"]
    wilds = [c for c in hand if c.rank == wild]
    assert wilds and said.count("(wild)") == len(wilds), said
    win.controller.shutdown()
