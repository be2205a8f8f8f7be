"""Plays the human seat through the table's own input paths: mouse only, or keyboard only.

Which move to make is decided by a heuristic bot looking at the human's observation (so games
end in a sensible number of moves); how it is made is what is under test: drags, clicks and
buttons with the mouse, or arrows, Space, Enter and shortcut keys with the keyboard.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from cardtable.ai.agent import Agent, make_agent
from cardtable.engine.actions import Action
from cardtable.ui.actionbar import AmountControl
from cardtable.ui.items import CardItem, SlotItem, TokenItem
from cardtable.ui.window import MainWindow
from tests.ui.helpers import click, drag, grab_point, wait_for_human


class Driver:
    def __init__(self, qtbot: QtBot, win: MainWindow, seed: int = 0) -> None:
        self.qtbot = qtbot
        self.win = win
        self.rng = random.Random(seed)
        game = win.controller.match.info.id
        try:
            self.agent: Agent = make_agent("heuristic", game)
        except Exception:
            self.agent = make_agent("random", game)
        self.moves = 0

    # --- choosing --------------------------------------------------------------------------------

    def choice(self) -> Action:
        snap = self.win.controller.snapshot()
        assert snap.legal, "the human seat has nothing to do"
        return self.agent.choose(snap.observation, snap.legal, self.rng)

    def play_game(self, keyboard: bool, max_moves: int = 3000) -> None:
        controller = self.win.controller
        wait_for_human(self.qtbot, self.win)
        while not controller.match.is_over():
            assert self.moves < max_moves, "the game did not end"
            action = self.choice()
            before = len(controller.match.log)
            if keyboard:
                self.by_keyboard(action)
            else:
                self.by_mouse(action)
            log = controller.match.log
            toast = self.win.table.scene.toast_text()
            assert len(log) > before, f"{action} was not played ({toast!r})"
            done = (log[before].seat, log[before].action)
            assert done == (controller.viewer, action), f"played {done}, meant {action}"
            self.moves += 1
            wait_for_human(self.qtbot, self.win)

    # --- where things are ------------------------------------------------------------------------

    def items_for(self, action: Action) -> list[CardItem]:
        scene = self.win.table.scene
        items = []
        for card in action.cards:
            item = scene.card_item(card)
            assert item is not None, f"{card} is not on the table"
            items.append(item)
        return items

    def target_for(self, action: Action, source: str) -> str:
        targets = self.win.table.gestures.targets_for(action.cards, source)
        for target, actions in targets.items():
            if action in actions:
                return target
        raise AssertionError(f"no place on the table means {action}")

    def button_for(self, action: Action) -> QPushButton | AmountControl:
        bar = self.win.table.actions_bar
        for control in bar.amounts:
            if control.accepts(action):
                return control
        for button in bar.buttons:
            # A button says the move, or (under a prompt naming its kind) only its choice,
            # and then its accessible name says the move.
            if action.label in (button.text(), button.accessibleName()) and button.isVisible():
                return button
        raise AssertionError(f"no button for {action.label!r}: {[b.text() for b in bar.buttons]}")

    def answer_choice(self, action: Action, keyboard: bool) -> None:
        bar = self.win.table.actions_bar
        if not bar.in_choice():
            return
        labels = [b.text() for b in bar.buttons]
        # A choice is labelled as read beside the table (Mose's melds named by their cards).
        shown = action.label_on(self.win.controller.snapshot().observation)
        index = labels.index(shown if shown in labels else action.label)
        if keyboard:
            self.qtbot.keyClick(self.win, Qt.Key(Qt.Key.Key_1 + index))
        else:
            self.qtbot.mouseClick(bar.buttons[index], Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    # --- mouse -----------------------------------------------------------------------------------

    def by_mouse(self, action: Action) -> None:
        win, qtbot = self.win, self.qtbot
        gestures = win.table.gestures
        scene = win.table.scene
        if action.cards:
            items = self.items_for(action)
            source = items[0].zone
            try:
                target = self.target_for(action, source)
            except AssertionError:
                target = ""
            if target:
                if len(items) > 1:
                    for it in items:
                        click(qtbot, win, grab_point(it), Qt.KeyboardModifier.ControlModifier)
                    assert set(gestures.selection) == set(items)
                if target == scene.spec.table_target and target not in scene.slots:
                    to = QPointF(scene.width() * 0.75, scene.height() * 0.45)
                    if scene.zone_at(to) is not None:
                        to = QPointF(scene.width() * 0.97, scene.height() * 0.5)
                else:
                    to = scene.slots[target].rect.center()
                drag(qtbot, win, items[-1], to)
                self.answer_choice(action, keyboard=False)
                return
        # Chips and coins dragged onto their place, a zone click, or a button.
        for token in scene.tokens.values():
            if not token.isVisible() or not token.movable:
                continue
            for target, actions in gestures.targets_for((), token.zone).items():
                if action in actions and target in scene.slots:
                    drag(qtbot, win, token, scene.slots[target].rect.center())
                    self.answer_choice(action, keyboard=False)
                    return
        control = self.button_for(action)
        if isinstance(control, AmountControl):
            control.set_amount(getattr(action, control.field))
            qtbot.mouseClick(control.button, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(control, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    # --- keyboard --------------------------------------------------------------------------------

    def key(self, key: Qt.Key, widget: object | None = None) -> None:
        self.qtbot.keyClick(widget or self.win.table.view, key)
        QApplication.processEvents()

    def by_keyboard(self, action: Action) -> None:
        win = self.win
        view = win.table.view
        gestures = win.table.gestures
        view.setFocus()
        if action.cards and self._keyboard_cards(action):
            return
        control = self.button_for(action)
        if isinstance(control, AmountControl):
            amount = getattr(action, control.field)
            control.spin.setFocus()
            control.spin.selectAll()
            self.qtbot.keyClicks(control.spin, str(amount))
            self.key(Qt.Key.Key_Tab, control.spin)
            button = control.button
        else:
            button = control
        sequence = button.property("key")
        assert sequence, f"{button.text()} has no key"
        view.setFocus()
        keys = QKeySequence(sequence)
        self.qtbot.keyClick(win, keys[0].key(), keys[0].keyboardModifiers())
        QApplication.processEvents()
        del gestures

    def _keyboard_cards(self, action: Action) -> bool:
        gestures = self.win.table.gestures
        items = self.items_for(action)
        source = items[0].zone
        try:
            target = self.target_for(action, source)
        except AssertionError:
            return False
        self.key(Qt.Key.Key_Escape)
        if gestures.focus is None or not isinstance(gestures.focus, CardItem):
            self.key(Qt.Key.Key_Down)
        row = gestures.keys.card_row()
        for _ in range(len(row) + 1):
            focus = gestures.focus
            if focus in items and (len(items) == 1 or focus not in gestures.selection):
                break
            self.key(Qt.Key.Key_Right)
        if len(items) > 1:
            for it in items:
                for _ in range(len(row) + 1):
                    if gestures.focus is it:
                        break
                    self.key(Qt.Key.Key_Right)
                self.key(Qt.Key.Key_Space)
            assert set(gestures.selection) == set(items)
        assert gestures.focus in items
        self.key(Qt.Key.Key_Return)
        if self.win.table.actions_bar.in_choice():
            self.answer_choice(action, keyboard=True)
            return True
        focus = gestures.focus
        if isinstance(focus, SlotItem | TokenItem) and gestures.selection:
            places = gestures.keys.place_row()
            for _ in range(len(places) + 1):
                if isinstance(gestures.focus, SlotItem) and gestures.focus.zone == target:
                    break
                self.key(Qt.Key.Key_Right)
            self.key(Qt.Key.Key_Return)
            self.answer_choice(action, keyboard=True)
        return True
