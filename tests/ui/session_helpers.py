"""Helpers for the session tests: windows with their own files, a privacy checker that compares
everything on screen with what the viewer may see, and a pass-and-play loop."""

from __future__ import annotations

import contextlib
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from cardtable.engine.cards import Card, card_from_code
from cardtable.engine.events import CardsMoved, Message
from cardtable.engine.zones import Seat
from cardtable.ui.items import CardItem
from cardtable.ui.paths import AppPaths
from cardtable.ui.speech import spoken
from cardtable.ui.window import MainWindow
from tests.ui.driver import Driver
from tests.ui.helpers import continue_round


def open_window(qtbot: QtBot, home: Path, speed: float = 0.0) -> MainWindow:
    """A main window keeping its files (saves, statistics, settings) under ``home``."""
    win = MainWindow(paths=AppPaths.under(home))
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.table.animator.speed = speed
    win.controller.bot_delay_ms = 0
    win.show()
    qtbot.waitExposed(win)
    return win


def shown_faces(win: MainWindow) -> Counter[Card]:
    """Every card face drawn on the table now (cards in flight included)."""
    faces: Counter[Card] = Counter()
    for items in win.table.scene.cards.values():
        for item in items:
            if isinstance(item, CardItem) and item.isVisible() and item.card is not None:
                faces[item.card] += 1
    return faces


def hidden_from(win: MainWindow, viewer: Seat | None) -> set[Card]:
    """Cards lying where ``viewer`` may not see them, and nowhere the viewer can."""
    state = win.controller.match.state
    visible = set(state.observation(viewer).visible_cards())
    everything = {c for cards in state.zones.values() for c in cards}
    return everything - visible


#: A card's long name ("Eight of Spades").
_NAME = r"(?:Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of \w+"
#: "(Two of Clubs as Eight of Spades)", "(Two of Clubs as Eight of Diamonds or Eight of
#: Clubs)": the cards a wild stands for, in a move's words.
_STANDS_FOR = re.compile(rf" as ({_NAME}(?:(?:, | or | and ){_NAME})*)")


def told_names(win: MainWindow, viewer: Seat | None) -> set[str]:
    """Long names of the cards the viewer has been told of: faces in the events of the move log
    as redacted for them, and what each wild in a public meld stands for, or stood for in a
    meld told of before (the status line may still say it after the round is gathered)."""
    match = win.controller.match
    names: set[str] = set()
    for _seat, events in match.redacted_log(viewer):
        for ev in events:
            if isinstance(ev, CardsMoved):
                names.update(c.long_name for c in ev.cards if c is not None)
            elif isinstance(ev, Message):
                for told in _STANDS_FOR.findall(spoken(ev.text)):
                    names.update(re.findall(_NAME, told))
    for zv in match.state.observation(viewer).zones:
        for code in zv.attrs.get("stands_for", ()) or ():
            # "7H", or a set's wild "7DC" (a 7 of diamonds or clubs): each card it may be.
            for suit in str(code)[1:]:
                with contextlib.suppress(ValueError, KeyError):
                    names.add(card_from_code(str(code)[0] + suit).long_name)
    return names


class PrivacyChecker:
    """Checks, whenever called, that the screen shows nothing the viewer may not see."""

    def __init__(self, win: MainWindow) -> None:
        self.win = win
        self.checks = 0
        self.covered = 0

    def __call__(self, *_: object) -> None:
        win = self.win
        controller = win.controller
        if not controller.has_match():
            return
        viewer = controller.viewer
        state = controller.match.state
        allowed = Counter(state.observation(viewer).visible_cards())
        shown = shown_faces(win)
        extra = shown - allowed
        assert not extra, (
            f"seat {viewer} is shown cards it may not see: {sorted(c.code for c in extra)}"
        )
        privacy = win.table.privacy
        if privacy.isVisible():
            self.covered += 1
            assert viewer is None, "the table is drawn for a player behind the privacy screen"
            page = win.table.rect()
            assert privacy.geometry().contains(page), "the privacy screen leaves a gap"
        # Names shared by a visible copy (two-deck games) may be spoken for that copy, and so
        # may cards the viewer has been shown (the move log as they may read it) and the cards
        # wilds stand for in melds on the table.
        seen_names = {c.long_name for c in allowed} | told_names(win, viewer)
        secret = {c for c in hidden_from(win, viewer) if c.long_name not in seen_names}
        texts = [
            win.table.status_line.text(),
            win.table.view.accessibleDescription(),
            win.statusBar().currentMessage(),
            win.table.actions_bar.prompt.text(),
            *(b.text() + " " + b.toolTip() for b in win.table.actions_bar.buttons),
        ]
        sheet = controller.snapshot().sheet
        if sheet is not None:
            texts.append(sheet.as_text())
        for text in texts:
            for card in secret:
                assert card.long_name not in text, f"{card.long_name} named in {text!r}"
        self.check_log(viewer)
        self.checks += 1

    def check_log(self, viewer: Seat | None) -> None:
        """No row of the move log tells a move the way only another seat may know it."""
        log = self.win.table.log
        match = self.win.controller.match
        names = match.names
        for row in range(log.rowCount()):
            line = log.line(row)
            entry = match.log[line.number - 1]
            public = [
                ev for ev in entry.events if isinstance(ev, CardsMoved) and ev.redact(viewer) == ev
            ]
            told = {ev.describe(names) for ev in public}
            shown = {c.label for ev in public for c in ev.cards if c is not None}
            phrases = line.text.split("; ")
            for ev in entry.events:
                if not isinstance(ev, CardsMoved) or ev in public:
                    continue
                secret = ev.describe(names)  # e.g. "Ben chooses a punch card: 5"
                if secret not in told:
                    assert secret not in phrases, f"log row {line.number} says {secret!r}"
                for c in ev.cards:
                    if c is not None and not c.label.isdigit() and c.label not in shown:
                        assert c.label not in line.text, f"row {line.number} names {c.label}"


def pass_and_play(
    qtbot: QtBot,
    win: MainWindow,
    check: Callable[[], None],
    max_moves: int = 400,
    seed: int = 0,
    before_move: Callable[[Driver], bool] | None = None,
) -> int:
    """Play the human seats through privacy screens (Show my cards, then a move by mouse) until
    the game ends or ``max_moves`` human moves; ``check`` runs at every stop. Returns the moves.

    ``before_move`` may act instead of the move (returning True to skip it)."""
    controller = win.controller
    privacy = win.table.privacy
    driver = Driver(qtbot, win, seed=seed)
    moves = 0

    def ready() -> bool:
        if controller.match.is_over() or privacy.isVisible() or controller.round_end:
            return True
        current = controller.match.state.current_player
        return controller.waiting_for_human() and controller.viewer == current

    while moves < max_moves:
        qtbot.waitUntil(ready, timeout=30_000)
        QApplication.processEvents()
        if controller.round_end is not None:
            continue_round(qtbot, win)
            continue
        check()
        if controller.match.is_over():
            break
        if privacy.isVisible():
            seat = privacy.seat
            qtbot.mouseClick(privacy.show_button, Qt.MouseButton.LeftButton)
            assert controller.viewer == seat and not privacy.isVisible()
            check()
            continue
        if before_move is not None and before_move(driver):
            continue
        action = driver.choice()
        before = len(controller.match.log)
        driver.by_mouse(action)
        assert len(controller.match.log) > before, f"{action} was not played"
        moves += 1
    return moves
