"""Accessibility helpers: what a screen reader speaks without the focus on it, and change
notifications.

Table events (a card played, whose turn it is, a refusal) go through an :class:`Announcer`. It
shows the text in the status line and has screen readers speak it, each reader once, by one of
two means (:func:`speech_means`):

* ``notification`` (Linux, AT-SPI): a spoken note, an object of no size with the notification
  role, is shown with the text as its name. Orca speaks a notification that becomes showing
  wherever the focus is: Orca 43 (Debian 12), which knows no announcements, and the newer ones
  alike (their source does the same), so no reader hears it twice. Orca says "notification"
  before the text.
* ``announce`` (Windows, macOS; on Linux with ``CARDTABLE_SPEECH=announce``): a
  ``QAccessibleAnnouncementEvent``, which Qt (6.8 and later) passes on as a UI Automation
  notification, or over AT-SPI as an ``object:announcement`` (spoken by Orca 45.2 and later):
  politely (after what is being said) for table events, assertively (at once) for refusals.

The label's accessible name follows the text too, for screen readers that read a status bar on
request. docs/accessibility.md says which readers were tried and what each speaks.
"""

from __future__ import annotations

import os
import sys

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QPainter,
    QPaintEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAccessibleWidget,
    QComboBox,
    QLabel,
    QStatusBar,
    QTabWidget,
    QWidget,
)

from cardtable.i18n import _

Politeness = QAccessible.AnnouncementPoliteness

#: How many spoken notes a window keeps: a reader asks for a note's text a moment after it is
#: shown, so a note keeps its text until this many others have been shown after it.
NOTES = 8


def speech_means() -> str:
    """``"notification"`` or ``"announce"``: how table events reach screen readers here (see the
    module docstring); ``CARDTABLE_SPEECH`` chooses one."""
    chosen = os.environ.get("CARDTABLE_SPEECH", "").strip().lower()
    if chosen in ("notification", "announce"):
        return chosen
    return "notification" if sys.platform.startswith("linux") else "announce"


