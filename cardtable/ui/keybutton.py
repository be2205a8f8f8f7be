"""A push button pressed at once by its key, for the action bar."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton


class KeyButton(QPushButton):
    """A push button pressed at once by its shortcut (Qt's own shortcut handling waits for a
    short press animation). The key is the button's own shortcut, so screen readers tell it as
    the button's key binding."""

    def setText(self, text: str) -> None:
        super().setText(text)
        key = self.property("key")
        if key:  # Qt replaces the shortcut with the text's mnemonic
            self.setShortcut(QKeySequence(key))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Shortcut:
            if self.isEnabled():
                self.click()
            return True
        return super().event(event)
