"""The table session: who is awaited, bots and claims, pass-and-play and undo, without Qt.

:class:`TableSession` owns one match at a time and runs it the way a table does: after every
action the bots not on turn are offered out-of-turn claims (Mose's any-time plays) in the fixed
order of :class:`~cardtable.session.autoplay.ClaimRound`, then the seat on turn moves; a human
move is checked by the engine and refused with its reason; bot moves are paced
(``bot_delay_ms``) and wait while a front end animates (:meth:`TableSession.hold`).

It knows nothing of windows or threads. A front end gives it two things:

* a :class:`SessionHost`, which wakes the session later (``schedule``: call :meth:`pump` after a
  delay) and has bots think (``ask_bot``: answer a :class:`BotRequest` with a :class:`BotReply`
  through :meth:`bot_replied`, on the session's own thread, now or later);
* a :class:`SessionListener`, told what happened: a position to draw from scratch
  (:class:`Snapshot`), applied actions redacted for the viewer (:class:`Step`), refusals,
  status lines, the end, pass-and-play hand-overs, undo, and the end of a round.

The values and protocols they exchange are in :mod:`cardtable.session.contract`; the Qt
window's adapter is :class:`cardtable.ui.controller.TableController`, and
:class:`cardtable.session.inline.InlineHost` runs it all in the caller's thread (tests, tools).

Pass-and-play (``privacy`` on and two or more human seats): whenever a human other than the one
shown must act, the session shows the table to nobody (a spectator's view, public cards only)
and tells the listener to hand the device over; only when the named player confirms
(:meth:`take_over`) is the table shown as they see it. A human not on turn may ask to play out
of turn (:meth:`request_claim`) through the same hand-over, and hands back with
:meth:`end_claim`.

Undo (solo play) follows :mod:`cardtable.session.undo`: the session keeps a copy of the state
before each human action; an undo takes back the player's last move with the bots' replies.

The end of a round (:mod:`cardtable.session.roundend`): with ``pause_at_round_end`` on and a
person at the table, the session stops before dealing the next round, "waiting for the players
to read the round's end", tells the listener (``round_over`` with a summary) and deals on when
:meth:`TableSession.continue_play` is called, or by itself after ``round_pause_ms`` if set. It
is off by default: simulations, network hosts and tables of bots only play straight on.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cardtable.ai.agent import Agent, make_agent
from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.errors import IllegalActionError
from cardtable.engine.state import CHANCE, TERMINAL
from cardtable.engine.zones import Seat
from cardtable.i18n import _
from cardtable.session.autoplay import ClaimRound
from cardtable.session.contract import (
    BotReply,
    BotRequest,
    SessionHost,
    SessionListener,
    Snapshot,
    Step,
)
from cardtable.session.logtext import LogLine
from cardtable.session.match import Match
from cardtable.session.moves import card_targets, drop_actions, unlisted_moves
from cardtable.session.roundend import RoundSummary, ends_round
from cardtable.session.scorekeeper import Scorekeeper
from cardtable.session.undo import UndoCheck, UndoHistory, unavailable

__all__ = ["TableSession"]


@dataclass(slots=True)
class _Ready:
    seat: Seat
    action: Action
    claim: bool
    serial: int
    #: What to play instead if the bot's choice is refused on its turn (None for claims).
    fallback: Action | None = None


class TableSession:
    """Owns one match at a time; see the module docstring."""

    def __init__(
        self,
        host: SessionHost,
        listener: SessionListener | None = None,
        bot_delay_ms: int = 650,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.host = host
        self.listener = listener if listener is not None else SessionListener()
        self.bot_delay_ms = bot_delay_ms
        self._clock = clock
        self._match: Match | None = None
        self._agents: list[Agent | None] = []
        self._holds = 0
        self._request_id = 0
        self._pending: BotRequest | None = None
        self._ready: _Ready | None = None
        self._claims: ClaimRound | None = None
        self._last_step = 0.0
        self._announced = False
        self._viewer: Seat | None = None
        self._paused = False
        #: With several human seats, show the table to whichever human must act.
        self.follow_acting_human = True
        #: Pass-and-play with a privacy screen: see the module docstring.
        self.privacy = False
        self._handover: Seat | None = None
        self._claimant: Seat | None = None
        self._undo: UndoHistory | None = None
        self._keeper: Scorekeeper | None = None
        #: Wait for the people at the table to read a round's end before the next deal.
        self.pause_at_round_end = False
        #: Deal on by itself this long after a round's end (None: wait to be told).
        self.round_pause_ms: int | None = None
        self._round_end: RoundSummary | None = None
        self._round_end_at = 0.0

    # --- the match -------------------------------------------------------------------------------

    @property
    def match(self) -> Match:
        assert self._match is not None, "no match loaded"
        return self._match

    def has_match(self) -> bool:
        return self._match is not None

    def set_match(self, match: Match) -> None:
        """Load ``match`` (not started yet, or resumed) and draw it from scratch."""
        self.cancel_bots()
        self._match = match
        self._agents = [make_agent(s.bot, match.info.id) if s.is_bot else None for s in match.seats]
        self._pending = None
        self._ready = None
        self._claims = None
        self._announced = False
        self._handover = None
        self._claimant = None
        self._round_end = None
        self._undo = UndoHistory(match)
        # Scores explained for the one person at the table (their own hand counted in full);
        # public information only in pass-and-play, or with nobody or several people.
        humans = self.human_seats()
        alone = humans[0] if len(humans) == 1 and not self.pass_and_play else None
        self._keeper = Scorekeeper(match, alone)
        self._viewer = self._choose_viewer(None)
        self.listener.reset(self.snapshot())

    def start(self) -> None:
        """Deal (resolve chance) and let the bots begin."""
        match = self.match
        serial = len(match.log)
        if serial and self._wait_at_round_end():
            # Resumed where the players were reading a round's end: they read it again.
            self.listener.reset(self.snapshot())  # its sheet shows the round as ended
            self._announce_round_end()
            self.host.schedule(0)
            return
        events = match.resolve_chance()
        if events:
            self._emit_step(CHANCE, serial)
        self._claims = ClaimRound(match, self._bot_mask(), -1)
        self.host.schedule(0)

    def cancel_bots(self) -> None:
        """Ask the bots of the current match to stop thinking (searching bots answer at once)."""
        self._pending = None
        for agent in self._agents:
            cancel = getattr(agent, "cancel", None)
            if callable(cancel):
                cancel()

    @property
    def agents(self) -> list[Agent | None]:
        """Each seat's bot (None for a person); a test may swap in bots of its own."""
        return self._agents

    # --- who sees the table ----------------------------------------------------------------------

    @property
    def viewer(self) -> Seat | None:
        return self._viewer

    def set_viewer(self, seat: Seat | None) -> None:
        """Show the table as ``seat`` sees it (None: a spectator) and redraw it from scratch.

        With several human seats the session switches to the human who must act by itself
        unless ``follow_acting_human`` is turned off (a pass-and-play hand-over decides when to
        switch instead).
        """
        if seat is not None and not 0 <= seat < self.match.num_players:
            raise ValueError(f"there is no seat {seat}")
        self._viewer = seat
        self.listener.reset(self.snapshot())

    def is_human(self, seat: Seat) -> bool:
        return 0 <= seat < self.match.num_players and self._agents[seat] is None

    def human_seats(self) -> list[Seat]:
        return [s for s, a in enumerate(self._agents) if a is None]

    @property
    def pass_and_play(self) -> bool:
        """Two or more human seats share the screen, behind the privacy screen."""
        return self.privacy and self._match is not None and len(self.human_seats()) >= 2

    @property
    def handing_over_to(self) -> Seat | None:
        return self._handover

    @property
    def claimant(self) -> Seat | None:
        return self._claimant

    # --- pass-and-play ---------------------------------------------------------------------------

    def take_over(self, seat: Seat) -> None:
        """The named player has the device: show the table as they see it."""
        if not self.is_human(seat):
            raise ValueError(f"seat {seat + 1} is not played by a person")
        self._handover = None
        self.set_viewer(seat)
        self.host.schedule(0)

    def request_claim(self, seat: Seat) -> None:
        """A human not on turn wants to play out of turn: hand the device to them first."""
        if not self.pass_and_play or not self.is_human(seat) or self.match.is_over():
            return
        if seat == self._viewer and self._handover is None:
            return  # they already hold the device
        self._claimant = seat
        self._hand_over(seat)

    def end_claim(self) -> None:
        """The out-of-turn player is done: play goes on (the device goes where it is needed)."""
        self._claimant = None
        self.listener.changed(self.snapshot())
        self.host.schedule(0)

    def _hand_over(self, seat: Seat) -> None:
        if self._handover == seat:
            return
        self._handover = seat
        self.set_viewer(None)
        self.listener.handover(seat)

    # --- undo ------------------------------------------------------------------------------------

    def undo_check(self) -> UndoCheck:
        """Whether the viewer's last move may be taken back now (see cardtable.session.undo)."""
        if self._undo is None or self._match is None:
            return UndoCheck(False, _("there is no game on the table"))
        return self._undo.check()

    def undo(self) -> bool:
        """Take back the human's last move and the bots' replies since, if the undo rule
        allows; False (with a refusal saying why) otherwise."""
        if self._undo is None:
            return False
        verdict = self._undo.undo()
        if not verdict.allowed:
            self.listener.refused(unavailable(verdict.reason))
            return False
        self.cancel_bots()  # a bot still thinking answers for a position that is gone
        self._ready = None
        self._claims = None
        self._round_end = None
        self.listener.reset(self.snapshot())
        if verdict.taken > 1:
            self.listener.status(_("Your last move and the bots' replies were taken back"))
        else:
            self.listener.status(_("Your last move was taken back"))
        self.host.schedule(0)
        return True

    # --- the end of a round ----------------------------------------------------------------------

    @property
    def round_end(self) -> RoundSummary | None:
        """The round just ended, while the table waits for the players to read it."""
        return self._round_end

    def continue_play(self) -> None:
        """The players have read the round's end: deal the next round."""
        if self._round_end is None:
            return
        self._round_end = None
        self.listener.round_continues()
        self.host.schedule(0)

    def _apply(self, action: Action, seat: Seat) -> None:
        """Apply a seat's action; a deal after it waits if it begins a new round and the table
        pauses at a round's end (:meth:`continue_play` deals it)."""
        match = self.match
        match.apply(action, seat, chance=False)
        if not self._wait_at_round_end():
            match.resolve_chance()

    def _wait_at_round_end(self) -> bool:
        """Hold the next deal if the match stands at a round's end and the table pauses there."""
        waits = self.pause_at_round_end and bool(self.human_seats()) and ends_round(self.match)
        if waits and self._keeper is not None:
            self._round_end = self._keeper.round_summary()
            self._round_end_at = self._clock()
            return True
        return False

    def _announce_round_end(self) -> None:
        summary = self._round_end
        if summary is not None:
            self.listener.round_over(summary)
            if self.round_pause_ms is not None:
                self.host.schedule(self.round_pause_ms)

    # --- what a view may know --------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        match = self.match
        state = match.state
        viewer = self._viewer
        current = state.current_player
        legal: tuple[Action, ...] = ()
        if viewer is not None and current != TERMINAL and self.is_human(viewer):
            legal = tuple(state.legal_actions(viewer))
        outcome = state.outcome()
        thinking = None
        if self._pending is not None and not self._pending.claim:
            thinking = self._pending.seat
        assert self._keeper is not None, "no match loaded"
        return Snapshot(
            info=match.info,
            observation=match.observation(viewer),
            names=tuple(match.names),
            bots=tuple(a is not None for a in self._agents),
            scores=tuple(state.scores()),
            viewer=viewer,
            current=current,
            legal=legal,
            thinking=thinking,
            serial=len(match.log),
            teams=match.info.teams(match.num_players),
            winners=outcome.winners if outcome else frozenset(),
            result=outcome.text if outcome else "",
            sheet=self._keeper.sheet(round_over=self._round_end is not None),
            handover=self._handover,
            claimant=self._claimant,
            pass_and_play=self.pass_and_play,
        )

    def log_lines(self) -> list[LogLine]:
        """The whole move log as the viewer may see it, scores explained after their moves."""
        assert self._keeper is not None, "no match loaded"
        return self._keeper.log_lines(self._viewer)

    def _acting_viewer(self) -> Seat | None:
        """The viewer, if a person who may still act in this game."""
        viewer = self._viewer
        if viewer is None or not self.is_human(viewer) or self.match.is_over():
            return None
        return viewer

    def drop_actions(self, cards: Sequence[Card], source: str, target: str) -> list[Action]:
        """What dropping ``cards`` from ``source`` onto ``target`` means for the viewer."""
        seat = self._acting_viewer()
        return [] if seat is None else drop_actions(self.match.state, seat, cards, source, target)

    def explain_drop(self, cards: Sequence[Card], source: str, target: str) -> str:
        """The engine's reason why that drop is not a move for the viewer."""
        viewer = self._viewer
        if viewer is None or not self.is_human(viewer):
            return _("you are watching: the bots play every seat")
        return self.match.state.explain_gesture(list(cards), source, target, viewer)

    def is_legal(self, action: Action) -> bool:
        """Whether the viewer may take ``action`` now (asked of the engine)."""
        viewer = self._acting_viewer()
        return viewer is not None and self.match.state.is_legal(action, viewer)

    def unlisted_moves(self) -> list[Action]:
        """The viewer's moves the engine accepts but does not list (see session.moves)."""
        viewer = self._acting_viewer()
        return [] if viewer is None else unlisted_moves(self.match.info, self.match.state, viewer)

    def card_targets(self) -> dict[str, list[Action]]:
        """The viewer's legal card-moving actions by the zone their cards land in."""
        viewer = self._acting_viewer()
        return {} if viewer is None else card_targets(self.match.state, viewer)

    # --- moves -----------------------------------------------------------------------------------

    def play(self, action: Action, seat: Seat | None = None) -> bool:
        """Apply a human move (for the viewer unless ``seat`` is given). False if refused."""
        match = self.match
        seat = self._viewer if seat is None else seat
        if seat is None or not self.is_human(seat):
            self.listener.refused("that seat is played by a bot")
            return False
        serial = len(match.log)
        before = match.state.clone()
        try:
            self._apply(action, seat)
        except IllegalActionError as exc:
            self.listener.refused(str(exc))
            return False
        if self._undo is not None:
            self._undo.record(serial, seat, before)
        self._pending = None  # a bot asked before this move would answer for an old position
        self._ready = None
        self._emit_step(seat, serial)
        self._claims = ClaimRound(match, self._bot_mask(), seat)
        self._announce_round_end()
        self.host.schedule(0)
        return True

    # --- pacing ----------------------------------------------------------------------------------

    def hold(self) -> None:
        """A view is animating: bots wait until it calls :meth:`release`."""
        self._holds += 1

    def release(self) -> None:
        self._holds = max(0, self._holds - 1)
        if self._holds == 0:
            self.host.schedule(0)

    @property
    def holds(self) -> int:
        """How many animations the bots are waiting for."""
        return self._holds

    def set_paused(self, paused: bool) -> None:
        self._paused = paused
        if not paused:
            self.host.schedule(0)

    def is_idle(self) -> bool:
        """No bot is thinking or waiting to move, and no offers are left to make."""
        return self._pending is None and self._ready is None and self._claims is None

    def bot_move_ready(self) -> bool:
        """A bot has chosen its move and it waits for its pacing (or an animation)."""
        return self._ready is not None

    def waiting_for_human(self) -> bool:
        if self._match is None or self.match.is_over():
            return False
        current = self.match.state.current_player
        return self.is_idle() and current >= 0 and self.is_human(current)

    # --- the loop --------------------------------------------------------------------------------

    def pump(self) -> None:
        """Take the next step: the end, a bot move that is ready, a claim offer, the seat on turn
        (called by the host when it was asked to wake the session)."""
        if self._match is None or self._paused:
            return
        if self._round_end is not None:  # the players are reading the round's end
            if self.round_pause_ms is None:
                return  # continue_play() deals on
            left = self.round_pause_ms - (self._clock() - self._round_end_at) * 1000
            if left > 1:
                self.host.schedule(int(left) + 1)
            else:
                self.continue_play()
            return
        match = self.match
        if match.is_over():
            self._claims = None
            if not self._announced:
                self._announced = True
                if self.pass_and_play and (self._viewer is not None or self._handover is not None):
                    self._handover = None
                    self._claimant = None
                    self.set_viewer(None)  # the end is shown to everybody: public cards only
                snap = self.snapshot()
                self.listener.status(snap.result)
                self.listener.finished(snap)
            return
        if self._ready is not None:
            self._apply_ready()
            return
        if self._pending is not None:
            return
        if self._claims is not None:
            seat = self._claims.next_seat()
            if seat is not None:
                self._ask(seat, claim=True)
                return
            self._claims = None
        current = match.state.current_player
        if current == CHANCE:  # only after a load; normally apply() resolves chance
            serial = len(match.log)
            match.resolve_chance()
            self._emit_step(CHANCE, serial)
            self.host.schedule(0)
            return
        if current >= 0 and not self.is_human(current):
            self._ask(current, claim=False)
            return
        if self._claimant is not None and current == self._claimant == self._viewer:
            self._claimant = None  # the out-of-turn player's own turn has come: a turn as usual
        if self.pass_and_play and current >= 0 and current != self._viewer:
            if self._claimant is None or self._claimant == current:
                self._hand_over(current)
            return
        if (
            self.follow_acting_human
            and current >= 0
            and self.is_human(current)
            and current != self._viewer
        ):
            self.set_viewer(self._choose_viewer(current))

    def bot_replied(self, reply: BotReply) -> None:
        """A bot's answer (from :meth:`SessionHost.ask_bot`); stale answers are dropped."""
        pending = self._pending
        if pending is None or reply.id != pending.id:
            return  # an answer for a position that no longer stands
        self._pending = None
        if self._match is None or reply.serial != len(self.match.log):
            self.host.schedule(0)
            return
        action = reply.action
        if reply.error:
            who, error = self.match.names[reply.seat], reply.error
            self.listener.status(_("{name}'s bot failed: {error}").format(name=who, error=error))
            if not reply.claim:
                action = pending.legal[0]
        if action is None:
            self.host.schedule(0)
            return
        fallback = None if reply.claim else pending.legal[0]
        self._ready = _Ready(reply.seat, action, reply.claim, reply.serial, fallback)
        self._apply_ready()

    # --- internals -------------------------------------------------------------------------------

    def _bot_mask(self) -> list[bool]:
        return [a is not None for a in self._agents]

    def _choose_viewer(self, acting: Seat | None) -> Seat | None:
        humans = self.human_seats()
        if not humans or (self.pass_and_play and acting is None):
            return None
        if len(humans) == 1:
            return humans[0]
        if acting is not None and acting in humans:
            return acting
        return self._viewer if self._viewer in humans else humans[0]

    def _emit_step(self, seat: Seat, serial: int) -> None:
        assert self._keeper is not None, "no match loaded"
        events, lines = self._keeper.step(serial, self._viewer)
        self._last_step = self._clock()
        self.listener.stepped(Step(seat, tuple(events), self.snapshot(), tuple(lines)))

    def _ask(self, seat: Seat, claim: bool) -> None:
        match = self.match
        agent = self._agents[seat]
        assert agent is not None
        self._request_id += 1
        request = BotRequest(
            id=self._request_id,
            seat=seat,
            claim=claim,
            agent=agent,
            observation=match.observation(seat),
            legal=tuple(match.state.legal_actions(seat)),
            rng=match.bot_rng(seat),
            serial=len(match.log),
        )
        self._pending = request
        if not claim:
            self.listener.changed(self.snapshot())
        self.host.ask_bot(request)

    def _apply_ready(self) -> None:
        ready = self._ready
        if ready is None:
            return
        if self._holds > 0:
            return  # release() wakes the session again
        wait = self.bot_delay_ms / 1000.0 - (self._clock() - self._last_step)
        if wait > 0.001:
            self.host.schedule(int(wait * 1000) + 1)
            return
        self._ready = None
        match = self.match
        if ready.serial != len(match.log):
            self.host.schedule(0)
            return
        serial = len(match.log)
        try:
            self._apply(ready.action, ready.seat)
        except IllegalActionError as exc:
            illegal = _("{name}'s bot chose an illegal move: {error}")
            self.listener.status(illegal.format(name=match.names[ready.seat], error=exc))
            if ready.fallback is None:
                self.host.schedule(0)
                return
            self._apply(ready.fallback, ready.seat)
        self._emit_step(ready.seat, serial)
        if ready.claim and self._claims is not None:
            self._claims.claimed(ready.seat)
        else:
            self._claims = ClaimRound(match, self._bot_mask(), ready.seat)
        self._announce_round_end()
        self.host.schedule(0)