def notify(widget: QWidget, event: QAccessible.Event) -> None:
    """Tell assistive technology that ``widget`` changed (does nothing when none listens)."""
    QAccessible.updateAccessibility(QAccessibleEvent(widget, event))


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Have screen readers speak ``text`` (as coming from ``widget``)."""
    if not QAccessible.isActive():
        return
    if speech_means() == "notification":
        _SpokenNotes.of(widget).show_text(text)
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(Politeness.Assertive if assertive else Politeness.Polite)
    QAccessible.updateAccessibility(event)


def speak_choices(box: QComboBox) -> None:
    """Have a screen reader say the choice when the arrow keys change a closed combo box: Orca
    43 says nothing then (it drops a combo box's name changes, and Qt tells no selection).

    Orca 43 drops a note shown while it is flooded with events (over 50 waiting): what a
    choice changes must stay small (the new-game form adds or takes away one seat's row
    for one player more or fewer, rather than building every seat anew)."""

    def changed(_index: int) -> None:
        if box.hasFocus() and not box.view().isVisible() and speech_means() == "notification":
            announce(box, box.currentText())

    box.currentIndexChanged.connect(changed)


def quiet_until_shown(tabs: QTabWidget) -> None:
    """Call before adding the pages of a tab widget built out of sight (the table page is
    prepared behind the start screen): its tab bar says nothing to screen readers until it
    first shows.

    Qt tells of the first page's tab being selected as the pages are added, shown or not, and
    Orca 43 takes a tab selected anywhere for the focus: it said "Scores page tab" on the start
    screen. Until the bar shows it is disabled and not focusable, an object with no states,
    whose events Orca ignores; then it is as it was, and its pages as reachable as ever."""
    bar = tabs.tabBar()
    if bar.isVisible():
        return
    _QuietTabBar(bar)


class _QuietTabBar(QObject):
    def __init__(self, bar: QWidget) -> None:
        super().__init__(bar)
        self.bar = bar
        self.policy = bar.focusPolicy()
        bar.setEnabled(False)
        bar.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        bar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() == QEvent.Type.Show:
            self.bar.removeEventFilter(self)
            self.bar.setFocusPolicy(self.policy)
            self.bar.setEnabled(True)
            self.deleteLater()
        return False


class SpokenNote(QWidget):
    """A notification a screen reader speaks as it shows: no size, nothing drawn, its text
    only in its accessible name (the :func:`_factory` below gives it the notification role)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("spoken note")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(0, 0, 0, 0)
        self.said = ""
        self.hide()


class _NoteInterface(QAccessibleWidget):
    def __init__(self, note: SpokenNote) -> None:
        super().__init__(note, QAccessible.Role.Notification, "")
        self.note = note

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name and shiboken6.isValid(self.note):
            return self.note.said
        return ""


class _SpokenNotes(QObject):
    """A window's spoken notes, shown in turn (kept as a child of the window)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("spoken notes")
        self.ring = [SpokenNote(window) for _ in range(NOTES)]
        self.next = 0

    @staticmethod
    def of(widget: QWidget) -> _SpokenNotes:
        window = widget.window()
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        found = window.findChild(_SpokenNotes, "spoken notes", direct)
        return found if isinstance(found, _SpokenNotes) else _SpokenNotes(window)

    def show_text(self, text: str) -> None:
        for note in self.ring:
            note.hide()
        note = self.ring[self.next]
        self.next = (self.next + 1) % len(self.ring)
        note.said = text
        note.raise_()
        note.show()


def _factory(class_name: str, obj: QObject | None) -> QAccessibleWidget | None:
    if isinstance(obj, SpokenNote):
        return _NoteInterface(obj)
    return None


QAccessible.installFactory(_factory)


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
    """The status line: every text shown in it is also spoken.

    What comes before its window is first active (a game's first moves, made while the window
    opens) is held and spoken once it is: a screen reader follows an application only from
    its window's activation, and speaking earlier reached nobody."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcer")
        self.setAccessibleName(_("Table events"))
        self.history: list[str] = []
        #: What was sent to screen readers, with its politeness (for tests), newest last.
        self.spoken: list[tuple[str, bool]] = []
        self._held: list[str] = []
        self._watched: QWidget | None = None
        self._was_active = False

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
        if not self._ready() or self._held:  # after what is held, in order
            self._held.append(text)
            del self._held[:-4]
            return
        announce(self, text, assertive)

    @property
    def holding(self) -> bool:
        """Whether texts wait for the window's first activation to be spoken."""
        return bool(self._held)

    def _ready(self) -> bool:
        if self._was_active:
            return True
        window = self.window()
        if window is not self and window.isActiveWindow():
            self._was_active = True
        elif window is not self and window is not self._watched:
            window.installEventFilter(self)
            self._watched = window
        return self._was_active

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._held:
            self._ready()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the line ending in "…" when it is longer than the room (the whole text stays
        the label's text, its tooltip and what is spoken)."""
        text = self.text()
        room = self.contentsRect().width()
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(text) <= room:
            self.setToolTip("")
            super().paintEvent(event)
            return
        self.setToolTip(text)
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        painter.drawText(self.contentsRect(), int(self.alignment()), shown)
        painter.end()

    def minimumSizeHint(self) -> QSize:
        """A long line never widens the bar: it is drawn shortened instead."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), 120), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._watched and event.type() == QEvent.Type.WindowActivate:
            watched.removeEventFilter(self)
            self._watched = None
            self._was_active = True
            # A moment for the screen reader to take in the window it was just told of.
            QTimer.singleShot(HELD_DELAY_MS, self._speak_held)
        return False

    def _speak_held(self) -> None:
        held, self._held = self._held, []
        if held and shiboken6.isValid(self):
            announce(self, " ".join(held))


#: How long after its window is first active the status line speaks what it held (ms).
HELD_DELAY_MS = 500
