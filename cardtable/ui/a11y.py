"""Accessibility helpers: a live status line that screen readers announce, and accessible names.

Table events (a card played, whose turn it is, the score) are written to an :class:`Announcer`,
a label whose text changes are sent to assistive technology with ``QAccessible`` events (a name
change and an alert), so they are read out as they happen. Card items on the table are not
widgets; the focused item's description goes to the announcer and the table view's accessible
description instead.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QWidget


def notify(widget: QWidget, event: QAccessible.Event) -> None:
    """Tell assistive technology that ``widget`` changed (does nothing when none listens)."""
    QAccessible.updateAccessibility(QAccessibleEvent(widget, event))


class Announcer(QLabel):
    """A status line read out on every change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcer")
        self.setAccessibleName("Table events")
        self.history: list[str] = []

    def announce(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        self.setText(text)
        self.setAccessibleDescription(text)
        self.history.append(text)
        del self.history[:-200]
        notify(self, QAccessible.Event.NameChanged)
        notify(self, QAccessible.Event.Alert)
