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

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

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


#: How long a notice stays in the status bar (milliseconds).
NOTICE_MS = 12_000


def settle_status_bar(bar: QStatusBar, added: QWidget | None = None) -> None:
    """Call when the window is shown and after adding (``added``) or showing a widget in
    ``bar``: a notice showing there keeps the bar to itself until it goes, then the widgets
    come back. (Qt hides the bar's widgets when a notice comes; but one shown while it shows,
    or the window shown after it came, is drawn over its text, and one added meanwhile is
    hidden as if for good.)"""
    message = bar.currentMessage()
    if not message:
        return
    if added is not None and added.isHidden():
        added.setAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide, False)
    bar.clearMessage()  # the same notice again would change nothing
    bar.showMessage(message, NOTICE_MS)


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
