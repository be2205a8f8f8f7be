"""The coach at the table: the Hint button, key H and Game ▸ Hint.

A hint is the move the coach's bot would make for the player on turn, with a one-line reason
(:func:`cardtable.ai.coach.hint`). The coach is given that player's observation and legal moves
and nothing else, the same as a bot at the table, so a hint can never tell a hidden card.

The search takes up to about half a second, so it runs on a thread of its own
(:class:`HintCoach`), apart from the bots' thread: asking for a hint never delays a bot, and the
window stays responsive. An answer is used only if the table is still where it was asked
(:class:`HintKey`: the same position and the same player); otherwise it is dropped.

The table page (:mod:`cardtable.ui.table`) shows the answer: the suggested cards are selected
(their places light up as for any selection) or the suggested button is marked, and the reason is
shown on the table and said to screen readers. The match is marked as assisted
(:attr:`Match.assisted <cardtable.session.match.Match.assisted>`), which the statistics count
apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from cardtable.ai.coach import Hint, hint
from cardtable.engine.actions import Action
from cardtable.engine.errors import CardTableError
from cardtable.engine.observation import Observation
from cardtable.engine.zones import Seat

__all__ = ["HintCoach", "HintKey", "HintRequest"]


@dataclass(frozen=True, slots=True)
class HintKey:
    """The position a hint was asked for: the number of actions so far and the player."""

    serial: int
    seat: Seat


@dataclass(frozen=True, slots=True)
class HintRequest:
    """All the coach may use: the game, the player's observation and legal moves, a seed."""

    key: HintKey
    game_id: str
    observation: Observation
    legal: tuple[Action, ...]
    seed: int
    #: The bot to ask (None: the coach's level for the game; tests pass a fixed budget).
    bot: str | None = None


class _Worker(QObject):
    done = Signal(object, object)  # HintKey, Hint or the reason there is none (str)

    @Slot(object)
    def work(self, request: HintRequest) -> None:
        try:
            answer: Hint | str = hint(
                request.game_id, request.observation, request.legal, request.seed, request.bot
            )
        except CardTableError as exc:
            answer = str(exc)
        self.done.emit(request.key, answer)


class HintCoach(QObject):
    """Works out hints on its own thread; answers arrive on ``ready`` or ``failed``."""

    #: A hint for the position in the HintKey: (HintKey, Hint).
    ready = Signal(object, object)
    #: No hint could be given: (HintKey, one sentence saying why).
    failed = Signal(object, str)
    _ask = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("cardtable-coach")
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._ask.connect(self._worker.work)
        self._worker.done.connect(self._done)
        self._pending: HintKey | None = None
        self._thread.start()

    def busy(self) -> bool:
        """Whether a hint is being worked out."""
        return self._pending is not None

    def ask(
        self,
        key: HintKey,
        game_id: str,
        observation: Observation,
        legal: Sequence[Action],
        seed: int,
        bot: str | None = None,
    ) -> bool:
        """Start working out a hint; False (and nothing asked) while another is under way."""
        if self._pending is not None:
            return False
        self._pending = key
        self._ask.emit(HintRequest(key, game_id, observation, tuple(legal), seed, bot))
        return True

    def _done(self, key: HintKey, answer: Hint | str) -> None:
        self._pending = None
        if isinstance(answer, Hint):
            self.ready.emit(key, answer)
        else:
            self.failed.emit(key, answer)

    def stop(self) -> None:
        """Finish the hint under way (if any) and end the thread."""
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
