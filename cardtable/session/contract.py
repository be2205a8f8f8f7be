"""What a table session and its front end hand each other (see :mod:`cardtable.session.driver`).

The session sends views :class:`Snapshot` and :class:`Step` values through a
:class:`SessionListener`; it asks its :class:`SessionHost` to wake it later and to have bots
think, a bot decision going out as a :class:`BotRequest` (nothing but that seat's view) and
coming back as a :class:`BotReply`. :func:`answer` is how any host lets a bot decide.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from cardtable.ai.agent import Agent
from cardtable.engine.actions import Action
from cardtable.engine.events import Event
from cardtable.engine.info import GameInfo
from cardtable.engine.observation import Observation
from cardtable.engine.state import TERMINAL
from cardtable.engine.zones import Seat
from cardtable.session.logtext import LogLine
from cardtable.session.roundend import RoundSummary
from cardtable.session.scoresheet import ScoreSheet


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything a view may draw at one moment, for one viewer."""

    info: GameInfo
    observation: Observation
    names: tuple[str, ...]
    bots: tuple[bool, ...]
    scores: tuple[int, ...]
    viewer: Seat | None
    #: The seat on turn (CHANCE, TERMINAL as in the engine).
    current: Seat
    #: What the viewer may do now (empty when it is not a human seat or the game is over).
    legal: tuple[Action, ...]
    #: The bot seat whose decision is awaited, if any.
    thinking: Seat | None
    #: The match's number of applied actions (a version number for the position).
    serial: int
    teams: tuple[tuple[Seat, ...], ...] | None = None
    winners: frozenset[Seat] = field(default_factory=frozenset)
    result: str = ""
    #: The score sheet as it stands (public values only).
    sheet: ScoreSheet | None = None
    #: Pass-and-play: the human the device is being handed to (the table shows nobody's cards).
    handover: Seat | None = None
    #: Pass-and-play: the human playing out of turn now (Mose's any-time plays), if any.
    claimant: Seat | None = None
    #: Two or more human seats with the privacy screen in use.
    pass_and_play: bool = False
    #: A few words under each seat's name, or none (a network table: "disconnected").
    seat_notes: tuple[str, ...] = ()

    @property
    def over(self) -> bool:
        return self.current == TERMINAL

    @property
    def viewer_may_act(self) -> bool:
        return bool(self.legal)


@dataclass(frozen=True, slots=True)
class Step:
    """One or more applied actions as the viewer may know them, and the position after."""

    seat: Seat
    events: tuple[Event, ...]
    snapshot: Snapshot
    lines: tuple[LogLine, ...]


@dataclass(frozen=True, slots=True)
class BotRequest:
    """Everything a bot may use for one decision: nothing but its own seat's view."""

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


def answer(request: BotRequest) -> BotReply:
    """Let the request's bot decide; a bot that raises is reported in the reply, not raised."""
    try:
        if request.claim:
            action = request.agent.claim(request.observation, request.legal, request.rng)
        else:
            action = request.agent.choose(request.observation, request.legal, request.rng)
        return BotReply(request.id, request.seat, request.claim, request.serial, action)
    except Exception as exc:  # a bot bug must not stop the table; the session reports it
        detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        return BotReply(request.id, request.seat, request.claim, request.serial, None, detail)


class SessionHost(Protocol):
    """What a front end does for the session: wake it later, and have bots think."""

    def schedule(self, delay_ms: int) -> None:
        """Call :meth:`TableSession.pump` after ``delay_ms`` (an earlier wake-up may stand)."""

    def ask_bot(self, request: BotRequest) -> None:
        """Have the bot decide and hand the reply to :meth:`TableSession.bot_replied`."""


class SessionListener:
    """What the session tells its front end; every method does nothing unless overridden."""

    def reset(self, snapshot: Snapshot) -> None:
        """A new position to draw from scratch (a new match, another viewer, an undo)."""

    def stepped(self, step: Step) -> None:
        """Actions were applied (events redacted for the viewer)."""

    def changed(self, snapshot: Snapshot) -> None:
        """Something changed that is not an action (a bot began to think)."""

    def refused(self, reason: str) -> None:
        """A move was refused; the engine's reason."""

    def status(self, text: str) -> None:
        """A line for the status bar."""

    def finished(self, snapshot: Snapshot) -> None:
        """The game ended: the snapshot carries the winners and the result."""

    def handover(self, seat: Seat) -> None:
        """Pass-and-play: the device must go to this human seat."""

    def undo_changed(self) -> None:
        """Whether undo is possible changed without an action or a new position."""

    def round_over(self, summary: RoundSummary) -> None:
        """A round ended and the table waits for the players to read it before the next deal
        (:meth:`TableSession.continue_play`); only with ``pause_at_round_end`` on."""

    def round_continues(self) -> None:
        """The players are done reading the round's end: the next round is dealt."""
