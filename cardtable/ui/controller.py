"""The table controller: the Qt adapter of the table session.

All the rules of running a table (whose move is awaited, out-of-turn claims, bots, pass-and-play
hand-overs, undo) live in :class:`cardtable.session.driver.TableSession`, which knows nothing of
Qt. This controller gives it what a window has: a single-shot timer to wake it, and the bot
thread (:mod:`cardtable.ui.worker`) for bots to think on, so the window never freezes. What the
session reports comes out as Qt signals, which the views connect to; the views hand moves back
through :meth:`TableController.play` and the other methods, which the session answers.

The controller is also where a window says how the table runs: bot pace, the privacy screen,
and whether it waits at the end of a round for the players (``pause_at_round_end``,
``round_pause_ms``; answered by :meth:`TableController.continue_play`).

Views get :class:`Snapshot` values (the viewer's observation, names, scores, the viewer's legal
actions) and :class:`Step` values (what one action did, its events redacted for the viewer).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from cardtable.ai.agent import Agent
from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.zones import Seat
from cardtable.session.contract import BotReply, BotRequest, SessionListener, Snapshot, Step
from cardtable.session.driver import TableSession
from cardtable.session.logtext import LogLine
from cardtable.session.match import Match
from cardtable.session.roundend import RoundSummary
from cardtable.session.undo import UndoCheck
from cardtable.ui.hints import HintCoach
from cardtable.ui.worker import BotThread

__all__ = ["SignalRelay", "Snapshot", "Step", "TableController", "TableSignals"]


class SignalRelay(SessionListener):
    """Passes what a session reports on to a controller's signals (the local table session's
    here, the network one's in :mod:`cardtable.ui.remote`)."""

    def __init__(self, controller: TableSignals) -> None:
        self._c = controller

    def reset(self, snapshot: Snapshot) -> None:
        self._c.reset.emit(snapshot)

    def stepped(self, step: Step) -> None:
        self._c.stepped.emit(step)

    def changed(self, snapshot: Snapshot) -> None:
        self._c.changed.emit(snapshot)

    def refused(self, reason: str) -> None:
        self._c.refused.emit(reason)

    def status(self, text: str) -> None:
        self._c.status.emit(text)

    def finished(self, snapshot: Snapshot) -> None:
        self._c.finished.emit(snapshot)

    def handover(self, seat: Seat) -> None:
        self._c.handover.emit(seat)

    def undo_changed(self) -> None:
        self._c.undo_changed.emit()

    def round_over(self, summary: RoundSummary) -> None:
        self._c.round_over.emit(summary)

    def round_continues(self) -> None:
        self._c.round_continues.emit()


class TableSignals(QObject):
    """What a table page listens to, from a match played here (:class:`TableController`) or
    a seat at a table hosted elsewhere (:class:`cardtable.ui.remote.RemoteController`)."""

    #: A new position to draw from scratch (a new match, another viewer): Snapshot.
    reset = Signal(object)
    #: Actions were applied: Step (events redacted for the viewer).
    stepped = Signal(object)
    #: Something changed that is not an action (a bot started thinking): Snapshot.
    changed = Signal(object)
    #: A move was refused; the engine's reason.
    refused = Signal(str)
    #: A line for the status bar.
    status = Signal(str)
    #: The game ended: Snapshot with winners and result.
    finished = Signal(object)
    #: Pass-and-play: the device must go to this human seat (show the privacy screen).
    handover = Signal(int)
    #: Whether undo is possible changed without an action or a new position.
    undo_changed = Signal()
    #: A round ended and the table waits for the players to read it: RoundSummary. (A network
    #: table's host plays straight on, so a remote seat never hears it.)
    round_over = Signal(object)
    #: The players went on from a round's end (or it went on by itself): the next deal comes.
    round_continues = Signal()


