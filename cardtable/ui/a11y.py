"""Accessibility helpers: announcements a screen reader speaks, and change notifications.

Table events (a card played, whose turn it is, a refusal) go through an :class:`Announcer`. It
shows the text in the status line and sends it to assistive technology as a
``QAccessibleAnnouncementEvent``, which Qt (6.8 and later) passes on over AT-SPI as an
``object:announcement`` that Orca speaks: politely (after what is being said) for table
events, assertively (at once) for refusals. The label's accessible name follows the text too,
for screen readers that read a status bar on request. The table view's description starts
with the last announcement (:mod:`cardtable.ui.table`), for screen readers that know no
announcements.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QWidget

from cardtable.i18n import _

Politeness = QAccessible.AnnouncementPoliteness


def notify(widget: QWidget, event: QAccessible.Event) -> None:
    """Tell assistive technology that ``widget`` changed (does nothing when none listens)."""
    QAccessible.updateAccessibility(QAccessibleEvent(widget, event))


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Have screen readers speak ``text`` (as coming from ``widget``)."""
    if not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(Politeness.Assertive if assertive else Politeness.Polite)
    QAccessible.updateAccessibility(event)


class Announcer(QLabel):
    """The status line: every text shown in it is also spoken."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcer")
        self.setAccessibleName(_("Table events"))
        self.history: list[str] = []
        #: What was sent to screen readers, with its politeness (for tests), newest last.
        self.spoken: list[tuple[str, bool]] = []

    def announce(self, text: str, assertive: bool = False) -> None:
        text = text.strip()
        if not text:
            return
        self.setText(text)
        self.setAccessibleName(_("Table events: {text}").format(text=text))
        self.history.append(text)
        del self.history[:-200]
        self.spoken.append((text, assertive))
        del self.spoken[:-200]
        announce(self, text, assertive)
