"""Running a table session in the caller's thread: bots answer at once, time is virtual."""

from __future__ import annotations

from collections.abc import Callable

from cardtable.session.contract import BotReply, BotRequest, answer
from cardtable.session.driver import TableSession


class InlineHost:
    """A host that runs in the caller's thread: bots answer at once, and time is virtual.

    :meth:`run` wakes the session until nothing is left to do but wait for a person (or the game
    is over); pacing delays advance a virtual clock instead of sleeping. For tests and headless
    tools::

        host = InlineHost()
        session = TableSession(host, listener, clock=host.clock)
        session.set_match(match); session.start(); host.run(session)
    """

    def __init__(self) -> None:
        self.now = 0.0
        self._wake: float | None = None
        self._replies: list[BotReply] = []
        self.bot_requests = 0

    def clock(self) -> float:
        return self.now

    def schedule(self, delay_ms: int) -> None:
        at = self.now + delay_ms / 1000.0
        if self._wake is None or at < self._wake:
            self._wake = at

    def ask_bot(self, request: BotRequest) -> None:
        self.bot_requests += 1
        self._replies.append(answer(request))

    def run(
        self,
        session: TableSession,
        until: Callable[[], bool] | None = None,
        max_wakes: int = 1_000_000,
    ) -> int:
        """Wake ``session`` until it has nothing to do (or ``until()`` holds); returns the
        number of wake-ups."""
        wakes = 0
        while self._replies or self._wake is not None:
            if until is not None and until():
                break
            if wakes >= max_wakes:
                raise RuntimeError(f"the session was still busy after {max_wakes} wake-ups")
            wakes += 1
            if self._replies:
                session.bot_replied(self._replies.pop(0))
                continue
            assert self._wake is not None
            self.now = max(self.now, self._wake)
            self._wake = None
            session.pump()
        return wakes