class TableController(TableSignals):
    """Owns one match at a time through a :class:`TableSession`; see the module docstring."""

    def __init__(
        self,
        match: Match | None = None,
        parent: QObject | None = None,
        bot_delay_ms: int = 650,
    ) -> None:
        super().__init__(parent)
        self._bots = BotThread(self)
        self._bots.decided.connect(self._on_reply)
        self._pump_timer = QTimer(self)
        self._pump_timer.setSingleShot(True)
        self.session = TableSession(self, SignalRelay(self), bot_delay_ms)
        self._pump_timer.timeout.connect(self.session.pump)
        self._coach: HintCoach | None = None
        if match is not None:
            self.set_match(match)

    # --- the host the session runs on ------------------------------------------------------------

    def schedule(self, delay_ms: int) -> None:
        """Wake the session after ``delay_ms`` (an earlier wake-up already set stands)."""
        if self._pump_timer.isActive() and self._pump_timer.remainingTime() <= delay_ms:
            return
        self._pump_timer.start(max(0, delay_ms))

    def ask_bot(self, request: BotRequest) -> None:
        self._bots.ask(request)

    def _on_reply(self, reply: BotReply) -> None:
        self.session.bot_replied(reply)

    def is_waking(self) -> bool:
        """Whether the session has asked to be woken and has not been yet."""
        return self._pump_timer.isActive()

    # --- settings the views change ---------------------------------------------------------------

    @property
    def bot_delay_ms(self) -> int:
        return self.session.bot_delay_ms

    @bot_delay_ms.setter
    def bot_delay_ms(self, value: int) -> None:
        self.session.bot_delay_ms = value

    @property
    def privacy(self) -> bool:
        return self.session.privacy

    @privacy.setter
    def privacy(self, value: bool) -> None:
        self.session.privacy = value

    @property
    def pause_at_round_end(self) -> bool:
        """Wait for the players to read a round's end before the next deal (with a person at
        the table; see cardtable.session.roundend)."""
        return self.session.pause_at_round_end

    @pause_at_round_end.setter
    def pause_at_round_end(self, value: bool) -> None:
        self.session.pause_at_round_end = value

    @property
    def round_pause_ms(self) -> int | None:
        """Go on by itself this long after a round's end (None: wait for :meth:`continue_play`)."""
        return self.session.round_pause_ms

    @round_pause_ms.setter
    def round_pause_ms(self, value: int | None) -> None:
        self.session.round_pause_ms = value
        if self.session.has_match() and self.session.round_end is not None:
            self.schedule(0)  # a wait already begun follows the new setting

    @property
    def round_end(self) -> RoundSummary | None:
        """The round just ended, while the table waits for the players to read it."""
        return self.session.round_end

    def continue_play(self) -> None:
        """The players have read the round's end: deal the next round."""
        self.session.continue_play()

    def round_waiting(self) -> str:
        """Nobody: the people at this table read the round's end together."""
        return ""

    @property
    def follow_acting_human(self) -> bool:
        return self.session.follow_acting_human

    @follow_acting_human.setter
    def follow_acting_human(self, value: bool) -> None:
        self.session.follow_acting_human = value

    # --- the match -------------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        return self.session.match

    def has_match(self) -> bool:
        return self.session.has_match()

    def set_match(self, match: Match) -> None:
        """Load ``match`` (not started yet, or resumed) and draw it from scratch."""
        self.session.set_match(match)

    def start(self) -> None:
        """Deal (resolve chance) and let the bots begin."""
        self.session.start()

    def shutdown(self) -> None:
        """Stop the bot thread (a searching bot is asked to finish its decision at once)."""
        self._pump_timer.stop()
        self.session.cancel_bots()
        self._bots.stop()
        if self._coach is not None:
            self._coach.stop()

    @property
    def coach(self) -> HintCoach:
        """The coach's thread (:mod:`cardtable.ui.hints`), started when first asked for."""
        if self._coach is None:
            self._coach = HintCoach(self)
        return self._coach

    @property
    def agents(self) -> list[Agent | None]:
        return self.session.agents

    # --- what the views ask ----------------------------------------------------------------------

    @property
    def viewer(self) -> Seat | None:
        return self.session.viewer

    def set_viewer(self, seat: Seat | None) -> None:
        self.session.set_viewer(seat)

    def is_human(self, seat: Seat) -> bool:
        return self.session.is_human(seat)

    def human_seats(self) -> list[Seat]:
        return self.session.human_seats()

    @property
    def pass_and_play(self) -> bool:
        return self.session.pass_and_play

    @property
    def handing_over_to(self) -> Seat | None:
        return self.session.handing_over_to

    @property
    def claimant(self) -> Seat | None:
        return self.session.claimant

    def take_over(self, seat: Seat) -> None:
        self.session.take_over(seat)

    def request_claim(self, seat: Seat) -> None:
        self.session.request_claim(seat)

    def end_claim(self) -> None:
        self.session.end_claim()

    def undo_check(self) -> UndoCheck:
        return self.session.undo_check()

    def undo(self) -> bool:
        return self.session.undo()

    def snapshot(self) -> Snapshot:
        return self.session.snapshot()

    def log_lines(self) -> list[LogLine]:
        return self.session.log_lines()

    def drop_actions(self, cards: Sequence[Card], source: str, target: str) -> list[Action]:
        return self.session.drop_actions(cards, source, target)

    def explain_drop(self, cards: Sequence[Card], source: str, target: str) -> str:
        return self.session.explain_drop(cards, source, target)

    def is_legal(self, action: Action) -> bool:
        return self.session.is_legal(action)

    def unlisted_moves(self) -> list[Action]:
        return self.session.unlisted_moves()

    def card_targets(self) -> dict[str, list[Action]]:
        return self.session.card_targets()

    def play(self, action: Action, seat: Seat | None = None) -> bool:
        """Apply a human move (for the viewer unless ``seat`` is given). False if refused."""
        return self.session.play(action, seat)

    def hold(self) -> None:
        """A view is animating: bots wait until it calls :meth:`release`."""
        self.session.hold()

    def release(self) -> None:
        self.session.release()

    def set_paused(self, paused: bool) -> None:
        self.session.set_paused(paused)

    def is_idle(self) -> bool:
        return self.session.is_idle()

    def waiting_for_human(self) -> bool:
        return self.session.waiting_for_human()
