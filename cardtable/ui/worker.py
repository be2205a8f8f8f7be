"""The bot worker: bots think on their own thread, so the table never freezes.

A :class:`~cardtable.session.driver.BotRequest` carries everything a bot may use: its seat's
observation, a tuple of legal actions and the match's seeded generator for that decision. The
worker lets the bot decide (:func:`~cardtable.session.driver.answer`) and sends the
:class:`~cardtable.session.driver.BotReply` back by signal; it never touches the match or any
widget.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot

from cardtable.session.contract import BotRequest, answer


class BotWorker(QObject):
    """Lives on the bot thread; answers requests one at a time."""

    decided = Signal(object)

    @Slot(object)
    def think(self, request: BotRequest) -> None:
        self.decided.emit(answer(request))


class BotThread(QObject):
    """Owns the worker's thread. ``ask`` queues a request; replies arrive on ``decided``."""

    decided = Signal(object)
    _ask = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("cardtable-bots")
        self._worker = BotWorker()
        self._worker.moveToThread(self._thread)
        self._ask.connect(self._worker.think)
        self._worker.decided.connect(self.decided)
        self._thread.start()

    def ask(self, request: BotRequest) -> None:
        self._ask.emit(request)

    def thread_of_worker(self) -> QThread:
        return self._thread

    def stop(self) -> None:
        """Finish the decision under way (if any) and end the thread."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
