"""The bot worker: bots think on their own thread, so the table never freezes.

A :class:`BotRequest` carries everything a bot may use: its seat's observation, a tuple of legal
actions and the match's seeded generator for that decision. The worker calls the agent and
sends a :class:`BotReply` back by signal; it never touches the match or any widget.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from cardtable.ai.agent import Agent
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.zones import Seat


@dataclass(frozen=True, slots=True)
class BotRequest:
    id: int
    seat: Seat
    #: True for an out-of-turn offer (Agent.claim), False for the seat's turn (Agent.choose).
    claim: bool
    agent: Agent
    observation: Observation
    legal: Sequence[Action]
    rng: random.Random
    #: The match's log length when asked; a reply for an older position is dropped.
    serial: int


@dataclass(frozen=True, slots=True)
class BotReply:
    id: int
    seat: Seat
    claim: bool
    serial: int
    action: Action | None
    error: str = ""


class BotWorker(QObject):
    """Lives on the bot thread; answers requests one at a time."""

    decided = Signal(object)

    @Slot(object)
    def think(self, request: BotRequest) -> None:
        try:
            if request.claim:
                action = request.agent.claim(request.observation, request.legal, request.rng)
            else:
                action = request.agent.choose(request.observation, request.legal, request.rng)
            reply = BotReply(request.id, request.seat, request.claim, request.serial, action)
        except Exception as exc:  # a bot bug must not kill the table; the controller reports it
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            reply = BotReply(request.id, request.seat, request.claim, request.serial, None, detail)
        self.decided.emit(reply)


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
